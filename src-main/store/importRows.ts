/**
 * The JSON import's writes and read-backs: rows go in one by one inside one open transaction (the
 * file arrives in pieces, so better-sqlite3's synchronous transaction() cannot span it), and the
 * checks then read them back one table session at a time. Table and column names come from the
 * code, never from input.
 */
import type { Database } from 'better-sqlite3'
import { prepare, prepareForIteration } from './prepare'
import { iterateRows, type Row } from './tableRows'

export function beginImport(db: Database): void {
  prepare(db, 'BEGIN IMMEDIATE').run()
}

export function commitImport(db: Database): void {
  prepare(db, 'COMMIT').run()
}

/** Undoes what the import wrote, if its transaction is still open. */
export function rollbackImport(db: Database): void {
  if (db.inTransaction) prepare(db, 'ROLLBACK').run()
}

/** Writes one row; the statement is compiled once per table and connection. */
export function insertRow(db: Database, table: string, columns: string[], row: Row): void {
  prepare(
    db,
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`
  ).run(row)
}

/** A session's rows of a table that has a session_id column, in the order they were written. */
export function rowsOfSession(db: Database, table: string, sessionId: number): Row[] {
  return prepare(db, `SELECT * FROM ${table} WHERE session_id = ? ORDER BY rowid`).all(sessionId) as Row[]
}

/** One row by its id, or undefined. */
export function rowById(db: Database, table: string, id: number): Row | undefined {
  return prepare(db, `SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined
}

/** The rows of a table whose `column` is set, grouped by it in ascending order: a sort SQLite may spill to disk. */
export function* iterateGroups(db: Database, table: string, column: string): Generator<[number, Row[]]> {
  const rows = prepareForIteration(
    db,
    `SELECT * FROM ${table} WHERE ${column} IS NOT NULL ORDER BY ${column}, rowid`
  ).iterate() as IterableIterator<Row>
  let group: [number, Row[]] | undefined
  for (const row of rows) {
    const key = row[column] as number
    if (group?.[0] !== key) {
      if (group) yield group
      group = [key, []]
    }
    group[1].push(row)
  }
  if (group) yield group
}

/** A row's place (from 1) in its table as written, by its rowid. */
export function positionOf(db: Database, table: string, rowid: number): number {
  return (prepare(db, `SELECT count(*) AS n FROM ${table} WHERE rowid <= ?`).get(rowid) as { n: number }).n
}

/** The place (from 1) of a session's `index`-th row in its table as written. */
export function positionInSession(db: Database, table: string, sessionId: number, index: number): number {
  const sql = `SELECT count(*) AS n FROM ${table} WHERE rowid < (SELECT min(rowid) FROM ${table} WHERE session_id = ?)`
  return (prepare(db, sql).get(sessionId) as { n: number }).n + index + 1
}

/** A table's rows as the import wrote them, in order: each was checked against its schema before. */
export function iterateWritten<T>(db: Database, table: string): IterableIterator<T> {
  return iterateRows(db, table) as IterableIterator<T>
}
