/**
 * The shifts a report lists: each shift that ran in its period, as stored (a closed shift's
 * expected and counted amounts were fixed at its 交班), and whether it was still open at the
 * period's end (the business-day cutoff).
 */
import type { Database } from 'better-sqlite3'
import { shiftRowsBetween, type TenderAmount } from '../../store/shifts'
import { wallTimeOf } from '../time/wallTime'
import type { ReportShift } from '../../model/parlor'

const total = (amounts: TenderAmount[] | null) =>
  amounts === null ? null : amounts.reduce((sum, line) => sum + line.cents, 0)

export function reportShifts(db: Database, from: number, to: number, zone: string): ReportShift[] {
  return shiftRowsBetween(db, from, to).map((row) => {
    const expectedCents = total(row.expected)
    const countedCents = total(row.counted)
    return {
      id: row.id,
      staffName: row.staffName,
      closedByName: row.closedByName,
      openedWall: wallTimeOf(row.openedAt, zone),
      closedWall: row.closedAt === null ? null : wallTimeOf(row.closedAt, zone),
      floatCents: total(row.floats) ?? 0,
      expectedCents,
      countedCents,
      differenceCents: expectedCents === null || countedCents === null ? null : countedCents - expectedCents,
      reason: row.reason,
      openAtCutoff: row.closedAt === null || row.closedAt >= to
    }
  })
}
