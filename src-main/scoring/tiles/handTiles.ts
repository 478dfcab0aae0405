/**
 * A hand's `tiles` as the host gave them (RULES §9): checked, wild tiles taken apart, as counts.
 * Every fault is a TILES_INVALID ScoringError that says what is wrong in the host's words.
 */
import { fail, show } from '../errors'
import { at, isRecord } from '../validate'
import { countsOf, parseKinds, tileName } from './notation'
import type { WildKey } from '../catalogTypes'
import type { Meld, MeldKind } from './readings'

/** What a variant's tiles are: its tile set, whether it has chows, and how its wild tiles are named. */
export interface TileRules {
  kinds: 27 | 34
  chow: boolean
  /**
   * The key of `tiles` that names the hand's wild tile (杭州 `wild`, 安化 `turned`), and the hand's
   * wild kinds and the kind each face tile stands for, from what it names; no wild tiles by default.
   */
  wild?: {
    key: WildKey
    rule(named: unknown, path: string, options: Record<string, unknown>): WildRule
  }
  /** Whether a hand names its 宝牌 indicator among its tiles (`tiles.doraIndicator`, 役种). */
  doraIndicator?: true
}

interface WildRule {
  /** Kinds whose tiles are wild. */
  kinds: number[]
  /** Tiles of kind `from` are natural tiles of kind `to` (杭州: 白板 is the 财神's face). */
  face?: { from: number; to: number }
}

export interface HandTiles {
  /** The concealed tiles, wild tiles apart, faces read as what they stand for. */
  counts: number[]
  /** How many wild tiles the concealed tiles hold, and of which kind each is. */
  wilds: number
  wildKinds: number[]
  /** Per wild kind, how many the hand holds (安化's 王 class). */
  wildsByKind: number[]
  melds: Meld[]
  /** The winning tile's kind as it counts (a face as what it stands for), or -1 on a draw hand. */
  winTile: number
  /** Whether the winning tile is a wild tile. */
  winTileWild: boolean
  /** Every tile of the hand, melds included, wilds as themselves: what the host sees. */
  all: number[]
}

const MELD_KINDS: readonly MeldKind[] = ['chow', 'pong', 'kong', 'concealedKong']
const MELD_ZH: Record<MeldKind, string> = { chow: '吃', pong: '碰', kong: '明杠', concealedKong: '暗杠' }

function invalid(path: string, en: string, zh: string): never {
  return fail('TILES_INVALID', path, en, zh)
}

/** Kinds of a notation string, within the variant's tile set. */
function readKinds(value: unknown, rules: TileRules, path: string): number[] {
  const kinds = typeof value === 'string' ? parseKinds(value) : null
  if (kinds === null)
    invalid(
      path,
      `must be tiles written as digits then a suit letter, like "123m456p11z"; got ${show(value)}`,
      `应写成数字加花色字母，如 "123m456p11z"，收到 ${show(value)}`
    )
  if (rules.kinds === 27 && kinds.some((k) => k >= 27))
    invalid(path, 'this variant plays without honour tiles (no "z")', '本玩法没有字牌（不能有 "z"）')
  return kinds
}

/** One kind written as a single tile, like "7p". */
export function readTile(value: unknown, rules: TileRules, path: string): number {
  const kinds = readKinds(value, rules, path)
  if (kinds.length !== 1)
    invalid(path, `must be one tile, like "7p"; got ${show(value)}`, `应为一张牌，如 "7p"，收到 ${show(value)}`)
  return kinds[0]
}

/**
 * Reads `tiles`: a win's (`winning`: 14 tiles plus one per kong, `winTile` among the concealed
 * ones) or a draw's tenpai hand (13 plus one per kong, no winTile).
 */
export function readHandTiles(
  raw: unknown,
  rules: TileRules,
  options: Record<string, unknown>,
  path: string,
  winning: boolean
): HandTiles {
  if (!isRecord(raw))
    invalid(
      path,
      `must be an object with "concealed" and "melds"; got ${show(raw)}`,
      `应为含 "concealed" 和 "melds" 的对象，收到 ${show(raw)}`
    )
  const concealed = readKinds(raw.concealed, rules, at(path, 'concealed'))
  const wild: WildRule = rules.wild
    ? rules.wild.rule(raw[rules.wild.key], at(path, rules.wild.key), options)
    : { kinds: [] }
  const face = (k: number): number => (wild.face && k === wild.face.from ? wild.face.to : k)
  const melds = readMelds(raw.melds, rules, at(path, 'melds'), face)
  const all = concealed.slice()
  for (const m of melds) for (const k of m.written) all.push(k)
  const held = countsOf(all)
  for (let k = 0; k < 34; k++)
    if (held[k] > 4)
      invalid(
        path,
        `holds ${held[k]} tiles ${tileName(k)}; there are only four of each`,
        `有 ${held[k]} 张 ${tileName(k)}，每种牌只有四张`
      )
  const kongs = melds.filter((m) => m.kind === 'kong' || m.kind === 'concealedKong').length
  const expected = (winning ? 14 : 13) + kongs
  if (all.length !== expected) {
    invalid(
      path,
      `a ${winning ? 'winning' : 'waiting'} hand has ${expected} tiles with these melds (${winning ? 14 : 13} plus one per kong); got ${all.length}`,
      `${winning ? '胡牌' : '听牌'}的手牌连同副露应有 ${expected} 张（${winning ? 14 : 13} 张，每个杠多一张），收到 ${all.length} 张`
    )
  }
  for (const m of melds)
    for (const k of m.written)
      if (wild.kinds.includes(k))
        invalid(
          at(path, 'melds'),
          `a wild tile (${tileName(k)}) cannot be in a declared meld`,
          `副露中不能有王牌/财神（${tileName(k)}）`
        )
  const counts = new Array<number>(34).fill(0)
  const wildsByKind = wild.kinds.map(() => 0)
  for (const k of concealed) {
    const w = wild.kinds.indexOf(k)
    if (w >= 0) wildsByKind[w]++
    else counts[face(k)]++
  }
  let winTile = -1
  let winTileWild = false
  if (winning) {
    const tilePath = at(path, 'winTile')
    const kind = readTile(raw.winTile, rules, tilePath)
    if (!concealed.includes(kind))
      invalid(
        tilePath,
        `the winning tile ${tileName(kind)} must be among the concealed tiles`,
        `和牌 ${tileName(kind)} 必须在手牌（concealed）中`
      )
    winTileWild = wild.kinds.includes(kind)
    winTile = face(kind)
  } else if (raw.winTile !== undefined) {
    invalid(at(path, 'winTile'), 'a waiting hand has no winning tile', '听牌的手牌没有和牌')
  }
  return {
    counts,
    wilds: wildsByKind.reduce((a, b) => a + b, 0),
    wildKinds: wild.kinds,
    wildsByKind,
    melds: melds.map((m) => ({ kind: m.kind, first: m.tiles[0] })),
    winTile,
    winTileWild,
    all
  }
}

/** The declared melds: `written` as given, `tiles` with faces read as what they stand for, ascending. */
function readMelds(
  value: unknown,
  rules: TileRules,
  path: string,
  face: (kind: number) => number
): { kind: MeldKind; tiles: number[]; written: number[] }[] {
  if (value === undefined) return []
  if (!Array.isArray(value))
    invalid(path, `must be a list of melds; got ${show(value)}`, `应为副露列表，收到 ${show(value)}`)
  if (value.length > 4) invalid(path, 'a hand has at most four melds', '最多四组副露')
  return value.map((m, i) => {
    const p = `${path}[${i}]`
    if (!isRecord(m))
      invalid(p, `must be { "kind", "tiles" }; got ${show(m)}`, `应为 { "kind", "tiles" }，收到 ${show(m)}`)
    const kind = MELD_KINDS.find((k) => k === m.kind)
    if (kind === undefined)
      invalid(
        at(p, 'kind'),
        `must be one of ${MELD_KINDS.join(', ')}; got ${show(m.kind)}`,
        `应为 ${MELD_KINDS.join('、')} 之一，收到 ${show(m.kind)}`
      )
    if (kind === 'chow' && !rules.chow) invalid(at(p, 'kind'), 'this variant has no chow', '本玩法不能吃')
    const written = readKinds(m.tiles, rules, at(p, 'tiles'))
    const tiles = written.map(face).sort((a, b) => a - b)
    const size = kind === 'chow' || kind === 'pong' ? 3 : 4
    const ok =
      tiles.length === size &&
      (kind === 'chow'
        ? tiles[0] < 27 && tiles[0] % 9 <= 6 && tiles[1] === tiles[0] + 1 && tiles[2] === tiles[0] + 2
        : tiles.every((t) => t === tiles[0]))
    if (!ok) {
      const want = kind === 'chow' ? 'three consecutive tiles of one suit' : `${size} identical tiles`
      const wantZh = kind === 'chow' ? '同花色三张连续的牌' : `${size} 张相同的牌`
      invalid(
        at(p, 'tiles'),
        `a ${kind} is ${want}; got ${show(m.tiles)}`,
        `${MELD_ZH[kind]}应为${wantZh}，收到 ${show(m.tiles)}`
      )
    }
    return { kind, tiles, written }
  })
}
