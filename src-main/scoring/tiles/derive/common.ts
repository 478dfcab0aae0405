/** What every variant's derivation shares: reading properties, candidates, and agreement with the host's own fields. */
import { fail, show } from '../../errors'
import type { HandResult } from '../../types'
import { at } from '../../validate'
import type { HandTiles, TileRules } from '../handTiles'
import { tileName } from '../notation'
import type { Reading } from '../readings'
import { ORPHANS } from '../win'

/** One way to score a win read from tiles: the event's fields, the ones the tiles decided, the reading. */
export interface Candidate {
  fields: Record<string, unknown>
  derived: Record<string, unknown>
  reading: Reading | null
}

export type RawEvent = Record<string, unknown>

export interface Derivation {
  rules: TileRules
  /** Every candidate of a win, the host's fields applied (context kept, tile fields agreeing). */
  win(hand: HandTiles, raw: RawEvent, options: Record<string, unknown>, path: string): Candidate[]
  /** 四川 / 安顺 查叫: the entry key, how the waits' values combine, and a wait's value from a plain win by seat 1. */
  draw?: {
    key: string
    pick: 'least' | 'most'
    selfDraw: boolean
    value(result: HandResult, base: number): number
  }
}

/** Every kind a reading's tiles stand as, melds and wilds included. */
export function readingKinds(r: Reading): number[] {
  const kinds: number[] = []
  for (const s of r.sets) {
    if (s.type === 'run') kinds.push(s.first, s.first + 1, s.first + 2)
    else kinds.push(s.first, s.first, s.first)
  }
  for (const p of r.pairs) kinds.push(p.kind, p.kind)
  if (r.form === 'thirteenOrphans') for (const k of ORPHANS) if (k !== r.pairs[0].kind) kinds.push(k)
  return kinds
}

/** The suit (0 m, 1 p, 2 s, 3 honours) of a kind. */
export function suitOf(kind: number): number {
  return Math.floor(kind / 9)
}

/** Whether every tile is of one numbered suit. */
export function oneSuit(kinds: readonly number[]): boolean {
  return kinds.length > 0 && kinds[0] < 27 && kinds.every((k) => suitOf(k) === suitOf(kinds[0]))
}

export function allTriplets(r: Reading): boolean {
  return r.form === 'standard' && r.sets.every((s) => s.type !== 'run')
}

/** Seven pairs: how many groups of four identical tiles (two of the pairs; six identical are one group, eight two). */
export function fours(r: Reading): number {
  if (r.form !== 'sevenPairs') return 0
  let n = 0
  for (let i = 0, same = 1; i < r.pairs.length; i++) {
    same = i > 0 && r.pairs[i].kind === r.pairs[i - 1].kind ? same + 1 : 1
    if (same % 2 === 0) n++
  }
  return n
}

/** Rank 2, 5 or 8 of a numbered suit. */
export function is258(kind: number): boolean {
  return kind < 27 && kind % 3 === 1
}

export function notWinning(path: string, en: string, zh: string): never {
  return fail('TILES_NOT_WINNING', path, en, zh)
}

export function cannotRead(path: string): never {
  return notWinning(
    path,
    'these tiles do not make a complete hand (four sets and a pair, or seven pairs)',
    '这手牌不能组成胡牌（四组加一对将，或七对）'
  )
}

function mismatch(path: string, field: string, value: unknown): never {
  return fail(
    'TILES_MISMATCH',
    at(path, field),
    `${show(value)} does not agree with the tiles; remove the tiles to override it`,
    `${show(value)} 与牌面不符；如需手动指定，请去掉牌面`
  )
}

/** Keeps the candidates whose derived `field` is the host's value, when the host gave one. */
export function agreeScalar(candidates: Candidate[], raw: RawEvent, field: string, path: string): Candidate[] {
  const given = raw[field]
  if (given === undefined) return candidates
  const kept = candidates.filter((c) => c.derived[field] === given)
  return kept.length > 0 ? kept : mismatch(path, field, given)
}

/**
 * A list field (大胡, features, yaku): when the host names tile ids, some candidate must derive
 * exactly those; the other ids are context, added to the derived ones.
 */
export function agreeList(
  candidates: Candidate[],
  raw: RawEvent,
  field: string,
  tileIds: readonly string[],
  path: string
): Candidate[] {
  const given = raw[field]
  const list = Array.isArray(given) ? (given as unknown[]) : []
  const fromTiles = new Set(list.filter((id) => typeof id === 'string' && tileIds.includes(id)))
  const context = list.filter((id) => !fromTiles.has(id))
  const derived = (c: Candidate) => c.derived[field] as string[]
  const kept =
    fromTiles.size === 0
      ? candidates
      : candidates.filter((c) => derived(c).length === fromTiles.size && derived(c).every((id) => fromTiles.has(id)))
  if (kept.length === 0) mismatch(path, field, given)
  for (const c of kept) c.fields[field] = [...derived(c), ...context]
  return kept
}

/** A candidate whose event fields start as the derived ones. */
export function candidate(derived: Record<string, unknown>, reading: Reading | null): Candidate {
  return { fields: { ...derived }, derived, reading }
}

export { tileName }
