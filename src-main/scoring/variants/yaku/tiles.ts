/**
 * 役种 from tiles (RULES §9, §7): every yaku a reading shows, `eyes258` from its pair, dora
 * from `tiles.doraIndicator` (counted by the engine on dice 8 only). Context yaku (抢杠, 岭上,
 * 杠振, 天和, 地和) given by the host are added.
 */
import { readTile } from '../../tiles/handTiles'
import { readings, type Reading, type ReadSet } from '../../tiles/readings'
import { DEFAULT_SHAPES, THIRTEEN_ORPHANS } from '../../tiles/win'
import { at } from '../../validate'
import { YAKU, YAKUMAN } from './spec'
import {
  agreeList,
  agreeScalar,
  allTriplets,
  candidate,
  cannotRead,
  fours,
  is258,
  oneSuit,
  readingKinds,
  suitOf,
  type Candidate,
  type Derivation,
  type RawEvent
} from '../../tiles/derive/common'

/** Every yaku the tiles can show; any other id given (抢杠, 岭上, 杠振, 天和, 地和) is context. */
const TILE_YAKU = [
  'duiduihe',
  'shierluotai',
  'menqianzimo',
  'yiqi',
  'sananke',
  'sanseshun',
  'hunquan',
  'hunlaotou',
  'wumenqi',
  'yisesantongshun',
  'hunyise',
  'qidui',
  'sansetongke',
  'sanlianke',
  'xiaosanyuan',
  'sangangzi',
  'chunquan',
  'qingyise',
  'longqidui',
  'sianke',
  'ziyise',
  'qinglaotou',
  'jiulian',
  'xiaosixi',
  'dasixi',
  'dasanyuan',
  'guoshi',
  'sigangzi'
]

const WINDS = [27, 28, 29, 30]
const DRAGONS = [31, 32, 33]

function terminal(k: number): boolean {
  return k < 27 && (k % 9 === 0 || k % 9 === 8)
}

function setKinds(s: ReadSet): number[] {
  return s.type === 'run' ? [s.first, s.first + 1, s.first + 2] : [s.first]
}

/** The dora indicator's next kind: numbers 9 → 1, winds 东→南→西→北→东, dragons 白→发→中→白. */
function doraOf(indicator: number): number {
  if (indicator < 27) return indicator % 9 === 8 ? indicator - 8 : indicator + 1
  if (indicator < 31) return indicator === 30 ? 27 : indicator + 1
  return indicator === 33 ? 31 : indicator + 1
}

/** Concealed triplets and kongs; a triplet only the discarded winning tile can complete is open. */
function concealedTriplets(r: Reading, winTile: number, selfDraw: boolean): number {
  const triplets = r.sets.filter((s) => s.type !== 'run' && (s.meld === null || s.meld === 'concealedKong'))
  if (selfDraw || !triplets.some((s) => s.first === winTile && s.meld === null)) return triplets.length
  const elsewhere =
    r.pairs.some((p) => p.kind === winTile) ||
    r.sets.some((s) => s.type === 'run' && s.meld === null && setKinds(s).includes(winTile))
  return elsewhere ? triplets.length : triplets.length - 1
}

function readingYaku(r: Reading, raw: RawEvent, winTile: number, counts: readonly number[]): string[] {
  const selfDraw = raw.from === undefined || raw.from === null
  const kinds = readingKinds(r)
  const ids: string[] = []
  const honours = kinds.some((k) => k >= 27)
  const numbered = kinds.filter((k) => k < 27)
  const flush = oneSuit(kinds)
  const halfFlush = !flush && numbered.length > 0 && numbered.every((k) => suitOf(k) === suitOf(numbered[0]))
  const melds = r.sets.filter((s) => s.meld !== null)
  const open = melds.some((s) => s.meld !== 'concealedKong')
  const kongs = r.sets.filter((s) => s.type === 'kong').length
  if (r.form === 'thirteenOrphans') return ['guoshi']
  if (flush) ids.push('qingyise')
  if (halfFlush && honours) ids.push('hunyise')
  if (kinds.every((k) => k >= 27)) ids.push('ziyise')
  if (kinds.every(terminal)) ids.push('qinglaotou')
  else if (honours && kinds.every((k) => k >= 27 || terminal(k))) ids.push('hunlaotou')
  if (selfDraw && !open) ids.push('menqianzimo')
  const suits = new Set(kinds.map((k) => (k < 27 ? suitOf(k) : DRAGONS.includes(k) ? 4 : 3)))
  if (suits.size === 5) ids.push('wumenqi')
  if (r.form === 'sevenPairs') {
    ids.push(fours(r) > 0 ? 'longqidui' : 'qidui')
    return ids
  }
  const pair = r.pairs[0].kind
  const triplets = r.sets.filter((s) => s.type !== 'run').map((s) => s.first)
  const runs = r.sets.filter((s) => s.type === 'run').map((s) => s.first)
  if (allTriplets(r)) ids.push('duiduihe')
  if (melds.length === 4) ids.push('shierluotai')
  const concealed = concealedTriplets(r, winTile, selfDraw)
  if (concealed === 3) ids.push('sananke')
  if (concealed === 4) ids.push('sianke')
  if (kongs === 3) ids.push('sangangzi')
  if (kongs === 4) ids.push('sigangzi')
  for (const s of [0, 9, 18]) if ([s, s + 3, s + 6].every((f) => runs.includes(f))) ids.push('yiqi')
  if (runs.some((f) => f < 9 && runs.includes(f + 9) && runs.includes(f + 18))) ids.push('sanseshun')
  if (runs.some((f) => runs.filter((g) => g === f).length >= 3)) ids.push('yisesantongshun')
  if (triplets.some((f) => f < 9 && triplets.includes(f + 9) && triplets.includes(f + 18))) ids.push('sansetongke')
  if (triplets.some((f) => f < 27 && f % 9 <= 6 && triplets.includes(f + 1) && triplets.includes(f + 2)))
    ids.push('sanlianke')
  const groups = [...r.sets.map(setKinds), [pair]]
  if (runs.length > 0 && groups.every((g) => g.some((k) => k >= 27 || terminal(k))))
    ids.push(honours ? 'hunquan' : 'chunquan')
  const dragonTriplets = DRAGONS.filter((k) => triplets.includes(k)).length
  if (dragonTriplets === 3) ids.push('dasanyuan')
  if (dragonTriplets === 2 && DRAGONS.includes(pair)) ids.push('xiaosanyuan')
  const windTriplets = WINDS.filter((k) => triplets.includes(k)).length
  if (windTriplets === 4) ids.push('dasixi')
  if (windTriplets === 3 && WINDS.includes(pair)) ids.push('xiaosixi')
  if (flush && melds.length === 0 && nineGates(counts)) ids.push('jiulian')
  return ids
}

/** 九莲宝灯: 1112345678999 of one suit and one more of it, concealed. */
function nineGates(counts: readonly number[]): boolean {
  for (const s of [0, 9, 18]) {
    const c = counts.slice(s, s + 9)
    if (c.reduce((a, b) => a + b, 0) !== 14) continue
    const base = [3, 1, 1, 1, 1, 1, 1, 1, 3]
    return c.every((n, i) => n >= base[i])
  }
  return false
}

function yakuman(c: Candidate): boolean {
  return (c.derived.yaku as string[]).some((id) => YAKU.byId.get(id)?.group === YAKUMAN)
}

export const TILES: Derivation = {
  rules: { kinds: 34, chow: true, doraIndicator: true },
  win(hand, raw, _options, path) {
    const all = readings(hand.counts, 0, hand.melds, { shapes: DEFAULT_SHAPES | THIRTEEN_ORPHANS })
    if (all.length === 0) cannotRead(path)
    const tiles = raw.tiles as Record<string, unknown>
    let dora: number | null = null
    if (tiles.doraIndicator !== undefined) {
      const next = doraOf(readTile(tiles.doraIndicator, this.rules, at(path, 'doraIndicator')))
      dora = hand.all.filter((k) => k === next).length
    }
    let candidates = all.map((reading) => {
      const derived: Record<string, unknown> = {
        yaku: readingYaku(reading, raw, hand.winTile, hand.counts),
        eyes258: reading.form === 'standard' && is258(reading.pairs[0].kind)
      }
      if (dora !== null) derived.dora = dora
      return candidate(derived, reading)
    })
    // the engine keeps the first candidate of the highest pay: on a tie, a 役满 reading
    candidates.sort((a, b) => Number(yakuman(b)) - Number(yakuman(a)))
    candidates = agreeScalar(candidates, raw, 'eyes258', path)
    if (dora !== null) candidates = agreeScalar(candidates, raw, 'dora', path)
    return agreeList(candidates, raw, 'yaku', TILE_YAKU, path)
  }
}
