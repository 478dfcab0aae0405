import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

export interface HandRequestRow {
  request_id: string
  session_id: number
  request: string
  changes: string
}

export function findHandRequest(db: Database, requestId: string): HandRequestRow | undefined {
  return prepare(db, 'SELECT * FROM hand_requests WHERE request_id = ?').get(requestId) as HandRequestRow | undefined
}

export function insertHandRequest(
  db: Database,
  row: { requestId: string; sessionId: number; request: string; changes: unknown }
): void {
  prepare(db, 'INSERT INTO hand_requests (request_id, session_id, request, changes) VALUES (?, ?, ?, ?)').run(
    row.requestId,
    row.sessionId,
    row.request,
    JSON.stringify(row.changes)
  )
}
