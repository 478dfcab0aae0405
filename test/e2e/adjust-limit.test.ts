import { describe, expect, it } from 'vitest'
import { accountSummary, topUp } from '../../src-main/services/parlor/accounts'
import { updateSettings } from '../../src-main/services/settings'
import { steps } from './steps'
import { useHarness, type Harness } from './harness'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, shots } = steps(() => h)

/** Opens the adjust tab of the member's account and sends −¥80 with its reason. */
async function chargeEighty(playerId: number): Promise<void> {
  await h.open(`/accounts?player=${playerId}`)
  await byTestId('account-action-adjust').click()
  await byTestId('account-amount').locator('input').fill('-80')
  await byTestId('account-note').locator('input').fill('赔偿茶杯')
  await byTestId('account-submit').click()
}

describe('an adjustment past the credit limit', () => {
  it('asks first, in Chinese and English: cancelled it writes nothing, confirmed it is written', async () => {
    const [wang] = createPlayers(['王芳'])
    topUp(h.ctx.db, { playerId: wang, cents: 5_000, note: '' }, Date.now())

    await chargeEighty(wang)
    const dialog = h.page.locator('.n-dialog')
    await expect.poll(() => dialog.textContent()).toContain('“王芳”的余额会变成 -¥30，超过欠款额度 ¥0')
    await shots('adjust-over-limit')
    await byTestId('over-limit-cancel').click()
    await dialog.waitFor({ state: 'detached' })
    expect(accountSummary(h.ctx.db, wang).balanceCents).toBe(5_000)

    await byTestId('account-submit').click()
    await byTestId('over-limit-confirm').click()
    await expect.poll(() => byTestId('account-balance').textContent()).toContain('-¥30')
    expect(accountSummary(h.ctx.db, wang)).toMatchObject({ balanceCents: -3_000, overLimit: true })

    // the app reads its locale at start
    updateSettings(h.ctx.db, { locale: 'en' })
    await h.page.reload()
    await chargeEighty(wang)
    await expect
      .poll(() => dialog.textContent())
      .toContain("王芳's balance would be -¥110, past the credit limit of ¥0")
    await shots('adjust-over-limit-en')
    await byTestId('over-limit-cancel').click()
    await dialog.waitFor({ state: 'detached' })
    expect(accountSummary(h.ctx.db, wang).balanceCents).toBe(-3_000)
  }, 120_000)
})
