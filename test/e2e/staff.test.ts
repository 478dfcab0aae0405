import { describe, expect, it } from 'vitest'
import { topUp } from '../../src-main/services/parlor/accounts'
import { createPlayer } from '../../src-main/services/roster'
import { updateSettings } from '../../src-main/services/settings'
import { saveStaff } from '../../src-main/services/staff/staff'
import { useHarness, type Harness } from './harness'

let h: Harness
useHarness((harness) => (h = harness))
const byTestId = (id: string) => h.page.getByTestId(id)

async function shots(name: string): Promise<void> {
  await h.page.setViewportSize({ width: 1280, height: 800 })
  await h.screenshot(`${name}-1280`)
  await h.page.setViewportSize({ width: 1024, height: 700 })
  await h.screenshot(`${name}-1024`)
  await h.page.setViewportSize({ width: 1280, height: 800 })
}

async function typePin(pin: string): Promise<void> {
  for (const digit of pin)
    await byTestId('pin-key-' + digit)
      .last()
      .click()
  await byTestId('pin-key-enter').last().click()
}

async function signIn(name: string, pin: string): Promise<void> {
  await byTestId(`staff-pick-${name}`).click()
  await typePin(pin)
  await expect.poll(() => byTestId('staff-current').textContent()).toContain(name)
}

const auditOf = (action: string) =>
  h.ctx.db
    .prepare(
      `SELECT s.name AS who, g.name AS granted FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
       LEFT JOIN staff g ON g.id = a.granted_by WHERE a.action = ? ORDER BY a.id DESC`
    )
    .get(action) as { who: string; granted: string | null } | undefined

describe.each([
  { locale: 'zh-CN' as const, lang: 'zh' },
  { locale: 'en' as const, lang: 'en' }
])('a day with two cashiers and the owner ($lang)', ({ locale, lang }) => {
  it('asks who works, refuses a cashier refund until the owner authorises it, and hands over a shift ¥10 short', async () => {
    const { db } = h.ctx
    updateSettings(db, { locale })
    await saveStaff(db, { name: '老王', role: 'owner', active: true, pin: '1234' }, Date.now())
    await saveStaff(db, { name: '小李', role: 'cashier', active: true, pin: '2345' }, Date.now())
    await saveStaff(db, { name: '小陈', role: 'cashier', active: true, pin: '4567' }, Date.now())
    const jia = createPlayer(db, { name: '甲', nickname: '', phone: '', note: '', allowDuplicate: false }).id
    topUp(db, { playerId: jia, cents: 30_000, note: '' }, Date.now())

    // the desk asks who is working; a wrong PIN is refused next to the pad
    await h.open('/shift')
    await expect.poll(() => byTestId('staff-lock').count()).toBe(1)
    await shots(`staff-pin-pad-${lang}`)
    await byTestId('staff-pick-小李').click()
    await typePin('9999')
    await expect.poll(() => byTestId('pin-error').count()).toBe(1)
    await typePin('2345')
    await expect.poll(() => byTestId('staff-current').textContent()).toContain('小李')

    // 小李 opens the shift with ¥500 in the drawer
    await byTestId('shift-float-现金').locator('input').fill('500')
    await byTestId('shift-open').click()
    await expect.poll(() => byTestId('shift-expected-现金').textContent()).toContain('500')

    // a cash top-up of ¥200, then a refund of ¥50: refused for the cashier, done with the owner's 授权
    await h.open('/accounts')
    await byTestId(`account-${jia}`).click()
    await byTestId('account-amount').locator('input').fill('200')
    await byTestId('account-submit').click()
    await expect.poll(() => auditOf('topup')?.who).toBe('小李')
    await h.open('/accounts')
    await byTestId(`account-${jia}`).click()
    await byTestId('account-action-refund').click()
    await byTestId('account-amount').locator('input').fill('50')
    await byTestId('account-submit').click()
    await expect.poll(() => byTestId('owner-grant').count()).toBe(1)
    await shots(`staff-owner-grant-${lang}`)
    await typePin('1234')
    await expect.poll(() => auditOf('refund')).toEqual({ who: '小李', granted: '老王' })

    // 交班: expected ¥650 in cash; 小李 counts ¥640 (¥10 短款), gives the reason and signs with her PIN
    await h.open('/shift')
    await expect.poll(() => byTestId('shift-expected-现金').textContent()).toContain('650')
    await byTestId('shift-counted-现金').locator('input').fill('640')
    for (const tender of ['微信', '支付宝', '银行卡'])
      await byTestId(`shift-counted-${tender}`).locator('input').fill('0')
    await byTestId('shift-reason').locator('input').fill('找错零钱')
    await byTestId('shift-pin').locator('input').fill('2345')
    await expect.poll(() => byTestId('shift-difference-现金').textContent()).toContain('10')
    await shots(`staff-shift-count-${lang}`)
    await byTestId('shift-close').click()
    await h.page.locator('.n-dialog .n-button--warning-type, .n-dialog__action .n-button').last().click()
    await expect.poll(() => byTestId('shift-report').count()).toBe(1)
    expect(await byTestId('shift-report-difference').textContent()).toMatch(/(短款|Short) ¥10/)
    const shift = db.prepare('SELECT closed_by, reason, counted, expected FROM shifts').get() as Record<string, string>
    expect(shift.reason).toBe('找错零钱')
    expect(JSON.parse(shift.expected)[0]).toEqual({ tender: '现金', cents: 65_000 })
    expect(JSON.parse(shift.counted)[0]).toEqual({ tender: '现金', cents: 64_000 })
    await shots(`staff-shift-report-${lang}`)

    // switching to 小陈 takes two taps and her PIN; she opens the next shift
    await byTestId('staff-switch').click()
    await signIn('小陈', '4567')
    await byTestId('shift-float-现金').locator('input').fill('640')
    await byTestId('shift-open').click()
    await expect
      .poll(() => db.prepare('SELECT count(*) AS n FROM shifts WHERE closed_at IS NULL').get())
      .toEqual({ n: 1 })
    await expect.poll(() => byTestId('shift-lines').count()).toBe(1)

    // the owner reads the log: the refund names 小李 and the owner who authorised it
    await byTestId('staff-switch').click()
    await signIn('老王', '1234')
    await h.open('/audit')
    // the action in words: 退款 / Refund
    const refundRow = byTestId('audit-table').locator('tr', { hasText: lang === 'zh' ? '退款' : 'Refund' })
    await expect.poll(() => refundRow.textContent()).toMatch(/小李.*老王/)
    await shots(`staff-audit-${lang}`)
  })
})
