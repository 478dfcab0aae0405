import { dayOf } from '../parlor/periods'

/** A Naive UI date range: the first and last day chosen, as local-midnight timestamps; null for all time. */
export type DayRange = [number, number] | null

/** The business days the records API filters by, both included; main reads them with the parlor's cutoff. */
export function rangeQuery(range: DayRange): { fromDay?: string; toDay?: string } {
  if (range === null) return {}
  return { fromDay: dayOf(range[0]), toDay: dayOf(range[1]) }
}
