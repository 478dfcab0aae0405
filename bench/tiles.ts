/**
 * Benchmark of the tile reader against the public analyzers, on the same hands in one run
 * (issue 13): win checks (constructed complete, random, with 1–8 wilds), readings of complete
 * hands, waits of tenpai hands. Each side gets the hands in its own format, converted before
 * timing; ours are Uint8Array counts. Like bench/scoring.ts, each side cycles over a pool of
 * 10,000 hands (the agreement test covers 100,000 of each kind): a larger pool measures this
 * VM's memory bandwidth more than either analyzer. The best of three rounds counts.
 */
import { isWinning, readings, winningTiles } from '../src-main/scoring/tiles'
import { agari, majiangUtil, toAgari, toMajiang } from '../test/support/peers'
import { completeHand, randomHand, seededRng, withWildsTaken } from '../test/support/tileHands'

const POOL = 10_000
const ROUNDS = 3

/**
 * Calls per second of one side, best round. `pass` makes one call per item of the pool and
 * counts the truthy results: each side gets its own loop, so its call site sees one function
 * and the loop costs both sides the same little.
 */
function rate<T>(pool: readonly T[], calls: number, pass: (pool: readonly T[]) => number): number {
  let best = 0
  let sink = 0
  const passes = Math.max(1, Math.round(calls / pool.length))
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now()
    for (let p = 0; p < passes; p++) sink += pass(pool)
    const perSecond = (passes * pool.length) / ((performance.now() - start) / 1000)
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

  const check = (hands: number[][]) => {
    const o = rate(ours(hands), 10_000_000, (pool) => {
      let n = 0
      for (const c of pool) if (isWinning(c)) n++
      return n
    })
    const a = rate(hands.map(toAgari), 1_000_000, (pool) => {
      let n = 0
      for (const h of pool) if (agari.check(h) || agari.check7(h)) n++
      return n
    })
    const m = rate(hands.map(toMajiang), 100_000, (pool) => {
      let n = 0
      for (const s of pool) if (majiangUtil.xiangting_yiban(s) === -1 || majiangUtil.xiangting_qidui(s) === -1) n++
      return n
    })
    return { ours: o, agari: a, majiangCore: m, ratioAgari: round(o / a) }
  }
  const winCheckConstructed = check(constructed)
  const winCheckRandom = check(random)
  const wildsRate = rate(withWilds, 5_000_000, (pool) => {
    let n = 0
    for (const h of pool) if (isWinning(h.counts, h.wilds)) n++
    return n
  })

  const readingsOurs = rate(ours(constructed), 1_000_000, (pool) => {
    let n = 0
    for (const c of pool) n += readings(c, 0).length
    return n
  })
  const hule = rate(constructed.map(toMajiang), 50_000, (pool) => {
    let n = 0
    for (const s of pool) n += majiangUtil.hule_mianzi(s).length
    return n
  })

  const waitsOurs = rate(ours(tenpai), 1_000_000, (pool) => {
    let n = 0
    for (const c of pool) n += winningTiles(c).length
    return n
  })
  const tingpai = rate(tenpai.map(toMajiang), 5_000, (pool) => {
    let n = 0
    for (const s of pool) n += majiangUtil.tingpai(s)?.length ?? 0
    return n
  })

  return {
    hands: POOL,
    winCheckConstructed,
    winCheckRandom,
    winCheckWilds: { ours: wildsRate, wilds: '1–8' },
    readings: { ours: readingsOurs, hule_mianzi: hule, ratio: round(readingsOurs / hule) },
    waits: { ours: waitsOurs, tingpai, ratio: round(waitsOurs / tingpai) }
  }
}

function round(x: number): number {
  return Math.round(x * 10) / 10
}
