import { describe, expect, it } from 'vitest'
import {
  countStock,
  listGoods,
  receiveStock,
  saveGoods,
  sellOverCounter,
  voidSale,
  type GoodsInput
} from '../../../src-main/services/parlor/goods'
import { updateParlorSettings } from '../../../src-main/services/parlor/setup'
import { stockRows } from '../../../src-main/store/goods'
import { dumpDatabase, openTestContext } from '../../support/context'

export const TEA: GoodsInput = {
  name: '龙井',
  category: '茶水',
  priceCents: 3000,
  costCents: 800,
  unit: '壶',
  lowStock: 5,
  onSale: true
}

describe('goods', () => {
  it('keeps the stock as the sum of its ledger: received, sold, voided, counted', async () => {
    const { db } = await openTestContext()
    const tea = saveGoods(db, TEA)
    expect(tea).toMatchObject({ stock: 0, reorder: true })
    expect(receiveStock(db, tea.id, 20, '进货', 1).stock).toBe(20)
    const sale = sellOverCounter(db, { goodsId: tea.id, quantity: 3, tender: '微信' }, 2)
    expect(sale).toMatchObject({ totalCents: 9000, tender: '微信', belowZero: false, goods: { stock: 17 } })
    expect(voidSale(db, sale.saleId, '点错了', 3).stock).toBe(20)
    expect(countStock(db, tea.id, 18, '月底盘点', 4)).toMatchObject({ stock: 18, reorder: false })
    expect(stockRows(db, tea.id).map((row) => [row.kind, row.quantity])).toEqual([
      ['received', 20],
      ['sale', -3],
      ['void', 3],
      ['counted', -2]
    ])
  })

  it('sells past zero with a warning, in the parlor’s first tender unless told', async () => {
    const { db } = await openTestContext()
    const tea = saveGoods(db, TEA)
    const sale = sellOverCounter(db, { goodsId: tea.id, quantity: 2 }, 1)
    expect(sale).toMatchObject({ belowZero: true, tender: '现金', goods: { stock: -2 } })
  })

  it('refuses an unknown tender, a good off sale, a second void and a taken name, writing nothing', async () => {
    const ctx = await openTestContext()
    const db = ctx.db
    updateParlorSettings(db, { tenders: ['现金', '微信'] })
    const tea = saveGoods(db, TEA)
    const smokes = saveGoods(db, { ...TEA, name: '中华', category: '香烟', onSale: false })
    const sale = sellOverCounter(db, { goodsId: tea.id, quantity: 1 }, 1)
    voidSale(db, sale.saleId, '退货', 2)
    const before = dumpDatabase(ctx)
    const refused = (action: () => unknown, code: string) => expect(action).toThrow(expect.objectContaining({ code }))
    refused(() => sellOverCounter(db, { goodsId: tea.id, quantity: 1, tender: '支付宝' }, 3), 'TENDER_UNKNOWN')
    refused(() => sellOverCounter(db, { goodsId: smokes.id, quantity: 1 }, 3), 'GOODS_NOT_ON_SALE')
    refused(() => voidSale(db, sale.saleId, '再来', 3), 'SALE_VOIDED')
    refused(() => voidSale(db, 99, '无', 3), 'SALE_NOT_FOUND')
    refused(() => saveGoods(db, { ...TEA, id: smokes.id }), 'GOODS_NAME_TAKEN')
    refused(() => receiveStock(db, 99, 1, '', 3), 'GOODS_NOT_FOUND')
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('never changes a ledger row or a sale', async () => {
    const { db } = await openTestContext()
    const tea = saveGoods(db, TEA)
    receiveStock(db, tea.id, 5, '', 1)
    sellOverCounter(db, { goodsId: tea.id, quantity: 1 }, 2)
    expect(() => db.prepare('UPDATE stock_ledger SET quantity = 100').run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM stock_ledger').run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM goods_sales').run()).toThrow(/append-only/)
    expect(listGoods(db)[0].stock).toBe(4)
  })
})
