import { describe, expect, it } from 'vitest'
import { accountSummary, adjust, topUp } from '../../src-main/services/parlor/accounts'
import { updateSettings } from '../../src-main/services/settings'
import { steps } from './steps'
import { useHarness, type Harness } from './harness'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, shots } = steps(() => h)

/** On the member's account page, reverses the newest ledger line whose kind reads `kind`, giving a reason. */
async function reverseNewest(playerId: number, kind: string, button: string): Promise<void> {
  await h.open(`/accounts?player=${playerId}`)
  await h.page.locator('tr', { hasText: kind }).last().getByRole('button', { name: button }).click()
  await byTestId('reverse-reason').fill('收错了')
  await byTestId('reverse-submit').click()
}

describe('a reversal past the credit limit', () => {
  it('asks first, in Chinese and English: cancelled it writes nothing, confirmed it is written', async () => {
    const [wang] = createPlayers(['王芳'])
    topUp(h.ctx.db, { playerId: wang, cents: 5_000, note: '' }, Date.now())
    adjust(h.ctx.db, { playerId: wang, cents: -3_000, reason: '茶水' }, Date.now())

    // the ¥50 top-up taken back leaves 王芳 at −¥30, past her limit (0)
    await reverseNewest(wang, '充值', '冲正')
    const dialog = h.page.locator('.n-dialog')
    await expect.poll(() => dialog.textContent()).toContain('“王芳”的余额会变成 -¥30，超过欠款额度 ¥0')
    await shots('reverse-over-limit')
    await byTestId('over-limit-cancel').click()
    await dialog.waitFor({ state: 'detached' })
    expect(accountSummary(h.ctx.db, wang).balanceCents).toBe(2_000)

    await reverseNewest(wang, '充值', '冲正')
    await byTestId('over-limit-confirm').click()
    await expect.poll(() => byTestId('account-balance').textContent()).toContain('-¥30')
    expect(accountSummary(h.ctx.db, wang)).toMatchObject({ balanceCents: -3_000, overLimit: true })

    // the app reads its locale at start; a second top-up taken back goes past the limit again
    topUp(h.ctx.db, { playerId: wang, cents: 5_000, note: '' }, Date.now())
    updateSettings(h.ctx.db, { locale: 'en' })
    await h.page.reload()
    await reverseNewest(wang, 'Top-up', 'Reverse')
    await expect.poll(() => dialog.textContent()).toContain("王芳's balance would be -¥30, past the credit limit of ¥0")
    await shots('reverse-over-limit-en')
    await byTestId('over-limit-cancel').click()
    await dialog.waitFor({ state: 'detached' })
    expect(accountSummary(h.ctx.db, wang).balanceCents).toBe(2_000)
  }, 120_000)
})
