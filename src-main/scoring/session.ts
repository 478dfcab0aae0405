/** settleSession: sums a session's hands and applies the two-player session rules. */
import { fail, show } from './errors'
import { asScoringError, readSeatCount, readVariant } from './hand'
import { zeros } from './seatLists'
import { applySessionRules } from './sessionRules'
import type { SessionInput, SessionSettlement } from './types'
import { at, isRecord, list, record } from './validate'

export function settleSession(input: SessionInput): SessionSettlement {
  try {
    return settleChecked(input as unknown)
  } catch (error) {
    throw asScoringError(error)
  }
}

function settleChecked(input: unknown): SessionSettlement {
  if (!isRecord(input)) {
    fail(
      'INVALID_INPUT',
      undefined,
      `a session must be a JSON object; got ${show(input)}`,
      `结算输入必须是对象，收到 ${show(input)}`
    )
  }
  const variant = readVariant(input.variant)
  const seats = readSeatCount(variant, input.seats)
  const options = variant.twoPlayerRules(input.options)
  const hands = list(input.hands, '', 'hands')
  const raw = zeros(seats)
  const supporterTotals = new Map<string, number>()
  for (let h = 0; h < hands.length; h++) {
    const prefix = `hands[${h}]`
    const hand = record(hands[h], '', prefix)
    const deltas = list(hand.deltas, prefix, 'deltas')
    if (deltas.length !== seats) {
      fail(
        'VALUE_OUT_OF_RANGE',
        at(prefix, 'deltas'),
        `needs one number per seat (${seats})`,
        `需要每个座位一个数（${seats} 个）`
      )
    }
    for (let s = 0; s < seats; s++) raw[s] += finite(deltas[s], prefix, `deltas[${s}]`)
    if (hand.supporterDeltas === undefined || hand.supporterDeltas === null) continue
    const supporterDeltas = record(hand.supporterDeltas, prefix, 'supporterDeltas')
    for (const id in supporterDeltas) {
      supporterTotals.set(
        id,
        (supporterTotals.get(id) ?? 0) + finite(supporterDeltas[id], prefix, `supporterDeltas.${id}`)
      )
    }
  }
  const { adjustments, totals } = applySessionRules(raw, options)
  return { raw, adjustments, totals, supporterTotals: Object.fromEntries(supporterTotals) }
}

function finite(value: unknown, prefix: string, name: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  return fail(
    'INVALID_FIELD_TYPE',
    at(prefix, name),
    `must be a finite number; got ${show(value)}`,
    `应为有限数字，收到 ${show(value)}`
  )
}
