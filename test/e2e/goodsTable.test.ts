import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { parlorMoney } from '../../src-main/services/parlor/close'
import { receiveStock, saveGoods } from '../../src-main/services/parlor/goods'
import { saveParlorTable, saveRatePlan } from '../../src-main/services/parlor/setup'
import { updateSettings } from '../../src-main/services/settings'
import { DAY_NIGHT, sitDown } from '../support/parlor'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { pdfText, steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, printFrom, shots } = steps(() => h)

const midnight = new Date(new Date().setHours(0, 0, 0, 0)).getTime()
const at = (time: string) => midnight + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000

describe('goods sold to a table (商品 on the bill)', () => {
  it('tea split and cigarettes for one player on the bill, one over the counter; receipt and report', async () => {
    const db = h.ctx.db
    const [zhang, li, wang, liu] = createPlayers(['张伟', '李娜', '王芳', '刘洋'])
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
    const id = sitDown(db, tableId, [zhang, li, wang, liu], at('14:00')).id
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
    await expect.poll(() => byTestId('goods-sales').locator('tr').count()).toBe(3)
    await shots('goods-table')

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

    const receipt = await printFrom('print-receipt', 1)
    const text = pdfText(receipt).replace(/[ \t]+/g, ' ')
    expect(text).toContain('本桌商品')
    expect(text).toMatch(/龙井 × 2壶 平摊（同台费） ¥60/)
    expect(text).toMatch(/中华 × 1包 王芳 ¥45/)
    expect(text).toMatch(/商品合计 ¥105/)
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '100',
      '-f',
      '1',
      '-l',
      '1',
      receipt,
      join(OUTPUT_DIR, 'goods-receipt-80mm')
    ])

    await h.open('/reports')
    await byTestId('report-goods').waitFor()
    await expect.poll(() => byTestId('report-goods-total').textContent()).toContain('¥135')
    expect(await byTestId('report-identity-identity').textContent()).toContain('0')
    await shots('goods-report')

    updateSettings(db, { locale: 'en' })
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await byTestId('report-goods').waitFor()
    await shots('goods-report-en')
    await h.open('/goods')
    await byTestId('goods-sales').waitFor()
    await shots('goods-table-en')
  }, 180_000)
})
