/**
 * Issue 13, tiles on the entry form: a hand entered by the palette and the same hand typed, each
 * read (derived chips, sets, what the wild stood for), saved, paying as the same hand by fields;
 * a 四川 and an 安顺 draw by the ready seats' tiles, their waits shown; the tiles on the score
 * sheet and in the print.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scoreHand, type HandInput } from '../../src-main/scoring'
import { getSessionView } from '../../src-main/services/sessions'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { pdfText, steps } from './steps'
import { DRAW_CASES, drawnTiles, TILES_CASES, tilesCases } from './tilesCases'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, printFrom } = steps(() => h)
const { openTable, enterThreeWays, expectSameAsFields, enterDrawTwoWays, sheetScreenshots } = tilesCases(() => h)

describe('hands entered by their tiles', () => {
  it.each(TILES_CASES)('$variant: palette and typed, read, saved, as by fields', async (c) => {
    const id = await openTable(c.variant, 'zh-CN')
    const inputs = await enterThreeWays(c, id, `tiles-${c.variant}-zh`)
    const [palette, typed, byFields] = inputs
    expect(palette.events.some((event) => 'tiles' in event)).toBe(true)
    expect(typed.events.some((event) => 'tiles' in event)).toBe(true)
    expectSameAsFields(palette)
    expectSameAsFields(typed)
    // The third hand, by fields on the form, pays as the same hand with the tiles instead of those fields.
    const tiles = (typed.events.find((event) => 'tiles' in event) as unknown as { tiles: unknown }).tiles
    const derived = Object.keys(scoreHand(typed).tiles!.wins[0].derived)
    const events = byFields.events.map((event) => {
      if (event.type !== 'win') return event
      const rest = Object.fromEntries(Object.entries(event).filter(([key]) => !derived.includes(key)))
      return { ...rest, tiles }
    }) as HandInput['events']
    const byFieldsDeltas = getSessionView(h.ctx.db, id).hands[2].result.deltas
    expect(expectSameAsFields({ ...byFields, events })).toEqual(byFieldsDeltas)
    // The score sheet shows the tiles of the hands entered by them, the winning tile framed.
    const sheetTiles = byTestId('sheet-tiles')
    await expect.poll(() => sheetTiles.count()).toBe(2)
    expect(await sheetTiles.first().locator('[data-tile]').count()).toBe(drawnTiles(c))
    expect(await sheetTiles.first().locator('[data-won]').count()).toBe(1)
    if (c.variant === 'anhua' || c.variant === 'changsha') await sheetScreenshots(`tiles-${c.variant}-zh`)
    // The hand detail shows the tiles.
    await h.page.locator('[data-testid="hand-row"][data-seq="1"]').click()
    await byTestId('tiles-hand').waitFor()
    expect(await byTestId('tiles-hand').locator('[data-tile]').count()).toBe(drawnTiles(c))
    // The summary names what the tiles showed, not the field's default.
    if (c.variant === 'sichuan') expect(await byTestId('hand-detail').innerText()).toContain('清一色')
    await h.screenshot(`tiles-${c.variant}-zh-detail`)
  })
})

describe('draws by the ready seats’ tiles (查叫)', () => {
  it.each(DRAW_CASES)('$variant: waits shown with their values, saved, as by typed values', async (c) => {
    const id = await openTable(c.variant, 'zh-CN')
    const [byTiles, byValues] = await enterDrawTwoWays(c, id, `tiles-${c.variant}-zh`)
    expect(byTiles.events[0]).toHaveProperty('hands')
    const hands = getSessionView(h.ctx.db, id).hands
    expect(hands[0].result.deltas).toEqual(hands[1].result.deltas)
    expect(hands[0].result.deltas.some((delta) => delta !== 0)).toBe(true)
    expect(byValues.events[0]).not.toHaveProperty('hands')
    // The sheet names each ready seat before its tiles.
    await sheetScreenshots(`tiles-${c.variant}-zh-draw`)
    expect(await byTestId('sheet-tiles').innerText()).toContain('李四')
    expect(await byTestId('sheet-tiles').locator('[data-tile]').count()).toBe(13 * c.hands.length)
    // The hand detail draws each ready seat's tiles after its name.
    await h.page.locator('[data-testid="hand-row"][data-seq="1"]').click()
    await byTestId('hand-detail').waitFor()
    expect(await byTestId('hand-detail').getByTestId('tiles-hand').count()).toBe(c.hands.length)
    expect(await byTestId('hand-detail').innerText()).toContain('李四')
    await h.screenshot(`tiles-${c.variant}-zh-draw-detail`)
  })
})

describe('tiles in the print', () => {
  it('the printed hand list draws each hand’s tiles, black on white', async () => {
    const c = TILES_CASES.find((candidate) => candidate.variant === 'anhua')!
    const id = await openTable(c.variant, 'zh-CN')
    await enterThreeWays(c, id, 'tiles-print-zh')
    await byTestId('table-settle').click()
    await h.page.waitForURL(/settlement$/)
    const a4 = await printFrom('print-a4', 1)
    const receipt = await printFrom('print-receipt', 2)
    expect(pdfText(a4)).toContain('翻牌')
    for (const [file, name] of [
      [a4, 'tiles-print-a4-zh'],
      [receipt, 'tiles-print-receipt-zh']
    ])
      execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', file, join(OUTPUT_DIR, name)])
  })
})
