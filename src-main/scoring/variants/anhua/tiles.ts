/**
 * 安化 from tiles (RULES §9): `wang` from the 王 held, `features` 清一色 and 小七对 from the
 * reading (a standard reading needs a 2/5/8 pair unless it is 清一色). The hand names the
 * turned tile; 王 is the next kind, and with `wangMode` 7 the turned kind as well.
 */
import { fail } from '../../errors'
import type { HandTiles } from '../../tiles/handTiles'
import { readTile } from '../../tiles/handTiles'
import { readings, type Reading } from '../../tiles/readings'
import {
  agreeList,
  agreeScalar,
  candidate,
  cannotRead,
  is258,
  oneSuit,
  readingKinds,
  type Candidate,
  type Derivation
} from '../../tiles/derive/common'

const TILE_FEATURES = ['qingyise', 'qidui']
/** Kinds groups made only of 王 stand for: a 2 (a 2/5/8 pair) of each suit. */
const WILD_KINDS = [1, 10, 19]

/** The 王 class from how many of each 王 kind the hand holds. */
export function wangClass(byKind: readonly number[]): string {
  const total = byKind.reduce((a, b) => a + b, 0)
  if (total === 0) return 'hard'
  if (total === 7) return 'seven'
  if (byKind.length === 2 && byKind[0] === 3 && byKind[1] === 3) return 'six'
  if (byKind.includes(4)) return 'four'
  if (byKind.includes(3)) return 'three'
  return 'single'
}

function readingCandidate(reading: Reading, wang: string): Candidate | null {
  const features: string[] = []
  const flush = oneSuit(readingKinds(reading))
  if (flush) features.push('qingyise')
  if (reading.form === 'sevenPairs') features.push('qidui')
  if (reading.form === 'standard' && !flush && !is258(reading.pairs[0].kind)) return null
  return candidate({ wang, features }, reading)
}

function naturalCounts(hand: HandTiles): number[] {
  const counts = hand.counts.slice()
  hand.wildKinds.forEach((k, i) => (counts[k] += hand.wildsByKind[i]))
  return counts
}

export const TILES: Derivation = {
  rules: {
    kinds: 27,
    chow: true,
    wild: {
      key: 'turned',
      rule(named, path, options) {
        if (named === undefined)
          fail('TILES_INVALID', path, 'name the turned tile, like "1s"', '请填写翻开的牌，如 "1s"')
        const turned = readTile(named, { kinds: 27, chow: true }, path)
        const next = turned % 9 === 8 ? turned - 8 : turned + 1
        return { kinds: options.wangMode === 7 ? [turned, next] : [next] }
      }
    }
  },
  win(hand, raw, options, path) {
    if (raw.startFourWang === true) return [candidate({}, null)]
    const wang = wangClass(hand.wildsByKind)
    const candidates: Candidate[] = []
    for (const reading of readings(hand.counts, hand.wilds, hand.melds, { wildKinds: WILD_KINDS })) {
      const c = readingCandidate(reading, wang)
      if (c) candidates.push(c)
    }
    if (options.selfWangIsHard && hand.wilds > 0)
      for (const reading of readings(naturalCounts(hand), 0, hand.melds)) {
        const c = readingCandidate(reading, 'hard')
        if (c) candidates.push(c)
      }
    if (candidates.length === 0) cannotRead(path)
    return agreeList(agreeScalar(candidates, raw, 'wang', path), raw, 'features', TILE_FEATURES, path)
  }
}
