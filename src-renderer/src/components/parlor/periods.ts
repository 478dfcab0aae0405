/** A report's period as the date picker holds it (a local date, epoch ms) and as the API names it. */
const two = (n: number) => String(n).padStart(2, '0')

/** `2026-11-20` for a day, `2026-11` for a month. */
export function periodOf(kind: 'day' | 'month', date: number): string {
  const day = new Date(date)
  const month = `${day.getFullYear()}-${two(day.getMonth() + 1)}`
  return kind === 'month' ? month : `${month}-${two(day.getDate())}`
}

/** The picker's value for a period (noon of that local day), or null for anything else. */
export function dateOfPeriod(period: string): { kind: 'day' | 'month'; date: number } | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(period)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1), 12).getTime()
  return { kind: match[3] === undefined ? 'month' : 'day', date }
}

/** Today as a day name, `2026-11-26`, for the statement's range pickers. */
export function dayOf(date: number): string {
  return periodOf('day', date)
}
