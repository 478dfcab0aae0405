import { z } from 'zod'
import { jsonColumn } from './readStored'
import type { SessionRules } from '../../model/sessions'

/**
 * A table's or preset's rules as stored (`session_options`): their shape only. The limits are the
 * API's and the engine's; a row saved under older limits still reads.
 */
const storedSessionRules: z.ZodType<SessionRules> = z.object({
  minScore: z.object({ threshold: z.number().int(), bonus: z.number().int() }).nullable(),
  doubling: z
    .object({ factor: z.union([z.literal(2), z.literal(3), z.literal(4)]), maxDiff: z.number().int().nullable() })
    .nullable(),
  pointValue: z.number(),
  tableFee: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('perPlayer'), amount: z.number() }),
    z.object({ kind: z.literal('shareOfWinnings'), percent: z.number() })
  ])
})

export const SESSION_RULES = jsonColumn(storedSessionRules, { zh: '结算规则', en: 'session rules' })
