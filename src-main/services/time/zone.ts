/**
 * The parlor's wall clock: a time zone (an IANA name such as `Asia/Shanghai`, or a fixed offset
 * such as `+08:00`) read through Intl, never through the process's own TZ. PURE: no Node APIs.
 */
const MINUTE = 60_000
/** Offsets change on quarter hours at the finest, so one lookup serves each quarter hour. */
const QUARTER = 15 * MINUTE

const formatters = new Map<string, Intl.DateTimeFormat>()
const offsets = new Map<string, number>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric'
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** The zone this computer is set to: the default for a new parlor. */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** A stored fixed offset in minutes (UTC+8: 480) as a zone: `+08:00`. */
export function offsetZone(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** Local time = UTC + this many minutes, at the instant `at`. */
export function zoneOffsetMinutes(zone: string, at: number): number {
  const bucket = Math.floor(at / QUARTER) * QUARTER
  const key = `${zone}|${bucket}`
  const known = offsets.get(key)
  if (known !== undefined) return known
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(bucket)
      .map((part) => [part.type, part.value])
  )
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute)
  const offset = Math.round((local - Math.floor(bucket / MINUTE) * MINUTE) / MINUTE)
  if (offsets.size > 100_000) offsets.clear()
  offsets.set(key, offset)
  return offset
}

/** The instant when the local clock of `zone` reads `localMs` (local time as if it were UTC). */
export function instantOfLocal(zone: string, localMs: number): number {
  let guess = localMs - zoneOffsetMinutes(zone, localMs) * MINUTE
  guess = localMs - zoneOffsetMinutes(zone, guess) * MINUTE
  return guess
}
