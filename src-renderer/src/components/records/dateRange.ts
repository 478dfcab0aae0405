/** A Naive UI date range: the first and last day chosen, as local-midnight timestamps; null for all time. */
export type DayRange = [number, number] | null

/** The ISO instants the records API filters by: from the first day's start (inclusive) to the day after the last (exclusive). */
export function rangeQuery(range: DayRange): { from?: string; to?: string } {
  if (range === null) return {}
  const [first, last] = range.map((time) => new Date(time))
  const start = new Date(first.getFullYear(), first.getMonth(), first.getDate())
  const end = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1)
  return { from: start.toISOString(), to: end.toISOString() }
}
