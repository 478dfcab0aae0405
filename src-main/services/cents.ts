/** Money is integer cents from the settlement on; these are the only places it is rounded. */

/** Yuan (or the club's currency unit) as a float, to the nearest cent. */
export function toCents(amount: number): number {
  return roundHalfAway(amount * 100)
}

/** Cents as the currency unit, for exports: k / 100 has at most two decimals when printed. */
export function fromCents(cents: number): number {
  return cents / 100
}

function roundHalfAway(value: number): number {
  const snapped = snap(value)
  const rounded = Math.sign(snapped) * Math.round(Math.abs(snapped))
  return rounded === 0 ? 0 : rounded
}

/** Drops float noise (0.1 × 3 × 100 = 30.000000000000004) before rounding. */
function snap(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

/**
 * Rounds exact amounts (in cents) to whole cents that add up to `total` exactly: each is floored,
 * and the cents left over go to the amounts with the largest fractions (largest remainder).
 */
export function roundToTotal(exact: readonly number[], total: number): number[] {
  const snapped = exact.map(snap)
  const floors = snapped.map(Math.floor)
  let left = total - floors.reduce((sum, cents) => sum + cents, 0)
  const byFraction = snapped
    .map((value, index) => ({ index, fraction: value - floors[index] }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index)
  const result = floors.slice()
  for (let i = 0; left !== 0 && byFraction.length > 0; i = (i + 1) % byFraction.length) {
    const step = left > 0 ? 1 : -1
    result[byFraction[left > 0 ? i : byFraction.length - 1 - i].index] += step
    left -= step
  }
  return result.map((cents) => (cents === 0 ? 0 : cents))
}

/** Rounds exact amounts (in cents) whose sum is zero to whole cents whose sum is zero. */
export function roundZeroSum(exact: readonly number[]): number[] {
  return roundToTotal(exact, 0)
}
