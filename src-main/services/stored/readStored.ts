import { z } from 'zod'
import { AppError } from '../../errors'

/**
 * A JSON column's value read through its schema: what the database holds is checked, not assumed.
 * Stored values were checked on the way in, so a failure here means a damaged data file.
 */
export function readStored<T>(schema: z.ZodType<T>, text: string, what: { zh: string; en: string }): T {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw damaged(what)
  }
  return readStoredValue(schema, value, what)
}

function damaged(what: { zh: string; en: string }): AppError {
  return new AppError(
    STORED_DATA_DAMAGED,
    `数据文件里保存的${what.zh}已损坏，请从备份恢复。`,
    `The saved ${what.en} in the data file is damaged; restore a backup.`
  )
}

export const STORED_DATA_DAMAGED = 'STORED_DATA_DAMAGED'

/** What a screen shows in place of a part whose stored data is damaged. */
export interface StoredDamage {
  code: typeof STORED_DATA_DAMAGED
  message: string
  messageEn: string
}

/**
 * Reads one part of a screen: a damaged stored value there becomes a report of that part
 * instead of failing the whole screen.
 */
export function orDamage<T>(read: () => T): { value: T; damage: null } | { value: null; damage: StoredDamage } {
  try {
    return { value: read(), damage: null }
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== STORED_DATA_DAMAGED) throw error
    return { value: null, damage: { code: STORED_DATA_DAMAGED, message: error.messageZh, messageEn: error.message } }
  }
}

/** The same, for a value already parsed from its JSON text. */
export function readStoredValue<T>(schema: z.ZodType<T>, value: unknown, what: { zh: string; en: string }): T {
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
export interface JsonColumn<T> {
  write(value: T): string
  read(text: string): T
}

export function jsonColumn<T>(schema: z.ZodType<T>, what: StoredName): JsonColumn<T> {
  return { write: (value) => JSON.stringify(value), read: (text) => readStored(schema, text, what) }
}

/**
 * A schema that checks what the code reads of a value (`shape`) and types it as the whole `T`: the
 * engine's and the money model's types are wider than any one reader needs, and written by this app.
 */
export function shaped<T>(shape: z.ZodType): z.ZodType<T> {
  return z.custom<T>((value) => shape.safeParse(value).success)
}
