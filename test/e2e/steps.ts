/**
 * Steps the e2e tests share: players from the roster service, a table opened through the 开局
 * screen, hands entered and corrected on the table screen, the totals and the settlement on
 * screen against the services and the engine, and printing.
 */
import { execFileSync } from 'node:child_process'
import { expect } from 'vitest'
import { scoreHand } from '../../src-main/scoring'
import { createPlayer } from '../../src-main/services/roster'
import { parlorMoney, previewClose } from '../../src-main/services/parlor/close'
import { createSession, getSessionView, loadSession, settlementOf } from '../../src-main/services/sessions'
import type { Harness } from './harness'
import type { SessionView } from '../../src-main/model/sessions'

/** A number as shown ("+12", "-3.5", "1,024"). */
export const shownNumber = (text: string) => Number(text.replace(/[,\s]/g, '').replace('\u2212', '-'))

/** "+¥42", "-¥22.80", "+21" → the number. */
export const amountOf = (text: string) => Number(text.replace(/[¥,+\s]/g, ''))

export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

/** The steps, bound to the test file's current harness (`() => h`). */
export function steps(harness: () => Harness) {
  const page = () => harness().page
  const byTestId = (id: string) => page().getByTestId(id)
  const handRows = () => byTestId('hand-row')
  const handRow = (seq: number) => page().locator(`[data-testid="hand-row"][data-seq="${seq}"]`)

  /** Roster players by name, through the real service; their ids in the same order. */
  function createPlayers(names: string[]): number[] {
    return names.map(
      (name) => createPlayer(harness().ctx.db, { name, nickname: '', phone: '', note: '', allowDuplicate: false }).id
    )
  }

  /** A 四川 table of four new players (no backers, no fee) opened through the service; its id. */
  function sichuanTable(names: string[]): number {
    return createSession(harness().ctx.db, {
      title: '',
      variant: 'sichuan',
      options: {},
      playerIds: createPlayers(names),
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    }).id
  }

  /** Takes a player from the opening screen's search results into the next seat. */
  async function seat(playerId: number): Promise<void> {
    await page().locator(`[data-testid="seat-pick-add"][data-player-id="${playerId}"]`).click()
  }

  /** A screenshot of the whole screen: the window made tall enough for the page, then back to its size. */
  async function tallScreenshot(name: string, height: number): Promise<void> {
    const size = page().viewportSize()!
    await page().setViewportSize({ width: size.width, height })
    await harness().screenshot(name)
    await page().setViewportSize(size)
  }

  /** The page at 1280×800 (`name-1280`) and at 1024×700 (`name-1024`). */
  async function shots(name: string): Promise<void> {
    await harness().screenshot(`${name}-1280`)
    await page().setViewportSize({ width: 1024, height: 700 })
    await harness().screenshot(`${name}-1024`)
    await page().setViewportSize({ width: 1280, height: 800 })
  }

  /** Opens a table through the opening screen; resolves with its id once the table screen is up. */
  async function openTableThroughOpening(setUp: () => Promise<void>, screenshot?: string): Promise<number> {
    await harness().open('/sessions')
    await byTestId('session-start').click()
    await byTestId('variant-anhua').waitFor()
    await setUp()
    if (screenshot) await tallScreenshot(screenshot, 2000)
    await byTestId('session-create').click()
    await page().waitForURL(/#\/sessions\/\d+$/)
    return Number(/sessions\/(\d+)$/.exec(page().url())![1])
  }

  async function openEntry(): Promise<void> {
    await byTestId('table-record').click()
    await byTestId('entry-modal').waitFor()
  }

  async function saveEntry(expectedHands: number): Promise<void> {
    await byTestId('entry-save').click()
    await byTestId('entry-modal').waitFor({ state: 'hidden' })
    await expect.poll(() => handRows().count()).toBe(expectedHands)
  }

  /** Closes the "what changed" report after a correction, delete or undo; returns its text. */
  async function closeChanges(screenshot?: string): Promise<string> {
    const dialog = byTestId('changes-dialog')
    await dialog.waitFor()
    const text = await dialog.innerText()
    if (screenshot) await harness().screenshot(screenshot)
    await byTestId('changes-close').click()
    await dialog.waitFor({ state: 'hidden' })
    return text
  }

  /**
   * The report of a correction, delete or undo titled `title` ("已修改第 2 局"): the changes dialog's
   * text (then closed) when later hands changed, else the text of the message saying they did not.
   */
  async function changeReport(title: string, screenshot?: string): Promise<string> {
    const dialog = byTestId('changes-dialog')
    const message = page().locator('.n-message').filter({ hasText: title })
    await dialog.or(message).first().waitFor()
    if (await dialog.isVisible()) return closeChanges(screenshot)
    const text = await message.last().innerText()
    if (screenshot) await harness().screenshot(screenshot)
    return text
  }

  /** 修改 on a saved hand: `change` works the entry form (更多 already open), then 保存. */
  async function editHand(seq: number, change: () => Promise<void>): Promise<string> {
    await handRow(seq).click()
    await byTestId('hand-edit').click()
    await byTestId('entry-modal').waitFor()
    await change()
    await byTestId('entry-save').click()
    await byTestId('entry-modal').waitFor({ state: 'hidden' })
    return changeReport(`已修改第 ${seq} 局`)
  }

  /** Every seat total on screen equals the sum of the engine's deltas over the stored inputs; returns those sums. */
  async function expectTotalsMatchEngine(sessionId: number): Promise<number[]> {
    const view = getSessionView(harness().ctx.db, sessionId)
    const expected = view.players.map((_, seat) =>
      view.hands.reduce((sum, hand) => sum + scoreHand(hand.input).deltas[seat], 0)
    )
    const shown = await Promise.all(
      view.players.map(async (_, seat) => shownNumber(await byTestId(`table-total-${seat}`).innerText()))
    )
    expect(shown).toEqual(expected)
    expect(expected.some((total) => total !== 0)).toBe(true)
    return expected
  }

  /** The table's money model: as settled once closed, else what closing it now in cash would settle. */
  function moneyOf(view: SessionView) {
    const { db, now } = harness().ctx
    return view.status === 'closed'
      ? parlorMoney(db, view.id).money!
      : previewClose(db, { sessionId: view.id, toAccount: [] }, now?.() ?? Date.now())
  }

  /** Every number of the ledger and every payment on screen, against the service's settlement and money model. */
  async function expectSettlementOnScreen(view: SessionView): Promise<void> {
    const { settlement } = view
    expect(settlement).toEqual(settlementOf(loadSession(harness().ctx.db, view.id)))
    await expect.poll(() => byTestId('ledger-row').count()).toBe(settlement.parties.length)
    for (const party of settlement.parties) {
      const row = page().locator(`[data-testid="ledger-row"][data-key="${party.key}"]`)
      const cell = async (id: string) => amountOf(await row.getByTestId(id).innerText())
      if (party.role !== 'house') {
        expect(await cell('ledger-points')).toBe(party.points)
        expect(await cell('ledger-money')).toBe(party.moneyCents / 100)
      }
      expect(await cell('ledger-net')).toBe(party.netCents / 100)
      // 0 − fee: no fee reads as +0 (a seat handed over pays none), as on screen.
      if (settlement.tableFee.kind !== 'none') expect(await cell('ledger-fee')).toBe(0 - party.feeCents / 100)
    }
    const names = new Map(settlement.parties.map((party) => [party.key, party.role === 'house' ? '店家' : party.name]))
    names.set('house', '店家')
    const shown = await byTestId('payment').evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-from'),
        row.getAttribute('data-to'),
        row.querySelector('[data-testid="payment-amount"]')!.textContent
      ])
    )
    expect(shown.map(([from, to, amount]) => [from, to, amountOf(amount ?? '')])).toEqual(
      moneyOf(view).lines.map((line) => [names.get(line.from), names.get(line.to), line.amountCents / 100])
    )
  }

  /** 结算 → 结束并锁定 → confirm; back on the settlement screen, locked. */
  async function closeFromSettlement(sessionId: number): Promise<void> {
    await byTestId('settlement-close').click()
    await byTestId('settlement-close-confirm').click()
    await expect.poll(() => getSessionView(harness().ctx.db, sessionId).status).toBe('closed')
    await byTestId('settlement-reopen').waitFor()
  }

  /** A print button of the settlement screen; resolves with the `count`-th PDF written. */
  async function printFrom(button: string, count: number): Promise<string> {
    await byTestId(button).click()
    await expect.poll(() => harness().printed.length, { timeout: 20_000 }).toBe(count)
    // Back on the settlement screen, which says where the file went.
    await page().waitForURL(/#\/sessions\/\d+\/settlement$/)
    await expect
      .poll(() => page().locator('.n-message').allInnerTexts())
      .toContainEqual(expect.stringContaining('已保存'))
    return harness().printed[count - 1]
  }

  return {
    byTestId,
    shots,
    handRows,
    handRow,
    createPlayers,
    sichuanTable,
    seat,
    tallScreenshot,
    openTableThroughOpening,
    openEntry,
    saveEntry,
    closeChanges,
    changeReport,
    editHand,
    expectTotalsMatchEngine,
    expectSettlementOnScreen,
    closeFromSettlement,
    printFrom
  }
}
