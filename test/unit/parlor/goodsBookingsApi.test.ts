import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { dumpDatabase, openTestContext } from '../../support/context'
import { at, setUpTables } from '../../support/parlor'

async function counter() {
  const ctx = await openTestContext()
  const [table] = setUpTables(ctx.db, ['3号包间'])
  ctx.now = () => at('10:00')
  return { ctx, table, handlers: createHandlers(ctx, 'test') }
}

describe('bookings and goods through the API', () => {
  it('books on wall times, refusing a time with an offset and an overlap in both languages', async () => {
    const { ctx, table, handlers } = await counter()
    const booked = await dispatch(handlers, 'bookings.save', {
      tableId: table,
      start: '2026-11-23T20:00',
      end: '2026-11-23T23:00',
      name: ' 王先生 '
    })
    expect(booked).toMatchObject({ ok: true, data: { name: '王先生', startsAt: at('20:00') } })
    const before = dumpDatabase(ctx)
    const offset = await dispatch(handlers, 'bookings.save', {
      tableId: table,
      start: '2026-11-23T20:00+08:00',
      end: '2026-11-23T23:00',
      name: '李'
    })
    expect(offset).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: 'start' } })
    const overlap = await dispatch(handlers, 'bookings.save', {
      tableId: table,
      start: '2026-11-23T22:00',
      end: '2026-11-24T01:00',
      name: '李女士'
    })
    expect(overlap).toMatchObject({
      ok: false,
      error: {
        code: 'BOOKING_OVERLAP',
        messageZh: expect.stringContaining('已有预约（王先生）'),
        messageEn: expect.stringContaining('already booked')
      }
    })
    expect(dumpDatabase(ctx)).toEqual(before)
    expect(await dispatch(handlers, 'bookings.upcoming', {})).toMatchObject({ ok: true, data: [{ name: '王先生' }] })
  })

  it('sells goods over the counter with a tender; refuses half cents, nothing sold and a void without a reason', async () => {
    const { ctx, handlers } = await counter()
    const tea = await dispatch(handlers, 'goods.save', { name: '龙井', category: '茶水', priceCents: 3000, unit: '壶' })
    if (!tea.ok) throw new Error(tea.error.messageZh)
    const teaId = (tea.data as { id: number }).id
    await dispatch(handlers, 'goods.receive', { goodsId: teaId, quantity: 10 })
    const before = dumpDatabase(ctx)
    const refusals = await Promise.all([
      dispatch(handlers, 'goods.save', { name: '毛尖', priceCents: 10.5 }),
      dispatch(handlers, 'goods.sell', { goodsId: teaId, quantity: 0 }),
      dispatch(handlers, 'goods.sell', { goodsId: teaId, quantity: 1, tender: '赊账' }),
      dispatch(handlers, 'goods.voidSale', { saleId: 1, reason: ' ' })
    ])
    expect(refusals.map((result) => !result.ok && result.error.code)).toEqual([
      'INVALID_INPUT',
      'INVALID_INPUT',
      'TENDER_UNKNOWN',
      'INVALID_INPUT'
    ])
    expect(dumpDatabase(ctx)).toEqual(before)
    const sale = await dispatch(handlers, 'goods.sell', { goodsId: teaId, quantity: 2, tender: '微信' })
    expect(sale).toMatchObject({ ok: true, data: { totalCents: 6000, tender: '微信', goods: { stock: 8 } } })
    expect(await dispatch(handlers, 'goods.voidSale', { saleId: 1, reason: '客人退了' })).toMatchObject({
      ok: true,
      data: { stock: 10 }
    })
    expect(await dispatch(handlers, 'goods.count', { goodsId: teaId, counted: 9 })).toMatchObject({
      ok: true,
      data: { stock: 9, reorder: false }
    })
  })
})
