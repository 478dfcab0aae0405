import type { Database } from 'better-sqlite3'
import { boundarySeq } from './handovers'
import { prepare } from './prepare'

export interface HandRow {
  id: number
  session_id: number
  seq: number
  input: string
  result: string
  engine_version: string
  deleted: number
  created_at: string
  updated_at: string
}

export function sessionHandRows(db: Database, sessionId: number, { withDeleted }: { withDeleted: boolean }): HandRow[] {
  return prepare(
    db,
    `SELECT * FROM hands WHERE session_id = ? ${withDeleted ? '' : 'AND deleted = 0'} ORDER BY seq`
  ).all(sessionId) as HandRow[]
}

export function getHandRow(db: Database, id: number): HandRow | undefined {
  return prepare(db, 'SELECT * FROM hands WHERE id = ?').get(id) as HandRow | undefined
}

/**
 * A hand of the session, by id. A closed session's deleted hands are purged and their ids may be
 * taken by another session's hand: an audit entry's hand is looked up through this.
 */
export function getSessionHandRow(db: Database, sessionId: number, id: number): HandRow | undefined {
  return prepare(db, 'SELECT * FROM hands WHERE id = ? AND session_id = ?').get(id, sessionId) as HandRow | undefined
}

export function nextSeq(db: Database, sessionId: number): number {
  return boundarySeq(db, sessionId) + 1
}

export function insertHandRow(
  db: Database,
  hand: { sessionId: number; seq: number; input: unknown; result: unknown; engineVersion: string }
): number {
  const info = prepare(
    db,
    'INSERT INTO hands (session_id, seq, input, result, engine_version) VALUES (?, ?, ?, ?, ?)'
  ).run(hand.sessionId, hand.seq, JSON.stringify(hand.input), JSON.stringify(hand.result), hand.engineVersion)
  return Number(info.lastInsertRowid)
}

export function updateHandRow(
  db: Database,
  id: number,
  hand: { input: unknown; result: unknown; engineVersion: string }
): void {
  prepare(
    db,
    `UPDATE hands SET input = ?, result = ?, engine_version = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`
  ).run(JSON.stringify(hand.input), JSON.stringify(hand.result), hand.engineVersion, id)
}

export function setHandDeleted(db: Database, id: number, deleted: boolean): void {
  prepare(db, `UPDATE hands SET deleted = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`).run(
    deleted ? 1 : 0,
    id
  )
}

/** Soft-deleted hands are purged when their session closes. */
export function purgeDeletedHands(db: Database, sessionId: number): void {
  prepare(db, 'DELETE FROM hands WHERE session_id = ? AND deleted = 1').run(sessionId)
}
