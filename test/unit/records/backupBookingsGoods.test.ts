import { describe, expect, it } from 'vitest'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { cancelBooking, openBooked, saveBooking } from '../../../src-main/services/parlor/bookings'
import { countStock, receiveStock, saveGoods, sellOverCounter, voidSale } from '../../../src-main/services/parlor/goods'
import { closeAtParlor } from '../../../src-main/services/parlor/close'
import { sellToTable } from '../../../src-main/services/parlor/tableGoods'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, setUpTables, tableOpening } from '../../support/parlor'

describe('JSON backup of bookings and goods', () => {
  it('round-trips bookings (seated with their session, cancelled), goods, sales, the stock ledger and their audit entries exactly', async () => {
    const source = await openTestContext()
    const { db } = source
    const ids = addPlayers(db, ['甲', '乙', '丙', '丁'])
    const [hall, room] = setUpTables(db, ['1号桌', '3号包间'])
    const wang = {
      tableId: room,
      start: '2026-11-23T20:00',
      end: '2026-11-23T23:00',
      name: '王先生',
      phone: '',
      note: ''
    }
    const seated = saveBooking(db, wang, at('10:00'))
    cancelBooking(db, saveBooking(db, { ...wang, tableId: hall }, at('10:00')).id)
    const { session } = openBooked(db, { ...tableOpening(room, ids), bookingId: seated.id }, at('19:50'))
    const tea = saveGoods(db, {
      name: '龙井',
      category: '茶水',
      priceCents: 3000,
      costCents: null,
      unit: '壶',
      lowStock: 3,
      onSale: true
    })
    receiveStock(db, tea.id, 12, '进货', at('11:00'))
    const sale = sellOverCounter(db, { goodsId: tea.id, quantity: 2, tender: '微信' }, at('20:10'))
    voidSale(db, sale.saleId, '退', at('20:15'))
    sellOverCounter(db, { goodsId: tea.id, quantity: 1 }, at('20:20'))
    // Goods on the table's bill: one split, one for 乙, who settles to the account.
    sellToTable(db, { goodsId: tea.id, quantity: 1, sessionId: session.id, payerId: null }, at('20:30'))
    sellToTable(db, { goodsId: tea.id, quantity: 2, sessionId: session.id, payerId: ids[1] }, at('20:31'))
    closeAtParlor(db, { sessionId: session.id, toAccount: [1], confirmOverLimit: true }, at('22:00'))
    countStock(db, tea.id, 10, '', at('23:00'))

    const target = await openTestContext()
    importJsonBackup(target, exportJsonBackup(db).content)
    const imported = dumpDatabase(target)
    const original = dumpDatabase(source)
    expect((original.seat_money as { goods_cents: number }[]).some((row) => row.goods_cents === 6750)).toBe(true)
    const logged = (original.audit_log as { entity: string; action: string; after: string }[]).filter((row) =>
      row.entity.startsWith('goods')
    )
    expect(logged.map((row) => `${row.entity}:${row.action}`)).toEqual([
      'goods:create',
      'goods:receive',
      'goodsSale:sell',
      'goodsSale:void',
      'goodsSale:sell',
      'goodsSale:sell',
      'goodsSale:sell',
      'goods:count'
    ])
    expect(JSON.parse(logged[3].after)).toEqual({ reason: '退', stock: 12, reversalEntryId: null })
    for (const table of ['bookings', 'goods', 'goods_sales', 'stock_ledger']) {
      expect(original[table].length, table).toBeGreaterThan(0)
    }
    expect({ ...imported, audit_log: imported.audit_log.slice(0, -1) }).toEqual(original)
  })
})
