/**
 * Business days: a parlor's day runs from its cutoff (say 06:00) to the next day's cutoff, in the
 * parlor's time zone, so a 21:00–00:30 table belongs to the day it started. Date ranges name
 * their first and last day and include both.
 */
import { AppError } from '../../errors'
import { instantOfLocal, zoneOffsetMinutes } from './zone'

const MINUTE = 60_000
const DAY = 86_400_000

export interface BusinessClock {
  timeZone: string
  /** Minute of the local day a business day starts (06:00: 360). */
  dayCutoffMinutes: number
}

const badDay = () => new AppError('BAD_DAY', '日期格式应为 2026-11-23。', 'A date is written 2026-11-23.')

/** `2026-11-23` as UTC midnight of that calendar date (a day number, not an instant). */
function dayMs(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) throw badDay()
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw badDay()
  return ms
}

const dayName = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The instant the business day `day` starts. */
function businessDayStart(day: string, clock: BusinessClock): number {
  return instantOfLocal(clock.timeZone, dayMs(day) + clock.dayCutoffMinutes * MINUTE)
}

/** The business day the instant `at` belongs to. */
export function businessDayOf(at: number, clock: BusinessClock): string {
  const local = at + zoneOffsetMinutes(clock.timeZone, at) * MINUTE
  return dayName(local - clock.dayCutoffMinutes * MINUTE)
}

function nextDay(day: string): string {
  return dayName(dayMs(day) + DAY)
}

/** The instants of the business days `fromDay` to `toDay`, both included: [from, to). */
export function businessRange(fromDay: string, toDay: string, clock: BusinessClock): { from: number; to: number } {
  if (dayMs(toDay) < dayMs(fromDay)) {
    throw new AppError('BAD_RANGE', '结束日期不能早于开始日期。', 'The last day cannot come before the first.')
  }
  return { from: businessDayStart(fromDay, clock), to: businessDayStart(nextDay(toDay), clock) }
}

export interface DayFilter {
  /** The first business day, included; open when left out. */
  fromDay?: string
  /** The last business day, included; open when left out. */
  toDay?: string
}

/** Records of the business days `fromDay` to `toDay` (either end may be open) as ISO instants, `to` excluded. */
export function businessDayInstants(days: DayFilter, clock: BusinessClock): { from?: string; to?: string } {
  const { fromDay, toDay } = days
  if (fromDay !== undefined && toDay !== undefined) businessRange(fromDay, toDay, clock)
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    ...(fromDay !== undefined && { from: iso(businessDayStart(fromDay, clock)) }),
    ...(toDay !== undefined && { to: iso(businessDayStart(nextDay(toDay), clock)) })
  }
}

/** A report's period: `2026-11-23` (one business day) or `2026-11` (the month's business days). */
export function periodDays(period: string): { fromDay: string; toDay: string } {
  const month = /^(\d{4})-(\d{2})$/.exec(period)
  if (!month) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(period)) {
      throw new AppError(
        'BAD_PERIOD',
        '日期格式应为 2026-11-23（日报）或 2026-11（月报）。',
        'Use 2026-11-23 (a day) or 2026-11 (a month).'
      )
    }
    dayMs(period)
    return { fromDay: period, toDay: period }
  }
  const first = `${period}-01`
  dayMs(first)
  const last = Date.UTC(Number(month[1]), Number(month[2]), 0)
  return { fromDay: first, toDay: dayName(last) }
}
