import type { Database } from 'better-sqlite3'
import { ENGINE_VERSION, resolveOptions, takesSupporters } from '../scoring'
import { AppError, damageOf, storedDataDamaged } from '../errors'
import { lastRedoableUndo, lastUndoableHandChange, writeAudit } from '../store/audit'
import { purgeDeletedHands, type StoredHand } from '../store/hands'
import { getPlayers } from '../store/players'
import {
  damagedResultSessions,
  getSession,
  insertSession,
  listSessionRows,
  seatTotals,
  setSessionClosed,
  setSessionReopened,
  setSessionVoided,
  type StoredSession
} from '../store/sessions'
import { readSession, readSessionOf, type SessionRead } from '../store/sessionRead'
import { getClockRow, stopClock, tableNamesOf } from '../store/parlor'
import { handOverSeat, holdersNow, takeBackHandover, type HandOverInput } from './seatHandovers'
import { backerId } from './backerId'
import { withPlayerNames } from './reasonNames'
import { requireActivePlayer } from './roster'
import { computeSettlement, sittingsOf, type Sitting } from './settlement'
import { getParlorSettings } from './parlor/setup'
import { businessDayInstants, type DayFilter } from './time/businessDay'
import { orDamage } from '../store/codecs/readStored'
import type {
  SessionRules,
  SessionSummary,
  Settlement,
  HandView,
  SeatHandover,
  SessionListItem,
  SessionOverview,
  SessionView
} from '../model/sessions'

export interface NewSessionInput {
  title: string
  variant: string
  options: Record<string, unknown>
  playerIds: number[]
  backerPlayerIds: number[]
  firstDealer: number
  rules: SessionRules
}

const SEAT_COUNTS = [2, 3, 4]

function checkSeating(db: Database, input: NewSessionInput): void {
  const everyone = [...input.playerIds, ...input.backerPlayerIds]
  if (!SEAT_COUNTS.includes(input.playerIds.length)) {
    throw new AppError('BAD_SEAT_COUNT', '一桌要有 2 到 4 位玩家。', 'A table needs 2 to 4 players.')
  }
  if (new Set(everyone).size !== everyone.length) {
    throw new AppError(
      'PLAYER_TWICE',
      '同一位会员不能在一桌出现两次（玩家和支持者也不能重复）。',
      'A person can take only one place at the table.'
    )
  }
  if (input.backerPlayerIds.length > 0 && !takesSupporters(input.variant)) {
    throw new AppError('BACKERS_NOT_ALLOWED', '只有役种玩法可以有支持者。', 'Only the yaku variant has backers.')
  }
  if (input.firstDealer < 0 || input.firstDealer >= input.playerIds.length) {
    throw new AppError(
      'BAD_FIRST_DEALER',
      '首局庄家必须是桌上的一位玩家。',
      'The first dealer must be one of the seats.'
    )
  }
  if (input.playerIds.length !== 2 && (input.rules.minScore || input.rules.doubling)) {
    throw new AppError(
      'TWO_PLAYER_RULES_ONLY',
      '保底加分和翻倍只用于两人局。',
      'Minimum score and doubling apply to two-player tables only.'
    )
  }
  for (const id of everyone) requireActivePlayer(db, id)
}

export function createSession(db: Database, input: NewSessionInput): SessionView {
  checkSeating(db, input)
  const options = resolveOptions(input.variant, input.playerIds.length, input.options)
  return db.transaction(() => {
    const id = insertSession(db, {
      title: input.title.trim(),
      variant: input.variant,
      seats: input.playerIds.length,
      options,
      sessionOptions: input.rules,
      firstDealer: input.firstDealer,
      playerIds: input.playerIds,
      backerPlayerIds: input.backerPlayerIds
    })
    const view = getSessionView(db, id)
    writeAudit(db, { entity: 'session', entityId: id, sessionId: id, action: 'create', after: { ...input, options } })
    return view
  })()
}

function sessionNotFound(id: number): AppError {
  return new AppError('SESSION_NOT_FOUND', `找不到编号为 ${id} 的牌局。`, `No table session with id ${id}.`)
}

export function requireSession(db: Database, id: number): StoredSession {
  const session = getSession(db, id)
  if (!session) throw sessionNotFound(id)
  return session
}

/**
 * The request's one read of the session (see store/sessionRead); `accept` checks its row first,
 * `newcomers` are read with its people.
 */
export function loadSession(
  db: Database,
  id: number,
  accept?: (session: StoredSession) => void,
  newcomers?: readonly number[]
): SessionRead {
  const read = readSession(db, id, accept, newcomers)
  if (!read) throw sessionNotFound(id)
  return read
}

/**
 * A closed session's settlement as stored at the close (no replay of its hands; a damaged one is
 * STORED_DATA_DAMAGED); computed while open, from the rest of the session read after its row.
 */
export function closedSettlement(db: Database, session: StoredSession): Settlement {
  return session.settlement ?? settlementOf(readSessionOf(db, session))
}

/** Refuses a voided or closed session. */
export function requireOpen<S extends Pick<StoredSession, 'voidedAt' | 'status'>>(session: S): S {
  if (session.voidedAt) {
    throw new AppError(
      'SESSION_VOIDED',
      '这个牌局已作废，不能再修改。',
      'This session was voided; it cannot be changed.'
    )
  }
  if (session.status === 'closed') {
    throw new AppError(
      'SESSION_CLOSED',
      '这个牌局已结算锁定。如需修改，请先“重新打开”。',
      'This session is closed. Reopen it to change it.'
    )
  }
  return session
}

export function requireOpenSession(db: Database, id: number): StoredSession {
  return requireOpen(requireSession(db, id))
}

function summary(session: StoredSession): SessionSummary {
  const { id, title, variant, seats, status, startedAt, closedAt, voidedAt } = session
  return { id, title, variant, seats, status, startedAt, closedAt, voidedAt }
}

/**
 * Who sat where, built once from the read: the openers, each handover from the hand it starts at,
 * and each seat's people over the live hands.
 */
export interface Seating {
  seats: { playerId: number; name: string }[]
  handovers: { seat: number; fromHand: number; playerId: number; name: string }[]
  sittings: Sitting[][]
}

export function seatingOf(read: SessionRead): Seating {
  const nameOf = (playerId: number) => read.people.get(playerId)?.name ?? ''
  const seats = read.openers.map((playerId) => ({ playerId, name: nameOf(playerId) }))
  const handovers = read.handovers.map((handover) => ({
    seat: handover.seat,
    fromHand: read.hands.filter((hand) => hand.seq <= handover.after_seq).length,
    playerId: handover.player_id,
    name: nameOf(handover.player_id)
  }))
  return { seats, handovers, sittings: sittingsOf({ seats, handovers }, read.hands.length) }
}

/** Who sat at each seat in the hand at `index` (at the live hands' count: who holds it now). */
export function sittersAt(seating: Seating, index: number): Sitting[] {
  return seating.sittings.map((people) => people.findLast((sitting) => sitting.fromHand <= index)!)
}

/** The hands with running totals; reasons name the players who sat in that hand. */
function toHandViews(hands: StoredHand[], seats: number, seating: Seating): HandView[] {
  const totals = new Array<number>(seats).fill(0)
  return hands.map((hand, index) => {
    hand.result.deltas.forEach((delta, seat) => (totals[seat] += delta))
    const seatNames = sittersAt(seating, index).map((sitting) => sitting.name)
    return {
      id: hand.id,
      seq: index + 1,
      input: hand.input,
      result: withPlayerNames(hand.result, seatNames),
      seatNames,
      engineVersion: hand.engineVersion,
      version: hand.version,
      totalsAfter: [...totals],
      createdAt: hand.createdAt,
      updatedAt: hand.updatedAt
    }
  })
}

/**
 * The number a hand has (or, deleted, would have back) on the screen: its place among the live
 * hands, not its stored seq, which keeps the gaps a delete leaves.
 */
function shownNumber(read: SessionRead, storedSeq: number): number {
  return read.hands.filter((hand) => hand.seq < storedSeq).length + 1
}

/** The hand of an audit entry, live or deleted, as the read has it. */
export function placeOf(read: SessionRead, handId: number) {
  return read.places.find((place) => place.id === handId)
}

function undoableOf(db: Database, read: SessionRead): SessionView['undoable'] {
  const entry = lastUndoableHandChange(db, read.session.id)
  const hand = entry && placeOf(read, entry.entityId)
  return entry && hand ? { action: entry.action, seq: shownNumber(read, hand.seq) } : null
}

function redoableOf(db: Database, read: SessionRead): SessionView['redoable'] {
  const entry = lastRedoableUndo(db, read.session.id)
  const hand = entry && placeOf(read, entry.change.entityId)
  return entry && hand ? { action: entry.change.action, seq: shownNumber(read, hand.seq) } : null
}

function handoverViews(read: SessionRead, seating: Seating): SeatHandover[] {
  const taken = seating.sittings.map(() => 0)
  return read.handovers.map((handover) => {
    const people = seating.sittings[handover.seat]
    const index = ++taken[handover.seat]
    const [previous, sitting] = [people[index - 1], people[index]]
    return {
      seat: handover.seat,
      fromHand: sitting.fromHand + 1,
      previous: { id: previous.playerId, name: previous.name },
      player: { id: sitting.playerId, name: sitting.name },
      at: handover.at,
      canTakeBack: index === people.length - 1 && sitting.fromHand === read.hands.length
    }
  })
}

/** Each seat's points over the hands of its current player. */
function holderTotals(hands: StoredHand[], seating: Seating): number[] {
  return seating.sittings.map((people, seat) =>
    hands.slice(people.at(-1)!.fromHand).reduce((sum, hand) => sum + hand.result.deltas[seat], 0)
  )
}

/** The seat whose player must leave after the last hand (诈和), unless it was handed over since. */
function leavingSeat(hands: StoredHand[], seating: Seating): number | null {
  const seat = hands.at(-1)?.result.leaves ?? null
  if (seat === null) return null
  return seating.sittings[seat].at(-1)!.fromHand >= hands.length ? null : seat
}

export function getSessionView(db: Database, id: number): SessionView {
  return sessionView(db, loadSession(db, id))
}

/** The session's view without its hand list, from one read. */
export function getSessionOverview(db: Database, id: number): SessionOverview {
  const { hands, ...view } = getSessionView(db, id)
  return { ...view, handCount: hands.length }
}

/** The session as the screens show it, from the request's read of it. */
export function sessionView(db: Database, read: SessionRead): SessionView {
  const { session, hands: stored } = read
  const seating = seatingOf(read)
  const personOf = (playerId: number) => read.people.get(playerId)!
  const hands = toHandViews(stored, session.seats, seating)
  const last = stored.at(-1)
  const supporterTotals: Record<string, number> = {}
  let undistributed = 0
  for (const hand of stored) {
    undistributed += hand.result.undistributed
    for (const [backer, delta] of Object.entries(hand.result.supporterDeltas)) {
      supporterTotals[backer] = (supporterTotals[backer] ?? 0) + delta
    }
  }
  const view = {
    ...summary(session),
    tableName: tableNamesOf(db, [session.id]).get(session.id) ?? null,
    options: session.options,
    rules: session.rules,
    firstDealer: session.firstDealer,
    players: sittersAt(seating, stored.length).map((sitting) => personOf(sitting.playerId)),
    handovers: handoverViews(read, seating),
    backers: read.backers.map((playerId) => ({ ...personOf(playerId), backerId: backerId(playerId) })),
    hands,
    totals: hands.at(-1)?.totalsAfter ?? new Array<number>(session.seats).fill(0),
    holderTotals: holderTotals(stored, seating),
    supporterTotals,
    undistributed,
    dealer: last ? last.result.nextDealer : session.firstDealer,
    dealerStreak: last ? last.result.nextDealerStreak : 1,
    ended: last?.result.sessionEnds ?? false,
    leaves: leavingSeat(stored, seating),
    undoable: undoableOf(db, read),
    redoable: redoableOf(db, read),
    engineVersion: ENGINE_VERSION
  }
  const kept = keptSettlement(session)
  return {
    ...view,
    settlement: kept?.value ?? settlementOf(read, seating),
    damage: kept?.damage ?? null
  }
}

/** The settlement stored at the close, as it reads (or its damage); null while none is stored. */
function keptSettlement(session: Pick<StoredSession, 'settlement' | 'settlementText'>) {
  return session.settlementText === null ? null : orDamage(() => session.settlement!)
}

/** The settlement the session's view shows: the stored one if it reads, else the one its hands give. */
export function shownSettlement(read: SessionRead): Settlement {
  return keptSettlement(read.session)?.value ?? settlementOf(read)
}

/** The settlement the read's hands give, whatever is stored. */
export function settlementOf(read: SessionRead, seating = seatingOf(read)): Settlement {
  return computeSettlement(
    {
      variant: read.session.variant,
      seats: seating.seats,
      handovers: seating.handovers,
      backers: read.backers.map((playerId) => ({
        id: backerId(playerId),
        playerId,
        name: read.people.get(playerId)?.name ?? ''
      })),
      rules: read.session.rules,
      hands: read.hands.map(({ result }) => ({
        deltas: result.deltas,
        supporterDeltas: result.supporterDeltas,
        transfers: result.transfers
      }))
    },
    seating.sittings
  )
}

/** Settles and locks the session; soft-deleted hands are dropped for good. */
export function closeSession(db: Database, id: number): SessionView {
  return db.transaction(() => closeRead(db, loadSession(db, id, requireOpen)))()
}

/** Closes the read's open session (see closeSession); its view after. In the caller's transaction. */
export function closeRead(db: Database, read: SessionRead): SessionView {
  const { id } = read.session
  // An open table stores no settlement: its view's is the one its hands give.
  const settlement = settlementOf(read)
  const closed = setSessionClosed(db, id, settlement)
  purgeDeletedHands(db, id)
  writeAudit(db, { entity: 'session', entityId: id, sessionId: id, action: 'close', after: settlement })
  return sessionView(db, { ...read, session: closed, places: read.places.filter((place) => !place.deleted) })
}

/**
 * Voids an open table opened by mistake: it stays in the file and the audit log but leaves the
 * club records (history, leaderboard, profiles, exports); a running parlor clock stops unpriced.
 */
export function voidSession(db: Database, id: number, now: number): SessionView {
  return db.transaction(() => {
    const read = loadSession(db, id, requireOpen)
    const before = sessionView(db, read)
    const voided = setSessionVoided(db, id)
    if (getClockRow(db, id)?.stopped_at === null) stopClock(db, id, now, 0, null)
    writeAudit(db, {
      entity: 'session',
      entityId: id,
      sessionId: id,
      action: 'void',
      before: { hands: before.hands.length, totals: before.totals }
    })
    return sessionView(db, { ...read, session: voided })
  })()
}

/** Hands an open table's seat to another player from the next hand on (see seatHandovers). */
export function handOver(db: Database, input: HandOverInput): SessionView {
  return db.transaction(() => {
    const read = loadSession(db, input.sessionId, requireOpen, [input.playerId])
    return sessionView(db, handOverSeat(db, read, input))
  })()
}

/** Takes back a seat's last handover while no hand was recorded after it. */
export function takeBackSeat(db: Database, sessionId: number, seat: number): SessionView {
  return db.transaction(() => sessionView(db, takeBackHandover(db, loadSession(db, sessionId, requireOpen), seat)))()
}

export function reopenSession(db: Database, id: number): SessionView {
  return db.transaction(() => reopenRead(db, loadSession(db, id)))()
}

/** Reopens the read's session if it is closed (an open or voided one stays as it is); its view after. In the caller's transaction. */
export function reopenRead(db: Database, read: SessionRead): SessionView {
  const { session } = read
  if (session.voidedAt || session.status === 'open') return sessionView(db, read)
  const reopened = setSessionReopened(db, session.id)
  writeAudit(db, {
    entity: 'session',
    entityId: session.id,
    sessionId: session.id,
    action: 'reopen',
    // Reopening rebuilds the settlement from the hands: the way out of a damaged stored one.
    before: keptSettlement(session)?.value ?? session.settlementText
  })
  return sessionView(db, { ...read, session: reopened })
}

export function listSessions(
  db: Database,
  query: { status?: 'open' | 'closed'; limit: number; offset: number } & DayFilter
): { total: number; items: SessionListItem[] } {
  const { fromDay, toDay, ...filter } = query
  const range = businessDayInstants({ fromDay, toDay }, getParlorSettings(db))
  const { total, rows } = listSessionRows(db, { ...filter, ...range })
  const settlements = new Map(rows.map((row) => [row.id, keptSettlement(row)]))
  // open tables, and closed ones whose stored settlement no longer reads, are summed from their hands
  const unsettled = rows.filter((row) => !settlements.get(row.id)?.value).map((row) => row.id)
  const totals = seatTotals(db, unsettled)
  const damagedHands = damagedResultSessions(db, unsettled)
  const ids = rows.map((row) => row.id)
  const tableNames = tableNamesOf(db, ids)
  const holders = holdersNow(db, ids)
  const people = getPlayers(db, [...holders.values()].flat())
  const items = rows.map((row) => {
    const settled = settlements.get(row.id)?.value ?? null
    return {
      ...summary(row),
      tableName: tableNames.get(row.id) ?? null,
      players: holders.get(row.id)!.map((id) => ({ id, name: people.get(id)?.name ?? '' })),
      handCount: row.handCount,
      // A closed table shows its settled totals (two-player rules applied), an open one its running sums.
      totals: settled
        ? settled.engine.totals
        : totals.get(row.id)?.length
          ? totals.get(row.id)!
          : new Array<number>(row.seats).fill(0),
      people: (settled?.parties ?? [])
        .filter((party) => party.role === 'seat')
        .map((party) => ({ playerId: party.playerId!, name: party.name, points: party.points })),
      damage:
        settlements.get(row.id)?.damage ??
        (damagedHands.has(row.id) ? damageOf(storedDataDamaged({ zh: '牌局记录（结果）', en: 'hand result' })) : null)
    }
  })
  return { total, items }
}
