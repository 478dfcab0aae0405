/** Hands entered by their tiles on the entry form (issue 13), shared by the zh and en tests. */
import { expect } from 'vitest'
import { scoreHand, type HandInput, type VariantId } from '../../src-main/scoring'
import { createSession, getSessionView } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import type { Harness } from './harness'
import { steps } from './steps'

export interface TilesCase {
  variant: VariantId
  winner: number
  /** The wild tile to name (杭州 财神), if any. */
  wild?: string
  /** Concealed tiles in tap order; the last is the winning tile. */
  taps: string[]
  /** The same tiles typed. */
  typed: string
  /** What the derived chips must say, by field. */
  derived: Record<string, RegExp>
  /** The same hand by its fields on the form: test ids to click, or [test id, text] to type (更多 open). */
  byFields: (string | [string, string])[]
}

export const TILES_CASES: TilesCase[] = [
  {
    variant: 'hangzhou',
    winner: 1,
    wild: '7p',
    taps: ['1m', '2m', '3m', '4m', '5m', '6m', '7s', '8s', '9s', '7p', '1z', '1z', '1z', '5s'],
    typed: '123456m789s7p111z5s',
    derived: { baotou: /是|yes/ },
    byFields: ['entry-field-baotou-toggle']
  },
  {
    variant: 'sichuan',
    winner: 2,
    taps: ['1m', '1m', '1m', '2m', '3m', '4m', '6m', '7m', '8m', '9m', '9m', '9m', '9m', '5m'],
    typed: '1112346789999m5m',
    derived: { pattern: /清一色|Pure/, roots: /1/ },
    byFields: ['entry-pattern-qingyise', ['entry-field-roots-input', '1']]
  },
  {
    variant: 'anshun',
    winner: 2,
    taps: ['1s', '1s', '2s', '2s', '3s', '3s', '4s', '4s', '5s', '5s', '6s', '6s', '7s', '7s'],
    typed: '1122334455667s7s',
    derived: { pattern: /清七对|Full-flush seven/ },
    byFields: ['entry-pattern-qingqidui']
  },
  {
    variant: 'changsha',
    winner: 2,
    taps: ['1p', '1p', '1p', '2p', '3p', '4p', '6p', '7p', '8p', '9p', '9p', '9p', '9p', '5p'],
    typed: '1112346789999p5p',
    derived: { big: /清一色|Full flush/ },
    byFields: ['entry-pattern-qingyise']
  }
]

export function tilesCases(harness: () => Harness) {
  const h = () => harness()
  const { byTestId, createPlayers, openEntry, saveEntry } = steps(harness)

  async function openTable(variant: VariantId, locale: 'zh-CN' | 'en'): Promise<number> {
    updateSettings(h().ctx.db, { locale })
    const { id } = createSession(h().ctx.db, {
      title: '',
      variant,
      options: {},
      playerIds: createPlayers(['张三', '李四', '王五', '赵六']),
      spectatorIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    await h().open(`/sessions/${id}`)
    await byTestId('table-record').waitFor()
    return id
  }

  /** The winner self-draws, then the tiles panel is opened. */
  async function startWin(winner: number): Promise<void> {
    await openEntry()
    await byTestId(`entry-seat-${winner}`).click()
    await byTestId('entry-selfdraw').click()
    await byTestId('entry-tiles-toggle').click()
    await byTestId('tile-entry').waitFor()
  }

  async function expectReading(c: TilesCase): Promise<void> {
    await byTestId('tiles-reading')
      .waitFor()
      .catch(async (error: unknown) => {
        await h().screenshot(`tiles-${c.variant}-failed`)
        throw error
      })
    for (const [name, shown] of Object.entries(c.derived))
      expect(await byTestId(`tiles-derived-${name}`).innerText()).toMatch(shown)
    expect(await byTestId('tiles-group-0').locator('[data-tile]').count()).toBeGreaterThanOrEqual(2)
    if (c.wild) expect(await byTestId('tiles-wild-0').innerText()).toMatch(/当作|stands for/)
  }

  /** Palette, then typed, then by fields; each saved. Returns the stored inputs. */
  async function enterThreeWays(c: TilesCase, sessionId: number, screenshot: string): Promise<HandInput[]> {
    await startWin(c.winner)
    if (c.wild) {
      await byTestId('tiles-mode-wild').click()
      await byTestId(`tiles-add-${c.wild}`).click()
    }
    for (const tile of c.taps) await byTestId(`tiles-add-${tile}`).click()
    await expectReading(c)
    await h().page.setViewportSize({ width: 1280, height: 800 })
    await h().screenshot(`${screenshot}-palette`)
    await h().page.setViewportSize({ width: 1024, height: 700 })
    await h().screenshot(`${screenshot}-palette-1024`)
    await h().page.setViewportSize({ width: 1280, height: 800 })
    await saveEntry(1)

    await startWin(c.winner)
    // The wild tile named last hand is this hand's default.
    if (c.wild) expect(await byTestId('tiles-wild').getAttribute('data-tile')).toBe(c.wild)
    await byTestId('tiles-typed').fill(c.typed)
    await expectReading(c)
    const chip = c.byFields[0]
    if (typeof chip === 'string' && chip.startsWith('entry-pattern-')) {
      // The host gives the pattern too (it agrees with the tiles): the preview says so.
      await byTestId(chip).click()
      await expect
        .poll(() => byTestId(`tiles-derived-${Object.keys(c.derived)[0]}`).innerText())
        .toMatch(/主持人指定|given by host/)
    }
    await h().screenshot(`${screenshot}-typed`)
    await saveEntry(2)

    await openEntry()
    await byTestId(`entry-seat-${c.winner}`).click()
    await byTestId('entry-selfdraw').click()
    await byTestId('entry-more').click()
    for (const action of c.byFields)
      if (typeof action === 'string') await byTestId(action).click()
      else await byTestId(action[0]).fill(action[1])
    await saveEntry(3)
    return getSessionView(h().ctx.db, sessionId).hands.map((hand) => hand.input)
  }

  /** A stored hand by tiles pays exactly as the same hand by the fields its tiles showed. */
  function expectSameAsFields(input: HandInput): number[] {
    const byTiles = scoreHand(input)
    const win = byTiles.tiles!.wins[0]
    const events = input.events.map((event, i) => {
      if (i !== win.event) return event
      const { tiles: _tiles, ...rest } = event as unknown as Record<string, unknown>
      return { ...rest, ...win.derived }
    }) as HandInput['events']
    expect(scoreHand({ ...input, events }).deltas).toEqual(byTiles.deltas)
    return byTiles.deltas
  }

  return { openTable, enterThreeWays, expectSameAsFields }
}
