/**
 * The tile reader against public analyzers on hands without wilds (issue 13): `agari` and
 * `@kobalab/majiang-core`. Adjusted for their one rule difference (see test/support/peers.ts).
 */
import { describe, expect, it } from 'vitest'
import {
  formatCounts,
  isWinning,
  SEVEN_PAIRS,
  STANDARD,
  THIRTEEN_ORPHANS,
  winningTiles
} from '../../../../src-main/scoring/tiles'
import { agari, majiangKind, majiangUtil, toAgari, toMajiang } from '../../../support/peers'
import { completeHand, randomHand, seededRng } from '../../../support/tileHands'

const HANDS = 100_000
const TENPAI_HANDS = 10_000

function pools(): { name: string; hands: number[][] }[] {
  const rng = seededRng(13)
  return [
    { name: 'random', hands: Array.from({ length: HANDS }, (_, i) => randomHand(rng, 14, i % 4 === 0 ? 9 : 34)) },
    { name: 'constructed', hands: Array.from({ length: HANDS }, () => completeHand(rng)) }
  ]
}

const hasFour = (c: readonly number[]) => c.some((n) => n === 4)

describe.each(pools())('isWinning on $name hands', ({ hands }) => {
  it('agrees with agari: standard with check, seven pairs with check7', { timeout: 120_000 }, () => {
    let mismatches = 0
    for (const c of hands) {
      const a = toAgari(c)
      if (isWinning(c, 0, STANDARD) !== agari.check(a)) mismatches++
      if (!hasFour(c) && isWinning(c, 0, SEVEN_PAIRS) !== agari.check7(a)) mismatches++
    }
    expect(mismatches).toBe(0)
  })
  it('agrees with majiang-core xiangting (-1 = complete)', { timeout: 300_000 }, () => {
    let mismatches = 0
    for (const c of hands) {
      const s = toMajiang(c)
      if (isWinning(c, 0, STANDARD) !== (majiangUtil.xiangting_yiban(s) === -1)) mismatches++
      if (!hasFour(c) && isWinning(c, 0, SEVEN_PAIRS) !== (majiangUtil.xiangting_qidui(s) === -1)) mismatches++
    }
    expect(mismatches).toBe(0)
  })
})

it('winningTiles agrees with majiang-core tingpai on tenpai hands', { timeout: 300_000 }, () => {
  const rng = seededRng(14)
  let mismatches = 0
  for (let i = 0; i < TENPAI_HANDS; i++) {
    const c = completeHand(rng)
    const k = c.findIndex((n, j) => n > 0 && j >= rng.int(0, 33))
    c[k < 0 ? c.findIndex((n) => n > 0) : k]--
    // riichi seven pairs never hold four identical tiles, before or after the wait
    const sevenPairs = hasFour(c) ? [] : winningTiles(c, 0, SEVEN_PAIRS).filter((t) => c[t] < 3)
    const ours = [...new Set([...winningTiles(c, 0, STANDARD | THIRTEEN_ORPHANS), ...sevenPairs])].sort((a, b) => a - b)
    const theirs = (majiangUtil.tingpai(toMajiang(c)) ?? []).map(majiangKind).sort((a, b) => a - b)
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
      mismatches++
      if (mismatches < 5) console.log(formatCounts(c), ours, theirs)
    }
  }
  expect(mismatches).toBe(0)
})
