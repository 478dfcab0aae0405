import type { Database } from 'better-sqlite3'
import { ENGINE_VERSION, scoreHand, ScoringError, takesSupporters, type HandInput, type HandResult } from '../scoring'
import { AppError, type ErrorDetails } from '../errors'
import { lastRedoableUndo, lastUndoableHandChange, writeAudit } from '../store/audit'
import { findHandRequest, insertHandRequest } from '../store/handRequests'
import { getHand, insertHand, sameInput, sameResult, setHandDeleted, updateHand, type StoredHand } from '../store/hands'
import { lastSeqOf, type SessionRead } from '../store/sessionRead'
import type { StoredSession } from '../store/sessions'
import { backerId, backerPlayerId } from './backerId'
import {
  getSessionView,
  loadSession,
  placeOf,
  requireOpen,
  seatingOf,
  sessionView,
  sittersAt,
  type Seating
} from './sessions'
import { refusalNamingPlayers, withPlayerNames } from './reasonNames'
import type { HandChange, HandDraft, HandsOutcome, HandSnapshot } from '../model/sessions'

interface DealerState {
  dealer: number
  dealerStreak: number
}

function buildInput(session: StoredSession, state: DealerState, draft: HandDraft): HandInput {
  const input: HandInput = {
    variant: session.variant as HandInput['variant'],
    options: session.options,
    seats: session.seats,
    dealer: state.dealer,
    dealerStreak: state.dealerStreak,
    events: draft.events as HandInput['events']
  }
  if (takesSupporters(session.variant)) {
    input.supporters = draft.supporters.map((supporter) => ({ id: backerId(supporter.playerId), seat: supporter.seat }))
  }
  return input
}

function draftOf(input: HandInput): HandDraft {
  return {
    events: input.events as HandDraft['events'],
    // The supporters of a stored input are always backer ids: this service wrote them.
    supporters: (input.supporters ?? []).flatMap((supporter) => {
      const playerId = backerPlayerId(supporter.id)
      return playerId === null ? [] : [{ playerId, seat: supporter.seat }]
    })
  }
}

function checkBackers(read: SessionRead, draft: HandDraft): void {
  const allowed = new Set(read.backers)
  const backers = draft.supporters.map((supporter) => supporter.playerId)
  if (backers.some((id) => !allowed.has(id)) || new Set(backers).size !== backers.length) {
    throw new AppError(
      'BAD_BACKER',
      '只有本桌登记的支持者可以支持玩家，且每人每局只能支持一位。',
      'Only this table\u2019s backers may back a seat, each backing one seat a hand.'
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

/** Dealer and streak of the live hand at `index` (or of the next hand, at hands.length). */
function dealerStateAt(session: StoredSession, hands: StoredHand[], index: number): DealerState {
  if (index === 0) return { dealer: session.firstDealer, dealerStreak: 1 }
  const previous = hands[index - 1].result
  return { dealer: previous.nextDealer, dealerStreak: previous.nextDealerStreak }
}

function handSnapshot(input: HandInput, result: HandResult): HandSnapshot {
  const { dealer, dealerStreak } = input
  return { dealer, dealerStreak, deltas: result.deltas, supporterDeltas: result.supporterDeltas }
}

/**
 * Rescores the live hands (`read.hands`, as this change leaves them) from position `from` on, with
 * each hand's dealer and streak taken from the hand before it. Writes only hands whose input or
 * result changed, and returns the read with them. A hand the engine now refuses is named by its
 * number as shown before this change (`shownNow`, by hand id).
 *
 * Engine versions: a closed session is never rescored (its stored results stand). In an open
 * session a hand stored by another engine version is rescored by this one like any other; when
 * that changes its result, the change says so and the audit log records it ('rescore').
 */
function recompute(
  db: Database,
  read: SessionRead,
  drafts: Map<number, HandDraft>,
  from: number,
  shownNow: Map<number, number>
): { read: SessionRead; changes: HandChange[] } {
  const { session } = read
  const hands = [...read.hands]
  const changes: HandChange[] = []
  let state: DealerState = dealerStateAt(session, hands, from)
  for (let index = from; index < hands.length; index++) {
    const hand = hands[index]
    const input = buildInput(session, state, drafts.get(hand.id) ?? draftOf(hand.input))
    const seq = index + 1
    const later = { handId: hand.id, seq: shownNow.get(hand.id) ?? seq }
    const result = score(input, () => seatNames(seatingOf(read), index), drafts.has(hand.id) ? undefined : later)
    if (!sameInput(input, hand.input) || !sameResult(result, hand.result)) {
      hands[index] = updateHand(db, hand.id, { input, result, engineVersion: ENGINE_VERSION })
      const change: HandChange = {
        handId: hand.id,
        seq,
        before: handSnapshot(hand.input, hand.result),
        after: handSnapshot(input, result)
      }
      if (hand.engineVersion !== ENGINE_VERSION && !sameResult(result, hand.result)) {
        const versions = { before: hand.engineVersion, after: ENGINE_VERSION }
        change.engineVersion = versions
        logRescore(db, session.id, change, versions)
      }
      changes.push(change)
    }
    state = { dealer: result.nextDealer, dealerStreak: result.nextDealerStreak }
  }
  return { read: { ...read, hands }, changes }
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
function shownNumbers(read: SessionRead): Map<number, number> {
  return new Map(read.hands.map((hand, index) => [hand.id, index + 1]))
}

/** The place among the live hands a hand with this stored seq has (or, deleted, would have back). */
function positionOf(read: SessionRead, seq: number): number {
  return read.hands.filter((hand) => hand.seq < seq).length
}

/** The open session's read, refused unless the table takes hands. */
function loadOpenSession(db: Database, sessionId: number): SessionRead {
  return loadSession(db, sessionId, requireOpen)
}

/**
 * The hand as typed, scored where it would stand (at the end, or in place of hand `handId`);
 * `seating` (built here when not given) names the players in a refusal.
 */
function scoreDraft(read: SessionRead, draft: HandDraft, handId?: number, seating?: Seating) {
  checkBackers(read, draft)
  const position = handId === undefined ? read.hands.length : read.hands.findIndex((hand) => hand.id === handId)
  if (position < 0) throw handNotFound()
  const input = buildInput(read.session, dealerStateAt(read.session, read.hands, position), draft)
  const result = score(input, () => seatNames(seating ?? seatingOf(read), position))
  return { input, result, position }
}

/** The names of the players who sat in the live hand at `index`, or (at the end) who hold the seats now. */
function seatNames(seating: Seating, index: number): string[] {
  return sittersAt(seating, index).map((sitting) => sitting.name)
}

/** The preview of the entry form: the scored draft, its reasons naming the players. */
export function previewHand(
  db: Database,
  sessionId: number,
  draft: HandDraft,
  handId?: number
): { input: HandInput; result: HandResult } {
  const { input, result } = previewIn(loadOpenSession(db, sessionId), draft, handId)
  return { input, result }
}

/**
 * A hand sent from a table, previewed at the end of its session, with the names of the players
 * holding the seats now: one read of the session.
 */
export function previewSent(
  db: Database,
  sessionId: number,
  draft: HandDraft
): { input: HandInput; result: HandResult; seatNames: string[] } {
  return previewIn(loadOpenSession(db, sessionId), draft)
}

/** One seating, built once, names the players both in a refusal and in the scored result. */
function previewIn(read: SessionRead, draft: HandDraft, handId?: number) {
  const seating = seatingOf(read)
  const { input, result, position } = scoreDraft(read, draft, handId, seating)
  const names = seatNames(seating, position)
  return { input, result: withPlayerNames(result, names), seatNames: names }
}

/** `accept`: checks the session's row before its hands are read (an open table by default). */
export function recordHand(
  db: Database,
  sessionId: number,
  draft: HandDraft,
  requestId?: string,
  accept: (session: StoredSession) => void = requireOpen
): HandsOutcome {
  return db.transaction(() =>
    onceForRequest(db, requestId, { method: 'add', sessionId, draft }, () => {
      const read = loadSession(db, sessionId, accept)
      const { input, result } = scoreDraft(read, draft)
      const seq = lastSeqOf(read) + 1
      const hand = insertHand(db, { sessionId, seq, input, result, engineVersion: ENGINE_VERSION })
      writeAudit(db, { entity: 'hand', entityId: hand.id, sessionId, action: 'add', after: { seq, draft } })
      const added = withHand(read, hand)
      return {
        session: sessionView(db, added),
        changes: [
          { handId: hand.id, seq: positionOf(added, seq) + 1, before: null, after: handSnapshot(input, result) }
        ]
      }
    })
  )()
}

/** The read with this hand in it as it now stands: live in its place, or deleted. */
function withHand(read: SessionRead, hand: StoredHand): SessionRead {
  const bySeq = (a: { seq: number }, b: { seq: number }) => a.seq - b.seq
  const others = <T extends { id: number }>(list: T[]) => list.filter((other) => other.id !== hand.id)
  return {
    ...read,
    hands: hand.deleted ? others(read.hands) : [...others(read.hands), hand].sort(bySeq),
    places: [...others(read.places), { id: hand.id, seq: hand.seq, deleted: hand.deleted }].sort(bySeq)
  }
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
  const earlier = findHandRequest(db, requestId, request)
  if (earlier) {
    if (!earlier.sameRequest) {
      throw new AppError(
        'REQUEST_ID_REUSED',
        '这次保存的请求编号已用于另一局，没有保存。请关闭录入窗口后重试。',
        'This save request id was already used for another hand; nothing was saved. Close the entry and try again.'
      )
    }
    return { session: getSessionView(db, earlier.sessionId), changes: earlier.changes }
  }
  const outcome = apply()
  insertHandRequest(db, { requestId, sessionId: outcome.session.id, request, changes: outcome.changes })
  return outcome
}

function handNotFound(): AppError {
  return new AppError(
    'HAND_NOT_FOUND',
    '找不到这一局（可能已被删除）。',
    'That hand does not exist (it may have been deleted).'
  )
}

/** The hand to edit or delete, as the client read it (`version`; internal callers pass none), and its session. */
function requireLiveHand(db: Database, handId: number, version?: string): { hand: StoredHand; read: SessionRead } {
  const hand = getHand(db, handId)
  if (!hand || hand.deleted) throw handNotFound()
  const read = loadOpenSession(db, hand.sessionId)
  if (version !== undefined && version !== hand.version) {
    const seq = positionOf(read, hand.seq) + 1
    throw new AppError(
      'HAND_CHANGED',
      `第 ${seq} 局在你打开之后已被修改（可能是在另一台设备上），这次没有保存。请重新打开这一局再改。`,
      `Hand ${seq} was changed after you opened it (perhaps on another device); nothing was saved. Open it again and redo your change.`,
      { handId, seq }
    )
  }
  return { hand, read }
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
      const { hand, read } = requireLiveHand(db, handId, version)
      checkBackers(read, draft)
      const before = draftOf(hand.input)
      const edited = recompute(db, read, new Map([[handId, draft]]), positionOf(read, hand.seq), shownNumbers(read))
      writeAudit(db, {
        entity: 'hand',
        entityId: handId,
        sessionId: read.session.id,
        action: 'edit',
        before: { seq: hand.seq, draft: before },
        after: { seq: hand.seq, draft }
      })
      return { session: sessionView(db, edited.read), changes: edited.changes }
    })
  )()
}

export function deleteHand(db: Database, handId: number, version?: string): HandsOutcome {
  return db.transaction(() => {
    const { hand, read } = requireLiveHand(db, handId, version)
    const position = positionOf(read, hand.seq)
    const shown = shownNumbers(read)
    const rest = withHand(read, setHandDeleted(db, handId, true))
    const { read: after, changes } = recompute(db, rest, new Map(), position, shown)
    writeAudit(db, {
      entity: 'hand',
      entityId: handId,
      sessionId: read.session.id,
      action: 'delete',
      before: { seq: hand.seq, draft: draftOf(hand.input) }
    })
    return {
      session: sessionView(db, after),
      changes: [{ handId, seq: position + 1, before: handSnapshot(hand.input, hand.result), after: null }, ...changes]
    }
  })()
}

/**
 * Makes a logged hand change again or takes it back: an edit rescores from the hand with `draft`,
 * an add or a delete deletes the hand or brings it back (`deleted`).
 */
function redoChange(
  db: Database,
  read: SessionRead,
  handId: number,
  change: { draft: HandDraft } | { deleted: boolean }
): { read: SessionRead; changes: HandChange[] } {
  const place = placeOf(read, handId)!
  const position = positionOf(read, place.seq)
  const shown = shownNumbers(read)
  if ('draft' in change) return recompute(db, read, new Map([[handId, change.draft]]), position, shown)
  return recompute(db, withHand(read, setHandDeleted(db, handId, change.deleted)), new Map(), position, shown)
}

/** Reverts the session's most recent hand change that is not yet undone. */
export function undoLastChange(db: Database, sessionId: number): HandsOutcome & { undone: string } {
  return db.transaction(() => {
    const read = loadOpenSession(db, sessionId)
    const entry = lastUndoableHandChange(db, sessionId)
    if (!entry) throw new AppError('NOTHING_TO_UNDO', '没有可以撤销的修改。', 'Nothing to undo.')
    const place = placeOf(read, entry.entityId)
    if (!place) throw new AppError('NOTHING_TO_UNDO', '这次修改已无法撤销。', 'That change can no longer be undone.')
    const undone = redoChange(
      db,
      read,
      place.id,
      entry.action === 'edit' ? { draft: entry.before.draft } : { deleted: entry.action === 'add' }
    )
    writeAudit(db, {
      entity: 'hand',
      entityId: place.id,
      sessionId,
      action: 'undo',
      after: { undoOf: entry.id, undid: entry.action, seq: place.seq }
    })
    return { session: sessionView(db, undone.read), changes: undone.changes, undone: entry.action }
  })()
}

/**
 * Redoes the session's most recent undo (撤销 then 重做): the reverted change is made again and
 * logged as that change, so 撤销 can take it back once more.
 */
export function redoLastUndo(db: Database, sessionId: number): HandsOutcome & { redone: string } {
  return db.transaction(() => {
    const read = loadOpenSession(db, sessionId)
    const entry = lastRedoableUndo(db, sessionId)
    const place = entry && placeOf(read, entry.change.entityId)
    if (!entry || !place) throw new AppError('NOTHING_TO_REDO', '没有可以重做的撤销。', 'Nothing to redo.')
    const { change } = entry
    const redone = redoChange(
      db,
      read,
      place.id,
      change.action === 'edit' ? { draft: change.after.draft } : { deleted: change.action === 'delete' }
    )
    writeAudit(db, {
      entity: 'hand',
      entityId: place.id,
      sessionId,
      action: change.action,
      before: change.before ?? undefined,
      after: { ...change.after, redoOf: entry.id }
    })
    return { session: sessionView(db, redone.read), changes: redone.changes, redone: change.action }
  })()
}
