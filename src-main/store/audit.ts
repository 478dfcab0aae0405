import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

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
  prepare(
    db,
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
      ? prepare(db, 'SELECT * FROM audit_log ORDER BY id DESC LIMIT ?').all(filter.limit)
      : prepare(db, 'SELECT * FROM audit_log WHERE session_id = ? ORDER BY id DESC LIMIT ?').all(
          filter.sessionId,
          filter.limit
        )
  return (rows as AuditRow[]).map(toEntry)
}

export interface UndoableEntry {
  id: number
  entity_id: number
  action: 'add' | 'edit' | 'delete'
  before: string | null
}

/** The session's most recent hand change (add, edit, delete) that no undo has reverted yet. */
export function lastUndoableHandChange(db: Database, sessionId: number): UndoableEntry | undefined {
  return prepare(
    db,
    `SELECT id, entity_id, action, before FROM audit_log
       WHERE session_id = ? AND entity = 'hand' AND action IN ('add', 'edit', 'delete')
         AND id NOT IN (SELECT json_extract(after, '$.undoOf') FROM audit_log WHERE session_id = ? AND action = 'undo')
       ORDER BY id DESC LIMIT 1`
  ).get(sessionId, sessionId) as UndoableEntry | undefined
}

export interface RedoableEntry {
  /** The undo to redo. */
  id: number
  /** The hand change that undo reverted. */
  change: UndoableEntry & { after: string | null }
}

/**
 * The session's most recent undo that can be redone: not redone yet, and no fresh hand change
 * (one not itself a redo), close or reopen since — those clear what can be redone.
 */
export function lastRedoableUndo(db: Database, sessionId: number): RedoableEntry | undefined {
  const undo = prepare(
    db,
    `SELECT u.id, json_extract(u.after, '$.undoOf') AS undo_of FROM audit_log u
       WHERE u.session_id = ? AND u.action = 'undo'
         AND u.id > coalesce((SELECT max(id) FROM audit_log WHERE session_id = ?
           AND ((entity = 'hand' AND action IN ('add', 'edit', 'delete') AND json_extract(after, '$.redoOf') IS NULL)
             OR (entity = 'session' AND action IN ('close', 'reopen')))), 0)
         AND u.id NOT IN (SELECT json_extract(after, '$.redoOf') FROM audit_log
           WHERE session_id = ? AND json_extract(after, '$.redoOf') IS NOT NULL)
       ORDER BY u.id DESC LIMIT 1`
  ).get(sessionId, sessionId, sessionId) as { id: number; undo_of: number } | undefined
  if (!undo) return undefined
  const change = prepare(db, 'SELECT id, entity_id, action, before, after FROM audit_log WHERE id = ?').get(
    undo.undo_of
  ) as RedoableEntry['change'] | undefined
  return change && { id: undo.id, change }
}
