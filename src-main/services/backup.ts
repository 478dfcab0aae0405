import { copyFileSync, rmSync } from 'node:fs'
import type { AppContext } from '../context'
import { AppError } from '../errors'
import { writeAudit } from '../store/audit'
import { backupDatabase, listBackups, type BackupFile } from '../store/backup'
import { fileIsIntact } from '../store/integrity'
import { openStore } from '../store/open'
import { getSettings } from './settings'

const DAY_MS = 24 * 60 * 60 * 1000

export function backupDir(ctx: AppContext): string {
  return getSettings(ctx.db).backupDir || ctx.defaultBackupDir
}

export function listBackupFiles(ctx: AppContext): BackupFile[] {
  return listBackups(backupDir(ctx))
}

export function backupNow(ctx: AppContext): Promise<BackupFile> {
  return backupDatabase(ctx.db, backupDir(ctx), 'manual')
}

/** The once-a-day backup at start: skipped when any backup is younger than a day. */
export async function dailyBackupIfDue(ctx: AppContext, now = new Date()): Promise<BackupFile | null> {
  const newest = listBackupFiles(ctx)[0]
  if (newest && now.getTime() - Date.parse(newest.createdAt) < DAY_MS) return null
  return backupDatabase(ctx.db, backupDir(ctx), 'daily', now)
}

function checkRestorable(path: string): void {
  if (!fileIsIntact(path)) {
    throw new AppError(
      'BACKUP_UNREADABLE',
      '这个备份文件已损坏或无法读取，未做恢复。',
      'This backup is damaged or unreadable; nothing was restored.'
    )
  }
}

/**
 * Replaces the live database with a backup from the backup folder. The current database is
 * backed up first, so a restore can itself be undone by restoring that backup.
 */
export async function restoreBackup(ctx: AppContext, file: string): Promise<{ safetyBackup: BackupFile }> {
  const chosen = listBackupFiles(ctx).find((backup) => backup.file === file)
  if (!chosen) throw new AppError('BACKUP_NOT_FOUND', `备份文件“${file}”不存在。`, `Backup "${file}" does not exist.`)
  checkRestorable(chosen.path)
  const safetyBackup = await backupDatabase(ctx.db, backupDir(ctx), 'restore')
  ctx.db.close()
  try {
    for (const suffix of ['-wal', '-shm']) rmSync(ctx.dbFile + suffix, { force: true })
    copyFileSync(chosen.path, ctx.dbFile)
  } finally {
    ctx.db = (await openStore({ file: ctx.dbFile, migrationsDir: ctx.migrationsDir })).db
  }
  writeAudit(ctx.db, { entity: 'backup', action: 'restore', after: { file, safetyBackup: safetyBackup.file } })
  return { safetyBackup }
}
