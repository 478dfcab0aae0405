import { z } from 'zod'
import type { JsonValue } from '../../scoring'
import { jsonColumn } from './readStored'

/** A table's or preset's hand options as stored (`options`): checked in full by the engine when a hand is scored. */
const storedOptions: z.ZodType<Record<string, JsonValue>> = z.record(z.string(), z.json())

export const OPTIONS = jsonColumn(storedOptions, { zh: '规则选项', en: 'table options' })

export function readOptions(text: string): Record<string, JsonValue> {
  return OPTIONS.read(text)
}
