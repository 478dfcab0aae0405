import { describe, expect, it } from 'vitest'
import {
  cancelBooking,
  listBookings,
  markNoShow,
  openBooked,
  saveBooking,
  upcomingBookings,
  type BookingInput
} from '../../../src-main/services/parlor/bookings'
import { floorView } from '../../../src-main/services/parlor/floor'
import { updateParlorSettings } from '../../../src-main/services/parlor/setup'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, setUpTables, sitDown, tableOpening } from '../../support/parlor'

async function parlor() {
  const ctx = await openTestContext()
  const ids = addPlayers(ctx.db, ['甲', '乙', '丙', '丁'])
  const tables = setUpTables(ctx.db, ['1号桌', '3号包间'])
  return { ctx, db: ctx.db, ids, tables }
}

const wang = (tableId: number, start = '2026-11-23T20:00', end = '2026-11-23T23:00'): BookingInput => ({
  tableId,
  start,
  end,
  name: '王先生',
  phone: '13800000000',
  note: '要茶'
})

/** A table opened for a booking's guests, as the opening screen sends it. */
const openingFor = (tableId: number, bookingId: number, playerIds: number[]) => ({
  ...tableOpening(tableId, playerIds),
  bookingId
})

describe('bookings', () => {
  it('books a span read on the parlor’s wall clock, and lists it on its business day', async () => {
    const { db, tables } = await parlor()
    const booking = saveBooking(db, wang(tables[1]), at('10:00'))
    expect(booking).toMatchObject({ start: '2026-11-23T20:00', end: '2026-11-23T23:00', tableName: '3号包间' })
    expect(booking.startsAt).toBe(at('20:00'))
    // the same wall time in another zone is another instant
    updateParlorSettings(db, { timeZone: 'Europe/London' })
    const london = saveBooking(db, wang(tables[0]), at('10:00'))
    expect(london.startsAt).toBe(at('20:00') + 8 * 3_600_000)
    updateParlorSettings(db, { timeZone: 'Asia/Shanghai' })
    // 01:00 of the 24th (and London's 20:00, 04:00 here) still belong to the 23rd's business day (cutoff 06:00)
    const late = saveBooking(db, wang(tables[1], '2026-11-24T01:00', '2026-11-24T02:00'), at('10:00'))
    expect(listBookings(db, '2026-11-23', '2026-11-23').map((b) => b.id)).toEqual([booking.id, late.id, london.id])
    expect(listBookings(db, '2026-11-23', '2026-11-23')[2].start).toBe('2026-11-24T04:00')
    // a booking is listed on each business day it shares time with: London's runs to 07:00 here
    expect(listBookings(db, '2026-11-24', '2026-11-24').map((b) => b.id)).toEqual([london.id])
  })

  it('refuses an end not after the start, a span in the past and a bad time, and writes nothing', async () => {
    const { ctx, db, tables } = await parlor()
    const before = dumpDatabase(ctx)
    const refused = (input: BookingInput, code: string) =>
      expect(() => saveBooking(db, input, at('21:00'))).toThrow(expect.objectContaining({ code }))
    refused(wang(tables[0], '2026-11-23T22:00', '2026-11-23T22:00'), 'BOOKING_END_NOT_AFTER_START')
    refused(wang(tables[0], '2026-11-23T22:00', '2026-11-23T21:30'), 'BOOKING_END_NOT_AFTER_START')
    refused(wang(tables[0], '2026-11-23T18:00', '2026-11-23T20:00'), 'BOOKING_IN_PAST')
    refused(wang(tables[0], '2026-11-23T22:00', '2026-11-25T22:00'), 'BOOKING_TOO_LONG')
    refused(wang(tables[0], '2026-02-30T22:00', '2026-02-30T23:00'), 'BAD_WALL_TIME')
    refused(wang(99), 'TABLE_NOT_FOUND')
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('refuses a booking overlapping another live one of the same table, naming it in both languages', async () => {
    const { ctx, db, tables } = await parlor()
    const first = saveBooking(db, wang(tables[1]), at('10:00'))
    const before = dumpDatabase(ctx)
    const li = { ...wang(tables[1], '2026-11-23T22:30', '2026-11-24T01:00'), name: '李女士' }
    let error: unknown
    try {
      saveBooking(db, li, at('10:00'))
    } catch (caught) {
      error = caught
    }
    expect(error).toMatchObject({
      code: 'BOOKING_OVERLAP',
      messageZh: '“3号包间”在 2026-11-23 20:00–23:00 已有预约（王先生），时间不能重叠。',
      message: '"3号包间" is already booked 2026-11-23 20:00–23:00 (王先生); bookings of a table cannot overlap.'
    })
    expect(dumpDatabase(ctx)).toEqual(before)
    // back to back, another table, or after a cancel: fine
    saveBooking(db, { ...li, start: '2026-11-23T23:00' }, at('10:00'))
    saveBooking(db, { ...li, tableId: tables[0] }, at('10:00'))
    cancelBooking(db, first.id)
    saveBooking(db, { ...li, start: '2026-11-23T19:00', end: '2026-11-23T22:00' }, at('10:00'))
    // an edit does not clash with itself
    const moved = saveBooking(
      db,
      { ...li, tableId: tables[0], id: undefined, start: '2026-11-24T02:00', end: '2026-11-24T03:00' },
      at('10:00')
    )
    expect(
      saveBooking(db, { ...wang(tables[0], '2026-11-24T02:30', '2026-11-24T04:00'), id: moved.id }, at('10:00')).end
    ).toBe('2026-11-24T04:00')
  })

  it('marks a no-show only once the booking has started, and frees the span', async () => {
    const { db, tables } = await parlor()
    const booking = saveBooking(db, wang(tables[1]), at('10:00'))
    expect(() => markNoShow(db, booking.id, at('19:59'))).toThrow(
      expect.objectContaining({ code: 'BOOKING_NOT_STARTED' })
    )
    expect(markNoShow(db, booking.id, at('20:20')).status).toBe('noShow')
    expect(() => cancelBooking(db, booking.id)).toThrow(expect.objectContaining({ code: 'BOOKING_NOT_WAITING' }))
    expect(saveBooking(db, wang(tables[1], '2026-11-23T20:30', '2026-11-23T22:00'), at('20:20')).status).toBe('booked')
  })

  it('refuses to open another table or a busy one for a booking, and writes nothing', async () => {
    const { ctx, db, ids, tables } = await parlor()
    const booking = saveBooking(db, wang(tables[1]), at('10:00'))
    const opening = openingFor(tables[0], booking.id, ids)
    const before = dumpDatabase(ctx)
    expect(() => openBooked(db, opening, at('19:55'))).toThrow(expect.objectContaining({ code: 'BOOKING_OTHER_TABLE' }))
    expect(dumpDatabase(ctx)).toEqual(before)
    sitDown(db, tables[1], ids.slice(0, 2), at('18:00'))
    const busy = dumpDatabase(ctx)
    expect(() => openBooked(db, { ...opening, tableId: tables[1] }, at('19:55'))).toThrow(
      expect.objectContaining({ code: 'TABLE_BUSY' })
    )
    expect(dumpDatabase(ctx)).toEqual(busy)
    expect(listBookings(db, '2026-11-23', '2026-11-23')[0].status).toBe('booked')
  })

  it('seats the booking with the session it opened', async () => {
    const { db, ids, tables } = await parlor()
    const booking = saveBooking(db, wang(tables[1]), at('10:00'))
    const { session } = openBooked(db, openingFor(tables[1], booking.id, ids), at('19:55'))
    expect(listBookings(db, '2026-11-23', '2026-11-23')[0]).toMatchObject({ status: 'seated', sessionId: session.id })
    expect(floorView(db, at('20:00')).tiles[1]).toMatchObject({
      sessionId: session.id,
      nextBooking: null,
      bookingSoon: false
    })
  })
})

describe('bookings on the floor', () => {
  it('shows each table’s next waiting booking and warns when a table in play runs into it', async () => {
    const { db, ids, tables } = await parlor()
    const later = saveBooking(db, wang(tables[0], '2026-11-23T22:00', '2026-11-23T23:00'), at('10:00'))
    const first = saveBooking(db, wang(tables[0], '2026-11-23T20:00', '2026-11-23T21:00'), at('10:00'))
    const room = saveBooking(db, wang(tables[1]), at('10:00'))
    sitDown(db, tables[0], ids, at('18:00'))
    const tile = (now: number, index: number) => floorView(db, now).tiles[index]
    expect(tile(at('19:00'), 0)).toMatchObject({
      nextBooking: { id: first.id, start: '2026-11-23T20:00' },
      bookingSoon: false
    })
    expect(tile(at('19:30'), 0).bookingSoon).toBe(true)
    expect(tile(at('20:30'), 0).bookingSoon).toBe(true)
    // a free table is not warned; its next booking is still shown
    expect(tile(at('19:45'), 1)).toMatchObject({ state: 'free', nextBooking: { id: room.id }, bookingSoon: false })
    // past its end the next one takes its place
    expect(tile(at('21:00'), 0)).toMatchObject({ nextBooking: { id: later.id }, bookingSoon: false })
    cancelBooking(db, later.id)
    expect(tile(at('21:00'), 0)).toMatchObject({ nextBooking: null, bookingSoon: false })
  })
})

describe('the booking book', () => {
  it('lists the bookings not cancelled that have not ended, in time order', async () => {
    const { db, tables } = await parlor()
    const late = saveBooking(db, wang(tables[0], '2026-11-23T22:00', '2026-11-23T23:00'), at('10:00'))
    const early = saveBooking(db, wang(tables[1], '2026-11-23T12:00', '2026-11-23T13:00'), at('10:00'))
    const gone = saveBooking(db, wang(tables[1], '2026-11-23T19:00', '2026-11-23T20:00'), at('10:00'))
    cancelBooking(db, gone.id)
    expect(upcomingBookings(db, at('11:00')).map((b) => b.id)).toEqual([early.id, late.id])
    expect(upcomingBookings(db, at('13:00')).map((b) => b.id)).toEqual([late.id])
  })
})
