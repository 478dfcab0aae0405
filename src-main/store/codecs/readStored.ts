import { z } from 'zod'
import { AppError, damageOf, STORED_DATA_DAMAGED, storedDataDamaged, type StoredDamage } from '../../errors'
import { parseJsonText } from './jsonText'

/**
 * A JSON column's value read through its schema: what the database holds is checked, not assumed.
 * Stored values were checked on the way in, so a failure here means a damaged data file.
 */
export function readStored<T>(schema: z.ZodType<T>, text: string, what: { zh: string; en: string }): T {
  const parsed = parseJsonText(text)
  if (!parsed) throw damaged(what)
  return readStoredValue(schema, parsed.value, what)
}

const damaged = storedDataDamaged

/**
 * Reads one part of a screen: a damaged stored value there becomes a report of that part
 * instead of failing the whole screen.
 */
export function orDamage<T>(read: () => T): { value: T; damage: null } | { value: null; damage: StoredDamage } {
  try {
    return { value: read(), damage: null }
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== STORED_DATA_DAMAGED) throw error
    return { value: null, damage: damageOf(error) }
  }
}

/** The same, for a value already parsed from its JSON text. */
function readStoredValue<T>(schema: z.ZodType<T>, value: unknown, what: { zh: string; en: string }): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw damaged(what)
}

/** What a JSON column is called in a damage message. */
export interface StoredName {
  zh: string
  en: string
}

/** A JSON column's one codec: the type written and the schema its text is read back through. */
interface JsonColumn<T> {
  write(value: T): string
  /** `of` names whose value it is in a damage message (第 3 局的). */
  read(text: string, of?: StoredName): T
}

export function jsonColumn<T>(schema: z.ZodType<T>, what: StoredName): JsonColumn<T> {
  return {
    write: (value) => JSON.stringify(value),
    read: (text, of) => readStored(schema, text, of ? { zh: of.zh + what.zh, en: `${of.en} ${what.en}` } : what)
  }
}

/**
 * A schema that checks what the code reads of a value (`shape`) and types it as the whole `T`: the
 * engine's and the money model's types are wider than any one reader needs, and written by this app.
 */
export function shaped<T>(shape: z.ZodType): z.ZodType<T> {
  return z.custom<T>((value) => shape.safeParse(value).success)
}

/** A value read once, when first asked for: a damaged column fails only what reads it. */
export function lazily<T>(read: () => T): () => T {
  let value: { read: T } | undefined
  return () => (value ??= { read: read() }).read
}
