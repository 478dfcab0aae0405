/**
 * The win check against public analyzers on hands without wilds (issue 13): `agari` and
 * `@kobalab/majiang-core`, on 100,000 random and 100,000 constructed hands. Their rules differ
 * from RULES §9 in one point: their seven pairs are seven different kinds, where §9 takes four
 * identical tiles as two pairs. So seven pairs is compared on the hands without four of a
 * kind only (there the rules agree); standard is compared on every hand.
 * The waits are compared with `tingpai` in peers.waits.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { isWinning, SEVEN_PAIRS, STANDARD } from '../../../../src-main/scoring/tiles'
import { agari, majiangUtil, toAgari, toMajiang } from '../../../support/peers'
import { completeHand, randomHand, seededRng } from '../../../support/tileHands'

const HANDS = 100_000

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
