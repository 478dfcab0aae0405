/**
 * Club records read from the summary tables of migration 0002 (session_players, hand_records),
 * which triggers keep equal to the hands and sessions. A seat's points are its settled total once
 * the session is closed (the two-player rules applied), its running sum while open; `rawPoints`
 * is always the sum of its hands. Money is integer cents.
 */
import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'
import type { SessionSummary } from '../model/sessions'
import type { RecordSums, BestHandRow, StepSums } from '../model/players'

interface VariantSums extends RecordSums {
  variant: string
}

export interface MonthSums {
  /** `YYYY-MM` in the caller's time zone. */
  month: string
  sessions: number
  points: number
  moneyCents: number
}

export interface DateRange {
  /** ISO instants: `from` inclusive, `to` exclusive. */
  from?: string
  to?: string
}

export function playerSumsByVariant(db: Database, playerId: number): VariantSums[] {
  return prepare(
    db,
    `SELECT sp.variant, count(*) AS sessions, sum(sp.hands) AS hands, sum(sp.wins) AS wins, sum(sp.self_draws) AS selfDraws,
              sum(sp.deal_ins) AS dealIns, sum(coalesce(sp.settled_points, sp.points)) AS points, sum(sp.points) AS rawPoints,
              coalesce(sum(sp.money_cents), 0) AS moneyCents
       FROM session_players sp WHERE sp.player_id = ? AND sp.hands > 0 GROUP BY sp.variant ORDER BY sp.variant`
  ).all(playerId) as VariantSums[]
}

/** The player's largest single-hand win per variant. */
export function playerBestHands(db: Database, playerId: number): BestHandRow[] {
  return prepare(
    db,
    `SELECT points, sessionId, handId,
              (SELECT count(*) FROM hands l WHERE l.session_id = h.session_id AND l.deleted = 0 AND l.seq <= h.seq) AS seq,
              variant, startedAt FROM (
         SELECT sp.best_points AS points, sp.session_id AS sessionId, sp.best_hand_id AS handId, sp.variant,
                sp.started_at AS startedAt,
                row_number() OVER (PARTITION BY sp.variant ORDER BY sp.best_points DESC, sp.started_at) AS rank
         FROM session_players sp WHERE sp.player_id = ? AND sp.best_points IS NOT NULL)
       JOIN hands h ON h.id = handId WHERE rank = 1 ORDER BY variant`
  ).all(playerId) as BestHandRow[]
}

const offsetModifier = (utcOffsetMinutes: number) => `${utcOffsetMinutes >= 0 ? '+' : ''}${utcOffsetMinutes} minutes`

/** The player's sums grouped by `label`, a local time of the session's start in `format`, oldest first. */
function playerSteps(
  db: Database,
  playerId: number,
  utcOffsetMinutes: number,
  format: string,
  groupBy: 'label' | 'sp.session_id'
): StepSums[] {
  return prepare(
    db,
    `SELECT strftime(?, sp.started_at, ?) AS label, count(*) AS sessions,
              sum(coalesce(sp.settled_points, sp.points)) AS points, coalesce(sum(sp.money_cents), 0) AS moneyCents
       FROM session_players sp WHERE sp.player_id = ? AND sp.hands > 0
       GROUP BY ${groupBy} ORDER BY min(sp.started_at), min(sp.session_id)`
  ).all(format, offsetModifier(utcOffsetMinutes), playerId) as StepSums[]
}

export function playerMonths(db: Database, playerId: number, utcOffsetMinutes: number): MonthSums[] {
  return playerSteps(db, playerId, utcOffsetMinutes, '%Y-%m', 'label').map(({ label, ...sums }) => ({
    month: label,
    ...sums
  }))
}

export function playerDays(db: Database, playerId: number, utcOffsetMinutes: number): StepSums[] {
  return playerSteps(db, playerId, utcOffsetMinutes, '%Y-%m-%d', 'label')
}

/** Each table the player sat at, labelled with its local date and time (`MM-DD HH:MM`). */
export function playerTables(db: Database, playerId: number, utcOffsetMinutes: number): StepSums[] {
  return playerSteps(db, playerId, utcOffsetMinutes, '%m-%d %H:%M', 'sp.session_id')
}

export interface LeaderboardFilter extends DateRange {
  variant?: string
  minSessions: number
  orderBy: 'points' | 'money' | 'winRate' | 'sessions'
  limit: number
}

interface LeaderboardRow {
  playerId: number
  name: string
  sessions: number
  hands: number
  wins: number
  points: number
  rawPoints: number
  /** Settled money (after table fees) of the closed sessions, in cents: comparable across variants. */
  moneyCents: number
}

const LEADERBOARD_ORDER: Record<LeaderboardFilter['orderBy'], string> = {
  points: 'points DESC',
  money: 'moneyCents DESC',
  winRate: 'CAST(wins AS REAL) / hands DESC',
  sessions: 'sessions DESC'
}

type Condition = [clause: string, ...values: (string | number)[]]

function rangeConditions(range: DateRange, column: string): Condition[] {
  const conditions: Condition[] = []
  if (range.from !== undefined) conditions.push([`${column} >= ?`, range.from])
  if (range.to !== undefined) conditions.push([`${column} < ?`, range.to])
  return conditions
}

function whereClause(conditions: Condition[]): { where: string; args: (string | number)[] } {
  return {
    where: conditions.length > 0 ? `WHERE ${conditions.map(([clause]) => clause).join(' AND ')}` : '',
    args: conditions.flatMap(([, ...values]) => values)
  }
}

export function leaderboardRows(db: Database, filter: LeaderboardFilter): LeaderboardRow[] {
  const conditions = rangeConditions(filter, 'sp.started_at')
  if (filter.variant !== undefined) conditions.push(['sp.variant = ?', filter.variant])
  conditions.push(['sp.hands > ?', 0])
  const { where, args } = whereClause(conditions)
  return prepare(
    db,
    `SELECT t.*, p.name FROM (
         SELECT sp.player_id AS playerId, count(*) AS sessions, sum(sp.hands) AS hands, sum(sp.wins) AS wins,
                sum(coalesce(sp.settled_points, sp.points)) AS points, sum(sp.points) AS rawPoints,
                coalesce(sum(sp.money_cents), 0) AS moneyCents
         FROM session_players sp ${where} GROUP BY sp.player_id HAVING count(*) >= ?) t
       JOIN players p ON p.id = t.playerId
       ORDER BY ${LEADERBOARD_ORDER[filter.orderBy]}, t.playerId LIMIT ?`
  ).all(...args, filter.minSessions, filter.limit) as LeaderboardRow[]
}

interface HistoryFilter extends DateRange {
  playerId?: number
  variant?: string
  limit: number
  offset: number
}

/** Sessions newest first; with a player, found through that player's seats. */
export function historyPage(db: Database, filter: HistoryFilter): { total: number; rows: SessionSummary[] } {
  const table = filter.playerId === undefined ? 's' : 'sp'
  const conditions = rangeConditions(filter, `${table}.started_at`)
  conditions.push(['s.voided_at IS NULL']) // a voided table is out of the records
  if (filter.variant !== undefined) conditions.push([`${table}.variant = ?`, filter.variant])
  if (filter.playerId !== undefined) conditions.push(['sp.player_id = ?', filter.playerId])
  const from =
    filter.playerId === undefined
      ? 'table_sessions s'
      : 'session_players sp JOIN table_sessions s ON s.id = sp.session_id'
  const { where, args } = whereClause(conditions)
  const total = (prepare(db, `SELECT count(*) AS n FROM ${from} ${where}`).get(...args) as { n: number }).n
  const rows = prepare(
    db,
    `SELECT s.id, s.title, s.variant, s.seats, s.status, s.started_at AS startedAt, s.closed_at AS closedAt, s.voided_at AS voidedAt
       FROM ${from} ${where} ORDER BY s.started_at DESC, s.id DESC LIMIT ? OFFSET ?`
  ).all(...args, filter.limit, filter.offset) as SessionSummary[]
  return { total, rows }
}

/** One person's place at a table: a seat handed over mid-session has a row for each of its players. */
interface SeatRecordRow {
  sessionId: number
  seat: number
  playerId: number
  name: string
  /** The hands this person played. */
  hands: number
  points: number
  rawPoints: number
  moneyCents: number | null
}

export function seatRecords(db: Database, sessionIds: number[]): SeatRecordRow[] {
  if (sessionIds.length === 0) return []
  return prepare(
    db,
    `SELECT sp.session_id AS sessionId, sp.seat, sp.player_id AS playerId, p.name, sp.hands, coalesce(sp.settled_points, sp.points) AS points,
              sp.points AS rawPoints, sp.money_cents AS moneyCents
       FROM session_players sp JOIN players p ON p.id = sp.player_id
       WHERE sp.session_id IN (SELECT value FROM json_each(?)) ORDER BY sp.session_id, sp.seat, sp.from_seq`
  ).all(JSON.stringify(sessionIds)) as SeatRecordRow[]
}

interface PlayerTotalsRow {
  id: number
  name: string
  nickname: string
  phone: string
  note: string
  isGuest: number
  archivedAt: string | null
  createdAt: string
  sessions: number
  hands: number
  points: number
  rawPoints: number
  moneyCents: number
}

export function playerTotals(db: Database): PlayerTotalsRow[] {
  return prepare(
    db,
    `SELECT p.id, p.name, p.nickname, p.phone, p.note, p.is_guest AS isGuest, p.archived_at AS archivedAt,
              p.created_at AS createdAt, count(sp.session_id) AS sessions, coalesce(sum(sp.hands), 0) AS hands,
              coalesce(sum(coalesce(sp.settled_points, sp.points)), 0) AS points, coalesce(sum(sp.points), 0) AS rawPoints,
              coalesce(sum(sp.money_cents), 0) AS moneyCents
       FROM players p LEFT JOIN session_players sp ON sp.player_id = p.id AND sp.hands > 0
       GROUP BY p.id ORDER BY p.id`
  ).all() as PlayerTotalsRow[]
}

export interface SessionExportRow extends SessionSummary {
  hands: number
  /**
   * JSON array of `[seat, name, points, rawPoints, moneyCents]` per person who sat, by seat and in
   * the order they sat (points settled once closed).
   */
  seatTotals: string
}

export function sessionsAfter(db: Database, afterId: number, limit: number): SessionExportRow[] {
  return prepare(
    db,
    `SELECT s.id, s.title, s.variant, s.seats, s.status, s.started_at AS startedAt, s.closed_at AS closedAt, s.voided_at AS voidedAt,
              (SELECT count(*) FROM hands h WHERE h.session_id = s.id AND h.deleted = 0) AS hands,
              json_group_array(json_array(sp.seat, p.name, coalesce(sp.settled_points, sp.points), sp.points, sp.money_cents)
                ORDER BY sp.seat, sp.from_seq) AS seatTotals
       FROM table_sessions s JOIN session_players sp ON sp.session_id = s.id JOIN players p ON p.id = sp.player_id
       WHERE s.id > ? GROUP BY s.id ORDER BY s.id LIMIT ?`
  ).all(afterId, limit) as SessionExportRow[]
}

export interface HandExportRow {
  id: number
  sessionId: number
  seq: number
  variant: string
  /** When the hand was recorded. */
  recordedAt: string
  dealer: number
  dealerStreak: number
  /** JSON array of the seats' deltas. */
  deltas: string
}

/** Live hands in id order. */
export function handsAfter(db: Database, afterId: number, limit: number): HandExportRow[] {
  return prepare(
    db,
    `SELECT h.id, h.session_id AS sessionId,
              (SELECT count(*) FROM hands l WHERE l.session_id = h.session_id AND l.deleted = 0 AND l.seq <= h.seq) AS seq,
              s.variant, h.created_at AS recordedAt,
              h.input ->> '$.dealer' AS dealer, h.input ->> '$.dealerStreak' AS dealerStreak, h.result -> '$.deltas' AS deltas
       FROM hands h JOIN table_sessions s ON s.id = h.session_id
       WHERE h.id > ? AND h.deleted = 0 AND s.voided_at IS NULL ORDER BY h.id LIMIT ?`
  ).all(afterId, limit) as HandExportRow[]
}
