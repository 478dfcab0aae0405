/**
 * Issue 13, tiles on the entry form: a hand entered by the palette and the same hand typed, each
 * read (derived chips, sets, what the wild stood for), saved, paying as the same hand by fields.
 */
import { describe, expect, it } from 'vitest'
import { scoreHand, type HandInput } from '../../src-main/scoring'
import { getSessionView } from '../../src-main/services/sessions'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'
import { TILES_CASES, tilesCases } from './tilesCases'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId } = steps(() => h)
const { openTable, enterThreeWays, expectSameAsFields } = tilesCases(() => h)

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
    // The hand detail shows the tiles.
    await h.page.locator('[data-testid="hand-row"][data-seq="1"]').click()
    await byTestId('tiles-hand').waitFor()
    expect(await byTestId('tiles-hand').locator('[data-tile]').count()).toBe(c.wild ? 15 : 14)
    // The summary names what the tiles showed, not the field's default.
    if (c.variant === 'sichuan') expect(await byTestId('hand-detail').innerText()).toContain('清一色')
    await h.screenshot(`tiles-${c.variant}-zh-detail`)
  })
})
