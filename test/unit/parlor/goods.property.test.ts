import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  countStock,
  listGoods,
  receiveStock,
  saveGoods,
  sellOverCounter,
  voidSale
} from '../../../src-main/services/parlor/goods'
import { stockRows } from '../../../src-main/store/goods'
import { openTestContext } from '../../support/context'

const ITEMS = 3
const item = fc.integer({ min: 0, max: ITEMS - 1 })
const quantity = fc.integer({ min: 1, max: 50 })
const command = fc.oneof(
  fc.record({ op: fc.constant('receive' as const), item, quantity }),
  fc.record({ op: fc.constant('count' as const), item, counted: fc.integer({ min: 0, max: 200 }) }),
  fc.record({ op: fc.constant('sell' as const), item, quantity }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() })
)

describe('stock over random receipts, counts, sales and voids', () => {
  it('is the sum of each good’s ledger and what a plain model of the shelf says; rows only ever grow', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 40 }), async (commands) => {
        const { db } = await openTestContext()
        const ids = Array.from(
          { length: ITEMS },
          (_, index) =>
            saveGoods(db, {
              name: `商品${index}`,
              category: '',
              priceCents: 100 * (index + 1),
              costCents: null,
              unit: '',
              lowStock: null,
              onSale: true
            }).id
        )
        const model = ids.map(() => 0)
        const sales: { saleId: number; index: number; quantity: number; voided: boolean }[] = []
        let at = 0
        for (const step of commands) {
          at += 1
          const before = ids.map((id) => stockRows(db, id))
          if (step.op === 'receive') {
            receiveStock(db, ids[step.item], step.quantity, '', at)
            model[step.item] += step.quantity
          } else if (step.op === 'count') {
            countStock(db, ids[step.item], step.counted, '', at)
            model[step.item] = step.counted
          } else if (step.op === 'sell') {
            const sale = sellOverCounter(db, { goodsId: ids[step.item], quantity: step.quantity }, at)
            model[step.item] -= step.quantity
            expect(sale.belowZero).toBe(model[step.item] < 0)
            expect(sale.totalCents).toBe(step.quantity * 100 * (step.item + 1))
            sales.push({ saleId: sale.saleId, index: step.item, quantity: step.quantity, voided: false })
          } else if (sales.length > 0) {
            const sale = sales[step.pick % sales.length]
            if (sale.voided) {
              expect(() => voidSale(db, sale.saleId, '重复', at)).toThrow(
                expect.objectContaining({ code: 'SALE_VOIDED' })
              )
            } else {
              voidSale(db, sale.saleId, '作废', at)
              sale.voided = true
              model[sale.index] += sale.quantity
            }
          }
          ids.forEach((id, index) => expect(stockRows(db, id).slice(0, before[index].length)).toEqual(before[index]))
        }
        const listed = listGoods(db)
        ids.forEach((id, index) => {
          const sum = stockRows(db, id).reduce((total, row) => total + row.quantity, 0)
          expect(listed.find((goods) => goods.id === id)!.stock).toBe(sum)
          expect(sum).toBe(model[index])
        })
        db.close()
      }),
      { numRuns: 40 }
    )
  }, 60_000)
})
