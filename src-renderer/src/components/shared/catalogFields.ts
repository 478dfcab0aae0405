/** Reading the engine catalog for the hand-entry form: which fields go where, and their chips. */
import type { EventSpec, FieldSpec, JsonValue, VariantCatalog } from '../../../../src-main/scoring'
import { localText } from '../../stores/catalog'

/** Fields answered by tapping a seat on the square: a required seat, and the discarder (or 自摸). */
export function isSeatStep(field: FieldSpec): boolean {
  return (field.type === 'seat' && field.required) || field.type === 'seatOrSelfDraw'
}

/** Fields answered by tapping chips: a pattern, a list of patterns or a choice. */
export function isChipField(field: FieldSpec): boolean {
  return field.type === 'pattern' || field.type === 'patternList' || field.type === 'enum'
}

/**
 * Fields of the outcome on the first step, asked on every hand where they apply: the chips, the
 * bird tiles, what only the dice call for (宝牌, 2-5-8 将), and what the variant marks as asked
 * on every hand (杭州 暴头).
 */
export function isMainField(field: FieldSpec): boolean {
  const followsDice = (field.when ?? []).some((condition) => 'diceTotal' in condition)
  return isChipField(field) || field.type === 'birdRanks' || followsDice || field.everyHand === true
}

/** Extra events the variant asks on the first step rather than under 更多 (the yaku dice; Anshun's 豆 and 鸡). */
export function everyHandExtras(variant: VariantCatalog): EventSpec[] {
  return variant.events.filter((spec) => spec.role === 'extra' && spec.everyHand === true)
}

export function eventSpecOf(variant: VariantCatalog, type: string): EventSpec | undefined {
  return variant.events.find((spec) => spec.type === type)
}

export function isOutcome(variant: VariantCatalog, type: string): boolean {
  return eventSpecOf(variant, type)?.role === 'outcome'
}

/** The outcome the fast path starts with: the one that asks for a discarder or 自摸 (the win). */
export function defaultOutcome(variant: VariantCatalog): EventSpec {
  const outcomes = variant.events.filter((spec) => spec.role === 'outcome')
  return outcomes.find((spec) => spec.fields.some((field) => field.type === 'seatOrSelfDraw')) ?? outcomes[0]
}

export interface ChipOption {
  value: JsonValue
  label: string
  /** The value as the host reads it (`×4`, `3 分`), shown small beside the label. */
  hint?: string
  /** Rows of a table that score apart (役满) start a new line. */
  group?: string
}

/** The chips of a pattern, pattern-list or enum field, every label from the catalog. */
export function chipOptions(field: FieldSpec, variant: VariantCatalog): ChipOption[] {
  if (field.type === 'enum')
    return (field.choices ?? []).map((choice) => ({ value: choice.value, label: localText(choice.label) }))
  const table = variant.tables.find((candidate) => candidate.id === field.table)
  return (table?.entries ?? []).map((entry) => ({
    value: entry.id,
    label: localText(entry.name),
    hint: localText(entry.valueText),
    group: entry.group
  }))
}

/** How a chip field's value reads in a sentence (`清一色、一气贯通`); empty for none. */
export function chipValueText(field: FieldSpec, value: JsonValue | undefined, variant: VariantCatalog): string {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  const options = chipOptions(field, variant)
  return values.map((item) => options.find((option) => option.value === item)?.label ?? String(item)).join('、')
}

/** The seats as chips, by player name. */
export function seatChips(names: string[]): ChipOption[] {
  return names.map((name, seat) => ({ value: seat, label: name }))
}
