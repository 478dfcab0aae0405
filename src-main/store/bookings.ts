/** Tables booked ahead: one row per booking, its status changed in place (booked → seated, no-show, cancelled). */
import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'
import type { BookingStatus } from '../model/parlor'

export interface BookingRow {
  id: number
  table_id: number
  starts_at: number
  ends_at: number
  name: string
  phone: string
  note: string
  status: BookingStatus
  session_id: number | null
  created_at: number
}

/** A booking that still holds its table: not cancelled, not a no-show. */
const LIVE = "status IN ('booked', 'seated')"

type BookingFields = Pick<BookingRow, 'table_id' | 'starts_at' | 'ends_at' | 'name' | 'phone' | 'note'>

export function insertBooking(db: Database, fields: BookingFields, createdAt: number): number {
  return Number(
    prepare(
      db,
      `INSERT INTO bookings (table_id, starts_at, ends_at, name, phone, note, created_at)
       VALUES (@table_id, @starts_at, @ends_at, @name, @phone, @note, @created_at)`
    ).run({ ...fields, created_at: createdAt }).lastInsertRowid
  )
}

export function updateBooking(db: Database, id: number, fields: BookingFields): void {
  prepare(
    db,
    `UPDATE bookings SET table_id = @table_id, starts_at = @starts_at, ends_at = @ends_at, name = @name,
     phone = @phone, note = @note WHERE id = @id`
  ).run({ ...fields, id })
}

export function setBookingStatus(
  db: Database,
  id: number,
  status: BookingStatus,
  sessionId: number | null = null
): void {
  prepare(db, 'UPDATE bookings SET status = ?, session_id = ? WHERE id = ?').run(status, sessionId, id)
}

export function getBookingRow(db: Database, id: number): BookingRow | undefined {
  return prepare(db, 'SELECT * FROM bookings WHERE id = ?').get(id) as BookingRow | undefined
}

/** The live bookings of a table that share some time with [from, to), other than `exceptId`. */
export function overlappingBookings(
  db: Database,
  tableId: number,
  from: number,
  to: number,
  exceptId: number | null
): BookingRow[] {
  return prepare(
    db,
    `SELECT * FROM bookings WHERE table_id = ? AND ${LIVE} AND starts_at < ? AND ends_at > ? AND id IS NOT ?
     ORDER BY starts_at`
  ).all(tableId, to, from, exceptId) as BookingRow[]
}

/** Every booking that shares some time with [from, to), in time order. */
export function bookingsBetween(db: Database, from: number, to: number): BookingRow[] {
  return prepare(db, 'SELECT * FROM bookings WHERE starts_at < ? AND ends_at > ? ORDER BY starts_at, id').all(
    to,
    from
  ) as BookingRow[]
}

/** The bookings not cancelled that have not ended by `now`, in time order. */
export function bookingsAhead(db: Database, now: number): BookingRow[] {
  return prepare(db, "SELECT * FROM bookings WHERE ends_at > ? AND status <> 'cancelled' ORDER BY starts_at, id").all(
    now
  ) as BookingRow[]
}

/** Each table's first booking still waiting for its guests that has not ended by `now`. */
export function nextWaitingBookings(db: Database, now: number): BookingRow[] {
  return prepare(
    db,
    `SELECT * FROM bookings b WHERE b.status = 'booked' AND b.ends_at > ? AND NOT EXISTS (
       SELECT 1 FROM bookings e WHERE e.table_id = b.table_id AND e.status = 'booked' AND e.ends_at > ?
       AND (e.starts_at < b.starts_at OR (e.starts_at = b.starts_at AND e.id < b.id)))`
  ).all(now, now) as BookingRow[]
}
