/**
 * Zod schemas built from the engine's option specs, so the API and the engine share one set of
 * limits (the session rules' threshold 1–100 etc. are declared once, in the engine).
 */
import { z } from 'zod'
import type { OptionSpec } from '../scoring'

/** The value an option takes: a whole number in range, a flag, one of the choices, or a record of sub-options. */
function optionValueSchema(spec: OptionSpec): z.ZodType {
  const value = nonNullValue(spec)
  return spec.nullable ? value.nullable() : value
}

function nonNullValue(spec: OptionSpec): z.ZodType {
  switch (spec.type) {
    case 'int':
      return z.number().int().min(spec.min).max(spec.max)
    case 'boolean':
      return z.boolean()
    case 'enum':
      return z.union(spec.choices.map((choice) => z.literal(choice.value)))
    case 'record':
      return z.object(Object.fromEntries(spec.fields.map((field) => [field.key, optionValueSchema(field)]))).strict()
    case 'patternPoints':
      throw new Error(`option ${spec.key}: pattern points need the variant's tables`)
  }
}

/**
 * An object shape with one key per spec; a missing option takes its default. `Options` is the type
 * the engine's reader gives these specs (checked by test/unit/api/sessionRules.test.ts).
 */
export function optionsShape<Options extends object>(
  specs: OptionSpec[]
): { [K in keyof Options]: z.ZodDefault<z.ZodType<Options[K]>> } {
  const shape = Object.fromEntries(specs.map((spec) => [spec.key, optionValueSchema(spec).default(spec.default)]))
  return shape as { [K in keyof Options]: z.ZodDefault<z.ZodType<Options[K]>> }
}
