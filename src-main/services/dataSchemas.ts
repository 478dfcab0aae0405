/**
 * Shapes of the app's data that the contract checks as input and the services read back from a
 * backup (session rules, a fixed UTC offset): declared here, below both, so services never import
 * the API. The settings' schemas are the store's (store/codecs/settings).
 */
import { z } from 'zod'
import { sessionRuleSpecs, type TwoPlayerRules } from '../scoring'
import { optionsShape } from './optionSchema'

/** The two-player rules take their limits from the engine's specs; the money rules are the app's own. */
export const sessionRules = z
  .object({
    ...optionsShape<TwoPlayerRules>(sessionRuleSpecs()),
    pointValue: z.number().finite().min(0).max(100_000),
    tableFee: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('none') }).strict(),
        z.object({ kind: z.literal('perPlayer'), amount: z.number().finite().min(0).max(100_000) }).strict(),
        z.object({ kind: z.literal('shareOfWinnings'), percent: z.number().finite().min(0).max(100) }).strict()
      ])
      .default({ kind: 'none' })
  })
  .strict()

export const utcOffsetMinutes = z.number().int().min(-720).max(840)
