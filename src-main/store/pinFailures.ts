import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

/** Wrong PINs in a row of one person, and until when they are locked (0: not locked). */
interface PinFailure {
  failures: number
  lockedUntil: number
}

export function getPinFailure(db: Database, staffId: number): PinFailure | undefined {
  return prepare(db, 'SELECT failures, locked_until AS lockedUntil FROM pin_failures WHERE staff_id = ?').get(
    staffId
  ) as PinFailure | undefined
}

export function setPinFailure(db: Database, staffId: number, failure: PinFailure): void {
  prepare(
    db,
    `INSERT INTO pin_failures (staff_id, failures, locked_until) VALUES (?, ?, ?)
     ON CONFLICT (staff_id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until`
  ).run(staffId, failure.failures, failure.lockedUntil)
}

export function clearPinFailure(db: Database, staffId: number): void {
  prepare(db, 'DELETE FROM pin_failures WHERE staff_id = ?').run(staffId)
}
