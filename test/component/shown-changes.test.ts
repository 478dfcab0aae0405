import { describe, expect, it } from 'vitest'
import type { HandChange } from '../../src-main/api/types'
import { changesToReport, isVisibleChange } from '../../src-renderer/src/components/table/shownChanges'

const snapshot = (dealer: number, deltas: number[], supporterDeltas: Record<string, number> = {}) => ({
  dealer,
  dealerStreak: 1,
  deltas,
  supporterDeltas
})
const change = (handId: number, before: HandChange['before'], after: HandChange['after']): HandChange => ({
  handId,
  seq: handId,
  before,
  after
})

describe('which hand changes the host is shown', () => {
  it('counts a change only when a dealer, streak, score or backer’s points moved, or a hand came or went', () => {
    expect(isVisibleChange(change(1, snapshot(0, [2, -2]), snapshot(0, [2, -2])))).toBe(false)
    expect(isVisibleChange(change(1, snapshot(0, [2, -2]), snapshot(1, [2, -2])))).toBe(true)
    expect(isVisibleChange(change(1, snapshot(0, [2, -2]), snapshot(0, [4, -4])))).toBe(true)
    expect(isVisibleChange(change(1, snapshot(0, [2, -2], { p9: 1 }), snapshot(0, [2, -2], { p9: -1 })))).toBe(true)
    expect(isVisibleChange(change(1, snapshot(0, [2, -2], { p9: 0 }), snapshot(0, [2, -2])))).toBe(false)
    expect(isVisibleChange(change(1, snapshot(0, [2, -2]), null))).toBe(true)
    expect(isVisibleChange(change(1, null, snapshot(0, [2, -2])))).toBe(true)
  })

  it('reports nothing when only the corrected hand changed, all that changed when a later hand did', () => {
    const edited = change(1, snapshot(0, [2, -2]), snapshot(0, [4, -4]))
    const unchangedLater = change(2, snapshot(0, [2, -2]), snapshot(0, [2, -2]))
    const movedLater = change(3, snapshot(0, [2, -2]), snapshot(1, [2, -2]))
    expect(changesToReport(1, [edited])).toEqual([])
    expect(changesToReport(1, [edited, unchangedLater])).toEqual([])
    expect(changesToReport(1, [])).toEqual([])
    expect(changesToReport(1, [edited, unchangedLater, movedLater])).toEqual([edited, movedLater])
  })
})
