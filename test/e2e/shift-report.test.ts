import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { topUp } from '../../src-main/services/parlor/accounts'
import { updateParlorSettings } from '../../src-main/services/parlor/setup'
import { createPlayer } from '../../src-main/services/roster'
import { updateSettings } from '../../src-main/services/settings'
import { saveStaff, setIdleLockMinutes } from '../../src-main/services/staff/staff'
import { wallTimeOf } from '../../src-main/services/time/wallTime'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { pdfText, steps } from './steps'

let h: Harness
// The browser runs in New York; the parlor is in Shanghai: every time shown must be Shanghai's.
// (The desk locks after 4 idle hours at most: the test's clock moves less than that at a time.)
useHarness((harness) => (h = harness), { timezoneId: 'America/New_York' })
const { byTestId, shots } = steps(() => h)

/** 2026-11-26 in Shanghai (UTC+8): `shanghai(18)` is 18:00 there, 05:00 in New York. */
const shanghai = (hour: number, minute = 0) => Date.UTC(2026, 10, 26, hour - 8, minute)

async function typePin(pin: string): Promise<void> {
  for (const digit of pin) await byTestId(`pin-key-${digit}`).last().click()
  await byTestId('pin-key-enter').last().click()
}

async function signIn(name: string, pin: string): Promise<void> {
  await byTestId(`staff-pick-${name}`).click()
  await typePin(pin)
  await expect.poll(() => byTestId('staff-current').textContent()).toContain(name)
}

/** Prints the shown shift report with a button; back on the shift screen with the report. */
async function printShift(button: string, count: number): Promise<string> {
  await byTestId(button).click()
  await expect.poll(() => h.printed.length, { timeout: 20_000 }).toBe(count)
  await byTestId('shift-report').waitFor()
  return h.printed[count - 1]
}

const flat = (text: string) => text.replace(/[ \t]+/g, ' ')

describe.each([
  { locale: 'zh-CN' as const, lang: 'zh', short: '短款 ¥10', title: '交班单', taken: '接班人签字' },
  { locale: 'en' as const, lang: 'en', short: 'Short ¥10', title: 'Shift report', taken: 'Taken over by' }
])('the printed shift report ($lang)', ({ locale, lang, short, title, taken }) => {
  it('prints 80 mm and A4 with floats, movements by tender, expected vs counted, the difference, its reason, who signed, and Shanghai times', async () => {
    const { db } = h.ctx
    const clock = { at: shanghai(18) }
    h.ctx.now = () => clock.at
    updateSettings(db, { locale, clubName: '老城棋牌室' })
    updateParlorSettings(db, { timeZone: 'Asia/Shanghai' })
    await saveStaff(db, { name: '老王', role: 'owner', active: true, pin: '1234' }, clock.at)
    await saveStaff(db, { name: '小李', role: 'cashier', active: true, pin: '2345' }, clock.at)
    setIdleLockMinutes(db, 240)
    const jia = createPlayer(db, { name: '甲', nickname: '', phone: '', note: '', allowDuplicate: false }).id

    await h.open('/shift')
    await signIn('小李', '2345')
    await byTestId('shift-float-现金').locator('input').fill('500')
    await byTestId('shift-open').click()
    await byTestId('shift-lines').waitFor()
    topUp(db, { playerId: jia, cents: 20_000, note: '', tender: '现金' }, shanghai(19))
    topUp(db, { playerId: jia, cents: 5_000, note: '', tender: '微信' }, shanghai(20))

    clock.at = shanghai(21, 30)
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await expect.poll(() => byTestId('shift-expected-现金').textContent()).toContain('700')
    await byTestId('shift-counted-现金').locator('input').fill('690')
    await byTestId('shift-counted-微信').locator('input').fill('50')
    for (const tender of ['支付宝', '银行卡']) await byTestId(`shift-counted-${tender}`).locator('input').fill('0')
    await byTestId('shift-reason').locator('input').fill('找错零钱')
    await byTestId('shift-pin').locator('input').fill('2345')
    await byTestId('shift-close').click()
    await h.page.locator('.n-dialog .n-button--warning-type, .n-dialog__action .n-button').last().click()
    await byTestId('shift-report').waitFor()
    const onScreen = await byTestId('shift-report').innerText()
    expect(onScreen).toContain('2026-11-26 18:00')
    expect(onScreen).toContain('2026-11-26 21:30')
    expect(onScreen).not.toContain('05:00')
    expect(await byTestId('shift-report-difference').textContent()).toContain(short)
    await shots(`shift-report-${lang}`)

    for (const [button, count, name] of [
      ['shift-print-receipt', 1, `shift-80mm-${lang}`],
      ['shift-print-a4', 2, `shift-a4-${lang}`]
    ] as const) {
      const file = await printShift(button, count)
      const text = flat(pdfText(file))
      expect(text).toContain('老城棋牌室')
      expect(text).toContain(title)
      expect(text).toContain('2026-11-26 18:00')
      expect(text).toContain('2026-11-26 21:30')
      expect(text).not.toMatch(/0[58]:[03]0/)
      expect(text).toContain('小李')
      // the cash drawer: float ¥500, a ¥200 top-up, ¥700 expected, ¥690 counted, ¥10 short
      for (const amount of ['¥500', '+¥200', '¥700', '¥690', short, '找错零钱', '微信', '¥50']) {
        expect(text, amount).toContain(amount)
      }
      expect(text).toContain(taken)
      // the screen's staff chip stays off the paper
      expect(text).not.toMatch(/换人|Switch/)
      execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', file, join(OUTPUT_DIR, name)])
    }

    // the next shift opens and is left open past the cutoff: the day's report names it
    await byTestId('shift-float-现金').locator('input').fill('690')
    await byTestId('shift-open').click()
    await byTestId('shift-lines').waitFor()
    clock.at = shanghai(25)
    await h.open('/reports?period=2026-11-26')
    await byTestId('report-shifts').waitFor()
    const shifts = await byTestId('report-shifts').innerText()
    expect(shifts).toContain('2026-11-26 18:00 – 2026-11-26 21:30')
    expect(shifts).toContain(short)
    await expect.poll(() => byTestId('report-shift-open-2').count()).toBe(1)
    expect(await byTestId('report-shift-open-2').innerText()).toContain('2026-11-26 21:30')
    await byTestId('report-shifts').scrollIntoViewIfNeeded()
    await shots(`shift-daily-report-${lang}`)
    // a shift of the report opens its 交班单 again, to print it
    await byTestId('report-shift-link-1').click()
    await byTestId('shift-report').waitFor()
    expect(await byTestId('shift-report-difference').textContent()).toContain(short)
    await byTestId('shift-print-a4').waitFor()

    // the audit log: kinds in words, times on Shanghai's clock
    await byTestId('staff-switch').click()
    await signIn('老王', '1234')
    await h.open('/audit')
    const close = db.prepare("SELECT at FROM audit_log WHERE entity = 'shift' AND action = 'close'").get() as {
      at: string
    }
    const row = byTestId('audit-table')
      .locator('tr', { hasText: lang === 'zh' ? '班次' : 'Shift' })
      .filter({ hasText: lang === 'zh' ? '结束' : 'Closed' })
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.innerText()).toContain(wallTimeOf(Date.parse(close.at), 'Asia/Shanghai').replace('T', ' '))
    const table = await byTestId('audit-table').innerText()
    for (const raw of ['shift', 'topup', 'signIn']) expect(table).not.toMatch(new RegExp(`\\b${raw}\\b`))
    await shots(`shift-audit-${lang}`)
  })
})
