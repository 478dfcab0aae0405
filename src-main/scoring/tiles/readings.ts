/**
 * Every reading of a complete hand (RULES §9): standard (declared melds plus sets from the
 * concealed tiles and one pair), seven pairs (four identical = two pairs), thirteen orphans.
 * Each wild tile is given the kind it stands for, and every assignment of the wilds is its own
 * reading: a wild may stand where a natural tile could, and for a kind already held four times
 * (groups made only of wilds stand for `wildKinds`). The enumeration is guided by the need
 * tables: a branch that could no longer complete the hand is never entered.
 */
import { honourNatural, naturalSevenPairs, naturalStandard, suitNatural } from './tables'
import {
  honourKey,
  setsNeed,
  standardNeed,
  suitKey,
  ORPHANS,
  DEFAULT_SHAPES,
  SEVEN_PAIRS,
  STANDARD,
  THIRTEEN_ORPHANS
} from './win'

export type MeldKind = 'chow' | 'pong' | 'kong' | 'concealedKong'

/** A declared meld: `first` is the run's lowest kind for a chow, the kind otherwise. */
export interface Meld {
  kind: MeldKind
  first: number
}

export interface ReadSet {
  type: 'run' | 'triplet' | 'kong'
  /** The run's lowest kind, or the triplet's / kong's kind. */
  first: number
  /** The declared meld this set is, or null for a concealed set. */
  meld: MeldKind | null
  /** The kinds its wild tiles stand for. */
  wilds: readonly number[]
}

export interface ReadPair {
  kind: number
  /** How many of its two tiles are wild. */
  wilds: number
}

export type Form = 'standard' | 'sevenPairs' | 'thirteenOrphans'

export interface Reading {
  form: Form
  /** Standard: the four sets (melds first). Empty for the other forms. */
  sets: ReadSet[]
  /** Standard and thirteen orphans: the one pair. Seven pairs: seven (a kind twice for four identical). */
  pairs: ReadPair[]
  /** The kind each wild tile stands for, ascending. */
  wilds: number[]
}

interface ReadingOptions {
  shapes?: number
  /** Kinds that groups made only of wilds may stand for; default every kind. */
  wildKinds?: readonly number[]
}

const ALL_KINDS = Array.from({ length: 34 }, (_, i) => i)
const NONE: readonly number[] = []
const NO_MELDS: readonly Meld[] = []
const NO_SETS: readonly ReadSet[] = []
const NO_OPTIONS: ReadingOptions = {}

/** The concealed sets without wilds, one object per kind, shared by every reading (readings are only read). */
const TRIPLETS = ALL_KINDS.map((k): ReadSet => ({ type: 'triplet', first: k, meld: null, wilds: NONE }))
const RUNS = ALL_KINDS.map((k): ReadSet => ({ type: 'run', first: k, meld: null, wilds: NONE }))
const PAIRS = ALL_KINDS.map((k): ReadPair => ({ kind: k, wilds: 0 }))

/**
 * Every reading without wilds. The natural tables give, per suit, whether it is sets only or
 * sets and the pair, and whether its counts are all even (with its pairs), so neither shape
 * needs a pass over the counts. A standard reading's suits come from a cache of each suit's
 * splits, keyed by its counts; every combination of the suits' splits is a reading.
 */
function naturalReadings(counts: ArrayLike<number>, melds: readonly ReadSet[], shapes: number, out: Reading[]): void {
  const suit = suitNatural()
  const keyM = suitKey(counts, 0)
  const keyP = suitKey(counts, 9)
  const keyS = suitKey(counts, 18)
  const z = honourNatural()[honourKey(counts)]
  const m = suit[keyM]
  const p = suit[keyP]
  const s = suit[keyS]
  if (shapes & STANDARD && naturalStandard(z, m, p, s))
    standardOfSplits(counts, melds, suitSplits(keyM), suitSplits(keyP), suitSplits(keyS), out)
  if (melds.length > 0) return
  if (shapes & SEVEN_PAIRS && naturalSevenPairs(z, m, p, s)) sevenPairsOfCounts(counts, out)
  if (shapes & THIRTEEN_ORPHANS && heldTiles(counts) === 14) thirteenOrphans(counts, 0, out)
}

function standardOfSplits(
  counts: ArrayLike<number>,
  melds: readonly ReadSet[],
  m: readonly number[],
  p: readonly number[],
  s: readonly number[],
  out: Reading[]
): void {
  if (m.length === 0 || p.length === 0 || s.length === 0) return
  let pair = -1
  let triplets = 0
  for (let k = 27; k < 34; k++) {
    if (counts[k] === 2) pair = k
    else if (counts[k] === 3) triplets++
  }
  // the concealed tiles make the sets the melds leave (every split of a suit has as many)
  if (melds.length + triplets + setCount(m[0]) + setCount(p[0]) + setCount(s[0]) !== 4) return
  for (const a of m)
    for (const b of p)
      for (const c of s) {
        const sets: ReadSet[] = []
        append(sets, melds)
        for (let k = 27; k < 34; k++) if (counts[k] === 3) sets.push(TRIPLETS[k])
        appendSplit(sets, 0, a)
        appendSplit(sets, 9, b)
        appendSplit(sets, 18, c)
        const kind = pairOf(a, 0, pairOf(b, 9, pairOf(c, 18, pair)))
        out.push({ form: 'standard', sets, pairs: [PAIRS[kind]], wilds: [] })
      }
}

function append(to: ReadSet[], from: readonly ReadSet[]): void {
  for (let i = 0; i < from.length; i++) to.push(from[i])
}

/**
 * A split of one numbered suit, as one number (kinds 0–8 within the suit): bits 0–3 the
 * pair's kind + 1 (0: no pair), bits 4–6 how many sets, then 5 bits per set: its kind × 2,
 * + 1 for a run. A suit of a 14-tile hand has at most four sets: 27 bits.
 */
type Split = number

const setCount = (split: Split): number => (split >> 4) & 7
/** The pair's kind of `split` of the suit whose first kind is `o`, or `otherwise` when it has none. */
const pairOf = (split: Split, o: number, otherwise: number): number => (split & 15 ? o + (split & 15) - 1 : otherwise)

/** Appends the sets of `split` of the suit whose first kind is `o`. */
function appendSplit(sets: ReadSet[], o: number, split: Split): void {
  for (let j = 0, n = setCount(split); j < n; j++) {
    const set = (split >> (7 + 5 * j)) & 31
    sets.push(set & 1 ? RUNS[o + (set >> 1)] : TRIPLETS[o + (set >> 1)])
  }
}

const EMPTY_SUIT: readonly Split[] = [0]

/** The splits of each complete way a suit is held, by suit key (the same in every suit); filled on first use. */
const splitCache = new Map<number, Split[]>()

/** Every split of a numbered suit held as `key`, complete (sets, or sets and a pair); none past 14 tiles. */
function suitSplits(key: number): readonly Split[] {
  if (key === 0) return EMPTY_SUIT
  let splits = splitCache.get(key)
  if (splits === undefined) {
    splits = splitSuit(key)
    splitCache.set(key, splits)
  }
  return splits
}

function splitSuit(key: number): Split[] {
  const c: number[] = []
  let held = 0
  let weighted = 0
  for (let i = 0, rest = key; i < 9; i++, rest = Math.floor(rest / 5)) {
    c.push(rest % 5)
    held += c[i]
    weighted += i * c[i]
  }
  const out: Split[] = []
  if (held > 14) return out
  if (held % 3 === 0) {
    split(c, 0, false, 0, out)
    return out
  }
  // a pair's kind p has 2p ≡ Σ i·c_i (mod 3): every set's kinds sum to a multiple of 3
  for (let p = (2 * weighted) % 3; p < 9; p += 3) {
    if (c[p] < 2) continue
    c[p] -= 2
    split(c, 0, false, p + 1, out)
    c[p] += 2
  }
  return out
}

/** Adds to `split` one set (kind × 2, + 1 for a run). */
function withSet(split: Split, set: number): Split {
  return split + (1 << 4) + (set << (7 + 5 * setCount(split)))
}

function split(c: number[], from: number, runOnly: boolean, code: Split, out: Split[]): void {
  let i = from
  while (i < 9 && c[i] === 0) i++
  if (i === 9) {
    out.push(code)
    return
  }
  // after a run from kind i, no triplet of i: that split was taken triplet first
  if (!(runOnly && i === from) && c[i] >= 3) {
    c[i] -= 3
    split(c, i, false, withSet(code, 2 * i), out)
    c[i] += 3
  }
  if (i <= 6 && c[i + 1] > 0 && c[i + 2] > 0) {
    c[i]--
    c[i + 1]--
    c[i + 2]--
    split(c, i, true, withSet(code, 2 * i + 1), out)
    c[i]++
    c[i + 1]++
    c[i + 2]++
  }
}

/**
 * Every reading of `counts` (concealed, wilds apart) plus `wilds` wilds and the declared `melds`.
 * Readings share their set and pair objects: read them, never change them.
 */
export function readings(
  counts: ArrayLike<number>,
  wilds: number,
  melds: readonly Meld[] = NO_MELDS,
  options: ReadingOptions = NO_OPTIONS
): Reading[] {
  const shapes = options.shapes ?? DEFAULT_SHAPES
  const meldSets = melds.length === 0 ? NO_SETS : melds.map(meldSet)
  const out: Reading[] = []
  if (wilds === 0) {
    naturalReadings(counts, meldSets, shapes, out)
    return out
  }
  const wildKinds = options.wildKinds ?? ALL_KINDS
  const n = heldTiles(counts) + wilds
  if (shapes & STANDARD && n === 14 - 3 * melds.length && standardNeed(counts) <= wilds)
    new StandardReader(Array.from(counts), wilds, meldSets, wildKinds, out).run()
  if (melds.length === 0 && n === 14) {
    if (shapes & SEVEN_PAIRS) sevenPairs(counts, wilds, wildKinds, out)
    if (shapes & THIRTEEN_ORPHANS) thirteenOrphans(counts, wilds, out)
  }
  return out
}

function heldTiles(counts: ArrayLike<number>): number {
  let n = 0
  for (let i = 0; i < 34; i++) n += counts[i]
  return n
}

function meldSet(m: Meld): ReadSet {
  return {
    type: m.kind === 'chow' ? 'run' : m.kind === 'pong' ? 'triplet' : 'kong',
    first: m.first,
    meld: m.kind,
    wilds: NONE
  }
}

function suitStart(kind: number): number {
  return kind < 27 ? kind - (kind % 9) : -1
}

/**
 * The groups that may cover a held kind i, in the order they are tried. A pair or triplet of i
 * (`offset` −1) takes `natural` tiles of i and wilds for the rest; a run from i − `offset` takes
 * a natural i, and above i a natural tile where `natural` has the bit (kind i + 1 + bit) set.
 * Below i nothing is held, so wilds stand there.
 */
const OPTIONS: readonly { size: 2 | 3; offset: number; natural: number }[] = [
  { size: 2, offset: -1, natural: 2 },
  { size: 2, offset: -1, natural: 1 },
  { size: 3, offset: -1, natural: 3 },
  { size: 3, offset: -1, natural: 2 },
  { size: 3, offset: -1, natural: 1 },
  { size: 3, offset: 2, natural: 0 },
  { size: 3, offset: 1, natural: 1 },
  { size: 3, offset: 1, natural: 0 },
  { size: 3, offset: 0, natural: 3 },
  { size: 3, offset: 0, natural: 2 },
  { size: 3, offset: 0, natural: 1 },
  { size: 3, offset: 0, natural: 0 }
]

function tripletOf(kind: number, wilds: number): ReadSet {
  return wilds === 0
    ? TRIPLETS[kind]
    : { type: 'triplet', first: kind, meld: null, wilds: new Array<number>(wilds).fill(kind) }
}

/** The run from `s` whose natural tiles are `taken`; wilds stand for its other kinds. */
function runOf(s: number, taken: readonly number[]): ReadSet {
  if (taken.length === 3) return RUNS[s]
  const stood: number[] = []
  for (let j = s; j < s + 3; j++) if (!taken.includes(j)) stood.push(j)
  return { type: 'run', first: s, meld: null, wilds: stood }
}

class StandardReader {
  private readonly sets: ReadSet[]
  private pair: ReadPair | null = null

  constructor(
    private readonly c: number[],
    private wilds: number,
    melds: readonly ReadSet[],
    private readonly wildKinds: readonly number[],
    private readonly out: Reading[]
  ) {
    this.sets = melds.slice()
  }

  run(): void {
    this.step(0, 0)
  }

  private feasible(): boolean {
    return (this.pair === null ? standardNeed(this.c) : setsNeed(this.c)) <= this.wilds
  }

  /**
   * Covers the smallest held kind ≥ `from` with one group holding it: a pair, triplet or run,
   * each with as many or as few natural tiles as it can (a wild may stand where a natural tile
   * could, so every assignment of the wilds is reached). Groups covering one kind are taken in
   * ascending option order from `minOption`, so no reading comes twice.
   */
  private step(from: number, minOption: number): void {
    const c = this.c
    let i = from
    while (i < 34 && c[i] === 0) i++
    if (i === 34) {
      this.finish()
      return
    }
    const start = suitStart(i)
    for (let option = i === from ? minOption : 0; option < OPTIONS.length; option++) {
      const { size, offset, natural } = OPTIONS[option]
      if (size === 2 && this.pair !== null) continue
      if (offset < 0) {
        if (natural > c[i]) continue
        this.tryGroup(i, option, [i], natural, size - natural)
        continue
      }
      const s = i - offset
      if (start < 0 || s < start || s > start + 6) continue
      // the run's kinds above i: bit j − i − 1 of `natural` set when a natural tile stands there
      const taken = [i]
      let ok = true
      for (let j = i + 1; j < s + 3; j++)
        if (natural & (1 << (j - i - 1))) {
          if (c[j] === 0) ok = false
          taken.push(j)
        }
      if (ok) this.tryGroup(i, option, taken, 1, 3 - taken.length)
    }
  }

  /** Takes one tile of each of `taken` (`each` of a pair's or triplet's one kind), `wilds` wilds, and goes on. */
  private tryGroup(kind: number, option: number, taken: number[], each: number, wilds: number): void {
    if (wilds > this.wilds) return
    const c = this.c
    for (const j of taken) c[j] -= each
    this.wilds -= wilds
    const { size, offset } = OPTIONS[option]
    if (size === 2) this.pair = { kind, wilds }
    else this.sets.push(offset < 0 ? tripletOf(kind, wilds) : runOf(kind - offset, taken))
    if (this.feasible()) this.step(kind, option)
    if (size === 2) this.pair = null
    else this.sets.pop()
    this.wilds += wilds
    for (const j of taken) c[j] += each
  }

  /** Leftover wilds make whole groups: a pair if none yet, then triplets. */
  private finish(): void {
    let left = this.wilds
    const kinds = this.wildKinds
    const pairChoices = this.pair === null ? kinds : [-1]
    if (this.pair === null) left -= 2
    if (left < 0 || left % 3 !== 0) return
    const triplets = left / 3
    for (const pairKind of pairChoices) {
      const pair = pairKind < 0 ? (this.pair as ReadPair) : { kind: pairKind, wilds: 2 }
      forEachCombination(kinds, triplets, (combo) => {
        const sets = this.sets.concat(
          combo.map((k): ReadSet => ({ type: 'triplet', first: k, meld: null, wilds: [k, k, k] }))
        )
        this.out.push(reading('standard', sets, [pair]))
      })
    }
  }
}

/** Calls `f` with every nondecreasing choice of `count` items of `items`. */
function forEachCombination(items: readonly number[], count: number, f: (combo: number[]) => void): void {
  const combo: number[] = []
  const pick = (from: number): void => {
    if (combo.length === count) {
      f(combo.slice())
      return
    }
    for (let i = from; i < items.length; i++) {
      combo.push(items[i])
      pick(i)
      combo.pop()
    }
  }
  pick(0)
}

function reading(form: Form, sets: ReadSet[], pairs: ReadPair[], extraWilds: number[] = []): Reading {
  const wilds = extraWilds.slice()
  for (const s of sets) for (const k of s.wilds) wilds.push(k)
  for (const p of pairs) for (let i = 0; i < p.wilds; i++) wilds.push(p.kind)
  wilds.sort((a, b) => a - b)
  return { form, sets, pairs, wilds }
}

/**
 * Seven pairs: each odd count takes a wild; the wild pairs left stand, every way, for held kinds
 * (four, six, eight identical) or for kinds not held, taken in each suit of `wildKinds` from its
 * kind on (enough of them that every wild pair may have a kind of its own).
 */
function sevenPairs(counts: ArrayLike<number>, wilds: number, wildKinds: readonly number[], out: Reading[]): void {
  const held = Array.from(counts)
  let left = wilds
  for (let i = 0; i < 34; i++) if (held[i] & 1) left--
  if (left < 0) return
  const wildPairs = left / 2
  const choices: number[] = []
  for (let i = 0; i < 34; i++) if (held[i] > 0) choices.push(i)
  for (const start of wildKinds)
    for (let k = start, fresh = 0; k >= 0 && fresh < wildPairs; k = nextInGroup(k))
      if (held[k] === 0 && !choices.includes(k)) {
        choices.push(k)
        fresh++
      }
  forEachCombination(choices, wildPairs, (combo) => {
    const c = held.map((n) => n + (n & 1))
    for (const k of combo) c[k] += 2
    const pairs: ReadPair[] = []
    for (let i = 0; i < 34; i++)
      for (let p = 0; p < c[i] / 2; p++) pairs.push({ kind: i, wilds: Math.max(0, Math.min(2, 2 * p + 2 - held[i])) })
    out.push(reading('sevenPairs', [], pairs))
  })
}

/** The seven pairs of 14 tiles without wilds, every count even (a four is two pairs). */
function sevenPairsOfCounts(counts: ArrayLike<number>, out: Reading[]): void {
  const pairs: ReadPair[] = []
  for (let i = 0; i < 34; i++) for (let n = counts[i]; n > 0; n -= 2) pairs.push(PAIRS[i])
  out.push({ form: 'sevenPairs', sets: [], pairs, wilds: [] })
}

/** The next kind after `k` in its suit (honours: among the honours), or -1. */
function nextInGroup(k: number): number {
  const end = k < 27 ? k - (k % 9) + 9 : 34
  return k + 1 < end ? k + 1 : -1
}

function thirteenOrphans(counts: ArrayLike<number>, wilds: number, out: Reading[]): void {
  const missing: number[] = []
  let pairKind = -1
  for (const k of ORPHANS) {
    if (counts[k] === 0) missing.push(k)
    if (counts[k] === 2) pairKind = k
  }
  let held = 0
  for (const k of ORPHANS) held += counts[k]
  let all = 0
  for (let i = 0; i < 34; i++) all += counts[i]
  if (held !== all) return
  if (pairKind < 0) {
    if (wilds !== missing.length + 1) return
    // the extra wild doubles the first orphan held, or a missing one when none is held
    const kind = ORPHANS.find((k) => counts[k] > 0) ?? missing[0]
    out.push(
      reading(
        'thirteenOrphans',
        [],
        [{ kind, wilds: counts[kind] > 0 ? 1 : 2 }],
        missing.filter((k) => k !== kind || counts[kind] > 0)
      )
    )
    return
  }
  if (wilds !== missing.length) return
  out.push(reading('thirteenOrphans', [], [{ kind: pairKind, wilds: 0 }], missing))
}
