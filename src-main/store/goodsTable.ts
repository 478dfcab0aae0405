/** Goods sold to tables, and the goods figures of a report period. */
import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

/** A sale that stands: no void row reverses it. */
const STANDS = "NOT EXISTS (SELECT 1 FROM stock_ledger v WHERE v.sale_id = s.id AND v.kind = 'void')"
/** Where a sale went: over the counter (a tender), or to a member's account (its payer); a table's names its session. */
const AT_COUNTER = 's.session_id IS NULL AND s.payer_id IS NULL'
const ON_ACCOUNT = 's.session_id IS NULL AND s.payer_id IS NOT NULL'

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
  account_quantity: number
  account_cents: number
}

/**
 * Goods by item: counter and account sales made in [from, to) and the goods of `sessionIds` (the
 * tables the period settled), sales that stand only.
 */
export function goodsItemRows(db: Database, from: number, to: number, sessionIds: number[]): GoodsItemRow[] {
  return prepare(
    db,
    `WITH sold AS (
       SELECT s.goods_id, s.quantity, s.quantity * s.unit_price_cents AS cents,
         CASE WHEN ${ON_ACCOUNT} THEN 'account' ELSE 'counter' END AS place
       FROM goods_sales s INDEXED BY goods_sales_at
       WHERE s.at >= @from AND s.at < @to AND s.session_id IS NULL AND ${STANDS}
       UNION ALL
       SELECT s.goods_id, s.quantity, s.quantity * s.unit_price_cents, 'table'
       FROM goods_sales s WHERE s.session_id IN (SELECT value FROM json_each(@sessions)) AND ${STANDS}
     )
     SELECT g.id AS goods_id, g.name, g.unit, g.cost_cents,
       sum(CASE WHEN place = 'counter' THEN quantity ELSE 0 END) AS counter_quantity,
       sum(CASE WHEN place = 'counter' THEN cents ELSE 0 END) AS counter_cents,
       sum(CASE WHEN place = 'table' THEN quantity ELSE 0 END) AS table_quantity,
       sum(CASE WHEN place = 'table' THEN cents ELSE 0 END) AS table_cents,
       sum(CASE WHEN place = 'account' THEN quantity ELSE 0 END) AS account_quantity,
       sum(CASE WHEN place = 'account' THEN cents ELSE 0 END) AS account_cents
     FROM sold JOIN goods g ON g.id = sold.goods_id
     GROUP BY g.id ORDER BY g.category, g.name`
  ).all({ from, to, sessions: JSON.stringify(sessionIds) }) as GoodsItemRow[]
}

/** Counter sales that stand in [from, to), by tender. */
export function counterGoodsByTender(db: Database, from: number, to: number): { tender: string; cents: number }[] {
  return prepare(
    db,
    `SELECT s.tender, sum(s.quantity * s.unit_price_cents) AS cents FROM goods_sales s INDEXED BY goods_sales_at
     WHERE s.at >= ? AND s.at < ? AND ${AT_COUNTER} AND ${STANDS} GROUP BY s.tender ORDER BY s.tender`
  ).all(from, to) as { tender: string; cents: number }[]
}

/**
 * What the members' accounts were charged for the sales to them made in [from, to): the sum of
 * the ledger rows naming those sales (a void's reversal takes its charge back).
 */
export function accountGoodsChargedCents(db: Database, from: number, to: number): number {
  return (
    prepare(
      db,
      `SELECT coalesce(sum(l.amount_cents), 0) AS cents FROM goods_sales s INDEXED BY goods_sales_at
       JOIN account_ledger l ON l.sale_id = s.id WHERE s.at >= ? AND s.at < ?`
    ).get(from, to) as { cents: number }
  ).cents
}

export interface SaleListRow {
  id: number
  name: string
  at: number
  quantity: number
  unit_price_cents: number
  tender: string
  session_id: number | null
  payer_id: number | null
  payer_name: string | null
  /** The void's reason; null while the sale stands. */
  void_reason: string | null
}

/** The latest sales, newest first, with each void's reason. */
export function latestSaleRows(db: Database, limit: number): SaleListRow[] {
  return prepare(
    db,
    `SELECT s.id, g.name, s.at, s.quantity, s.unit_price_cents, s.tender, s.session_id, s.payer_id, p.name AS payer_name,
       (SELECT v.note FROM stock_ledger v WHERE v.sale_id = s.id AND v.kind = 'void') AS void_reason
     FROM goods_sales s JOIN goods g ON g.id = s.goods_id LEFT JOIN players p ON p.id = s.payer_id
     ORDER BY s.id DESC LIMIT ?`
  ).all(limit) as SaleListRow[]
}
