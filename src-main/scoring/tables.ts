/**
 * Pattern tables: the one definition of every pattern / 大胡 / yaku / feature, giving both the
 * catalog rows and the values the engine scores with.
 */
import type { PatternEntry, PatternTable, Text } from './catalogTypes'

interface EntryDef<Id extends string> {
  id: Id
  zh: string
  en: string
  value: number
  /** Overrides the table's value text. */
  valueText?: Text
  help?: Text
  group?: string
}

export interface Table<Id extends string> {
  readonly catalog: PatternTable
  /** The rows by id, for checking ids from input. */
  readonly byId: ReadonlyMap<string, PatternEntry>
  /** The rows by id, for the engine's own lookups (`HANDS.rows.qidui.value`). */
  readonly rows: Readonly<Record<Id, PatternEntry>>
  /** Each row's position, for packing ids into numeric keys. */
  readonly index: Readonly<Record<Id, number>>
}

export function defineTable<Id extends string>(
  id: string,
  name: Text,
  unit: Text,
  formatValue: (value: number) => Text,
  defs: readonly EntryDef<Id>[],
): Table<Id> {
  const entries: PatternEntry[] = defs.map((d) => {
    const entry: PatternEntry = {
      id: d.id,
      name: { zh: d.zh, en: d.en },
      value: d.value,
      valueText: d.valueText ?? formatValue(d.value),
    }
    if (d.help) entry.help = d.help
    if (d.group) entry.group = d.group
    return entry
  })
  return {
    catalog: { id, name, unit, entries },
    byId: new Map(entries.map((e) => [e.id, e])),
    rows: Object.fromEntries(entries.map((e) => [e.id, e])) as Record<Id, PatternEntry>,
    index: Object.fromEntries(entries.map((e, i) => [e.id, i])) as Record<Id, number>,
  }
}

/** `prefix.id` for every row: the codes of transfers paid for a row, built once. */
export function rowCodes<Id extends string>(table: Table<Id>, prefix: string): Readonly<Record<Id, string>> {
  return Object.fromEntries(table.catalog.entries.map((e) => [e.id, `${prefix}.${e.id}`])) as Record<Id, string>
}

export const points = (value: number): Text => ({ zh: `${value} 分`, en: `${value} pt` })
export const fan = (value: number): Text => ({ zh: `${value} 番`, en: `${value} fan` })
export const times = (value: number): Text => ({ zh: `×${value}`, en: `×${value}` })
