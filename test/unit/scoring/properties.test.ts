/** Properties every scored hand keeps, over random valid hands of each variant, and over garbage. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ScoringError, scoreHand, settleSession, type HandInput, type HandResult } from '../../../src-main/scoring'
import { RANDOM_HAND, VARIANT_IDS, handArbitrary, makeRandomHands, seededRng } from '../../support/randomHands'

const RUNS = 300

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0)
}

/** Checks the bookkeeping of one result against its input. */
function checkResult(hand: HandInput, result: HandResult): void {
  const { seats } = hand
  expect(result.deltas).toHaveLength(seats)
  const fromTransfers = new Array<number>(seats).fill(0)
  const supporters = new Map<string, number>()
  let toNobody = 0
  for (const t of result.transfers) {
    expect(Number.isFinite(t.amount)).toBe(true)
    expect(t.amount).toBeGreaterThan(0)
    expect(Number.isInteger(t.amount * 2)).toBe(true)
    expect(t.from).not.toEqual(t.to)
    expect(t.reason.length).toBeGreaterThan(0)
    expect(t.reasonEn.length).toBeGreaterThan(0)
    expect(t.code).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)?$/)
    for (const value of Object.values(t.params))
      expect(['number', 'string', 'boolean'].includes(typeof value) || value === null).toBe(true)
    for (const [party, amount] of [
      [t.from, -t.amount],
      [t.to, t.amount]
    ] as const) {
      if (typeof party === 'number') fromTransfers[party] += amount
      else if (typeof party === 'string') supporters.set(party, (supporters.get(party) ?? 0) + amount)
      else toNobody += t.amount
    }
  }
  expect(result.deltas).toEqual(fromTransfers)
  for (const [id, total] of supporters)
    expect(Object.getOwnPropertyDescriptor(result.supporterDeltas, id)?.value).toBe(total)
  expect(result.undistributed).toBe(toNobody)
  expect(sum(result.deltas) + sum(Object.values(result.supporterDeltas)) + result.undistributed === 0).toBe(true)
  expect(Number.isInteger(result.nextDealer) && result.nextDealer >= 0 && result.nextDealer < seats).toBe(true)
  expect(result.nextDealerStreak).toBe(result.nextDealer === hand.dealer ? hand.dealerStreak + 1 : 1)
  expect(typeof result.sessionEnds).toBe('boolean')
  if (hand.variant !== 'yaku') {
    expect(result.supporterDeltas).toEqual({})
    expect(result.sessionEnds).toBe(false)
    expect(result.leaves).toBeNull()
  } else if (result.leaves !== null) {
    expect(result.nextDealer).toBe(hand.dealer)
  }
  expect(JSON.parse(JSON.stringify(result))).toEqual(result)
}

describe.each(VARIANT_IDS)('%s: random valid hands', (variant) => {
  it('balance, are deterministic and leave their input alone', () => {
    fc.assert(
      fc.property(handArbitrary(variant), (hand) => {
        const before = JSON.stringify(hand)
        const result = scoreHand(hand)
        expect(JSON.stringify(hand)).toBe(before)
        checkResult(hand, result)
        expect(scoreHand(JSON.parse(before) as HandInput)).toEqual(result)
      }),
      { numRuns: RUNS }
    )
  })
})

describe('the seeded pool the benchmark uses', () => {
  it('holds only valid hands of all six variants', () => {
    const hands = makeRandomHands(1200, 7)
    expect(new Set(hands.map((h) => h.variant))).toEqual(new Set(VARIANT_IDS))
    for (const hand of hands) checkResult(hand, scoreHand(hand))
  })

  it('is the same for the same seed', () => {
    expect(makeRandomHands(50, 3)).toEqual(makeRandomHands(50, 3))
  })
})

describe('sessions', () => {
  it('sum hands into raw totals, and at 2 seats apply the session rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        (seed, count, twoSeats) => {
          const rng = seededRng(seed)
          const hands: HandInput[] = []
          while (hands.length < count) {
            const hand = RANDOM_HAND.sichuan(rng)
            if (!twoSeats || hand.seats === 2) hands.push(hand)
          }
          const seats = twoSeats ? 2 : (hands[0]?.seats ?? 4)
          const results = hands.filter((h) => h.seats === seats).map((h) => scoreHand(h))
          const options = { minScore: { threshold: 10, bonus: 5 }, doubling: { factor: 2, maxDiff: null } }
          const settlement = settleSession({
            variant: 'sichuan',
            seats,
            options,
            hands: results.map((r) => ({ deltas: r.deltas }))
          })
          const raw = new Array<number>(seats).fill(0)
          for (const r of results) r.deltas.forEach((d, s) => (raw[s] += d))
          expect(settlement.raw).toEqual(raw)
          const adjusted = raw.map((total, s) => total + sum(settlement.adjustments.map((a) => a.deltas[s])))
          expect(settlement.totals).toEqual(adjusted)
          if (seats !== 2) expect(settlement.adjustments).toEqual([])
        }
      ),
      { numRuns: 100 }
    )
  })
})

/** Garbage a host (or a bug) could send: wrong types, out-of-range numbers, odd objects. */
const garbage = fc.oneof(
  fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, -1, -0, 0.5, 1e9, '', 'x', true, false, [], {}, [null], {
    type: 'win'
  }),
  fc.jsonValue({ maxDepth: 2 })
)

/** Replaces one field of a valid hand (top-level, an option or an event field) with garbage. */
function corrupt(hand: HandInput, pick: number, value: unknown): unknown {
  const copy = structuredClone(hand) as unknown as Record<string, unknown>
  const events = copy.events as Record<string, unknown>[]
  const targets: Record<string, unknown>[] = [copy, ...events]
  if (copy.options) targets.push(copy.options as Record<string, unknown>)
  const target = targets[pick % targets.length]
  const keys = Object.keys(target)
  target[keys[pick % keys.length] ?? 'extra'] = value
  return copy
}

describe('garbage in', () => {
  it.each(VARIANT_IDS)(
    '%s: a corrupted hand is scored or refused with a ScoringError, never anything else',
    (variant) => {
      fc.assert(
        fc.property(handArbitrary(variant), fc.nat(), garbage, (hand, pick, value) => {
          const input = corrupt(hand, pick, value) as HandInput
          let result: HandResult
          try {
            result = scoreHand(input)
          } catch (error) {
            expect(error).toBeInstanceOf(ScoringError)
            expect((error as ScoringError).messageZh.length).toBeGreaterThan(0)
            return
          }
          checkResult(input, result)
        }),
        { numRuns: RUNS }
      )
    }
  )

  it('refuses inputs that are not hands at all', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => scoreHand(value as HandInput)).toThrow(ScoringError)
        expect(() => settleSession(value as never)).toThrow(ScoringError)
      }),
      { numRuns: RUNS }
    )
  })
})
