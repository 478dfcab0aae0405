import type { Database } from 'better-sqlite3'
import type { JsonValue } from '../scoring'
import { OPTIONS } from './codecs/options'
import { SESSION_RULES } from './codecs/sessionRules'
import { lazily } from './codecs/readStored'
import { SETTLEMENT } from './codecs/settlement'
import { bySession, sessionIdList } from './bySession'
import { prepare } from './prepare'
import type { SessionRules, Settlement, SessionSummary } from '../model/sessions'

interface SessionRow {
  id: number
  title: string
  variant: string
  seats: number
  options: string
  session_options: string
  first_dealer: number
  status: 'open' | 'closed'
  settlement: string | null
  started_at: string
  closed_at: string | null
  voided_at: string | null
}

/**
 * A table session as stored. Its JSON columns are read through their codecs when first asked for:
 * a damaged one fails only what reads it (a status check never does).
 */
export interface StoredSession extends SessionSummary {
  firstDealer: number
  readonly options: Record<string, JsonValue>
  readonly rules: SessionRules
  /** Set once closed; throws STORED_DATA_DAMAGED when it no longer reads. */
  readonly settlement: Settlement | null
  /** The settlement's text as stored: the audit log keeps a damaged one when the table is reopened. */
  settlementText: string | null
}

function decoded(row: SessionRow): StoredSession {
  const options = lazily(() => OPTIONS.read(row.options))
  const rules = lazily(() => SESSION_RULES.read(row.session_options))
  const settlement = lazily(() => (row.settlement === null ? null : SETTLEMENT.read(row.settlement)))
  return {
    id: row.id,
    title: row.title,
    variant: row.variant,
    seats: row.seats,
    status: row.status,
    startedAt: row.started_at,
    closedAt: row.closed_at,
    voidedAt: row.voided_at,
    firstDealer: row.first_dealer,
    get options() {
      return options()
    },
    get rules() {
      return rules()
    },
    get settlement() {
      return settlement()
    },
    settlementText: row.settlement
  }
}

export interface NewSession {
  title: string
  variant: string
  seats: number
  options: Record<string, JsonValue>
  sessionOptions: SessionRules
  firstDealer: number
  playerIds: number[]
  backerPlayerIds: number[]
}

export function insertSession(db: Database, session: NewSession): number {
  const info = prepare(
    db,
    `INSERT INTO table_sessions (title, variant, seats, options, session_options, first_dealer)
       VALUES (?, ?, ?, ?, ?, ?)`
  ).run(
    session.title,
    session.variant,
    session.seats,
    OPTIONS.write(session.options),
    SESSION_RULES.write(session.sessionOptions),
    session.firstDealer
  )
  const id = Number(info.lastInsertRowid)
  const seat = prepare(db, 'INSERT INTO session_seats (session_id, seat, player_id) VALUES (?, ?, ?)')
  session.playerIds.forEach((playerId, index) => seat.run(id, index, playerId))
  const backer = prepare(db, 'INSERT INTO session_spectators (session_id, player_id) VALUES (?, ?)')
  for (const playerId of session.backerPlayerIds) backer.run(id, playerId)
  return id
}

export function getSession(db: Database, id: number): StoredSession | undefined {
  const row = prepare(db, 'SELECT * FROM table_sessions WHERE id = ?').get(id) as SessionRow | undefined
  return row && decoded(row)
}

/** Who sat down at each seat when the table opened. */
export function openerIds(db: Database, sessionId: number): number[] {
  return openersOf(db, [sessionId]).get(sessionId)!
}

/** Who sat down at each seat of each of these tables when it opened, in one read. */
export function openersOf(db: Database, sessionIds: readonly number[]): Map<number, number[]> {
  const rows = prepare(
    db,
    `SELECT session_id, player_id FROM session_seats WHERE session_id IN (SELECT value FROM json_each(?))
      ORDER BY session_id, seat`
  ).all(sessionIdList(sessionIds)) as { session_id: number; player_id: number }[]
  return bySession(sessionIds, rows, (row) => row.player_id)
}

/** The open, not voided tables where the player holds a seat now (after any handover), newest first. */
export function openSessionsSeating(db: Database, playerId: number): StoredSession[] {
  const rows = prepare(
    db,
    `SELECT s.* FROM table_sessions s JOIN session_seats seat ON seat.session_id = s.id
      WHERE s.status = 'open' AND s.voided_at IS NULL
        AND coalesce(
          (SELECT h.player_id FROM seat_handovers h WHERE h.session_id = s.id AND h.seat = seat.seat
            ORDER BY h.after_seq DESC, h.rowid DESC LIMIT 1),
          seat.player_id
        ) = ?
      ORDER BY s.started_at DESC, s.id DESC`
  ).all(playerId) as SessionRow[]
  return rows.map(decoded)
}

export function backerPlayerIds(db: Database, sessionId: number): number[] {
  const rows = prepare(db, 'SELECT player_id FROM session_spectators WHERE session_id = ? ORDER BY rowid').all(
    sessionId
  ) as {
    player_id: number
  }[]
  return rows.map((row) => row.player_id)
}

/** Closes the session with its settlement; returns it as now stored. */
export function setSessionClosed(db: Database, id: number, settlement: Settlement): StoredSession {
  const row = prepare(
    db,
    `UPDATE table_sessions SET status = 'closed', settlement = ?, closed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      WHERE id = ? RETURNING *`
  ).get(SETTLEMENT.write(settlement), id) as SessionRow
  return decoded(row)
}

/** Opens the closed session again, its settlement dropped; returns it as now stored. */
export function setSessionReopened(db: Database, id: number): StoredSession {
  const row = prepare(
    db,
    `UPDATE table_sessions SET status = 'open', settlement = NULL, closed_at = NULL WHERE id = ? RETURNING *`
  ).get(id) as SessionRow
  return decoded(row)
}

/** Marks the session voided; returns it as now stored. */
export function setSessionVoided(db: Database, id: number): StoredSession {
  const row = prepare(
    db,
    `UPDATE table_sessions SET voided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? RETURNING *`
  ).get(id) as SessionRow
  return decoded(row)
}

export interface SessionListItemRow extends StoredSession {
  handCount: number
}

export function listSessionRows(
  db: Database,
  filter: {
    status?: 'open' | 'closed'
    /** ISO instants of the start: `from` included, `to` excluded. */
    from?: string
    to?: string
    limit: number
    offset: number
  }
): { total: number; rows: SessionListItemRow[] } {
  const conditions: [clause: string, value: string | undefined][] = [
    ['status = ?', filter.status],
    ['started_at >= ?', filter.from],
    ['started_at < ?', filter.to]
  ]
  const used = conditions.filter(([, value]) => value !== undefined)
  const where = `WHERE ${['voided_at IS NULL', ...used.map(([clause]) => clause)].join(' AND ')}`
  const args = used.map(([, value]) => value)
  const total = (prepare(db, `SELECT count(*) AS n FROM table_sessions ${where}`).get(...args) as { n: number }).n
  const rows = prepare(
    db,
    `SELECT s.*, (SELECT count(*) FROM hands h WHERE h.session_id = s.id AND h.deleted = 0) AS hand_count
       FROM table_sessions s ${where} ORDER BY s.started_at DESC, s.id DESC LIMIT ? OFFSET ?`
  ).all(...args, filter.limit, filter.offset) as (SessionRow & { hand_count: number })[]
  return { total, rows: rows.map((row) => Object.assign(decoded(row), { handCount: row.hand_count })) }
}

/** A hand's result when it is JSON, else an empty object: a damaged row leaves the sums, see damagedResultSessions. */
const READABLE_RESULT = "CASE WHEN json_valid(h.result) THEN h.result ELSE '{}' END"

/** Which of these sessions have a live hand whose stored result holds no deltas (a damaged row). */
export function damagedResultSessions(db: Database, sessionIds: number[]): Set<number> {
  const rows = prepare(
    db,
    `SELECT DISTINCT h.session_id FROM hands h
     WHERE h.session_id IN (SELECT value FROM json_each(?)) AND h.deleted = 0
       AND json_type(${READABLE_RESULT}, '$.deltas') IS NOT 'array'`
  ).all(sessionIdList(sessionIds)) as { session_id: number }[]
  return new Set(rows.map((row) => row.session_id))
}

/** Seat totals of the live hands of each session (damaged results left out), in one read. */
export function seatTotals(db: Database, sessionIds: number[]): Map<number, number[]> {
  const rows = prepare(
    db,
    `SELECT h.session_id, CAST(j.key AS INTEGER) AS seat, sum(j.value) AS total
     FROM hands h, json_each(${READABLE_RESULT}, '$.deltas') j
     WHERE h.session_id IN (SELECT value FROM json_each(?)) AND h.deleted = 0
     GROUP BY h.session_id, j.key ORDER BY h.session_id, seat`
  ).all(sessionIdList(sessionIds)) as { session_id: number; seat: number; total: number }[]
  return bySession(sessionIds, rows, (row) => row.total)
}
