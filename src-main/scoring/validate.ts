/**
 * Checks of single input values. Each returns the value typed, or throws a ScoringError naming
 * the field. A field is named by a prefix (`events[2]`) and a name (`from`), joined only when
 * a check fails, so the happy path builds no strings.
 */
import { fail, show } from './errors'
import type { Seat } from './types'

export function at(prefix: string, name: string): string {
  return prefix === '' ? name : `${prefix}.${name}`
}

const EVENT_PREFIXES: string[] = []
for (let i = 0; i < 32; i++) EVENT_PREFIXES.push(`events[${i}]`)

export function eventPrefix(index: number): string {
  return index < EVENT_PREFIXES.length ? EVENT_PREFIXES[index] : `events[${index}]`
}

/** A whole number. Readers return `value + 0`, so a -0 from input reads as 0 and never reaches the output. */
export function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function wrongType(value: unknown, prefix: string, name: string, en: string, zh: string): never {
  return fail(
    'INVALID_FIELD_TYPE',
    at(prefix, name),
    `must be ${en}; got ${show(value)}`,
    `应为${zh}，收到 ${show(value)}`
  )
}

export function seat(value: unknown, seats: number, prefix: string, name: string): Seat {
  if (isInt(value) && value >= 0 && value < seats) return value + 0
  if (typeof value !== 'number') wrongType(value, prefix, name, 'a seat number', '座位号')
  return fail(
    'SEAT_OUT_OF_RANGE',
    at(prefix, name),
    `seat ${show(value)} is not at this ${seats}-seat table (seats 0–${seats - 1})`,
    `座位 ${show(value)} 不在本桌（本桌 ${seats} 人，座位 0–${seats - 1}）`
  )
}

export function bool(value: unknown, prefix: string, name: string): boolean {
  return typeof value === 'boolean' ? value : wrongType(value, prefix, name, 'true or false', 'true 或 false')
}

export function intIn(value: unknown, min: number, max: number, prefix: string, name: string): number {
  if (isInt(value) && value >= min && value <= max) return value + 0
  if (typeof value !== 'number') wrongType(value, prefix, name, 'a whole number', '整数')
  return fail(
    'VALUE_OUT_OF_RANGE',
    at(prefix, name),
    `must be a whole number from ${min} to ${max}; got ${show(value)}`,
    `应为 ${min} 到 ${max} 的整数，收到 ${show(value)}`
  )
}

export function list(value: unknown, prefix: string, name: string): unknown[] {
  return Array.isArray(value) ? value : wrongType(value, prefix, name, 'a list', '列表')
}

export function record(value: unknown, prefix: string, name: string): Record<string, unknown> {
  return isRecord(value) ? value : wrongType(value, prefix, name, 'an object', '对象')
}

export function text(value: unknown, prefix: string, name: string): string {
  return typeof value === 'string' ? value : wrongType(value, prefix, name, 'a text', '文字')
}

/** Marks `s` as seen in `seen` (a per-seat flag list); a seat seen twice is an error. */
export function markSeat(seen: boolean[], s: Seat, prefix: string, name: string): void {
  if (seen[s]) {
    fail('DUPLICATE_SEAT', at(prefix, name), `seat ${s} is listed twice`, `座位 ${s} 重复出现`)
  }
  seen[s] = true
}
