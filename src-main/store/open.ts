import Database from 'better-sqlite3'
import type { Database as Db } from 'better-sqlite3'
import { AppError } from '../errors'
import { applyPendingMigrations, loadMigrations, refuseNewerSchema, schemaVersion } from './migrations'

export interface OpenOptions {
  file: string
  migrationsDir: string
  /** Called with the still-unmigrated database when an existing file is about to be migrated. */
  backupBeforeMigration?: (db: Db) => Promise<void>
}

export interface OpenedStore {
  db: Db
  migratedFrom: number | null
}

/**
 * Opens (or creates) the club database: refuses files from a newer app, checks integrity,
 * backs up before migrating, then applies pending migrations in one transaction.
 */
export async function openStore({ file, migrationsDir, backupBeforeMigration }: OpenOptions): Promise<OpenedStore> {
  const migrations = loadMigrations(migrationsDir)
  const db = new Database(file)
  try {
    refuseNewerSchema(db, migrations)
    assertIntact(db)
    db.pragma('journal_mode = WAL')
    // FULL: a committed hand survives a power cut too, not only an app crash.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    const from = schemaVersion(db)
    const pending = migrations.length > from
    if (pending && from > 0 && backupBeforeMigration) await backupBeforeMigration(db)
    applyPendingMigrations(db, migrations)
    return { db, migratedFrom: pending ? from : null }
  } catch (error) {
    db.close()
    throw error
  }
}

function assertIntact(db: Db): void {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[]
  if (rows.length !== 1 || rows[0].integrity_check !== 'ok') {
    throw new AppError(
      'DB_CORRUPT',
      '数据文件已损坏（完整性检查未通过）。请在“设置”中从备份恢复。',
      'The data file is damaged (integrity check failed). Restore a backup from Settings.'
    )
  }
}
