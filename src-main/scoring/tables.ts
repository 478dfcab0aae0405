/**
 * Pattern tables: the one definition of every pattern / 大胡 / yaku / feature, giving both the
 * catalog rows and the values the engine scores with.
 */
import type { PatternEntry, PatternTable, Text, WinNeeds } from './catalogTypes'

interface EntryDef<Id extends string> {
  id: Id
  zh: string
  en: string
  value: number
  /** Overrides the table's value text. */
  valueText?: Text
  help?: Text
  group?: string
  needs?: WinNeeds
}

/**
 * A row as the engine scores with it. Readers turn pattern ids from input into rows once, so
 * scoring reads a row's value, name and position without looking the id up again.
 */
export interface Row<Id extends string = string> {
  readonly id: Id
  readonly name: Text
  readonly value: number
  /** The row's position in its table (e.g. for `rowCodes`). */
  readonly index: number
  readonly group: string | undefined
  readonly needs: WinNeeds | undefined
}

export interface Table<Id extends string> {
  readonly catalog: PatternTable
  /** The rows by id, for reading ids from input. */
  readonly byId: ReadonlyMap<string, Row<Id>>
  /** The rows by id, for the engine's own lookups (`HANDS.rows.qidui.value`). */
  readonly rows: Readonly<Record<Id, Row<Id>>>
  /** The rows that need a self-draw or a discarder, in table order. */
  readonly needy: readonly Row<Id>[]
}

export function defineTable<Id extends string>(
  id: string,
  name: Text,
  unit: Text,
  formatValue: (value: number) => Text,
  defs: readonly EntryDef<Id>[]
): Table<Id> {
  const entries: PatternEntry[] = defs.map((d) => {
    const entry: PatternEntry = {
      id: d.id,
      name: { zh: d.zh, en: d.en },
      value: d.value,
      valueText: d.valueText ?? formatValue(d.value)
    }
    if (d.help) entry.help = d.help
    if (d.group) entry.group = d.group
    if (d.needs) entry.needs = d.needs
    return entry
  })
  const rows: Row<Id>[] = entries.map((e, index) => ({
    id: e.id as Id,
    name: e.name,
    value: e.value,
    index,
    group: e.group,
    needs: e.needs
  }))
  return {
    catalog: { id, name, unit, entries },
    byId: new Map(rows.map((r) => [r.id, r])),
    rows: Object.fromEntries(rows.map((r) => [r.id, r])) as Record<Id, Row<Id>>,
    needy: rows.filter((r) => r.needs !== undefined)
  }
}

/** Whether `rows` holds `row`. A loop: the lists hold a few rows, and calling `includes` costs more. */
export function hasRow(rows: readonly Row[], row: Row): boolean {
  for (let i = 0; i < rows.length; i++) if (rows[i] === row) return true
  return false
}

/** `prefix.id` for every row, by row index: the codes of transfers paid for a row, built once. */
export function rowCodes(table: Table<string>, prefix: string): readonly string[] {
  return table.catalog.entries.map((e) => `${prefix}.${e.id}`)
}

export const points = (value: number): Text => ({ zh: `${value} 分`, en: `${value} pt` })
export const fan = (value: number): Text => ({ zh: `${value} 番`, en: `${value} fan` })
export const times = (value: number): Text => ({ zh: `×${value}`, en: `×${value}` })
