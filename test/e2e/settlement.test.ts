import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { createSession, getSessionView } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { pdfText, shownNumber, steps } from './steps'
import type { HandDraft, SessionView } from '../../src-main/model/sessions'
let h: Harness
useHarness((harness) => (h = harness))

const CLUB = '老城棋牌室'
const {
  byTestId,
  createPlayers,
  seat,
  tallScreenshot,
  openTableThroughOpening: openTable,
  expectSettlementOnScreen,
  closeFromSettlement,
  printFrom
} = steps(() => h)

function seatRoster(): Record<string, number> {
  updateSettings(h.ctx.db, { clubName: CLUB, pointValue: 2 })
  const names = ['张三', '李四', '王五', '赵六']
  const ids = createPlayers(names)
  return Object.fromEntries(names.map((name, index) => [name, ids[index]]))
}

function record(id: number, hands: HandDraft['events'][]): SessionView {
  for (const events of hands) recordHand(h.ctx.db, id, { events, supporters: [] })
  return getSessionView(h.ctx.db, id)
}

describe('opening a table and settling it (开局 → 结算 → 打印)', () => {
  it('opens an Anhua two-player table with the low-score bonus, and settles it with the adjustment shown', async () => {
    const ids = seatRoster()
    const id = await openTable(async () => {
      await byTestId('variant-anhua').click()
      await seat(ids['张三'])
      await seat(ids['李四'])
      await byTestId('option-minScore').click()
      await byTestId('option-minScore-threshold').waitFor()
      await byTestId('option-doubling').click()
      await byTestId('fee-perPlayer').click()
      await byTestId('fee-amount').fill('20')
      await byTestId('fee-amount').blur()
    }, 'opening')

    const opened = getSessionView(h.ctx.db, id)
    expect(opened).toMatchObject({ variant: 'anhua', seats: 2, firstDealer: 0 })
    expect(opened.players.map((player) => player.name)).toEqual(['张三', '李四'])
    expect(opened.rules).toMatchObject({
      minScore: { threshold: 10, bonus: 10 },
      doubling: expect.objectContaining({ factor: expect.any(Number) }),
      pointValue: 2,
      tableFee: { kind: 'perPlayer', amount: 20 }
    })

    const view = record(id, [
      [{ type: 'win', winner: 1, from: null, wang: 'single', features: [], birds: [2, 3] }],
      [{ type: 'win', winner: 0, from: 1, wang: 'hard', features: [], birds: [4, 6] }],
      [{ type: 'win', winner: 1, from: null, wang: 'three', features: [], birds: [1, 7] }]
    ])
    expect(view.settlement.engine.adjustments.map((adjustment) => adjustment.rule)).toContain('minScore')

    // While play goes on, the table shows the totals as the session rules would settle them.
    await h.open(`/sessions/${id}`)
    const projected = () =>
      Promise.all([0, 1].map(async (seat) => shownNumber(await byTestId(`table-projected-${seat}`).innerText())))
    await expect.poll(projected).toEqual(view.settlement.engine.totals)
    expect(view.settlement.engine.totals).not.toEqual(view.totals)
    await h.screenshot('table-two-player-projected')

    await h.open(`/sessions/${id}/settlement`)
    await expectSettlementOnScreen(view)
    expect(await h.page.locator('th', { hasText: '低于多少分加分（2 人）' }).count()).toBe(1)
    // The whole table fits its card at 1280 px: no sideways scroll, the totals in view.
    for (const width of [1280, 1024]) {
      await h.page.setViewportSize({ width, height: 800 })
      const fits = await h.page
        .locator('.ledger-card')
        .evaluate((card) =>
          [...card.querySelectorAll<HTMLElement>('*')].every((node) => node.scrollWidth <= node.clientWidth + 1)
        )
      expect(fits, `settlement table fits at ${width}`).toBe(true)
      await h.screenshot(`settlement-two-player-${width}`)
    }
    // Fees to the house, the rest between the two players; the chosen way is printed.
    for (const party of view.settlement.parties.filter((p) => p.role === 'seat')) {
      expect(view.settlement.payments).toContainEqual({ from: party.key, to: 'house', amountCents: 2000 })
    }
    await byTestId('payment-method-direct').click()
    const printed = pdfText(await printFrom('print-a4', 1))
    expect(printed).toContain('按比例直付')
  })

  it('opens a four-player Sichuan table with a per-player fee, closes it, prints A4 and a receipt', async () => {
    const ids = seatRoster()
    const id = await openTable(async () => {
      await byTestId('variant-sichuan').click()
      for (const name of ['张三', '李四', '王五', '赵六']) await seat(ids[name])
      await byTestId('fee-perPlayer').click()
      await byTestId('fee-amount').fill('10')
      await byTestId('fee-amount').blur()
      expect(await byTestId('two-player-rules').count()).toBe(0)
    }, 'opening-sichuan')
    expect(getSessionView(h.ctx.db, id).rules).toEqual({
      minScore: null,
      doubling: null,
      pointValue: 2,
      tableFee: { kind: 'perPlayer', amount: 10 }
    })

    const view = record(id, [
      [{ type: 'win', winner: 1, from: null, pattern: 'qingyise', roots: 1 }],
      [
        { type: 'win', winner: 2, from: 0, pattern: 'qidui' },
        { type: 'win', winner: 3, from: 0, pattern: 'pinghu' }
      ],
      [{ type: 'draw', tenpai: [{ seat: 1, minPoints: 3 }] }],
      [{ type: 'win', winner: 0, from: 2, pattern: 'duiduihu', roots: 2 }]
    ])

    await h.open('/sessions')
    await expect.poll(() => byTestId('open-session').count()).toBe(1)
    expect(await byTestId('open-session-total').allInnerTexts()).toEqual(
      view.totals.map((total) => (total > 0 ? `+${total}` : String(total)))
    )

    await byTestId('session-settle').click()
    await h.page.waitForURL(/settlement$/)
    await expectSettlementOnScreen(view)
    expect(await byTestId('fee-total').innerText()).toContain(`¥${view.settlement.feeTotalCents / 100}`)
    await h.screenshot('settlement')

    await closeFromSettlement(id)
    const closed = getSessionView(h.ctx.db, id)
    await expectSettlementOnScreen(closed)

    const winner = closed.settlement.parties.find((party) => party.key === 'seat:1')!
    const a4 = await printFrom('print-a4', 1)
    const receipt = await printFrom('print-receipt', 2)
    for (const file of [a4, receipt]) {
      expect(existsSync(file)).toBe(true)
      const text = pdfText(file)
      expect(text).toContain(CLUB)
      expect(text).toContain(winner.name)
      expect(text).toContain(`+${winner.points}`)
      expect(text).toContain(`+¥${winner.moneyCents / 100}`)
      // The settlement page reads the table without its hands: the print reads them all.
      expect(text).toContain(`各局明细（${closed.hands.length} 局）`)
    }
    for (const [file, name] of [
      [a4, 'print-a4'],
      [receipt, 'print-receipt']
    ]) {
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, join(OUTPUT_DIR, name)])
    }
    await h.screenshot('settlement-closed')

    // Another table still playing: the list shows open tables first, then the settled ones.
    const playing = createSession(h.ctx.db, {
      title: '2 号桌',
      variant: 'anhua',
      options: {},
      playerIds: [ids['王五'], ids['赵六']],
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    record(playing.id, [[{ type: 'win', winner: 1, from: null, wang: 'three', features: ['qingyise'], birds: [] }]])
    await h.open('/sessions')
    await expect.poll(() => byTestId('closed-session').count()).toBe(1)
    expect(await byTestId('open-session').count()).toBe(1)
    await h.screenshot('sessions')
  })

  it('shows the rules reference of every variant from the catalog', async () => {
    await h.open('/rules')
    await byTestId('rules-variant-hangzhou').waitFor()
    expect(await byTestId('rules-table').count()).toBeGreaterThan(0)
    await tallScreenshot('rules', 2400)
    await h.page.locator('.n-tabs-tab', { hasText: '两人局规则' }).click()
    await byTestId('rules-two-player').waitFor()
    expect(await byTestId('rules-option').allInnerTexts()).toContainEqual(expect.stringContaining('分数线'))
  })
})
