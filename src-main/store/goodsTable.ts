/** Goods sold to tables, and the goods figures of a report period. */
import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

/** A sale that stands: no void row reverses it. */
const STANDS = "NOT EXISTS (SELECT 1 FROM stock_ledger v WHERE v.sale_id = s.id AND v.kind = 'void')"

export interface TableSaleRow {
  id: number
  goods_id: number
  name: string
  unit: string
  at: number
  quantity: number
  unit_price_cents: number
  payer_id: number | null
  payer_name: string | null
}

/** The goods on a table's bill, oldest first; voided sales are off it. */
export function tableSaleRows(db: Database, sessionId: number): TableSaleRow[] {
  return prepare(
    db,
    `SELECT s.id, s.goods_id, g.name, g.unit, s.at, s.quantity, s.unit_price_cents, s.payer_id, p.name AS payer_name
     FROM goods_sales s JOIN goods g ON g.id = s.goods_id LEFT JOIN players p ON p.id = s.payer_id
     WHERE s.session_id = ? AND ${STANDS} ORDER BY s.id`
  ).all(sessionId) as TableSaleRow[]
}

/** The goods total of each open session that has any. */
export function openTableGoodsCents(db: Database): { session_id: number; cents: number }[] {
  return prepare(
    db,
    `SELECT s.session_id, sum(s.quantity * s.unit_price_cents) AS cents
     FROM goods_sales s JOIN table_sessions t ON t.id = s.session_id
     WHERE t.status = 'open' AND ${STANDS} GROUP BY s.session_id`
  ).all() as { session_id: number; cents: number }[]
}

export interface GoodsItemRow {
  goods_id: number
  name: string
  unit: string
  /** The good's cost today; null when not known. */
  cost_cents: number | null
  counter_quantity: number
  counter_cents: number
  table_quantity: number
  table_cents: number
}

/**
 * Goods by item: counter sales made in [from, to) and the goods of `sessionIds` (the tables the
 * period settled), sales that stand only.
 */
export function goodsItemRows(db: Database, from: number, to: number, sessionIds: number[]): GoodsItemRow[] {
  return prepare(
    db,
    `WITH sold AS (
       SELECT s.goods_id, s.quantity, s.quantity * s.unit_price_cents AS cents, 0 AS at_table
       FROM goods_sales s INDEXED BY goods_sales_at
       WHERE s.at >= @from AND s.at < @to AND s.session_id IS NULL AND ${STANDS}
       UNION ALL
       SELECT s.goods_id, s.quantity, s.quantity * s.unit_price_cents, 1
       FROM goods_sales s WHERE s.session_id IN (SELECT value FROM json_each(@sessions)) AND ${STANDS}
     )
     SELECT g.id AS goods_id, g.name, g.unit, g.cost_cents,
       sum(CASE WHEN at_table = 0 THEN quantity ELSE 0 END) AS counter_quantity,
       sum(CASE WHEN at_table = 0 THEN cents ELSE 0 END) AS counter_cents,
       sum(CASE WHEN at_table = 1 THEN quantity ELSE 0 END) AS table_quantity,
       sum(CASE WHEN at_table = 1 THEN cents ELSE 0 END) AS table_cents
     FROM sold JOIN goods g ON g.id = sold.goods_id
     GROUP BY g.id ORDER BY g.category, g.name`
  ).all({ from, to, sessions: JSON.stringify(sessionIds) }) as GoodsItemRow[]
}

/** Counter sales that stand in [from, to), by tender. */
export function counterGoodsByTender(db: Database, from: number, to: number): { tender: string; cents: number }[] {
  return prepare(
    db,
    `SELECT s.tender, sum(s.quantity * s.unit_price_cents) AS cents FROM goods_sales s INDEXED BY goods_sales_at
     WHERE s.at >= ? AND s.at < ? AND s.session_id IS NULL AND ${STANDS} GROUP BY s.tender ORDER BY s.tender`
  ).all(from, to) as { tender: string; cents: number }[]
}

export interface SaleListRow {
  id: number
  name: string
  at: number
  quantity: number
  unit_price_cents: number
  tender: string
  session_id: number | null
  payer_name: string | null
  /** The void's reason; null while the sale stands. */
  void_reason: string | null
}

/** The latest sales, newest first, with each void's reason. */
export function latestSaleRows(db: Database, limit: number): SaleListRow[] {
  return prepare(
    db,
    `SELECT s.id, g.name, s.at, s.quantity, s.unit_price_cents, s.tender, s.session_id, p.name AS payer_name,
       (SELECT v.note FROM stock_ledger v WHERE v.sale_id = s.id AND v.kind = 'void') AS void_reason
     FROM goods_sales s JOIN goods g ON g.id = s.goods_id LEFT JOIN players p ON p.id = s.payer_id
     ORDER BY s.id DESC LIMIT ?`
  ).all(limit) as SaleListRow[]
}
