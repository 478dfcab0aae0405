/**
 * Where a table's clock stops at the close. The PC's clock is not trusted without limit: a close
 * that reads before the opening (or before a pause already recorded) means the clock was set
 * back, and a table time past the parlor's limit may mean it was set forward. Either is refused
 * with its own code unless the host confirms it; a confirmed set-back clock charges up to the
 * latest time recorded, never less.
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import type { ClockRow } from '../../store/parlor'
import { playedIntervals } from '../fees/pricing'
import { clockPauses } from './clock'
import { getParlorSettings } from './setup'

/** What the clock asks the host to confirm before it charges. */
export type TimeConfirmation = 'longFee' | 'beforeOpening'

const HOUR = 3_600_000
const hours = (ms: number) => (ms / HOUR).toFixed(1)

/** The stop time; `confirmed` lists what the host has confirmed (a preview confirms both: it only shows). */
export function clockStop(db: Database, clock: ClockRow, now: number, confirmed: readonly TimeConfirmation[]): number {
  const pauses = clockPauses(db, clock.session_id)
  const recorded = Math.max(clock.started_at, ...pauses.flatMap((pause) => [pause.from, pause.to ?? 0]))
  if (now < recorded && !confirmed.includes('beforeOpening')) {
    throw new AppError(
      'CLOCK_BEFORE_OPENING',
      `电脑时钟比开台（或上次暂停）早了 ${hours(recorded - now)} 小时，请先核对电脑时间；确认后按已记录的时间结算。`,
      `The PC clock reads ${hours(recorded - now)} h before the opening (or the last pause); check the clock, or confirm to charge up to the time recorded.`
    )
  }
  const stop = Math.max(now, recorded)
  const played = playedIntervals(clock.started_at, stop, pauses).reduce((sum, [from, to]) => sum + to - from, 0)
  const limit = getParlorSettings(db).longFeeMinutes * 60_000
  if (played > limit && !confirmed.includes('longFee')) {
    throw new AppError(
      'FEE_OVER_LIMIT',
      `这张桌已计时 ${hours(played)} 小时，超过 ${hours(limit)} 小时的上限；请核对电脑时间，确认无误后再结算。`,
      `This table has run ${hours(played)} h, past the ${hours(limit)} h limit; check the PC clock, then confirm to charge it.`
    )
  }
  return stop
}

export const PREVIEW_CONFIRMS: readonly TimeConfirmation[] = ['longFee', 'beforeOpening']
