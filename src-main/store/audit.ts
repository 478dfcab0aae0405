import type { Database } from 'better-sqlite3'

export interface AuditEntry {
  id: number
  at: string
  entity: string
  entityId: number | null
  sessionId: number | null
  action: string
  before: unknown
  after: unknown
}

export interface AuditRecord {
  entity: string
  entityId?: number | null
  sessionId?: number | null
  action: string
  before?: unknown
  after?: unknown
}

export function writeAudit(db: Database, record: AuditRecord): void {
  db.prepare(
    `INSERT INTO audit_log (entity, entity_id, session_id, action, before, after)
     VALUES (?, ?, ?, ?, ?, ?)`
  ).run(
    record.entity,
    record.entityId ?? null,
    record.sessionId ?? null,
    record.action,
    record.before === undefined ? null : JSON.stringify(record.before),
    record.after === undefined ? null : JSON.stringify(record.after)
  )
}

interface AuditRow {
  id: number
  at: string
  entity: string
  entity_id: number | null
  session_id: number | null
  action: string
  before: string | null
  after: string | null
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    entity: row.entity,
    entityId: row.entity_id,
    sessionId: row.session_id,
    action: row.action,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after)
  }
}

export function listAudit(db: Database, filter: { sessionId?: number; limit: number }): AuditEntry[] {
  const rows =
    filter.sessionId === undefined
      ? db.prepare('SELECT * FROM audit_log ORDER BY id DESC LIMIT ?').all(filter.limit)
      : db
          .prepare('SELECT * FROM audit_log WHERE session_id = ? ORDER BY id DESC LIMIT ?')
          .all(filter.sessionId, filter.limit)
  return (rows as AuditRow[]).map(toEntry)
}

export interface UndoableEntry {
  id: number
  entity_id: number
  action: 'add' | 'edit' | 'delete'
  before: string | null
}

/** The session's most recent hand change not yet undone (what 撤销 reverts). */
export function lastUndoable(db: Database, sessionId: number): UndoableEntry | undefined {
  return db
    .prepare(
      `SELECT id, entity_id, action, before FROM audit_log
       WHERE session_id = ? AND entity = 'hand' AND action IN ('add', 'edit', 'delete')
         AND id NOT IN (SELECT json_extract(after, '$.undoOf') FROM audit_log WHERE session_id = ? AND action = 'undo')
       ORDER BY id DESC LIMIT 1`
    )
    .get(sessionId, sessionId) as UndoableEntry | undefined
}
