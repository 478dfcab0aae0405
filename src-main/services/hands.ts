import type { Database } from 'better-sqlite3'
import { ENGINE_VERSION, scoreHand, ScoringError, takesSupporters, type HandInput, type HandResult } from '../scoring'
import { AppError, type ErrorDetails } from '../errors'
import { lastRedoableUndo, lastUndoableHandChange, writeAudit } from '../store/audit'
import { findHandRequest, insertHandRequest } from '../store/handRequests'
import {
  getHandRow,
  getSessionHandRow,
  insertHandRow,
  nextSeq,
  sessionHandRows,
  setHandDeleted,
  updateHandRow,
  type HandRow
} from '../store/hands'
import { backerId, backerPlayerId } from './backerId'
import { handVersion } from './handVersion'
import { getSessionView, requireOpenSession, type SessionView } from './sessions'
import { getPlayer } from '../store/players'
import { spectatorIds, type SessionRow } from '../store/sessions'
import { seatHolderIds } from './seatHandovers'
import { refusalNamingPlayers, withPlayerNames } from './reasonNames'
import { readOptions } from './stored/options'
import { HAND_INPUT, HAND_RESULT } from './stored/hand'
import { HAND_CHANGES_COLUMN, readHandAudit } from './stored/handAudit'

/** What the host enters for one hand; the rest of the HandInput comes from the session. */
export interface HandDraft {
  /** Checked by the engine when the hand is scored. */
  events: { type: string; [field: string]: unknown }[]
  supporters: { playerId: number; seat: number }[]
}

/** A hand's dealer, streak and scores: per seat, and per backer id (yaku; `{}` elsewhere). */
export interface HandSnapshot {
  dealer: number
  dealerStreak: number
  deltas: number[]
  supporterDeltas: Record<string, number>
}

export interface HandChange {
  handId: number
  /** The hand's number as shown: its place among the session's live hands (1-based). */
  seq: number
  before: HandSnapshot | null
  after: HandSnapshot | null
  /** Set when the hand's stored result came from another engine version and rescoring changed it. */
  engineVersion?: { before: string; after: string }
}

export interface HandsOutcome {
  session: SessionView
  /** Hands whose dealer, streak or result changed (the edited one included). */
  changes: HandChange[]
}

interface DealerState {
  dealer: number
  dealerStreak: number
}

function parseOptions(row: SessionRow): HandInput['options'] {
  return readOptions(row.options)
}

function buildInput(row: SessionRow, state: DealerState, draft: HandDraft): HandInput {
  const input: HandInput = {
    variant: row.variant as HandInput['variant'],
    options: parseOptions(row),
    seats: row.seats,
    dealer: state.dealer,
    dealerStreak: state.dealerStreak,
    events: draft.events as HandInput['events']
  }
  if (takesSupporters(row.variant)) {
    input.supporters = draft.supporters.map((supporter) => ({ id: backerId(supporter.playerId), seat: supporter.seat }))
  }
  return input
}

export function draftOf(input: HandInput): HandDraft {
  return {
    events: input.events as HandDraft['events'],
    // The supporters of a stored input are always backer ids: this service wrote them.
    supporters: (input.supporters ?? []).flatMap((supporter) => {
      const playerId = backerPlayerId(supporter.id)
      return playerId === null ? [] : [{ playerId, seat: supporter.seat }]
    })
  }
}

function checkBackers(db: Database, row: SessionRow, draft: HandDraft): void {
  const allowed = new Set(spectatorIds(db, row.id))
  const backers = draft.supporters.map((supporter) => supporter.playerId)
  if (backers.some((id) => !allowed.has(id)) || new Set(backers).size !== backers.length) {
    throw new AppError(
      'BAD_BACKER',
      '支持者必须是本桌登记的观众，且每人每局只能支持一位玩家。',
      'Backers must be this table\u2019s spectators, each backing one seat.'
    )
  }
}

/**
 * Scores one hand. An engine refusal names the players (`names()` by seat, asked only then); a
 * refusal of a later hand (`later`: not the one being entered) becomes an AppError that names that
 * hand, by number in the message and by id in the details.
 */
function score(input: HandInput, names: () => readonly string[], later?: ErrorDetails): HandResult {
  try {
    return scoreHand(input)
  } catch (caught) {
    if (!(caught instanceof ScoringError)) throw caught
    const error = refusalNamingPlayers(caught, names())
    if (later === undefined) throw error
    // The engine's path (events[0].from) means nothing to the host, who did not type that hand now.
    const bare = (message: string, separator: string) =>
      error.path === undefined ? message : message.replace(`${error.path}${separator}`, '')
    throw new AppError(
      'LATER_HAND_INVALID',
      `这样改会让第 ${later.seq} 局不再合法：${bare(error.messageZh, '：')}`,
      `This change would make hand ${later.seq} invalid: ${bare(error.message, ': ')}`,
      later
    )
  }
}

/** Dealer and streak of the live hand at `index` (or of the next hand, at rows.length). */
function dealerStateAt(session: SessionRow, rows: HandRow[], index: number): DealerState {
  if (index === 0) return { dealer: session.first_dealer, dealerStreak: 1 }
  const previous = HAND_RESULT.read(rows[index - 1].result)
  return { dealer: previous.nextDealer, dealerStreak: previous.nextDealerStreak }
}

function handSnapshot(input: HandInput, result: HandResult): HandSnapshot {
  const { dealer, dealerStreak } = input
  return { dealer, dealerStreak, deltas: result.deltas, supporterDeltas: result.supporterDeltas }
}

/**
 * Rescores the live hands from position `from` on, with each hand's dealer and streak taken from
 * the hand before it. Writes only hands whose input or result changed. A hand the engine now
 * refuses is named by its number as shown before this change (`shownNow`, by hand id).
 *
 * Engine versions: a closed session is never rescored (its stored results stand). In an open
 * session a hand stored by another engine version is rescored by this one like any other; when
 * that changes its result, the change says so and the audit log records it ('rescore').
 */
function recompute(
  db: Database,
  row: SessionRow,
  drafts: Map<number, HandDraft>,
  from: number,
  shownNow: Map<number, number>
): HandChange[] {
  const rows = sessionHandRows(db, row.id, { withDeleted: false })
  const changes: HandChange[] = []
  let state: DealerState = dealerStateAt(row, rows, from)
  for (const [offset, hand] of rows.slice(from).entries()) {
    const oldInput = HAND_INPUT.read(hand.input)
    const oldResult = HAND_RESULT.read(hand.result)
    const input = buildInput(row, state, drafts.get(hand.id) ?? draftOf(oldInput))
    const seq = from + offset + 1
    const later = { handId: hand.id, seq: shownNow.get(hand.id) ?? seq }
    const result = score(input, () => seatNames(db, row.id, hand.id), drafts.has(hand.id) ? undefined : later)
    const resultJson = JSON.stringify(result)
    if (JSON.stringify(input) !== hand.input || resultJson !== hand.result) {
      updateHandRow(db, hand.id, { input, result, engineVersion: ENGINE_VERSION })
      const change: HandChange = {
        handId: hand.id,
        seq,
        before: handSnapshot(oldInput, oldResult),
        after: handSnapshot(input, result)
      }
      if (hand.engine_version !== ENGINE_VERSION && resultJson !== hand.result) {
        const versions = { before: hand.engine_version, after: ENGINE_VERSION }
        change.engineVersion = versions
        logRescore(db, row.id, change, versions)
      }
      changes.push(change)
    }
    state = { dealer: result.nextDealer, dealerStreak: result.nextDealerStreak }
  }
  return changes
}

function logRescore(
  db: Database,
  sessionId: number,
  change: HandChange,
  versions: { before: string; after: string }
): void {
  writeAudit(db, {
    entity: 'hand',
    entityId: change.handId,
    sessionId,
    action: 'rescore',
    before: { seq: change.seq, engineVersion: versions.before, ...change.before },
    after: { seq: change.seq, engineVersion: versions.after, ...change.after }
  })
}

/** Each live hand's number as the table shows it now, by hand id. */
function shownNumbers(db: Database, sessionId: number): Map<number, number> {
  return new Map(sessionHandRows(db, sessionId, { withDeleted: false }).map((hand, index) => [hand.id, index + 1]))
}

function positionOf(db: Database, sessionId: number, seq: number): number {
  return sessionHandRows(db, sessionId, { withDeleted: false }).filter((hand) => hand.seq < seq).length
}

/** The hand as typed, scored where it would stand (at the end, or in place of hand `handId`). */
function scoreDraft(
  db: Database,
  sessionId: number,
  draft: HandDraft,
  handId?: number
): { input: HandInput; result: HandResult } {
  const row = requireOpenSession(db, sessionId)
  checkBackers(db, row, draft)
  const rows = sessionHandRows(db, sessionId, { withDeleted: false })
  const position = handId === undefined ? rows.length : rows.findIndex((hand) => hand.id === handId)
  if (position < 0) throw handNotFound()
  const input = buildInput(row, dealerStateAt(row, rows, position), draft)
  return { input, result: score(input, () => seatNames(db, sessionId, handId)) }
}

/** The names of the players who sat in hand `handId` (an earlier hand), or who hold the seats now. */
function seatNames(db: Database, sessionId: number, handId?: number): string[] {
  const seq = handId === undefined ? Infinity : (getHandRow(db, handId)?.seq ?? Infinity)
  return seatHolderIds(db, sessionId, seq).map((id) => getPlayer(db, id)?.name ?? '')
}

/** The preview of the entry form: the scored draft, its reasons naming the players. */
export function previewHand(
  db: Database,
  sessionId: number,
  draft: HandDraft,
  handId?: number
): { input: HandInput; result: HandResult } {
  const { input, result } = scoreDraft(db, sessionId, draft, handId)
  return { input, result: withPlayerNames(result, seatNames(db, sessionId, handId)) }
}

export function recordHand(db: Database, sessionId: number, draft: HandDraft, requestId?: string): HandsOutcome {
  return db.transaction(() =>
    onceForRequest(db, requestId, { method: 'add', sessionId, draft }, () => {
      const { input, result } = scoreDraft(db, sessionId, draft)
      const seq = nextSeq(db, sessionId)
      const handId = insertHandRow(db, { sessionId, seq, input, result, engineVersion: ENGINE_VERSION })
      writeAudit(db, { entity: 'hand', entityId: handId, sessionId, action: 'add', after: { seq, draft } })
      return {
        session: getSessionView(db, sessionId),
        changes: [{ handId, seq: positionOf(db, sessionId, seq) + 1, before: null, after: handSnapshot(input, result) }]
      }
    })
  )()
}

/**
 * Applies a hand change once per client request id: a repeated request (a double Enter, a retry
 * after a lost answer) gets the first answer's changes with the session as it is now. An id sent
 * again with a different request is refused. Runs inside the caller's transaction.
 */
function onceForRequest(
  db: Database,
  requestId: string | undefined,
  request: object,
  apply: () => HandsOutcome
): HandsOutcome {
  if (requestId === undefined) return apply()
  const requestJson = JSON.stringify(request)
  const earlier = findHandRequest(db, requestId)
  if (earlier) {
    if (earlier.request !== requestJson) {
      throw new AppError(
        'REQUEST_ID_REUSED',
        '这次保存的请求编号已用于另一局，没有保存。请关闭录入窗口后重试。',
        'This save request id was already used for another hand; nothing was saved. Close the entry and try again.'
      )
    }
    return { session: getSessionView(db, earlier.session_id), changes: HAND_CHANGES_COLUMN.read(earlier.changes) }
  }
  const outcome = apply()
  insertHandRequest(db, { requestId, sessionId: outcome.session.id, request: requestJson, changes: outcome.changes })
  return outcome
}

function handNotFound(): AppError {
  return new AppError(
    'HAND_NOT_FOUND',
    '找不到这一局（可能已被删除）。',
    'That hand does not exist (it may have been deleted).'
  )
}

/** The hand to edit or delete, as the client read it (`version`; internal callers pass none). */
function requireLiveHand(db: Database, handId: number, version?: string): { hand: HandRow; row: SessionRow } {
  const hand = getHandRow(db, handId)
  if (!hand || hand.deleted) throw handNotFound()
  const row = requireOpenSession(db, hand.session_id)
  if (version !== undefined && version !== handVersion(hand)) {
    const seq = positionOf(db, row.id, hand.seq) + 1
    throw new AppError(
      'HAND_CHANGED',
      `第 ${seq} 局在你打开之后已被修改（可能是在另一台设备上），这次没有保存。请重新打开这一局再改。`,
      `Hand ${seq} was changed after you opened it (perhaps on another device); nothing was saved. Open it again and redo your change.`,
      { handId, seq }
    )
  }
  return { hand, row }
}

export function editHand(
  db: Database,
  handId: number,
  draft: HandDraft,
  requestId?: string,
  version?: string
): HandsOutcome {
  return db.transaction(() =>
    onceForRequest(db, requestId, { method: 'edit', handId, draft }, () => {
      const { hand, row } = requireLiveHand(db, handId, version)
      checkBackers(db, row, draft)
      const before = draftOf(HAND_INPUT.read(hand.input))
      const shown = shownNumbers(db, row.id)
      const changes = recompute(db, row, new Map([[handId, draft]]), positionOf(db, row.id, hand.seq), shown)
      writeAudit(db, {
        entity: 'hand',
        entityId: handId,
        sessionId: row.id,
        action: 'edit',
        before: { seq: hand.seq, draft: before },
        after: { seq: hand.seq, draft }
      })
      return { session: getSessionView(db, row.id), changes }
    })
  )()
}

export function deleteHand(db: Database, handId: number, version?: string): HandsOutcome {
  return db.transaction(() => {
    const { hand, row } = requireLiveHand(db, handId, version)
    const position = positionOf(db, row.id, hand.seq)
    const shown = shownNumbers(db, row.id)
    setHandDeleted(db, handId, true)
    const changes = recompute(db, row, new Map(), position, shown)
    writeAudit(db, {
      entity: 'hand',
      entityId: handId,
      sessionId: row.id,
      action: 'delete',
      before: { seq: hand.seq, draft: draftOf(HAND_INPUT.read(hand.input)) }
    })
    const removed = HAND_RESULT.read(hand.result)
    return {
      session: getSessionView(db, row.id),
      changes: [
        { handId, seq: position + 1, before: handSnapshot(HAND_INPUT.read(hand.input), removed), after: null },
        ...changes
      ]
    }
  })()
}

/** Reverts the session's most recent hand change that is not yet undone. */
export function undoLastChange(db: Database, sessionId: number): HandsOutcome & { undone: string } {
  return db.transaction(() => {
    const row = requireOpenSession(db, sessionId)
    const entry = lastUndoableHandChange(db, sessionId)
    if (!entry) throw new AppError('NOTHING_TO_UNDO', '没有可以撤销的修改。', 'Nothing to undo.')
    const hand = getSessionHandRow(db, sessionId, entry.entity_id)
    if (!hand) throw new AppError('NOTHING_TO_UNDO', '这次修改已无法撤销。', 'That change can no longer be undone.')
    const position = positionOf(db, sessionId, hand.seq)
    const shown = shownNumbers(db, sessionId)
    let changes: HandChange[]
    if (entry.action === 'edit') {
      const previous = readHandAudit('edit', 'before', entry.before).draft
      changes = recompute(db, row, new Map([[hand.id, previous]]), position, shown)
    } else {
      setHandDeleted(db, hand.id, entry.action === 'add')
      changes = recompute(db, row, new Map(), position, shown)
    }
    writeAudit(db, {
      entity: 'hand',
      entityId: hand.id,
      sessionId,
      action: 'undo',
      after: { undoOf: entry.id, undid: entry.action, seq: hand.seq }
    })
    return { session: getSessionView(db, sessionId), changes, undone: entry.action }
  })()
}

/**
 * Redoes the session's most recent undo (撤销 then 重做): the reverted change is made again and
 * logged as that change, so 撤销 can take it back once more.
 */
export function redoLastUndo(db: Database, sessionId: number): HandsOutcome & { redone: string } {
  return db.transaction(() => {
    const row = requireOpenSession(db, sessionId)
    const entry = lastRedoableUndo(db, sessionId)
    const hand = entry ? getSessionHandRow(db, sessionId, entry.change.entity_id) : undefined
    if (!entry || !hand) throw new AppError('NOTHING_TO_REDO', '没有可以重做的撤销。', 'Nothing to redo.')
    const { change } = entry
    const position = positionOf(db, sessionId, hand.seq)
    const shown = shownNumbers(db, sessionId)
    let changes: HandChange[]
    if (change.action === 'edit') {
      const draft = readHandAudit('edit', 'after', change.after).draft
      changes = recompute(db, row, new Map([[hand.id, draft]]), position, shown)
    } else {
      setHandDeleted(db, hand.id, change.action === 'delete')
      changes = recompute(db, row, new Map(), position, shown)
    }
    writeAudit(db, {
      entity: 'hand',
      entityId: hand.id,
      sessionId,
      action: change.action,
      before: readHandAudit(change.action, 'before', change.before) ?? undefined,
      after: { ...readHandAudit(change.action, 'after', change.after), redoOf: entry.id }
    })
    return { session: getSessionView(db, sessionId), changes, redone: change.action }
  })()
}
