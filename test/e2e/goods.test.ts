import { describe, expect, it } from 'vitest'
import { receiveStock, saveGoods } from '../../src-main/services/parlor/goods'
import { updateSettings } from '../../src-main/services/settings'
import { steps } from './steps'
import { useHarness, type Harness } from './harness'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, shots } = steps(() => h)

describe('goods (商品)', () => {
  it('sells tea over the counter paid by 微信; the stock follows; screenshots zh/en', async () => {
    const db = h.ctx.db
    const item = { category: '茶水', costCents: null, unit: '壶', lowStock: 5, onSale: true }
    const tea = saveGoods(db, { ...item, name: '龙井', priceCents: 3000, costCents: 800 })
    saveGoods(db, { ...item, name: '中华', category: '香烟', priceCents: 4500, unit: '包' })
    saveGoods(db, { ...item, name: '可乐', category: '饮料', priceCents: 500, unit: '瓶', onSale: false })
    receiveStock(db, tea.id, 12, '进货', Date.now())

    await h.open('/goods')
    await byTestId(`goods-row-${tea.id}`).waitFor()
    await byTestId('goods-quantity').locator('input').fill('2')
    await byTestId('goods-tender').getByText('微信').click()
    await byTestId(`goods-sell-${tea.id}`).click()
    await expect.poll(() => byTestId(`goods-stock-${tea.id}`).textContent()).toContain('10')
    await shots('goods')

    updateSettings(db, { locale: 'en' })
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await byTestId(`goods-row-${tea.id}`).waitFor()
    await shots('goods-en')
  }, 120_000)
})
