import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'

export const BACKUPS_KEPT = 10
const BACKUP_FILE = /^queji-(\d{8}-\d{6}-\d{3})-([a-z-]+)\.sqlite$/

export type BackupReason = 'manual' | 'daily' | 'migration' | 'restore'

export interface BackupFile {
  file: string
  path: string
  reason: string
  createdAt: string
  bytes: number
}

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

/** Copies the live database with SQLite's online backup, then keeps only the newest backups. */
export async function backupDatabase(
  db: Database,
  dir: string,
  reason: BackupReason,
  now = new Date()
): Promise<BackupFile> {
  mkdirSync(dir, { recursive: true })
  const file = `queji-${stamp(now)}-${reason}.sqlite`
  await db.backup(join(dir, file))
  pruneBackups(dir)
  return listBackups(dir).find((backup) => backup.file === file)!
}

function pruneBackups(dir: string): void {
  for (const old of listBackups(dir).slice(BACKUPS_KEPT)) unlinkSync(old.path)
}
