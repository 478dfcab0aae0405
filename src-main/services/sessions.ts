import type { Database } from 'better-sqlite3'
import { handVersion } from './handVersion'
import { ENGINE_VERSION, resolveOptions, takesSupporters, type HandInput, type HandResult } from '../scoring'
import { AppError, damageOf, storedDataDamaged } from '../errors'
import { lastRedoableUndo, lastUndoableHandChange, writeAudit } from '../store/audit'
import { getSessionHandRow, sessionHandRows, purgeDeletedHands, type HandRow } from '../store/hands'
import { getPlayer, type Player } from '../store/players'
import {
  damagedResultSessions,
  getSessionRow,
  insertSession,
  listSessionRows,
  seatTotals,
  openingPlayerIds,
  setSessionClosed,
  setSessionReopened,
  setSessionVoided,
  spectatorIds,
  type SessionRow,
  type SessionSummary
} from '../store/sessions'
import { getClockRow, stopClock, tableNamesOf } from '../store/parlor'
import { sessionHandovers, type HandoverRow } from '../store/handovers'
import { handOverSeat, holdersAt, seatHolderIds, takeBackHandover, type HandOverInput } from './seatHandovers'
import { backerId } from './backerId'
import { withPlayerNames } from './reasonNames'
import { requireActivePlayer } from './roster'
import { computeSettlement, type SessionRules, type Settlement } from './settlement'
import { readOptions } from './stored/options'
import { getParlorSettings } from './parlor/setup'
import { businessDayInstants, type DayFilter } from './time/businessDay'
import { readSessionRules } from './stored/sessionRules'
import { HAND_INPUT, HAND_RESULT } from './stored/hand'
import { orDamage, type StoredDamage } from './stored/readStored'
import { SETTLEMENT } from './stored/settlement'

export interface NewSessionInput {
  title: string
  variant: string
  options: Record<string, unknown>
  playerIds: number[]
  spectatorIds: number[]
  firstDealer: number
  rules: SessionRules
}

export interface HandView {
  id: number
  /**
   * The hand's number as shown everywhere (sheet, entry, toast, print, exports): its place among
   * the live hands, so it stays 1, 2, 3… after a delete or an undo.
   */
  seq: number
  input: HandInput
  result: HandResult
  engineVersion: string
  /** What an edit or a delete sends back: a hand changed since it was read is not overwritten. */
  version: string
  /** Seat totals after this hand. */
  totalsAfter: number[]
  /** Who sat at each seat in this hand (a seat handed over mid-session changes its name). */
  seatNames: string[]
  createdAt: string
  updatedAt: string
}

export interface SessionListItem extends SessionSummary {
  /** The parlor table it was played at (1号桌); null for a table not at the parlor. */
  tableName: string | null
  players: { id: number; name: string }[]
  handCount: number
  totals: number[]
  /** Once closed, each person's own settled points: a seat handed over has one for each of its players. */
  people: { playerId: number; name: string; points: number }[]
  /** Set when its stored settlement is damaged: the running sums stand in, and what to do. */
  damage: StoredDamage | null
}

/** A seat handed to another player: `player` plays from hand number `fromHand` on, instead of `previous`. */
export interface SeatHandover {
  seat: number
  /** The live-hand number (1, 2, 3…) of the new player's first hand. */
  fromHand: number
  previous: { id: number; name: string }
  player: { id: number; name: string }
  at: string
  /** No hand was recorded after it yet: the host can still take it back. */
  canTakeBack: boolean
}

/** A spectator of a yaku table, with the id that names them in hand inputs and results. */
export interface Spectator extends Player {
  backerId: string
}

export interface SessionView extends SessionSummary {
  /** The parlor table it is played at (1号桌); null for a table not at the parlor. */
  tableName: string | null
  options: Record<string, unknown>
  rules: SessionRules
  firstDealer: number
  /** Who holds each seat now. */
  players: Player[]
  spectators: Spectator[]
  /** Seats handed over mid-session, in order. */
  handovers: SeatHandover[]
  hands: HandView[]
  totals: number[]
  /**
   * What each seat's current player has scored since taking the seat: the seat's total unless the
   * seat was handed over mid-session.
   */
  holderTotals: number[]
  supporterTotals: Record<string, number>
  undistributed: number
  /** Dealer and streak of the next hand. */
  dealer: number
  dealerStreak: number
  /** The last hand ended the session (a 役满 in the yaku variant). */
  ended: boolean
  /** Seat whose player must leave after the last hand (诈和), or null. */
  leaves: number | null
  /** What 撤销 would revert: the last hand change not yet undone, by its hand's number. */
  undoable: { action: 'add' | 'edit' | 'delete'; seq: number } | null
  /** What 重做 would make again: the change the last 撤销 reverted, by its hand's number. */
  redoable: { action: 'add' | 'edit' | 'delete'; seq: number } | null
  engineVersion: string
  /** The settlement as it stands (stored one once closed). */
  settlement: Settlement
  /** Set when the stored settlement of the closed table is damaged: `settlement` is rebuilt from the hands. */
  damage: StoredDamage | null
}

const SEAT_COUNTS = [2, 3, 4]

function checkSeating(db: Database, input: NewSessionInput): void {
  const everyone = [...input.playerIds, ...input.spectatorIds]
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
  if (input.spectatorIds.length > 0 && !takesSupporters(input.variant)) {
    throw new AppError('SPECTATORS_NOT_ALLOWED', '只有役种玩法可以有支持者。', 'Only the yaku variant has backers.')
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
      spectatorIds: input.spectatorIds
    })
    const view = getSessionView(db, id)
    writeAudit(db, { entity: 'session', entityId: id, sessionId: id, action: 'create', after: { ...input, options } })
    return view
  })()
}

export function requireSession(db: Database, id: number): SessionRow {
  const row = getSessionRow(db, id)
  if (!row) throw new AppError('SESSION_NOT_FOUND', `找不到编号为 ${id} 的牌局。`, `No table session with id ${id}.`)
  return row
}

/** A closed session's settlement as stored at the close (no replay of its hands); computed while open. */
export function closedSettlement(db: Database, id: number): Settlement {
  const row = requireSession(db, id)
  return row.settlement ? SETTLEMENT.read(row.settlement) : getSessionView(db, id).settlement
}

export function requireOpenSession(db: Database, id: number): SessionRow {
  const row = requireSession(db, id)
  if (row.voided_at) {
    throw new AppError(
      'SESSION_VOIDED',
      '这个牌局已作废，不能再修改。',
      'This session was voided; it cannot be changed.'
    )
  }
  if (row.status === 'closed') {
    throw new AppError(
      'SESSION_CLOSED',
      '这个牌局已结算锁定。如需修改，请先“重新打开”。',
      'This session is closed. Reopen it to change it.'
    )
  }
  return row
}

function summary(row: SessionRow): SessionSummary {
  return {
    id: row.id,
    title: row.title,
    variant: row.variant,
    seats: row.seats,
    status: row.status,
    startedAt: row.started_at,
    closedAt: row.closed_at,
    voidedAt: row.voided_at
  }
}

/** The hands with running totals; reasons name the players who sat in that hand (`namesAt` by seq). */
function toHandViews(rows: HandRow[], seats: number, namesAt: (seq: number) => string[]): HandView[] {
  const totals = new Array<number>(seats).fill(0)
  return rows.map((row, index) => {
    const of = { zh: `第 ${index + 1} 局的`, en: `hand ${index + 1}'s` }
    const result = HAND_RESULT.read(row.result, of)
    result.deltas.forEach((delta, seat) => (totals[seat] += delta))
    const seatNames = namesAt(row.seq)
    return {
      id: row.id,
      seq: index + 1,
      input: HAND_INPUT.read(row.input, of),
      result: withPlayerNames(result, seatNames),
      seatNames,
      engineVersion: row.engine_version,
      version: handVersion(row),
      totalsAfter: [...totals],
      createdAt: row.created_at,
      updatedAt: row.updated_at
    }
  })
}

function players(db: Database, ids: number[]): Player[] {
  return ids.map((id) => getPlayer(db, id)!)
}

export function settlementOf(view: Omit<SessionView, 'settlement' | 'damage'>): Settlement {
  const seats = view.players.map((player) => ({ playerId: player.id, name: player.name }))
  for (const handover of [...view.handovers].reverse()) {
    seats[handover.seat] = { playerId: handover.previous.id, name: handover.previous.name }
  }
  return computeSettlement({
    variant: view.variant,
    seats,
    handovers: view.handovers.map((handover) => ({
      seat: handover.seat,
      fromHand: handover.fromHand - 1,
      playerId: handover.player.id,
      name: handover.player.name
    })),
    backers: view.spectators.map((player) => ({ id: player.backerId, playerId: player.id, name: player.name })),
    rules: view.rules,
    hands: view.hands.map((hand) => ({
      deltas: hand.result.deltas,
      supporterDeltas: hand.result.supporterDeltas,
      transfers: hand.result.transfers
    }))
  })
}

/**
 * The number a hand has (or, deleted, would have back) on the screen: its place among the live
 * hands, not its stored seq, which keeps the gaps a delete leaves.
 */
function shownNumber(liveRows: HandRow[], storedSeq: number): number {
  return liveRows.filter((row) => row.seq < storedSeq).length + 1
}

function undoableOf(db: Database, sessionId: number, liveRows: HandRow[]): SessionView['undoable'] {
  const entry = lastUndoableHandChange(db, sessionId)
  const hand = entry ? getSessionHandRow(db, sessionId, entry.entity_id) : undefined
  return entry && hand ? { action: entry.action, seq: shownNumber(liveRows, hand.seq) } : null
}

function redoableOf(db: Database, sessionId: number, liveRows: HandRow[]): SessionView['redoable'] {
  const entry = lastRedoableUndo(db, sessionId)
  const hand = entry ? getSessionHandRow(db, sessionId, entry.change.entity_id) : undefined
  return entry && hand ? { action: entry.change.action, seq: shownNumber(liveRows, hand.seq) } : null
}

function handoverViews(
  openers: number[],
  handovers: HandoverRow[],
  rows: HandRow[],
  nameOf: (id: number) => string
): SeatHandover[] {
  return handovers.map((handover) => {
    const previous = holdersAt(openers, handovers, handover.after_seq)[handover.seat]
    return {
      seat: handover.seat,
      fromHand: rows.filter((hand) => hand.seq <= handover.after_seq).length + 1,
      previous: { id: previous, name: nameOf(previous) },
      player: { id: handover.player_id, name: nameOf(handover.player_id) },
      at: handover.at,
      canTakeBack:
        handover === handovers.filter((later) => later.seat === handover.seat).at(-1) &&
        !rows.some((hand) => hand.seq > handover.after_seq)
    }
  })
}

/** Each seat's points over the hands of its current player (from their first hand, a 1-based number). */
function holderTotals(hands: HandView[], seats: number, handovers: SeatHandover[]): number[] {
  return Array.from({ length: seats }, (_, seat) => {
    const from = handovers.filter((handover) => handover.seat === seat).at(-1)?.fromHand ?? 1
    return hands.slice(from - 1).reduce((sum, hand) => sum + hand.result.deltas[seat], 0)
  })
}

/** The seat whose player must leave after the last hand (诈和), unless it was handed over since. */
function leavingSeat(
  last: HandView | undefined,
  lastRow: HandRow | undefined,
  handovers: HandoverRow[]
): number | null {
  const seat = last?.result.leaves ?? null
  if (seat === null || !lastRow) return seat
  return handovers.some((handover) => handover.seat === seat && handover.after_seq >= lastRow.seq) ? null : seat
}

export function getSessionView(db: Database, id: number): SessionView {
  const row = requireSession(db, id)
  const openers = openingPlayerIds(db, id)
  const handoverRows = sessionHandovers(db, id)
  const seated = players(db, holdersAt(openers, handoverRows, Infinity))
  const names = new Map(players(db, [...openers, ...handoverRows.map((h) => h.player_id)]).map((p) => [p.id, p.name]))
  const nameOf = (playerId: number) => names.get(playerId) ?? ''
  const handRows = sessionHandRows(db, id, { withDeleted: false })
  const hands = toHandViews(handRows, row.seats, (seq) => holdersAt(openers, handoverRows, seq).map(nameOf))
  const last = hands.at(-1)
  const handovers = handoverViews(openers, handoverRows, handRows, nameOf)
  const supporterTotals: Record<string, number> = {}
  let undistributed = 0
  for (const hand of hands) {
    undistributed += hand.result.undistributed
    for (const [backer, delta] of Object.entries(hand.result.supporterDeltas)) {
      supporterTotals[backer] = (supporterTotals[backer] ?? 0) + delta
    }
  }
  const view = {
    ...summary(row),
    tableName: tableNamesOf(db, [id]).get(id) ?? null,
    options: readOptions(row.options),
    rules: readSessionRules(row.session_options),
    firstDealer: row.first_dealer,
    players: seated,
    handovers,
    spectators: players(db, spectatorIds(db, id)).map((player) => ({ ...player, backerId: backerId(player.id) })),
    hands,
    totals: last ? last.totalsAfter : new Array<number>(row.seats).fill(0),
    holderTotals: holderTotals(hands, row.seats, handovers),
    supporterTotals,
    undistributed,
    dealer: last ? last.result.nextDealer : row.first_dealer,
    dealerStreak: last ? last.result.nextDealerStreak : 1,
    ended: last?.result.sessionEnds ?? false,
    leaves: leavingSeat(last, handRows.at(-1), handoverRows),
    undoable: undoableOf(db, id, handRows),
    redoable: redoableOf(db, id, handRows),
    engineVersion: ENGINE_VERSION
  }
  const stored = row.settlement === null ? null : orDamage(() => SETTLEMENT.read(row.settlement!))
  return { ...view, settlement: stored?.value ?? settlementOf(view), damage: stored?.damage ?? null }
}

/** Settles and locks the session; soft-deleted hands are dropped for good. */
export function closeSession(db: Database, id: number): SessionView {
  return db.transaction(() => {
    requireOpenSession(db, id)
    const open = getSessionView(db, id)
    setSessionClosed(db, id, open.settlement)
    purgeDeletedHands(db, id)
    writeAudit(db, { entity: 'session', entityId: id, sessionId: id, action: 'close', after: open.settlement })
    return getSessionView(db, id)
  })()
}

/**
 * Voids an open table opened by mistake: it stays in the file and the audit log but leaves the
 * club records (history, leaderboard, profiles, exports); a running parlor clock stops unpriced.
 */
export function voidSession(db: Database, id: number, now: number): SessionView {
  return db.transaction(() => {
    requireOpenSession(db, id)
    const before = getSessionView(db, id)
    setSessionVoided(db, id)
    if (getClockRow(db, id)?.stopped_at === null) stopClock(db, id, now, 0, null)
    writeAudit(db, {
      entity: 'session',
      entityId: id,
      sessionId: id,
      action: 'void',
      before: { hands: before.hands.length, totals: before.totals }
    })
    return getSessionView(db, id)
  })()
}

/** Hands an open table's seat to another player from the next hand on (see seatHandovers). */
export function handOver(db: Database, input: HandOverInput): SessionView {
  return db.transaction(() => {
    const row = requireOpenSession(db, input.sessionId)
    handOverSeat(db, input, row.seats)
    return getSessionView(db, input.sessionId)
  })()
}

/** Takes back a seat's last handover while no hand was recorded after it. */
export function takeBackSeat(db: Database, sessionId: number, seat: number): SessionView {
  return db.transaction(() => {
    const row = requireOpenSession(db, sessionId)
    takeBackHandover(db, sessionId, seat, row.seats)
    return getSessionView(db, sessionId)
  })()
}

export function reopenSession(db: Database, id: number): SessionView {
  return db.transaction(() => {
    const row = requireSession(db, id)
    if (row.voided_at) return getSessionView(db, id)
    if (row.status === 'open') return getSessionView(db, id)
    setSessionReopened(db, id)
    writeAudit(db, {
      entity: 'session',
      entityId: id,
      sessionId: id,
      action: 'reopen',
      // Reopening rebuilds the settlement from the hands: the way out of a damaged stored one.
      before:
        row.settlement === null ? null : (orDamage(() => SETTLEMENT.read(row.settlement!)).value ?? row.settlement)
    })
    return getSessionView(db, id)
  })()
}

export function listSessions(
  db: Database,
  query: { status?: 'open' | 'closed'; limit: number; offset: number } & DayFilter
): { total: number; items: SessionListItem[] } {
  const { fromDay, toDay, ...filter } = query
  const range = businessDayInstants({ fromDay, toDay }, getParlorSettings(db))
  const { total, rows } = listSessionRows(db, { ...filter, ...range })
  const settlements = new Map(
    rows.map((row) => [row.id, row.settlement === null ? null : orDamage(() => SETTLEMENT.read(row.settlement!))])
  )
  // open tables, and closed ones whose stored settlement no longer reads, are summed from their hands
  const unsettled = rows.filter((row) => !settlements.get(row.id)?.value).map((row) => row.id)
  const totals = seatTotals(db, unsettled)
  const damagedHands = damagedResultSessions(db, unsettled)
  const tableNames = tableNamesOf(
    db,
    rows.map((row) => row.id)
  )
  const items = rows.map((row) => {
    const settled = settlements.get(row.id)?.value ?? null
    return {
      ...summary(row),
      tableName: tableNames.get(row.id) ?? null,
      players: players(db, seatHolderIds(db, row.id)).map(({ id, name }) => ({ id, name })),
      handCount: row.hand_count,
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
