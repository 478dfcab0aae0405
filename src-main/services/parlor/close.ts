/**
 * Closing a session at the parlor: the settlement (the existing close), the table-time fee split
 * among the seats, and each person who sat (a seat handed over mid-session has two) or backed a
 * seat (支持者) settled in cash or to the member's account — all in one transaction. Reopening reverses the account rows.
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { writeAudit } from '../../store/audit'
import { getPlayers } from '../../store/players'
import { creditLimit, ledgerBalance, liveSessionRows, type NewLedgerRow } from '../../store/ledger'
import {
  endPause,
  getClockRow,
  getTableRow,
  insertPause,
  replaceSeatMoney,
  restartClock,
  runningClockAt,
  seatMoneyRows,
  stopClock,
  type SeatMoneyRow
} from '../../store/parlor'
import {
  closeRead,
  closedSettlement,
  loadSession,
  reopenRead,
  requireOpen,
  requireSession,
  sessionView,
  shownSettlement
} from '../sessions'
import { holderKey, holdsSeatAtClose } from '../settlement'
import { allocateFee } from '../fees/payers'
import { memberOnly, overCreditLimit, postRows, reversalRow } from './accounts'
import { clockPauses, priceClock } from './clock'
import { foundPlayer, requirePlayer } from '../roster'
import { requireSeat } from '../seatHandovers'
import { tableMoney } from '../money/tableMoney'
import { tableGoodsShares } from './tableGoods'
import { getParlorSettings } from './setup'
import { chooseTender } from './tenders'
import { clockStop, PREVIEW_CONFIRMS, type TimeConfirmation } from './stopTime'
import type { SessionRead } from '../../store/sessionRead'
import type { StoredSession } from '../../store/sessions'
import type { SessionView, Settlement, SettlementParty } from '../../model/sessions'
import type {
  FeePayer,
  RatePlan,
  CreditWarning,
  TimeFee,
  Settle,
  TableMoney,
  ParlorClose,
  ParlorMoney,
  SeatMoney,
  SettlingPerson
} from '../../model/parlor'

interface CloseAtParlorInput {
  sessionId: number
  /** Seats whose holder at the close settles to the account. */
  toAccount: number[]
  /**
   * Players settling to the account, by id: any who sat (a player who handed the seat over too)
   * or backed a seat. Everyone else settles in cash.
   */
  toAccountPlayers?: number[]
  /** Overrides the payer chosen at opening. */
  feePayer?: FeePayer
  /** The host confirmed a second time that an account may pass its credit limit. */
  confirmOverLimit?: boolean
  /** How each cash person pays or is paid (现金, 微信, …), by player id; none given: the first tender. */
  tenders?: { playerId: number; tender: string }[]
  /** The host confirmed a table time past the limit, or a close that reads before the opening. */
  confirmTime?: TimeConfirmation[]
}

const clockLabel = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

function bandLabel(band: RatePlan['bands'][number]): string {
  return `${clockLabel(band.from)}–${clockLabel(band.to)}`
}

type PersonParty = SettlementParty & { playerId: number }

/** Each person who sat: the settlement's seat parties (a seat handed over has one for each player). */
function seatedPeople(settlement: Settlement): (PersonParty & { seat: number })[] {
  return settlement.parties.filter((party): party is PersonParty & { seat: number } => party.role === 'seat')
}

/** Everyone who settles: each person who sat, then each backer. */
function settlingParties(settlement: Settlement): PersonParty[] {
  return [
    ...seatedPeople(settlement),
    ...settlement.parties.filter((party): party is PersonParty => party.role === 'backer')
  ]
}

/** Refuses a player who neither sat nor backed a seat at this table. */
function requireAtTable(db: Database, settlement: Settlement, playerId: number): void {
  if (settlingParties(settlement).some((party) => party.playerId === playerId)) return
  const { name } = requirePlayer(db, playerId)
  throw new AppError('NOT_AT_TABLE', `“${name}”没有在这一桌打牌。`, `${name} did not play at this table.`)
}

/** What each seat's holder at the close settled, in cents. (The settlement's own table fee is already taken.) */
function holderNetCents(settlement: Settlement, seats: number): number[] {
  return Array.from({ length: seats }, (_, seat) => {
    const party = settlement.parties.find((candidate) => candidate.key === holderKey(seat))
    return party?.netCents ?? 0
  })
}

/**
 * The players settling to the account: the holders of `toAccount`'s seats and `toAccountPlayers`,
 * each a member. `people`: everyone at the table, as the session's read has them.
 */
function accountPlayerIds(
  db: Database,
  session: SessionView,
  input: CloseAtParlorInput,
  people: SessionRead['people']
): Set<number> {
  for (const seat of input.toAccount) requireSeat(session.seats, seat)
  for (const playerId of input.toAccountPlayers ?? []) requireAtTable(db, session.settlement, playerId)
  const ids = new Set([...input.toAccount.map((seat) => session.players[seat].id), ...(input.toAccountPlayers ?? [])])
  for (const playerId of ids) memberOnly(foundPlayer(people.get(playerId), playerId))
  return ids
}

/** The account rows of a person settled to the account: the net, and the share of the time fee paid. */
export function seatLedgerRows(
  money: Pick<
    SeatMoneyRow,
    'mode' | 'player_id' | 'closed_at' | 'session_id' | 'net_cents' | 'fee_cents' | 'goods_cents'
  >
): NewLedgerRow[] {
  if (money.mode === 'cash') return []
  const base = { player_id: money.player_id, at: money.closed_at, session_id: money.session_id }
  return [
    { ...base, kind: 'settlement' as const, amount_cents: money.net_cents },
    { ...base, kind: 'tableFee' as const, amount_cents: -money.fee_cents },
    { ...base, kind: 'tableFee' as const, amount_cents: -money.goods_cents, note: '商品' }
  ].filter((row) => row.amount_cents !== 0)
}

function toSeatMoney(row: SeatMoneyRow): SeatMoney {
  return {
    seat: row.seat,
    partyKey: row.party_key,
    playerId: row.player_id,
    mode: row.mode,
    netCents: row.net_cents,
    feeCents: row.fee_cents,
    goodsCents: row.goods_cents,
    dueCents: row.net_cents - row.fee_cents - row.goods_cents,
    balanceBeforeCents: row.balance_before,
    balanceAfterCents: row.balance_after,
    tender: row.tender
  }
}

/** The tender of each cash person, by player id, checked against the parlor's list; none given: the first. */
function cashTenders(db: Database, session: SessionView, input: CloseAtParlorInput): (playerId: number) => string {
  const { tenders } = getParlorSettings(db)
  const chosen = new Map<number, string>()
  for (const { playerId, tender } of input.tenders ?? []) {
    requireAtTable(db, session.settlement, playerId)
    chosen.set(playerId, chooseTender(tenders, tender))
  }
  return (playerId) => chosen.get(playerId) ?? tenders[0]
}

/**
 * The table-time fee if the clock stopped `now` (see clockStop: a clock set back or a long table
 * needs `confirmed`), split among the seats by `payer` (the opening's if none).
 */
function priceTimeFee(
  db: Database,
  sessionId: number,
  settlement: Settlement,
  payer: FeePayer | undefined,
  now: number,
  confirmed: readonly TimeConfirmation[]
): TimeFee | null {
  const clock = getClockRow(db, sessionId)
  if (!clock) return null
  const stopped = { ...clock, stopped_at: clockStop(db, clock, now, confirmed) }
  const breakdown = priceClock(stopped, clockPauses(db, sessionId), now)
  if (!breakdown) return null
  const plan = clock.plan!
  // The holder's own net decides the winners' share.
  const nets = holderNetCents(settlement, settlement.engine.totals.length)
  return {
    breakdown,
    bands: plan.bands.map((band, index) => ({ label: bandLabel(band), cents: breakdown.byBand[index] })),
    payer: payer ?? clock.fee_payer,
    shares: allocateFee(breakdown.totalCents, nets, payer ?? clock.fee_payer)
  }
}

/** Each person's settling: to the account for `accountIds`, else cash with the person's tender. */
function settlesOf(
  settlement: Settlement,
  accountIds: Set<number>,
  tenderOf: (playerId: number) => string
): Record<string, Settle> {
  return Object.fromEntries(
    settlingParties(settlement).map((person): [string, Settle] => [
      person.key,
      accountIds.has(person.playerId) ? { kind: 'account' } : { kind: 'cash', tender: tenderOf(person.playerId) }
    ])
  )
}

/** The money model of a table about to close: account persons' balances as they stand now. */
function moneyBefore(
  db: Database,
  sessionId: number,
  settlement: Settlement,
  timeFee: TimeFee | null,
  accountIds: Set<number>,
  tenderOf: (playerId: number) => string
) {
  const settles = settlesOf(settlement, accountIds, tenderOf)
  const accountPeople = settlingParties(settlement).filter((person) => settles[person.key].kind === 'account')
  // Goods split among the seats go the way the time fee does (evenly without a clock).
  const goodsShares = tableGoodsShares(db, sessionId, settlement, {
    payer: timeFee?.payer ?? 'even',
    seatNets: holderNetCents(settlement, settlement.engine.totals.length)
  })
  return tableMoney({
    settlement,
    timeShares: timeFee?.shares ?? null,
    goodsShares,
    settles,
    balancesBefore: Object.fromEntries(accountPeople.map((person) => [person.key, ledgerBalance(db, person.playerId)])),
    creditLimits: Object.fromEntries(accountPeople.map((person) => [person.key, creditLimit(db, person.playerId)]))
  })
}

/**
 * What closing now would settle, without changing anything: each person's net with every fee
 * share, each account's balance before and after and the credit check. Shown before the close is
 * confirmed.
 */
export function previewClose(db: Database, input: CloseAtParlorInput, now: number): TableMoney {
  const read = loadSession(db, input.sessionId)
  const session = sessionView(db, read)
  if (session.status === 'closed') {
    throw new AppError('SESSION_CLOSED', '这一局已经结算。', 'This session is already closed.')
  }
  const timeFee = priceTimeFee(db, session.id, session.settlement, input.feePayer, now, PREVIEW_CONFIRMS)
  const tenderOf = cashTenders(db, session, input)
  const toAccount = accountPlayerIds(db, session, input, read.people)
  return moneyBefore(db, session.id, session.settlement, timeFee, toAccount, tenderOf)
}

/** Refuses a close that takes an account past its credit limit, unless the host confirmed it. */
function requireCloseConfirmed(money: TableMoney, confirmed: boolean): void {
  const over = money.persons.filter((person) => person.overLimit)
  if (over.length === 0 || confirmed) return
  throw overCreditLimit(
    over.map((person) => ({
      playerId: person.playerId,
      name: person.name,
      balanceCents: person.balanceAfterCents ?? 0,
      creditLimitCents: person.creditLimitCents ?? 0
    }))
  )
}

/** Stops the table's clock (if it has one) where its fee was priced, with the fee charged. */
function stopTableClock(db: Database, sessionId: number, timeFee: TimeFee | null, now: number): void {
  const clock = getClockRow(db, sessionId)
  if (!clock) return
  const stop = clockStop(db, clock, now, PREVIEW_CONFIRMS)
  stopClock(db, sessionId, stop, timeFee?.breakdown.totalCents ?? 0, timeFee)
}

export function closeAtParlor(db: Database, input: CloseAtParlorInput, now: number): ParlorClose {
  return db.transaction(() => {
    const read = loadSession(db, input.sessionId, requireOpen)
    const session = closeRead(db, read)
    const toAccount = accountPlayerIds(db, session, input, read.people)
    const tenderOf = cashTenders(db, session, input)
    // The table-time fee is split among the seats and each share stays with the seat's holder at
    // the close (as the per-player table fee does).
    const timeFee = priceTimeFee(db, session.id, session.settlement, input.feePayer, now, input.confirmTime ?? [])
    const money = moneyBefore(db, session.id, session.settlement, timeFee, toAccount, tenderOf)
    requireCloseConfirmed(money, input.confirmOverLimit === true)
    stopTableClock(db, session.id, timeFee, now)
    const rows: SeatMoneyRow[] = []
    const warnings: CreditWarning[] = []
    for (const person of settlingParties(session.settlement)) {
      const feeCents = holdsSeatAtClose(person) ? (timeFee?.shares[person.seat!] ?? 0) : 0
      const base = {
        session_id: session.id,
        seat: person.seat ?? null,
        party_key: person.key,
        player_id: person.playerId,
        net_cents: person.netCents,
        fee_cents: feeCents,
        goods_cents: money.persons.find((one) => one.key === person.key)?.fees.goodsCents ?? 0,
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
      const before = ledgerBalance(db, person.playerId)
      const move = postRows(db, seatLedgerRows({ ...base, mode: 'account' }), null, read.people)
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
    return { session, timeFee, seats: rows.map(toSeatMoney), warnings, money }
  })()
}

/** The money model of a table closed at the parlor, from what its close stored. */
function closedMoney(db: Database, settlement: Settlement, timeFee: TimeFee | null, rows: SeatMoneyRow[]): TableMoney {
  const accounts = rows.filter((row) => row.mode === 'account')
  return tableMoney({
    settlement,
    timeShares: timeFee?.shares ?? null,
    goodsShares: Object.fromEntries(rows.map((row) => [row.party_key, row.goods_cents])),
    settles: Object.fromEntries(
      rows.map((row): [string, Settle] => [
        row.party_key,
        row.mode === 'cash' ? { kind: 'cash', tender: row.tender ?? undefined } : { kind: 'account' }
      ])
    ),
    balancesBefore: Object.fromEntries(accounts.map((row) => [row.party_key, row.balance_before ?? 0])),
    creditLimits: Object.fromEntries(accounts.map((row) => [row.party_key, creditLimit(db, row.player_id)]))
  })
}

/**
 * The money model of a table closed at the parlor, from what its close stored; null while open.
 * `session`: its row, when the request has read it already.
 */
export function closedTableMoney(db: Database, sessionId: number, session?: StoredSession): TableMoney | null {
  const rows = seatMoneyRows(db, sessionId)
  if (rows.length === 0) return null
  const settlement = closedSettlement(db, session ?? requireSession(db, sessionId))
  return closedMoney(db, settlement, storedTimeFee(db, sessionId), rows)
}

/**
 * The money side of a session: who settles, and once closed the time fee and how each person
 * settled. Once settled, its money stands on the stored settlement (a damaged one is
 * STORED_DATA_DAMAGED) and its hands are not read; before, on the settlement its view shows.
 */
export function parlorMoney(db: Database, sessionId: number): ParlorMoney {
  const timeFee = storedTimeFee(db, sessionId)
  const rows = seatMoneyRows(db, sessionId)
  if (rows.length === 0) {
    const read = loadSession(db, sessionId)
    return { timeFee, seats: [], people: settlingPeople(shownSettlement(read), read.people), money: null }
  }
  const settlement = closedSettlement(db, requireSession(db, sessionId))
  const people = getPlayers(
    db,
    settlingParties(settlement).map((person) => person.playerId)
  )
  return {
    timeFee,
    seats: rows.map(toSeatMoney),
    people: settlingPeople(settlement, people),
    money: closedMoney(db, settlement, timeFee, rows)
  }
}

/** The time fee written at the close; null while the clock runs or without a clock. */
function storedTimeFee(db: Database, sessionId: number): TimeFee | null {
  const clock = getClockRow(db, sessionId)
  return clock?.fee ?? null
}

/** Each person who settles, with the hands they played; `people`: everyone at the table, by id. */
function settlingPeople(settlement: Settlement, people: SessionRead['people']): SettlingPerson[] {
  const played = new Map<number | null, number>()
  return settlingParties(settlement).map((person) => {
    const seat = person.seat ?? null
    const before = seat === null ? 0 : (played.get(seat) ?? 0)
    played.set(seat, before + (person.hands ?? 0))
    return {
      partyKey: person.key,
      seat,
      playerId: person.playerId,
      name: person.name,
      isGuest: foundPlayer(people.get(person.playerId), person.playerId).isGuest,
      firstHand: before + 1,
      hands: person.hands ?? 0
    }
  })
}

/** A session's clock runs on its table: one whose table was deleted cannot run again. */
function refuseDeletedTable(db: Database, tableId: number): void {
  const table = getTableRow(db, tableId)
  if (table && !table.archived) return
  const name = table?.name ?? String(tableId)
  throw new AppError(
    'TABLE_DELETED',
    `这一局的桌台“${name}”已删除，不能重新打开这一局。`,
    `The table "${name}" of this session was deleted; the session cannot be reopened.`
  )
}

/**
 * Reopens a session: its account rows are reversed, its seats unsettled, and its clock runs on
 * (the time it stood closed counts as a pause).
 */
export function reopenAtParlor(db: Database, sessionId: number, now: number): SessionView {
  return db.transaction(() => {
    const read = loadSession(db, sessionId)
    const session = reopenRead(db, read)
    if (read.session.status !== 'closed') return session
    postRows(
      db,
      liveSessionRows(db, sessionId).map((row) => reversalRow(row, now, ''))
    )
    replaceSeatMoney(db, sessionId, [])
    const clock = getClockRow(db, sessionId)
    if (clock?.stopped_at != null) {
      refuseDeletedTable(db, clock.table_id)
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
