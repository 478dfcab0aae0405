/**
 * RULES §9 Points settled: every assignment of the wilds is its own reading. For random 杭州 and
 * 安化 hands with 0–4 wild tiles, a brute force tries every assignment of the wilds (each any kind
 * of the variant, five of a kind allowed), reads each assigned hand by the rules' own words, and
 * scores the fields each reading shows; the engine reading the tiles must pay the winner the
 * most of them (and refuse the hand when no assignment reads as complete).
 */
import { describe, expect, it } from 'vitest'
import { ScoringError, scoreHand, type HandInput } from '../../../../src-main/scoring'
import { formatCounts, tileName } from '../../../../src-main/scoring/tiles'
// the 王 class is counted from the 王 held, the same in every reading: not what this test checks
import { wangClass } from '../../../../src-main/scoring/variants/anhua/tiles'
import {
  bruteSetsOnly,
  completeSets,
  forEachAssignment,
  seededRng,
  setKinds,
  type BuiltSet
} from '../../../support/tileHands'
import type { Rng } from '../../../support/randomHands'

const HANDS = 300
/** The brute force tries up to 66,045 assignments of four wilds per hand. */
const SLOW = 120_000
const WHITE = 31

interface Hand {
  /** Natural concealed tiles (as the kinds they count as) and how many wilds. */
  natural: number[]
  wilds: number
  melds: BuiltSet[]
  winTile: number
  winTileWild: boolean
}

/** A complete hand (a third of them in one suit), some of its sets declared, `wilds` of its concealed tiles taken as wilds, and sometimes one tile changed. */
function buildHand(rng: Rng, kinds: number, wilds: number): { natural: number[]; melds: BuiltSet[] } | null {
  // one hand in three of one suit: one suit's 清一色, and many readings of crowded kinds
  const { sets, counts } = completeSets(rng, rng.int(0, 2) === 0 ? 9 : kinds)
  const melds = sets.slice(0, rng.int(0, 9) < 3 ? rng.int(1, 2) : 0)
  const natural = counts.slice()
  for (const m of melds) for (const k of setKinds(m)) natural[k]--
  for (let taken = 0; taken < wilds;) {
    const k = rng.int(0, kinds - 1)
    if (natural[k] > 0) {
      natural[k]--
      taken++
    }
  }
  if (rng.int(0, 4) === 0) {
    const from = natural.findIndex((n) => n > 0)
    const to = rng.int(0, kinds - 1)
    if (from < 0 || counts[to] >= 4) return null
    natural[from]--
    natural[to]++
  }
  return { natural, melds }
}

function meldsOf(melds: BuiltSet[], write: (k: number) => number) {
  return melds.map((m) => ({
    kind: m.type === 'run' ? 'chow' : 'pong',
    tiles: setKinds(m)
      .map((k) => tileName(write(k)))
      .join('')
  }))
}

/** A self-draw by seat 1 with `fields` (4 seats, dealer 0, streak 1). */
function selfDraw(variant: string, options: Record<string, unknown>, fields: Record<string, unknown>): HandInput {
  const events: unknown[] = [{ type: 'win', winner: 1, from: null, ...fields }]
  return { variant, options, seats: 4, dealer: 0, dealerStreak: 1, events } as HandInput
}

/** Each distinct set of fields scored as a typed self-draw by seat 1; the most seat 1 is paid, or null when there are none. */
function bestTyped(
  variant: string,
  options: Record<string, unknown>,
  fields: Set<string>,
  extra: Record<string, unknown>
) {
  let best: number | null = null
  for (const f of fields) {
    const r = scoreHand(selfDraw(variant, options, { ...extra, ...(JSON.parse(f) as object) }))
    if (best === null || r.deltas[1] > best) best = r.deltas[1]
  }
  return best
}

/** What seat 1 is paid by the engine reading the tiles, or null when it refuses them as not winning. */
function paidByTiles(input: HandInput): number | null {
  try {
    return scoreHand(input).deltas[1]
  } catch (error) {
    if (error instanceof ScoringError && error.code === 'TILES_NOT_WINNING') return null
    throw error
  }
}

const plus = (a: readonly number[], b: readonly number[]) => a.map((n, i) => n + b[i])
const allEven = (c: readonly number[]) => c.every((n) => n % 2 === 0)

/** Whether `c` is sets and one pair whose kind passes `pairOk`. */
function standardWith(c: number[], pairOk: (kind: number) => boolean): boolean {
  for (let k = 0; k < 34; k++) {
    if (c[k] < 2 || !pairOk(k)) continue
    c[k] -= 2
    const ok = bruteSetsOnly(c)
    c[k] += 2
    if (ok) return true
  }
  return false
}

/** 杭州: form, luxury (six identical = one group of four and a pair; eight = two) and 暴头. */
function hangzhouFields(h: Hand): Set<string> {
  const fields = new Set<string>()
  let standard = false
  let luxury = -1
  forEachAssignment(h.wilds, 34, (added) => {
    const c = plus(h.natural, added)
    if (!standard && standardWith(c, () => true)) standard = true
    if (h.melds.length === 0 && allEven(c))
      luxury = Math.max(
        luxury,
        Math.min(
          3,
          c.reduce((a, n) => a + Math.floor(n / 4), 0)
        )
      )
  })
  if (standard) {
    // 暴头: without the drawn tile, sets and one single wild (a drawn 财神 leaves two wilds for the pair)
    const rest = h.natural.slice()
    if (!h.winTileWild) rest[h.winTile]--
    const left = h.wilds - (h.winTileWild ? 2 : 1)
    let baotou = false
    if (left >= 0) forEachAssignment(left, 34, (added) => (baotou ||= bruteSetsOnly(plus(rest, added))))
    fields.add(JSON.stringify({ form: 'standard', luxury: 0, baotou }))
    if (baotou) fields.add(JSON.stringify({ form: 'standard', luxury: 0, baotou: false }))
  }
  if (luxury >= 0) fields.add(JSON.stringify({ form: 'sevenPairs', luxury, baotou: false }))
  return fields
}

function randomHangzhou(rng: Rng, wilds: number) {
  const built = buildHand(rng, 34, wilds)
  const wild = rng.int(0, 33)
  if (!built || built.natural[WHITE] > 0 || built.melds.some((m) => setKinds(m).includes(WHITE))) return null
  // a natural tile of the 财神 kind is written as its face, 白板 (unless 白板 is itself the 财神)
  const write = (k: number) => (k === wild && wild !== WHITE ? WHITE : k)
  const written = new Array<number>(34).fill(0)
  built.natural.forEach((n, k) => (written[write(k)] += n))
  if (wild === WHITE && built.natural[WHITE] > 0) return null
  written[wild] += wilds
  if (written.some((n) => n > 4)) return null
  const held = written.flatMap((n, k) => new Array<number>(n).fill(k))
  const winWritten = held[rng.int(0, held.length - 1)]
  const winTileWild = winWritten === wild
  const hand: Hand = {
    ...built,
    wilds,
    winTileWild,
    winTile: winTileWild ? -1 : winWritten === WHITE && wild !== WHITE ? wild : winWritten
  }
  const tiles = {
    concealed: formatCounts(written),
    melds: meldsOf(built.melds, write),
    winTile: tileName(winWritten),
    wild: tileName(wild)
  }
  const expected = bestTyped('hangzhou', { base: 1 }, hangzhouFields(hand), {})
  return { input: selfDraw('hangzhou', { base: 1 }, { tiles }), shown: tiles, expected }
}

/** 安化: features 清一色 (wilds standing in that suit) and 小七对; a standard reading needs a 2/5/8 pair unless 清一色. */
function anhuaFeatures(c: number[], melds: BuiltSet[]): string[][] {
  const kinds = [...c.flatMap((n, k) => (n > 0 ? [k] : [])), ...melds.flatMap(setKinds)]
  const suit = Math.floor(kinds[0] / 9)
  const flush = kinds.every((k) => Math.floor(k / 9) === suit)
  const out: string[][] = []
  const base = flush ? ['qingyise'] : []
  if (standardWith(c, (k) => flush || k % 3 === 1)) out.push(base)
  if (melds.length === 0 && allEven(c)) out.push([...base, 'qidui'])
  return out
}

function anhuaFields(h: Hand, wang: string, ownFaces: number[] | null): Set<string> {
  const fields = new Set<string>()
  forEachAssignment(h.wilds, 27, (added) => {
    for (const features of anhuaFeatures(plus(h.natural, added), h.melds))
      fields.add(JSON.stringify({ wang, features }))
  })
  if (ownFaces)
    for (const features of anhuaFeatures(plus(h.natural, ownFaces), h.melds))
      fields.add(JSON.stringify({ wang: 'hard', features }))
  return fields
}

function randomAnhua(rng: Rng, wilds: number) {
  const built = buildHand(rng, 27, wilds)
  if (!built) return null
  const turned = rng.int(0, 26)
  const next = turned % 9 === 8 ? turned - 8 : turned + 1
  const wangMode = rng.int(0, 1) === 0 ? 4 : 7
  const wildKinds = wangMode === 7 ? [turned, next] : [next]
  // the hand's tiles of a 王 kind are 王: they join the wilds (a 王 in a declared meld is not allowed)
  if (built.melds.some((m) => setKinds(m).some((k) => wildKinds.includes(k)))) return null
  const natural = built.natural.slice()
  const written = natural.slice()
  let extra = wilds
  for (const k of wildKinds) {
    extra += natural[k]
    natural[k] = 0
  }
  if (extra > 4) return null
  // the turned kind has three tiles left to hold
  const ofTurned = wangMode === 7 ? Math.min(3, rng.int(0, extra)) : 0
  for (const k of wildKinds) written[k] = 0
  if (wangMode === 7) written[turned] = ofTurned
  written[next] = extra - ofTurned
  if (written[next] > 4) return null
  const held = written.flatMap((n, k) => new Array<number>(n).fill(k))
  const winWritten = held[rng.int(0, held.length - 1)]
  const byKind = wildKinds.map((k) => written[k])
  const hand: Hand = {
    natural,
    wilds: extra,
    melds: built.melds,
    winTile: winWritten,
    winTileWild: wildKinds.includes(winWritten)
  }
  const selfWangIsHard = rng.int(0, 2) === 0
  const ownFaces = new Array<number>(34).fill(0)
  for (const k of wildKinds) ownFaces[k] = written[k]
  const options = { birdMode: 'none', wangMode, selfWangIsHard }
  const tiles = {
    concealed: formatCounts(written),
    melds: meldsOf(built.melds, (k) => k),
    winTile: tileName(winWritten),
    turned: tileName(turned)
  }
  const input = selfDraw('anhua', options, { birds: [], tiles })
  const fields = anhuaFields(hand, wangClass(byKind), selfWangIsHard && extra > 0 ? ownFaces : null)
  return { input, shown: { tiles, options }, expected: bestTyped('anhua', options, fields, { birds: [] }) }
}

/** Checks HANDS hands of `make` (0–4 wilds in turn; a null is a hand not drawn, tried again). */
function checkHands(
  seed: number,
  make: (rng: Rng, wilds: number) => { input: HandInput; shown: unknown; expected: number | null } | null
) {
  const rng = seededRng(seed)
  for (let checked = 0; checked < HANDS;) {
    const made = make(rng, checked % 5)
    if (!made) continue
    checked++
    expect(paidByTiles(made.input), JSON.stringify(made.shown)).toBe(made.expected)
  }
}

describe('the best reading pays at least what every assignment of the wilds pays (brute force)', () => {
  it('杭州, 0–4 财神', () => checkHands(17, randomHangzhou), SLOW)
  it('安化, 0–4 王 (四王 and 七王)', () => checkHands(18, randomAnhua), SLOW)
})
