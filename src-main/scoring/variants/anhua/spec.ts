/** 安化麻将 Anhua (RULES.md §5): rule data — tables, option and event field specs, rule texts. */
import type { Choice, EnumOptionSpec, FieldSpec, IntOptionSpec, Text } from '../../catalogTypes'
import {
  UNPAID_KONG_HELP,
  baseOption,
  eventSpec,
  flagField,
  flagOption,
  kongKind,
  seatField,
  selfDrawOnly,
  winKind
} from '../../commonEvents'
import { specKind } from '../../fields'
import type { Parsed } from '../../handChecks'
import { optChoice, optFlag, optInt, optionReader } from '../../options'
import { defineTable, points, times, type Row } from '../../tables'
import type { AnhuaDrawEvent, AnhuaWang, AnhuaWinEvent, KongEvent } from '../../types'
import type { VariantDefinition } from '../../variant'

type FeatureId = 'qingyise' | 'qidui' | 'kongDraw' | 'robKong' | 'kongDiscard'
type BirdMode = '159' | 'dealer' | 'winner' | 'none'

export interface AnhuaOptions {
  base: number
  wangMode: 4 | 7
  birdMode: BirdMode
  birdCount: number
  oneBirdAllHit: boolean
  piao: 'none' | 'choose' | 'fixed'
  fixedPiao: number
  robKong: boolean
  kongDiscardBig: boolean
  multiRon: boolean
  selfWangIsHard: boolean
}

export type Win = Omit<Parsed<AnhuaWinEvent>, 'features' | 'wang'> & {
  features: readonly Row<FeatureId>[]
  wang: AnhuaWang
}
type Draw = Parsed<AnhuaDrawEvent>
export type AnhuaEvent = Win | Draw | Parsed<KongEvent>

export const HANDS = defineTable('hands', { zh: '基本分', en: 'Base points' }, { zh: '分', en: 'points' }, points, [
  { id: 'xiaohu', zh: '小胡（单王平胡）', en: 'Small win (one wild, plain)', value: 2 },
  {
    id: 'startFourWang',
    zh: '起手四王',
    en: 'Four wilds on the deal',
    value: 2,
    help: { zh: '起手有四王即可胡，按小胡计', en: 'Wins at once, scored as a small win' }
  }
])

export const WANG = defineTable<AnhuaWang>(
  'wang',
  { zh: '王', en: 'Wild tiles' },
  { zh: '倍数', en: 'multiplier' },
  times,
  [
    {
      id: 'single',
      zh: '单王',
      en: 'One wild',
      value: 1,
      help: { zh: '王只作单张使用', en: 'Wilds used as single tiles' }
    },
    {
      id: 'hard',
      zh: '硬庄',
      en: 'No wild (hard)',
      value: 2,
      help: { zh: '手中没有王代替', en: 'No wild standing in' }
    },
    { id: 'three', zh: '三王', en: 'Three wilds', value: 2 },
    { id: 'four', zh: '四王', en: 'Four wilds', value: 4 },
    { id: 'six', zh: '六王', en: 'Six wilds', value: 4, help: { zh: '只在七王玩法', en: 'Seven-wild mode only' } },
    { id: 'seven', zh: '七王', en: 'Seven wilds', value: 8, help: { zh: '只在七王玩法', en: 'Seven-wild mode only' } }
  ]
)
const WANG_CHOICES: Choice[] = WANG.catalog.entries.map((e) => ({ value: e.id, label: e.name }))

export const FEATURES = defineTable<FeatureId>(
  'features',
  { zh: '牌型', en: 'Features' },
  { zh: '倍数', en: 'multiplier' },
  times,
  [
    { id: 'qingyise', zh: '清一色', en: 'Full flush', value: 2 },
    {
      id: 'qidui',
      zh: '小七对',
      en: 'Seven pairs',
      value: 2,
      help: { zh: '不能与杠上开花同时', en: 'Not with a win after kong' }
    },
    { id: 'kongDraw', needs: 'selfDraw', zh: '杠上开花', en: 'Win after kong', value: 2 },
    {
      id: 'robKong',
      needs: 'discarder',
      zh: '抢杠胡',
      en: 'Robbing a kong',
      value: 2,
      help: { zh: '需开启可抢杠胡；开杠者付', en: 'Needs the robKong option; the kong maker pays' }
    },
    {
      id: 'kongDiscard',
      needs: 'discarder',
      zh: '杠上炮',
      en: 'Kong deal-in',
      value: 2,
      help: { zh: '需开启杠上炮算单大胡；开杠者付', en: 'Needs the kongDiscardBig option; the kong maker pays' }
    }
  ]
)

/** A kind of win: the label and code of its payments. */
export interface WinKind {
  label: Text
  code: string
}

export const SELF_DRAW_WIN: WinKind = { label: { zh: '自摸', en: 'Self-draw' }, code: 'win.selfDraw' }
export const DISCARD_WIN: WinKind = { label: { zh: '接炮', en: 'Deal-in' }, code: 'win.discard' }
export const ROB_KONG_WIN: WinKind = { label: FEATURES.rows.robKong.name, code: 'win.robKong' }
export const KONG_DISCARD_WIN: WinKind = { label: FEATURES.rows.kongDiscard.name, code: 'win.kongDiscard' }

/** Wild classes that never win on another seat's tile. */
export const SELF_DRAW_WANG = [WANG.rows.three, WANG.rows.four, WANG.rows.six, WANG.rows.seven]
export const SEVEN_MODE_WANG = [WANG.rows.six, WANG.rows.seven]

const BASE = baseOption(10)

const WANG_MODE: EnumOptionSpec = {
  key: 'wangMode',
  type: 'enum',
  default: 4,
  choices: [
    { value: 4, label: { zh: '四王', en: 'Four wilds' } },
    { value: 7, label: { zh: '七王', en: 'Seven wilds' } }
  ],
  label: { zh: '王的个数', en: 'Wild mode' },
  help: {
    zh: '四王：翻牌下一张的四张为王；七王：再加翻牌同种的另三张',
    en: 'Four: the four tiles after the turned one; seven: also the three others of the turned kind'
  }
}

const BIRD_MODE: EnumOptionSpec = {
  key: 'birdMode',
  type: 'enum',
  default: '159',
  choices: [
    { value: '159', label: { zh: '159 抓鸟', en: '1-5-9 birds' } },
    { value: 'dealer', label: { zh: '庄家方位', en: 'From the dealer' } },
    { value: 'winner', label: { zh: '赢家方位', en: 'From the winner' } },
    { value: 'none', label: { zh: '不抓鸟', en: 'No birds' } }
  ],
  label: { zh: '抓鸟类型', en: 'Bird mode' },
  help: {
    zh: '159：抓到 1、5、9 中鸟；方位：从庄家/赢家数座位，落在胡方或付方为中',
    en: '1-5-9: a 1, 5 or 9 hits; positional: counted from the dealer/winner, a hit on the winner or a payer'
  }
}

const BIRD_COUNT: EnumOptionSpec = {
  key: 'birdCount',
  type: 'enum',
  default: 2,
  choices: [1, 2, 3, 4, 6].map((n) => ({ value: n, label: { zh: `${n} 鸟`, en: `${n}` } })),
  label: { zh: '鸟数', en: 'Birds' },
  help: { zh: '胡后抓鸟张数；牌不够则有几张抓几张', en: 'Bird tiles after a win; fewer if the wall runs short' }
}

const ONE_BIRD_ALL_HIT = flagOption(
  'oneBirdAllHit',
  false,
  { zh: '一鸟全中', en: 'One bird always hits' },
  { zh: '只抓 1 鸟，必中胡方', en: 'One bird, always a hit on the winner' }
)

const PIAO_MODE: EnumOptionSpec = {
  key: 'piao',
  type: 'enum',
  default: 'none',
  choices: [
    { value: 'none', label: { zh: '不飘', en: 'None' } },
    { value: 'choose', label: { zh: '自选飘分', en: 'Chosen per seat' } },
    { value: 'fixed', label: { zh: '固定飘分', en: 'Fixed' } }
  ],
  label: { zh: '飘分', en: 'Piao' },
  help: { zh: '每笔付分加上胡方与付方的飘分', en: 'Each payment adds the winner’s and the payer’s piao' }
}

const FIXED_PIAO: IntOptionSpec = {
  key: 'fixedPiao',
  type: 'int',
  default: 1,
  min: 1,
  max: 10,
  label: { zh: '固定飘分', en: 'Fixed piao' },
  help: { zh: '固定飘分时每人的飘分', en: 'Everyone’s piao in fixed mode' }
}

const ROB_KONG = flagOption(
  'robKong',
  false,
  { zh: '可抢杠胡', en: 'Robbing a kong allowed' },
  { zh: '开启后才可抢杠胡', en: 'Allows winning on another’s added kong tile' }
)

const KONG_DISCARD_BIG = flagOption(
  'kongDiscardBig',
  false,
  { zh: '杠上炮算单大胡', en: 'Kong deal-in counts' },
  { zh: '开启后才有杠上炮牌型', en: 'Allows the kong deal-in feature' }
)

const MULTI_RON = flagOption(
  'multiRon',
  false,
  { zh: '一炮多响', en: 'Several winners on one discard' },
  { zh: '点炮时可多家同时胡', en: 'Several seats may win on one discard' }
)

const SELF_WANG_IS_HARD = flagOption(
  'selfWangIsHard',
  false,
  { zh: '王代本身算硬庄', en: 'Wild as itself is hard' },
  {
    zh: '王代替自己本身的牌胡牌时算硬庄（录入牌时由分析器使用）',
    en: 'A wild standing for its own face counts as hard (used by the tile analyzer)'
  }
)

const OPTIONS = optionReader<AnhuaOptions>(
  [
    BASE,
    WANG_MODE,
    BIRD_MODE,
    BIRD_COUNT,
    ONE_BIRD_ALL_HIT,
    PIAO_MODE,
    FIXED_PIAO,
    ROB_KONG,
    KONG_DISCARD_BIG,
    MULTI_RON,
    SELF_WANG_IS_HARD
  ],
  (raw) => ({
    base: optInt(raw.base, BASE),
    wangMode: optChoice<4 | 7>(raw.wangMode, WANG_MODE),
    birdMode: optChoice<BirdMode>(raw.birdMode, BIRD_MODE),
    birdCount: optChoice<number>(raw.birdCount, BIRD_COUNT),
    oneBirdAllHit: optFlag(raw.oneBirdAllHit, ONE_BIRD_ALL_HIT),
    piao: optChoice<AnhuaOptions['piao']>(raw.piao, PIAO_MODE),
    fixedPiao: optInt(raw.fixedPiao, FIXED_PIAO),
    robKong: optFlag(raw.robKong, ROB_KONG),
    kongDiscardBig: optFlag(raw.kongDiscardBig, KONG_DISCARD_BIG),
    multiRon: optFlag(raw.multiRon, MULTI_RON),
    selfWangIsHard: optFlag(raw.selfWangIsHard, SELF_WANG_IS_HARD)
  })
)

/** 起手四王 scores 2 whatever the hand holds: wild class and features do not apply to it. */
const NOT_START_FOUR_WANG = { field: 'startFourWang', in: [false] }

const WANG_FIELD: FieldSpec = {
  name: 'wang',
  type: 'enum',
  required: false,
  default: 'single',
  choices: WANG_CHOICES,
  label: { zh: '王', en: 'Wild class' },
  when: [NOT_START_FOUR_WANG]
}

const FEATURES_FIELD: FieldSpec = {
  name: 'features',
  type: 'patternList',
  table: 'features',
  required: false,
  default: [],
  label: { zh: '牌型', en: 'Features' },
  when: [NOT_START_FOUR_WANG]
}

const START_FOUR_WANG = flagField(
  'startFourWang',
  { zh: '起手四王', en: 'Four wilds on the deal' },
  { zh: '起手四王即胡，按小胡 2 分计', en: 'Wins at once, scored 2 as a small win' },
  [selfDrawOnly]
)

const BIRDS: FieldSpec = {
  name: 'birds',
  type: 'birdRanks',
  required: false,
  default: [],
  maxItemsOption: 'birdCount',
  label: { zh: '鸟牌点数', en: 'Bird ranks' },
  when: [{ option: 'birdMode', in: ['159', 'dealer', 'winner'] }]
}

const PIAO: FieldSpec = {
  name: 'piao',
  type: 'perSeatInt',
  required: false,
  default: null,
  min: 0,
  max: 3,
  label: { zh: '各家飘分', en: 'Piao per seat' },
  help: { zh: '每个座位选的飘分（0–3）', en: 'Each seat’s chosen piao (0–3)' },
  when: [{ option: 'piao', in: ['choose'] }]
}

const WIN = winKind<Win>(
  { zh: '自摸赢所有玩家，接炮赢点炮一家', en: 'A self-draw wins from everyone, a deal-in from the discarder' },
  [START_FOUR_WANG, WANG_FIELD, FEATURES_FIELD, BIRDS, PIAO]
)

const LAST_DRAWER = seatField('lastDrawer', { zh: '摸最后一张者', en: 'Drew the last tile' })

const DRAW = specKind<Draw>(
  eventSpec(
    'draw',
    { zh: '流局', en: 'Draw' },
    { zh: '荒庄：不计分，摸最后一张牌者坐庄', en: 'Draw: nothing paid; the seat that drew the last tile deals' },
    'outcome',
    false,
    [LAST_DRAWER]
  )
)

export const SPEC: Omit<VariantDefinition<'anhua', AnhuaOptions, AnhuaEvent>, 'score'> = {
  id: 'anhua',
  name: { zh: '安化麻将', en: 'Anhua' },
  seats: [2, 3, 4],
  tiles: 108,
  summary: {
    zh: '108 张，翻牌定王（赖子）。胡牌分 = 2 × 2^(王级 + 牌型数)；中鸟翻倍，另计飘分。',
    en: '108 tiles; a turned tile names the wilds (王). Points = 2 × 2^(wild level + features); birds multiply, piao adds.'
  },
  options: OPTIONS,
  events: [WIN, DRAW, kongKind(UNPAID_KONG_HELP, false)],
  tables: [HANDS, WANG, FEATURES],
  scoring: [
    {
      zh: '牌型分 = 2 × 王倍数 × 每个牌型 ×2（单王 1，硬庄/三王 2，四王/六王 4，七王 8）；起手四王固定 2 分。',
      en: 'Points = 2 × wild multiplier × 2 per feature (one wild 1, hard/three 2, four/six 4, seven 8); four wilds on the deal: 2.'
    },
    {
      zh: '每家付 底分 × 牌型分 × 鸟倍数 + 胡方飘分 + 付方飘分；中鸟 h 只时鸟倍数为 2h。',
      en: 'Each payer pays base × points × bird factor + winner’s piao + payer’s piao; h birds hit give a factor of 2h.'
    },
    {
      zh: '接炮只能硬庄；单王只能抢杠胡或杠上炮；三王及以上不能接炮。',
      en: 'A deal-in win needs a hard hand; one wild only through robbing a kong or a kong deal-in; three wilds and up never on another’s tile.'
    },
    {
      zh: '自摸各家付；点炮、抢杠、杠上炮由放炮/开杠者付。',
      en: 'Self-draw: all pay; deal-in, robbed kong, kong deal-in: that seat pays.'
    },
    {
      zh: '赢家坐庄；一炮多响由放炮者下家起第一个胡者坐庄；荒庄由摸最后一张者坐庄。',
      en: 'The winner deals; several winners: the first winner after the discarder; a draw: the seat that drew the last tile.'
    }
  ],
  playOnly: [
    { zh: '听牌才可杠；补张张数按设置。', en: 'Kong only when ready; replacement count as set.' },
    {
      zh: '海底最后四张轮流摸，谁胡谁海底胡。',
      en: 'The last four tiles are drawn in turn; whoever wins takes the last-tile win.'
    },
    { zh: '过手胡：漏胡的牌到再次摸牌前不能胡。', en: 'A passed win on a tile stays barred until you draw again.' }
  ]
}
