/**
 * Closing a session at the parlor: the settlement (the existing close), the table-time fee split
 * among the seats, and each seat settled in cash or to the member's account — all in one
 * transaction. Reopening reverses the account rows.
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { writeAudit } from '../../store/audit'
import { ledgerBalance, liveSessionRows, type NewLedgerRow } from '../../store/ledger'
import {
  endPause,
  getClockRow,
  insertPause,
  replaceSeatMoney,
  restartClock,
  runningClockAt,
  seatMoneyRows,
  stopClock,
  type SeatMoneyRow
} from '../../store/parlor'
import { closeSession, reopenSession, requireSession, type SessionView } from '../sessions'
import type { Settlement } from '../settlement'
import { allocateFee, type FeePayer } from '../fees/payers'
import type { FeeBreakdown, RatePlan } from '../fees/pricing'
import { postRows, requireMember, type CreditWarning } from './accounts'
import { clockPauses, priceClock } from './clock'
import { readRatePlan } from '../stored/ratePlan'

export type SettleMode = 'cash' | 'account'

export interface CloseAtParlorInput {
  sessionId: number
  /** Seats settled to the account; every other seat settles in cash. */
  toAccount: number[]
  /** Overrides the payer chosen at opening. */
  feePayer?: FeePayer
}

export interface SeatMoney {
  seat: number
  playerId: number
  mode: SettleMode
  netCents: number
  feeCents: number
  /** Net less the time fee: what the seat receives (+) or pays (−). */
  dueCents: number
  balanceBeforeCents: number | null
  balanceAfterCents: number | null
}

export interface TimeFee {
  breakdown: FeeBreakdown
  /** Each band's table time in cents, labelled HH:MM–HH:MM, for the reports. */
  bands: { label: string; cents: number }[]
  payer: FeePayer
  shares: number[]
}

export interface ParlorClose {
  session: SessionView
  timeFee: TimeFee | null
  seats: SeatMoney[]
  warnings: CreditWarning[]
}

const clockLabel = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

export function bandLabel(band: RatePlan['bands'][number]): string {
  return `${clockLabel(band.from)}–${clockLabel(band.to)}`
}

/** Each seat's settled net in cents. (The settlement's own table fee is already taken from it.) */
function seatNetCents(settlement: Settlement, seats: number): number[] {
  return Array.from({ length: seats }, (_, seat) => {
    const party = settlement.parties.find((candidate) => candidate.key === `seat:${seat}`)
    return party?.netCents ?? 0
  })
}

function toSeatMoney(row: SeatMoneyRow): SeatMoney {
  return {
    seat: row.seat,
    playerId: row.player_id,
    mode: row.mode,
    netCents: row.net_cents,
    feeCents: row.fee_cents,
    dueCents: row.net_cents - row.fee_cents,
    balanceBeforeCents: row.balance_before,
    balanceAfterCents: row.balance_after
  }
}

function stopAndPrice(
  db: Database,
  sessionId: number,
  nets: number[],
  payer: FeePayer | undefined,
  now: number
): TimeFee | null {
  const clock = getClockRow(db, sessionId)
  if (!clock) return null
  const stopped = { ...clock, stopped_at: Math.max(now, clock.started_at) }
  const breakdown = priceClock(stopped, clockPauses(db, sessionId), now)
  const plan = clock.plan === null ? null : readRatePlan(clock.plan)
  const chosen = payer ?? clock.fee_payer
  const cents = breakdown?.totalCents ?? 0
  const timeFee: TimeFee | null = breakdown && {
    breakdown,
    bands: plan!.bands.map((band, index) => ({ label: bandLabel(band), cents: breakdown.byBand[index] })),
    payer: chosen,
    shares: allocateFee(cents, nets, chosen)
  }
  stopClock(db, sessionId, stopped.stopped_at, cents, timeFee)
  return timeFee
}

export function closeAtParlor(db: Database, input: CloseAtParlorInput, now: number): ParlorClose {
  return db.transaction(() => {
    const session = closeSession(db, input.sessionId)
    const bad = input.toAccount.find((seat) => seat < 0 || seat >= session.seats)
    if (bad !== undefined) throw new AppError('BAD_SEAT', `没有第 ${bad + 1} 个座位。`, `There is no seat ${bad + 1}.`)
    const nets = seatNetCents(session.settlement, session.seats)
    const timeFee = stopAndPrice(db, session.id, nets, input.feePayer, now)
    const rows: SeatMoneyRow[] = []
    const warnings: CreditWarning[] = []
    session.players.forEach((player, seat) => {
      const feeCents = timeFee?.shares[seat] ?? 0
      const base = {
        session_id: session.id,
        seat,
        player_id: player.id,
        net_cents: nets[seat],
        fee_cents: feeCents,
        closed_at: now
      }
      if (!input.toAccount.includes(seat)) {
        rows.push({ ...base, mode: 'cash', balance_before: null, balance_after: null })
        return
      }
      requireMember(db, player.id)
      const ledger: NewLedgerRow[] = [
        {
          player_id: player.id,
          at: now,
          kind: 'settlement' as const,
          amount_cents: nets[seat],
          session_id: session.id
        },
        { player_id: player.id, at: now, kind: 'tableFee' as const, amount_cents: -feeCents, session_id: session.id }
      ].filter((row) => row.amount_cents !== 0)
      const before = ledgerBalance(db, player.id)
      const move = postRows(db, ledger)
      rows.push({ ...base, mode: 'account', balance_before: before, balance_after: ledgerBalance(db, player.id) })
      warnings.push(...move.warnings)
    })
    replaceSeatMoney(db, session.id, rows)
    writeAudit(db, {
      entity: 'session',
      entityId: session.id,
      sessionId: session.id,
      action: 'settleMoney',
      after: { timeFee: timeFee && { cents: timeFee.breakdown.totalCents, shares: timeFee.shares }, seats: rows }
    })
    return { session, timeFee, seats: rows.map(toSeatMoney), warnings }
  })()
}

/** The money side of a closed session: the time fee and how each seat settled. */
export function parlorMoney(db: Database, sessionId: number): Omit<ParlorClose, 'session' | 'warnings'> {
  const clock = getClockRow(db, sessionId)
  return {
    timeFee: clock?.fee ? (JSON.parse(clock.fee) as TimeFee) : null,
    seats: seatMoneyRows(db, sessionId).map(toSeatMoney)
  }
}

/**
 * Reopens a session: its account rows are reversed, its seats unsettled, and its clock runs on
 * (the time it stood closed counts as a pause).
 */
export function reopenAtParlor(db: Database, sessionId: number, now: number): SessionView {
  return db.transaction(() => {
    const wasClosed = requireSession(db, sessionId).status === 'closed'
    const session = reopenSession(db, sessionId)
    if (!wasClosed) return session
    const reversals = liveSessionRows(db, sessionId).map((row) => ({
      player_id: row.player_id,
      at: now,
      kind: 'reversal' as const,
      amount_cents: -row.amount_cents,
      session_id: sessionId,
      reverses_id: row.id,
      note: ''
    }))
    postRows(db, reversals)
    replaceSeatMoney(db, sessionId, [])
    const clock = getClockRow(db, sessionId)
    if (clock?.stopped_at != null) {
      const busy = runningClockAt(db, clock.table_id)
      if (busy) {
        throw new AppError(
          'TABLE_BUSY',
          '这张桌已开了新的牌局，结算那一局后才能重新打开这一局。',
          'Another session now runs at this table; close it first.'
        )
      }
      endPause(db, sessionId, clock.stopped_at)
      restartClock(db, sessionId)
      if (now > clock.stopped_at) insertPause(db, sessionId, clock.stopped_at, now)
    }
    return session
  })()
}
