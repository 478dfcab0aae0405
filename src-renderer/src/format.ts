/**
 * Dates and sizes in the UI language (reactive: reading the locale inside a render re-renders on a switch).
 * Timestamps from the main process are ISO strings in UTC; they are shown in local time.
 */
import { currentLocale, i18n } from './i18n'

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso)
  )
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false
  }).format(new Date(iso))
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB']

export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 ? 0 : 1
  return `${new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: digits }).format(value)} ${BYTE_UNITS[unit]}`
}

/** Points as the engine computed them: halves stay `.5`, nothing is rounded away. */
export function formatPoints(points: number, signed = false): string {
  return new Intl.NumberFormat(currentLocale(), {
    maximumFractionDigits: 4,
    signDisplay: signed ? 'exceptZero' : 'auto'
  }).format(points)
}

/** Money with the club's currency symbol in front: whole amounts without decimals, others with two. */
export function formatMoney(amount: number, currency: string, signed = false): string {
  const digits = Number.isInteger(amount) ? 0 : 2
  const number = new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits
  }).format(Math.abs(amount))
  const sign = amount < 0 ? '-' : signed && amount > 0 ? '+' : ''
  return `${sign}${currency}${number}`
}

/** Money kept as integer cents (everything the main process computed) with the currency symbol. */
export function formatCents(cents: number, currency: string, signed = false): string {
  return formatMoney(cents / 100, currency, signed)
}

/** A share (0.375) as a percentage ("37.5%"), one decimal at most. */
export function formatPercent(share: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(share)
}

/** The hands a person played, `count` of them from hand `first`: "第 4 局", "第 1–2 局", or "未打". */
export function formatHandSpan(first: number, count: number): string {
  const { t } = i18n.global
  if (count === 0) return t('settlement.spanNone')
  if (count === 1) return t('settlement.spanOne', { n: first })
  return t('settlement.span', { from: first, to: first + count - 1 })
}
