/** `rate_plans.plan` and `table_clocks.plan` (the plan a clock froze at its opening). */
import { z } from 'zod'
import { cents, shortText } from './fields'
import { jsonColumn } from './readStored'

const minuteOfDay = z.number().int().min(0).max(1440)

/** A rate plan as stored (older plans may list an add-on twice: they stay readable). */
export const storedRatePlan = z
  .object({
    bands: z
      .array(z.object({ from: minuteOfDay, to: minuteOfDay, centsPerHour: cents }).strict())
      .min(1)
      .max(24),
    unitMinutes: z.number().int().min(1).max(1440),
    graceMinutes: z.number().int().min(0).max(1439),
    minimumCents: cents,
    block: z
      .object({ minutes: z.number().int().min(1).max(1440), cents })
      .strict()
      .nullable(),
    addOns: z.array(z.object({ name: shortText(20).min(1), centsPerHour: cents }).strict()).max(8)
  })
  .strict()

export type StoredRatePlan = z.output<typeof storedRatePlan>

export const RATE_PLAN = jsonColumn(storedRatePlan, { zh: '计费方案', en: 'rate plan' })
