/**
 * Benchmark of the tile reader against the public analyzers, on the same hands in one run
 * (issue 13): win checks (constructed complete, random, with 1–8 wilds), readings of complete
 * hands, waits of tenpai hands. Each side gets the hands in its own format, converted before
 * timing; ours are Uint8Array counts. Like bench/scoring.ts, each side cycles over a pool of
 * 10,000 hands (the agreement test covers 100,000 of each kind): a larger pool measures this
 * VM's memory bandwidth more than either analyzer. The sides take turns, five rounds each;
 * the best round counts.
 */
import { isWinning, readings, winningTiles } from '../src-main/scoring/tiles'
import { agari, majiangUtil, toAgari, toMajiang } from '../test/support/peers'
import { completeHand, randomHand, seededRng, withWildsTaken } from '../test/support/tileHands'

const POOL = 10_000
const ROUNDS = 5

/** One round of one side: its calls per second of CPU time. */
type Round = () => number

/**
 * A side of a comparison: `pass` makes one call per item of `pool` (the side's own format)
 * and counts the results. Each side has its own loop, so its call site sees one function and
 * the loop costs every side the same little. A round is about `calls` calls, whole passes.
 */
function side<T>(pool: readonly T[], calls: number, pass: (pool: readonly T[]) => number): Round {
  const passes = Math.max(1, Math.round(calls / pool.length))
  return () => {
    let sink = 0
    const start = process.cpuUsage()
    for (let p = 0; p < passes; p++) sink += pass(pool)
    const used = process.cpuUsage(start)
    const seconds = (used.user + used.system) / 1e6
    if (sink < 0) throw new Error('unreachable')
    return (passes * pool.length) / seconds
  }
}

/**
 * Calls per second of each side, best round. Seconds are this process's CPU time, not the
 * wall clock: on this shared machine other processes take turns on the cores, and the wall
 * clock would charge their turns to whichever side they interrupt. The sides also take turns
 * round by round, so what load remains (shared caches) falls on each of them alike.
 */
function race(...sides: Round[]): number[] {
  const best = sides.map(() => 0)
  for (let round = 0; round < ROUNDS; round++)
    sides.forEach((run, i) => {
      best[i] = Math.max(best[i], run())
    })
  return best.map(Math.round)
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
    const [o, a, m] = race(
      side(ours(hands), 10_000_000, (pool) => {
        let n = 0
        for (const c of pool) if (isWinning(c)) n++
        return n
      }),
      side(hands.map(toAgari), 1_000_000, (pool) => {
        let n = 0
        for (const h of pool) if (agari.check(h) || agari.check7(h)) n++
        return n
      }),
      side(hands.map(toMajiang), 100_000, (pool) => {
        let n = 0
        for (const s of pool) if (majiangUtil.xiangting_yiban(s) === -1 || majiangUtil.xiangting_qidui(s) === -1) n++
        return n
      })
    )
    return { ours: o, agari: a, majiangCore: m, ratioAgari: round(o / a) }
  }
  const winCheckConstructed = check(constructed)
  const winCheckRandom = check(random)
  const [wildsRate] = race(
    side(withWilds, 5_000_000, (pool) => {
      let n = 0
      for (const h of pool) if (isWinning(h.counts, h.wilds)) n++
      return n
    })
  )

  const [readingsOurs, hule] = race(
    side(ours(constructed), 1_000_000, (pool) => {
      let n = 0
      for (const c of pool) n += readings(c, 0).length
      return n
    }),
    side(constructed.map(toMajiang), 50_000, (pool) => {
      let n = 0
      for (const s of pool) n += majiangUtil.hule_mianzi(s).length
      return n
    })
  )

  const [waitsOurs, tingpai] = race(
    side(ours(tenpai), 1_000_000, (pool) => {
      let n = 0
      for (const c of pool) n += winningTiles(c).length
      return n
    }),
    side(tenpai.map(toMajiang), 5_000, (pool) => {
      let n = 0
      for (const s of pool) n += majiangUtil.tingpai(s)?.length ?? 0
      return n
    })
  )

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
