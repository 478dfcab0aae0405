import { existsSync, statSync } from 'node:fs'
import Database from 'better-sqlite3'
import type { Database as Db } from 'better-sqlite3'
import { assertIntact, checkIntegrityInWorker } from './integrity'
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
  /** Resolves once the file passed its integrity check (already done for small files); DB_CORRUPT otherwise. */
  checkIntegrity: () => Promise<void>
}

/**
 * Files up to this size are checked before anything else touches them. A bigger one (years of
 * play: the check takes seconds) is checked by a worker while the app runs, so it opens at once.
 */
export const BLOCKING_CHECK_MAX_BYTES = 64 * 1024 * 1024

/**
 * Every `db.transaction(fn)()` on this connection begins IMMEDIATE: it takes the write lock at
 * BEGIN, waiting up to the busy timeout for it. A deferred transaction that reads first and then
 * writes cannot wait: when another connection wrote meanwhile it fails at once with "database is
 * locked". (`.deferred` stays available for a read-only transaction.)
 */
function beginTransactionsImmediately(db: Db): void {
  const transaction = db.transaction.bind(db)
  db.transaction = ((fn) => transaction(fn).immediate) as Db['transaction']
}

/**
 * Opens (or creates) the club database: refuses files from a newer app, checks integrity,
 * backs up before migrating, then applies pending migrations in one transaction.
 */
export async function openStore({ file, migrationsDir, backupBeforeMigration }: OpenOptions): Promise<OpenedStore> {
  const migrations = loadMigrations(migrationsDir)
  const checkNow = !existsSync(file) || statSync(file).size <= BLOCKING_CHECK_MAX_BYTES
  const db = new Database(file)
  try {
    refuseNewerSchema(db, migrations)
    if (checkNow) assertIntact(db)
    db.pragma('journal_mode = WAL')
    // FULL: a committed hand survives a power cut too, not only an app crash.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    beginTransactionsImmediately(db)
    const from = schemaVersion(db)
    const pending = migrations.length > from
    if (pending && from > 0 && backupBeforeMigration) await backupBeforeMigration(db)
    applyPendingMigrations(db, migrations)
    return {
      db,
      migratedFrom: pending ? from : null,
      checkIntegrity: checkNow ? () => Promise.resolve() : () => checkIntegrityInWorker(file)
    }
  } catch (error) {
    db.close()
    throw error
  }
}

/**
 * A read-only connection of its own inside one read transaction: a consistent snapshot of the
 * file (WAL lets the app keep writing) until it is closed.
 */
export function openReadSnapshot(file: string): Db {
  const snapshot = new Database(file, { readonly: true, fileMustExist: true })
  snapshot.exec('BEGIN')
  return snapshot
}
