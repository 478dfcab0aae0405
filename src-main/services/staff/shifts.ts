/**
 * Shifts (交班): a shift opens with a float per tender; the drawer should then hold the float plus
 * every money movement over the counter since (top-ups, refunds, cash settlements, by tender, as
 * the daily report sums them). At the close the cashier enters what they counted; the difference
 * (长款 over, 短款 short) is recorded with a reason and signed with the closing person's PIN.
 */
import type { Database } from 'better-sqlite3'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { currentActor } from '../../store/actor'
import { writeAudit } from '../../store/audit'
import {
  closeShiftRow,
  getShiftRow,
  insertShift,
  lastShiftClose,
  openShiftRow,
  sessionsClosedBetween,
  shiftRowsBetween,
  type ShiftRow,
  type TenderAmount
} from '../../store/shifts'
import { closedTableMoney } from '../parlor/close'
import { tenderTotals } from '../parlor/report'
import { getParlorSettings } from '../parlor/setup'
import { businessDayOf, businessRange } from '../time/businessDay'
import { wallTimeOf } from '../time/wallTime'
import { staffDeskOf, staffRequired } from './staff'
import type { TenderTotal } from '../../model/parlor'
import type { Shift, ShiftLine } from '../../model/staff'
const sum = (values: (number | null)[]): number | null =>
  values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + (value ?? 0), 0)

/** Money over the counter in [from, to) by tender, as the daily report computes it. */
function movementsByTender(db: Database, from: number, to: number): Map<string, TenderTotal> {
  const models = sessionsClosedBetween(db, from, to).flatMap((id) => closedTableMoney(db, id) ?? [])
  const totals = tenderTotals(db, from, to, models, getParlorSettings(db).tenders)
  return new Map(totals.map((line) => [line.tender, line]))
}

const amountOf = (rows: TenderAmount[] | null, tender: string): number =>
  rows?.find((row) => row.tender === tender)?.cents ?? 0

/** A shift holds the movements from its opening to its closing instant, both included. */
function shiftView(db: Database, row: ShiftRow, now: number): Shift {
  const settings = getParlorSettings(db)
  const movements = movementsByTender(db, row.openedAt, (row.closedAt ?? now) + 1)
  const tenders = [...new Set([...movements.keys(), ...row.floats.map((line) => line.tender)])]
  const lines = tenders.map((tender): ShiftLine => {
    const floatCents = amountOf(row.floats, tender)
    const moved = movements.get(tender)
    const movementCents = moved?.netCents ?? 0
    const expectedCents = row.expected ? amountOf(row.expected, tender) : floatCents + movementCents
    const countedCents = row.counted ? amountOf(row.counted, tender) : null
    return {
      tender,
      floatCents,
      topupCents: moved?.topupCents ?? 0,
      refundCents: -(moved?.refundCents ?? 0),
      settlementInCents: moved?.settlementInCents ?? 0,
      settlementOutCents: moved?.settlementOutCents ?? 0,
      movementCents,
      expectedCents,
      countedCents,
      differenceCents: countedCents === null ? null : countedCents - expectedCents
    }
  })
  return {
    id: row.id,
    staffId: row.staffId,
    staffName: row.staffName,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    openedWall: wallTimeOf(row.openedAt, settings.timeZone),
    closedWall: row.closedAt === null ? null : wallTimeOf(row.closedAt, settings.timeZone),
    closedByName: row.closedByName,
    businessDay: businessDayOf(row.openedAt, settings),
    reason: row.reason,
    lines,
    expectedCents: lines.reduce((total, line) => total + line.expectedCents, 0),
    countedCents: sum(lines.map((line) => line.countedCents)),
    differenceCents: sum(lines.map((line) => line.differenceCents))
  }
}

const noOpenShift = () => new AppError('NO_OPEN_SHIFT', '现在没有开着的班。', 'No shift is open.')

export function currentShift(db: Database, now: number): Shift | null {
  const row = openShiftRow(db)
  return row ? shiftView(db, row, now) : null
}

export function getShift(db: Database, id: number, now: number): Shift {
  const row = getShiftRow(db, id)
  if (!row) throw new AppError('NOT_FOUND', '没有这个班次。', 'No such shift.')
  return shiftView(db, row, now)
}

/** The shifts that ran in a business day (any part of it), the one still open included. */
export function shiftsOfDay(db: Database, day: string, now: number): Shift[] {
  const { from, to } = businessRange(day, day, getParlorSettings(db))
  return shiftRowsBetween(db, from, to).map((row) => shiftView(db, row, now))
}

export function openShift(db: Database, floats: TenderAmount[], now: number): Shift {
  return db.transaction(() => {
    if (openShiftRow(db)) {
      throw new AppError('SHIFT_OPEN', '上一班还没交班。', 'The previous shift has not been handed over.')
    }
    const tenders = getParlorSettings(db).tenders
    const unknown = floats.find((line) => !tenders.includes(line.tender))
    if (unknown) {
      throw new AppError(
        'TENDER_UNKNOWN',
        `“${unknown.tender}”不在付款方式列表里。`,
        `"${unknown.tender}" is not one of the payment methods.`
      )
    }
    const staffId = currentActor()?.staffId ?? null
    // after the last close, so that no movement belongs to two shifts
    const openedAt = Math.max(now, (lastShiftClose(db) ?? -1) + 1)
    const id = insertShift(db, { staffId, openedAt, floats })
    writeAudit(db, { entity: 'shift', entityId: id, action: 'open', after: floats })
    return shiftView(db, getShiftRow(db, id) as ShiftRow, now)
  })()
}

interface ShiftClose {
  counted: TenderAmount[]
  reason: string
  /** The closing person's PIN: their signature (required once staff exist). */
  pin?: string
}

/** 交班: the counted amounts against what the drawer should hold, signed, in one transaction. */
export async function closeShift(ctx: AppContext, input: ShiftClose, now: number): Promise<Shift> {
  const { db } = ctx
  const signer = currentActor()?.staffId ?? null
  if (staffRequired(db)) {
    if (signer === null || input.pin === undefined) {
      throw new AppError('PIN_REQUIRED', '交班需要你的 PIN 签名。', 'Handing over needs your PIN as a signature.')
    }
    await staffDeskOf(ctx).verify(signer, input.pin)
  }
  return db.transaction(() => {
    const open = openShiftRow(db)
    if (!open) throw noOpenShift()
    const before = shiftView(db, open, now)
    const differs = before.lines.some((line) => amountOf(input.counted, line.tender) !== line.expectedCents)
    if (differs && input.reason.trim() === '') {
      throw new AppError('REASON_REQUIRED', '有长款或短款时请写明原因。', 'Give a reason for the difference.')
    }
    const expected = before.lines.map((line) => ({ tender: line.tender, cents: line.expectedCents }))
    const counted = before.lines.map((line) => ({ tender: line.tender, cents: amountOf(input.counted, line.tender) }))
    closeShiftRow(db, { id: open.id, closedAt: now, closedBy: signer, expected, counted, reason: input.reason.trim() })
    const closed = shiftView(db, getShiftRow(db, open.id) as ShiftRow, now)
    writeAudit(db, { entity: 'shift', entityId: open.id, action: 'close', before: expected, after: closed.lines })
    return closed
  })()
}
