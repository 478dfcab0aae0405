/**
 * Issue 13 in English: the 杭州 hand by its tiles, the reading and the wild in English words; an
 * 安顺 draw by the ready seats' tiles with their waits; the tiles on the sheet and in the print.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getSessionView } from '../../src-main/services/sessions'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { pdfText, steps } from './steps'
import { DRAW_CASES, TILES_CASES, tilesCases } from './tilesCases'

let h: Harness
useHarness((harness) => (h = harness), { locale: 'en' })
const { byTestId } = steps(() => h)
const { openTable, enterThreeWays, expectSameAsFields, enterDrawTwoWays, sheetScreenshots } = tilesCases(() => h)

describe('hands entered by their tiles, in English', () => {
  it('hangzhou: palette and typed, read, saved', async () => {
    const c = TILES_CASES.find((candidate) => candidate.variant === 'hangzhou')!
    const id = await openTable(c.variant, 'en')
    const [palette, typed] = await enterThreeWays(c, id, 'tiles-hangzhou-en')
    expectSameAsFields(palette)
    expectSameAsFields(typed)
    await sheetScreenshots('tiles-hangzhou-en')
    await h.page.locator('[data-testid="hand-row"][data-seq="1"]').click()
    await byTestId('tiles-hand').waitFor()
    expect(await byTestId('hand-detail').innerText()).toMatch(/Tiles/)
    await h.screenshot('tiles-hangzhou-en-detail')
  })

  it('anshun draw: the waits in English, saved as by typed values, then printed with its tiles', async () => {
    const c = DRAW_CASES.find((candidate) => candidate.variant === 'anshun')!
    const id = await openTable(c.variant, 'en')
    await enterDrawTwoWays(c, id, 'tiles-anshun-en')
    const hands = getSessionView(h.ctx.db, id).hands
    expect(hands[0].result.deltas).toEqual(hands[1].result.deltas)
    await sheetScreenshots('tiles-anshun-en-draw')
    await byTestId('table-settle').click()
    await h.page.waitForURL(/settlement$/)
    await byTestId('print-a4').click()
    await expect.poll(() => h.printed.length, { timeout: 20_000 }).toBe(1)
    const a4 = h.printed[0]
    // The tenpai hands are drawn as tiles (their characters are in the PDF's text).
    expect(pdfText(a4)).toContain('万')
    execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', a4, join(OUTPUT_DIR, 'tiles-print-a4-en')])
  })
})
