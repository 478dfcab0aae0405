/**
 * Acceptance (issue 4): for each of the six variants, a table opened on the 开局 screen, five hands
 * entered on the entry form (one of them corrected afterwards), every total on screen against the
 * engine, the settlement closed and saved as a PDF, with screenshots of entry, table and settlement.
 */
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scoreHand, settleSession, type VariantId } from '../../src-main/scoring'
import { getSessionView } from '../../src-main/services/sessions'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { pdfText, shownNumber, steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const {
  byTestId,
  createPlayers,
  seat,
  openTableThroughOpening,
  openEntry,
  saveEntry,
  editHand,
  expectTotalsMatchEngine,
  expectSettlementOnScreen,
  closeFromSettlement,
  printFrom
} = steps(() => h)

const NAMES = ['东方明', '南宫玉', '西门雪', '北堂春']

/** One step on the entry form: a test id to click, or [test id, text] to type into an input. */
type Action = string | [testId: string, text: string]

interface HandScript {
  actions: Action[]
  /** What the preview must show, per seat (worked out by hand from RULES.md). */
  deltas: number[]
  /** Take `variant-<id>-entry.png` of this hand's form, preview showing. */
  screenshot?: true
}

interface VariantScript {
  id: VariantId
  hands: HandScript[]
  /** 修改 of hand `seq` (更多 is already open on a correction); `deltas` are the hand's after it. */
  correction: { seq: number; actions: Action[]; deltas: number[] }
}

/** The fast path: the winner, then the discarder's seat or 自摸. */
const win = (winner: number, from: number | 'self'): Action[] => [
  `entry-seat-${winner}`,
  from === 'self' ? 'entry-selfdraw' : `entry-seat-${from}`
]
const chip = (id: string) => `entry-pattern-${id}`
const field = (name: string, value: string | number) => `entry-field-${name}-${value}`
const fill = (name: string, value: number): Action => [`entry-field-${name}-input`, String(value)]
const MORE = 'entry-more'
const DRAW = 'entry-draw'

// Every table seats four, seat 0 dealing first.
const VARIANTS: VariantScript[] = [
  {
    id: 'hangzhou',
    hands: [
      { actions: win(0, 'self'), deltas: [6, -2, -2, -2] }, // the dealer self-draws: 连庄
      { actions: win(2, 0), deltas: [-4, 0, 4, 0] }, // 二连庄: 放冲 by the dealer, ×4
      {
        actions: [...win(1, 'self'), chip('sevenPairs'), MORE, fill('luxury', 1)],
        deltas: [-4, 16, -8, -4],
        screenshot: true
      }, // 豪华七对
      { actions: [DRAW], deltas: [0, 0, 0, 0] },
      { actions: [...win(3, 'self'), MORE, field('baotou', 'toggle')], deltas: [-2, -8, -2, 12] } // 暴头 against a 二连庄 dealer
    ],
    correction: { seq: 1, actions: [field('kongDraw', 'toggle')], deltas: [12, -4, -4, -4] } // it was a 杠开
  },
  {
    id: 'sichuan',
    hands: [
      { actions: [...win(1, 'self'), chip('qingyise')], deltas: [-3, 9, -3, -3] },
      { actions: [...win(2, 0), chip('qidui')], deltas: [-3, 0, 3, 0] },
      { actions: [...win(3, 'self'), MORE, fill('roots', 1)], deltas: [-2, -2, -2, 6] }, // 平胡 + 1 根
      {
        actions: [DRAW, MORE, 'entry-tenpai-1', ['entry-tenpai-points-1', '3']],
        deltas: [-3, 9, -3, -3],
        screenshot: true
      }, // 查叫
      { actions: [...win(0, 3), chip('duiduihu')], deltas: [2, 0, 0, -2] }
    ],
    correction: { seq: 2, actions: [chip('jiangdui')], deltas: [-4, 0, 4, 0] } // 将对, not 七对
  },
  {
    id: 'changsha',
    hands: [
      { actions: [...win(1, 'self'), 'entry-bird-3'], deltas: [-2, 5, -2, -1], screenshot: true }, // 小胡, the bird on 对家
      { actions: [...win(2, 1), chip('qingyise')], deltas: [0, -7, 7, 0] }, // the discarder deals
      { actions: [DRAW], deltas: [0, 0, 0, 0] },
      { actions: [...win(0, 'self'), chip('pengpenghu'), chip('qingyise')], deltas: [19, -6, -7, -6] }, // two 大胡 stack
      {
        actions: [...win(3, 0), MORE, 'entry-add-startWin', field('seat', 2), field('kinds', 'sixi')],
        deltas: [-4, -1, 4, 1]
      } // 起手四喜 first
    ],
    correction: { seq: 2, actions: [chip('pengpenghu')], deltas: [0, -13, 13, 0] } // 清一色 碰碰胡
  },
  {
    id: 'anhua',
    hands: [
      { actions: [...win(1, 'self'), 'entry-bird-1', 'entry-bird-9'], deltas: [-8, 24, -8, -8] }, // 单王, two birds hit: ×4
      {
        actions: [...win(2, 'self'), chip('three'), chip('qidui')],
        deltas: [-8, -8, 24, -8]
      }, // 三王七小对
      {
        actions: [...win(3, 0), chip('hard'), 'entry-bird-5', 'entry-bird-2'],
        deltas: [-8, 0, 0, 8],
        screenshot: true
      }, // 硬庄 on a discard
      { actions: [DRAW, 'entry-seat-2'], deltas: [0, 0, 0, 0] }, // the last tile drawn by seat 2
      { actions: win(0, 'self'), deltas: [6, -2, -2, -2] }
    ],
    correction: { seq: 5, actions: [chip('four')], deltas: [24, -8, -8, -8] } // it was 四王
  },
  {
    id: 'anshun',
    hands: [
      { actions: [...win(1, 'self'), chip('daduizi')], deltas: [-10, 30, -10, -10] },
      {
        // RULES.md §6 example 2: a 清一色 on a discard, seat 0's 闷豆, a 幺鸡 held by the winner.
        actions: [
          ...win(2, 3),
          chip('qingyise'),
          field('by', 0),
          field('kind', 'concealed'),
          'entry-tile-suit-m',
          'entry-tile-rank-4',
          ['entry-chicken-yaoji-2', '1']
        ],
        deltas: [5, -3, 11, -13],
        screenshot: true
      },
      { actions: [DRAW, MORE, 'entry-tenpai-1', ['entry-tenpai-points-1', '10']], deltas: [-10, 30, -10, -10] }, // 查叫
      { actions: [...win(0, 'self'), chip('xiaoqidui')], deltas: [60, -20, -20, -20] },
      { actions: win(3, 'self'), deltas: [-2, -2, -2, 6] }
    ],
    correction: { seq: 4, actions: [chip('qingqidui')], deltas: [120, -40, -40, -40] } // 清七对
  },
  {
    id: 'yaku',
    hands: [
      { actions: [...win(1, 'self'), chip('qingyise'), chip('yiqi')], deltas: [-16, 48, -16, -16] },
      {
        actions: [...win(2, 0), chip('yiqi'), fill('total', 8), fill('dora', 1)],
        deltas: [-9, 0, 9, 0],
        screenshot: true
      }, // 宝牌
      { actions: [DRAW], deltas: [0, 0, 0, 0] },
      { actions: [...win(3, 1), chip('hunyise'), fill('total', 9)], deltas: [0, -18, 0, 18] }, // 放铤翻倍
      { actions: win(0, 'self'), deltas: [6, -2, -2, -2] }
    ],
    correction: { seq: 5, actions: [chip('qidui')], deltas: [18, -6, -6, -6] } // 七对 was forgotten
  }
]

async function perform(actions: Action[]): Promise<void> {
  for (const action of actions) {
    // A control also on an empty "add another" block (Anshun's 杠) is the filled block's.
    if (typeof action === 'string') await byTestId(action).first().click()
    else await byTestId(action[0]).fill(action[1])
  }
}

/** The preview of the form shows these deltas, seat by seat. */
async function expectPreview(deltas: number[]): Promise<void> {
  const shown = () =>
    Promise.all(deltas.map(async (_, seat) => shownNumber(await byTestId(`entry-total-${seat}`).innerText())))
  await expect.poll(shown, { timeout: 5_000 }).toEqual(deltas)
}

async function enterHand(variant: VariantId, hand: HandScript, count: number): Promise<void> {
  await openEntry()
  await perform(hand.actions)
  await expectPreview(hand.deltas)
  if (hand.screenshot) await h.screenshot(`variant-${variant}-entry`)
  await saveEntry(count)
}

/** The engine's deltas for each stored hand, from its stored input. */
const engineDeltas = (sessionId: number) =>
  getSessionView(h.ctx.db, sessionId).hands.map((hand) => scoreHand(hand.input).deltas)

describe('the table-side workflow of every variant (开局 → 记分 → 修改 → 结算 → PDF)', () => {
  it.each(VARIANTS)('$id', async ({ id: variant, hands, correction }) => {
    const playerIds = createPlayers(NAMES)
    const id = await openTableThroughOpening(async () => {
      await byTestId(`variant-${variant}`).click()
      for (const player of playerIds) await seat(player)
    })
    expect(getSessionView(h.ctx.db, id)).toMatchObject({ variant, seats: 4, firstDealer: 0, status: 'open' })
    await byTestId('table-record').waitFor()

    for (const [index, hand] of hands.entries()) await enterHand(variant, hand, index + 1)
    expect(engineDeltas(id)).toEqual(hands.map((hand) => hand.deltas))

    expect(await editHand(correction.seq, () => perform(correction.actions))).toContain(String(correction.seq))
    const expected = hands.map((hand, index) => (index + 1 === correction.seq ? correction.deltas : hand.deltas))
    expect(engineDeltas(id)).toEqual(expected)

    const totals = await expectTotalsMatchEngine(id)
    const view = getSessionView(h.ctx.db, id)
    expect(view.totals).toEqual(totals)
    expect(totals).toEqual(expected.reduce((sum, deltas) => sum.map((total, seat) => total + deltas[seat])))
    await byTestId('table-audit').scrollIntoViewIfNeeded()
    await h.screenshot(`variant-${variant}-table`)

    await byTestId('table-settle').click()
    await h.page.waitForURL(/settlement$/)
    const engine = settleSession({ variant, seats: 4, options: null, hands: expected.map((deltas) => ({ deltas })) })
    expect(view.settlement.parties.map((party) => party.points)).toEqual(engine.totals)
    await expectSettlementOnScreen(view)
    await closeFromSettlement(id)
    await expectSettlementOnScreen(getSessionView(h.ctx.db, id))
    await h.screenshot(`variant-${variant}-settlement`)

    const pdf = await printFrom('print-pdf', 1)
    copyFileSync(pdf, join(OUTPUT_DIR, 'pdf', `variant-${variant}.pdf`))
    const text = pdfText(pdf)
    for (const name of NAMES) expect(text).toContain(name)
  })
})
