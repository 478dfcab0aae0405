/**
 * The parlor's goods money is traceable: a void writes one audit entry naming the sale, the
 * reason, who voided it and the owner who authorised it; sales, 进货, 盘点 and catalogue saves
 * are logged with who made them.
 */
import { describe, expect, it } from 'vitest'
import { createPlayer } from '../../../src-main/services/roster'
import { listAudit } from '../../../src-main/store/audit'
import { PINS, withStaff } from '../../support/staff'

const TEA = { name: '龙井', priceCents: 3000, costCents: null, unit: '壶', lowStock: null }

async function parlorWithTea() {
  const staff = await withStaff()
  const { db } = staff.ctx
  const wang = createPlayer(db, { name: '老王', nickname: '', phone: '', note: '', allowDuplicate: false }).id
  await staff.signInAs('owner')
  const tea = (await staff.call('goods.save', TEA)).data
  expect((await staff.call('goods.receive', { goodsId: tea.id, quantity: 10 })).ok).toBe(true)
  expect((await staff.call('accounts.topUp', { playerId: wang, cents: 10_000 })).ok).toBe(true)
  await staff.signInAs('cashier')
  return { staff, wang, tea, entries: (entity: string) => listAudit(db, { entity, limit: 100 }) }
}

describe('the audit log of goods', () => {
  it('a void writes exactly one entry: the sale, the reason, before and after, who and the owner who authorised it', async () => {
    const { staff, wang, tea, entries } = await parlorWithTea()
    const sale = (await staff.call('goods.sellToAccount', { goodsId: tea.id, quantity: 2, playerId: wang })).data
    const logged = entries('goodsSale').length
    const voided = await staff.call('goods.voidSale', {
      saleId: sale.saleId,
      reason: '点错了',
      ownerGrant: { staffId: staff.ids.owner, pin: PINS.owner }
    })
    expect(voided.ok).toBe(true)
    const after = entries('goodsSale')
    expect(after).toHaveLength(logged + 1)
    expect(after[0]).toMatchObject({
      entity: 'goodsSale',
      entityId: sale.saleId,
      action: 'void',
      staffId: staff.ids.cashier,
      staffName: '小李',
      grantedBy: staff.ids.owner,
      before: { goodsId: tea.id, name: '龙井', quantity: 2, totalCents: 6000, place: 'account', payerId: wang },
      after: { reason: '点错了', stock: 10, reversalEntryId: expect.any(Number) }
    })
  })

  it('a counter sale’s void is logged with the owner who made it; a refused void logs nothing', async () => {
    const { staff, tea, entries } = await parlorWithTea()
    const sale = (await staff.call('goods.sell', { goodsId: tea.id, quantity: 1, tender: '微信' })).data
    const logged = entries('goodsSale').length
    expect((await staff.call('goods.voidSale', { saleId: sale.saleId, reason: '退' })).error.code).toBe(
      'OWNER_REQUIRED'
    )
    expect(entries('goodsSale')).toHaveLength(logged)
    await staff.signInAs('owner')
    expect((await staff.call('goods.voidSale', { saleId: sale.saleId, reason: '退' })).ok).toBe(true)
    expect((await staff.call('goods.voidSale', { saleId: sale.saleId, reason: '再退' })).error.code).toBe('SALE_VOIDED')
    const voids = entries('goodsSale').filter((entry) => entry.action === 'void')
    expect(voids).toHaveLength(1)
    expect(voids[0]).toMatchObject({
      staffId: staff.ids.owner,
      grantedBy: null,
      before: { place: 'counter', tender: '微信', totalCents: 3000 },
      after: { reason: '退', stock: 10, reversalEntryId: null }
    })
  })

  it('sales, 进货, 盘点 and catalogue saves are logged with who made them', async () => {
    const { staff, wang, tea, entries } = await parlorWithTea()
    await staff.call('goods.sell', { goodsId: tea.id, quantity: 1, tender: '微信' })
    await staff.call('goods.sellToAccount', { goodsId: tea.id, quantity: 1, playerId: wang })
    await staff.call('goods.count', { goodsId: tea.id, counted: 5 })
    const sales = entries('goodsSale')
    expect(sales.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['sell', staff.ids.cashier],
      ['sell', staff.ids.cashier]
    ])
    expect(sales[0].after).toMatchObject({ place: 'account', payerId: wang, balanceAfterCents: 7000 })
    expect(sales[1].after).toMatchObject({ place: 'counter', tender: '微信', quantity: 1, totalCents: 3000 })
    const stock = entries('goods')
    expect(stock.map((entry) => [entry.action, entry.entityId, entry.before, entry.after])).toEqual([
      ['count', tea.id, 8, { counted: 5, difference: -3, note: '' }],
      ['receive', tea.id, 0, { quantity: 10, stock: 10, note: '' }],
      ['create', tea.id, null, expect.objectContaining({ name: '龙井', priceCents: 3000 })]
    ])
    expect(stock[0].staffId).toBe(staff.ids.cashier)
    expect(stock[2].staffId).toBe(staff.ids.owner)
  })
})
