import { describe, expect, it } from 'vitest'
import { createSession } from '../../src-main/services/sessions'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, handRows, createPlayers, openEntry } = steps(() => h)

const storedHands = (sessionId: number) =>
  (h.ctx.db.prepare('SELECT count(*) AS n FROM hands WHERE session_id = ?').get(sessionId) as { n: number }).n

/**
 * The dealer (seat 1 on the keys) self-draws, entered by keyboard only; then Enter `presses`
 * times, `gapMs` apart. Resolves once the table is back, ready for the next hand.
 */
async function enterDealerSelfDraw(sessionId: number, presses: number, gapMs: number): Promise<void> {
  const before = storedHands(sessionId)
  await openEntry()
  await h.page.keyboard.press('1')
  await h.page.keyboard.press('z')
  await expect.poll(() => byTestId('entry-save').isEnabled()).toBe(true)
  for (let press = 0; press < presses; press++) {
    await h.page.keyboard.press('Enter')
    if (press < presses - 1) await h.page.waitForTimeout(gapMs)
  }
  await expect.poll(() => storedHands(sessionId)).toBeGreaterThan(before)
  // Anything a late key could still have sent has landed by now.
  await h.page.waitForTimeout(800)
  // An Enter after the entry has gone presses the focused 记一局 button, as any Enter on a button
  // does: that opens the next hand's entry, which saves nothing. Close it.
  if (await byTestId('entry-modal').isVisible()) {
    expect(await byTestId('entry-modal').innerText()).toContain(`记第 ${before + 2} 局`)
    await h.page.keyboard.press('Escape')
  }
  await byTestId('entry-modal').waitFor({ state: 'hidden' })
}

describe('hand entry saves a hand once', () => {
  it.each([
    [2, 120],
    [6, 50]
  ])('Enter pressed %i times, %i ms apart, records exactly one hand', async (presses, gapMs) => {
    const { id } = createSession(h.ctx.db, {
      title: '',
      variant: 'hangzhou',
      options: {},
      playerIds: createPlayers(['张三', '李四', '王五', '赵六']),
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    await h.open(`/sessions/${id}`)
    await byTestId('table-record').waitFor()
    await enterDealerSelfDraw(id, presses, gapMs)
    expect(storedHands(id)).toBe(1)
    await expect.poll(() => handRows().count()).toBe(1)
    // The next hand is entered as usual, and it too is saved once.
    await enterDealerSelfDraw(id, presses, gapMs)
    expect(storedHands(id)).toBe(2)
    await expect.poll(() => handRows().count()).toBe(2)
  })
})
