/**
 * Goods sold to a table: on its bill until the close, paid by the player who ordered them or split
 * among the seats like the time fee. The close charges each person's share with the time fee.
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { writeAudit } from '../../store/audit'
import { latestSaleRows, tableSaleRows } from '../../store/goodsTable'
import { goodsShares } from '../money/goodsShares'
import type { Settlement } from '../../model/sessions'
import { loadSession, requireOpen, shownSettlement } from '../sessions'
import { placeOf, recordSale, saleTotalCents } from './goods'
import type { FeePayer, SaleListing, TableGoodsLine, TableSale } from '../../model/parlor'

/** The goods on a table's bill, oldest first. */
export function tableGoods(db: Database, sessionId: number): TableGoodsLine[] {
  return tableSaleRows(db, sessionId).map((row) => ({
    saleId: row.id,
    goodsId: row.goods_id,
    name: row.name,
    unit: row.unit,
    at: row.at,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    totalCents: saleTotalCents(row),
    payerId: row.payer_id,
    payerName: row.payer_name
  }))
}

/** Puts goods on an open table's bill; the payer must have sat at the table. */
export function sellToTable(
  db: Database,
  input: { goodsId: number; quantity: number; sessionId: number; payerId: number | null },
  now: number
): TableSale {
  return db.transaction(() => {
    const settlement = shownSettlement(loadSession(db, input.sessionId, requireOpen))
    const sat = settlement.parties.some((party) => party.role === 'seat' && party.playerId === input.payerId)
    if (input.payerId !== null && !sat) {
      throw new AppError(
        'NOT_AT_TABLE',
        '点单的人没有在这一桌打牌。',
        'The person who ordered did not play at this table.'
      )
    }
    const place = { tender: '', session_id: input.sessionId, payer_id: input.payerId }
    const { sale, audit } = recordSale(db, input, place, now)
    writeAudit(db, audit)
    return { ...sale, sessionId: input.sessionId, payerId: input.payerId }
  })()
}

/** Each person's share of the table's goods, by party key. */
export function tableGoodsShares(
  db: Database,
  sessionId: number,
  settlement: Pick<Settlement, 'parties'>,
  split: { payer: FeePayer; seatNets: number[] }
): Record<string, number> {
  return goodsShares(settlement.parties, tableGoods(db, sessionId), split)
}

/** The latest sales (counter, tables and accounts), newest first, for the void list. */
export function latestSales(db: Database, limit = 100): SaleListing[] {
  return latestSaleRows(db, limit).map((row) => ({
    saleId: row.id,
    name: row.name,
    at: row.at,
    quantity: row.quantity,
    totalCents: saleTotalCents(row),
    place: placeOf(row),
    tender: row.tender,
    sessionId: row.session_id,
    payerName: row.payer_name,
    voidReason: row.void_reason
  }))
}
