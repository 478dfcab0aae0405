/** Before a restore, the app names what it will undo: the open tables, and the hands and account movements since the backup. */
import { describe, expect, it } from 'vitest'
import { backupNow, restorePreview } from '../../../src-main/services/backup'
import { topUp } from '../../../src-main/services/parlor/accounts'
import type { AppContext } from '../../../src-main/context'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { dealIn, setUpTables, sitDown } from '../../support/parlor'

describe('restore preview', () => {
  it('lists the open tables, the hands and the account movements recorded after the backup, and the safety folder', async () => {
    const ctx: AppContext = await openTestContext()
    const ids = addPlayers(ctx.db, ['甲', '乙', '丙', '丁'])
    const [table] = setUpTables(ctx.db, ['1号桌'])
    topUp(ctx.db, { playerId: ids[1], cents: 5_000, note: '' }, Date.now() - 60_000)
    const backup = await backupNow(ctx)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const session = sitDown(ctx.db, table, ids, Date.now())
    dealIn(ctx.db, session.id, 0, 1)
    dealIn(ctx.db, session.id, 2, 1)
    topUp(ctx.db, { playerId: ids[0], cents: 30_000, note: '' }, Date.now())

    const preview = restorePreview(ctx, backup.file)
    expect(preview.openTables).toEqual([expect.objectContaining({ sessionId: session.id, tableName: '1号桌' })])
    expect(preview.hands).toEqual([{ sessionId: session.id, hands: 2 }])
    expect(preview.movements).toEqual([
      expect.objectContaining({ playerId: ids[0], name: '甲', kind: 'topup', amountCents: 30_000 })
    ])
    expect(preview.safetyBackupDir).toBe(ctx.defaultBackupDir)
    expect(() => restorePreview(ctx, 'nope.sqlite')).toThrow(expect.objectContaining({ code: 'BACKUP_NOT_FOUND' }))
  })
})
