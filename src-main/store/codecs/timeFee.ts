/** `table_clocks.fee`: the time fee priced at the close, as the receipts and the reports read it. */
import { z } from 'zod'
import { jsonColumn, shaped } from './readStored'

/** Who pays the table-time fee (services/fees/payers splits it). */
export type FeePayer = 'even' | 'winners' | 'biggestWinner'

/** A table's time priced by its rate plan (services/fees/pricing). */
export interface FeeBreakdown {
  playedMs: number
  /** Minutes charged: the block's, plus the billing units'. */
  billedMinutes: number
  units: number
  /** Table time by band index; the block and a minimum's top-up go to the band the stay starts in. */
  byBand: number[]
  timeCents: number
  minimumApplied: boolean
  addOns: { name: string; cents: number }[]
  totalCents: number
}

export interface TimeFee {
  breakdown: FeeBreakdown
  /** Each band's table time in cents, labelled HH:MM–HH:MM, for the reports. */
  bands: { label: string; cents: number }[]
  payer: FeePayer
  shares: number[]
}

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
