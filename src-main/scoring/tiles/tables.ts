/**
 * Per-suit need tables (RULES §9): for every way a suit can be held (up to four of each of its
 * kinds, keyed in base 5), the fewest wild tiles that make it into sets only, and into sets plus
 * one pair. A win check is then one lookup per suit. Built once, on first use.
 *
 * The recurrence takes the smallest kind held: every set holding it is a triplet of it or a run
 * through it (the kinds below it are not held, so wilds fill them); the pair may be it too.
 * Using fewer of that kind than a set can take never needs fewer wilds (one more held tile
 * lowers the need by at most one), so each option takes as many as it can.
 */

/** Powers of five: the weight of each kind's count in a suit key. */
export const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125]

/** No hand holds more tiles of one suit than this (a complete hand plus one drawn tile). */
const MAX_HELD = 15
/** The need of a suit holding more than MAX_HELD: more than any hand has wilds. */
const UNREACHABLE = 255

/** Needs of one suit shape: `table[2k]` sets only, `table[2k + 1]` sets and a pair. */
type NeedTable = Uint8Array

function build(kinds: number, runs: boolean): NeedTable {
  const size = POW5[kinds]
  const table = new Uint8Array(size * 2)
  table[0] = 0
  table[1] = 2
  const digits = new Array<number>(kinds).fill(0)
  let held = 0
  for (let key = 1; key < size; key++) {
    for (let d = 0; ; d++) {
      if (digits[d] < 4) {
        digits[d]++
        held++
        break
      }
      digits[d] = 0
      held -= 4
    }
    if (held > MAX_HELD) {
      table[2 * key] = UNREACHABLE
      table[2 * key + 1] = UNREACHABLE
      continue
    }
    let i = 0
    while (digits[i] === 0) i++
    const c = digits[i]
    // triplet of kind i
    const tripletUse = c < 3 ? c : 3
    const afterTriplet = key - tripletUse * POW5[i]
    let sets = 3 - tripletUse + table[2 * afterTriplet]
    let pair = 3 - tripletUse + table[2 * afterTriplet + 1]
    // pair of kind i
    const pairUse = c < 2 ? c : 2
    const afterPair = key - pairUse * POW5[i]
    const pairOnly = 2 - pairUse + table[2 * afterPair]
    if (pairOnly < pair) pair = pairOnly
    if (runs) {
      const lo = i >= 2 ? i - 2 : 0
      const hi = i <= kinds - 3 ? i : kinds - 3
      for (let s = lo; s <= hi; s++) {
        let rest = key
        let cost = 0
        for (let j = s; j < s + 3; j++) {
          if (j >= i && digits[j] > 0) rest -= POW5[j]
          else cost++
        }
        const runSets = cost + table[2 * rest]
        if (runSets < sets) sets = runSets
        const runPair = cost + table[2 * rest + 1]
        if (runPair < pair) pair = runPair
      }
    }
    if (sets + 2 < pair) pair = sets + 2
    table[2 * key] = sets
    table[2 * key + 1] = pair
  }
  return table
}

/**
 * What a suit is without wilds, one byte per key for the wild-free win check: bit 0 it is sets
 * only, bit 1 sets and a pair; bits 2 and up are 0 when some count is odd, else 1 + its pairs
 * (four identical = two pairs). Derived from the need table.
 */
type NaturalTable = Uint8Array

const NATURAL_SETS = 1
const NATURAL_PAIR = 2

/** Whether four groups (honours and the three suits, by their natural bytes) are sets and one pair. */
export function naturalStandard(z: number, m: number, p: number, s: number): boolean {
  // the product of the groups' shapes is 2 when every group is sets (1) but one, sets and the pair (2)
  return (z & 3) * (m & 3) * (p & 3) * (s & 3) === 2
}

/** Whether four groups are seven pairs: every count even, and the groups' 1 + pairs sum to 4 + 7. */
export function naturalSevenPairs(z: number, m: number, p: number, s: number): boolean {
  return z >= 4 && m >= 4 && p >= 4 && s >= 4 && (z >> 2) + (m >> 2) + (p >> 2) + (s >> 2) === 11
}

function buildNatural(kinds: number, needs: NeedTable): NaturalTable {
  const size = POW5[kinds]
  const table = new Uint8Array(size)
  const digits = new Array<number>(kinds).fill(0)
  let held = 0
  let odd = 0
  table[0] = NATURAL_SETS | (1 << 2)
  for (let key = 1; key < size; key++) {
    for (let d = 0; ; d++) {
      if (digits[d] < 4) {
        odd += digits[d] & 1 ? -1 : 1
        digits[d]++
        held++
        break
      }
      digits[d] = 0
      held -= 4
    }
    if (held > MAX_HELD) continue
    const shape = needs[2 * key] === 0 ? NATURAL_SETS : needs[2 * key + 1] === 0 ? NATURAL_PAIR : 0
    table[key] = shape | (odd === 0 ? (1 + held / 2) << 2 : 0)
  }
  return table
}

let suitTable: NeedTable | null = null
let honourTable: NeedTable | null = null
let suitNaturalTable: NaturalTable | null = null
let honourNaturalTable: NaturalTable | null = null

/** The table of a numbered suit (nine kinds, runs allowed). */
export function suitNeeds(): NeedTable {
  if (suitTable === null) suitTable = build(9, true)
  return suitTable
}

/** The table of the honours (seven kinds, triplets and pairs only). */
export function honourNeeds(): NeedTable {
  if (honourTable === null) honourTable = build(7, false)
  return honourTable
}

/** The natural table of a numbered suit. */
export function suitNatural(): NaturalTable {
  if (suitNaturalTable === null) suitNaturalTable = buildNatural(9, suitNeeds())
  return suitNaturalTable
}

/** The natural table of the honours. */
export function honourNatural(): NaturalTable {
  if (honourNaturalTable === null) honourNaturalTable = buildNatural(7, honourNeeds())
  return honourNaturalTable
}
