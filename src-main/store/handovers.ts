import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

export interface HandoverRow {
  session_id: number
  seat: number
  /** Hands with a larger seq are the new player's. */
  after_seq: number
  player_id: number
  at: string
}

/** A session's handovers in the order they were made. */
export function sessionHandovers(db: Database, sessionId: number): HandoverRow[] {
  return prepare(db, 'SELECT * FROM seat_handovers WHERE session_id = ? ORDER BY after_seq, rowid').all(
    sessionId
  ) as HandoverRow[]
}

export function insertHandover(db: Database, row: Omit<HandoverRow, 'at'>): void {
  prepare(db, 'INSERT INTO seat_handovers (session_id, seat, after_seq, player_id) VALUES (?, ?, ?, ?)').run(
    row.session_id,
    row.seat,
    row.after_seq,
    row.player_id
  )
}

export function deleteHandover(db: Database, row: Pick<HandoverRow, 'session_id' | 'seat' | 'after_seq'>): void {
  prepare(db, 'DELETE FROM seat_handovers WHERE session_id = ? AND seat = ? AND after_seq = ?').run(
    row.session_id,
    row.seat,
    row.after_seq
  )
}

/**
 * The table's last boundary: the largest seq of any hand (deleted ones too) or handover. A new hand
 * comes after it, so it is always the current players'; a new handover is placed at it.
 */
export function boundarySeq(db: Database, sessionId: number): number {
  return (
    prepare(
      db,
      `SELECT max((SELECT coalesce(max(seq), 0) FROM hands WHERE session_id = ?),
                  (SELECT coalesce(max(after_seq), 0) FROM seat_handovers WHERE session_id = ?)) AS seq`
    ).get(sessionId, sessionId) as { seq: number }
  ).seq
}

/** Whether any hand (deleted ones too) was recorded after `seq`. */
export function hasHandsAfter(db: Database, sessionId: number, seq: number): boolean {
  return prepare(db, 'SELECT 1 FROM hands WHERE session_id = ? AND seq > ? LIMIT 1').get(sessionId, seq) !== undefined
}
