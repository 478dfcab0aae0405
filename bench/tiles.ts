/**
 * Benchmark of the tile reader against the public analyzers, on the same hands in one run
 * (issue 13): win checks (constructed complete, random, with 1–8 wilds), readings of complete
 * hands, waits of tenpai hands. Each side gets the hands in its own format, converted before
 * timing; ours are Uint8Array counts. Like bench/scoring.ts, each side cycles over a pool of
 * 10,000 hands (the agreement test covers 100,000 of each kind): a larger pool measures this
 * VM's memory bandwidth more than either analyzer. The best of three rounds counts.
 */
import { isWinning, readings, winningTiles } from '../src-main/scoring/tiles'
import { agari, majiangUtil, toAgari, toMajiang, type MajiangShoupai } from '../test/support/peers'
import { completeHand, randomHand, seededRng, withWildsTaken } from '../test/support/tileHands'

const POOL = 10_000
const ROUNDS = 3

/** Calls per second of `f` over `pool`, `calls` calls per round, best round. */
function rate<T>(pool: readonly T[], calls: number, f: (item: T) => unknown): number {
  let best = 0
  let sink = 0
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now()
    for (let i = 0; i < calls; i++) if (f(pool[i % pool.length])) sink++
    const perSecond = calls / ((performance.now() - start) / 1000)
    if (perSecond > best) best = perSecond
  }
  if (sink < 0) throw new Error('unreachable')
  return Math.round(best)
}

export interface TilesBenchmark {
  hands: number
  winCheckConstructed: { ours: number; agari: number; majiangCore: number; ratioAgari: number }
  winCheckRandom: { ours: number; agari: number; majiangCore: number; ratioAgari: number }
  winCheckWilds: { ours: number; wilds: string }
  readings: { ours: number; hule_mianzi: number; ratio: number }
  waits: { ours: number; tingpai: number; ratio: number }
}

export function benchTiles(): TilesBenchmark {
  const rng = seededRng(2026)
  const constructed = Array.from({ length: POOL }, () => completeHand(rng))
  const random = Array.from({ length: POOL }, () => randomHand(rng))
  const withWilds = Array.from({ length: POOL }, (_, i) => {
    const wilds = 1 + (i % 8)
    return { counts: Uint8Array.from(withWildsTaken(rng, completeHand(rng), wilds)), wilds }
  })
  const tenpai = constructed.map((c) => {
    const t = c.slice()
    t[t.findIndex((n) => n > 0)]--
    return t
  })

  const ours = (hands: number[][]) => hands.map((c) => Uint8Array.from(c))
  const agariCheck = (hands: number[][]) => {
    const pool = hands.map(toAgari)
    return rate(pool, 1_000_000, (a) => agari.check(a) || agari.check7(a))
  }
  const majiangCheck = (hands: number[][]) => {
    const pool = hands.map(toMajiang)
    return rate(pool, 100_000, (s) => majiangUtil.xiangting_yiban(s) === -1 || majiangUtil.xiangting_qidui(s) === -1)
  }
  const check = (hands: number[][]) => {
    const o = rate(ours(hands), 10_000_000, (c) => isWinning(c))
    const a = agariCheck(hands)
    return { ours: o, agari: a, majiangCore: majiangCheck(hands), ratioAgari: round(o / a) }
  }

  const winCheckConstructed = check(constructed)
  const winCheckRandom = check(random)
  const winCheckWilds = { ours: rate(withWilds, 5_000_000, (h) => isWinning(h.counts, h.wilds)), wilds: '1–8' }

  const complete = ours(constructed)
  const readingsOurs = rate(complete, 1_000_000, (c) => readings(c, 0).length)
  const shoupai = constructed.map(toMajiang)
  const hule = rate(shoupai, 50_000, (s: MajiangShoupai) => majiangUtil.hule_mianzi(s).length)

  const waitsOurs = rate(ours(tenpai), 1_000_000, (c) => winningTiles(c).length)
  const tingpaiPool = tenpai.map(toMajiang)
  const tingpai = rate(tingpaiPool, 5_000, (s) => majiangUtil.tingpai(s)?.length)

  return {
    hands: POOL,
    winCheckConstructed,
    winCheckRandom,
    winCheckWilds,
    readings: { ours: readingsOurs, hule_mianzi: hule, ratio: round(readingsOurs / hule) },
    waits: { ours: waitsOurs, tingpai, ratio: round(waitsOurs / tingpai) }
  }
}

function round(x: number): number {
  return Math.round(x * 10) / 10
}
