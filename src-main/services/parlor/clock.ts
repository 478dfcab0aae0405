/** A session's clock at a parlor table: opened with the session, paused and resumed (audited), priced live. */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { writeAudit } from '../../store/audit'
import {
  endPause,
  getClockRow,
  insertClock,
  insertPause,
  pauseRows,
  runningClockAt,
  type ClockRow
} from '../../store/parlor'
import { createSession, type NewSessionInput } from '../sessions'
import { priceTableTime, type UnitMemo } from '../fees/pricing'
import { getParlorSettings, requireRatePlan, requireTable } from './setup'
import { offsetZone, zoneOffsetMinutes } from '../time/zone'
import type { SessionView } from '../../model/sessions'
import type { FeeBreakdown, Pause, FeePayer, ClockView } from '../../model/parlor'

interface OpenAtTableInput {
  session: NewSessionInput
  tableId: number
  feePayer: FeePayer
  /** Names of the plan's add-ons switched on for this session (空调, 暖气). */
  addOns: string[]
}

export function openAtTable(
  db: Database,
  input: OpenAtTableInput,
  now: number
): { session: SessionView; clock: ClockView } {
  return db.transaction(() => {
    const table = requireTable(db, input.tableId)
    if (runningClockAt(db, table.id)) {
      throw new AppError(
        'TABLE_BUSY',
        `“${table.name}”正在使用中，请选另一张桌。`,
        `"${table.name}" is in use; pick another table.`
      )
    }
    const plan = table.ratePlanId === null ? null : requireRatePlan(db, table.ratePlanId).plan
    const unknown = input.addOns.find((name) => !plan?.addOns.some((addOn) => addOn.name === name))
    if (unknown !== undefined) {
      throw new AppError(
        'ADDON_NOT_IN_PLAN',
        `“${unknown}”不在这张桌的计费方案里。`,
        `"${unknown}" is not an add-on of this table's plan.`
      )
    }
    const frozen = plan && { ...plan, addOns: plan.addOns.filter((addOn) => input.addOns.includes(addOn.name)) }
    const session = createSession(db, input.session)
    const { timeZone } = getParlorSettings(db)
    insertClock(db, {
      session_id: session.id,
      table_id: table.id,
      plan: frozen,
      utc_offset: zoneOffsetMinutes(timeZone, now),
      time_zone: timeZone,
      fee_payer: input.feePayer,
      started_at: now
    })
    writeAudit(db, {
      entity: 'clock',
      entityId: session.id,
      sessionId: session.id,
      action: 'start',
      after: { tableId: table.id, at: now }
    })
    return { session, clock: clockView(db, session.id, now)! }
  })()
}

export function clockPauses(db: Database, sessionId: number): Pause[] {
  return pauseRows(db, sessionId).map((row) => ({ from: row.paused_at, to: row.resumed_at }))
}

/** The zone a clock's bands are read in: the parlor's at its opening (older clocks: their offset). */
function clockZone(row: ClockRow): string {
  return row.time_zone ?? offsetZone(row.utc_offset)
}

export function priceClock(row: ClockRow, pauses: Pause[], at: number, memo?: UnitMemo): FeeBreakdown | null {
  const plan = row.plan
  if (!plan) return null
  return priceTableTime(
    {
      plan,
      start: row.started_at,
      stop: row.stopped_at ?? Math.max(at, row.started_at),
      pauses,
      timeZone: clockZone(row)
    },
    memo
  )
}

/** How long the pauses took between `start` and `end`, an open pause lasting to `end`. */
function pausedMs(pauses: Pause[], start: number, end: number): number {
  return pauses.reduce(
    (total, pause) => total + Math.max(0, Math.min(pause.to ?? end, end) - Math.max(pause.from, start)),
    0
  )
}

export function clockView(db: Database, sessionId: number, now: number): ClockView | null {
  const row = getClockRow(db, sessionId)
  if (!row) return null
  const pauses = clockPauses(db, sessionId)
  const table = requireTable(db, row.table_id)
  const end = row.stopped_at ?? Math.max(now, row.started_at)
  return {
    sessionId,
    tableId: row.table_id,
    tableName: table.name,
    tableKind: table.kind,
    startedAt: row.started_at,
    stoppedAt: row.stopped_at,
    paused: pauses.some((pause) => pause.to === null),
    pauses,
    pausedMinutes: Math.floor(pausedMs(pauses, row.started_at, end) / 60_000),
    feePayer: row.fee_payer,
    plan: row.plan,
    fee: priceClock(row, pauses, now)
  }
}

function requireRunningClock(db: Database, sessionId: number): ClockRow {
  const row = getClockRow(db, sessionId)
  if (!row) throw new AppError('NO_CLOCK', '这个牌局没有在桌台上计时。', 'This session has no table clock.')
  if (row.stopped_at !== null)
    throw new AppError(
      'CLOCK_STOPPED',
      '这个牌局已结算，计时已停止。',
      'This session is closed; its clock has stopped.'
    )
  return row
}

export function pauseClock(db: Database, sessionId: number, now: number): ClockView {
  return db.transaction(() => {
    const row = requireRunningClock(db, sessionId)
    const pauses = clockPauses(db, sessionId)
    if (pauses.some((pause) => pause.to === null)) {
      throw new AppError('CLOCK_PAUSED', '计时已经暂停了。', 'The clock is already paused.')
    }
    const at = Math.max(now, row.started_at, ...pauses.map((pause) => pause.to ?? 0))
    insertPause(db, sessionId, at)
    writeAudit(db, { entity: 'clock', entityId: sessionId, sessionId, action: 'pause', after: { at } })
    return clockView(db, sessionId, now)!
  })()
}

export function resumeClock(db: Database, sessionId: number, now: number): ClockView {
  return db.transaction(() => {
    requireRunningClock(db, sessionId)
    const open = clockPauses(db, sessionId).find((pause) => pause.to === null)
    if (!open) throw new AppError('CLOCK_RUNNING', '计时没有暂停。', 'The clock is not paused.')
    const at = Math.max(now, open.from)
    endPause(db, sessionId, at)
    writeAudit(db, {
      entity: 'clock',
      entityId: sessionId,
      sessionId,
      action: 'resume',
      before: { pausedAt: open.from },
      after: { at }
    })
    return clockView(db, sessionId, now)!
  })()
}
