/**
 * Who pays the table-time fee. PURE, integer cents; the shares always add up to the fee.
 * (A share of winnings is the settlement's own table fee, not a way to split the time fee.)
 */
import type { FeePayer } from '../../model/parlor'

export const FEE_PAYERS: readonly FeePayer[] = ['even', 'winners', 'biggestWinner']

/** Splits `cents` by `weights`; leftover cents go one each to the largest remainders, seat order breaking ties. */
function splitByWeights(cents: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const exact = weights.map((weight) => (cents * weight) / total)
  const shares = exact.map(Math.floor)
  let left = cents - shares.reduce((sum, share) => sum + share, 0)
  const order = exact
    .map((value, seat) => ({ seat, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.seat - b.seat)
  for (const { seat } of order) {
    if (left === 0) break
    shares[seat] += 1
    left -= 1
  }
  return shares
}

/**
 * Each seat's share of the fee, given each seat's winnings in cents. With nobody ahead, the
 * winners' modes fall back to an even split.
 */
export function allocateFee(cents: number, winnings: number[], payer: FeePayer): number[] {
  const seats = winnings.length
  const even = () => splitByWeights(cents, new Array<number>(seats).fill(1))
  if (cents === 0) return new Array<number>(seats).fill(0)
  const best = Math.max(...winnings)
  if (payer === 'even' || best <= 0) return even()
  if (payer === 'winners')
    return splitByWeights(
      cents,
      winnings.map((won) => Math.max(0, won))
    )
  const leaders = winnings.map((won) => (won === best ? 1 : 0))
  return splitByWeights(cents, leaders)
}
