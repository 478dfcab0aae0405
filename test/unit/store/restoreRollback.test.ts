/**
 * A restore whose swapped-in file then fails to open (a disk error, say; simulated by making the
 * next open fail): the data from before the restore is put back and the host is told.
 */
import { describe, expect, it, vi } from 'vitest'
import { createHandlers } from '../../../src-main/api/handlers'
import { dispatch } from '../../../src-main/api/dispatch'
import { backupNow } from '../../../src-main/services/backup'
import { createPlayer } from '../../../src-main/services/roster'
import type * as OpenModule from '../../../src-main/store/open'
import { dumpDatabase, openTestContext } from '../../support/context'
import { restoreThroughApi } from '../../support/restore'

const fault = vi.hoisted(() => ({ failNextOpen: false }))

vi.mock('../../../src-main/store/open', async (importOriginal) => {
  const original = await importOriginal<typeof OpenModule>()
  return {
    ...original,
    openStore: (options: Parameters<typeof original.openStore>[0]) => {
      if (fault.failNextOpen) {
        fault.failNextOpen = false
        return Promise.reject(new Error('disk I/O error'))
      }
      return original.openStore(options)
    }
  }
})

describe('restore when the restored file cannot be opened', () => {
  it('puts the data from before the restore back and says so', async () => {
    const ctx = await openTestContext()
    createPlayer(ctx.db, { name: '张三', nickname: '', phone: '', note: '', allowDuplicate: false })
    const backup = await backupNow(ctx)
    createPlayer(ctx.db, { name: '李四', nickname: '', phone: '', note: '', allowDuplicate: false })
    const before = dumpDatabase(ctx)
    const handlers = createHandlers(ctx, 't')

    fault.failNextOpen = true
    const result = await restoreThroughApi(ctx, backup.file)
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'RESTORE_ROLLED_BACK', messageZh: expect.stringContaining('已放回恢复前的数据') }
    })
    expect(dumpDatabase(ctx)).toEqual(before)
    expect(await dispatch(handlers, 'players.create', { name: '王五' })).toMatchObject({ ok: true })
  })
})
