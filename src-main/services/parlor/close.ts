/**
 * Closing a session at the parlor: the settlement (the existing close), the table-time fee split
 * among the seats, and each person who sat (a seat handed over mid-session has two) settled in
 * cash or to the member's account — all in one transaction. Reopening reverses the account rows.
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
  type ClockRow,
  type SeatMoneyRow
} from '../../store/parlor'
import { closeSession, getSessionView, reopenSession, requireSession, type SessionView } from '../sessions'
import { holderKey, holdsSeatAtClose, type Settlement, type SettlementParty } from '../settlement'
import { allocateFee, type FeePayer } from '../fees/payers'
import { playedIntervals, type FeeBreakdown, type RatePlan } from '../fees/pricing'
import { getParlorSettings } from './setup'
import { chooseTender } from './tenders'
import { postRows, requireMember, type CreditWarning } from './accounts'
import { clockPauses, priceClock } from './clock'
import { readRatePlan } from '../stored/ratePlan'
import { requirePlayer } from '../roster'
import { requireSeat } from '../seatHandovers'

export type SettleMode = 'cash' | 'account'

export interface CloseAtParlorInput {
  sessionId: number
  /** Seats whose holder at the close settles to the account. */
  toAccount: number[]
  /**
   * Players settling to the account, by id: any who sat, a player who handed the seat over too.
   * Everyone else settles in cash.
   */
  toAccountPlayers?: number[]
  /** Overrides the payer chosen at opening. */
  feePayer?: FeePayer
  /** How each cash person pays or is paid (现金, 微信, …), by player id; none given: the first tender. */
  tenders?: { playerId: number; tender: string }[]
  /** The host confirmed a table time past the limit, or a close that reads before the opening. */
  confirmTime?: TimeConfirmation[]
}

/** What the clock asks the host to confirm before it charges. */
export type TimeConfirmation = 'longFee' | 'beforeOpening'

/** How one person who sat settled. */
export interface SeatMoney {
  seat: number
  /** The person's key in the settlement: `seat:N` (holding the seat at the close) or `seat:N@H`. */
  partyKey: string
  playerId: number
  mode: SettleMode
  netCents: number
  feeCents: number
  /** Net less the time fee: what the seat receives (+) or pays (−). */
  dueCents: number
  balanceBeforeCents: number | null
  balanceAfterCents: number | null
  /** A cash settlement's tender; null for an account settlement. */
  tender: string | null
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

/** Each person who sat: the settlement's seat parties (a seat handed over has one for each player). */
function seatedPeople(settlement: Settlement): (SettlementParty & { seat: number; playerId: number })[] {
  return settlement.parties.filter(
    (party): party is SettlementParty & { seat: number; playerId: number } => party.role === 'seat'
  )
}

/** What each seat's holder at the close settled, in cents. (The settlement's own table fee is already taken.) */
function holderNetCents(settlement: Settlement, seats: number): number[] {
  return Array.from({ length: seats }, (_, seat) => {
    const party = settlement.parties.find((candidate) => candidate.key === holderKey(seat))
    return party?.netCents ?? 0
  })
}

/** The players settling to the account: the holders of `toAccount`'s seats and `toAccountPlayers`. */
function accountPlayerIds(db: Database, session: SessionView, input: CloseAtParlorInput): Set<number> {
  for (const seat of input.toAccount) requireSeat(session.seats, seat)
  const sat = new Set(seatedPeople(session.settlement).map((person) => person.playerId))
  const stranger = (input.toAccountPlayers ?? []).find((id) => !sat.has(id))
  if (stranger !== undefined) {
    const { name } = requirePlayer(db, stranger)
    throw new AppError('NOT_AT_TABLE', `“${name}”没有在这一桌打牌。`, `${name} did not play at this table.`)
  }
  return new Set([...input.toAccount.map((seat) => session.players[seat].id), ...(input.toAccountPlayers ?? [])])
}

function toSeatMoney(row: SeatMoneyRow): SeatMoney {
  return {
    seat: row.seat,
    partyKey: row.party_key,
    playerId: row.player_id,
    mode: row.mode,
    netCents: row.net_cents,
    feeCents: row.fee_cents,
    dueCents: row.net_cents - row.fee_cents,
    balanceBeforeCents: row.balance_before,
    balanceAfterCents: row.balance_after,
    tender: row.tender
  }
}

/** The tender of each cash person, by player id: checked against the parlor's list. */
function cashTenders(db: Database, session: SessionView, input: CloseAtParlorInput): (playerId: number) => string {
  const { tenders } = getParlorSettings(db)
  const sat = new Set(seatedPeople(session.settlement).map((person) => person.playerId))
  const chosen = new Map<number, string>()
  for (const { playerId, tender } of input.tenders ?? []) {
    if (!sat.has(playerId)) {
      const { name } = requirePlayer(db, playerId)
      throw new AppError('NOT_AT_TABLE', `“${name}”没有在这一桌打牌。`, `${name} did not play at this table.`)
    }
    chosen.set(playerId, chooseTender(tenders, tender))
  }
  return (playerId) => chosen.get(playerId) ?? tenders[0]
}

const HOUR = 3_600_000
const hours = (ms: number) => (ms / HOUR).toFixed(1)

/**
 * The time the clock stops at. A close that reads before the opening (or before a pause already
 * recorded) means the PC's clock was set back: refused unless confirmed, and then the table is
 * charged up to the latest time recorded, never less. A table time past the parlor's limit is
 * refused unless confirmed.
 */
function stopTime(db: Database, clock: ClockRow, now: number, confirmed: TimeConfirmation[]): number {
  const pauses = clockPauses(db, clock.session_id)
  const recorded = Math.max(clock.started_at, ...pauses.flatMap((pause) => [pause.from, pause.to ?? 0]))
  if (now < recorded && !confirmed.includes('beforeOpening')) {
    throw new AppError(
      'CLOCK_BEFORE_OPENING',
      `电脑时钟比开台（或上次暂停）早了 ${hours(recorded - now)} 小时，请先核对电脑时间；确认后按已记录的时间结算。`,
      `The PC clock reads ${hours(recorded - now)} h before the opening (or the last pause); check the clock, or confirm to charge up to the time recorded.`
    )
  }
  const stop = Math.max(now, recorded)
  const played = playedIntervals(clock.started_at, stop, pauses).reduce((sum, [from, to]) => sum + to - from, 0)
  const { longFeeMinutes } = getParlorSettings(db)
  if (played > longFeeMinutes * 60_000 && !confirmed.includes('longFee')) {
    throw new AppError(
      'FEE_OVER_LIMIT',
      `这张桌已计时 ${hours(played)} 小时，超过 ${hours(longFeeMinutes * 60_000)} 小时的上限；请核对电脑时间，确认无误后再结算。`,
      `This table has run ${hours(played)} h, past the ${hours(longFeeMinutes * 60_000)} h limit; check the PC clock, then confirm to charge it.`
    )
  }
  return stop
}

function stopAndPrice(
  db: Database,
  sessionId: number,
  nets: number[],
  input: CloseAtParlorInput,
  now: number
): TimeFee | null {
  const clock = getClockRow(db, sessionId)
  if (!clock) return null
  const payer = input.feePayer
  const stopped = { ...clock, stopped_at: stopTime(db, clock, now, input.confirmTime ?? []) }
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
    const toAccount = accountPlayerIds(db, session, input)
    const tenderOf = cashTenders(db, session, input)
    // The table-time fee is split among the seats and each share stays with the seat's holder at
    // the close (as the per-player table fee does); the holder's own net decides the winners' share.
    const timeFee = stopAndPrice(db, session.id, holderNetCents(session.settlement, session.seats), input, now)
    const rows: SeatMoneyRow[] = []
    const warnings: CreditWarning[] = []
    for (const person of seatedPeople(session.settlement)) {
      const feeCents = holdsSeatAtClose(person) ? (timeFee?.shares[person.seat] ?? 0) : 0
      const base = {
        session_id: session.id,
        seat: person.seat,
        party_key: person.key,
        player_id: person.playerId,
        net_cents: person.netCents,
        fee_cents: feeCents,
        closed_at: now
      }
      if (!toAccount.has(person.playerId)) {
        rows.push({
          ...base,
          mode: 'cash',
          balance_before: null,
          balance_after: null,
          tender: tenderOf(person.playerId)
        })
        continue
      }
      requireMember(db, person.playerId)
      const ledger: NewLedgerRow[] = [
        {
          player_id: person.playerId,
          at: now,
          kind: 'settlement' as const,
          amount_cents: person.netCents,
          session_id: session.id
        },
        {
          player_id: person.playerId,
          at: now,
          kind: 'tableFee' as const,
          amount_cents: -feeCents,
          session_id: session.id
        }
      ].filter((row) => row.amount_cents !== 0)
      const before = ledgerBalance(db, person.playerId)
      const move = postRows(db, ledger)
      rows.push({
        ...base,
        mode: 'account',
        balance_before: before,
        balance_after: ledgerBalance(db, person.playerId),
        tender: null
      })
      warnings.push(...move.warnings)
    }
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

/** One person who sat, as the settle card lists them: guests settle in cash only. */
export interface SettlingPerson {
  partyKey: string
  seat: number
  playerId: number
  name: string
  isGuest: boolean
  /** The hands this person played at the seat: numbers `firstHand` to `firstHand + hands − 1`. */
  firstHand: number
  hands: number
}

export interface ParlorMoney extends Omit<ParlorClose, 'session' | 'warnings'> {
  /** Everyone who sat, each seat's people in the order they sat. */
  people: SettlingPerson[]
}

/** The money side of a session: who settles, and once closed the time fee and how each person settled. */
export function parlorMoney(db: Database, sessionId: number): ParlorMoney {
  const clock = getClockRow(db, sessionId)
  return {
    timeFee: clock?.fee ? (JSON.parse(clock.fee) as TimeFee) : null,
    seats: seatMoneyRows(db, sessionId).map(toSeatMoney),
    people: settlingPeople(db, getSessionView(db, sessionId).settlement)
  }
}

function settlingPeople(db: Database, settlement: Settlement): SettlingPerson[] {
  const played = new Map<number, number>()
  return seatedPeople(settlement).map((person) => {
    const before = played.get(person.seat) ?? 0
    played.set(person.seat, before + (person.hands ?? 0))
    return {
      partyKey: person.key,
      seat: person.seat,
      playerId: person.playerId,
      name: person.name,
      isGuest: requirePlayer(db, person.playerId).isGuest,
      firstHand: before + 1,
      hands: person.hands ?? 0
    }
  })
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
