/** Goods: the catalogue, sales over the counter and the append-only stock ledger. */
import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

export interface GoodsRow {
  id: number
  name: string
  category: string
  price_cents: number
  cost_cents: number | null
  unit: string
  low_stock: number | null
  on_sale: number
}

export type StockKind = 'received' | 'counted' | 'sale' | 'void'

export interface StockRow {
  id: number
  goods_id: number
  at: number
  kind: StockKind
  quantity: number
  sale_id: number | null
  reverses_id: number | null
  note: string
}

export interface GoodsSaleRow {
  id: number
  goods_id: number
  at: number
  quantity: number
  unit_price_cents: number
  /** A counter sale's tender; '' for a sale to a table. */
  tender: string
  /** A sale to a table: its session, and who pays it (null: split like the time fee). */
  session_id: number | null
  payer_id: number | null
}

export type GoodsFields = Omit<GoodsRow, 'id'>

export function insertGoods(db: Database, fields: GoodsFields): number {
  return Number(
    prepare(
      db,
      `INSERT INTO goods (name, category, price_cents, cost_cents, unit, low_stock, on_sale)
       VALUES (@name, @category, @price_cents, @cost_cents, @unit, @low_stock, @on_sale)`
    ).run(fields).lastInsertRowid
  )
}

export function updateGoods(db: Database, id: number, fields: GoodsFields): void {
  prepare(
    db,
    `UPDATE goods SET name = @name, category = @category, price_cents = @price_cents, cost_cents = @cost_cents,
     unit = @unit, low_stock = @low_stock, on_sale = @on_sale WHERE id = @id`
  ).run({ ...fields, id })
}

export function getGoodsRow(db: Database, id: number): GoodsRow | undefined {
  return prepare(db, 'SELECT * FROM goods WHERE id = ?').get(id) as GoodsRow | undefined
}

export function goodsNamed(db: Database, name: string): GoodsRow | undefined {
  return prepare(db, 'SELECT * FROM goods WHERE name = ?').get(name) as GoodsRow | undefined
}

/** Every good with its stock: the sum of its ledger rows. */
export function goodsWithStock(db: Database): (GoodsRow & { stock: number })[] {
  return prepare(
    db,
    `SELECT g.*, coalesce((SELECT sum(quantity) FROM stock_ledger s WHERE s.goods_id = g.id), 0) AS stock
     FROM goods g ORDER BY g.category, g.name`
  ).all() as (GoodsRow & { stock: number })[]
}

export function stockOf(db: Database, goodsId: number): number {
  return (
    prepare(db, 'SELECT coalesce(sum(quantity), 0) AS stock FROM stock_ledger WHERE goods_id = ?').get(goodsId) as {
      stock: number
    }
  ).stock
}

export function insertStockRow(db: Database, row: Omit<StockRow, 'id'>): number {
  return Number(
    prepare(
      db,
      `INSERT INTO stock_ledger (goods_id, at, kind, quantity, sale_id, reverses_id, note)
       VALUES (@goods_id, @at, @kind, @quantity, @sale_id, @reverses_id, @note)`
    ).run(row).lastInsertRowid
  )
}

export function stockRows(db: Database, goodsId: number): StockRow[] {
  return prepare(db, 'SELECT * FROM stock_ledger WHERE goods_id = ? ORDER BY id').all(goodsId) as StockRow[]
}

export function insertGoodsSale(db: Database, sale: Omit<GoodsSaleRow, 'id'>): number {
  return Number(
    prepare(
      db,
      `INSERT INTO goods_sales (goods_id, at, quantity, unit_price_cents, tender, session_id, payer_id)
       VALUES (@goods_id, @at, @quantity, @unit_price_cents, @tender, @session_id, @payer_id)`
    ).run(sale).lastInsertRowid
  )
}

export function getGoodsSale(db: Database, id: number): GoodsSaleRow | undefined {
  return prepare(db, 'SELECT * FROM goods_sales WHERE id = ?').get(id) as GoodsSaleRow | undefined
}

/** A sale's stock row and, once voided, the row that reversed it. */
export function saleStockRows(db: Database, saleId: number): { sale: StockRow; voided: StockRow | undefined } {
  const sale = prepare(db, "SELECT * FROM stock_ledger WHERE sale_id = ? AND kind = 'sale'").get(saleId) as StockRow
  const voided = prepare(db, 'SELECT * FROM stock_ledger WHERE reverses_id = ?').get(sale.id) as StockRow | undefined
  return { sale, voided }
}
