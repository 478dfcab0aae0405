import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync
} from 'node:fs'
import { dirname, isAbsolute, join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { AppError } from '../errors'
import type { BackupFile } from '../model/backup'

export const BACKUPS_KEPT = 10
const BACKUP_FILE = /^queji-(\d{8}-\d{6}-\d{3})-([a-z-]+)\.sqlite$/
/** A backup being written; renamed to its real name only once complete, so a crash leaves no half backup in the list. */
const PARTIAL_SUFFIX = '.partial'
const STALE_PARTIAL_MS = 60 * 60 * 1000

type BackupReason = 'manual' | 'daily' | 'migration' | 'restore'

function stamp(date: Date): string {
  const iso = date.toISOString() // 2026-11-22T02:13:53.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`
}

function stampToIso(value: string): string {
  const [day, time, ms] = value.split('-')
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}.${ms}Z`
}

export function listBackups(dir: string): BackupFile[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names
    .map((file) => ({ file, match: BACKUP_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => {
      const path = join(dir, file)
      return { file, path, reason: match[2], createdAt: stampToIso(match[1]), bytes: statSync(path).size }
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Flushes a file or a folder entry to the disk, so a rename survives a power cut. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

function backupDirError(code: string, zh: string, en: string): AppError {
  return new AppError(
    code,
    `${zh}请在“设置”中选择另一个备份文件夹。`,
    `${en} Choose another backup folder in Settings.`
  )
}

/** Why a backup folder cannot be used, from the error the file system gave. */
export function backupDirFailure(error: unknown): AppError {
  if (error instanceof AppError) return error
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'SQLITE_READONLY')
    return backupDirError(
      'BACKUP_DIR_READ_ONLY',
      '备份文件夹不可写入（只读或没有权限）。',
      'The backup folder is read-only.'
    )
  if (code === 'ENOSPC' || code === 'SQLITE_FULL')
    return backupDirError(
      'BACKUP_DISK_FULL',
      '备份文件夹所在的磁盘已满。',
      'The disk holding the backup folder is full.'
    )
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'SQLITE_CANTOPEN')
    return backupDirError(
      'BACKUP_DIR_UNREACHABLE',
      '找不到备份文件夹，也无法创建（U 盘或网络盘是否已连接？）。',
      'The backup folder cannot be reached or created (is the drive connected?).'
    )
  return backupDirError('BACKUP_FAILED', '备份没有成功。', 'The backup failed.')
}

/** A backup folder is named by a full path (a relative one would depend on where the app was started). */
export function isBackupDirPath(dir: string): boolean {
  return !dir.includes('\0') && isAbsolute(dir)
}

export function assertBackupDirPath(dir: string): void {
  if (!isBackupDirPath(dir)) {
    throw backupDirError(
      'BACKUP_DIR_INVALID',
      '备份文件夹必须是完整的文件夹路径（例如 D:\\雀记备份）。',
      'The backup folder must be a full path (for example D:\\Backups).'
    )
  }
}

/** Checks that `dir` can hold backups: an absolute path, created if missing, writable. */
export function prepareBackupDir(dir: string): void {
  assertBackupDirPath(dir)
  const probe = join(dir, `.queji-write-test-${process.pid}`)
  try {
    mkdirSync(dir, { recursive: true })
    closeSync(openSync(probe, 'w'))
    unlinkSync(probe)
  } catch (error) {
    throw backupDirFailure(error)
  }
}

/**
 * Copies the live database with SQLite's online backup under a temporary name, renames it when
 * complete, then keeps only the newest backups (never `keep`, the file a restore is reading).
 */
export async function backupDatabase(
  db: Database,
  dir: string,
  reason: BackupReason,
  now = new Date(),
  keep?: string
): Promise<BackupFile> {
  prepareBackupDir(dir)
  const file = `queji-${stamp(now)}-${reason}.sqlite`
  const path = join(dir, file)
  const partial = path + PARTIAL_SUFFIX
  try {
    await db.backup(partial)
    fsyncPath(partial)
    renameSync(partial, path)
    fsyncPath(dirname(path))
  } catch (error) {
    rmSync(partial, { force: true })
    throw backupDirFailure(error)
  }
  pruneBackups(dir, keep)
  return listBackups(dir).find((backup) => backup.file === file)!
}

function pruneBackups(dir: string, keep?: string): void {
  const old = listBackups(dir)
    .filter((backup) => backup.file !== keep)
    .slice(keep === undefined ? BACKUPS_KEPT : BACKUPS_KEPT - 1)
  for (const backup of old) unlinkSync(backup.path)
  // A half-written backup left by a crash; a recent one may still be being written.
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (name.endsWith(PARTIAL_SUFFIX) && Date.now() - statSync(path).mtimeMs > STALE_PARTIAL_MS) rmSync(path)
  }
}
