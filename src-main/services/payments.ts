/**
 * The fewest payments that settle every balance. Balances are integer cents summing to zero.
 * Parties that form a zero-sum group can settle among themselves with (size − 1) payments, so
 * the fewest payments is n − (the most disjoint zero-sum groups): found exactly over subsets.
 */
export interface Payment {
  from: string
  to: string
  cents: number
}

const EXACT_LIMIT = 16

export function fewestPayments(balances: Map<string, number>): Payment[] {
  const parties = [...balances].filter(([, cents]) => cents !== 0)
  const groups =
    parties.length <= EXACT_LIMIT ? zeroSumGroups(parties.map(([, cents]) => cents)) : [parties.map((_, i) => i)]
  return groups.flatMap((group) => settleGroup(group.map((index) => parties[index])))
}

/** Partitions indices into the largest number of zero-sum groups (dynamic programming over subsets). */
function zeroSumGroups(amounts: number[]): number[][] {
  const n = amounts.length
  const full = (1 << n) - 1
  const sum = new Array<number>(1 << n).fill(0)
  for (let mask = 1; mask <= full; mask += 1) {
    const low = mask & -mask
    sum[mask] = sum[mask ^ low] + amounts[31 - Math.clz32(low)]
  }
  // best[mask] = most zero-sum groups that mask can be cut into (mask itself sums to zero).
  const best = new Array<number>(1 << n).fill(-1)
  const cut = new Array<number>(1 << n).fill(0)
  best[0] = 0
  for (let mask = 1; mask <= full; mask += 1) {
    if (sum[mask] !== 0) continue
    const lowest = mask & -mask
    // Enumerate the zero-sum group holding the lowest party; the rest must be zero-sum too.
    for (let group = mask; group > 0; group = (group - 1) & mask) {
      if ((group & lowest) === 0 || sum[group] !== 0) continue
      const rest = mask ^ group
      if (best[rest] >= 0 && best[rest] + 1 > best[mask]) {
        best[mask] = best[rest] + 1
        cut[mask] = group
      }
    }
  }
  const groups: number[][] = []
  for (let mask = full; mask > 0; mask ^= cut[mask]) {
    groups.push(amounts.map((_, index) => index).filter((index) => (cut[mask] >> index) & 1))
  }
  return groups
}

/** Largest debtor pays largest creditor until the group is even. */
function settleGroup(group: [string, number][]): Payment[] {
  const debtors = group.filter(([, cents]) => cents < 0).map(([key, cents]) => ({ key, left: -cents }))
  const creditors = group.filter(([, cents]) => cents > 0).map(([key, cents]) => ({ key, left: cents }))
  const payments: Payment[] = []
  while (debtors.length > 0 && creditors.length > 0) {
    debtors.sort((a, b) => b.left - a.left)
    creditors.sort((a, b) => b.left - a.left)
    const debtor = debtors[0]
    const creditor = creditors[0]
    const cents = Math.min(debtor.left, creditor.left)
    payments.push({ from: debtor.key, to: creditor.key, cents })
    debtor.left -= cents
    creditor.left -= cents
    if (debtor.left === 0) debtors.shift()
    if (creditor.left === 0) creditors.shift()
  }
  return payments
}

/**
 * Each debtor pays every creditor in proportion to what the creditor won: every share rounded
 * down, then the few cents left of each debtor go to the creditors still short, largest
 * remainder first, so every balance settles exactly.
 */
export function proportionalPayments(balances: Map<string, number>): Payment[] {
  const debtors = [...balances].filter(([, cents]) => cents < 0).map(([key, cents]) => ({ key, left: -cents }))
  const creditors = [...balances].filter(([, cents]) => cents > 0).map(([key, cents]) => ({ key, cents, left: cents }))
  const total = creditors.reduce((sum, creditor) => sum + creditor.cents, 0)
  const shares = debtors.map((debtor) =>
    creditors.map((creditor) => {
      const exact = (debtor.left * creditor.cents) / total
      return { cents: Math.floor(exact), remainder: exact - Math.floor(exact) }
    })
  )
  shares.forEach((row, d) =>
    row.forEach((share, c) => {
      debtors[d].left -= share.cents
      creditors[c].left -= share.cents
    })
  )
  shares.forEach((row, d) => {
    const order = row.map((_, c) => c).sort((a, b) => row[b].remainder - row[a].remainder)
    for (const c of order) {
      const cents = Math.min(debtors[d].left, creditors[c].left)
      row[c].cents += cents
      debtors[d].left -= cents
      creditors[c].left -= cents
    }
  })
  return shares.flatMap((row, d) =>
    row.flatMap((share, c) =>
      share.cents > 0 ? [{ from: debtors[d].key, to: creditors[c].key, cents: share.cents }] : []
    )
  )
}
