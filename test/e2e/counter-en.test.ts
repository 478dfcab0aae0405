import { describe, expect, it } from 'vitest'
import { topUp } from '../../src-main/services/parlor/accounts'
import { updateSettings } from '../../src-main/services/settings'
import { steps } from './steps'
import { useHarness, type Harness } from './harness'

let h: Harness
useHarness((harness) => (h = harness), { locale: 'en' })
const { byTestId, createPlayers, shots } = steps(() => h)

describe('the counter in English', () => {
  it('names the tenders, the report’s payment methods and business days, and the settings', async () => {
    updateSettings(h.ctx.db, { locale: 'en' })
    const [wang] = createPlayers(['Wang Fang'])
    const now = new Date().setHours(12, 0, 0, 0)
    h.ctx.now = () => now
    topUp(h.ctx.db, { playerId: wang, cents: 50_000, note: '', tender: '支付宝' }, now)
    await h.open(`/accounts?player=${wang}`)
    await expect.poll(() => byTestId('ledger-table').textContent()).toContain('支付宝')
    await shots('counter-topup-tender-en')
    await h.open('/reports')
    await byTestId('report-tenders').waitFor()
    expect(await byTestId('report-card').textContent()).toContain('Business days')
    expect(await byTestId('report-tender-支付宝').textContent()).toContain('¥500')
    await shots('counter-report-tenders-en')
    await h.open('/settings')
    await byTestId('setup-counter').scrollIntoViewIfNeeded()
    expect(await byTestId('setup-counter').textContent()).toContain('Business day starts at')
    await shots('counter-settings-en')
  }, 120_000)
})
