/** The full JSON backup: export every table, import into an empty database all or nothing. */
import type { Database } from 'better-sqlite3'
import type { z } from 'zod'
import { AppError } from '../errors'
import { writeAudit } from '../store/audit'
import type { AppContext } from '../context'
import { loadMigrations, schemaVersion, type Migration } from '../store/migrations'
import { deleteAllRows, hasPlayersOrSessions, insertRows, iterateRows, type Row } from '../store/tableRows'
import { upgradeRows } from '../store/upgradeRows'
import { BACKUP_APP, BACKUP_FORMAT, backupDocument, TABLE_NAMES, TABLE_ROWS, type BackupDocument } from './backupFormat'
import { jsonFile, type ExportFile } from './exportFile'
import { DuplicateKeyError, parseJsonOnce } from './jsonReader'
import { checkHandAudit } from './importAudit'
import { checkBooks } from './importBooks'
import { ReplayMismatch, replayBackup } from './importReplay'

/**
 * The backup as JSON text in pieces. Consume it to the end without awaiting in between: then it is
 * one consistent snapshot (and the connection is free again). A club's whole history can exceed
 * the longest string JavaScript allows: write the pieces to a file then.
 */
export function* jsonBackupChunks(db: Database, now = new Date(), onRow?: () => void): Generator<string> {
  const header = {
    app: BACKUP_APP,
    format: BACKUP_FORMAT,
    schemaVersion: schemaVersion(db),
    exportedAt: now.toISOString()
  }
  yield `${JSON.stringify(header).slice(0, -1)},"tables":{`
  for (const [index, table] of TABLE_NAMES.entries()) {
    yield `${index === 0 ? '' : ','}\n${JSON.stringify(table)}:[`
    let first = true
    for (const row of iterateRows(db, table)) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`
      first = false
      onRow?.()
    }
    yield ']'
  }
  yield '\n}}\n'
}

export const jsonBackupName = (now: Date) => `queji-backup-${now.toISOString().slice(0, 10)}.json`

export function exportJsonBackup(db: Database, now = new Date()): ExportFile {
  try {
    return jsonFile(jsonBackupName(now), [...jsonBackupChunks(db, now)].join(''))
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    throw new AppError(
      'EXPORT_TOO_LARGE',
      '数据太多，无法导出为一个 JSON 文本。请改用“设置”里的数据库备份。',
      'Too much data for one JSON text. Use the database backup in Settings instead.'
    )
  }
}

function invalid(zh: string, en: string): AppError {
  return new AppError(
    'IMPORT_INVALID',
    `无法导入：${zh}数据库没有任何改动。`,
    `Cannot import: ${en} Nothing was changed.`
  )
}

function readDocument(db: Database, text: string, migrations: Migration[]): BackupDocument {
  let value: unknown
  try {
    value = parseJsonOnce(text)
  } catch (error) {
    if (error instanceof DuplicateKeyError) {
      throw invalid(`同一处出现了两次“${error.key}”。`, `the key "${error.key}" appears twice in one place.`)
    }
    throw invalid('文件不是完整的 JSON（可能被截断或损坏）。', 'the file is not complete JSON (truncated or damaged?).')
  }
  const header = value as Partial<Record<'app' | 'schemaVersion' | 'tables', unknown>> | null
  if (typeof header !== 'object' || header === null || header.app !== BACKUP_APP) {
    throw invalid('这不是雀记导出的备份文件。', 'this is not a backup exported by this app.')
  }
  const current = schemaVersion(db)
  const version = header.schemaVersion
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > current) {
    throw invalid(
      `备份的数据版本是 ${String(version)}，本程序只认识到 ${current}，请先升级雀记再导入。`,
      `the backup has schema version ${String(version)}, this app knows up to ${current}; update the app, then import it.`
    )
  }
  const document =
    version === current
      ? value
      : { ...header, schemaVersion: current, tables: upgraded(header.tables, version, migrations) }
  const parsed = backupDocument(current).safeParse(document)
  if (!parsed.success)
    throw invalid(
      `内容不对（${where(parsed.error)}）。`,
      `bad content (${where(parsed.error)}: ${parsed.error.issues[0].message}).`
    )
  try {
    replayBackup(parsed.data.tables)
    checkHandAudit(parsed.data.tables)
    checkBooks(parsed.data.tables)
  } catch (error) {
    if (!(error instanceof ReplayMismatch)) throw error
    throw invalid(error.zh, error.en)
  }
  return parsed.data
}

/** An older version's tables, migrated as the app would migrate its database. */
function upgraded(tables: unknown, version: number, migrations: Migration[]): Record<string, Row[]> {
  try {
    return upgradeRows(tables as Record<string, unknown>, version, migrations, TABLE_NAMES)
  } catch {
    throw invalid(
      `这份旧版本（数据版本 ${version}）的备份内容不完整或不对，无法升级。`,
      `this backup from an older version (schema ${version}) is incomplete or wrong and cannot be upgraded.`
    )
  }
}

const where = (error: z.ZodError) => error.issues[0].path.join('.') || '—'

function isConstraintError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && String((error as { code?: unknown }).code).startsWith('SQLITE_CONSTRAINT')
}

/** Rows a database can hold before it has players or sessions; the backup's take their place. */
const SETUP_TABLES = ['audit_log', 'rule_presets', 'settings', 'parlor_tables', 'rate_plans', 'bonus_rules']

export interface ImportOutcome {
  players: number
  sessions: number
  hands: number
}

/**
 * Writes a backup into a database with no players and no sessions, in one transaction. The target's
 * settings, presets, parlor setup and audit log give way to the backup's, so ids match as they were.
 * A backup from an older version is migrated first, as its database would have been.
 */
export function importJsonBackup(
  { db, migrationsDir }: Pick<AppContext, 'db' | 'migrationsDir'>,
  text: string
): ImportOutcome {
  if (hasPlayersOrSessions(db)) {
    throw new AppError(
      'IMPORT_TARGET_NOT_EMPTY',
      '只能导入到空的数据库（没有会员、没有牌局）。请先新建一个数据文件。数据库没有任何改动。',
      'Import needs an empty database (no players, no sessions). Start a new data file first. Nothing was changed.'
    )
  }
  const document = readDocument(db, text, loadMigrations(migrationsDir))
  return db.transaction(() => {
    for (const table of SETUP_TABLES) deleteAllRows(db, table)
    for (const table of TABLE_NAMES) {
      try {
        insertRows(db, table, Object.keys(TABLE_ROWS[table].shape), document.tables[table])
      } catch (error) {
        if (!isConstraintError(error)) throw error
        throw invalid(
          `表 ${table} 的行互相矛盾（编号重复或引用不存在）。`,
          `rows of ${table} contradict each other (duplicate ids or missing references).`
        )
      }
    }
    const outcome = {
      players: document.tables.players.length,
      sessions: document.tables.table_sessions.length,
      hands: document.tables.hands.length
    }
    writeAudit(db, { entity: 'backup', action: 'import', after: { exportedAt: document.exportedAt, ...outcome } })
    return outcome
  })()
}
