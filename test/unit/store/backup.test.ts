import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { backupNow, dailyBackupIfDue, listBackupFiles } from '../../../src-main/services/backup'
import { restoreBackup } from '../../support/restore'
import { createPlayer, listPlayers } from '../../../src-main/services/roster'
import { BACKUPS_KEPT, backupDatabase, listBackups } from '../../../src-main/store/backup'
import { openTestContext, tempDir } from '../../support/context'

const player = { nickname: '', phone: '', note: '', allowDuplicate: false }

describe('backups', () => {
  it('keeps only the newest backups', async () => {
    const ctx = await openTestContext()
    const dir = join(tempDir(), 'b')
    for (let minute = 0; minute < BACKUPS_KEPT + 3; minute += 1) {
      await backupDatabase(ctx.db, dir, 'manual', new Date(Date.UTC(2026, 0, 1, 0, minute)))
    }
    const kept = listBackups(dir)
    expect(kept).toHaveLength(BACKUPS_KEPT)
    expect(kept[0].createdAt).toBe('2026-01-01T00:12:00.000Z')
    expect(kept.at(-1)!.createdAt).toBe('2026-01-01T00:03:00.000Z')
  })

  it('makes the daily backup once a day', async () => {
    const ctx = await openTestContext()
    const morning = new Date('2026-11-22T08:00:00Z')
    expect(await dailyBackupIfDue(ctx, morning)).not.toBeNull()
    expect(await dailyBackupIfDue(ctx, new Date('2026-11-22T20:00:00Z'))).toBeNull()
    expect(await dailyBackupIfDue(ctx, new Date('2026-11-23T08:00:01Z'))).not.toBeNull()
    expect(listBackupFiles(ctx).map((backup) => backup.reason)).toEqual(['daily', 'daily'])
  })

  it('a backup is a consistent, openable copy', async () => {
    const ctx = await openTestContext()
    createPlayer(ctx.db, { name: '李四', ...player })
    const backup = await backupNow(ctx)
    const copy = new Database(backup.path, { readonly: true })
    expect(copy.prepare('SELECT name FROM players').all()).toEqual([{ name: '李四' }])
    copy.close()
  })

  it('restores a backup after backing up the current data first', async () => {
    const ctx = await openTestContext()
    createPlayer(ctx.db, { name: '张三', ...player })
    const backup = await backupNow(ctx)
    createPlayer(ctx.db, { name: '王五', ...player })
    const { safetyBackup } = await restoreBackup(ctx, backup.file)
    const names = (c: typeof ctx) =>
      listPlayers(c.db, { query: '', includeArchived: true, limit: 100 }).map((p) => p.name)
    expect(names(ctx)).toEqual(['张三'])
    // The data from before the restore is itself restorable.
    await restoreBackup(ctx, safetyBackup.file)
    expect(names(ctx).sort()).toEqual(['张三', '王五'].sort())
  }, 60_000)

  it('refuses an unknown backup file and keeps the database open', async () => {
    const ctx = await openTestContext()
    await expect(restoreBackup(ctx, '../../etc/passwd')).rejects.toMatchObject({ code: 'BACKUP_NOT_FOUND' })
    expect(ctx.db.open).toBe(true)
  })
})
