/** 安顺 from tiles (RULES §9): `pattern`, every one the reading shows (the engine keeps the highest 番). */
import { readings, type Reading } from '../../tiles/readings'
import {
  agreeScalar,
  allTriplets,
  candidate,
  cannotRead,
  fours,
  oneSuit,
  readingKinds,
  type Derivation
} from '../../tiles/derive/common'

function anshunPatterns(r: Reading): string[] {
  const flush = oneSuit(readingKinds(r))
  const ids: string[] = []
  if (r.form === 'sevenPairs') {
    const dragon = fours(r) > 0
    ids.push('xiaoqidui')
    if (dragon) ids.push('longqidui')
    if (flush) ids.push('qingqidui')
    if (flush && dragon) ids.push('qinglongqidui')
  } else {
    const triplets = allTriplets(r)
    if (triplets) ids.push('daduizi')
    if (flush && triplets) ids.push('qingdadui')
  }
  if (flush) ids.push('qingyise')
  return ids.length > 0 ? ids : ['pinghu']
}

export const TILES: Derivation = {
  rules: { kinds: 27, chow: false },
  win(hand, raw, _options, path) {
    const all = readings(hand.counts, 0, hand.melds)
    if (all.length === 0) cannotRead(path)
    const candidates = all.flatMap((reading) =>
      anshunPatterns(reading).map((pattern) => candidate({ pattern }, reading))
    )
    return agreeScalar(candidates, raw, 'pattern', path)
  },
  /** 平胡 cannot win on a plain discard: a self-draw, whose payment names its pattern 番. */
  draw: { key: 'points', pick: 'most', selfDraw: true, value: (result) => Number(result.transfers[0].params.fan) }
}
