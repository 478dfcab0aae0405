import { describe, expect, it } from 'vitest'
import { sellToAccount } from '../../../src-main/services/parlor/accountGoods'
import {
  accountSummary,
  reverseEntry,
  setMemberCreditLimit,
  statement,
  topUp
} from '../../../src-main/services/parlor/accounts'
import { receiveStock, saveGoods, sellOverCounter, voidSale } from '../../../src-main/services/parlor/goods'
import { parlorReport } from '../../../src-main/services/parlor/report'
import { latestSales } from '../../../src-main/services/parlor/tableGoods'
import { createGuest, setPlayerArchived } from '../../../src-main/services/roster'
import { listAudit } from '../../../src-main/store/audit'
import { stockRows } from '../../../src-main/store/goods'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, setUpTables } from '../../support/parlor'

const TEA = { name: '龙井', category: '茶水', priceCents: 3000, costCents: 800, unit: '壶', lowStock: 5, onSale: true }
const refused = (action: () => unknown, code: string) => expect(action).toThrow(expect.objectContaining({ code }))

describe('goods sold to a member’s account (挂账)', () => {
  it('writes the sale, its stock row and the account’s charge naming it, in the member’s history', async () => {
    const { db } = await openTestContext()
    setUpTables(db, ['1号桌'])
    const [wang] = addPlayers(db, ['老王'])
    const tea = saveGoods(db, TEA)
    receiveStock(db, tea.id, 10, '', at('10:00'))
    topUp(db, { playerId: wang, cents: 5000, note: '' }, at('10:30'))
    const sale = sellToAccount(
      db,
      { goodsId: tea.id, quantity: 2, playerId: wang, confirmOverLimit: true },
      at('14:00')
    )
    expect(sale).toMatchObject({
      totalCents: 6000,
      belowZero: false,
      playerId: wang,
      balanceAfterCents: -1000,
      warnings: [{ playerId: wang, balanceCents: -1000, creditLimitCents: 0 }],
      goods: { stock: 8 }
    })
    expect(stockRows(db, tea.id).at(-1)).toMatchObject({ kind: 'sale', quantity: -2, sale_id: sale.saleId })
    const history = statement(db, wang, '2026-11-23', '2026-11-23')
    expect(history.rows.at(-1)).toMatchObject({
      id: sale.entryId,
      kind: 'goods',
      amountCents: -6000,
      saleId: sale.saleId,
      note: '龙井 × 2壶',
      balanceAfterCents: -1000
    })
    expect(latestSales(db)[0]).toMatchObject({ place: 'account', payerName: '老王', tender: '', totalCents: 6000 })
  })

  it('warns past zero stock; past the credit limit it is refused (nothing written) unless confirmed', async () => {
    const ctx = await openTestContext()
    const { db } = ctx
    const [wang] = addPlayers(db, ['老王'])
    setMemberCreditLimit(db, wang, 10_000)
    const tea = saveGoods(db, TEA)
    const first = sellToAccount(db, { goodsId: tea.id, quantity: 3, playerId: wang }, 1)
    expect(first).toMatchObject({ belowZero: true, goods: { stock: -3 }, balanceAfterCents: -9000, warnings: [] })
    const before = dumpDatabase(ctx)
    const one = { goodsId: tea.id, quantity: 1, playerId: wang }
    expect(() => sellToAccount(db, one, 2)).toThrow(
      expect.objectContaining({
        code: 'OVER_CREDIT_LIMIT',
        messageZh: '“老王”的余额会变成 -120.00，超过欠款额度 100.00。确认后才能记账。',
        messageEn: "老王's balance would be -120.00, past the credit limit of 100.00. Confirm to go ahead."
      })
    )
    expect(dumpDatabase(ctx)).toEqual(before)
    const second = sellToAccount(db, { ...one, confirmOverLimit: true }, 2)
    expect(second.warnings).toEqual([{ playerId: wang, name: '老王', balanceCents: -12_000, creditLimitCents: 10_000 }])
    expect(accountSummary(db, wang)).toMatchObject({ balanceCents: -12_000, overLimit: true })
    expect(listAudit(db, { entity: 'goodsSale', limit: 1 })[0].after).toMatchObject({
      balanceAfterCents: -12_000,
      creditLimitCents: 10_000,
      overLimit: true
    })
  })

  it('a void takes back the stock and the charge with the reason; the charge itself is not reversed by hand', async () => {
    const ctx = await openTestContext()
    const { db } = ctx
    setUpTables(db, ['1号桌'])
    const [wang] = addPlayers(db, ['老王'])
    const tea = saveGoods(db, TEA)
    receiveStock(db, tea.id, 5, '', at('10:00'))
    const sale = sellToAccount(
      db,
      { goodsId: tea.id, quantity: 1, playerId: wang, confirmOverLimit: true },
      at('11:00')
    )
    refused(() => reverseEntry(db, { entryId: sale.entryId, reason: '错了' }, at('11:01')), 'REVERSE_BY_VOID')
    expect(voidSale(db, sale.saleId, '客人没要', at('11:02')).stock).toBe(5)
    expect(accountSummary(db, wang).balanceCents).toBe(0)
    const rows = statement(db, wang, '2026-11-23', '2026-11-23').rows
    expect(rows.map((row) => [row.kind, row.amountCents, row.saleId, row.note])).toEqual([
      ['goods', -3000, sale.saleId, '龙井 × 1壶'],
      ['reversal', 3000, sale.saleId, '客人没要']
    ])
    expect(rows[1].reversesId).toBe(sale.entryId)
    const before = dumpDatabase(ctx)
    refused(() => voidSale(db, sale.saleId, '再来', at('11:03')), 'SALE_VOIDED')
    refused(() => reverseEntry(db, { entryId: rows[1].id, reason: '再来' }, at('11:03')), 'REVERSE_REVERSAL')
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('refuses a guest, an archived member, an unknown one, a good off sale and a free one, writing nothing', async () => {
    const ctx = await openTestContext()
    const { db } = ctx
    const [wang, gone] = addPlayers(db, ['老王', '老李'])
    setPlayerArchived(db, gone, true)
    const guest = createGuest(db, { name: '' }).id
    const tea = saveGoods(db, TEA)
    const off = saveGoods(db, { ...TEA, name: '中华', onSale: false })
    const free = saveGoods(db, { ...TEA, name: '白开水', priceCents: 0 })
    const before = dumpDatabase(ctx)
    refused(() => sellToAccount(db, { goodsId: tea.id, quantity: 1, playerId: guest }, 1), 'GUEST_NO_ACCOUNT')
    refused(() => sellToAccount(db, { goodsId: tea.id, quantity: 1, playerId: gone }, 1), 'PLAYER_ARCHIVED')
    refused(() => sellToAccount(db, { goodsId: tea.id, quantity: 1, playerId: 999 }, 1), 'PLAYER_NOT_FOUND')
    refused(() => sellToAccount(db, { goodsId: off.id, quantity: 1, playerId: wang }, 1), 'GOODS_NOT_ON_SALE')
    refused(() => sellToAccount(db, { goodsId: free.id, quantity: 1, playerId: wang }, 1), 'FREE_GOODS')
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('the report shows goods on accounts by item and holds its identity; a voided sale leaves both sides', async () => {
    const { db } = await openTestContext()
    setUpTables(db, ['1号桌'])
    const [wang, li] = addPlayers(db, ['老王', '老李'])
    const tea = saveGoods(db, TEA)
    sellToAccount(db, { goodsId: tea.id, quantity: 2, playerId: wang, confirmOverLimit: true }, at('14:00'))
    const voided = sellToAccount(
      db,
      { goodsId: tea.id, quantity: 1, playerId: li, confirmOverLimit: true },
      at('15:00')
    )
    sellOverCounter(db, { goodsId: tea.id, quantity: 1, tender: '微信' }, at('15:30'))
    voidSale(db, voided.saleId, '退', at('16:00', 1))
    const report = parlorReport(db, '2026-11-23')
    expect(report.goods).toMatchObject({
      accountCents: 6000,
      accountChargedCents: -6000,
      counterCents: 3000,
      takingsCents: 9000,
      items: [{ name: '龙井', quantity: 3, accountCents: 6000, counterCents: 3000, tableCents: 0 }]
    })
    expect(report.ledger.goodsOnAccount).toEqual({ count: 2, cents: 9000 })
    expect(report.identity).toEqual(
      expect.arrayContaining([
        { key: 'accountGoods', cents: 6000 },
        { key: 'accountCharged', cents: -6000 },
        { key: 'identity', cents: 0 }
      ])
    )
    expect(report.identityCents).toBe(0)
    expect(report.tenders.find((line) => line.tender === '微信')?.goodsCents).toBe(3000)
    expect(parlorReport(db, '2026-11-24').ledger.reversal).toEqual({ count: 1, cents: 3000 })
  })
})
