/**
 * Reading `options`. A variant lists its OptionSpecs (published in the catalog) and a reader
 * that takes each option through the matching function below with that option's spec; the
 * defaults are what the reader makes of no options at all. Unknown keys are errors.
 */
import type {
  BooleanOptionSpec,
  Choice,
  EnumOptionSpec,
  IntOptionSpec,
  OptionSpec,
  PatternPointsOptionSpec,
  Text
} from './catalogTypes'
import { fail, show } from './errors'
import type { TableIndex } from './fields'
import { at, isInt, isRecord } from './validate'

export type RawOptions = Record<string, unknown>

export interface OptionReader<Options> {
  specs: OptionSpec[]
  keys: ReadonlySet<string>
  defaults: Options
  read(raw: RawOptions, tables: TableIndex): Options
}

export function optionReader<Options>(
  specs: OptionSpec[],
  read: (raw: RawOptions, tables: TableIndex) => Options
): OptionReader<Options> {
  return { specs, keys: new Set(specs.map((s) => s.key)), defaults: read({}, new Map()), read }
}

/** `raw` as options: an object with keys of `known` only; `null` or missing is no options. */
export function checkedOptions(
  raw: unknown,
  known: ReadonlySet<string>,
  owner: string,
  path = 'options'
): RawOptions | null {
  if (raw === undefined || raw === null) return null
  if (!isRecord(raw)) return outOfRange(path, raw, { en: 'an object', zh: '对象' })
  for (const key in raw) {
    if (!known.has(key)) {
      const list = [...known].join(', ')
      fail(
        'UNKNOWN_OPTION',
        at(path, key),
        `${owner} has no such option; known: ${list}`,
        `${owner} 没有这个选项；可用：${list}`
      )
    }
  }
  return raw
}

export function optInt(value: unknown, spec: IntOptionSpec, prefix = 'options'): number {
  if (value === undefined) return spec.default as number
  if (isInt(value) && value >= spec.min && value <= spec.max) return value + 0
  return outOfRange(at(prefix, spec.key), value, {
    en: `a whole number from ${spec.min} to ${spec.max}`,
    zh: `${spec.min} 到 ${spec.max} 的整数`
  })
}

/** A whole number, or null where the spec allows it (e.g. 不限分). */
export function optIntOrNull(value: unknown, spec: IntOptionSpec, prefix = 'options'): number | null {
  if (value === undefined) return spec.default
  return value === null && spec.nullable ? null : optInt(value, spec, prefix)
}

export function optFlag(value: unknown, spec: BooleanOptionSpec, prefix = 'options'): boolean {
  if (value === undefined) return spec.default
  return typeof value === 'boolean'
    ? value
    : outOfRange(at(prefix, spec.key), value, { en: 'true or false', zh: 'true 或 false' })
}

export function optChoice<T>(value: unknown, spec: EnumOptionSpec, prefix = 'options'): T {
  if (value === undefined) return spec.default as T
  if (isChoice(spec.choices, value)) return value as T
  return outOfRange(at(prefix, spec.key), value, {
    en: `one of ${spec.choices.map((c) => show(c.value)).join(', ')}`,
    zh: `${spec.choices.map((c) => show(c.value)).join('、')} 之一`
  })
}

/**
 * Whether `value` is one of the choices. Text values are compared with text choices only, so
 * each comparison sees one type of value and compiles to a plain check.
 */
function isChoice(choices: readonly Choice[], value: unknown): boolean {
  if (typeof value === 'string') {
    for (const choice of choices) if (typeof choice.value === 'string' && choice.value === value) return true
    return false
  }
  for (const choice of choices) if (choice.value === value) return true
  return false
}

/** Overrides of a pattern table's values: pattern id → whole number. */
export function optPatternPoints(
  value: unknown,
  spec: PatternPointsOptionSpec,
  tables: TableIndex
): Record<string, number> {
  if (value === undefined) return spec.default
  if (!isRecord(value))
    return outOfRange(at('options', spec.key), value, {
      en: 'an object of pattern id → points',
      zh: '牌型 id → 分数 的对象'
    })
  const table = tables.get(spec.table)
  for (const id in value) {
    if (!table?.has(id))
      fail('UNKNOWN_PATTERN', overridePath(spec, id), `unknown pattern id ${show(id)}`, `未知牌型 ${show(id)}`)
    const points = value[id]
    if (!isInt(points) || points < spec.min || points > spec.max) {
      outOfRange(overridePath(spec, id), points, {
        en: `a whole number from ${spec.min} to ${spec.max}`,
        zh: `${spec.min} 到 ${spec.max} 的整数`
      })
    }
  }
  return value as Record<string, number>
}

/** The path of one override, built only on failure. */
function overridePath(spec: PatternPointsOptionSpec, id: string): string {
  return at(at('options', spec.key), id)
}

function outOfRange(path: string, value: unknown, expected: Text): never {
  return fail(
    'OPTION_OUT_OF_RANGE',
    path,
    `must be ${expected.en}; got ${show(value)}`,
    `应为${expected.zh}，收到 ${show(value)}`
  )
}
