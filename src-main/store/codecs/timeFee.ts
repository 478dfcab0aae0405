/** `table_clocks.fee`: the time fee priced at the close, as the receipts and the reports read it. */
import { z } from 'zod'
import { jsonColumn, shaped } from './readStored'
import type { TimeFee } from '../../model/parlor'
const cents = z.number().int()
const named = z.object({ name: z.string(), cents })

const timeFee = z.looseObject({
  breakdown: z.looseObject({
    playedMs: z.number().min(0),
    byBand: z.array(cents),
    timeCents: cents,
    addOns: z.array(named),
    totalCents: cents
  }),
  bands: z.array(z.object({ label: z.string(), cents })),
  payer: z.enum(['even', 'winners', 'biggestWinner']),
  shares: z.array(cents)
})

/** Null: a clock stopped unpriced (a voided table). */
export const TIME_FEE = jsonColumn(shaped<TimeFee | null>(timeFee.nullable()), { zh: '台费记录', en: 'time fee' })
