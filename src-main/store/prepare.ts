import type { Database, Statement } from 'better-sqlite3'

const statementsOf = new WeakMap<Database, Map<string, Statement>>()

/** The statement for `sql` on this connection, compiled on first use and kept while the connection lives. */
export function prepare(db: Database, sql: string): Statement {
  let statements = statementsOf.get(db)
  if (!statements) {
    statements = new Map()
    statementsOf.set(db, statements)
  }
  let statement = statements.get(sql)
  if (!statement) {
    statement = db.prepare(sql)
    statements.set(sql, statement)
  }
  return statement
}

/** A statement of its own, not kept: one being iterated cannot run again until its iteration ends. */
export function prepareForIteration(db: Database, sql: string): Statement {
  return db.prepare(sql)
}
