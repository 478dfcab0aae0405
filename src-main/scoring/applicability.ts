/**
 * When a field applies: the catalog's `when` conditions are the one rule. A field given with a
 * value other than its default where its conditions do not hold is an error naming that field.
 * As in the entry form, fields are taken in catalog order and a condition on another field sees
 * that field's effective value: the value given where it applies, else its default.
 */
import type { Condition, EventSpec, FieldSpec, JsonValue } from './catalogTypes'
import { fail, show, type ErrorCode } from './errors'
import type { RawEvent } from './fields'
import { at, isRecord } from './validate'

/** What conditions are checked against besides the event's own fields. */
export interface HandContext {
  /** The hand's options, defaults filled in. */
  options: unknown
  /** The hand's dice total (yaku), or null when none was given. */
  diceTotal: number | null
}

/** The event type that carries the hand's dice total (`diceTotal` conditions). */
export const DICE_EVENT = 'dice'

/** The dice total of events not read yet (a hand given by tiles), or null when none is given. */
export function givenDiceTotal(events: unknown): number | null {
  if (!Array.isArray(events)) return null
  const dice = (events as unknown[]).find((e): e is RawEvent => isRecord(e) && e.type === DICE_EVENT)
  return typeof dice?.total === 'number' ? dice.total : null
}

/** Whether field `name` of `spec` applies to the event `raw`: its catalog `when` holds. */
export function fieldApplies(spec: EventSpec, name: string, raw: RawEvent, context: HandContext): boolean {
  const fields = spec.fields
  const when = fields.find((field) => field.name === name)?.when ?? []
  return when.every((condition) => holds(condition, fields, raw, context))
}

/** Whether any field of `spec` has conditions: only those events need checking. */
export function hasConditions(spec: EventSpec): boolean {
  return spec.fields.some((field) => field.when !== undefined)
}

export function checkApplicable(spec: EventSpec, raw: RawEvent, prefix: string, context: HandContext): void {
  const fields = spec.fields
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    const when = field.when
    if (when === undefined) continue
    const given = raw[field.name]
    if (given === undefined || isDefault(given, field.default)) continue
    for (const condition of when) {
      if (!holds(condition, fields, raw, context)) notApplicable(field, condition, at(prefix, field.name))
    }
  }
}

function holds(condition: Condition, fields: readonly FieldSpec[], raw: RawEvent, context: HandContext): boolean {
  if ('diceTotal' in condition) return context.diceTotal !== null && condition.diceTotal.includes(context.diceTotal)
  if ('option' in condition) {
    return condition.in.includes((context.options as Record<string, JsonValue>)[condition.option])
  }
  const value = effectiveValue(condition.field, fields, raw, context)
  return 'in' in condition ? condition.in.includes(value) : !condition.notIn.includes(value)
}

/** The value of field `name` as conditions see it: given where it applies, else its default (or null). */
function effectiveValue(name: string, fields: readonly FieldSpec[], raw: RawEvent, context: HandContext): JsonValue {
  const field = fields.find((f) => f.name === name)
  const fallback = field?.default ?? null
  const given = raw[name] as JsonValue | undefined
  if (given === undefined) return fallback
  const applies = (field?.when ?? []).every((condition) => holds(condition, fields, raw, context))
  return applies ? given : fallback
}

/** A default is null, false, 0, a text or an empty list: compared by value. */
function isDefault(value: unknown, fallback: JsonValue | undefined): boolean {
  if (value === fallback) return true
  return Array.isArray(value) && Array.isArray(fallback) && value.length === 0 && fallback.length === 0
}

const FROM = 'from'

function notApplicable(field: FieldSpec, condition: Condition, path: string): never {
  const { code, en, zh } = explain(condition)
  return fail(code, path, `${field.name} applies only ${en}`, `${field.label.zh}只在${zh}时填写`)
}

function explain(condition: Condition): { code: ErrorCode; en: string; zh: string } {
  if ('diceTotal' in condition) {
    const totals = condition.diceTotal.join(', ')
    return { code: 'FEATURE_NOT_ENABLED', en: `on dice ${totals}`, zh: `骰子点数为 ${totals} ` }
  }
  if ('option' in condition) {
    return {
      code: 'FEATURE_NOT_ENABLED',
      en: `with option ${condition.option} ${alternatives(condition.in, ' or ')}`,
      zh: `选项 ${condition.option} 为 ${alternatives(condition.in, ' 或 ')} `
    }
  }
  if (condition.field === FROM && 'in' in condition && condition.in.length === 1 && condition.in[0] === null) {
    return { code: 'SELF_DRAW_REQUIRED', en: 'on a self-draw (from: null)', zh: '自摸（from 为 null）' }
  }
  if (condition.field === FROM && 'notIn' in condition && condition.notIn.length === 1 && condition.notIn[0] === null) {
    return {
      code: 'DISCARDER_REQUIRED',
      en: 'with "from", the seat whose tile was taken',
      zh: '有放炮或被抢的座位（填写 from）'
    }
  }
  const values = 'in' in condition ? condition.in : condition.notIn
  const is = 'in' in condition ? { en: 'is', zh: '为' } : { en: 'is not', zh: '不为' }
  return {
    code: 'INCONSISTENT_FLAGS',
    en: `when ${condition.field} ${is.en} ${alternatives(values, ' or ')}`,
    zh: ` ${condition.field} ${is.zh} ${alternatives(values, ' 或 ')} `
  }
}

/** `"a", "b" or "c"`. */
function alternatives(values: readonly JsonValue[], or: string): string {
  const shown = values.map(show)
  return shown.length < 2 ? shown.join('') : `${shown.slice(0, -1).join(', ')}${or}${shown[shown.length - 1]}`
}
