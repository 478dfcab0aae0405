/** The parlor's tables, rate plans, session clocks and how each seat settled its money. */
import type { Database } from 'better-sqlite3'
import { RATE_PLAN, type StoredRatePlan } from './codecs/ratePlan'
import { lazily } from './codecs/readStored'
import { TIME_FEE } from './codecs/timeFee'
import type { FeePayer, TimeFee } from '../model/parlor'
import { prepare } from './prepare'

/** A rate plan; its plan is read through its codec when asked for. */
interface RatePlanRow {
  id: number
  name: string
  readonly plan: StoredRatePlan
  archived: number
}

/** A row as SQLite gives it: its plan as JSON text. */
type StoredRow<T, Plan = string> = Omit<T, 'plan'> & { plan: Plan }

function decodedPlan({ plan, ...row }: StoredRow<RatePlanRow>): RatePlanRow {
  const read = lazily(() => RATE_PLAN.read(plan))
  return {
    ...row,
    get plan() {
      return read()
    }
  }
}

interface ParlorTableRow {
  id: number
  name: string
  kind: 'hall' | 'room'
  rate_plan_id: number | null
  position: number
  archived: number
}

export interface ClockRow {
  session_id: number
  table_id: number
  /** The plan frozen at the opening (null: not charged by time), read through its codec when asked for. */
  readonly plan: StoredRatePlan | null
  utc_offset: number
  fee_payer: FeePayer
  started_at: number
  stopped_at: number | null
  fee_cents: number | null
  /** The fee priced at the stop (null: running, or stopped unpriced), read through its codec when asked for. */
  readonly fee: TimeFee | null
  /** The zone the bands are read in; null: an older clock, read at `utc_offset`. */
  time_zone: string | null
}

interface PauseRow {
  session_id: number
  paused_at: number
  resumed_at: number | null
}

export interface SeatMoneyRow {
  session_id: number
  /** null for a backer. */
  seat: number | null
  /** The person's settlement party: `seat:N` (the holder at the close), `seat:N@H` (one who left) or a backer's `pID`. */
  party_key: string
  player_id: number
  mode: 'cash' | 'account'
  net_cents: number
  fee_cents: number
  /** The person's share of the goods sold to the table, charged with the time fee. */
  goods_cents: number
  balance_before: number | null
  balance_after: number | null
  closed_at: number
  /** How a cash settlement was paid; null for an account settlement. */
  tender: string | null
}

export function listRatePlanRows(db: Database): RatePlanRow[] {
  const rows = prepare(db, 'SELECT * FROM rate_plans WHERE archived = 0 ORDER BY id').all()
  return (rows as StoredRow<RatePlanRow>[]).map(decodedPlan)
}

export function getRatePlanRow(db: Database, id: number): RatePlanRow | undefined {
  const row = prepare(db, 'SELECT * FROM rate_plans WHERE id = ?').get(id) as StoredRow<RatePlanRow> | undefined
  return row && decodedPlan(row)
}

export function upsertRatePlan(db: Database, plan: { id?: number; name: string; plan: StoredRatePlan }): number {
  if (plan.id === undefined) {
    return Number(
      prepare(db, 'INSERT INTO rate_plans (name, plan) VALUES (?, ?)').run(plan.name, RATE_PLAN.write(plan.plan))
        .lastInsertRowid
    )
  }
  prepare(db, 'UPDATE rate_plans SET name = ?, plan = ? WHERE id = ?').run(
    plan.name,
    RATE_PLAN.write(plan.plan),
    plan.id
  )
  return plan.id
}

/** The id of another rate plan or parlor table already called `name` (archived ones included). */
export function namedRowId(
  db: Database,
  table: 'rate_plans' | 'parlor_tables',
  name: string,
  exceptId: number | null
): number | undefined {
  const row = prepare(db, `SELECT id FROM ${table} WHERE name = ? AND id IS NOT ?`).get(name, exceptId) as
    { id: number } | undefined
  return row?.id
}

/** The name of a table in use that charges by this rate plan. */
export function tableUsingPlan(db: Database, planId: number): string | undefined {
  const row = prepare(db, 'SELECT name FROM parlor_tables WHERE rate_plan_id = ? AND archived = 0').get(planId) as
    { name: string } | undefined
  return row?.name
}

export function archiveRatePlan(db: Database, id: number): void {
  prepare(db, 'UPDATE rate_plans SET archived = 1 WHERE id = ?').run(id)
}

export function listTableRows(db: Database): ParlorTableRow[] {
  return prepare(db, 'SELECT * FROM parlor_tables WHERE archived = 0 ORDER BY position, id').all() as ParlorTableRow[]
}

export function getTableRow(db: Database, id: number): ParlorTableRow | undefined {
  return prepare(db, 'SELECT * FROM parlor_tables WHERE id = ?').get(id) as ParlorTableRow | undefined
}

export function upsertTable(
  db: Database,
  table: { id?: number; name: string; kind: 'hall' | 'room'; ratePlanId: number | null; position: number }
): number {
  if (table.id === undefined) {
    return Number(
      prepare(db, 'INSERT INTO parlor_tables (name, kind, rate_plan_id, position) VALUES (?, ?, ?, ?)').run(
        table.name,
        table.kind,
        table.ratePlanId,
        table.position
      ).lastInsertRowid
    )
  }
  prepare(db, 'UPDATE parlor_tables SET name = ?, kind = ?, rate_plan_id = ?, position = ? WHERE id = ?').run(
    table.name,
    table.kind,
    table.ratePlanId,
    table.position,
    table.id
  )
  return table.id
}

export function archiveTable(db: Database, id: number): void {
  prepare(db, 'UPDATE parlor_tables SET archived = 1 WHERE id = ?').run(id)
}

export function insertClock(
  db: Database,
  clock: Pick<ClockRow, 'session_id' | 'table_id' | 'plan' | 'utc_offset' | 'time_zone' | 'fee_payer' | 'started_at'>
): void {
  prepare(
    db,
    `INSERT INTO table_clocks (session_id, table_id, plan, utc_offset, time_zone, fee_payer, started_at)
     VALUES (@session_id, @table_id, @plan, @utc_offset, @time_zone, @fee_payer, @started_at)`
  ).run({ ...clock, plan: clock.plan === null ? null : RATE_PLAN.write(clock.plan) })
}

type StoredClockRow = Omit<StoredRow<ClockRow, string | null>, 'fee'> & { fee: string | null }

/** A stored fee read when asked for: a damaged one fails only what reads it. */
const lazyFee = (fee: string | null) => lazily(() => (fee === null ? null : TIME_FEE.read(fee)))

function decodedClock({ plan, fee, ...row }: StoredClockRow): ClockRow {
  const readPlan = lazily(() => (plan === null ? null : RATE_PLAN.read(plan)))
  const readFee = lazyFee(fee)
  return {
    ...row,
    get plan() {
      return readPlan()
    },
    get fee() {
      return readFee()
    }
  }
}

export function getClockRow(db: Database, sessionId: number): ClockRow | undefined {
  const row = prepare(db, 'SELECT * FROM table_clocks WHERE session_id = ?').get(sessionId) as
    StoredClockRow | undefined
  return row && decodedClock(row)
}

export function runningClockAt(db: Database, tableId: number): ClockRow | undefined {
  const row = prepare(db, 'SELECT * FROM table_clocks WHERE table_id = ? AND stopped_at IS NULL').get(tableId) as
    StoredClockRow | undefined
  return row && decodedClock(row)
}

export function runningClocks(db: Database): ClockRow[] {
  const rows = prepare(db, 'SELECT * FROM table_clocks WHERE stopped_at IS NULL').all()
  return (rows as StoredClockRow[]).map(decodedClock)
}

export function stopClock(db: Database, sessionId: number, at: number, feeCents: number, fee: TimeFee | null): void {
  prepare(db, 'UPDATE table_clocks SET stopped_at = ?, fee_cents = ?, fee = ? WHERE session_id = ?').run(
    at,
    feeCents,
    TIME_FEE.write(fee),
    sessionId
  )
}

export function restartClock(db: Database, sessionId: number): void {
  prepare(db, 'UPDATE table_clocks SET stopped_at = NULL, fee_cents = NULL, fee = NULL WHERE session_id = ?').run(
    sessionId
  )
}

export function pauseRows(db: Database, sessionId: number): PauseRow[] {
  return prepare(db, 'SELECT * FROM clock_pauses WHERE session_id = ? ORDER BY paused_at').all(sessionId) as PauseRow[]
}

export function insertPause(db: Database, sessionId: number, at: number, resumedAt: number | null = null): void {
  prepare(
    db,
    `INSERT INTO clock_pauses (session_id, paused_at, resumed_at) VALUES (?, ?, ?)
     ON CONFLICT (session_id, paused_at) DO UPDATE SET resumed_at = excluded.resumed_at`
  ).run(sessionId, at, resumedAt)
}

export function endPause(db: Database, sessionId: number, at: number): void {
  prepare(db, 'UPDATE clock_pauses SET resumed_at = ? WHERE session_id = ? AND resumed_at IS NULL').run(at, sessionId)
}

export function replaceSeatMoney(db: Database, sessionId: number, rows: SeatMoneyRow[]): void {
  prepare(db, 'DELETE FROM seat_money WHERE session_id = ?').run(sessionId)
  const insert = prepare(
    db,
    `INSERT INTO seat_money (session_id, seat, party_key, player_id, mode, net_cents, fee_cents, goods_cents, balance_before, balance_after, closed_at, tender)
     VALUES (@session_id, @seat, @party_key, @player_id, @mode, @net_cents, @fee_cents, @goods_cents, @balance_before, @balance_after, @closed_at, @tender)`
  )
  for (const row of rows) insert.run(row)
}

/** Each seat's people in the order they sat: `seat:N@H` by H, then the holder `seat:N`; the backers last. */
export function seatMoneyRows(db: Database, sessionId: number): SeatMoneyRow[] {
  return prepare(
    db,
    `SELECT * FROM seat_money WHERE session_id = ?
       ORDER BY seat IS NULL, seat, instr(party_key, '@') = 0, length(party_key), party_key`
  ).all(sessionId) as SeatMoneyRow[]
}

/**
 * The sessions settled at the parlor that started in [from, to) (a table belongs to the business
 * day it started; a session without a clock, to when it closed), in the order they closed.
 */
export function sessionsSettledBetween(db: Database, from: number, to: number): number[] {
  return (
    prepare(
      db,
      `SELECT m.session_id FROM seat_money m LEFT JOIN table_clocks c ON c.session_id = m.session_id
         GROUP BY m.session_id HAVING coalesce(min(c.started_at), min(m.closed_at)) >= ?
           AND coalesce(min(c.started_at), min(m.closed_at)) < ?
         ORDER BY min(m.closed_at), m.session_id`
    ).all(from, to) as { session_id: number }[]
  ).map((row) => row.session_id)
}

/** The parlor table each of `sessionIds` was played at (sessions not at a parlor table are absent). */
export function tableNamesOf(db: Database, sessionIds: number[]): Map<number, string> {
  if (sessionIds.length === 0) return new Map()
  const rows = prepare(
    db,
    `SELECT c.session_id, t.name FROM table_clocks c JOIN parlor_tables t ON t.id = c.table_id
       WHERE c.session_id IN (SELECT value FROM json_each(?))`
  ).all(JSON.stringify(sessionIds)) as { session_id: number; name: string }[]
  return new Map(rows.map((row) => [row.session_id, row.name]))
}

/** A stopped clock with its table's name. */
interface ClosedClockRow {
  session_id: number
  table_id: number
  name: string
  fee_cents: number
  /** Read through its codec when asked for, as a clock row's. */
  readonly fee: TimeFee | null
}

/** The clocks stopped that started in [from, to), in the floor's order of their tables. */
export function closedClocksStartedBetween(db: Database, from: number, to: number): ClosedClockRow[] {
  const rows = prepare(
    db,
    `SELECT c.session_id, c.table_id, t.name, c.fee_cents, c.fee FROM table_clocks c JOIN parlor_tables t ON t.id = c.table_id
       WHERE c.stopped_at IS NOT NULL AND c.started_at >= ? AND c.started_at < ? ORDER BY t.position, t.id`
  ).all(from, to) as (Omit<ClosedClockRow, 'fee'> & { fee: string | null })[]
  return rows.map(({ fee, ...row }) => {
    const read = lazyFee(fee)
    return {
      ...row,
      get fee() {
        return read()
      }
    }
  })
}

/** Who sits at each running clock's table now, seat by seat. */
interface RunningSeatRow {
  session_id: number
  name: string
  points: number
  hands: number
}

export function runningSeats(db: Database): RunningSeatRow[] {
  return prepare(
    db,
    `SELECT sp.session_id, p.name, sp.points, sp.hands FROM table_clocks c
       JOIN session_players sp ON sp.session_id = c.session_id AND sp.to_seq IS NULL JOIN players p ON p.id = sp.player_id
       WHERE c.stopped_at IS NULL ORDER BY sp.session_id, sp.seat`
  ).all() as RunningSeatRow[]
}

/** The pauses of every running clock, oldest first. */
export function runningPauses(db: Database): PauseRow[] {
  return prepare(
    db,
    `SELECT cp.session_id, cp.paused_at, cp.resumed_at FROM table_clocks c
       JOIN clock_pauses cp ON cp.session_id = c.session_id WHERE c.stopped_at IS NULL ORDER BY cp.paused_at`
  ).all() as PauseRow[]
}
