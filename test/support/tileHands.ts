/** Tile hands for the tile reader's tests and benchmark: built complete, drawn at random, and a plain brute-force oracle. */
import { seededRng, type Rng } from './randomHands'

export { seededRng }

/** A complete 14-tile hand of four sets and a pair (no kind more than four times), as 34 counts. */
export function completeHand(rng: Rng, kinds = 34): number[] {
  for (;;) {
    const c = new Array<number>(34).fill(0)
    const pair = rng.int(0, kinds - 1)
    c[pair] += 2
    for (let s = 0; s < 4; s++) {
      const k = rng.int(0, kinds - 1)
      if (k < 27 && k % 9 <= 6 && rng.int(0, 1) === 0) {
        c[k]++
        c[k + 1]++
        c[k + 2]++
      } else c[k] += 3
    }
    if (c.every((n) => n <= 4)) return c
  }
}

/** `size` tiles drawn from a full 136-tile (or 108-tile) wall, as 34 counts. */
export function randomHand(rng: Rng, size = 14, kinds = 34): number[] {
  const c = new Array<number>(34).fill(0)
  for (let placed = 0; placed < size;) {
    const k = rng.int(0, kinds - 1)
    if (c[k] < 4) {
      c[k]++
      placed++
    }
  }
  return c
}

/** Takes `wilds` tiles out of `counts` at random (they become the hand's wilds). */
export function withWildsTaken(rng: Rng, counts: number[], wilds: number): number[] {
  const c = counts.slice()
  for (let taken = 0; taken < wilds;) {
    const k = rng.int(0, 33)
    if (c[k] > 0) {
      c[k]--
      taken++
    }
  }
  return c
}

/** The plain recursive check: sets and one pair, or seven pairs (four identical = two pairs). No wilds. */
export function bruteWinning(counts: readonly number[], sevenPairs = true): boolean {
  const n = counts.reduce((a, b) => a + b, 0)
  if (sevenPairs && n === 14 && counts.every((x) => x % 2 === 0)) return true
  if (n % 3 !== 2) return false
  const c = counts.slice()
  for (let k = 0; k < 34; k++) {
    if (c[k] < 2) continue
    c[k] -= 2
    if (bruteSets(c, 0)) return true
    c[k] += 2
  }
  return false
}

function bruteSets(c: number[], from: number): boolean {
  let i = from
  while (i < 34 && c[i] === 0) i++
  if (i === 34) return true
  if (c[i] >= 3) {
    c[i] -= 3
    const ok = bruteSets(c, i)
    c[i] += 3
    if (ok) return true
  }
  if (i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0) {
    c[i]--
    c[i + 1]--
    c[i + 2]--
    const ok = bruteSets(c, i)
    c[i]++
    c[i + 1]++
    c[i + 2]++
    if (ok) return true
  }
  return false
}

/** Whether some substitution of the `wilds` wilds (each any kind, five of a kind allowed) makes a win. */
export function bruteWinningWithWilds(counts: readonly number[], wilds: number, sevenPairs = true): boolean {
  const c = counts.slice()
  const place = (left: number, from: number): boolean => {
    if (left === 0) return bruteWinning(c, sevenPairs)
    for (let k = from; k < 34; k++) {
      c[k]++
      const ok = place(left - 1, k)
      c[k]--
      if (ok) return true
    }
    return false
  }
  return place(wilds, 0)
}

export interface BuiltSet {
  type: 'run' | 'triplet'
  first: number
}

/** A complete hand as its four sets and pair (no kind more than four times), over the first `kinds` kinds. */
export function completeSets(rng: Rng, kinds = 34): { sets: BuiltSet[]; pair: number; counts: number[] } {
  for (;;) {
    const counts = new Array<number>(34).fill(0)
    const pair = rng.int(0, kinds - 1)
    counts[pair] += 2
    const sets: BuiltSet[] = []
    for (let s = 0; s < 4; s++) {
      const k = rng.int(0, kinds - 1)
      const run = k < 27 && k % 9 <= 6 && rng.int(0, 1) === 0
      sets.push({ type: run ? 'run' : 'triplet', first: k })
      for (const j of setKinds(sets[s])) counts[j]++
    }
    if (counts.every((n) => n <= 4)) return { sets, pair, counts }
  }
}

export function setKinds(set: BuiltSet): number[] {
  return set.type === 'run' ? [set.first, set.first + 1, set.first + 2] : [set.first, set.first, set.first]
}

/** Whether `counts` (any number of a kind) split into sets only. */
export function bruteSetsOnly(counts: readonly number[]): boolean {
  return bruteSets(counts.slice(), 0)
}

/** Every kind whose pair leaves `counts` (any number of a kind) as sets only. */
export function brutePairs(counts: readonly number[]): number[] {
  const pairs: number[] = []
  const c = counts.slice()
  for (let k = 0; k < 34; k++) {
    if (c[k] < 2) continue
    c[k] -= 2
    if (bruteSets(c, 0)) pairs.push(k)
    c[k] += 2
  }
  return pairs
}

/** Calls `f` with the counts of every assignment of `wilds` wild tiles to the first `kinds` kinds (each a multiset once). */
export function forEachAssignment(wilds: number, kinds: number, f: (added: number[]) => void): void {
  const added = new Array<number>(34).fill(0)
  const place = (left: number, from: number): void => {
    if (left === 0) {
      f(added)
      return
    }
    for (let k = from; k < kinds; k++) {
      added[k]++
      place(left - 1, k)
      added[k]--
    }
  }
  place(wilds, 0)
}
