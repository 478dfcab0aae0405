/** Whole tables row by row, for the JSON backup. Table and column names come from the code, never from input. */
import type { Database } from 'better-sqlite3'
import { prepare, prepareForIteration } from './prepare'

export type Row = Record<string, unknown>

export function iterateRows(db: Database, table: string): IterableIterator<Row> {
  return prepareForIteration(db, `SELECT * FROM ${table} ORDER BY rowid`).iterate() as IterableIterator<Row>
}

export function insertRows(db: Database, table: string, columns: string[], rows: Row[]): void {
  const insert = prepare(
    db,
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`
  )
  for (const row of rows) insert.run(row)
}

export function deleteAllRows(db: Database, table: string): void {
  prepare(db, `DELETE FROM ${table}`).run()
}

export function hasPlayersOrSessions(db: Database): boolean {
  const row = prepare(
    db,
    'SELECT EXISTS (SELECT 1 FROM players) OR EXISTS (SELECT 1 FROM table_sessions) AS found'
  ).get() as { found: number }
  return row.found === 1
}

export function countRows(db: Database, table: string): number {
  return (prepare(db, `SELECT count(*) AS count FROM ${table}`).get() as { count: number }).count
}
