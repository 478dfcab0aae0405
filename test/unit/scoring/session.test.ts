/** settleSession: raw sums, then minScore, then doubling (RULES.md §8). */
import { describe, expect, it } from 'vitest'
import {
  catalog,
  readTwoPlayerRules,
  resolveOptions,
  ScoringError,
  sessionRuleSpecs,
  settleSession,
  type IntOptionSpec,
  type RecordOptionSpec,
  type SessionInput
} from '../../../src-main/scoring'

function settle(totals: number[][], options: Record<string, unknown>, extra: Partial<SessionInput> = {}) {
  return settleSession({
    variant: 'anhua',
    seats: totals[0]?.length ?? 2,
    options,
    hands: totals.map((deltas) => ({ deltas })),
    ...extra
  } as SessionInput)
}

describe('minScore', () => {
  it('gives a trailing seat 1 leader the bonus too', () => {
    expect(settle([[-3, 3]], { minScore: { threshold: 10, bonus: 10 } })).toEqual({
      raw: [-3, 3],
      adjustments: [{ rule: 'minScore', deltas: [-10, 10] }],
      totals: [-13, 13],
      supporterTotals: {}
    })
  })

  it('does nothing at or above the threshold, or on a tie', () => {
    expect(settle([[10, -10]], { minScore: { threshold: 10, bonus: 10 } }).adjustments).toEqual([])
    expect(settle([[0, 0]], { minScore: { threshold: 10, bonus: 10 } }).adjustments).toEqual([])
  })
})

describe('doubling', () => {
  it('with maxDiff null always doubles', () => {
    const s = settle([[50, -50]], { doubling: { factor: 3, maxDiff: null } })
    expect(s.adjustments).toEqual([{ rule: 'doubling', deltas: [100, -100] }])
    expect(s.totals).toEqual([150, -150])
  })

  it('only when the totals differ by less than maxDiff', () => {
    expect(settle([[15, -15]], { doubling: { factor: 2, maxDiff: 30 } }).totals).toEqual([15, -15])
    expect(settle([[14, -14]], { doubling: { factor: 2, maxDiff: 30 } }).totals).toEqual([28, -28])
  })

  it('comes after minScore, on the totals minScore left', () => {
    // [4,-4] → minScore → [14,-14], difference 28 ≥ 20: no doubling (doubling first would give [18,-18])
    const s = settle([[4, -4]], { minScore: { threshold: 10, bonus: 10 }, doubling: { factor: 2, maxDiff: 20 } })
    expect(s.totals).toEqual([14, -14])
    expect(s.adjustments.map((a) => a.rule)).toEqual(['minScore'])
  })
})

describe('tables of more than two', () => {
  it('sum the hands and apply no session rule', () => {
    const s = settle(
      [
        [3, -1, -1, -1],
        [-2, 6, -2, -2]
      ],
      { minScore: { threshold: 10, bonus: 10 }, doubling: { factor: 2, maxDiff: null } }
    )
    expect(s).toEqual({ raw: [1, 5, -3, -3], adjustments: [], totals: [1, 5, -3, -3], supporterTotals: {} })
  })
})

describe('supporters', () => {
  it('sums each backer over the hands', () => {
    const s = settleSession({
      variant: 'yaku',
      seats: 4,
      hands: [
        { deltas: [-3, 6, 0, 0], supporterDeltas: { a: -1.5, b: -1.5 } },
        { deltas: [3, -3, 0, 0], supporterDeltas: { a: 1.5 } },
        { deltas: [0, 0, 0, 0] }
      ]
    })
    expect(s.supporterTotals).toEqual({ a: 0, b: -1.5 })
  })
})

describe('the session rules on their own', () => {
  it('publishes one set of limits: the specs the catalog lists and readTwoPlayerRules reads with', () => {
    const specs = sessionRuleSpecs()
    expect(specs).toEqual(catalog().sessionRules)
    const threshold = (specs[0] as RecordOptionSpec).fields.find((f) => f.key === 'threshold') as IntOptionSpec
    const rules = { minScore: { threshold: threshold.max, bonus: 10 }, doubling: { factor: 3, maxDiff: null } }
    expect(readTwoPlayerRules(rules)).toEqual(rules)
    expect(readTwoPlayerRules(undefined)).toEqual({ minScore: null, doubling: null })
  })

  it.each<[string, unknown, string, string]>([
    [
      'a threshold over the limit',
      { minScore: { threshold: 500, bonus: 10 } },
      'OPTION_OUT_OF_RANGE',
      'options.minScore.threshold'
    ],
    ['a factor of 5', { doubling: { factor: 5, maxDiff: 20 } }, 'OPTION_OUT_OF_RANGE', 'options.doubling.factor'],
    ['an unknown rule', { base: 2 }, 'UNKNOWN_OPTION', 'options.base']
  ])('refuses %s', (_name, raw, code, path) => {
    expect(() => readTwoPlayerRules(raw)).toThrow(expect.objectContaining({ code, path }))
  })

  it('are not hand options: resolveOptions leaves them out, and checks them when given', () => {
    const options = resolveOptions('anhua', 2, { base: 2, minScore: { threshold: 10, bonus: 10 } })
    expect(options).not.toHaveProperty('minScore')
    expect(options).not.toHaveProperty('doubling')
    expect(options.base).toBe(2)
    expect(() => resolveOptions('anhua', 2, { minScore: { threshold: 500, bonus: 10 } })).toThrow(ScoringError)
  })
})
