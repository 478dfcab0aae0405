/**
 * Win checks and waits on 34 counts (1m..9m, 1p..9p, 1s..9s, 1z..7z), wild tiles apart.
 * Standard: four lookups in the need tables. Seven pairs (four identical = two pairs) and
 * thirteen orphans: a count of what is missing.
 */
import { honourNeeds, POW5, suitNeeds } from './tables'

export const STANDARD = 1
export const SEVEN_PAIRS = 2
export const THIRTEEN_ORPHANS = 4
/** Standard and seven pairs: every variant's shapes but 役种's thirteen orphans. */
export const DEFAULT_SHAPES = STANDARD | SEVEN_PAIRS

/** The thirteen orphan kinds: terminals and honours. */
export const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]

function suitKey(c: ArrayLike<number>, o: number): number {
  return (
    c[o] +
    5 *
      (c[o + 1] +
        5 *
          (c[o + 2] +
            5 * (c[o + 3] + 5 * (c[o + 4] + 5 * (c[o + 5] + 5 * (c[o + 6] + 5 * (c[o + 7] + 5 * c[o + 8])))))))
  )
}

function honourKey(c: ArrayLike<number>): number {
  return c[27] + 5 * (c[28] + 5 * (c[29] + 5 * (c[30] + 5 * (c[31] + 5 * (c[32] + 5 * c[33])))))
}

function total(c: ArrayLike<number>): number {
  let n = 0
  for (let i = 0; i < 34; i++) n += c[i]
  return n
}

/** The fewest wilds that make `counts` into sets and one pair. */
export function standardNeed(counts: ArrayLike<number>): number {
  const suit = suitNeeds()
  const honour = honourNeeds()
  const m = 2 * suitKey(counts, 0)
  const p = 2 * suitKey(counts, 9)
  const s = 2 * suitKey(counts, 18)
  const z = 2 * honourKey(counts)
  const sm = suit[m]
  const sp = suit[p]
  const ss = suit[s]
  const sz = honour[z]
  let pair = suit[m + 1] - sm
  const dp = suit[p + 1] - sp
  if (dp < pair) pair = dp
  const ds = suit[s + 1] - ss
  if (ds < pair) pair = ds
  const dz = honour[z + 1] - sz
  if (dz < pair) pair = dz
  return sm + sp + ss + sz + pair
}

/** The fewest wilds that make `counts` into sets only. */
export function setsNeed(counts: ArrayLike<number>): number {
  const suit = suitNeeds()
  return (
    suit[2 * suitKey(counts, 0)] +
    suit[2 * suitKey(counts, 9)] +
    suit[2 * suitKey(counts, 18)] +
    honourNeeds()[2 * honourKey(counts)]
  )
}

export function sevenPairsNeed(counts: ArrayLike<number>): number {
  let odd = 0
  for (let i = 0; i < 34; i++) odd += counts[i] & 1
  return odd
}

/** Wilds thirteen orphans needs, or a large number when a tile rules it out. */
export function orphansNeed(counts: ArrayLike<number>): number {
  let held = 0
  let doubled = 0
  for (let i = 0; i < 13; i++) {
    const c = counts[ORPHANS[i]]
    if (c > 2) return 99
    if (c > 0) held++
    if (c === 2) doubled++
  }
  if (doubled > 1) return 99
  return 13 - held + (doubled === 0 ? 1 : 0)
}

/** `x` mod 3 for 0 ≤ x ≤ 5: a compare instead of a division. */
function mod3(x: number): number {
  return x >= 3 ? x - 3 : x
}

/**
 * Whether nine counts split into sets. Without wilds the split is forced: at each kind, the
 * runs started at the two kinds before it take one each, and what is left, mod 3, must start
 * runs (three runs of one start are three triplets). Unrolled: this is the hot path.
 */
function sets9(
  a0: number,
  a1: number,
  a2: number,
  a3: number,
  a4: number,
  a5: number,
  a6: number,
  a7: number,
  a8: number
): boolean {
  const r0 = mod3(a0)
  let x = a1 - r0
  if (x < 0) return false
  const r1 = mod3(x)
  x = a2 - r1 - r0
  if (x < 0) return false
  const r2 = mod3(x)
  x = a3 - r2 - r1
  if (x < 0) return false
  const r3 = mod3(x)
  x = a4 - r3 - r2
  if (x < 0) return false
  const r4 = mod3(x)
  x = a5 - r4 - r3
  if (x < 0) return false
  const r5 = mod3(x)
  x = a6 - r5 - r4
  if (x < 0) return false
  const r6 = mod3(x)
  x = a7 - r6 - r5
  if (x < 0 || mod3(x) !== 0) return false
  x = a8 - r6
  return x >= 0 && mod3(x) === 0
}

/**
 * Whether a suit (3n + 2 tiles) splits into sets and a pair. Every set's kinds sum to a
 * multiple of 3, so the pair's kind p has 2p ≡ Σ i·c_i (mod 3): at most three kinds to try.
 */
function suitWithPair(c: ArrayLike<number>, o: number): boolean {
  const a0 = c[o]
  const a1 = c[o + 1]
  const a2 = c[o + 2]
  const a3 = c[o + 3]
  const a4 = c[o + 4]
  const a5 = c[o + 5]
  const a6 = c[o + 6]
  const a7 = c[o + 7]
  const a8 = c[o + 8]
  const weighted = a1 + 2 * a2 + a4 + 2 * a5 + a7 + 2 * a8
  for (let p = (2 * weighted) % 3; p < 9; p += 3) {
    if (c[o + p] < 2) continue
    if (
      sets9(
        p === 0 ? a0 - 2 : a0,
        p === 1 ? a1 - 2 : a1,
        p === 2 ? a2 - 2 : a2,
        p === 3 ? a3 - 2 : a3,
        p === 4 ? a4 - 2 : a4,
        p === 5 ? a5 - 2 : a5,
        p === 6 ? a6 - 2 : a6,
        p === 7 ? a7 - 2 : a7,
        p === 8 ? a8 - 2 : a8
      )
    )
      return true
  }
  return false
}

/** Standard shape without wilds: each suit splits into sets, one of them into sets and the pair. */
function standardNatural(c: ArrayLike<number>): boolean {
  let pairs = 0
  for (let o = 0; o < 27; o += 9) {
    const n = c[o] + c[o + 1] + c[o + 2] + c[o + 3] + c[o + 4] + c[o + 5] + c[o + 6] + c[o + 7] + c[o + 8]
    const rest = n % 3
    if (rest === 1) return false
    if (rest === 2) {
      if (++pairs > 1 || !suitWithPair(c, o)) return false
    } else if (n > 0 && !sets9(c[o], c[o + 1], c[o + 2], c[o + 3], c[o + 4], c[o + 5], c[o + 6], c[o + 7], c[o + 8]))
      return false
  }
  for (let i = 27; i < 34; i++) {
    const x = c[i]
    if (x === 2) {
      if (++pairs > 1) return false
    } else if (x !== 0 && x !== 3) return false
  }
  return pairs === 1
}

/** Whether `counts` (the concealed tiles, wilds apart) plus `wilds` wild tiles is a complete hand of one of `shapes`. */
export function isWinning(counts: ArrayLike<number>, wilds = 0, shapes = DEFAULT_SHAPES): boolean {
  if (shapes & STANDARD) {
    if (wilds === 0) {
      if (standardNatural(counts)) return true
    } else if ((total(counts) + wilds) % 3 === 2 && standardNeed(counts) <= wilds) return true
  }
  if (shapes === STANDARD || total(counts) + wilds !== 14) return false
  if (shapes & SEVEN_PAIRS && sevenPairsNeed(counts) <= wilds) return true
  return (shapes & THIRTEEN_ORPHANS) !== 0 && orphansNeed(counts) <= wilds
}

/**
 * Every kind that completes the hand when drawn, ascending. A kind already held four times
 * cannot be drawn and is never a wait.
 */
export function winningTiles(counts: ArrayLike<number>, wilds = 0, shapes = DEFAULT_SHAPES): number[] {
  const waits: number[] = []
  const n = total(counts) + wilds + 1
  if (shapes & STANDARD && n % 3 === 2) standardWaits(counts, wilds, waits)
  if (n === 14 && shapes & (SEVEN_PAIRS | THIRTEEN_ORPHANS)) {
    const seven = shapes & SEVEN_PAIRS ? sevenPairsNeed(counts) : 99
    const c = Array.from(counts)
    for (let t = 0; t < 34; t++) {
      if (c[t] >= 4 || waits.includes(t)) continue
      const sevenNeed = seven + (c[t] & 1 ? -1 : 1)
      c[t]++
      if (sevenNeed <= wilds || (shapes & THIRTEEN_ORPHANS && orphansNeed(c) <= wilds)) waits.push(t)
      c[t]--
    }
    waits.sort((a, b) => a - b)
  }
  return waits
}

/** Standard waits: each drawn kind changes one suit's key, so each try is one lookup. */
function standardWaits(counts: ArrayLike<number>, wilds: number, waits: number[]): void {
  const suit = suitNeeds()
  const honour = honourNeeds()
  const keys = [suitKey(counts, 0), suitKey(counts, 9), suitKey(counts, 18), honourKey(counts)]
  const sets = [0, 0, 0, 0]
  const pairs = [0, 0, 0, 0]
  let sumSets = 0
  for (let g = 0; g < 4; g++) {
    const table = g < 3 ? suit : honour
    sets[g] = table[2 * keys[g]]
    pairs[g] = table[2 * keys[g] + 1] - sets[g]
    sumSets += sets[g]
  }
  for (let g = 0; g < 4; g++) {
    const table = g < 3 ? suit : honour
    let otherPair = 2
    for (let h = 0; h < 4; h++) if (h !== g && pairs[h] < otherPair) otherPair = pairs[h]
    const rest = sumSets - sets[g]
    const start = 9 * g
    const kinds = g < 3 ? 9 : 7
    for (let j = 0; j < kinds; j++) {
      if (counts[start + j] >= 4) continue
      const key = 2 * (keys[g] + POW5[j])
      const s = table[key]
      const pair = table[key + 1] - s
      if (rest + s + (pair < otherPair ? pair : otherPair) <= wilds) waits.push(start + j)
    }
  }
}
