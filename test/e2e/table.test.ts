import { describe, expect, it } from 'vitest'
import { closeSession, createSession, getSessionView } from '../../src-main/services/sessions'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'
import type { SessionView } from '../../src-main/model/sessions'

let h: Harness
useHarness((harness) => (h = harness))
const {
  byTestId,
  handRows,
  handRow,
  createPlayers,
  openEntry,
  saveEntry,
  changeReport,
  editHand,
  expectTotalsMatchEngine
} = steps(() => h)

const NAMES = ['张三', '李四', '王五', '赵六']

/** A table opened through the real service (the 开局 screen is another view's business). */
function openTable(variant: string, backers: string[] = []): SessionView {
  return createSession(h.ctx.db, {
    title: '',
    variant,
    options: {},
    playerIds: createPlayers(NAMES),
    backerPlayerIds: createPlayers(backers),
    firstDealer: 0,
    rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
  })
}

/** Counts the host's real clicks on the page from now on. */
async function startCountingClicks(): Promise<void> {
  await h.page.evaluate(() => {
    const counter = window as unknown as { clicks: number }
    counter.clicks = 0
    document.addEventListener('click', (event) => event.isTrusted && counter.clicks++, true)
  })
}
const clicksSoFar = () => h.page.evaluate(() => (window as unknown as { clicks: number }).clicks)

/** A plain win the fast way: winner → discarder or 自摸 → pattern chip → 保存. Returns the clicks it took. */
async function fastWin(
  winner: number,
  from: number | null,
  pattern: string | null,
  expectedHands: number
): Promise<number> {
  await openEntry()
  const before = await clicksSoFar()
  await byTestId(`entry-seat-${winner}`).click()
  await byTestId(from === null ? 'entry-selfdraw' : `entry-seat-${from}`).click()
  if (pattern) await byTestId(`entry-pattern-${pattern}`).click()
  await saveEntry(expectedHands)
  return (await clicksSoFar()) - before
}

async function deleteAndUndo(seq: number, hands: number, undo: 'button' | 'Ctrl+Z'): Promise<void> {
  await handRow(seq).click()
  await byTestId('hand-delete').click()
  await byTestId('hand-delete-confirm').click()
  expect(await changeReport(`已删除第 ${seq} 局`)).toContain(String(seq))
  await expect.poll(() => handRows().count()).toBe(hands - 1)
  // 撤销 says what it will undo.
  expect(await byTestId('table-undo').innerText()).toBe(`撤销删除第 ${seq} 局`)
  if (undo === 'button') await byTestId('table-undo').click()
  else await h.page.keyboard.press('Control+z')
  await changeReport(`第 ${seq} 局已恢复`, 'table-undo')
  await expect.poll(() => handRows().count()).toBe(hands)
}

/** Back to the top of the table screen, for a screenshot of it. */
const scrollToTop = () => byTestId('table-audit').scrollIntoViewIfNeeded()

describe('the table screen (Sichuan)', () => {
  it('records plain wins in at most 4 clicks, corrects, deletes and undoes, and shows the engine’s totals', async () => {
    const { id } = openTable('sichuan')
    await h.open(`/sessions/${id}`)
    await byTestId('table-record').waitFor()
    await startCountingClicks()

    // The clicks counted run from the open entry to the saved hand ("记一局" itself not counted):
    // at most 4 are allowed; winner → 自摸 or discarder → pattern → 保存 is exactly 4.
    const clicks = [await fastWin(1, null, 'qingyise', 1), await fastWin(2, 0, 'qidui', 2)]
    expect(Math.max(...clicks)).toBeLessThanOrEqual(4)
    expect(clicks).toEqual([4, 4])

    // 3: a self-draw with a root (根), from 更多.
    await openEntry()
    await byTestId('entry-seat-3').click()
    await byTestId('entry-selfdraw').click()
    await byTestId('entry-more').click()
    await byTestId('entry-field-roots-input').fill('1')
    await expect.poll(() => byTestId('entry-preview').innerText()).toContain('根')
    await h.screenshot('entry-sichuan')
    await saveEntry(3)

    // 4: a draw with 查叫: seat 1 ready for 3 points.
    await openEntry()
    await byTestId('entry-draw').click()
    await byTestId('entry-more').click()
    await byTestId('entry-tenpai-1').click()
    await byTestId('entry-tenpai-points-1').fill('3')
    await expect.poll(() => byTestId('entry-total-1').innerText()).toBe('+9')
    await saveEntry(4)

    expect(await fastWin(0, 3, 'duiduihu', 5)).toBeLessThanOrEqual(4)

    // A correction: hand 2 was a 清一色, not a 七对 (same points: nothing else moves).
    const changed = await editHand(2, () => byTestId('entry-pattern-qingyise').click())
    expect(changed).toContain('2')
    await deleteAndUndo(4, 5, 'button')
    await expectTotalsMatchEngine(id)
    await scrollToTop()
    await h.screenshot('table-sichuan')
  })
})

describe('the table screen (Hangzhou)', () => {
  it('refuses an invalid hand inline, records five hands with a correction and a delete + undo', async () => {
    const { id } = openTable('hangzhou')
    await h.open(`/sessions/${id}`)
    await byTestId('table-record').waitFor()

    await fastWin(0, null, null, 1) // the dealer self-draws: 连庄
    await fastWin(2, 0, null, 2) // 二连庄: a discard win is allowed

    // A discard win at 平庄 is not: the engine's message shows and 保存 stays disabled.
    await openEntry()
    await byTestId('entry-seat-1').click()
    await byTestId('entry-seat-3').click()
    await byTestId('entry-error').waitFor()
    expect(await byTestId('entry-save').isDisabled()).toBe(true)
    await byTestId('entry-selfdraw').click()
    await byTestId('entry-pattern-sevenPairs').click()
    await byTestId('entry-more').click()
    await byTestId('entry-field-luxury-input').fill('1')
    await expect.poll(() => byTestId('entry-total-1').innerText()).toBe('+16')
    await h.screenshot('entry-hangzhou')
    await saveEntry(3)

    await openEntry()
    await byTestId('entry-draw').click()
    await saveEntry(4)

    await openEntry()
    await byTestId('entry-seat-3').click()
    await byTestId('entry-selfdraw').click()
    await byTestId('entry-more').click()
    await byTestId('entry-field-baotou-toggle').click()
    await saveEntry(5)

    const changed = await editHand(3, () => byTestId('entry-pattern-standard').click())
    expect(changed).toContain('3')
    await deleteAndUndo(4, 5, 'Ctrl+Z')
    await expectTotalsMatchEngine(id)
    await scrollToTop()
    await h.screenshot('table-hangzhou')
  })
})

describe('the table screen (yaku)', () => {
  it('carries backers forward, follows the dice, tells of a 诈和 and a 役满, and locks once settled', async () => {
    const session = openTable('yaku', ['孙七', '周八'])
    const [sun, zhou] = session.backers.map((player) => player.id)
    await h.open(`/sessions/${session.id}`)
    await byTestId('table-record').waitFor()
    await startCountingClicks()

    await openEntry()
    await byTestId('entry-seat-1').click()
    await byTestId('entry-selfdraw').click()
    await byTestId('entry-pattern-qingyise').click()
    await byTestId('entry-more').click()
    await byTestId(`entry-backer-${sun}-1`).click()
    await byTestId(`entry-backer-${zhou}-3`).click()
    await saveEntry(1)
    expect(await byTestId(`table-backer-${sun}`).innerText()).toContain('+')

    // The backers carry over; the dice do not, and the 宝牌 field shows only on an 8.
    await openEntry()
    await byTestId('entry-more').click()
    expect(await byTestId(`entry-backer-${sun}-1`).getAttribute('aria-pressed')).toBe('true')
    await byTestId('entry-seat-2').click()
    await byTestId('entry-seat-0').click()
    await byTestId('entry-pattern-yiqi').click()
    expect(await byTestId('entry-field-dora-input').count()).toBe(0)
    await byTestId('entry-field-total-input').fill('8')
    await byTestId('entry-field-dora-input').fill('1')
    await expect.poll(() => byTestId('entry-total-2').innerText()).toBe('+9')
    await h.screenshot('entry-yaku')
    await saveEntry(2)

    await openEntry()
    await byTestId('entry-falseWin').click()
    await byTestId('entry-seat-3').click()
    await saveEntry(3)
    await byTestId('table-notice-leaves').waitFor()

    expect(await fastWin(0, null, 'dasanyuan', 4)).toBeLessThanOrEqual(4)
    await byTestId('table-notice-ended').waitFor()
    await expectTotalsMatchEngine(session.id)
    await scrollToTop()
    await h.screenshot('table-yaku')

    await handRow(2).click()
    await byTestId('hand-detail').waitFor()
    expect(await byTestId('hand-detail').innerText()).toContain('宝牌')
    await h.screenshot('table-hand-detail')
    await h.page.keyboard.press('Escape')
    await byTestId('table-audit').click()
    await expect.poll(() => byTestId('audit-entry').count()).toBe(5)
    await h.screenshot('table-audit')
    await h.page.keyboard.press('Escape')

    closeSession(h.ctx.db, session.id)
    await h.page.reload()
    await byTestId('table-closed-banner').waitFor()
    expect(await byTestId('table-record').count()).toBe(0)
    await h.screenshot('table-closed')
    await byTestId('table-reopen').click()
    await byTestId('table-reopen-confirm').click()
    await byTestId('table-record').waitFor()
    expect(getSessionView(h.ctx.db, session.id).status).toBe('open')
  })
})
