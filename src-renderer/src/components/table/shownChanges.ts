import type { HandChange } from '../../../../src-main/api/types'

type Snapshot = NonNullable<HandChange['before']>

/** A backer's points in a hand (0 when the hand is absent or the backer took no part). */
export function backerPoints(snapshot: Snapshot | null, backerId: string): number {
  return snapshot?.supporterDeltas[backerId] ?? 0
}

export function sameDealer(change: HandChange): boolean {
  const { before, after } = change
  return (
    before !== null && after !== null && before.dealer === after.dealer && before.dealerStreak === after.dealerStreak
  )
}

/** Whether the host would see a difference: a hand gone or back, or its dealer, streak or any score moved. */
export function isVisibleChange(change: HandChange): boolean {
  const { before, after } = change
  if (before === null || after === null) return true
  const backers = new Set([...Object.keys(before.supporterDeltas), ...Object.keys(after.supporterDeltas)])
  return (
    !sameDealer(change) ||
    before.deltas.some((delta, seat) => delta !== after.deltas[seat]) ||
    [...backers].some((id) => backerPoints(before, id) !== backerPoints(after, id))
  )
}

/**
 * What the changes dialog should list after a correction of hand `handId`: the visible changes,
 * when a hand besides the corrected one changed; none (no dialog) when the later hands stand.
 */
export function changesToReport(handId: number, changes: HandChange[]): HandChange[] {
  const visible = changes.filter(isVisibleChange)
  return visible.some((change) => change.handId !== handId) ? visible : []
}
