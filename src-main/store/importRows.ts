/**
 * The JSON import's writes and read-backs: rows go in one by one inside one open transaction (the
 * file arrives in pieces, so better-sqlite3's synchronous transaction() cannot span it), and the
 * checks then read them back one table session at a time. Table and column names come from the
 * code, never from input.
 */
import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'
import type { Row } from './tableRows'

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
