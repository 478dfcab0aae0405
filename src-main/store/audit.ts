import type { Database } from 'better-sqlite3'
import { damageOf, storedDataDamaged } from '../errors'
import { currentActor } from './actor'
import { parseJsonText } from './codecs/jsonText'
import { readHandAudit, type HandAuditSide, type HandChangeAction } from './codecs/handAudit'
import { prepare } from './prepare'
import type { AuditEntry } from '../model/staff'
import type { AuditAction, AuditEntity } from './vocabulary'

export interface AuditRecord {
  entity: AuditEntity
  entityId?: number | null
  sessionId?: number | null
  action: AuditAction
  before?: unknown
  after?: unknown
}

/** Writes one entry, naming the person, device and authorising owner of the call being served. */
export function writeAudit(db: Database, record: AuditRecord): void {
  const actor = currentActor()
  prepare(
    db,
    `INSERT INTO audit_log (entity, entity_id, session_id, action, before, after, staff_id, device_id, granted_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(
    record.entity,
    record.entityId ?? null,
    record.sessionId ?? null,
    record.action,
    record.before === undefined ? null : JSON.stringify(record.before),
    record.after === undefined ? null : JSON.stringify(record.after),
    actor?.staffId ?? null,
    actor?.deviceId ?? null,
    actor?.grantedBy ?? null
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
  staff_id: number | null
  staff_name: string | null
  device_id: number | null
  device_name: string | null
  granted_by: number | null
  granted_by_name: string | null
}

/** An entry's before or after: any JSON, as writeAudit wrote it; undefined when it no longer reads. */
function readSide(text: string | null): { value: unknown } | undefined {
  return text === null ? { value: null } : parseJsonText(text)
}

function toEntry(row: AuditRow): AuditEntry {
  const [before, after] = [readSide(row.before), readSide(row.after)]
  const damage = before && after ? null : damageOf(storedDataDamaged({ zh: '操作记录', en: 'audit entry' }))
  return {
    id: row.id,
    at: row.at,
    entity: row.entity,
    entityId: row.entity_id,
    sessionId: row.session_id,
    action: row.action,
    before: before?.value ?? null,
    after: after?.value ?? null,
    staffId: row.staff_id,
    staffName: row.staff_name,
    deviceId: row.device_id,
    deviceName: row.device_name,
    grantedBy: row.granted_by,
    grantedByName: row.granted_by_name,
    damage
  }
}

interface AuditFilter {
  sessionId?: number
  staffId?: number
  entity?: string
  /** ISO instants, [from, to). */
  from?: string
  to?: string
  limit: number
}

/** The newest entries first; each filter given narrows the list. */
export function listAudit(db: Database, filter: AuditFilter): AuditEntry[] {
  const rows = prepare(
    db,
    `SELECT a.*, s.name AS staff_name, d.name AS device_name, g.name AS granted_by_name FROM audit_log a
       LEFT JOIN staff s ON s.id = a.staff_id LEFT JOIN devices d ON d.id = a.device_id
       LEFT JOIN staff g ON g.id = a.granted_by
     WHERE (@sessionId IS NULL OR a.session_id = @sessionId) AND (@staffId IS NULL OR a.staff_id = @staffId)
       AND (@entity IS NULL OR a.entity = @entity) AND (@from IS NULL OR a.at >= @from) AND (@to IS NULL OR a.at < @to)
     ORDER BY a.id DESC LIMIT @limit`
  ).all({
    sessionId: filter.sessionId ?? null,
    staffId: filter.staffId ?? null,
    entity: filter.entity ?? null,
    from: filter.from ?? null,
    to: filter.to ?? null,
    limit: filter.limit
  })
  return (rows as AuditRow[]).map(toEntry)
}

/** A field of an entry's after, or NULL when the after is not JSON (a damaged row is passed over, not fatal). */
const afterField = (field: 'undoOf' | 'redoOf', table?: string) => {
  const after = table ? `${table}.after` : 'after'
  return `CASE WHEN json_valid(${after}) THEN json_extract(${after}, '$.${field}') END`
}

/** A hand change of the log, its before and after read through the schemas its action gives them, when asked for. */
type HandChangeEntry = {
  [A in HandChangeAction]: {
    id: number
    /** The hand. */
    entityId: number
    action: A
    readonly before: HandAuditSide<A, 'before'>
    readonly after: HandAuditSide<A, 'after'>
  }
}[HandChangeAction]

interface HandChangeRow {
  id: number
  entity_id: number
  action: HandChangeAction
  before: string | null
  after: string | null
}

/** Read lazily: a damaged side fails only what reads it (the screen's 撤销 label reads neither). */
function handChange(row: HandChangeRow): HandChangeEntry {
  return {
    id: row.id,
    entityId: row.entity_id,
    action: row.action,
    get before() {
      return readHandAudit(row.action, 'before', row.before)
    },
    get after() {
      return readHandAudit(row.action, 'after', row.after)
    }
  } as HandChangeEntry
}

/** The session's most recent hand change (add, edit, delete) that no undo has reverted yet. */
export function lastUndoableHandChange(db: Database, sessionId: number): HandChangeEntry | undefined {
  const row = prepare(
    db,
    `SELECT id, entity_id, action, before, after FROM audit_log
       WHERE session_id = ? AND entity = 'hand' AND action IN ('add', 'edit', 'delete')
         AND id NOT IN (SELECT ${afterField('undoOf')} FROM audit_log WHERE session_id = ? AND action = 'undo'
           AND ${afterField('undoOf')} IS NOT NULL)
       ORDER BY id DESC LIMIT 1`
  ).get(sessionId, sessionId) as HandChangeRow | undefined
  return row && handChange(row)
}

interface RedoableEntry {
  /** The undo to redo. */
  id: number
  /** The hand change that undo reverted. */
  change: HandChangeEntry
}

/**
 * The session's most recent undo that can be redone: not redone yet, and no fresh hand change
 * (one not itself a redo), close or reopen since — those clear what can be redone.
 */
export function lastRedoableUndo(db: Database, sessionId: number): RedoableEntry | undefined {
  const undo = prepare(
    db,
    `SELECT u.id, ${afterField('undoOf', 'u')} AS undo_of FROM audit_log u
       WHERE u.session_id = ? AND u.action = 'undo'
         AND u.id > coalesce((SELECT max(id) FROM audit_log WHERE session_id = ?
           AND ((entity = 'hand' AND action IN ('add', 'edit', 'delete') AND ${afterField('redoOf')} IS NULL)
             OR (entity = 'session' AND action IN ('close', 'reopen')))), 0)
         AND u.id NOT IN (SELECT ${afterField('redoOf')} FROM audit_log
           WHERE session_id = ? AND ${afterField('redoOf')} IS NOT NULL)
       ORDER BY u.id DESC LIMIT 1`
  ).get(sessionId, sessionId, sessionId) as { id: number; undo_of: number } | undefined
  if (!undo) return undefined
  const change = prepare(db, 'SELECT id, entity_id, action, before, after FROM audit_log WHERE id = ?').get(
    undo.undo_of
  ) as HandChangeRow | undefined
  return change && { id: undo.id, change: handChange(change) }
}
