import type { Database } from 'better-sqlite3'
import { HAND_CHANGES_COLUMN } from './codecs/handAudit'
import { prepare } from './prepare'

type HandChanges = ReturnType<typeof HAND_CHANGES_COLUMN.read>

/** What a request was answered with, and whether `request` is the same request again. */
export function findHandRequest(
  db: Database,
  requestId: string,
  request: object
): { sessionId: number; sameRequest: boolean; changes: HandChanges } | undefined {
  const row = prepare(db, 'SELECT * FROM hand_requests WHERE request_id = ?').get(requestId) as
    { session_id: number; request: string; changes: string } | undefined
  return (
    row && {
      sessionId: row.session_id,
      // The request is kept as its JSON text, compared as written, not read back.
      sameRequest: row.request === JSON.stringify(request),
      changes: HAND_CHANGES_COLUMN.read(row.changes)
    }
  )
}

export function insertHandRequest(
  db: Database,
  row: { requestId: string; sessionId: number; request: object; changes: HandChanges }
): void {
  prepare(db, 'INSERT INTO hand_requests (request_id, session_id, request, changes) VALUES (?, ?, ?, ?)').run(
    row.requestId,
    row.sessionId,
    JSON.stringify(row.request),
    HAND_CHANGES_COLUMN.write(row.changes)
  )
}
