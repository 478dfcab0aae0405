import { describe, expect, it } from 'vitest'
import { accountSummary } from '../../../src-main/services/parlor/accounts'
import { closeAtParlor, closedTableMoney, reopenAtParlor } from '../../../src-main/services/parlor/close'
import { floorView } from '../../../src-main/services/parlor/floor'
import { receiveStock, saveGoods, sellOverCounter, voidSale } from '../../../src-main/services/parlor/goods'
import { stockReport } from '../../../src-main/services/parlor/goodsReport'
import { latestSales, sellToTable, tableGoods } from '../../../src-main/services/parlor/tableGoods'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

async function tableWithTea() {
  const { db } = await openTestContext()
  const players = addPlayers(db, ['甲', '乙', '丙', '丁'])
  const [tableId] = setUpTables(db, ['1号桌'])
  const tea = saveGoods(db, {
    name: '龙井',
    category: '茶',
    priceCents: 3000,
    costCents: 800,
    unit: '壶',
    lowStock: 3,
    onSale: true
  })
  const smokes = saveGoods(db, {
    name: '中华',
    category: '烟',
    priceCents: 4500,
    costCents: null,
    unit: '包',
    lowStock: 2,
    onSale: true
  })
  receiveStock(db, tea.id, 10, '', at('09:00'))
  receiveStock(db, smokes.id, 3, '', at('09:00'))
  const session = sitDown(db, tableId, players, at('14:00'))
  dealIn(db, session.id, 0, 1)
  return { db, players, tableId, tea, smokes, session }
}

const close = (
  db: Awaited<ReturnType<typeof tableWithTea>>['db'],
  sessionId: number,
  toAccount: number[],
  now: number
) => closeAtParlor(db, { sessionId, toAccount, confirmOverLimit: true }, now)

describe('goods sold to a table', () => {
  it('the orderer pays their own, a split goes like the time fee, and the account pays its share', async () => {
    const { db, players, tea, smokes, session } = await tableWithTea()
    sellToTable(db, { goodsId: smokes.id, quantity: 1, sessionId: session.id, payerId: players[2] }, at('14:10'))
    sellToTable(db, { goodsId: tea.id, quantity: 1, sessionId: session.id, payerId: null }, at('14:10'))
    expect(floorView(db, at('14:20')).tiles[0].goodsCents).toBe(7500)
    expect(tableGoods(db, session.id).map((line) => [line.name, line.payerName])).toEqual([
      ['中华', '丙'],
      ['龙井', null]
    ])
    const before = accountSummary(db, players[1]).balanceCents
    const closed = close(db, session.id, [1], at('16:00'))
    const goods = closed.money.persons.map((person) => person.fees.goodsCents)
    // ¥30 split evenly (the opening's fee payer), ¥45 on 丙.
    expect(goods).toEqual([750, 750, 750 + 4500, 750])
    expect(closed.money.house.goodsCents).toBe(7500)
    const account = closed.money.persons[1]
    expect(account.netCents).toBe(account.moneyCents - account.fees.timeCents - 750)
    expect(accountSummary(db, players[1]).balanceCents).toBe(before + account.netCents)
    // The stored close reads back the same model.
    expect(closedTableMoney(db, session.id)).toEqual(closed.money)
    db.close()
  })

  it('a void takes a sale off the bill before the close; after it the table is reopened first', async () => {
    const { db, players, tea, session } = await tableWithTea()
    const sale = sellToTable(
      db,
      { goodsId: tea.id, quantity: 2, sessionId: session.id, payerId: players[0] },
      at('14:10')
    )
    const other = sellToTable(db, { goodsId: tea.id, quantity: 1, sessionId: session.id, payerId: null }, at('14:11'))
    expect(voidSale(db, sale.saleId, '上错了', at('14:12')).stock).toBe(9)
    expect(tableGoods(db, session.id)).toHaveLength(1)
    close(db, session.id, [], at('16:00'))
    expect(() => voidSale(db, other.saleId, '晚了', at('16:05'))).toThrow(
      expect.objectContaining({ code: 'SESSION_CLOSED' })
    )
    reopenAtParlor(db, session.id, at('16:10'))
    voidSale(db, other.saleId, '没喝', at('16:11'))
    const closed = close(db, session.id, [], at('16:20'))
    expect(closed.money.house.goodsCents).toBe(0)
    expect(latestSales(db).map((line) => line.voidReason)).toEqual(['没喝', '上错了'])
    db.close()
  })

  it('refuses a payer who did not sit and a closed table, changing nothing', async () => {
    const { db, tea, session } = await tableWithTea()
    const [stranger] = addPlayers(db, ['路人'])
    expect(() =>
      sellToTable(db, { goodsId: tea.id, quantity: 1, sessionId: session.id, payerId: stranger }, at('14:10'))
    ).toThrow(expect.objectContaining({ code: 'NOT_AT_TABLE' }))
    close(db, session.id, [], at('16:00'))
    expect(() =>
      sellToTable(db, { goodsId: tea.id, quantity: 1, sessionId: session.id, payerId: null }, at('16:10'))
    ).toThrow(expect.objectContaining({ code: 'SESSION_CLOSED' }))
    expect(latestSales(db)).toEqual([])
    db.close()
  })

  it('the stock report lists what to reorder and the stock at cost', async () => {
    const { db, tea, smokes } = await tableWithTea()
    sellOverCounter(db, { goodsId: smokes.id, quantity: 1 }, at('15:00'))
    const report = stockReport(db)
    expect(report.reorder.map((item) => item.name)).toEqual(['中华'])
    // Only the tea's cost is known: 10 × ¥8.
    expect(report.valueCents).toBe(10 * 800)
    expect(report.goods.find((item) => item.id === tea.id)!.reorder).toBe(false)
    db.close()
  })
})
