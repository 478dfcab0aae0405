/**
 * The table-hands queue: a tablet whose hands the host wants to see first sends each hand to the
 * desk, which accepts it (written then as one transaction, like hands.add) or returns it with a
 * reason the tablet shows.
 */
import type { Database } from 'better-sqlite3'
import { AppError, toApiError } from '../../errors'
import { currentActor } from '../../store/actor'
import { writeAudit } from '../../store/audit'
import type { AuditAction } from '../../store/vocabulary'
import {
  decideQueuedHand,
  getQueuedHand,
  insertQueuedHand,
  pendingQueuedHands,
  queuedHandByRequest,
  sessionQueuedHands,
  type QueuedHandRow
} from '../../store/handQueue'
import { previewHand, previewSent, recordHand } from '../hands'
import { requireOpen } from '../sessions'
import type { StoredSession } from '../../store/sessions'
import type { PendingHand, QueuedHand } from '../../model/lan'
import type { HandDraft, HandsOutcome } from '../../model/sessions'
/** How many of its hands a tablet sees (the newest). */
const SHOWN_TO_TABLET = 20

function toQueuedHand(row: QueuedHandRow): QueuedHand {
  const { id, sessionId, deviceName, tableName, status, reason, handId, sentAt, decidedAt } = row
  return { id, sessionId, tableName, deviceName, draft: row.draft, status, reason, handId, sentAt, decidedAt }
}

const notFound = (id: number) =>
  new AppError('QUEUED_HAND_NOT_FOUND', `找不到送来的第 ${id} 号牌局。`, `No queued hand ${id}.`)

function requirePending(db: Database, id: number): QueuedHandRow {
  const row = getQueuedHand(db, id)
  if (!row) throw notFound(id)
  if (row.status !== 'pending') {
    const zh = row.status === 'accepted' ? '已经接受过了' : '已经退回了'
    const en = row.status === 'accepted' ? 'already accepted' : 'already returned'
    throw new AppError(
      'QUEUED_HAND_DECIDED',
      `${row.deviceName}送来的这一局${zh}，不能再处理一次。`,
      `This hand from ${row.deviceName} was ${en}; it cannot be decided again.`
    )
  }
  return row
}

/** Refuses a hand for a table closed or voided since it was sent: the tablet gets it back. */
function tableTakesHands(row: QueuedHandRow): (session: StoredSession) => void {
  return (session) => {
    try {
      requireOpen(session)
    } catch {
      const table = row.tableName ?? `#${row.sessionId}`
      throw new AppError(
        'QUEUED_HAND_TABLE_CLOSED',
        `${table}已经结账或作废，不能再接受这一局；请退回给平板。`,
        `${table} is closed or voided: this hand cannot be accepted; return it to the tablet.`
      )
    }
  }
}

/** A tablet sends a hand to the desk; sent again (same request id), it is queued once. */
export function sendHand(db: Database, sessionId: number, draft: HandDraft, requestId: string, at: number): QueuedHand {
  return db.transaction(() => {
    const deviceId = currentActor()?.deviceId ?? null
    if (deviceId === null) {
      throw new AppError(
        'QUEUE_FOR_TABLETS',
        '只有桌台平板把牌局送前台。',
        'Only a table tablet sends hands to the desk.'
      )
    }
    const earlier = queuedHandByRequest(db, requestId, draft)
    if (earlier) {
      if (earlier.hand.sessionId !== sessionId || !earlier.sameDraft) {
        throw new AppError(
          'REQUEST_ID_REUSED',
          '这次保存的请求编号已用于另一局，没有保存。请关闭录入窗口后重试。',
          'This save request id was already used for another hand; nothing was saved. Close the entry and try again.'
        )
      }
      return toQueuedHand(earlier.hand)
    }
    // scored now, so that a hand the engine refuses is refused at the table, not at the desk
    previewHand(db, sessionId, draft)
    const id = insertQueuedHand(db, { sessionId, deviceId, requestId, draft, at })
    return toQueuedHand(getQueuedHand(db, id)!)
  })()
}

/** What waits at the desk, each with its preview as it would be recorded now. */
export function pendingHands(db: Database): PendingHand[] {
  return pendingQueuedHands(db).map((row) => {
    const hand = toQueuedHand(row)
    try {
      const { result, seatNames } = previewSent(db, row.sessionId, hand.draft)
      return { ...hand, seatNames, preview: result, problem: null }
    } catch (error) {
      return { ...hand, seatNames: [], preview: null, problem: toApiError(error) }
    }
  })
}

export function tableQueue(db: Database, sessionId: number): QueuedHand[] {
  return sessionQueuedHands(db, sessionId, SHOWN_TO_TABLET).map(toQueuedHand)
}

/** The desk's decision, logged under the tablet that sent the hand. */
function auditDecision(db: Database, row: QueuedHandRow, action: AuditAction, decided: object): void {
  writeAudit(db, {
    entity: 'device',
    entityId: row.deviceId,
    action,
    after: { queued: row.id, sessionId: row.sessionId, deviceName: row.deviceName, ...decided }
  })
}

/** Accepts a waiting hand: recorded as hands.add records it, in one transaction with the decision. */
export function acceptHand(db: Database, id: number, at: number): HandsOutcome & { queued: QueuedHand } {
  return db.transaction(() => {
    const row = requirePending(db, id)
    const hand = toQueuedHand(row)
    const outcome = recordHand(db, row.sessionId, hand.draft, row.requestId, tableTakesHands(row))
    const handId = outcome.changes[0].handId
    decideQueuedHand(db, id, { status: 'accepted', handId, at })
    // the hand's own 'add' entry names the desk that accepted it; this one names the tablet
    auditDecision(db, row, 'handAccepted', { handId })
    return { ...outcome, queued: toQueuedHand(getQueuedHand(db, id)!) }
  })()
}

export function returnHand(db: Database, id: number, reason: string, at: number): QueuedHand {
  return db.transaction(() => {
    const row = requirePending(db, id)
    decideQueuedHand(db, id, { status: 'returned', reason, at })
    auditDecision(db, row, 'handReturned', { reason })
    return toQueuedHand(getQueuedHand(db, id)!)
  })()
}
