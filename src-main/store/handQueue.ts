import type { Database } from 'better-sqlite3'
import { HAND_DRAFT } from './codecs/handAudit'
import { prepare } from './prepare'
import type { StoredDraft } from '../model/sessions'
import type { QueuedHandStatus } from '../model/lan'

export interface QueuedHandRow {
  id: number
  sessionId: number
  deviceId: number
  deviceName: string
  tableName: string | null
  requestId: string
  /** The hand as the tablet sent it, read through its codec when asked for. */
  readonly draft: StoredDraft
  status: QueuedHandStatus
  reason: string | null
  handId: number | null
  sentAt: number
  decidedAt: number | null
}

type Row = Omit<QueuedHandRow, 'draft'> & { draft: string }

function decoded({ draft, ...row }: Row): QueuedHandRow {
  return {
    ...row,
    get draft() {
      return HAND_DRAFT.read(draft)
    }
  }
}

const SELECT = `SELECT q.id, q.session_id AS sessionId, q.device_id AS deviceId, d.name AS deviceName,
  t.name AS tableName, q.request_id AS requestId, q.draft, q.status, q.reason, q.hand_id AS handId,
  q.sent_at AS sentAt, q.decided_at AS decidedAt
  FROM hand_queue q JOIN devices d ON d.id = q.device_id
  LEFT JOIN table_clocks c ON c.session_id = q.session_id LEFT JOIN parlor_tables t ON t.id = c.table_id`

export function insertQueuedHand(
  db: Database,
  row: { sessionId: number; deviceId: number; requestId: string; draft: StoredDraft; at: number }
): number {
  const { lastInsertRowid } = prepare(
    db,
    'INSERT INTO hand_queue (session_id, device_id, request_id, draft, sent_at) VALUES (?, ?, ?, ?, ?)'
  ).run(row.sessionId, row.deviceId, row.requestId, HAND_DRAFT.write(row.draft), row.at)
  return Number(lastInsertRowid)
}

export function getQueuedHand(db: Database, id: number): QueuedHandRow | undefined {
  const row = prepare(db, `${SELECT} WHERE q.id = ?`).get(id) as Row | undefined
  return row && decoded(row)
}

/** The hand sent under this request id, and whether `draft` is the one it sent (as written, not read back). */
export function queuedHandByRequest(
  db: Database,
  requestId: string,
  draft: StoredDraft
): { hand: QueuedHandRow; sameDraft: boolean } | undefined {
  const row = prepare(db, `${SELECT} WHERE q.request_id = ?`).get(requestId) as Row | undefined
  return row && { hand: decoded(row), sameDraft: row.draft === HAND_DRAFT.write(draft) }
}

/** Every hand still waiting for the desk, oldest first. */
export function pendingQueuedHands(db: Database): QueuedHandRow[] {
  return (prepare(db, `${SELECT} WHERE q.status = 'pending' ORDER BY q.id`).all() as Row[]).map(decoded)
}

/** A session's queued hands, newest first (what its tablet shows: waiting, accepted, returned and why). */
export function sessionQueuedHands(db: Database, sessionId: number, limit: number): QueuedHandRow[] {
  const rows = prepare(db, `${SELECT} WHERE q.session_id = ? ORDER BY q.id DESC LIMIT ?`).all(sessionId, limit)
  return (rows as Row[]).map(decoded)
}

/** Decides a waiting hand; false when it was no longer waiting (decided once only). */
export function decideQueuedHand(
  db: Database,
  id: number,
  decision: { status: 'accepted'; handId: number; at: number } | { status: 'returned'; reason: string; at: number }
): boolean {
  const handId = decision.status === 'accepted' ? decision.handId : null
  const reason = decision.status === 'returned' ? decision.reason : null
  return (
    prepare(
      db,
      `UPDATE hand_queue SET status = ?, hand_id = ?, reason = ?, decided_at = ? WHERE id = ? AND status = 'pending'`
    ).run(decision.status, handId, reason, decision.at, id).changes === 1
  )
}
