/**
 * Tables booked ahead (预约): a span of a table held for a name. A live booking (booked or seated)
 * may not overlap another of the same table. Times are typed and shown as the parlor's wall clock.
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import {
  getBookingRow,
  insertBooking,
  bookingsAhead,
  bookingsBetween,
  nextWaitingBookings,
  overlappingBookings,
  setBookingStatus,
  updateBooking,
  type BookingRow
} from '../../store/bookings'
import { businessRange } from '../time/businessDay'
import { instantOfWallTime, wallTimeOf } from '../time/wallTime'
import { openAtTable } from './clock'
import { getParlorSettings, listParlorTables, requireTable } from './setup'
import type { Booking } from '../../model/parlor'
/** A table in play warns this long before its next booking starts. */
const BOOKING_LEAD_MINUTES = 30
const LONGEST_BOOKING_MS = 24 * 3_600_000

export interface BookingInput {
  id?: number
  tableId: number
  start: string
  end: string
  name: string
  phone: string
  note: string
}

function toBooking(row: BookingRow, zone: string, tableNames: Map<number, string>): Booking {
  return {
    id: row.id,
    tableId: row.table_id,
    tableName: tableNames.get(row.table_id) ?? `#${row.table_id}`,
    start: wallTimeOf(row.starts_at, zone),
    end: wallTimeOf(row.ends_at, zone),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    name: row.name,
    phone: row.phone,
    note: row.note,
    status: row.status,
    sessionId: row.session_id
  }
}

/** Turns stored rows into bookings as the host reads them. */
function reader(db: Database): (row: BookingRow) => Booking {
  const zone = getParlorSettings(db).timeZone
  const names = new Map(listParlorTables(db).map((table) => [table.id, table.name]))
  return (row) => toBooking(row, zone, names)
}

const shortWall = (wall: string) => wall.replace('T', ' ')

function requireWaiting(db: Database, id: number): BookingRow {
  const row = getBookingRow(db, id)
  if (!row) throw new AppError('BOOKING_NOT_FOUND', `找不到编号为 ${id} 的预约。`, `No booking ${id}.`)
  if (row.status !== 'booked') {
    throw new AppError(
      'BOOKING_NOT_WAITING',
      '这条预约已经到店、爽约或取消，不能再改。',
      'This booking has already been seated, marked a no-show or cancelled.'
    )
  }
  return row
}

/** Books a table (or changes a waiting booking), refusing a span that is wrong or taken. */
export function saveBooking(db: Database, input: BookingInput, now: number): Booking {
  return db.transaction(() => {
    const zone = getParlorSettings(db).timeZone
    const table = requireTable(db, input.tableId)
    if (input.id !== undefined) requireWaiting(db, input.id)
    const startsAt = instantOfWallTime(input.start, zone)
    const endsAt = instantOfWallTime(input.end, zone)
    if (endsAt <= startsAt) {
      throw new AppError(
        'BOOKING_END_NOT_AFTER_START',
        '结束时间要晚于开始时间。',
        'The end must come after the start.'
      )
    }
    if (endsAt - startsAt > LONGEST_BOOKING_MS) {
      throw new AppError('BOOKING_TOO_LONG', '一条预约最长 24 小时。', 'A booking lasts 24 hours at most.')
    }
    if (endsAt <= now) {
      throw new AppError('BOOKING_IN_PAST', '这段时间已经过去了，不能预约。', 'That time has already passed.')
    }
    const [taken] = overlappingBookings(db, table.id, startsAt, endsAt, input.id ?? null)
    if (taken) {
      const span = `${shortWall(wallTimeOf(taken.starts_at, zone))}–${wallTimeOf(taken.ends_at, zone).slice(11)}`
      throw new AppError(
        'BOOKING_OVERLAP',
        `“${table.name}”在 ${span} 已有预约（${taken.name}），时间不能重叠。`,
        `"${table.name}" is already booked ${span} (${taken.name}); bookings of a table cannot overlap.`
      )
    }
    const fields = {
      table_id: table.id,
      starts_at: startsAt,
      ends_at: endsAt,
      name: input.name,
      phone: input.phone,
      note: input.note
    }
    const id = input.id ?? insertBooking(db, fields, now)
    if (input.id !== undefined) updateBooking(db, id, fields)
    return reader(db)(getBookingRow(db, id)!)
  })()
}

/** The bookings that share some time with the business days `fromDay` to `toDay` (both included). */
export function listBookings(db: Database, fromDay: string, toDay: string): Booking[] {
  const { from, to } = businessRange(fromDay, toDay, getParlorSettings(db))
  return bookingsBetween(db, from, to).map(reader(db))
}

/** What the booking book shows: every booking not cancelled that has not ended yet. */
export function upcomingBookings(db: Database, now: number): Booking[] {
  return bookingsAhead(db, now).map(reader(db))
}

export function cancelBooking(db: Database, id: number): Booking {
  return db.transaction(() => {
    requireWaiting(db, id)
    setBookingStatus(db, id, 'cancelled')
    return reader(db)(getBookingRow(db, id)!)
  })()
}

/** The guests did not come: the table is free for others from now on. */
export function markNoShow(db: Database, id: number, now: number): Booking {
  return db.transaction(() => {
    const row = requireWaiting(db, id)
    if (now < row.starts_at) {
      throw new AppError(
        'BOOKING_NOT_STARTED',
        '预约时间还没到，不能记为爽约。',
        'The booking has not started yet; it cannot be a no-show.'
      )
    }
    setBookingStatus(db, id, 'noShow')
    return reader(db)(getBookingRow(db, id)!)
  })()
}

/** Opens the booked table for its guests and marks the booking seated, in one transaction. */
export function openBooked(
  db: Database,
  input: Parameters<typeof openAtTable>[1] & { bookingId?: number },
  now: number
): ReturnType<typeof openAtTable> {
  const { bookingId, ...opening } = input
  if (bookingId === undefined) return openAtTable(db, opening, now)
  return db.transaction(() => {
    const booking = requireWaiting(db, bookingId)
    if (booking.table_id !== opening.tableId) {
      throw new AppError('BOOKING_OTHER_TABLE', '这条预约订的是另一张桌。', 'This booking is for another table.')
    }
    const opened = openAtTable(db, opening, now)
    setBookingStatus(db, bookingId, 'seated', opened.session.id)
    return opened
  })()
}

const HOUR_MS = 3_600_000

/** A new booking's span as the form first shows it: three hours from the next full hour of the parlor's clock. */
export function suggestedSpan(db: Database, now: number): { start: string; end: string } {
  const zone = getParlorSettings(db).timeZone
  const start = instantOfWallTime(`${wallTimeOf(now, zone).slice(0, 13)}:00`, zone) + HOUR_MS
  return { start: wallTimeOf(start, zone), end: wallTimeOf(start + 3 * HOUR_MS, zone) }
}

/** Each table's next booking still waiting for its guests, by table id. */
export function nextBookings(db: Database, now: number): Map<number, Booking> {
  const read = reader(db)
  return new Map(nextWaitingBookings(db, now).map((row) => [row.table_id, read(row)]))
}

/** A table in play runs into its next booking: it starts within the lead time, or has started. */
export function runsIntoBooking(inPlay: boolean, next: Booking | undefined, now: number): boolean {
  return inPlay && next !== undefined && next.startsAt - now <= BOOKING_LEAD_MINUTES * 60_000
}
