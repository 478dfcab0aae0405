import type { Database } from 'better-sqlite3'
import type { HandInput, HandResult } from '../scoring'
import { HAND_INPUT, HAND_RESULT } from './codecs/hand'
import type { StoredName } from './codecs/readStored'
import { handVersion } from './handVersion'
import { prepare } from './prepare'

interface HandRow {
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

/** A hand as stored, its input and result read through their codecs. */
export interface StoredHand {
  id: number
  sessionId: number
  seq: number
  input: HandInput
  result: HandResult
  engineVersion: string
  deleted: boolean
  /** What an edit or a delete sends back: see handVersion. */
  version: string
  createdAt: string
  updatedAt: string
}

/** Where a hand sits among a table's hands, deleted ones too: enough to number it and to place what comes next. */
export interface HandPlace {
  id: number
  seq: number
  deleted: boolean
}

/** `of` names the hand in a damage message (第 3 局的). */
function decoded(row: HandRow, of?: StoredName): StoredHand {
  return {
    id: row.id,
    sessionId: row.session_id,
    seq: row.seq,
    input: HAND_INPUT.read(row.input, of),
    result: HAND_RESULT.read(row.result, of),
    engineVersion: row.engine_version,
    deleted: row.deleted === 1,
    version: handVersion(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at
  }
}

/** The hand numbered `shown` on the screen, as a damage message names it. */
const shownAs = (shown: number): StoredName => ({ zh: `第 ${shown} 局的`, en: `hand ${shown}'s` })

/**
 * A table's hands in one read: the live ones decoded (a damaged one is named by its number), and
 * where every hand sits, the deleted ones (not decoded) too.
 */
export function readSessionHands(db: Database, sessionId: number): { live: StoredHand[]; places: HandPlace[] } {
  const rows = prepare(db, 'SELECT * FROM hands WHERE session_id = ? ORDER BY seq').all(sessionId) as HandRow[]
  const live: StoredHand[] = []
  for (const row of rows) if (!row.deleted) live.push(decoded(row, shownAs(live.length + 1)))
  return { live, places: rows.map((row) => ({ id: row.id, seq: row.seq, deleted: row.deleted === 1 })) }
}

export function getHand(db: Database, id: number): StoredHand | undefined {
  const row = prepare(db, 'SELECT * FROM hands WHERE id = ?').get(id) as HandRow | undefined
  return row && decoded(row)
}

/** Whether two hands' inputs (or results) would be stored alike. */
export const sameInput = (a: HandInput, b: HandInput): boolean => HAND_INPUT.write(a) === HAND_INPUT.write(b)
export const sameResult = (a: HandResult, b: HandResult): boolean => HAND_RESULT.write(a) === HAND_RESULT.write(b)

export function insertHand(
  db: Database,
  hand: { sessionId: number; seq: number; input: HandInput; result: HandResult; engineVersion: string }
): StoredHand {
  const row = prepare(
    db,
    'INSERT INTO hands (session_id, seq, input, result, engine_version) VALUES (?, ?, ?, ?, ?) RETURNING *'
  ).get(hand.sessionId, hand.seq, HAND_INPUT.write(hand.input), HAND_RESULT.write(hand.result), hand.engineVersion)
  return decoded(row as HandRow)
}

export function updateHand(
  db: Database,
  id: number,
  hand: { input: HandInput; result: HandResult; engineVersion: string }
): StoredHand {
  const row = prepare(
    db,
    `UPDATE hands SET input = ?, result = ?, engine_version = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      WHERE id = ? RETURNING *`
  ).get(HAND_INPUT.write(hand.input), HAND_RESULT.write(hand.result), hand.engineVersion, id)
  return decoded(row as HandRow)
}

/** Deletes or brings back a hand; returns it as it now stands. */
export function setHandDeleted(db: Database, id: number, deleted: boolean): StoredHand {
  const row = prepare(
    db,
    `UPDATE hands SET deleted = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? RETURNING *`
  ).get(deleted ? 1 : 0, id)
  return decoded(row as HandRow)
}

/** Soft-deleted hands are purged when their session closes. */
export function purgeDeletedHands(db: Database, sessionId: number): void {
  prepare(db, 'DELETE FROM hands WHERE session_id = ? AND deleted = 1').run(sessionId)
}
