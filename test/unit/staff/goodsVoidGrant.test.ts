/** A cashier sells goods, but voiding a sale needs the owner: refused, then passed with the owner's PIN (授权). */
import { describe, expect, it } from 'vitest'
import { createPlayer } from '../../../src-main/services/roster'
import { dumpDatabase } from '../../support/context'
import { PINS, withStaff } from '../../support/staff'

describe('voiding a goods sale (授权)', () => {
  it('refuses a cashier’s void with the owner-required error and changes nothing; an owner’s PIN lets it through', async () => {
    const staff = await withStaff()
    const { db } = staff.ctx
    const wang = createPlayer(db, { name: '老王', nickname: '', phone: '', note: '', allowDuplicate: false }).id
    await staff.signInAs('owner')
    const tea = (
      await staff.call('goods.save', { name: '龙井', priceCents: 3000, costCents: null, unit: '壶', lowStock: null })
    ).data
    expect((await staff.call('goods.receive', { goodsId: tea.id, quantity: 10 })).ok).toBe(true)

    await staff.signInAs('cashier')
    const counter = await staff.call('goods.sell', { goodsId: tea.id, quantity: 1, tender: '微信' })
    const account = await staff.call('goods.sellToAccount', {
      goodsId: tea.id,
      quantity: 2,
      playerId: wang,
      confirmOverLimit: true
    })
    expect([counter.ok, account.ok]).toEqual([true, true])
    expect(account.data).toMatchObject({ totalCents: 6000, balanceAfterCents: -6000, goods: { stock: 7 } })

    const books = () => {
      const { pin_failures: _failures, ...rest } = dumpDatabase(staff.ctx)
      return rest
    }
    const before = books()
    for (const saleId of [counter.data.saleId, account.data.saleId]) {
      const refused = await staff.call('goods.voidSale', { saleId, reason: '点错了' })
      expect(refused.error).toMatchObject({ code: 'OWNER_REQUIRED', messageZh: expect.stringContaining('老板') })
      expect(refused.error.messageEn).toContain('owner')
    }
    const wrongPin = await staff.call('goods.voidSale', {
      saleId: account.data.saleId,
      reason: '点错了',
      ownerGrant: { staffId: staff.ids.owner, pin: '0000' }
    })
    expect(wrongPin.error.code).toBe('WRONG_PIN')
    const cashierPin = await staff.call('goods.voidSale', {
      saleId: account.data.saleId,
      reason: '点错了',
      ownerGrant: { staffId: staff.ids.cashier, pin: PINS.cashier }
    })
    expect(cashierPin.error.code).toBe('OWNER_REQUIRED')
    expect(books()).toEqual(before)

    const granted = await staff.call('goods.voidSale', {
      saleId: account.data.saleId,
      reason: '点错了',
      ownerGrant: { staffId: staff.ids.owner, pin: PINS.owner }
    })
    expect(granted).toMatchObject({ ok: true, data: { stock: 9 } })
    expect((await staff.call('accounts.get', { playerId: wang })).data).toMatchObject({ balanceCents: 0 })
    const sales = (await staff.call('goods.latestSales')).data
    expect(sales.map((sale: { place: string; voidReason: string | null }) => [sale.place, sale.voidReason])).toEqual([
      ['account', '点错了'],
      ['counter', null]
    ])
  })
})
