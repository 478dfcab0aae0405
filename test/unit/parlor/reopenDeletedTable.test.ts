import { describe, expect, it } from 'vitest'
import { closeAtParlor, reopenAtParlor } from '../../../src-main/services/parlor/close'
import { deleteParlorTable } from '../../../src-main/services/parlor/setup'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

describe('reopening a settled session whose parlor table was deleted', () => {
  it('is refused with a clear message, and nothing changes', async () => {
    const ctx = await openTestContext()
    const ids = addPlayers(ctx.db, ['甲', '乙', '丙', '丁'])
    const [table] = setUpTables(ctx.db, ['1号桌'])
    const session = sitDown(ctx.db, table, ids, at('14:00'))
    dealIn(ctx.db, session.id, 0, 1)
    closeAtParlor(ctx.db, { sessionId: session.id, toAccount: [0, 1], confirmOverLimit: true }, at('16:00'))
    deleteParlorTable(ctx.db, table)
    const before = dumpDatabase(ctx)
    expect(() => reopenAtParlor(ctx.db, session.id, at('16:30'))).toThrow(
      expect.objectContaining({
        code: 'TABLE_DELETED',
        messageZh: expect.stringContaining('1号桌'),
        message: expect.stringContaining('was deleted')
      })
    )
    expect(dumpDatabase(ctx)).toEqual(before)
  })
})
