import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { closeAtParlor } from '../../../src-main/services/parlor/close'
import {
  countStock,
  listGoods,
  receiveStock,
  saveGoods,
  sellOverCounter,
  voidSale
} from '../../../src-main/services/parlor/goods'
import { parlorReport } from '../../../src-main/services/parlor/report'
import { sellToTable } from '../../../src-main/services/parlor/tableGoods'
import { sellToAccount } from '../../../src-main/services/parlor/accountGoods'
import { DEFAULT_TENDERS } from '../../../src-main/services/parlor/tenders'
import { stockRows } from '../../../src-main/store/goods'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** The test's business day: Beijing time less the 06:00 cutoff. */
const businessDay = (instant: number) => new Date(instant + 8 * HOUR - 6 * HOUR).toISOString().slice(0, 10)
const DAYS = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']
/** 茶 with a known cost, 香烟 without one, 可乐 with one. */
const ITEMS = [
  { name: '茶', priceCents: 1500, costCents: 400 },
  { name: '香烟', priceCents: 2350, costCents: null },
  { name: '可乐', priceCents: 500, costCents: 230 }
]

const item = fc.integer({ min: 0, max: ITEMS.length - 1 })
const quantity = fc.integer({ min: 1, max: 6 })
const when = fc.integer({ min: 0, max: 3 * 1440 - 1 })
const tender = fc.constantFrom(...DEFAULT_TENDERS)
const op = fc.oneof(
  fc.record({ kind: fc.constant('receive' as const), when, item, quantity: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('count' as const), when, item, counted: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ kind: fc.constant('counter' as const), when, item, quantity, tender }),
  fc.record({ kind: fc.constant('account' as const), when, item, quantity, member: fc.integer({ min: 0, max: 3 }) }),
  /** Voids a sale over the counter or to an account. */
  fc.record({ kind: fc.constant('void' as const), when, pick: fc.nat() }),
  fc.record({
    kind: fc.constant('table' as const),
    when,
    minutes: fc.integer({ min: 1, max: 400 }),
    hands: fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })), { maxLength: 4 }),
    /** Goods on the bill: the item, how many, and who ordered (null: split). */
    goods: fc.array(
      fc.record({
        item,
        quantity,
        payer: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
        voided: fc.boolean()
      }),
      { maxLength: 5 }
    ),
    toAccount: fc.subarray([0, 1, 2, 3]),
    tenders: fc.array(tender, { minLength: 4, maxLength: 4 })
  })
)

describe('a day with goods (property)', () => {
  it('stock is Σ its ledger, each goods figure is Σ its rows, and the day’s identity holds with goods', async () => {
    let tableGoodsSeen = 0
    let accountGoodsSeen = 0
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const { db } = await openTestContext()
        const players = addPlayers(db, ['甲', '乙', '丙', '丁'])
        const [tableId] = setUpTables(db, ['1号桌'])
        const ids = ITEMS.map(
          (spec) => saveGoods(db, { ...spec, category: '', unit: '', lowStock: 5, onSale: true }).id
        )
        const shelf = ids.map(() => 0)
        /** The plain model: takings by business day (counter and account by sale, table by the table's start). */
        const takings = new Map<string, { counter: number; table: number; account: number }>()
        const take = (instant: number, where: 'counter' | 'table' | 'account', cents: number) => {
          const day = takings.get(businessDay(instant)) ?? { counter: 0, table: 0, account: 0 }
          day[where] += cents
          takings.set(businessDay(instant), day)
        }
        /** Sales over the counter and to accounts, which a void may pick. */
        const looseSales: {
          saleId: number
          at: number
          item: number
          quantity: number
          where: 'counter' | 'account'
          voided: boolean
        }[] = []
        /** A sale over the counter or to an account: off the shelf, into the day's takings, open to a void. */
        const sold = (
          step: { item: number; quantity: number },
          sale: { saleId: number; totalCents: number },
          where: 'counter' | 'account',
          now: number
        ) => {
          shelf[step.item] -= step.quantity
          take(now, where, sale.totalCents)
          looseSales.push({
            saleId: sale.saleId,
            at: now,
            item: step.item,
            quantity: step.quantity,
            where,
            voided: false
          })
        }
        for (const step of [...ops].sort((a, b) => a.when - b.when)) {
          const now = at('00:00') + step.when * MINUTE
          if (step.kind === 'receive') {
            receiveStock(db, ids[step.item], step.quantity, '', now)
            shelf[step.item] += step.quantity
          } else if (step.kind === 'count') {
            countStock(db, ids[step.item], step.counted, '', now)
            shelf[step.item] = step.counted
          } else if (step.kind === 'counter') {
            const sale = sellOverCounter(
              db,
              { goodsId: ids[step.item], quantity: step.quantity, tender: step.tender },
              now
            )
            sold(step, sale, 'counter', now)
          } else if (step.kind === 'account') {
            const sale = sellToAccount(
              db,
              {
                goodsId: ids[step.item],
                quantity: step.quantity,
                playerId: players[step.member],
                confirmOverLimit: true
              },
              now
            )
            sold(step, sale, 'account', now)
          } else if (step.kind === 'void') {
            const standing = looseSales.filter((one) => !one.voided)
            const sale = standing[step.pick % Math.max(1, standing.length)]
            if (!sale) continue
            voidSale(db, sale.saleId, '收错了', now)
            sale.voided = true
            shelf[sale.item] += sale.quantity
            take(sale.at, sale.where, -sale.quantity * ITEMS[sale.item].priceCents)
          } else {
            const session = sitDown(db, tableId, players, now)
            for (const [winner, from] of step.hands) if (winner !== from) dealIn(db, session.id, winner, from)
            let onBill = 0
            const ordered = new Map<number, number>()
            for (const line of step.goods) {
              const payerId = line.payer === null ? null : players[line.payer]
              const sale = sellToTable(
                db,
                { goodsId: ids[line.item], quantity: line.quantity, sessionId: session.id, payerId },
                now
              )
              shelf[line.item] -= line.quantity
              if (line.voided) {
                voidSale(db, sale.saleId, '没上', now)
                shelf[line.item] += line.quantity
                continue
              }
              onBill += sale.totalCents
              if (payerId !== null) ordered.set(payerId, (ordered.get(payerId) ?? 0) + sale.totalCents)
            }
            const closed = closeAtParlor(
              db,
              {
                sessionId: session.id,
                toAccount: step.toAccount,
                tenders: players.map((playerId, index) => ({ playerId, tender: step.tenders[index] })),
                confirmOverLimit: true
              },
              now + step.minutes * MINUTE
            )
            const goodsShares = closed.money.persons.map((person) => person.fees.goodsCents)
            expect(goodsShares.reduce((a, b) => a + b, 0)).toBe(onBill)
            expect(closed.money.house.goodsCents).toBe(onBill)
            for (const person of closed.money.persons) {
              expect(person.fees.goodsCents).toBeGreaterThanOrEqual(ordered.get(person.playerId) ?? 0)
              if (person.settle.kind === 'account')
                expect(person.balanceAfterCents).toBe(person.balanceBeforeCents! + person.netCents)
            }
            if (onBill > 0) tableGoodsSeen += 1
            take(now, 'table', onBill)
          }
        }
        const listed = listGoods(db)
        ids.forEach((id, index) => {
          const sum = stockRows(db, id).reduce((total, row) => total + row.quantity, 0)
          expect(listed.find((goods) => goods.id === id)!.stock).toBe(sum)
          expect(sum).toBe(shelf[index])
        })
        for (const day of DAYS) {
          const report = parlorReport(db, day)
          const { goods } = report
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
          expect(report.identityCents).toBe(0)
          expect(sum(report.identity.filter((line) => line.key !== 'identity').map((line) => line.cents))).toBe(0)
          expect({ day, counter: goods.counterCents, table: goods.tableCents, account: goods.accountCents }).toEqual({
            day,
            ...(takings.get(day) ?? { counter: 0, table: 0, account: 0 })
          })
          expect(goods.accountChargedCents + goods.accountCents).toBe(0)
          if (goods.accountCents > 0) accountGoodsSeen += 1
          expect(goods.tableCents).toBe(report.house.goodsCents)
          expect(goods.takingsCents).toBe(sum(goods.items.map((row) => row.takingsCents)))
          expect(goods.marginCents).toBe(sum(goods.items.map((row) => row.marginCents ?? 0)))
          for (const row of goods.items) {
            const spec = ITEMS.find((one) => one.name === row.name)!
            expect(row.takingsCents).toBe(row.tableCents + row.counterCents + row.accountCents)
            expect(row.takingsCents).toBe(row.quantity * spec.priceCents)
            expect(row.marginCents).toBe(
              spec.costCents === null ? null : row.quantity * (spec.priceCents - spec.costCents)
            )
          }
          expect(sum(report.tenders.map((line) => line.goodsCents))).toBe(goods.counterCents)
          expect(sum(goods.tenders.map((line) => line.cents))).toBe(goods.counterCents)
        }
        db.close()
      }),
      { numRuns: 25 }
    )
    expect(tableGoodsSeen).toBeGreaterThan(0)
    expect(accountGoodsSeen).toBeGreaterThan(0)
  }, 180_000)
})
