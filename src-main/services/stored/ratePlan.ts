import type { z } from 'zod'
import { storedRatePlan as schema } from '../dataSchemas'
import type { RatePlan } from '../fees/pricing'
import { readStored } from '../../store/codecs/readStored'

/** A rate plan as stored: the same schema the API saves it with. */
const storedRatePlan: z.ZodType<RatePlan> = schema

export function readRatePlan(text: string): RatePlan {
  return readStored(storedRatePlan, text, { zh: '计费方案', en: 'rate plan' })
}
