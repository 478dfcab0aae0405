import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { prepare } from './prepare'

/** An amount per tender as stored in the shifts' JSON columns. */
const tenderAmountsSchema = z.array(z.object({ tender: z.string(), cents: z.number().int() }).strict())
export type TenderAmount = z.infer<typeof tenderAmountsSchema>[number]

export interface ShiftRow {
  id: number
  staffId: number | null
  staffName: string | null
  openedAt: number
  floats: TenderAmount[]
  closedAt: number | null
  closedBy: number | null
  closedByName: string | null
  expected: TenderAmount[] | null
  counted: TenderAmount[] | null
  reason: string
}

const SELECT = `SELECT s.id, s.staff_id AS staffId, o.name AS staffName, s.opened_at AS openedAt, s.floats,
  s.closed_at AS closedAt, s.closed_by AS closedBy, c.name AS closedByName, s.expected, s.counted, s.reason
  FROM shifts s LEFT JOIN staff o ON o.id = s.staff_id LEFT JOIN staff c ON c.id = s.closed_by`

type Stored = Omit<ShiftRow, 'floats' | 'expected' | 'counted'> & {
  floats: string
  expected: string | null
  counted: string | null
}

const amounts = (json: string) => tenderAmountsSchema.parse(JSON.parse(json))

function toRow(row: Stored): ShiftRow {
  return {
    ...row,
    floats: amounts(row.floats),
    expected: row.expected === null ? null : amounts(row.expected),
    counted: row.counted === null ? null : amounts(row.counted)
  }
}

export function getShiftRow(db: Database, id: number): ShiftRow | undefined {
  const row = prepare(db, `${SELECT} WHERE s.id = ?`).get(id) as Stored | undefined
  return row && toRow(row)
}

export function openShiftRow(db: Database): ShiftRow | undefined {
  const row = prepare(db, `${SELECT} WHERE s.closed_at IS NULL`).get() as Stored | undefined
  return row && toRow(row)
}

/** Shifts that overlap [from, to): opened before its end and not closed before its start. */
export function shiftRowsBetween(db: Database, from: number, to: number): ShiftRow[] {
  return (
    prepare(
      db,
      `${SELECT} WHERE s.opened_at < ? AND (s.closed_at IS NULL OR s.closed_at >= ?) ORDER BY s.opened_at`
    ).all(to, from) as Stored[]
  ).map(toRow)
}

export function insertShift(
  db: Database,
  shift: { staffId: number | null; openedAt: number; floats: TenderAmount[] }
): number {
  return Number(
    prepare(db, 'INSERT INTO shifts (staff_id, opened_at, floats) VALUES (?, ?, ?)').run(
      shift.staffId,
      shift.openedAt,
      JSON.stringify(shift.floats)
    ).lastInsertRowid
  )
}

export function closeShiftRow(
  db: Database,
  close: {
    id: number
    closedAt: number
    closedBy: number | null
    expected: TenderAmount[]
    counted: TenderAmount[]
    reason: string
  }
): void {
  prepare(
    db,
    'UPDATE shifts SET closed_at = ?, closed_by = ?, expected = ?, counted = ?, reason = ? WHERE id = ? AND closed_at IS NULL'
  ).run(
    close.closedAt,
    close.closedBy,
    JSON.stringify(close.expected),
    JSON.stringify(close.counted),
    close.reason,
    close.id
  )
}

export function lastShiftClose(db: Database): number | null {
  return (prepare(db, 'SELECT max(closed_at) AS at FROM shifts').get() as { at: number | null }).at
}

/** Parlor tables whose settlement was written in [from, to): the cash crossed the counter then. */
export function sessionsClosedBetween(db: Database, from: number, to: number): number[] {
  return (
    prepare(
      db,
      `SELECT session_id FROM seat_money GROUP BY session_id HAVING min(closed_at) >= ? AND min(closed_at) < ?
       ORDER BY min(closed_at), session_id`
    ).all(from, to) as { session_id: number }[]
  ).map((row) => row.session_id)
}
