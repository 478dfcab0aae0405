/** Hands entered by their tiles on the entry form (issue 13), shared by the zh and en tests. */
import { expect } from 'vitest'
import { scoreHand, type HandInput, type VariantId } from '../../src-main/scoring'
import { createSession, getSessionView } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import type { Harness } from './harness'
import { steps } from './steps'

type Action = string | [string, string]

export interface TilesCase {
  variant: VariantId
  winner: number
  /** The wild tile to name (杭州 财神; 安化 the turned tile), if any. */
  wild?: string
  /** 役种: the 宝牌 indicator to name. */
  dora?: string
  /** What the hand needs before its tiles (the dice): test ids to click, or [test id, text] to type. */
  before?: Action[]
  /** Declared melds, each added through its meld mode by tapping its first tile. */
  melds?: { kind: 'chow' | 'pong' | 'kong' | 'concealedKong'; first: string }[]
  /** Concealed tiles in tap order; the last is the winning tile. */
  taps: string[]
  /** The same tiles typed. */
  typed: string
  /** What the derived chips must say, by field. */
  derived: Record<string, RegExp>
  /** The same hand by its fields on the form: test ids to click, or [test id, text] to type (更多 open). */
  byFields: Action[]
}

/** How many tiles the hand detail draws: 14, one more per kong, the wild tile and the dora indicator named. */
export function drawnTiles(c: TilesCase): number {
  const kongs = (c.melds ?? []).filter((meld) => meld.kind === 'kong' || meld.kind === 'concealedKong').length
  return 14 + kongs + (c.wild ? 1 : 0) + (c.dora ? 1 : 0)
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
  },
  {
    // RULES §9 example 3: turned 1s, so 2s is 王; three 王 held → 三王.
    variant: 'anhua',
    winner: 3,
    wild: '1s',
    taps: ['2m', '3m', '4m', '5m', '6m', '7m', '4p', '5p', '5p', '5p', '2s', '2s', '2s', '3p'],
    typed: '234567m4555p222s3p',
    derived: { wang: /三王|Three wilds/ },
    byFields: ['entry-pattern-three']
  },
  {
    // Dice 8: the indicator 5p makes 6p the 宝牌, held three times.
    variant: 'yaku',
    winner: 2,
    dora: '5p',
    before: [['entry-field-total-input', '8']],
    taps: ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '6p', '6p', '6p', '7p', '7p'],
    typed: '123456789m6667p7p',
    derived: { yaku: /一气贯通|Pure straight/, dora: /3/ },
    byFields: [
      ['entry-field-total-input', '8'],
      'entry-pattern-menqianzimo',
      'entry-pattern-yiqi',
      ['entry-field-dora-input', '3']
    ]
  },
  {
    // Declared melds: a pong, a kong and a chow, then 678m and the pair of 8s: a 小胡.
    variant: 'changsha',
    winner: 1,
    melds: [
      { kind: 'pong', first: '2p' },
      { kind: 'kong', first: '5s' },
      { kind: 'chow', first: '2m' }
    ],
    taps: ['6m', '7m', '8m', '8s', '8s'],
    typed: '678m8s8s',
    derived: { big: /无|None/ },
    byFields: []
  }
]

/** A draw whose ready seats are entered by their tiles: the first by the palette, the others typed. */
export interface DrawCase {
  variant: VariantId
  hands: { seat: number; tiles: string }[]
}

export const DRAW_CASES: DrawCase[] = [
  {
    variant: 'sichuan',
    hands: [
      { seat: 1, tiles: '1112345678999m' },
      { seat: 3, tiles: '1122334455667p' }
    ]
  },
  {
    // RULES §9 example 4.
    variant: 'anshun',
    hands: [
      { seat: 1, tiles: '1112345678999m' },
      { seat: 2, tiles: '1122334455667s' }
    ]
  }
]

/** Tiles in notation, one name a tile, in order: "123m" → 1m 2m 3m. */
function tileNames(text: string): string[] {
  const names: string[] = []
  let digits = ''
  for (const ch of text)
    if (ch >= '0' && ch <= '9') digits += ch
    else {
      for (const d of digits) names.push(`${d}${ch}`)
      digits = ''
    }
  return names
}

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
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    await h().open(`/sessions/${id}`)
    await byTestId('table-record').waitFor()
    return id
  }

  async function perform(actions: Action[]): Promise<void> {
    for (const action of actions)
      if (typeof action === 'string') await byTestId(action).click()
      else await byTestId(action[0]).fill(action[1])
  }

  /** The winner self-draws, the hand's dice are given, then the tiles panel is opened. */
  async function startWin(c: TilesCase): Promise<void> {
    await openEntry()
    await byTestId(`entry-seat-${c.winner}`).click()
    await byTestId('entry-selfdraw').click()
    await perform(c.before ?? [])
    await byTestId('entry-tiles-toggle').click()
    await byTestId('tile-entry').waitFor()
  }

  /** The melds, each through its mode, and the dora indicator; back to the concealed tiles. */
  async function tapMelds(c: TilesCase): Promise<void> {
    for (const meld of c.melds ?? []) {
      await byTestId(`tiles-mode-${meld.kind}`).click()
      await byTestId(`tiles-add-${meld.first}`).click()
    }
    if (c.dora) {
      await byTestId('tiles-mode-dora').click()
      await byTestId(`tiles-add-${c.dora}`).click()
    }
    await byTestId('tiles-mode-concealed').click()
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
    await startWin(c)
    if (c.wild) {
      await byTestId('tiles-mode-wild').click()
      await byTestId(`tiles-add-${c.wild}`).click()
    }
    await tapMelds(c)
    for (const tile of c.taps) await byTestId(`tiles-add-${tile}`).click()
    await expectReading(c)
    await h().page.setViewportSize({ width: 1280, height: 800 })
    await h().screenshot(`${screenshot}-palette`)
    await h().page.setViewportSize({ width: 1024, height: 700 })
    await h().screenshot(`${screenshot}-palette-1024`)
    await h().page.setViewportSize({ width: 1280, height: 800 })
    await saveEntry(1)

    await startWin(c)
    // The wild tile named last hand is this hand's default.
    if (c.wild) expect(await byTestId('tiles-wild').getAttribute('data-tile')).toBe(c.wild)
    await tapMelds(c)
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
    await perform(c.byFields)
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

  /**
   * A draw by its ready seats' tiles (the first tapped on the palette, the rest typed), each
   * seat's waits and value checked against the engine; saved; then the same draw by the values
   * typed into the 查叫 list. Returns both stored hands.
   */
  async function enterDrawTwoWays(c: DrawCase, sessionId: number, screenshot: string): Promise<HandInput[]> {
    await openEntry()
    await byTestId('entry-draw').click()
    await byTestId('entry-tiles-toggle').click()
    for (const [i, hand] of c.hands.entries()) {
      await byTestId(`draw-tiles-seat-${hand.seat}`).click()
      if (i === 0) for (const tile of tileNames(hand.tiles)) await byTestId(`tiles-add-${tile}`).click()
      else await byTestId('tiles-typed').fill(hand.tiles)
    }
    const draft: HandInput = {
      variant: c.variant,
      seats: 4,
      dealer: 0,
      dealerStreak: 1,
      options: getSessionView(h().ctx.db, sessionId).options,
      events: [
        {
          type: 'draw',
          hands: c.hands.map((hand) => ({ seat: hand.seat, tiles: { concealed: hand.tiles, melds: [] } }))
        }
      ]
    } as unknown as HandInput
    const read = scoreHand(draft).tiles!.draws
    for (const report of read) {
      await expect.poll(() => byTestId(`draw-value-${report.seat}`).innerText()).toContain(String(report.value))
      const waits = byTestId(`draw-waits-${report.seat}`).locator('[data-wait]')
      expect(await waits.evaluateAll((items) => items.map((item) => item.getAttribute('data-wait')))).toEqual(
        report.waits.map((wait) => wait.tile)
      )
      expect(await waits.allInnerTexts()).toEqual(
        report.waits.map((wait) => expect.stringContaining(String(wait.value)))
      )
    }
    await h().page.setViewportSize({ width: 1280, height: 800 })
    await h().screenshot(`${screenshot}-draw`)
    await h().page.setViewportSize({ width: 1024, height: 700 })
    await h().screenshot(`${screenshot}-draw-1024`)
    await h().page.setViewportSize({ width: 1280, height: 800 })
    await saveEntry(1)

    await openEntry()
    await byTestId('entry-draw').click()
    await byTestId('entry-more').click()
    for (const report of read) {
      await byTestId(`entry-tenpai-${report.seat}`).click()
      await byTestId(`entry-tenpai-points-${report.seat}`).fill(String(report.value))
    }
    await saveEntry(2)
    return getSessionView(h().ctx.db, sessionId).hands.map((hand) => hand.input)
  }

  /** The score sheet with the tiles under the patterns, at both sizes. */
  async function sheetScreenshots(name: string): Promise<void> {
    const tiles = byTestId('sheet-tiles').first()
    await tiles.waitFor()
    await h().page.setViewportSize({ width: 1280, height: 800 })
    await tiles.scrollIntoViewIfNeeded()
    await h().screenshot(`${name}-sheet`)
    await h().page.setViewportSize({ width: 1024, height: 700 })
    await tiles.scrollIntoViewIfNeeded()
    await h().screenshot(`${name}-sheet-1024`)
    await h().page.setViewportSize({ width: 1280, height: 800 })
  }

  return { openTable, enterThreeWays, expectSameAsFields, enterDrawTwoWays, sheetScreenshots }
}
