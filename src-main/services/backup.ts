import type { AppContext } from '../context'
import { AppError } from '../errors'
import { writeAudit } from '../store/audit'
import { assertBackupDirPath, backupDatabase, backupDirFailure, listBackups } from '../store/backup'
import { openStore } from '../store/open'
import { checkpointLive, installDatabaseFile, removeDatabaseFiles, stageCopy } from '../store/restore'
import { getSettings } from './settings'
import { handsChangedSince, movementsSince, openTableRows } from '../store/sinceBackup'
import type { BackupFile, RestorePreview } from '../model/backup'
const DAY_MS = 24 * 60 * 60 * 1000

export function backupDir(ctx: AppContext): string {
  const dir = getSettings(ctx.db).backupDir || ctx.defaultBackupDir
  assertBackupDirPath(dir)
  return dir
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

/** The daily backup at start never stops the app: a failure is returned as a warning to show in the window. */
export async function dailyBackupAtStart(ctx: AppContext): Promise<AppError | null> {
  try {
    await dailyBackupIfDue(ctx)
    return null
  } catch (error) {
    const reason = backupDirFailure(error)
    return new AppError(
      reason.code,
      `今天的自动备份没有成功：${reason.messageZh}`,
      `Today's automatic backup failed: ${reason.message}`
    )
  }
}

/** Reopens the live file after it was replaced; the app has run, so a missing file is an error. */
async function reopenLive(ctx: AppContext): Promise<void> {
  ctx.db = (await openStore({ file: ctx.dbFile, migrationsDir: ctx.migrationsDir, mustExist: true })).db
}

/**
 * Puts a checked, sealed copy (an import's scratch database) in place of the live file: the live
 * file is emptied of its WAL, closed, replaced in one rename and reopened.
 */
export async function installChecked(ctx: AppContext, staged: string): Promise<void> {
  checkpointLive(ctx.db)
  ctx.db.close()
  installDatabaseFile(staged, ctx.dbFile)
  await reopenLive(ctx)
}

/** After a failed swap: the data from just before the restore goes back in place. */
async function putBack(ctx: AppContext, safetyBackup: BackupFile): Promise<AppError> {
  try {
    installDatabaseFile(stageCopy(safetyBackup.path, ctx.dbFile), ctx.dbFile)
    await reopenLive(ctx)
    return new AppError(
      'RESTORE_ROLLED_BACK',
      '恢复没有完成：恢复后的数据无法打开，已放回恢复前的数据，没有丢失任何内容。',
      'The restore did not complete: the restored data could not be opened, so the data from before the restore was put back. Nothing was lost.'
    )
  } catch {
    return new AppError(
      'RESTORE_FAILED',
      `恢复没有完成，数据文件暂时无法打开。恢复前的数据保存在备份“${safetyBackup.file}”中：请重启雀记，在“设置”中恢复它。`,
      `The restore did not complete and the data file cannot be opened. The data from before the restore is in backup "${safetyBackup.file}": restart the app and restore it from Settings.`
    )
  }
}

function requireBackup(ctx: AppContext, file: string): BackupFile {
  const chosen = listBackupFiles(ctx).find((backup) => backup.file === file)
  if (!chosen) throw new AppError('BACKUP_NOT_FOUND', `备份文件“${file}”不存在。`, `Backup "${file}" does not exist.`)
  return chosen
}

export function restorePreview(ctx: AppContext, file: string): RestorePreview {
  const backup = requireBackup(ctx, file)
  return {
    backup,
    openTables: openTableRows(ctx.db).map((row) => ({
      sessionId: row.session_id,
      title: row.title,
      tableName: row.table_name,
      startedAt: row.started_at
    })),
    hands: handsChangedSince(ctx.db, backup.createdAt).map((row) => ({ sessionId: row.session_id, hands: row.hands })),
    movements: movementsSince(ctx.db, Date.parse(backup.createdAt)).map((row) => ({
      id: row.id,
      playerId: row.player_id,
      name: row.name,
      at: row.at,
      kind: row.kind,
      amountCents: row.amount_cents
    })),
    safetyBackupDir: backupDir(ctx)
  }
}

/** The path of a backup in the backup folder, named as backups.list names it (nothing else is restored). */
export function backupPath(ctx: AppContext, file: string): string {
  return requireBackup(ctx, file).path
}

/**
 * Replaces the live database with a checked, migrated copy of a backup (a restore job's), all or
 * nothing: the current data is backed up first, so a restore can itself be undone by restoring that
 * backup; then the copy is renamed over the live file. A failed swap puts the previous data back.
 */
export async function installRestored(
  ctx: AppContext,
  staged: string,
  /** The backup's name as the host chose it, for the audit (an upload's is a label, not its file). */
  file: string,
  /** The backup's own file name: spared when the safety backup prunes the backup folder. */
  kept: string
): Promise<{ safetyBackup: BackupFile }> {
  let safetyBackup: BackupFile
  try {
    safetyBackup = await backupDatabase(ctx.db, backupDir(ctx), 'restore', new Date(), kept)
    checkpointLive(ctx.db)
  } catch (error) {
    removeDatabaseFiles(staged)
    throw error
  }
  ctx.db.close()
  try {
    installDatabaseFile(staged, ctx.dbFile)
    await reopenLive(ctx)
  } catch {
    removeDatabaseFiles(staged)
    throw await putBack(ctx, safetyBackup)
  }
  writeAudit(ctx.db, { entity: 'backup', action: 'restore', after: { file, safetyBackup: safetyBackup.file } })
  return { safetyBackup }
}
