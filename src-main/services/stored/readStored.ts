import type { z } from 'zod'
import { AppError } from '../../errors'

/**
 * A JSON column's value read through its schema: what the database holds is checked, not assumed.
 * Stored values were checked on the way in, so a failure here means a damaged data file.
 */
export function readStored<T>(schema: z.ZodType<T>, text: string, what: { zh: string; en: string }): T {
  return readStoredValue(schema, JSON.parse(text), what)
}

/** The same, for a value already parsed from its JSON text. */
export function readStoredValue<T>(schema: z.ZodType<T>, value: unknown, what: { zh: string; en: string }): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new AppError(
    'STORED_DATA_DAMAGED',
    `数据文件里保存的${what.zh}已损坏，请从备份恢复。`,
    `The saved ${what.en} in the data file is damaged; restore a backup.`
  )
}
