/**
 * Goods (商品): the catalogue, its stock as an append-only ledger (进货 received, 盘点 counted,
 * sale, void) whose sum is the stock, and sales over the counter paid with a tender. A sale past
 * zero stock goes through (the shelf may hold more than the books) and says so.
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { writeAudit, type AuditRecord } from '../../store/audit'
import {
  getGoodsRow,
  getGoodsSale,
  goodsNamed,
  goodsWithStock,
  insertGoods,
  insertGoodsSale,
  insertStockRow,
  saleStockRows,
  stockOf,
  updateGoods,
  type GoodsRow,
  type GoodsSaleRow
} from '../../store/goods'
import { saleChargeRow } from '../../store/ledger'
import { chooseTender } from './tenders'
import { getParlorSettings } from './setup'
import { requireOpenSession } from '../sessions'
import { postRows, reversalRow } from './accounts'
import type { CounterSale, Goods, SaleListing } from '../../model/parlor'
/** A good as the host saves it: no id for a new one; the stock moves only by its ledger. */
export type GoodsInput = Omit<Goods, 'id' | 'stock' | 'reorder'> & { id?: number }

function toGoods(row: GoodsRow, stock: number): Goods {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    priceCents: row.price_cents,
    costCents: row.cost_cents,
    unit: row.unit,
    lowStock: row.low_stock,
    onSale: row.on_sale === 1,
    stock,
    reorder: row.low_stock !== null && stock <= row.low_stock
  }
}

export function listGoods(db: Database): Goods[] {
  return goodsWithStock(db).map((row) => toGoods(row, row.stock))
}

function requireGoods(db: Database, id: number): GoodsRow {
  const row = getGoodsRow(db, id)
  if (!row) throw new AppError('GOODS_NOT_FOUND', `找不到编号为 ${id} 的商品。`, `No goods item ${id}.`)
  return row
}

const goodsNow = (db: Database, id: number) => toGoods(requireGoods(db, id), stockOf(db, id))

export function saveGoods(db: Database, input: GoodsInput): Goods {
  return db.transaction(() => {
    if (input.id !== undefined) requireGoods(db, input.id)
    const namesake = goodsNamed(db, input.name)
    if (namesake && namesake.id !== input.id) {
      throw new AppError(
        'GOODS_NAME_TAKEN',
        `已有商品“${input.name}”。`,
        `There is already a goods item "${input.name}".`
      )
    }
    const fields = {
      name: input.name,
      category: input.category,
      price_cents: input.priceCents,
      cost_cents: input.costCents,
      unit: input.unit,
      low_stock: input.lowStock,
      on_sale: input.onSale ? 1 : 0
    }
    const before = input.id === undefined ? null : goodsNow(db, input.id)
    const id = input.id ?? insertGoods(db, fields)
    if (input.id !== undefined) updateGoods(db, id, fields)
    const after = goodsNow(db, id)
    writeAudit(db, { entity: 'goods', entityId: id, action: before ? 'update' : 'create', before, after })
    return after
  })()
}

const noRow = { sale_id: null, reverses_id: null }

/** 进货: stock received. */
export function receiveStock(db: Database, goodsId: number, quantity: number, note: string, now: number): Goods {
  return db.transaction(() => {
    requireGoods(db, goodsId)
    const before = stockOf(db, goodsId)
    insertStockRow(db, { ...noRow, goods_id: goodsId, at: now, kind: 'received', quantity, note })
    const goods = goodsNow(db, goodsId)
    writeAudit(db, {
      entity: 'goods',
      entityId: goodsId,
      action: 'receive',
      before,
      after: { quantity, stock: goods.stock, note }
    })
    return goods
  })()
}

/** 盘点: the shelf was counted; the ledger takes the difference, so the stock becomes the count. */
export function countStock(db: Database, goodsId: number, counted: number, note: string, now: number): Goods {
  return db.transaction(() => {
    requireGoods(db, goodsId)
    const before = stockOf(db, goodsId)
    const difference = counted - before
    insertStockRow(db, { ...noRow, goods_id: goodsId, at: now, kind: 'counted', quantity: difference, note })
    writeAudit(db, {
      entity: 'goods',
      entityId: goodsId,
      action: 'count',
      before,
      after: { counted, difference, note }
    })
    return goodsNow(db, goodsId)
  })()
}

/** Where a sale goes: over the counter with a tender, onto a table's bill, or to a member's account. */
export type SalePlace = Pick<GoodsSaleRow, 'tender' | 'session_id' | 'payer_id'>
type RecordedSale = Omit<CounterSale, 'tender'>

/** Where a sale went, as the void list and the audit log name it. */
export function placeOf(sale: Pick<GoodsSaleRow, 'session_id' | 'payer_id'>): SaleListing['place'] {
  return sale.session_id !== null ? 'table' : sale.payer_id !== null ? 'account' : 'counter'
}

/** What a sale comes to: its quantity at the price it was sold at. */
export function saleTotalCents(sale: Pick<GoodsSaleRow, 'quantity' | 'unit_price_cents'>): number {
  return sale.quantity * sale.unit_price_cents
}

/** What the audit log keeps of a sale: the good, how many, the money and where it went. */
function saleFacts(sale: Omit<GoodsSaleRow, 'id'>, name: string) {
  return {
    goodsId: sale.goods_id,
    name,
    quantity: sale.quantity,
    unitPriceCents: sale.unit_price_cents,
    totalCents: saleTotalCents(sale),
    place: placeOf(sale),
    tender: sale.tender,
    sessionId: sale.session_id,
    payerId: sale.payer_id
  }
}

/** A sale's `sell` audit entry, as recordSale leaves it for its caller to write. */
export type SaleAudit = AuditRecord & { after: ReturnType<typeof saleFacts> & { stock: number } }

/**
 * One sale at the good's price and its stock row; the caller holds the transaction, writes its
 * own rows (an account's charge) and then the sale's audit entry, adding what it knows to it.
 */
export function recordSale(
  db: Database,
  input: { goodsId: number; quantity: number },
  place: SalePlace,
  now: number
): { sale: RecordedSale; audit: SaleAudit } {
  const row = requireGoods(db, input.goodsId)
  if (!row.on_sale) {
    throw new AppError('GOODS_NOT_ON_SALE', `“${row.name}”已下架。`, `"${row.name}" is not on sale.`)
  }
  const fields = { ...place, goods_id: row.id, at: now, quantity: input.quantity, unit_price_cents: row.price_cents }
  const saleId = insertGoodsSale(db, fields)
  insertStockRow(db, {
    ...noRow,
    sale_id: saleId,
    goods_id: row.id,
    at: now,
    kind: 'sale',
    quantity: -input.quantity,
    note: ''
  })
  const goods = goodsNow(db, row.id)
  const facts = saleFacts(fields, row.name)
  const sale = { saleId, goods, totalCents: facts.totalCents, belowZero: goods.stock < 0 }
  const audit: SaleAudit = {
    entity: 'goodsSale',
    entityId: saleId,
    sessionId: place.session_id,
    action: 'sell',
    after: { ...facts, stock: goods.stock }
  }
  return { sale, audit }
}

/** A sale over the counter at the good's price, paid with a tender from the parlor's list. */
export function sellOverCounter(
  db: Database,
  input: { goodsId: number; quantity: number; tender?: string },
  now: number
): CounterSale {
  return db.transaction(() => {
    const tender = chooseTender(getParlorSettings(db).tenders, input.tender)
    const { sale, audit } = recordSale(db, input, { tender, session_id: null, payer_id: null }, now)
    writeAudit(db, audit)
    return { ...sale, tender }
  })()
}

/**
 * Voids a sale by a reversing stock row with the reason; a sale is voided once. Its money goes
 * with it: a counter sale leaves the takings, a table's sale leaves the bill (before the close:
 * a settled table is reopened first), a sale to an account has its charge reversed.
 */
export function voidSale(db: Database, saleId: number, reason: string, now: number): Goods {
  return db.transaction(() => {
    const sale = getGoodsSale(db, saleId)
    if (!sale) throw new AppError('SALE_NOT_FOUND', `找不到编号为 ${saleId} 的销售。`, `No sale ${saleId}.`)
    if (sale.session_id !== null) requireOpenSession(db, sale.session_id)
    const rows = saleStockRows(db, saleId)
    if (rows.voided) throw new AppError('SALE_VOIDED', '这笔销售已经作废。', 'This sale has already been voided.')
    insertStockRow(db, {
      goods_id: sale.goods_id,
      at: now,
      kind: 'void',
      quantity: -rows.sale.quantity,
      sale_id: saleId,
      reverses_id: rows.sale.id,
      note: reason
    })
    const charge = saleChargeRow(db, saleId)
    const reversal = charge ? postRows(db, [reversalRow(charge, now, reason)]).entries[0] : null
    const goods = goodsNow(db, sale.goods_id)
    writeAudit(db, {
      entity: 'goodsSale',
      entityId: saleId,
      sessionId: sale.session_id,
      action: 'void',
      before: saleFacts(sale, goods.name),
      after: { reason, stock: goods.stock, reversalEntryId: reversal?.id ?? null }
    })
    return goods
  })()
}
