import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { parlorMoney } from '../../src-main/services/parlor/close'
import { listBookings, saveBooking } from '../../src-main/services/parlor/bookings'
import { receiveStock, saveGoods } from '../../src-main/services/parlor/goods'
import { saveParlorTable, saveRatePlan, updateParlorSettings } from '../../src-main/services/parlor/setup'
import { statement } from '../../src-main/services/parlor/accounts'
import { updateSettings } from '../../src-main/services/settings'
import { businessDayOf } from '../../src-main/services/time/businessDay'
import { systemTimeZone } from '../../src-main/services/time/zone'
import { wallTimeOf } from '../../src-main/services/time/wallTime'
import { DAY_NIGHT } from '../support/parlor'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { yuan } from './receiptText'
import { pdfText, steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, printFrom, seat, shots } = steps(() => h)

const midnight = new Date(new Date().setHours(0, 0, 0, 0)).getTime()
const at = (time: string) => midnight + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000

/** The receipt as a PNG beside the screenshots, to look at. */
const png = (pdf: string, name: string) =>
  execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', pdf, join(OUTPUT_DIR, name)])

/** Sells a pot of tea to 钱七's account; past his credit limit the dialog saying so comes up first. */
async function chargeQian(teaId: number, says: string): Promise<void> {
  await byTestId('goods-member').click()
  await h.page.locator('.n-base-select-option').getByText('钱七').click()
  await byTestId(`goods-sell-${teaId}`).click()
  await expect.poll(() => h.page.locator('.n-dialog').textContent()).toContain(says)
}

describe('goods sold to a table (商品 on the bill)', () => {
  it('a booking opens its table; tea split and cigarettes for one player on the bill, one to an account, one over the counter; receipt and report', async () => {
    const db = h.ctx.db
    // the parlor in this computer's zone, as the harness's clock reads it
    const zone = systemTimeZone()
    updateParlorSettings(db, { timeZone: zone })
    const [zhang, li, wang, liu, qian] = createPlayers(['张伟', '李娜', '王芳', '刘洋', '钱七'])
    const item = { category: '茶水', unit: '壶', lowStock: 5, onSale: true }
    const tea = saveGoods(db, { ...item, name: '龙井', priceCents: 3000, costCents: 800 })
    const smokes = saveGoods(db, {
      ...item,
      name: '中华',
      category: '香烟',
      priceCents: 4500,
      costCents: null,
      unit: '包'
    })
    receiveStock(db, tea.id, 12, '', at('09:00'))
    receiveStock(db, smokes.id, 6, '', at('09:00'))
    const { id: planId } = saveRatePlan(db, { name: '日夜', plan: DAY_NIGHT })
    const tableId = saveParlorTable(db, { name: '1号桌', kind: 'hall', ratePlanId: planId, position: 0 }).id
    const booking = saveBooking(
      db,
      {
        tableId,
        start: wallTimeOf(at('13:50'), zone),
        end: wallTimeOf(at('18:00'), zone),
        name: '王先生',
        phone: '',
        note: ''
      },
      at('10:00')
    )

    // 王先生's party arrives: one click on the tile opens the booked table, the players are seated
    h.ctx.now = () => at('14:00')
    await h.open('/floor')
    await expect.poll(() => byTestId(`floor-booking-${tableId}`).textContent()).toContain('王先生')
    await byTestId(`floor-open-booking-${tableId}`).click()
    await h.page.waitForURL(/#\/sessions\/new/)
    await byTestId('variant-sichuan').click()
    for (const player of [zhang, li, wang, liu]) await seat(player)
    await byTestId('session-create').click()
    await h.page.waitForURL(/#\/sessions\/\d+$/)
    const id = Number(/sessions\/(\d+)$/.exec(h.page.url())![1])
    const day = businessDayOf(at('14:00'), updateParlorSettings(db, {}))
    expect(listBookings(db, day, day).find((one) => one.id === booking.id)).toMatchObject({
      status: 'seated',
      sessionId: id
    })
    recordHand(db, id, { events: [{ type: 'win', winner: 0, from: 1, pattern: 'pinghu' }], supporters: [] })
    h.ctx.now = () => at('15:00')

    await h.open('/goods')
    await byTestId(`goods-row-${tea.id}`).waitFor()
    // Tea ×2 on 1号桌, split like the time fee.
    await byTestId('goods-sell-to').click()
    await h.page.locator('.n-base-select-option').getByText('1号桌').click()
    await byTestId('goods-payer').waitFor()
    await byTestId('goods-quantity').locator('input').fill('2')
    await byTestId(`goods-sell-${tea.id}`).click()
    await expect.poll(() => byTestId(`goods-stock-${tea.id}`).textContent()).toContain('10')
    // 中华 ×1 for 王芳.
    await byTestId('goods-payer').click()
    await h.page.locator('.n-base-select-option').getByText('王芳').click()
    await byTestId('goods-quantity').locator('input').fill('1')
    await byTestId(`goods-sell-${smokes.id}`).click()
    await expect.poll(() => byTestId(`goods-stock-${smokes.id}`).textContent()).toContain('5')
    // One over the counter.
    await byTestId('goods-sell-to').click()
    await h.page.locator('.n-base-select-option').getByText('柜台').click()
    await byTestId('goods-tender').getByText('微信').click()
    await byTestId(`goods-sell-${tea.id}`).click()
    await expect.poll(() => byTestId(`goods-stock-${tea.id}`).textContent()).toContain('9')
    // One to 钱七's account (记账): the charge takes him past his credit limit of 0, so it asks first.
    await byTestId('goods-tender-account').click()
    await chargeQian(tea.id, '“钱七”的余额会变成 -¥30，超过欠款额度 ¥0')
    expect(await byTestId(`goods-stock-${tea.id}`).textContent()).toContain('9')
    await shots('goods-over-limit')
    await byTestId('over-limit-confirm').click()
    await expect.poll(() => byTestId(`goods-stock-${tea.id}`).textContent()).toContain('8')
    await expect.poll(() => byTestId('goods-sales').locator('tr').count()).toBe(4)
    await expect
      .poll(() => h.page.locator('.n-message').allInnerTexts())
      .toContainEqual(expect.stringMatching(/龙井 × 1 已记到钱七的账上，余额 -¥30/))
    expect(await byTestId('goods-sales').textContent()).toContain('记账（会员） · 钱七')
    await shots('goods-table')
    const history = statement(db, qian, day, day).rows
    expect(history.map((row) => [row.kind, row.amountCents, row.note])).toEqual([['goods', -3000, '龙井 × 1壶']])
    await h.open(`/accounts?player=${qian}`)
    await expect.poll(() => byTestId('ledger-table').textContent()).toContain('商品记账')
    expect(await byTestId('ledger-table').textContent()).toContain('龙井 × 1壶')
    // a goods charge is taken back by voiding the sale (stock and account together), not reversed here
    expect(await byTestId('ledger-table').getByRole('button').count()).toBe(0)
    await shots('goods-account-history')

    await h.open('/floor')
    await expect.poll(() => byTestId('floor-goods').textContent()).toContain('¥105')

    h.ctx.now = () => at('16:00')
    await h.open(`/sessions/${id}/settlement`)
    await expect.poll(() => byTestId('parlor-goods').textContent()).toContain('¥105')
    await byTestId('parlor-settle-button').click()
    await byTestId('parlor-settle-confirm').click()
    await byTestId('parlor-settled').waitFor()
    const { money } = parlorMoney(db, id)
    expect(money!.persons.map((person) => person.fees.goodsCents)).toEqual([1500, 1500, 1500 + 4500, 1500])
    await byTestId('parlor-settled').scrollIntoViewIfNeeded()
    await shots('goods-settled')

    // 台费 is the table time only; each person's goods are their own column (80 mm and A4)
    const wangFang = money!.persons.find((person) => person.name === '王芳')!
    const receipt = await printFrom('print-receipt', 1)
    const a4 = await printFrom('print-a4', 2)
    for (const [file, name] of [
      [receipt, 'goods-receipt-80mm'],
      [a4, 'goods-receipt-a4']
    ] as const) {
      const text = pdfText(file).replace(/[ \t]+/g, ' ')
      expect(text).toContain('本桌商品')
      expect(text).toMatch(/龙井 × 2壶 平摊（同台费） ¥60/)
      expect(text).toMatch(/中华 × 1包 王芳 ¥45/)
      expect(text).toMatch(/商品合计 ¥105/)
      expect(text).toMatch(/台费 商品 应收\/应付/)
      expect(text).toContain('台费合计 ¥30')
      expect(text).toContain(`-${yuan(wangFang.fees.timeCents)} -¥60`)
      png(file, name)
    }

    await h.open('/reports')
    await byTestId('report-goods').waitFor()
    await expect.poll(() => byTestId('report-goods-total').textContent()).toContain('¥165')
    expect(await byTestId('report-goods-account').textContent()).toContain('¥30')
    expect(await byTestId('report-identity-identity').textContent()).toMatch(/¥0$/)
    await byTestId('report-goods').scrollIntoViewIfNeeded()
    await shots('goods-report')
    await h.open('/audit')
    await expect.poll(() => byTestId('audit-table').textContent()).toContain('龙井 × 1，¥30 · 超过欠款额度（已确认）')
    await shots('goods-audit')
    await h.open('/reports')

    updateSettings(db, { locale: 'en' })
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await byTestId('report-goods').scrollIntoViewIfNeeded()
    await shots('goods-report-en')
    await h.open('/goods')
    await byTestId('goods-sales').waitFor()
    await byTestId('goods-tender-account').click()
    await byTestId('goods-member').waitFor()
    await shots('goods-table-en')
    await chargeQian(tea.id, "钱七's balance would be -¥60, past the credit limit of ¥0")
    await shots('goods-over-limit-en')
    await byTestId('over-limit-cancel').click()
    await expect.poll(() => h.page.locator('.n-dialog').count()).toBe(0)
    expect(statement(db, qian, day, day).rows).toHaveLength(1)
    await h.open('/audit')
    await expect.poll(() => byTestId('audit-table').textContent()).toContain('Goods sale')
    await shots('goods-audit-en')
    await h.open(`/sessions/${id}/settlement`)
    await byTestId('parlor-settled').scrollIntoViewIfNeeded()
    await shots('goods-settled-en')
    await h.open(`/accounts?player=${qian}`)
    await expect.poll(() => byTestId('ledger-table').textContent()).toContain('Goods on account')
    await shots('goods-account-history-en')
  }, 240_000)
})
