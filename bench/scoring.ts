/** Benchmark of scoreHand: a pre-generated pool of valid hands of all six variants, scored cyclically. */
import { scoreHand } from '../src-main/scoring'
import { makeRandomHands } from '../test/support/randomHands'

const POOL_SIZE = 10_000
/** Hands scored before timing, so the JIT has optimised the engine: thirty passes over the pool. */
const WARM_UP = 300_000

export function benchScoring(hands = 1_000_000): { hands: number; seconds: number; handsPerSecond: number } {
  const pool = makeRandomHands(POOL_SIZE, 20240601)
  for (let i = 0; i < WARM_UP; i++) scoreHand(pool[i % POOL_SIZE])
  let checksum = 0
  const start = performance.now()
  for (let i = 0; i < hands; i++) checksum += scoreHand(pool[i % POOL_SIZE]).transfers.length
  const seconds = (performance.now() - start) / 1000
  if (checksum === 0 && hands > 0) throw new Error('benchmark produced no transfers')
  return { hands, seconds, handsPerSecond: Math.round(hands / seconds) }
}
