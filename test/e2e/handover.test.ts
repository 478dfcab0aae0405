/**
 * A seat handed over mid-session, through the real UI: two hands, 李四 leaves and 钱七 (found by
 * pinyin) takes seat 2, two more hands, settle. The settlement, the print, the history and both
 * players' profiles each give every person only their own hands and points.
 */
import { describe, expect, it } from 'vitest'
import { getSessionView, createSession } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import { playerProfile } from '../../src-main/services/stats'
import { listAudit } from '../../src-main/store/audit'
import { useHarness, type Harness } from './harness'
import { amountOf, pdfText, steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const {
  byTestId,
  handRows,
  createPlayers,
  openEntry,
  saveEntry,
  expectSettlementOnScreen,
  closeFromSettlement,
  printFrom
} = steps(() => h)

const SIZES = [
  [1280, 800],
  [1024, 700]
] as const

async function win(winner: number, from: number | null, pattern: string, expectedHands: number): Promise<void> {
  await openEntry()
  await byTestId(`entry-seat-${winner}`).click()
  await byTestId(from === null ? 'entry-selfdraw' : `entry-seat-${from}`).click()
  await byTestId(`entry-pattern-${pattern}`).click()
  await saveEntry(expectedHands)
}

/** Screenshots of the current screen at both sizes, the page scrolled to `testId` when given. */
async function screenshots(name: string, locale: string, testId?: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await h.page.setViewportSize({ width, height })
    if (testId) await byTestId(testId).first().scrollIntoViewIfNeeded()
    await h.screenshot(`handover-${name}-${locale}-${width}`)
  }
  await h.page.setViewportSize({ width: 1280, height: 820 })
}

describe('handing a seat over mid-session', () => {
  it('splits the settlement, the print, the history and both profiles at the change', async () => {
    const [zhang, li, wang, zhao, qian] = createPlayers(['张三', '李四', '王五', '赵六', '钱七'])
    const table = createSession(h.ctx.db, {
      title: '换人桌',
      variant: 'sichuan',
      options: {},
      playerIds: [zhang, li, wang, zhao],
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 2, tableFee: { kind: 'perPlayer', amount: 10 } }
    })
    await h.open(`/sessions/${table.id}`)
    await win(1, null, 'qingyise', 1)
    await win(2, 1, 'qidui', 2)

    // 换人 on 李四's seat: the roster search finds 钱七 by pinyin initials; Enter takes the one match.
    await byTestId('table-handover-1').click()
    await byTestId('handover-dialog').waitFor()
    expect(await byTestId('handover-dialog').innerText()).toContain('已打的 2 局仍算 李四 的')
    await byTestId('handover-player-search').fill('qq')
    await expect.poll(() => byTestId('handover-player-add').allInnerTexts()).toEqual(['钱七'])
    await byTestId('handover-player-search').press('Enter')
    await expect.poll(() => byTestId('handover-confirm-text').innerText()).toBe('从第 3 局起，钱七 接替 李四。')
    await h.screenshot('handover-dialog-zh')
    await byTestId('handover-confirm').click()
    await byTestId('handover-dialog').waitFor({ state: 'hidden' })
    await expect.poll(() => byTestId('table-seat-1').innerText()).toContain('钱七')
    expect(await byTestId('sheet-handover').innerText()).toContain('第 3 局起 钱七 接替 李四')
    expect(listAudit(h.ctx.db, { sessionId: table.id, limit: 1 })[0].action).toBe('handover')

    await win(1, 3, 'pinghu', 3)
    await win(0, null, 'qidui', 4)
    expect(await handRows().count()).toBe(4)
    // The marker line sits between hands 2 and 3; hand 1 still names 李四 as its winner.
    const sheetLines = await h.page
      .locator('[data-testid="hand-row"], [data-testid="sheet-handover"]')
      .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-seq') ?? 'marker'))
    expect(sheetLines).toEqual(['1', '2', 'marker', '3', '4'])
    expect(await byTestId('hand-row').first().innerText()).toContain('李四')
    // The seat card shows 钱七's own points, and the seat's total over both players below.
    const played = getSessionView(h.ctx.db, table.id)
    expect(amountOf(await byTestId('table-total-1').innerText())).toBe(played.holderTotals[1])
    expect(
      amountOf(
        await byTestId('table-seat-total-1')
          .innerText()
          .then((text) => text.replace('座位合计', ''))
      )
    ).toBe(played.totals[1])
    expect(played.holderTotals[1]).not.toBe(played.totals[1])
    await screenshots('table', 'zh', 'sheet-handover')

    // The settlement: a line for each person, 李四 and 钱七 with their own hands.
    await byTestId('table-settle').click()
    await h.page.waitForURL(/settlement$/)
    const view = getSessionView(h.ctx.db, table.id)
    await expectSettlementOnScreen(view)
    const liParty = view.settlement.parties.find((party) => party.playerId === li)!
    const qianParty = view.settlement.parties.find((party) => party.playerId === qian)!
    expect([liParty.hands, qianParty.hands]).toEqual([2, 2])
    const deltas = view.hands.map((hand) => hand.result.deltas[1])
    expect(liParty.points).toBe(deltas[0] + deltas[1])
    expect(qianParty.points).toBe(deltas[2] + deltas[3])
    expect(await byTestId('ledger-span').allInnerTexts()).toEqual(['第 1–2 局', '第 3–4 局'])
    expect(await byTestId('settlement-handovers').innerText()).toContain('第 3 局起 钱七 接替 李四')
    await screenshots('settlement', 'zh', 'settlement-handovers')

    await closeFromSettlement(table.id)
    const closed = getSessionView(h.ctx.db, table.id)
    await expectSettlementOnScreen(closed)
    const a4 = pdfText(await printFrom('print-a4', 1))
    const receipt = pdfText(await printFrom('print-receipt', 2))
    for (const text of [a4, receipt]) {
      expect(text).toContain('第 3 局起 钱七 接替 李四')
      expect(text).toContain('李四 → 钱七')
      for (const party of [liParty, qianParty]) {
        expect(text).toMatch(new RegExp(`${party.name} \\(第 \\d–\\d 局\\)`))
        expect(text).toContain(`${party.points > 0 ? '+' : ''}${party.points}`)
      }
    }

    // The records: the history lists both, each profile has only that person's hands and points.
    await h.open('/records')
    await expect.poll(() => byTestId('history-row').count()).toBe(1)
    const historyText = await byTestId('history-row').innerText()
    expect(historyText).toContain('李四')
    expect(historyText).toContain('钱七')
    for (const [id, party] of [
      [li, liParty],
      [qian, qianParty]
    ] as const) {
      await h.open(`/players/${id}`)
      const stat = (testId: string) => byTestId(testId).getByTestId('stat-value').innerText()
      await expect.poll(async () => amountOf(await stat('stat-points'))).toBe(party.points)
      expect(await stat('stat-hands')).toBe('2')
      expect(amountOf(await stat('stat-money'))).toBe(party.netCents / 100)
      expect(playerProfile(h.ctx.db, id, 0).overall).toMatchObject({ hands: 2, points: party.points })
    }
    await h.screenshot('handover-profile-zh')

    // The same screens in English.
    updateSettings(h.ctx.db, { locale: 'en' })
    await h.open(`/sessions/${table.id}/settlement`)
    await h.page.reload() // the language is read once, when the app starts
    await h.page.waitForSelector('[data-app-ready]')
    await expect
      .poll(() => byTestId('settlement-handovers').innerText())
      .toContain('From hand 3: 钱七 takes over from 李四')
    expect(await byTestId('ledger-span').allInnerTexts()).toEqual(['hands 1–2', 'hands 3–4'])
    await screenshots('settlement', 'en', 'settlement-handovers')
    await h.open(`/sessions/${table.id}`)
    await expect.poll(() => byTestId('sheet-handover').innerText()).toContain('From hand 3: 钱七 takes over from 李四')
    await screenshots('table', 'en', 'sheet-handover')
  })

  it('the 诈和 notice offers the handover for the offender’s seat; a change with no hand after it can be taken back', async () => {
    const [a, b, c, d, e] = createPlayers(['张三', '李四', '王五', '赵六', '钱七'])
    const table = createSession(h.ctx.db, {
      title: '',
      variant: 'yaku',
      options: {},
      playerIds: [a, b, c, d],
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    await h.open(`/sessions/${table.id}`)
    await openEntry()
    await byTestId('entry-falseWin').click()
    await byTestId('entry-seat-2').click()
    await saveEntry(1)
    await byTestId('table-notice-leaves').waitFor()
    await byTestId('table-notice-handover').click()
    await byTestId('handover-dialog').waitFor()
    expect(await byTestId('handover-dialog').innerText()).toContain('王五')
    await h.page.locator(`[data-testid="handover-player-add"][data-player-id="${e}"]`).click()
    await byTestId('handover-confirm').click()
    await byTestId('table-notice-leaves').waitFor({ state: 'detached' })
    await expect.poll(() => byTestId('table-seat-2').innerText()).toContain('钱七')
    await h.screenshot('handover-false-win-zh')

    await byTestId('sheet-handover-take-back').click()
    await expect.poll(() => byTestId('table-seat-2').innerText()).toContain('王五')
    expect(await byTestId('sheet-handover').count()).toBe(0)
    expect(getSessionView(h.ctx.db, table.id).handovers).toEqual([])
  })
})
