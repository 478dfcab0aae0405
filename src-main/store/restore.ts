import { copyFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import type { Database as Db } from 'better-sqlite3'
import { AppError } from '../errors'
import { fsyncPath } from './backup'
import { applyPendingMigrations, latestVersion, schemaVersion, type Migration } from './migrations'
import { prepare } from './prepare'

const STAGING_MARK = '.restore-'

function refused(code: string, zh: string, en: string): AppError {
  return new AppError(
    code,
    `${zh}未做恢复，现有数据没有任何改动。`,
    `${en} Nothing was restored; your data is unchanged.`
  )
}

const unreadable = () =>
  refused('BACKUP_UNREADABLE', '这个备份文件已损坏或不是数据库文件。', 'This backup is damaged or not a database file.')
const foreign = () => refused('BACKUP_FOREIGN', '这个文件不是雀记的备份。', 'This file is not a backup of this app.')

/** A new file's name next to the live file; one left by a crash is removed at the next start. */
export function stagingPath(liveFile: string): string {
  return `${liveFile}${STAGING_MARK}${process.pid}-${Date.now()}`
}

/** A database file with its journal files: what a copy leaves behind. */
export function removeDatabaseFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true })
}

/** Copies of backups left in the data folder by a restore that was interrupted. */
export function removeStagedCopies(liveFile: string): void {
  const prefix = basename(liveFile) + STAGING_MARK
  for (const name of readdirSync(dirname(liveFile))) {
    if (name.startsWith(prefix)) rmSync(join(dirname(liveFile), name), { force: true })
  }
}

/** Tables, indexes and triggers with every table's columns: what the app's queries rely on. */
function schemaShape(db: Db): Set<string> {
  const objects = prepare(
    db,
    "SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
  ).all() as {
    type: string
    name: string
    tbl_name: string
  }[]
  const shape = new Set(objects.map((o) => `${o.type} ${o.name} on ${o.tbl_name}`))
  for (const table of objects.filter((o) => o.type === 'table')) {
    const columns = prepare(db, 'SELECT name, type, "notnull", pk FROM pragma_table_info(?)').all(table.name) as {
      name: string
      type: string
      notnull: number
      pk: number
    }[]
    for (const c of columns) shape.add(`column ${table.name}.${c.name} ${c.type} ${c.notnull} ${c.pk}`)
  }
  return shape
}

function expectedShape(migrations: Migration[]): Set<string> {
  const fresh = new Database(':memory:')
  try {
    applyPendingMigrations(fresh, migrations)
    return schemaShape(fresh)
  } finally {
    fresh.close()
  }
}

/** Read-only look at the copy: a database, intact, of a schema this app knows. */
function inspectReadOnly(path: string, migrations: Migration[]): void {
  if (statSync(path).size === 0) {
    throw refused('BACKUP_EMPTY', '这个备份文件是空的（0 字节）。', 'This backup file is empty (0 bytes).')
  }
  let db: Db | undefined
  try {
    db = new Database(path, { readonly: true, fileMustExist: true })
    const version = schemaVersion(db)
    if (db.pragma('integrity_check', { simple: true }) !== 'ok') throw unreadable()
    if (version > latestVersion(migrations)) {
      throw refused(
        'BACKUP_TOO_NEW',
        `这个备份来自更新版本的雀记（数据版本 ${version}）。请先升级雀记。`,
        `This backup was written by a newer version of the app (schema ${version}). Update the app first.`
      )
    }
    const { tables } = prepare(db, "SELECT count(*) AS tables FROM sqlite_master WHERE type = 'table'").get() as {
      tables: number
    }
    if (version === 0 && tables === 0) {
      throw refused('BACKUP_EMPTY', '这个备份是一个空数据库，里面没有任何数据。', 'This backup is an empty database.')
    }
    if (version === 0) throw foreign()
  } catch (error) {
    throw error instanceof AppError ? error : unreadable()
  } finally {
    db?.close()
  }
}

/** Brings the copy to the current schema and checks it has exactly the app's tables and columns. */
function migrateAndCompare(path: string, migrations: Migration[]): void {
  const db = new Database(path, { fileMustExist: true })
  try {
    try {
      applyPendingMigrations(db, migrations)
    } catch {
      throw foreign()
    }
    const expected = expectedShape(migrations)
    const actual = schemaShape(db)
    const missing = [...expected].filter((item) => !actual.has(item))
    const extra = [...actual].filter((item) => !expected.has(item))
    if (missing.length > 0 && extra.length === 0) {
      throw refused(
        'BACKUP_INCOMPLETE',
        '这个备份缺少部分数据表，不完整。',
        'This backup is incomplete: some of its tables are missing.'
      )
    }
    if (missing.length > 0 || extra.length > 0) throw foreign()
    if ((db.pragma('foreign_key_check') as unknown[]).length > 0) throw unreadable()
    // Self-contained: no -wal file is needed next to it once it is renamed into place.
    db.pragma('journal_mode = DELETE')
  } finally {
    db.close()
  }
}

/**
 * Checks and migrates a copy of a backup made in the data folder (the backup itself is never
 * opened, so no -wal/-shm files appear beside it), and flushes it to disk, ready to be renamed over
 * the live file; on refusal the copy is removed.
 */
export function checkRestoreCandidate(staged: string, migrations: Migration[]): void {
  try {
    inspectReadOnly(staged, migrations)
    migrateAndCompare(staged, migrations)
    fsyncPath(staged)
  } catch (error) {
    removeDatabaseFiles(staged)
    throw error instanceof AppError ? error : unreadable()
  }
}

/** Empties the live database's WAL into the file, so that closing it leaves one complete file. */
export function checkpointLive(live: Db): void {
  const [result] = live.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[]
  if (result?.busy) {
    throw refused('DB_BUSY', '数据文件正被占用。', 'The data file is in use.')
  }
}

/**
 * Puts a staged copy in place of the (closed, checkpointed) live file: the live file's stale
 * -wal/-shm go first (they would be replayed onto the new file), then one atomic rename.
 */
export function installDatabaseFile(staged: string, liveFile: string): void {
  for (const suffix of ['-wal', '-shm']) rmSync(liveFile + suffix, { force: true })
  renameSync(staged, liveFile)
  fsyncPath(dirname(liveFile))
}

/** A flushed copy of `source` next to the live file, for installDatabaseFile. */
export function stageCopy(source: string, liveFile: string): string {
  const staged = stagingPath(liveFile)
  copyFileSync(source, staged)
  fsyncPath(staged)
  return staged
}

/**
 * The scratch database of an import: a compact copy of the live file as it is now (read through a
 * connection of its own), opened for writing with foreign keys on.
 */
export function openScratchCopy(liveFile: string, path: string): Db {
  const live = new Database(liveFile, { readonly: true, fileMustExist: true })
  try {
    prepare(live, 'VACUUM INTO ?').run(path)
  } finally {
    live.close()
  }
  const scratch = new Database(path, { fileMustExist: true })
  scratch.pragma('foreign_keys = ON')
  return scratch
}

/** Closes a scratch database as one self-contained file on disk, ready for installDatabaseFile. */
export function sealScratch(scratch: Db): void {
  scratch.pragma('journal_mode = DELETE')
  scratch.close()
  fsyncPath(scratch.name)
}
