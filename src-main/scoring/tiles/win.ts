/**
 * Win checks and waits on 34 counts (1m..9m, 1p..9p, 1s..9s, 1z..7z), wild tiles apart.
 * Without wilds, standard and seven pairs (four identical = two pairs): one lookup per suit in
 * the natural tables. With wilds, standard: four lookups in the need tables; seven pairs and
 * thirteen orphans: a count of what is missing.
 */
import { honourNatural, honourNeeds, naturalSevenPairs, naturalStandard, POW5, suitNatural, suitNeeds } from './tables'

export const STANDARD = 1
export const SEVEN_PAIRS = 2
export const THIRTEEN_ORPHANS = 4
/** Standard and seven pairs: every variant's shapes but 役种's thirteen orphans. */
export const DEFAULT_SHAPES = STANDARD | SEVEN_PAIRS

/** The thirteen orphan kinds: terminals and honours. */
export const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]

/** A suit's table key: its counts in base 5, summed in pairs so the products do not wait on each other. */
export function suitKey(c: ArrayLike<number>, o: number): number {
  return (
    c[o] +
    5 * c[o + 1] +
    25 * (c[o + 2] + 5 * c[o + 3]) +
    625 * (c[o + 4] + 5 * c[o + 5]) +
    15625 * (c[o + 6] + 5 * c[o + 7]) +
    390625 * c[o + 8]
  )
}

export function honourKey(c: ArrayLike<number>): number {
  return c[27] + 5 * c[28] + 25 * (c[29] + 5 * c[30]) + 625 * (c[31] + 5 * c[32]) + 15625 * c[33]
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

function sevenPairsNeed(counts: ArrayLike<number>): number {
  let odd = 0
  for (let i = 0; i < 34; i++) odd += counts[i] & 1
  return odd
}

/** Wilds thirteen orphans needs, or a large number when a tile rules it out. */
function orphansNeed(counts: ArrayLike<number>): number {
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

/** Whether `counts` (the concealed tiles, wilds apart) plus `wilds` wild tiles is a complete hand of one of `shapes`. */
export function isWinning(counts: ArrayLike<number>, wilds = 0, shapes = DEFAULT_SHAPES): boolean {
  if (wilds === 0) {
    if (naturalWin(counts, shapes)) return true
    return (shapes & THIRTEEN_ORPHANS) !== 0 && orphansNeed(counts) === 0 && total(counts) === 14
  }
  // the wilds left over once the need is met must make triplets
  if (shapes & STANDARD && standardNeed(counts) <= wilds && (total(counts) + wilds) % 3 === 2) return true
  if ((shapes & (SEVEN_PAIRS | THIRTEEN_ORPHANS)) === 0) return false
  let n = wilds
  let odd = 0
  for (let i = 0; i < 34; i++) {
    n += counts[i]
    odd += counts[i] & 1
  }
  if (n !== 14) return false
  if (shapes & SEVEN_PAIRS && odd <= wilds) return true
  return (shapes & THIRTEEN_ORPHANS) !== 0 && orphansNeed(counts) <= wilds
}

/**
 * Standard and seven pairs without wilds: one lookup per suit in the natural tables (0: the
 * suit fits neither shape). The honours go first: a lone honour, the commonest flaw of a
 * random hand, ends the check after one lookup.
 */
function naturalWin(c: ArrayLike<number>, shapes: number): boolean {
  const suit = suitNatural()
  const z = honourNatural()[honourKey(c)]
  if (z === 0) return false
  const m = suit[suitKey(c, 0)]
  if (m === 0) return false
  const p = suit[suitKey(c, 9)]
  if (p === 0) return false
  const s = suit[suitKey(c, 18)]
  return (
    ((shapes & STANDARD) !== 0 && naturalStandard(z, m, p, s)) ||
    ((shapes & SEVEN_PAIRS) !== 0 && naturalSevenPairs(z, m, p, s))
  )
}

/**
 * Every kind that completes the hand when drawn, ascending. A kind already held four times
 * cannot be drawn and is never a wait.
 */
export function winningTiles(counts: ArrayLike<number>, wilds = 0, shapes = DEFAULT_SHAPES): number[] {
  const waits: number[] = []
  const n = total(counts) + wilds + 1
  if (shapes & STANDARD && n % 3 === 2) standardWaits(counts, wilds, waits)
  if (n !== 14) return waits
  const found = waits.length
  if (shapes & SEVEN_PAIRS) {
    // a drawn kind held an odd number of times lowers the need by one, any other raises it
    const seven = sevenPairsNeed(counts)
    const odd = seven - 1 <= wilds
    const even = seven + 1 <= wilds
    if (odd || even)
      for (let t = 0; t < 34; t++)
        if (counts[t] < 4 && (counts[t] & 1 ? odd : even) && !waits.includes(t)) waits.push(t)
  }
  if (shapes & THIRTEEN_ORPHANS) {
    const c = Array.from(counts)
    for (let t = 0; t < 34; t++) {
      if (c[t] >= 4 || waits.includes(t)) continue
      c[t]++
      if (orphansNeed(c) <= wilds) waits.push(t)
      c[t]--
    }
  }
  if (waits.length > found) waits.sort((a, b) => a - b)
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
