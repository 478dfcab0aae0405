/**
 * A table of many hands opens with only the score sheet's lines in view drawn; scrolling the sheet
 * brings the last hand, which opens as any other, and the totals at the foot.
 */
import { expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, handRow, sichuanTable } = steps(() => h)
const HANDS = 400

it('draws only the lines in view of a 400-hand table, and its last hand is a scroll away', async () => {
  const sessionId = sichuanTable(['张三', '李四', '王五', '赵六'])
  let totals: number[] = []
  for (let index = 0; index < HANDS; index++)
    totals = recordHand(h.ctx.db, sessionId, {
      events: [{ type: 'win', winner: index % 4, from: (index + 1) % 4, pattern: 'pinghu' }],
      supporters: []
    }).session.totals
  await h.open(`/sessions/${sessionId}`)
  await handRow(1).waitFor()
  expect(await byTestId('hand-row').count()).toBeLessThan(60)

  await h.page.locator('.score-sheet .v-vl').evaluate((list) => list.scrollTo({ top: list.scrollHeight }))
  await handRow(HANDS).waitFor()
  for (const [seat, total] of totals.entries())
    expect(Number((await byTestId(`sheet-total-${seat}`).innerText()).replace('+', ''))).toBe(total)
  await handRow(HANDS).click()
  await expect.poll(() => byTestId('hand-detail').isVisible()).toBe(true)
})
