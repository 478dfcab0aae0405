/** 四川 from tiles (RULES §9): `pattern` (every pattern the reading shows) and `roots`; it must lack a suit. */
import type { HandTiles } from '../../tiles/handTiles'
import { readings, type Reading } from '../../tiles/readings'
import {
  agreeScalar,
  allTriplets,
  candidate,
  cannotRead,
  is258,
  notWinning,
  oneSuit,
  readingKinds,
  suitOf,
  type Candidate,
  type Derivation
} from '../../tiles/derive/common'

/** Patterns that come from the host, not the tiles: they replace the tile pattern. */
const CONTEXT_PATTERNS = ['tianhu', 'dihu']

function hasTerminal(kinds: readonly number[]): boolean {
  return kinds.some((k) => k % 9 === 0 || k % 9 === 8)
}

/** Every tile pattern the reading shows; 平胡 when none. */
function sichuanPatterns(r: Reading): string[] {
  const kinds = readingKinds(r)
  const flush = oneSuit(kinds)
  const triplets = allTriplets(r)
  const seven = r.form === 'sevenPairs'
  const ids: string[] = []
  if (triplets) ids.push('duiduihu')
  if (seven) ids.push('qidui')
  if (flush) ids.push('qingyise')
  if (r.form === 'standard') {
    const groups = [...r.sets.map((s) => (s.type === 'run' ? [s.first, s.first + 2] : [s.first])), [r.pairs[0].kind]]
    if (groups.every(hasTerminal)) ids.push('yaojiu')
    if (triplets && kinds.every(is258)) ids.push('jiangdui')
  }
  if (flush && triplets) ids.push('qingdui')
  if (flush && seven) ids.push('qingqidui')
  return ids.length > 0 ? ids : ['pinghu']
}

/** Kinds held four times, concealed, in melds or both. */
function roots(hand: HandTiles): number {
  const held = new Array<number>(34).fill(0)
  for (const k of hand.all) held[k]++
  return held.filter((n) => n === 4).length
}

export const TILES: Derivation = {
  rules: { kinds: 27, chow: false },
  win(hand, raw, _options, path) {
    const suits = new Set(hand.all.map(suitOf))
    if (suits.size > 2)
      notWinning(
        path,
        'a Sichuan hand must lack one suit (缺一门); these tiles hold all three',
        '四川麻将须缺一门，这手牌三门都有'
      )
    const all = readings(hand.counts, 0, hand.melds)
    if (all.length === 0) cannotRead(path)
    const r = roots(hand)
    const given = raw.pattern
    let candidates: Candidate[] = []
    for (const reading of all) {
      if (typeof given === 'string' && CONTEXT_PATTERNS.includes(given)) {
        candidates.push({ ...candidate({ roots: r }, reading), fields: { pattern: given, roots: r } })
        continue
      }
      for (const pattern of sichuanPatterns(reading)) candidates.push(candidate({ pattern, roots: r }, reading))
    }
    if (!(typeof given === 'string' && CONTEXT_PATTERNS.includes(given)))
      candidates = agreeScalar(candidates, raw, 'pattern', path)
    return agreeScalar(candidates, raw, 'roots', path)
  },
  /** A discard win's payment is `base × (pattern + roots)`. */
  draw: { key: 'minPoints', pick: 'least', selfDraw: false, value: (result, base) => result.deltas[1] / base }
}
