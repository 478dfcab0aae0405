/**
 * `winningTiles` against `@kobalab/majiang-core`'s `tingpai` on 100,000 tenpai hands without
 * wilds (issue 13): nine in ten are a built complete hand less one tile, one in ten seven pairs
 * less one tile (some with a kind paired twice). tingpai is slow (about 5,000 hands a second
 * here), so this one test takes about half a minute; it has its own file so that vitest runs it
 * beside the win-check comparisons.
 *
 * How the comparison adjusts for majiang-core's rules: its tingpai covers standard, seven pairs
 * and thirteen orphans, so ours is asked for the same three shapes. Its seven pairs must be
 * seven different kinds, where RULES §9 takes four identical tiles as two pairs: our seven-pairs
 * waits are left out of the comparison when the hand holds four of a kind, and so is a wait on
 * a kind held three times (it would make four); a hand tenpai only through four identical tiles
 * is then not tenpai for majiang-core (its tingpai would list the tiles that improve the hand),
 * so there both sides must find no wait. Both leave out a kind held four times.
 */
import { expect, it } from 'vitest'
import { formatCounts, SEVEN_PAIRS, STANDARD, THIRTEEN_ORPHANS, winningTiles } from '../../../../src-main/scoring/tiles'
import { majiangKind, majiangUtil, toMajiang } from '../../../support/peers'
import type { Rng } from '../../../support/randomHands'
import { completeHand, seededRng } from '../../../support/tileHands'

const TENPAI_HANDS = 100_000

/** Seven pairs as 34 counts: seven pairs of random kinds, a kind at most twice (four identical). */
function sevenPairsHand(rng: Rng): number[] {
  const c = new Array<number>(34).fill(0)
  for (let pairs = 0; pairs < 7;) {
    const k = rng.int(0, 33)
    if (c[k] < 4) {
      c[k] += 2
      pairs++
    }
  }
  return c
}

/** A complete hand less one of its 14 tiles, taken at random. */
function tenpaiHand(rng: Rng, i: number): number[] {
  const c = i % 10 === 0 ? sevenPairsHand(rng) : completeHand(rng)
  let drop = rng.int(0, 13)
  for (let k = 0; ; k++) {
    drop -= c[k]
    if (drop < 0) {
      c[k]--
      return c
    }
  }
}

/** Our waits under majiang-core's rules (see the top of this file). */
function oursAsRiichi(c: readonly number[]): number[] {
  const hasFour = c.some((n) => n === 4)
  const sevenPairs = hasFour ? [] : winningTiles(c, 0, SEVEN_PAIRS).filter((t) => c[t] < 3)
  const others = winningTiles(c, 0, STANDARD | THIRTEEN_ORPHANS)
  return [...new Set([...others, ...sevenPairs])].sort((a, b) => a - b)
}

it('winningTiles agrees with majiang-core tingpai on 100,000 tenpai hands', { timeout: 900_000 }, () => {
  const rng = seededRng(14)
  let mismatches = 0
  let tenpai = 0
  let sevenPairsWaits = 0
  for (let i = 0; i < TENPAI_HANDS; i++) {
    const c = tenpaiHand(rng, i)
    const ours = oursAsRiichi(c)
    // tingpai lists the tiles that lower the shanten: the waits only when the hand is tenpai
    const shoupai = toMajiang(c)
    const theirs =
      majiangUtil.xiangting(shoupai) === 0
        ? (majiangUtil.tingpai(shoupai) ?? []).map(majiangKind).sort((a, b) => a - b)
        : []
    if (ours.join() !== theirs.join()) {
      mismatches++
      if (mismatches < 5) console.log(formatCounts(c), ours, theirs)
    }
    if (theirs.length > 0) tenpai++
    if (i % 10 === 0 && theirs.length > 0) sevenPairsWaits++
  }
  expect(mismatches).toBe(0)
  // nearly all were tenpai for majiang-core too, the seven-pairs ones among them: real waits compared
  expect(tenpai).toBeGreaterThan(0.95 * TENPAI_HANDS)
  expect(sevenPairsWaits).toBeGreaterThan(TENPAI_HANDS / 20)
})
