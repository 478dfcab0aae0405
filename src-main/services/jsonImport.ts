/**
 * The JSON import, as a stream: the backup's pieces are read in order, each row is checked against
 * its table's schema and written as it arrives, all in one transaction of the target (the job's
 * scratch copy); then the checks that need many rows replay the written rows session by session.
 * Any refusal rolls everything back. A backup of an older schema version is the exception: its rows
 * are gathered and migrated in memory first (upgradeRows), as its database would have been.
 */
import type { Database } from 'better-sqlite3'
import type { z } from 'zod'
import type { AppContext } from '../context'
import { AppError } from '../errors'
import { writeAudit } from '../store/audit'
import { beginImport, commitImport, insertRow, rollbackImport } from '../store/importRows'
import { loadMigrations, schemaVersion } from '../store/migrations'
import { deleteAllRows, hasPlayersOrSessions, type Row } from '../store/tableRows'
import { upgradeRows } from '../store/upgradeRows'
import { BACKUP_APP, backupDocument, TABLE_NAMES, TABLE_ROWS, type TableName } from './backupFormat'
import { checkHandAudit } from './importAudit'
import { checkBooks } from './importBooks'
import { ReplayMismatch, replayBackup } from './importReplay'
import {
  BackupJsonReader,
  DamagedJsonError,
  DuplicateKeyError,
  ForbiddenKeyError,
  type BackupHeader
} from './jsonReader'
import type { ImportOutcome } from '../model/backup'

function invalid(zh: string, en: string): AppError {
  return new AppError(
    'IMPORT_INVALID',
    `无法导入：${zh}数据库没有任何改动。`,
    `Cannot import: ${en} Nothing was changed.`
  )
}

const badContent = (where: string, message: string) =>
  invalid(`内容不对（${where}）。`, `bad content (${where}: ${message}).`)
const zodWhere = (error: z.ZodError, prefix: (string | number)[] = []) => {
  const where = [...prefix, ...error.issues[0].path.map(String)].join('.') || '—'
  return badContent(where, error.issues[0].message)
}

function isConstraintError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && String((error as { code?: unknown }).code).startsWith('SQLITE_CONSTRAINT')
}

/** Rows a database can hold before it has players or sessions; the backup's take their place. */
const SETUP_TABLES = ['audit_log', 'rule_presets', 'settings', 'parlor_tables', 'rate_plans', 'bonus_rules']
const COLUMNS = Object.fromEntries(TABLE_NAMES.map((table) => [table, Object.keys(TABLE_ROWS[table].shape)]))

const isTableName = (name: string): name is TableName => Object.hasOwn(TABLE_ROWS, name)

/**
 * One import into a database with no players and no sessions: write() the backup's pieces in order,
 * then finish(). The target's settings, presets, parlor setup and audit log give way to the
 * backup's, so ids match as they were. On a refusal nothing stays written and the error is thrown.
 */
export class JsonImport {
  private readonly reader = new BackupJsonReader(this)
  private readonly current: number
  /** The header as checked when the first table began: its schema version. */
  private version?: number
  /** Tables of an older version, gathered to be migrated at the end. */
  private older?: Record<string, unknown[]>
  private nextTable = 0
  private position = 0
  private readonly counts = { players: 0, sessions: 0, hands: 0 }

  private readonly db: Database
  private readonly migrationsDir: string

  constructor({ db, migrationsDir }: Pick<AppContext, 'db' | 'migrationsDir'>) {
    this.db = db
    this.migrationsDir = migrationsDir
    if (hasPlayersOrSessions(db)) {
      throw new AppError(
        'IMPORT_TARGET_NOT_EMPTY',
        '只能导入到空的数据库（没有会员、没有牌局）。请先新建一个数据文件。数据库没有任何改动。',
        'Import needs an empty database (no players, no sessions). Start a new data file first. Nothing was changed.'
      )
    }
    this.current = schemaVersion(db)
    beginImport(db)
    for (const table of SETUP_TABLES) deleteAllRows(db, table)
  }

  write(piece: string | Uint8Array): void {
    this.undoingOnError(() => this.reader.write(piece))
  }

  /** Ends the file, runs the checks that need many rows (`checking` is told the sessions replayed) and commits. */
  finish(checking: (done: number, total: number) => void = () => undefined): ImportOutcome {
    return this.undoingOnError(() => {
      const header = this.reader.end()
      this.version ??= this.checkHeader(header)
      if (this.older) this.writeOlder(header, this.older)
      const missing = TABLE_NAMES[this.nextTable]
      if (missing !== undefined) throw this.outOfPlace(missing)
      checking(0, this.counts.sessions)
      try {
        replayBackup(this.db, (done) => checking(done, this.counts.sessions))
        checkHandAudit(this.db)
        checkBooks(this.db)
      } catch (error) {
        if (!(error instanceof ReplayMismatch)) throw error
        throw invalid(error.zh, error.en)
      }
      writeAudit(this.db, {
        entity: 'backup',
        action: 'import',
        after: { exportedAt: header.exportedAt, ...this.counts }
      })
      commitImport(this.db)
      return { ...this.counts }
    })
  }

  /** Gives the import up: nothing it wrote stays. */
  abandon(): void {
    rollbackImport(this.db)
  }

  /** The reader's calls: a key of `tables` begins. */
  table(name: string, list: boolean): void {
    this.version ??= this.checkHeader(this.reader.header)
    if (this.older) {
      if (!list) throw badContent(`tables.${name}`, 'not a list')
      this.older[name] = []
      return
    }
    if (!isTableName(name)) throw badContent('tables', `unknown table "${name}"`)
    if (name !== TABLE_NAMES[this.nextTable]) throw this.outOfPlace(TABLE_NAMES[this.nextTable] ?? name)
    if (!list) throw badContent(`tables.${name}`, 'not a list')
    this.nextTable++
    this.position = 0
  }

  /** The reader's calls: one row of the table that began last. */
  row(table: string, value: unknown): void {
    if (this.older) {
      this.older[table].push(value)
      return
    }
    const name = table as TableName
    const parsed = TABLE_ROWS[name].safeParse(value)
    if (!parsed.success) throw zodWhere(parsed.error, ['tables', name, this.position])
    this.position++
    this.insert(name, parsed.data)
  }

  private insert(table: TableName, row: Row): void {
    try {
      insertRow(this.db, table, COLUMNS[table], row)
    } catch (error) {
      if (!isConstraintError(error)) throw error
      throw invalid(
        `表 ${table} 的行互相矛盾（编号重复或引用不存在）。`,
        `rows of ${table} contradict each other (duplicate ids or missing references).`
      )
    }
    if (table === 'players') this.counts.players++
    if (table === 'table_sessions') this.counts.sessions++
    if (table === 'hands') this.counts.hands++
  }

  /** The app and version first (as the whole file was checked before), then the other fields. */
  private checkHeader(header: BackupHeader): number {
    if (header.app !== BACKUP_APP)
      throw invalid('这不是雀记导出的备份文件。', 'this is not a backup exported by this app.')
    const version = header.schemaVersion
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > this.current) {
      throw invalid(
        `备份的数据版本是 ${String(version)}，本程序只认识到 ${this.current}，请先升级雀记再导入。`,
        `the backup has schema version ${String(version)}, this app knows up to ${this.current}; update the app, then import it.`
      )
    }
    if (version < this.current) {
      this.older = Object.create(null) as Record<string, unknown[]>
      return version
    }
    const parsed = backupDocument(this.current).omit({ tables: true }).safeParse(header)
    if (!parsed.success) throw zodWhere(parsed.error)
    return version
  }

  /** A table missing, or not where this app writes it: the rows must come in TABLE_NAMES order. */
  private outOfPlace(expected: string): AppError {
    return invalid(
      `缺少表 ${expected}，或各表的顺序不是雀记导出的顺序。`,
      `the table ${expected} is missing, or the tables are not in the order this app exports them.`
    )
  }

  /** An older version's tables, migrated as the app would migrate its database, then written. */
  private writeOlder(header: BackupHeader, tables: Record<string, unknown[]>): void {
    let rows: Record<string, Row[]>
    try {
      rows = upgradeRows(tables, this.version!, loadMigrations(this.migrationsDir), TABLE_NAMES)
    } catch {
      throw invalid(
        `这份旧版本（数据版本 ${this.version}）的备份内容不完整或不对，无法升级。`,
        `this backup from an older version (schema ${this.version}) is incomplete or wrong and cannot be upgraded.`
      )
    }
    const parsed = backupDocument(this.current).safeParse({ ...header, schemaVersion: this.current, tables: rows })
    if (!parsed.success) throw zodWhere(parsed.error)
    this.older = undefined
    for (const table of TABLE_NAMES) for (const row of parsed.data.tables[table]) this.insert(table, row)
    this.nextTable = TABLE_NAMES.length
  }

  private undoingOnError<T>(step: () => T): T {
    try {
      return step()
    } catch (error) {
      this.abandon()
      if (error instanceof DuplicateKeyError) {
        throw invalid(`同一处出现了两次“${error.key}”。`, `the key "${error.key}" appears twice in one place.`)
      }
      if (error instanceof ForbiddenKeyError) {
        throw invalid(`不允许出现键“${error.key}”。`, `the key "${error.key}" is not allowed.`)
      }
      if (error instanceof DamagedJsonError) {
        throw invalid(
          '文件不是完整的 JSON（可能被截断或损坏）。',
          'the file is not complete JSON (truncated or damaged?).'
        )
      }
      throw error
    }
  }
}

/** Imports a backup given as one text (the job streams its file through JsonImport instead). */
export function importJsonBackup(ctx: Pick<AppContext, 'db' | 'migrationsDir'>, text: string): ImportOutcome {
  const job = new JsonImport(ctx)
  job.write(text)
  return job.finish()
}
