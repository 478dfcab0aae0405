/**
 * Reading event fields. Each event kind is its EventSpec (published in the catalog) read field by
 * field: each field goes through the reader of its type below, which is handed the field's own
 * FieldSpec, so a field's name, range, choices and default live only in the spec. Unknown keys of
 * an event are ignored (the app may carry its own data on it).
 */
import type { EventSpec, FieldSpec, FieldType } from './catalogTypes'
import type { Row } from './tables'
import { fail, show } from './errors'
import type { ChickenHolding, Seat } from './types'
import { at, bool, intIn, isInt, isRecord, list, markSeat, record, seat, wrongType } from './validate'
import { seatFlags } from './seatLists'

export type TableIndex = ReadonlyMap<string, ReadonlyMap<string, Row>>

/** Where a reader is: the table size, the variant's pattern tables and the event's path (`events[2]`). */
export interface ReadContext {
  seats: number
  tables: TableIndex
  at: string
}

export type RawEvent = Record<string, unknown>

/** One kind of event: what the catalog shows, and how an input event of that type is read. */
export interface EventKind<Event> {
  spec: EventSpec
  read(raw: RawEvent, ctx: ReadContext): Event
}

/** A check of a field against the fields read before it (a win's discarder is not its winner). */
export type FieldCheck = (event: RawEvent, ctx: ReadContext) => void

type FieldReader = (value: unknown, field: FieldSpec, ctx: ReadContext) => unknown

/**
 * The kind of event `spec` describes, read field by field in the spec's order as
 * `{ type, at, ...fields }`; `checks[name]` runs once field `name` is read.
 */
export function specKind<Event>(spec: EventSpec, checks: Readonly<Record<string, FieldCheck>> = {}): EventKind<Event> {
  const steps = spec.fields.map((field) => ({
    name: field.name,
    field,
    read: READERS[field.type],
    check: checks[field.name] as FieldCheck | undefined
  }))
  return {
    spec,
    read(raw, ctx) {
      const event: RawEvent = { type: spec.type, at: ctx.at }
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i]
        event[step.name] = step.read(raw[step.name], step.field, ctx)
        if (step.check) step.check(event, ctx)
      }
      return event as Event
    }
  }
}

function missing(field: FieldSpec, ctx: ReadContext): never {
  return fail('MISSING_FIELD', at(ctx.at, field.name), 'is required', '必须填写')
}

function readSeat(value: unknown, field: FieldSpec, ctx: ReadContext): Seat {
  if (value === undefined) return field.required ? missing(field, ctx) : (field.default as Seat)
  return seat(value, ctx.seats, ctx.at, field.name)
}

function readSeatOrNull(value: unknown, field: FieldSpec, ctx: ReadContext): Seat | null {
  if (value === undefined) return field.required ? missing(field, ctx) : (field.default as Seat | null)
  return value === null ? null : seat(value, ctx.seats, ctx.at, field.name)
}

function readFlag(value: unknown, field: FieldSpec, ctx: ReadContext): boolean {
  return value === undefined ? (field.default as boolean) : bool(value, ctx.at, field.name)
}

function readInt(value: unknown, field: FieldSpec, ctx: ReadContext): number {
  if (value === undefined) return field.required ? missing(field, ctx) : (field.default as number)
  return isInt(value) && value >= (field.min as number) && value <= (field.max as number)
    ? value + 0
    : intIn(value, field.min as number, field.max as number, ctx.at, field.name)
}

function readChoice<T>(value: unknown, field: FieldSpec, ctx: ReadContext): T {
  if (value === undefined) return field.required ? missing(field, ctx) : (field.default as T)
  if (value === null && field.nullable) return null as T
  const choices = field.choices as { value: unknown }[]
  for (let i = 0; i < choices.length; i++) if (choices[i].value === value) return value as T
  const allowed = choices.map((c) => show(c.value)).join(', ') + (field.nullable ? ', null' : '')
  return fail(
    'VALUE_OUT_OF_RANGE',
    at(ctx.at, field.name),
    `must be one of ${allowed}; got ${show(value)}`,
    `应为 ${allowed} 之一，收到 ${show(value)}`
  )
}

function tableOf(field: FieldSpec, ctx: ReadContext): ReadonlyMap<string, Row> {
  return ctx.tables.get(field.table as string) as ReadonlyMap<string, Row>
}

function unknownPattern(table: ReadonlyMap<string, Row>, value: unknown, prefix: string, name: string): never {
  if (typeof value !== 'string') wrongType(value, prefix, name, 'a pattern id', '牌型 id')
  const known = [...table.keys()].join(', ')
  return fail(
    'UNKNOWN_PATTERN',
    at(prefix, name),
    `unknown pattern id ${show(value)}; known ids: ${known}`,
    `未知牌型 ${show(value)}，可用：${known}`
  )
}

/** A pattern id of the field's table, as its row. */
function readPattern<Id extends string>(value: unknown, field: FieldSpec, ctx: ReadContext): Row<Id> {
  const table = tableOf(field, ctx)
  if (value === undefined) return field.required ? missing(field, ctx) : (table.get(field.default as string) as Row<Id>)
  const row = typeof value === 'string' ? table.get(value) : undefined
  return row ? (row as Row<Id>) : unknownPattern(table, value, ctx.at, field.name)
}

const NO_ROWS: readonly Row[] = []

/** Distinct pattern ids of the field's table (at least `minItems`), as their rows. */
function readPatterns<Id extends string>(value: unknown, field: FieldSpec, ctx: ReadContext): readonly Row<Id>[] {
  if (value === undefined) return field.required ? missing(field, ctx) : (NO_ROWS as readonly Row<Id>[])
  const items = list(value, ctx.at, field.name)
  const minItems = field.minItems ?? 0
  if (items.length < minItems) {
    fail('MISSING_FIELD', at(ctx.at, field.name), `needs at least ${minItems} id`, `至少需要 ${minItems} 项`)
  }
  if (items.length === 0) return NO_ROWS as readonly Row<Id>[]
  const table = tableOf(field, ctx)
  const rows = new Array<Row<Id>>(items.length)
  for (let i = 0; i < items.length; i++) {
    const id = items[i]
    const row = typeof id === 'string' ? table.get(id) : undefined
    if (!row) return unknownPattern(table, id, ctx.at, `${field.name}[${i}]`)
    for (let j = 0; j < i; j++) {
      if (rows[j] === row) {
        fail(
          'DUPLICATE_PATTERN',
          at(ctx.at, `${field.name}[${i}]`),
          `pattern ${show(id)} is given twice`,
          `牌型 ${show(id)} 重复`
        )
      }
    }
    rows[i] = row as Row<Id>
  }
  return rows
}

/** Bird tile ranks 1..9. */
function readBirds(value: unknown, field: FieldSpec, ctx: ReadContext): number[] {
  if (value === undefined) return []
  const items = list(value, ctx.at, field.name)
  for (let i = 0; i < items.length; i++) {
    const rank = items[i]
    if (!isInt(rank) || rank < 1 || rank > 9) intIn(rank, 1, 9, ctx.at, `${field.name}[${i}]`)
  }
  return items as number[]
}

/** Distinct seats. */
function readSeats(value: unknown, field: FieldSpec, ctx: ReadContext): Seat[] {
  if (value === undefined) return []
  const items = list(value, ctx.at, field.name)
  const seen = seatFlags(ctx.seats)
  const seats: Seat[] = []
  for (let i = 0; i < items.length; i++) {
    const s = isSeatOf(items[i], ctx.seats)
      ? (items[i] as Seat) + 0
      : seat(items[i], ctx.seats, ctx.at, `${field.name}[${i}]`)
    markSeat(seen, s, ctx.at, field.name)
    seats.push(s)
  }
  return seats
}

/** One whole number per seat, or null. */
function readPerSeat(value: unknown, field: FieldSpec, ctx: ReadContext): number[] | null {
  if (value === undefined || value === null) return null
  const items = list(value, ctx.at, field.name)
  if (items.length !== ctx.seats) {
    fail(
      'VALUE_OUT_OF_RANGE',
      at(ctx.at, field.name),
      `needs one value per seat (${ctx.seats})`,
      `需要每个座位一个值（${ctx.seats} 个）`
    )
  }
  const values: number[] = []
  for (let i = 0; i < items.length; i++)
    values.push(itemInt(items[i], field.min as number, field.max as number, field, i, ctx))
  return values
}

/** `[{ seat, <pointsKey>: points }]` with distinct seats; read as `{ seat, points }`. */
function readTenpai(value: unknown, field: FieldSpec, ctx: ReadContext): { seat: Seat; points: number }[] {
  if (value === undefined) return []
  const key = field.pointsKey as string
  const min = field.min as number
  const max = field.max as number
  const items = list(value, ctx.at, field.name)
  const seen = seatFlags(ctx.seats)
  const out: { seat: Seat; points: number }[] = []
  for (let i = 0; i < items.length; i++) {
    const item = listItem(items, i, field, ctx)
    const s = isSeatOf(item.seat, ctx.seats)
      ? item.seat + 0
      : seat(item.seat, ctx.seats, itemPath(field, i, ctx), 'seat')
    markSeat(seen, s, ctx.at, field.name)
    out.push({ seat: s, points: itemInt(item[key], min, max, field, i, ctx, key) })
  }
  return out
}

/** A whole number `min..max` in a list field (`key`: of an entry object); its path is built only on failure. */
function itemInt(
  value: unknown,
  min: number,
  max: number,
  field: FieldSpec,
  index: number,
  ctx: ReadContext,
  key?: string
): number {
  if (isInt(value) && value >= min && value <= max) return value + 0
  return key === undefined
    ? intIn(value, min, max, ctx.at, `${field.name}[${index}]`)
    : intIn(value, min, max, itemPath(field, index, ctx), key)
}

function isSeatOf(value: unknown, seats: number): value is Seat {
  return isInt(value) && value >= 0 && value < seats
}

function itemPath(field: FieldSpec, index: number, ctx: ReadContext): string {
  return at(ctx.at, `${field.name}[${index}]`)
}

function listItem(items: unknown[], index: number, field: FieldSpec, ctx: ReadContext): Record<string, unknown> {
  const item = items[index]
  return isRecord(item) ? item : record(item, ctx.at, `${field.name}[${index}]`)
}

function readContract(value: unknown, field: FieldSpec, ctx: ReadContext): { taker: Seat; feeder: Seat } | null {
  if (value === undefined || value === null) return null
  const contract = record(value, ctx.at, field.name)
  const taker = contractSeat(contract.taker, 'taker', field, ctx)
  const feeder = contractSeat(contract.feeder, 'feeder', field, ctx)
  if (taker === feeder) {
    fail(
      'SEAT_CONFLICT',
      at(ctx.at, field.name),
      'taker and feeder must be two different seats',
      '承包的吃碰方与被吃碰方必须是不同座位'
    )
  }
  return { taker, feeder }
}

/** One seat of a contract; its path is built only on failure. */
function contractSeat(value: unknown, name: string, field: FieldSpec, ctx: ReadContext): Seat {
  return isSeatOf(value, ctx.seats) ? value + 0 : seat(value, ctx.seats, at(ctx.at, field.name), name)
}

/** A tile like `"5m"` of the field's suits, or null. */
function readTile(value: unknown, field: FieldSpec, ctx: ReadContext): string | null {
  if (value === undefined || value === null) return null
  const suits = field.suits as string
  if (
    typeof value === 'string' &&
    value.length === 2 &&
    value[0] >= '1' &&
    value[0] <= '9' &&
    suits.includes(value[1])
  ) {
    return value
  }
  const suitList = suits.split('').join('/')
  return fail(
    'INVALID_FIELD_TYPE',
    at(ctx.at, field.name),
    `must be a tile like "5m" (digit 1–9, suit ${suitList}) or null; got ${show(value)}`,
    `应为牌名如 "5m"（1–9 加花色 ${suitList}）或 null，收到 ${show(value)}`
  )
}

/** `[{ seat, yaoji: 0..4, swing: 0..8 }]` with distinct seats. */
function readChickens(value: unknown, field: FieldSpec, ctx: ReadContext): ChickenHolding[] {
  if (value === undefined) return []
  const items = list(value, ctx.at, field.name)
  const seen = seatFlags(ctx.seats)
  const out: ChickenHolding[] = []
  for (let i = 0; i < items.length; i++) {
    const item = listItem(items, i, field, ctx)
    const s = isSeatOf(item.seat, ctx.seats)
      ? item.seat + 0
      : seat(item.seat, ctx.seats, itemPath(field, i, ctx), 'seat')
    markSeat(seen, s, ctx.at, field.name)
    out.push({
      seat: s,
      yaoji: countOf(item.yaoji, 4, field, i, 'yaoji', ctx),
      swing: countOf(item.swing, 8, field, i, 'swing', ctx)
    })
  }
  return out
}

function countOf(value: unknown, max: number, field: FieldSpec, index: number, name: string, ctx: ReadContext): number {
  return value === undefined ? 0 : itemInt(value, 0, max, field, index, ctx, name)
}

/** The reader of each field type (catalogTypes.ts says what each type's value must be). */
const READERS: Readonly<Record<FieldType, FieldReader>> = {
  seat: readSeat,
  seatOrSelfDraw: readSeatOrNull,
  seatOrNull: readSeatOrNull,
  seatList: readSeats,
  boolean: readFlag,
  int: readInt,
  enum: readChoice,
  pattern: readPattern,
  patternList: readPatterns,
  birdRanks: readBirds,
  perSeatInt: readPerSeat,
  tenpaiList: readTenpai,
  contract: readContract,
  tileOrNull: readTile,
  chickenList: readChickens
}
