/** Issue 13 in English: the 杭州 hand by its tiles, the reading and the wild in English words. */
import { describe, expect, it } from 'vitest'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'
import { TILES_CASES, tilesCases } from './tilesCases'

let h: Harness
useHarness((harness) => (h = harness), { locale: 'en' })
const { byTestId } = steps(() => h)
const { openTable, enterThreeWays, expectSameAsFields } = tilesCases(() => h)

describe('hands entered by their tiles, in English', () => {
  it('hangzhou: palette and typed, read, saved', async () => {
    const c = TILES_CASES.find((candidate) => candidate.variant === 'hangzhou')!
    const id = await openTable(c.variant, 'en')
    const [palette, typed] = await enterThreeWays(c, id, 'tiles-hangzhou-en')
    expectSameAsFields(palette)
    expectSameAsFields(typed)
    await h.page.locator('[data-testid="hand-row"][data-seq="1"]').click()
    await byTestId('tiles-hand').waitFor()
    expect(await byTestId('hand-detail').innerText()).toMatch(/Tiles/)
    await h.screenshot('tiles-hangzhou-en-detail')
  })
})
