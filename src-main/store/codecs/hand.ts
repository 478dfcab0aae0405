/** A hand's stored input (what the host entered) and result (what the engine computed from it). */
import { z } from 'zod'
import type { HandInput, HandResult } from '../../scoring'
import { jsonColumn, shaped } from './readStored'

const seat = z.number().int().min(0)
const points = z.number()

/** Its shape; the engine checks all of it again whenever the hand is scored. */
const handInput = z.looseObject({
  variant: z.string(),
  seats: z.number().int(),
  dealer: seat,
  dealerStreak: z.number().int(),
  events: z.array(z.looseObject({ type: z.string() }))
})

const party = z.union([seat, z.string()])

const handResult = z.looseObject({
  transfers: z.array(z.looseObject({ from: party, to: party.nullable(), amount: points })),
  deltas: z.array(points),
  supporterDeltas: z.record(z.string(), points),
  undistributed: points,
  nextDealer: seat,
  nextDealerStreak: z.number().int(),
  sessionEnds: z.boolean(),
  leaves: seat.nullable()
})

export const HAND_INPUT = jsonColumn(shaped<HandInput>(handInput), { zh: '牌局记录（输入）', en: 'hand input' })
export const HAND_RESULT = jsonColumn(shaped<HandResult>(handResult), { zh: '牌局记录（结果）', en: 'hand result' })
