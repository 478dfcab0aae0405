/**
 * The hook of tiles into scoreHand (RULES §9). Before the hand is checked, each win given by
 * `tiles` becomes candidate events, one per set of fields a reading gives (the host's own
 * fields applied); each is scored by the engine as if typed, and the one that pays the winner
 * most is kept. A 四川 / 安顺 draw's `hands` become its 查叫 entries.
 */
import { fail, ScoringError } from '../errors'
import type { HandResult, DrawTilesReport, WinTilesReport } from '../types'
import { at, eventPrefix, isRecord, list, seat } from '../validate'
import type { Candidate, Derivation, RawEvent } from './derive/common'
import { readHandTiles, type HandTiles } from './handTiles'
import { tileName } from './notation'
import { asJson, readingReport } from './report'
import { winningTiles } from './win'
import type { Variant } from '../variant'

type Score = (input: unknown) => HandResult
/** Whether a win's field applies to that win in this hand (the catalog's `when`). */
type Applies = (event: RawEvent, field: string) => boolean

/** Whether any event gives tiles: a win's `tiles` or a draw's `hands`. */
export function hasTiles(events: unknown): boolean {
  if (!Array.isArray(events)) return false
  for (const e of events)
    if (isRecord(e) && ((e.type === 'win' && e.tiles !== undefined) || (e.type === 'draw' && e.hands !== undefined)))
      return true
  return false
}

interface TileWin {
  index: number
  raw: RawEvent
  hand: HandTiles
  candidates: Candidate[]
}

export function scoreFromTiles(
  input: Record<string, unknown>,
  variant: Variant,
  options: Record<string, unknown>,
  score: Score,
  applies: Applies
): HandResult {
  const derivation = variant.fromTiles
  if (!derivation)
    return fail(
      'TILES_INVALID',
      'events',
      `${variant.catalog.id} hands cannot be read from tiles`,
      '本玩法不能按牌面计分'
    )
  const events = list(input.events, '', 'events').slice()
  const wins: TileWin[] = []
  const draws: DrawTilesReport[] = []
  for (let i = 0; i < events.length; i++) {
    const raw = events[i]
    if (!isRecord(raw)) continue
    const path = eventPrefix(i)
    if (raw.type === 'win' && raw.tiles !== undefined) {
      const tilesPath = at(path, 'tiles')
      const hand = readHandTiles(raw.tiles, derivation.rules, options, tilesPath, true)
      wins.push({ index: i, raw, hand, candidates: distinct(derivation.win(hand, raw, options, tilesPath)) })
    } else if (raw.type === 'draw' && raw.hands !== undefined) {
      events[i] = drawFromTiles(raw, derivation, options, input, score, at(path, 'hands'), draws)
    }
  }
  const chosen = wins.map(() => 0)
  const build = (): Record<string, unknown> => {
    wins.forEach((w, j) => (events[w.index] = withFields(w.raw, w.candidates[chosen[j]].fields, applies)))
    return { ...input, events }
  }
  let result: HandResult | null = null
  for (let j = 0; j < wins.length; j++) {
    const { best, value } = bestOf(wins[j].candidates.length, (k) => {
      chosen[j] = k
      const r = score(build())
      return { result: r, value: r.deltas[wins[j].raw.winner as number] }
    })
    chosen[j] = best
    result = value
  }
  const final = result ?? score(build())
  return {
    ...final,
    tiles: {
      wins: wins.map((w, j): WinTilesReport => {
        const c = w.candidates[chosen[j]]
        return {
          event: w.index,
          winner: w.raw.winner as number,
          derived: asJson(c.derived),
          reading: c.reading ? readingReport(c.reading, w.hand) : null
        }
      }),
      draws
    }
  }
}

/** Tries `count` options; keeps the first that pays most. If every one is refused, the first refusal. */
function bestOf(
  count: number,
  run: (k: number) => { result: HandResult; value: number }
): { best: number; value: HandResult } {
  let best = -1
  let bestValue = -Infinity
  let bestResult: HandResult | null = null
  let refusal: ScoringError | null = null
  for (let k = 0; k < count; k++) {
    try {
      const { result, value } = run(k)
      if (value > bestValue) {
        best = k
        bestValue = value
        bestResult = result
      }
    } catch (error) {
      if (!(error instanceof ScoringError)) throw error
      refusal ??= error
    }
  }
  if (bestResult === null) throw refusal as ScoringError
  return { best, value: bestResult }
}

/** Candidates with the same event fields score the same: the first (its reading) stands for all. */
function distinct(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>()
  return candidates.filter((c) => {
    const key = JSON.stringify(c.fields)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * The win as if typed: the host's fields and the reading's. A field read from the tiles that does
 * not apply to this hand (役种 eyes258 off dice 5, dora off dice 8) is left out, as the form would.
 */
function withFields(raw: RawEvent, fields: Record<string, unknown>, applies: Applies): RawEvent {
  const event: RawEvent = { ...raw, ...fields }
  delete event.tiles
  for (const name of Object.keys(fields)) if (!(name in raw) && !applies(event, name)) delete event[name]
  return event
}

/**
 * A draw's `hands`: each tenpai hand's 查叫 value over its waits (四川 the least, 安顺 the
 * most), each wait valued by scoring its best reading as a plain win.
 */
function drawFromTiles(
  raw: RawEvent,
  derivation: Derivation,
  options: Record<string, unknown>,
  input: Record<string, unknown>,
  score: Score,
  path: string,
  reports: DrawTilesReport[]
): RawEvent {
  const draw = derivation.draw
  if (!draw)
    fail('TILES_INVALID', path, 'only Sichuan and Anshun draws take tenpai hands', '只有四川和安顺的流局可以填听牌手牌')
  const seats = typeof input.seats === 'number' ? input.seats : 4
  const entries = list(raw.hands, '', path).map((h, i) => {
    const p = `${path}[${i}]`
    if (!isRecord(h)) fail('TILES_INVALID', p, 'must be { "seat", "tiles" }', '应为 { "seat", "tiles" }')
    const s = seat(h.seat, seats, p, 'seat')
    const hand = readHandTiles(h.tiles, derivation.rules, options, at(p, 'tiles'), false)
    const waits = waitValues(hand, derivation, options, input, score, at(p, 'tiles'))
    const values = waits.map((w) => w.value)
    const value = values.length === 0 ? null : draw.pick === 'least' ? Math.min(...values) : Math.max(...values)
    reports.push({ seat: s, tenpai: value !== null, value, waits })
    return { seat: s, value }
  })
  const tenpai = Array.isArray(raw.tenpai) ? raw.tenpai.slice() : []
  for (const e of entries) if (e.value !== null) tenpai.push({ seat: e.seat, [draw.key]: e.value })
  const event: RawEvent = { ...raw, tenpai }
  delete event.hands
  return event
}

function waitValues(
  hand: HandTiles,
  derivation: Derivation,
  options: Record<string, unknown>,
  input: Record<string, unknown>,
  score: Score,
  path: string
): { tile: string; value: number }[] {
  const held = new Array<number>(34).fill(0)
  for (const k of hand.all) held[k]++
  const waits: { tile: string; value: number }[] = []
  for (const t of winningTiles(hand.counts, hand.wilds)) {
    if (held[t] >= 4) continue
    const counts = hand.counts.slice()
    counts[t]++
    const won: HandTiles = { ...hand, counts, all: [...hand.all, t], winTile: t, winTileWild: false }
    let candidates: Candidate[]
    try {
      candidates = derivation.win(won, {}, options, path)
    } catch (error) {
      if (error instanceof ScoringError && error.code === 'TILES_NOT_WINNING') continue
      throw error
    }
    const base = typeof options.base === 'number' ? options.base : 1
    const draw = derivation.draw as NonNullable<Derivation['draw']>
    const { value } = bestOf(candidates.length, (k) => {
      const r = score(plainWin(input, candidates[k].fields, draw.selfDraw))
      return { result: r, value: r.deltas[1] }
    })
    waits.push({ tile: tileName(t), value: draw.value(value, base) })
  }
  return waits
}

/** A win by seat 1 with `fields`, nothing else: what a wait is worth on its own. */
function plainWin(
  input: Record<string, unknown>,
  fields: Record<string, unknown>,
  selfDraw: boolean
): Record<string, unknown> {
  return {
    variant: input.variant,
    options: input.options,
    seats: input.seats,
    dealer: 0,
    dealerStreak: 1,
    events: [{ type: 'win', winner: 1, from: selfDraw ? null : 0, ...fields }]
  }
}
