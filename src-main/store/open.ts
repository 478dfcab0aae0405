import { accessSync, constants, existsSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import type { Database as Db } from 'better-sqlite3'
import { AppError } from '../errors'
import { assertIntact, checkIntegrityInWorker, corrupt } from './integrity'
import { applyPendingMigrations, loadMigrations, refuseNewerSchema, schemaVersion } from './migrations'

export interface OpenOptions {
  file: string
  migrationsDir: string
  /** Called with the still-unmigrated database when an existing file is about to be migrated. */
  backupBeforeMigration?: (db: Db) => Promise<void>
  /** The app has run before: a missing or empty file is lost data, not a new install. */
  mustExist?: boolean
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
export async function openStore({
  file,
  migrationsDir,
  backupBeforeMigration,
  mustExist = false
}: OpenOptions): Promise<OpenedStore> {
  const migrations = loadMigrations(migrationsDir)
  const exists = existsSync(file)
  if (mustExist && (!exists || statSync(file).size === 0)) throw missingDataFile()
  const checkNow = !exists || statSync(file).size <= BLOCKING_CHECK_MAX_BYTES
  let db: Db
  try {
    accessSync(exists ? file : dirname(file), constants.R_OK | constants.W_OK)
    db = new Database(file)
  } catch (error) {
    throw openFailure(error)
  }
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
    throw openFailure(error)
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

function missingDataFile(): AppError {
  return new AppError(
    'DATA_FILE_MISSING',
    '数据文件不见了或是空的，雀记没有新建空白数据。请把最新的备份复制到数据文件夹、改名为 queji.sqlite 后再打开雀记。',
    'The data file is missing or empty; no new empty database was created. Copy the newest backup into the data folder, rename it to queji.sqlite and start the app again.'
  )
}

/** SQLite's and the file system's failures, as guidance the host can act on (never raw SQLite text). */
function openFailure(error: unknown): AppError {
  if (error instanceof AppError) return error
  const code = String((error as { code?: unknown } | undefined)?.code ?? '')
  if (code.startsWith('SQLITE_CORRUPT')) return corrupt()
  if (code.startsWith('SQLITE_NOTADB')) {
    return new AppError(
      'DB_NOT_DATABASE',
      '数据文件不是雀记的数据库（可能被其他程序覆盖或已损坏）。请从备份恢复：把最新的备份复制到数据文件夹并改名为 queji.sqlite。',
      'The data file is not this app’s database (overwritten or damaged). Restore a backup: copy the newest backup into the data folder and rename it to queji.sqlite.'
    )
  }
  if (/^(SQLITE_READONLY|SQLITE_CANTOPEN|SQLITE_PERM|SQLITE_AUTH|EACCES|EPERM|EROFS)/.test(code)) {
    return new AppError(
      'DB_READ_ONLY',
      '无法写入数据文件或它所在的文件夹（只读或没有权限）。请检查文件权限，或把数据文件夹移到可写的磁盘。',
      'The data file or its folder cannot be written (read-only or no permission). Check the file permissions or move the data folder to a writable disk.'
    )
  }
  return new AppError(
    'DB_OPEN_FAILED',
    '无法打开数据文件。请重启电脑后再试；如果仍然不行，请从备份恢复。',
    'The data file could not be opened. Restart the computer and try again; if it still fails, restore a backup.'
  )
}
