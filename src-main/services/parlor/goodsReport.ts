/**
 * The goods side of a report period: goods by item (quantity, takings, margin where the cost is
 * known), the counter takings by tender, what the accounts were charged, and the stock report with
 * what to reorder.
 */
import type { Database } from 'better-sqlite3'
import { accountGoodsChargedCents, counterGoodsByTender, goodsItemRows } from '../../store/goodsTable'
import { listGoods } from './goods'
import type { StockReport, GoodsTotals, GoodsItem } from '../../model/parlor'
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

export function goodsTotals(db: Database, from: number, to: number, sessionIds: number[]): GoodsTotals {
  const items = goodsItemRows(db, from, to, sessionIds).map((row): GoodsItem => {
    const quantity = row.counter_quantity + row.table_quantity + row.account_quantity
    const takingsCents = row.counter_cents + row.table_cents + row.account_cents
    return {
      goodsId: row.goods_id,
      name: row.name,
      unit: row.unit,
      quantity,
      tableCents: row.table_cents,
      counterCents: row.counter_cents,
      accountCents: row.account_cents,
      takingsCents,
      marginCents: row.cost_cents === null ? null : takingsCents - quantity * row.cost_cents
    }
  })
  return {
    items,
    tableCents: sum(items.map((item) => item.tableCents)),
    counterCents: sum(items.map((item) => item.counterCents)),
    accountCents: sum(items.map((item) => item.accountCents)),
    accountChargedCents: accountGoodsChargedCents(db, from, to),
    takingsCents: sum(items.map((item) => item.takingsCents)),
    marginCents: sum(items.map((item) => item.marginCents ?? 0)),
    tenders: counterGoodsByTender(db, from, to)
  }
}

export function stockReport(db: Database): StockReport {
  const goods = listGoods(db)
  return {
    goods,
    reorder: goods.filter((item) => item.reorder),
    valueCents: sum(goods.map((item) => (item.costCents === null ? 0 : Math.max(0, item.stock) * item.costCents)))
  }
}
