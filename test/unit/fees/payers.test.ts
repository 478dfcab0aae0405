import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocateFee, FEE_PAYERS } from '../../../src-main/services/fees/payers'

describe('allocateFee', () => {
  it.each([
    ['even, divisible', 1000, [3000, -1000, -1500, -500], 'even', [250, 250, 250, 250]],
    ['even, a cent left goes to the first seat', 1001, [3000, -1000, -1500, -500], 'even', [251, 250, 250, 250]],
    ['winners in proportion', 1000, [3000, 1000, -2000, -2000], 'winners', [750, 250, 0, 0]],
    ['winners, the leftover cent to the larger remainder', 100, [1, 2, -3, 0], 'winners', [33, 67, 0, 0]],
    ['biggest winner', 1000, [500, 2500, -3000, 0], 'biggestWinner', [0, 1000, 0, 0]],
    ['biggest winner tied: shared', 1001, [500, 500, -1000, 0], 'biggestWinner', [501, 500, 0, 0]],
    ['nobody ahead: even', 900, [0, 0, 0], 'winners', [300, 300, 300]],
    ['no fee', 0, [10, -10], 'biggestWinner', [0, 0]]
  ] as const)('%s', (_name, cents, winnings, payer, expected) => {
    expect(allocateFee(cents, [...winnings], payer)).toEqual(expected)
  })

  it('always adds up to the fee in whole cents, never charging a loser in the winners’ modes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 2, maxLength: 4 }),
        fc.constantFrom(...FEE_PAYERS),
        (cents, winnings, payer) => {
          const shares = allocateFee(cents, winnings, payer)
          expect(shares.reduce((a, b) => a + b, 0)).toBe(cents)
          shares.forEach((share, seat) => {
            expect(Number.isInteger(share) && share >= 0).toBe(true)
            if (payer !== 'even' && Math.max(...winnings) > 0 && winnings[seat] <= 0) expect(share).toBe(0)
          })
        }
      )
    )
  })
})
