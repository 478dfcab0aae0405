/**
 * Brings rows written at an older schema version up to the current one: they go into a scratch
 * database at their own version, the later migrations run over them, and the rows are read back.
 */
import Database from 'better-sqlite3'
import { applyPendingMigrations, type Migration } from './migrations'
import { insertRows, iterateRows, type Row } from './tableRows'

/** A table or column the old version did not have: the rows are not from that version. */
class UnknownShape extends Error {}

function columnsOf(db: Database.Database, table: string): Set<string> {
  return new Set((db.pragma(`table_info(${JSON.stringify(table)})`) as { name: string }[]).map((c) => c.name))
}

/** Every table the old version had is there as a list, in the columns that version had. */
function checkShape(db: Database.Database, table: string, rows: unknown): rows is Row[] {
  const known = columnsOf(db, table)
  if (known.size === 0) {
    if (rows === undefined) return false
    throw new UnknownShape(table)
  }
  if (!Array.isArray(rows)) throw new UnknownShape(table)
  const unknown = rows.flatMap((row) => Object.keys(row)).find((column) => !known.has(column))
  if (unknown !== undefined) throw new UnknownShape(`${table}.${unknown}`)
  return rows.length > 0
}

/**
 * `tables` lists the current backup's tables in writing order; `rows` holds the old version's
 * rows by table (tables it did not have are absent). Returns every listed table's rows now.
 */
export function upgradeRows(
  rows: Record<string, unknown>,
  fromVersion: number,
  migrations: Migration[],
  tables: readonly string[]
): Record<string, Row[]> {
  const unlisted = Object.keys(rows).find((table) => !tables.includes(table))
  if (unlisted !== undefined) throw new UnknownShape(unlisted)
  const db = new Database(':memory:')
  try {
    applyPendingMigrations(db, migrations.slice(0, fromVersion))
    for (const table of tables) {
      const tableRows = rows[table]
      if (checkShape(db, table, tableRows)) insertRows(db, table, Object.keys(tableRows[0]), tableRows)
    }
    applyPendingMigrations(db, migrations)
    return Object.fromEntries(tables.map((table) => [table, [...iterateRows(db, table)]]))
  } finally {
    db.close()
  }
}
