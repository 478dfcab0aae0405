/**
 * 长沙 from tiles (RULES §9): the tile 大胡 (碰碰胡, 将将胡, 清一色, 七巧对); a 小胡 needs a
 * standard reading with a 2/5/8 pair. Context 大胡 given by the host are added, and make the hand
 * a 大胡: then any pair will do (RULES §4, §9 Points settled).
 */
import { readings } from '../../tiles/readings'
import {
  agreeList,
  allTriplets,
  candidate,
  cannotRead,
  is258,
  oneSuit,
  readingKinds,
  type Candidate,
  type Derivation
} from '../../tiles/derive/common'

const TILE_BIG = ['pengpenghu', 'jiangjianghu', 'qingyise', 'qiqiaodui']

export const TILES: Derivation = {
  rules: { kinds: 27, chow: true },
  win(hand, raw, _options, path) {
    const jiangjiang = hand.all.every(is258)
    const contextBig = Array.isArray(raw.big) && raw.big.some((id) => !TILE_BIG.includes(id as string))
    const candidates: Candidate[] = []
    for (const reading of readings(hand.counts, 0, hand.melds)) {
      const big: string[] = []
      if (allTriplets(reading)) big.push('pengpenghu')
      if (jiangjiang) big.push('jiangjianghu')
      if (oneSuit(readingKinds(reading))) big.push('qingyise')
      if (reading.form === 'sevenPairs') big.push('qiqiaodui')
      if (contextBig || big.length > 0 || (reading.form === 'standard' && is258(reading.pairs[0].kind)))
        candidates.push(candidate({ big }, reading))
    }
    if (candidates.length === 0 && jiangjiang) candidates.push(candidate({ big: ['jiangjianghu'] }, null))
    if (candidates.length === 0) cannotRead(path)
    return agreeList(candidates, raw, 'big', TILE_BIG, path)
  }
}
