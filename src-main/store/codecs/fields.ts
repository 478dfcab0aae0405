/** Field schemas that input checks and stored-value codecs share. */
import { z } from 'zod'

export const shortText = (max: number) => z.string().max(max)
export const cents = z.number().int().min(0).max(100_000_000)

/** A refinement's message in both languages (dispatch shows the Chinese one in `message`). */
export const saying = (zh: string, en: string) => ({ message: en, params: { zh } })
