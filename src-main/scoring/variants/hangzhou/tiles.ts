/**
 * 杭州 from tiles (RULES §9): `form`, `luxury` (four identical used as two pairs, wilds
 * completing allowed) and `baotou` (self-draw, standard, the pair a wild and the drawn tile).
 * The hand names the 财神 kind (`wild`); its 白板 are the 财神's face.
 */
import { fail } from '../../errors'
import { readTile } from '../../tiles/handTiles'
import { readings, type Reading } from '../../tiles/readings'
import { agreeScalar, candidate, cannotRead, fours, type Derivation } from '../../tiles/derive/common'

const WHITE = 31

function baotou(r: Reading, winTile: number, winTileWild: boolean, selfDraw: boolean): boolean {
  if (!selfDraw || r.form !== 'standard') return false
  const pair = r.pairs[0]
  return winTileWild ? pair.wilds === 2 : pair.kind === winTile && pair.wilds === 1
}

export const TILES: Derivation = {
  rules: {
    kinds: 34,
    chow: true,
    wild: {
      key: 'wild',
      rule(named, path) {
        if (named === undefined)
          fail('TILES_INVALID', path, 'name the 财神 kind, like "7p"', '请填写财神是哪张牌，如 "7p"')
        const kind = readTile(named, { kinds: 34, chow: true }, path)
        return kind === WHITE ? { kinds: [kind] } : { kinds: [kind], face: { from: WHITE, to: kind } }
      }
    }
  },
  win(hand, raw, _options, path) {
    const selfDraw = raw.from === undefined || raw.from === null
    const all = readings(hand.counts, hand.wilds, hand.melds, { wildKinds: [0] })
    if (all.length === 0) cannotRead(path)
    let candidates = all.map((reading) =>
      reading.form === 'sevenPairs'
        ? candidate({ form: 'sevenPairs', luxury: Math.min(3, fours(reading)), baotou: false }, reading)
        : candidate(
            { form: 'standard', luxury: 0, baotou: baotou(reading, hand.winTile, hand.winTileWild, selfDraw) },
            reading
          )
    )
    for (const field of ['form', 'luxury', 'baotou']) candidates = agreeScalar(candidates, raw, field, path)
    return candidates
  }
}
