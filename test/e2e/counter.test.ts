import { describe, expect, it } from 'vitest'
import { topUp } from '../../src-main/services/parlor/accounts'
import { pdfText, steps } from './steps'
import { useHarness, type Harness } from './harness'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, shots } = steps(() => h)

// The browser and this process share the machine's time zone, which the parlor takes at its first start.
const midnight = new Date(new Date().setHours(0, 0, 0, 0)).getTime()
const at = (time: string, day = 0) =>
  new Date(midnight).setDate(new Date(midnight).getDate() + day) +
  (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000
const two = (n: number) => String(n).padStart(2, '0')
const dayName = (ms: number) => {
  const date = new Date(ms)
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}

describe('the counter: tenders, business days, statements and reports', () => {
  it('a top-up paid by 微信, a statement that includes its last day, a report printed for another day', async () => {
    const [wang] = createPlayers(['王芳'])
    const yesterday = dayName(at('12:00', -1))
    const today = dayName(at('12:00'))
    // Yesterday 21:00: ¥500 in cash at the counter.
    topUp(h.ctx.db, { playerId: wang, cents: 50_000, note: '' }, at('21:00', -1))

    // Today 10:00: ¥75 by 微信, through the screen: 现金 is preselected, 微信 one tap away.
    h.ctx.now = () => at('10:00')
    await h.open(`/accounts?player=${wang}`)
    await byTestId('account-amount').locator('input').fill('75')
    await expect.poll(() => byTestId('account-tender').locator('.n-radio-button--checked').textContent()).toBe('现金')
    await byTestId('account-tender-微信').click()
    await shots('counter-topup-tender')
    await byTestId('account-submit').click()
    await expect.poll(() => h.printed.length, { timeout: 15_000 }).toBe(1)
    await h.page.waitForURL(/#\/accounts/)
    await expect.poll(() => byTestId('account-balance').textContent()).toContain('¥575')

    // The statement from the month's first day to today includes today, and prints that range.
    await expect.poll(() => byTestId('ledger-table').textContent()).toContain('微信')
    await byTestId('account-print-statement').click()
    await expect.poll(() => h.printed.length, { timeout: 15_000 }).toBe(2)
    const statement = pdfText(h.printed[1])
    const monthStart = `${today.slice(0, 8)}01`
    expect(statement).toContain(`${monthStart} – ${today}`)
    expect(statement).toContain('微信')
    expect(statement).toContain('575')
    await h.page.waitForURL(/#\/accounts/)

    // Yesterday's report: its tenders, printed, and the page stays on yesterday.
    await h.open(`/reports?period=${yesterday}`)
    await expect.poll(() => byTestId('report-tender-现金').textContent()).toContain('¥500')
    expect(await byTestId('report-tender-微信').textContent()).not.toContain('¥75')
    await shots('counter-report-tenders')
    await byTestId('report-print').click()
    await expect.poll(() => h.printed.length, { timeout: 15_000 }).toBe(3)
    const report = pdfText(h.printed[2])
    expect(report).toContain(yesterday)
    expect(report).toContain('现金')
    await h.page.waitForURL(/#\/reports/)
    expect(h.page.url()).toContain(`period=${yesterday}`)
    await expect.poll(() => byTestId('report-card').textContent()).toContain(`${yesterday} – ${yesterday}`)

    // Settings: the parlor's time zone, cutoff, long-table limit and tenders.
    await h.open('/settings')
    await byTestId('setup-counter').scrollIntoViewIfNeeded()
    expect(await byTestId('setup-tenders').textContent()).toContain('支付宝')
    await shots('counter-settings')
  }, 120_000)
})
