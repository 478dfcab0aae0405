import type { JsonValue, OptionSpec, RecordOptionSpec } from '../../../../src-main/scoring'

/** Values of a list of OptionSpecs, by key, as the engine takes them. */
export type OptionValues = Record<string, JsonValue>

/** A deep, plain copy of JSON data (reactive proxies included, which structuredClone refuses). */
export function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

/** Every option at its catalog default. */
export function defaultValues(specs: OptionSpec[]): OptionValues {
  return Object.fromEntries(specs.map((spec) => [spec.key, copyJson(spec.default)]))
}

/** What a switched-on record starts from: its default, or its fields' defaults when the default is off. */
export function recordDefaults(spec: RecordOptionSpec): Record<string, JsonValue> {
  return copyJson(spec.default) ?? defaultValues(spec.fields)
}

/** Saved values (of a preset) for the keys these specs know; the rest at their defaults. */
export function valuesFrom(specs: OptionSpec[], saved: object): OptionValues {
  const values = defaultValues(specs)
  const byKey = saved as Record<string, JsonValue | undefined>
  for (const spec of specs) if (byKey[spec.key] !== undefined) values[spec.key] = copyJson(byKey[spec.key]) as JsonValue
  return values
}
