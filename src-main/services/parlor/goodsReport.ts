/**
 * The goods side of a report period: goods by item (quantity, takings, margin where the cost is
 * known), the counter takings by tender, what the accounts were charged, and the stock report with
 * what to reorder.
 */
import type { Database } from 'better-sqlite3'
import { accountGoodsChargedCents, counterGoodsByTender, goodsItemRows } from '../../store/goodsTable'
import { listGoods, type Goods } from './goods'

export interface GoodsItem {
  goodsId: number
  name: string
  unit: string
  quantity: number
  /** Sold to tables settled in the period, and over the counter and to accounts in it. */
  tableCents: number
  counterCents: number
  accountCents: number
  takingsCents: number
  /** Takings less quantity × today's cost; null when the cost is not known. */
  marginCents: number | null
}

export interface GoodsTotals {
  items: GoodsItem[]
  /** Σ of the items: the tables' goods (the house's goods share), the counter's and the accounts'. */
  tableCents: number
  counterCents: number
  accountCents: number
  /** The account rows of the period's sales to accounts (charges less reversals): −accountCents. */
  accountChargedCents: number
  takingsCents: number
  /** Σ of the items whose cost is known. */
  marginCents: number
  /** Counter takings by tender: Σ = counterCents. */
  tenders: { tender: string; cents: number }[]
}

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

export interface StockReport {
  goods: Goods[]
  /** At or below their low-stock line. */
  reorder: Goods[]
  /** Σ stock × cost over the goods whose cost is known. */
  valueCents: number
}

export function stockReport(db: Database): StockReport {
  const goods = listGoods(db)
  return {
    goods,
    reorder: goods.filter((item) => item.reorder),
    valueCents: sum(goods.map((item) => (item.costCents === null ? 0 : Math.max(0, item.stock) * item.costCents)))
  }
}
