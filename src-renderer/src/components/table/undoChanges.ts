import type { HandChange, HandView, SessionView } from '../../../../src-main/api/types'

function snapshot(hand: HandView): NonNullable<HandChange['before']> {
  const { dealer, dealerStreak } = hand.input
  return { dealer, dealerStreak, deltas: hand.result.deltas, supporterDeltas: hand.result.supporterDeltas }
}

/**
 * Everything an undo or a redo changed, the hand it removed or brought back included (the API lists only
 * the hands it rescored), found by comparing the session before and after.
 */
export function undoChanges(before: SessionView, after: SessionView, rescored: HandChange[]): HandChange[] {
  const ids = (session: SessionView) => new Set(session.hands.map((hand) => hand.id))
  const [had, has] = [ids(before), ids(after)]
  const removed = before.hands.filter((hand) => !has.has(hand.id))
  const restored = after.hands.filter((hand) => !had.has(hand.id))
  const whole: HandChange[] = [
    ...removed.map((hand) => ({ handId: hand.id, seq: hand.seq, before: snapshot(hand), after: null })),
    ...restored.map((hand) => ({ handId: hand.id, seq: hand.seq, before: null, after: snapshot(hand) })),
    ...rescored
  ]
  return whole
    .filter((change, index) => whole.findIndex((other) => other.handId === change.handId) === index)
    .sort((a, b) => a.seq - b.seq)
}
