/**
 * Benchmark of goods on the ten-year club (as the parlor bench builds it) with a year of goods
 * sales: 40 items, ~200 sales a day over the counter or (one in ten) to a member's account, one in
 * fifty voided, and today's 30 tables each with tea and cigarettes on the bill, closed. Budget: the
 * daily report < 100 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { getSessionView } from '../src-main/services/sessions'
import { closeAtParlor } from '../src-main/services/parlor/close'
import { saveGoods } from '../src-main/services/parlor/goods'
import { stockReport } from '../src-main/services/parlor/goodsReport'
import { parlorReport } from '../src-main/services/parlor/report'
import { sellToTable } from '../src-main/services/parlor/tableGoods'
import { DAY, TODAY, median, openBenchClub, seedLedger, seedToday } from './parlor'

const ITEMS = 40
const SALES_A_DAY = 200

/**
 * A year of sales before today, written straight into the tables (with their stock rows, and for a
 * sale to an account its charge and, once voided, the charge's reversal).
 */
function seedYearOfSales(db: Database, goodsIds: number[], members: number[]): number {
  const sale = db.prepare(
    'INSERT INTO goods_sales (goods_id, at, quantity, unit_price_cents, tender, payer_id) VALUES (?, ?, ?, ?, ?, ?)'
  )
  const stock = db.prepare(
    'INSERT INTO stock_ledger (goods_id, at, kind, quantity, sale_id, reverses_id, note) VALUES (?, ?, ?, ?, ?, ?, ?)'
  )
  const charge = db.prepare(
    'INSERT INTO account_ledger (player_id, at, kind, amount_cents, reverses_id, note, sale_id) VALUES (?, ?, ?, ?, ?, ?, ?)'
  )
  let sales = 0
  db.transaction(() => {
    for (let day = 365; day >= 0; day -= 1) {
      for (let index = 0; index < SALES_A_DAY; index += 1) {
        const goodsId = goodsIds[(day * 7 + index) % goodsIds.length]
        const at = TODAY - day * DAY + 10 * 3_600_000 + index * 60_000
        const quantity = 1 + (index % 3)
        const member = index % 10 === 0 ? members[(day + index) % members.length] : null
        const saleId = Number(sale.run(goodsId, at, quantity, 1500, member ? '' : '现金', member).lastInsertRowid)
        const row = Number(stock.run(goodsId, at, 'sale', -quantity, saleId, null, '').lastInsertRowid)
        const charged = member
          ? Number(charge.run(member, at, 'goods', -quantity * 1500, null, '', saleId).lastInsertRowid)
          : null
        if (index % 50 === 0) {
          stock.run(goodsId, at + 60_000, 'void', quantity, saleId, row, '收错了')
          if (charged) charge.run(member, at + 60_000, 'reversal', quantity * 1500, charged, '收错了', saleId)
        }
        sales += 1
      }
    }
  })()
  return sales
}

export async function benchGoods(): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'queji-goods-bench-'))
  const file = join(dir, 'goods.sqlite')
  const { db, members } = await openBenchClub(file)
  try {
    seedLedger(db, members)
    seedToday(db, members)
    const goodsIds = Array.from(
      { length: ITEMS },
      (_, index) =>
        saveGoods(db, {
          name: `商品${index}`,
          category: index % 2 ? '茶' : '烟',
          priceCents: 1500,
          costCents: index % 3 ? 600 : null,
          unit: '份',
          lowStock: 10,
          onSale: true
        }).id
    )
    const figures: Record<string, number> = { goodsSales: seedYearOfSales(db, goodsIds, members) }
    const open = db.prepare('SELECT session_id AS id FROM table_clocks WHERE stopped_at IS NULL').all() as {
      id: number
    }[]
    const now = TODAY + 20 * 3_600_000
    for (const { id } of open) {
      sellToTable(db, { goodsId: goodsIds[0], quantity: 2, sessionId: id, payerId: null }, now)
      sellToTable(
        db,
        { goodsId: goodsIds[1], quantity: 1, sessionId: id, payerId: getSessionView(db, id).players[2].id },
        now
      )
    }
    for (const { id } of open) closeAtParlor(db, { sessionId: id, toAccount: [], confirmOverLimit: true }, now)
    const daily = parlorReport(db, '2026-11-23')
    if (daily.identityCents !== 0 || daily.goods.tableCents === 0 || daily.goods.accountCents === 0)
      throw new Error('the daily report does not hold')
    figures.dailyReportWithGoodsMs = median(20, () => parlorReport(db, '2026-11-23'))
    figures.monthlyReportWithGoodsMs = median(10, () => parlorReport(db, '2026-11'))
    figures.stockReportMs = median(20, () => stockReport(db))
    return figures
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
