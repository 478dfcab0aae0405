/** Durations and clock times (epoch ms) for the parlor screens, in the UI language. */
import { currentLocale } from '../../i18n'

/** 2 h 05 min as "2:05". */
export function formatElapsed(ms: number): string {
  const minutes = Math.floor(ms / 60_000)
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

export function formatClockTime(ms: number): string {
  return new Intl.DateTimeFormat(currentLocale(), {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false
  }).format(new Date(ms))
}
