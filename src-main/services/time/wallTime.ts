/**
 * A wall-clock time in the parlor, written `2026-11-26T20:00` with no offset: what the host types
 * and reads. Main reads it in the parlor's time zone; the renderer never sends an offset.
 */
import { AppError } from '../../errors'
import { instantOfLocal, zoneOffsetMinutes } from './zone'

const MINUTE = 60_000

export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** The instant the parlor's clock (in `zone`) reads `wall`. */
export function instantOfWallTime(wall: string, zone: string): number {
  const match = WALL_TIME_PATTERN.exec(wall)
  const [year, month, day, hour, minute] = (match ?? []).slice(1).map(Number)
  const local = Date.UTC(year, month - 1, day, hour, minute)
  if (!match || new Date(local).toISOString().slice(0, 16) !== wall) {
    throw new AppError(
      'BAD_WALL_TIME',
      `时间“${wall}”不对，应为 2026-11-26 20:00。`,
      `"${wall}" is not a time like 2026-11-26 20:00.`
    )
  }
  return instantOfLocal(zone, local)
}

/** What the parlor's clock (in `zone`) reads at the instant `at`. */
export function wallTimeOf(at: number, zone: string): string {
  return new Date(at + zoneOffsetMinutes(zone, at) * MINUTE).toISOString().slice(0, 16)
}
