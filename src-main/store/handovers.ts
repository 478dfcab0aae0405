import type { Database } from 'better-sqlite3'
import { bySession, sessionIdList } from './bySession'
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
  return handoversOf(db, [sessionId]).get(sessionId)!
}

/** Each of these sessions' handovers in the order they were made, in one read. */
export function handoversOf(db: Database, sessionIds: readonly number[]): Map<number, HandoverRow[]> {
  const rows = prepare(
    db,
    `SELECT * FROM seat_handovers WHERE session_id IN (SELECT value FROM json_each(?))
      ORDER BY session_id, after_seq, rowid`
  ).all(sessionIdList(sessionIds)) as HandoverRow[]
  return bySession(sessionIds, rows, (row) => row)
}

/** Stores the handover; returns it as stored (its time is the database's). */
export function insertHandover(db: Database, row: Omit<HandoverRow, 'at'>): HandoverRow {
  return prepare(
    db,
    'INSERT INTO seat_handovers (session_id, seat, after_seq, player_id) VALUES (?, ?, ?, ?) RETURNING *'
  ).get(row.session_id, row.seat, row.after_seq, row.player_id) as HandoverRow
}

export function deleteHandover(db: Database, row: Pick<HandoverRow, 'session_id' | 'seat' | 'after_seq'>): void {
  prepare(db, 'DELETE FROM seat_handovers WHERE session_id = ? AND seat = ? AND after_seq = ?').run(
    row.session_id,
    row.seat,
    row.after_seq
  )
}
