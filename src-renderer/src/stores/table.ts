import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { HandDraft, HandsOutcome, HandView, SessionView } from '../../../src-main/api/types'
import { ApiCallError, call } from '../api'

/** What an undo reverted: the kind of change (`add`, `edit`, `delete`) and what it changed. */
export type UndoOutcome = HandsOutcome & { undone: string }

/**
 * The table session open on screen. Every hand change answers with the whole session, which
 * replaces the one shown; nothing is kept here that the main process did not send.
 */
export const useTableStore = defineStore('table', () => {
  const session = ref<SessionView | null>(null)
  /** Answers that arrive after a newer request are dropped. */
  let latestLoad = 0

  function sessionId(): number {
    if (!session.value) throw new Error('no session is open')
    return session.value.id
  }

  async function open(id: number): Promise<void> {
    const load = ++latestLoad
    if (session.value?.id !== id) session.value = null
    const loaded = await call('sessions.get', { id })
    if (load === latestLoad) session.value = loaded
  }

  /** After a backup restore: the open session as it is now, or none if it is gone. */
  async function reload(): Promise<void> {
    if (!session.value) return
    try {
      await open(session.value.id)
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.code !== 'SESSION_NOT_FOUND') throw error
      session.value = null
    }
  }

  function applied<T extends HandsOutcome>(outcome: T): T {
    session.value = outcome.session
    return outcome
  }

  /** Scores a draft as the next hand, or in place of the earlier hand `handId`. */
  function preview(hand: HandDraft, handId?: number) {
    return call('hands.preview', { sessionId: sessionId(), hand, handId })
  }

  /** `requestId` names the draft: the main process saves one draft once, however often it is sent. */
  async function addHand(hand: HandDraft, requestId: string): Promise<HandsOutcome> {
    return applied(await call('hands.add', { sessionId: sessionId(), requestId, hand }))
  }

  /** A tablet whose hands wait at the desk sends the draft there (handQueue.send) instead of saving it. */
  function sendHand(hand: HandDraft, requestId: string) {
    return call('handQueue.send', { sessionId: sessionId(), requestId, hand })
  }

  /** `read`: the hand as the form opened it; a hand changed since is refused (HAND_CHANGED). */
  async function editHand(read: HandView, hand: HandDraft, requestId: string): Promise<HandsOutcome> {
    return applied(await call('hands.edit', { handId: read.id, version: read.version, requestId, hand }))
  }

  async function deleteHand(read: HandView): Promise<HandsOutcome> {
    return applied(await call('hands.delete', { handId: read.id, version: read.version }))
  }

  async function undo(): Promise<UndoOutcome> {
    return applied(await call('hands.undo', { sessionId: sessionId() }))
  }

  async function redo() {
    return applied(await call('hands.redo', { sessionId: sessionId() }))
  }

  async function reopen(): Promise<void> {
    session.value = await call('sessions.reopen', { id: sessionId() })
  }

  /** Hands a seat to another player from the next hand on. */
  async function handOver(seat: number, playerId: number): Promise<SessionView> {
    session.value = await call('sessions.handOver', { sessionId: sessionId(), seat, playerId })
    return session.value
  }

  /** Takes back a seat's last handover (no hand recorded since). */
  async function takeBackHandover(seat: number): Promise<SessionView> {
    session.value = await call('sessions.takeBackHandover', { sessionId: sessionId(), seat })
    return session.value
  }

  async function voidSession(): Promise<SessionView> {
    session.value = await call('sessions.void', { id: sessionId() })
    return session.value
  }

  function auditLog() {
    return call('audit.list', { sessionId: sessionId(), limit: 500 })
  }

  return {
    session,
    open,
    reload,
    preview,
    addHand,
    sendHand,
    editHand,
    deleteHand,
    undo,
    redo,
    reopen,
    handOver,
    takeBackHandover,
    voidSession,
    auditLog
  }
})
