import { describe, expect, it } from 'vitest'
import { fewestPayments } from '../../../src-main/services/payments'

function settle(balances: Record<string, number>) {
  const payments = fewestPayments(new Map(Object.entries(balances)))
  const after = { ...balances }
  for (const { from, to, cents } of payments) {
    expect(cents).toBeGreaterThan(0)
    after[from] += cents
    after[to] -= cents
  }
  expect(Object.values(after).every((cents) => cents === 0)).toBe(true)
  return payments
}

describe('fewestPayments', () => {
  it('settles pairs that cancel out with one payment each', () => {
    // Largest-first greedy would pay 6→… across the pairs and need three payments.
    expect(settle({ a: 500, b: -500, c: 300, d: -300 })).toHaveLength(2)
    expect(settle({ a: 600, b: -400, c: -200, d: 400, e: -400 })).toHaveLength(3)
  })

  it('needs n − 1 payments when no smaller group cancels out', () => {
    expect(settle({ a: 700, b: -300, c: -200, d: -200 })).toHaveLength(3)
  })

  it('ignores parties that are already even', () => {
    expect(settle({ a: 0, b: 100, c: -100 })).toEqual([{ from: 'c', to: 'b', cents: 100 }])
    expect(settle({})).toEqual([])
  })

  it('settles random tables exactly', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let round = 0; round < 200; round += 1) {
      const n = 2 + Math.floor(random() * 8)
      const amounts = Array.from({ length: n - 1 }, () => Math.round((random() - 0.5) * 10_000))
      amounts.push(-amounts.reduce((a, b) => a + b, 0))
      const payments = settle(Object.fromEntries(amounts.map((cents, index) => [`p${index}`, cents])))
      expect(payments.length).toBeLessThanOrEqual(amounts.filter((cents) => cents !== 0).length - 1)
    }
  })
})
