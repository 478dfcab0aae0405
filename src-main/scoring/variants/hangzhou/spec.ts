/** 杭州麻将 Hangzhou (RULES.md §2): rule data — tables, option and event field specs, rule texts. */
import type { FieldSpec, IntOptionSpec } from '../../catalogTypes'
import {
  UNPAID_KONG_HELP,
  baseOption,
  eventSpec,
  flagField,
  kongKind,
  plainDraw,
  seatField,
  selfDrawOnly,
  winKind
} from '../../commonEvents'
import { specKind } from '../../fields'
import type { Parsed } from '../../handChecks'
import { optInt, optionReader } from '../../options'
import { defineTable, points, times } from '../../tables'
import type { DrawEvent, FleeEvent, HangzhouWinEvent, KongEvent } from '../../types'
import type { VariantDefinition } from '../../variant'

export interface HangzhouOptions {
  base: number
  discardWinMinStreak: number
}

export type Win = Parsed<HangzhouWinEvent>
export type Flee = Parsed<FleeEvent>
export type HangzhouEvent = Win | Parsed<DrawEvent> | Flee | Parsed<KongEvent>

/** Hand forms: `form` + `luxury` pick the row (七对 ×2, each 豪华 doubles again). */
export const HANDS = defineTable('hands', { zh: '牌型', en: 'Hands' }, { zh: '倍数', en: 'multiplier' }, times, [
  { id: 'standard', zh: '平胡', en: 'Standard hand', value: 1 },
  { id: 'qidui', zh: '七对', en: 'Seven pairs', value: 2 },
  { id: 'haohuaQidui', zh: '豪华七对', en: 'Luxury seven pairs', value: 4 },
  { id: 'lianghaohuaQidui', zh: '两豪华七对', en: 'Double luxury seven pairs', value: 8 },
  { id: 'sanhaohuaQidui', zh: '三豪华七对', en: 'Triple luxury seven pairs', value: 16 }
])
export type HandRow = (typeof HANDS.rows)[keyof typeof HANDS.rows]

/** The seven-pairs rows by `luxury` (0–3). */
export const QIDUI_ROWS = [
  HANDS.rows.qidui,
  HANDS.rows.haohuaQidui,
  HANDS.rows.lianghaohuaQidui,
  HANDS.rows.sanhaohuaQidui
]

export const BONUSES = defineTable(
  'bonuses',
  { zh: '加倍', en: 'Doublings' },
  { zh: '倍数', en: 'multiplier' },
  times,
  [
    {
      id: 'baotou',
      zh: '暴头',
      en: 'Baotou (wild eye)',
      value: 2,
      help: { zh: '一张财神作将、自摸胡', en: 'Self-draw holding one wild tile as the eye' }
    },
    {
      id: 'piao',
      zh: '财飘',
      en: 'Caipiao',
      value: 2,
      help: {
        zh: '暴头听牌时打出财神，每次再 ×2（连续两次 ×8）',
        en: 'Each wild tile discarded while baotou-ready doubles again (twice in a row ×8)'
      }
    },
    {
      id: 'kongDraw',
      zh: '杠开',
      en: 'Kong draw',
      value: 2,
      help: {
        zh: '杠后摸牌胡；杠暴 ×4，杠飘/飘杠 ×8',
        en: 'Win on the tile after own kong; with baotou ×4, with caipiao ×8'
      }
    }
  ]
)

const DEALER_FACTORS = defineTable(
  'dealerFactors',
  { zh: '庄家倍数', en: 'Dealer factor' },
  { zh: '倍数', en: 'multiplier' },
  times,
  [
    { id: 'streak1', zh: '平庄', en: 'First hand (平庄)', value: 2 },
    { id: 'streak2', zh: '二连庄', en: 'Second hand (二连庄)', value: 4 },
    { id: 'streak3', zh: '三连庄及以上', en: 'Third hand on (三连庄+)', value: 8 }
  ]
)
/** The dealer factor rows by dealer streak − 1 (the last for every later hand). */
export const DEALER_FACTOR_ROWS = [
  DEALER_FACTORS.rows.streak1,
  DEALER_FACTORS.rows.streak2,
  DEALER_FACTORS.rows.streak3
]

export const CONTRACTS = defineTable(
  'contracts',
  { zh: '承包', en: 'Contracts' },
  { zh: '倍数', en: 'multiplier' },
  times,
  [
    {
      id: 'chengbao',
      zh: '承包',
      en: 'Contract',
      value: 1,
      help: {
        zh: '被同一人吃碰 3 次的一方，在对方自摸时独付全部',
        en: 'When the taker self-draws, the feeder pays what all would have paid'
      }
    },
    {
      id: 'fanchengbao',
      zh: '反承包',
      en: 'Reverse contract',
      value: 2,
      help: {
        zh: '被吃碰方自摸时，吃碰方付全部的 2 倍',
        en: 'When the feeder self-draws, the taker pays twice the whole sum'
      }
    }
  ]
)

export const PENALTIES = defineTable('penalties', { zh: '逃跑', en: 'Flight' }, { zh: '分', en: 'points' }, points, [
  { id: 'flee', zh: '逃跑', en: 'Left the table', value: 8, help: { zh: '扣分不分给任何人', en: 'Paid to nobody' } },
  {
    id: 'fleeAfterCaishen',
    zh: '打财神后逃跑',
    en: 'Left after a wild discard',
    value: 32,
    help: {
      zh: '某家打出财神后、其再摸牌前逃跑；该家听牌则 32 分全归该家，否则不分配',
      en: 'Left after a seat discarded a wild tile and before it drew again; the 32 go to that seat if tenpai, else to nobody'
    }
  }
])

const BASE = baseOption(10000)

const DISCARD_WIN_MIN_STREAK: IntOptionSpec = {
  key: 'discardWinMinStreak',
  type: 'int',
  default: 2,
  min: 1,
  max: 99,
  label: { zh: '可放冲的连庄数', en: 'Deal-in from streak' },
  help: {
    zh: '庄家连庄数达到此值（2 = 二连庄）才可放冲，且只在庄闲之间',
    en: 'Discard wins are allowed from this dealer streak on (2 = second hand), between dealer and non-dealer only'
  }
}

const OPTIONS = optionReader<HangzhouOptions>([BASE, DISCARD_WIN_MIN_STREAK], (raw) => ({
  base: optInt(raw.base, BASE),
  discardWinMinStreak: optInt(raw.discardWinMinStreak, DISCARD_WIN_MIN_STREAK)
}))

const FORM: FieldSpec = {
  name: 'form',
  type: 'enum',
  required: false,
  default: 'standard',
  choices: [
    { value: 'standard', label: { zh: '平胡', en: 'Standard' } },
    { value: 'sevenPairs', label: { zh: '七对', en: 'Seven pairs' } }
  ],
  label: { zh: '牌型', en: 'Form' }
}

const LUXURY: FieldSpec = {
  name: 'luxury',
  type: 'int',
  required: false,
  default: 0,
  min: 0,
  max: 3,
  label: { zh: '豪华数', en: 'Luxury sets' },
  help: { zh: '七对中四张相同当两对用的组数', en: 'Sets of four identical tiles used as two pairs' },
  when: [{ field: 'form', in: ['sevenPairs'] }]
}

/** 暴头 (and its 财飘) is the variant's most common extra: asked on the first step. */
const BAOTOU: FieldSpec = {
  ...flagField(
    'baotou',
    { zh: '暴头', en: 'Baotou' },
    { zh: '一张财神作将自摸', en: 'Self-draw with one wild tile as the eye' },
    [selfDrawOnly]
  ),
  everyHand: true
}

const PIAO: FieldSpec = {
  name: 'piao',
  type: 'int',
  required: false,
  default: 0,
  min: 0,
  max: 3,
  label: { zh: '财飘次数', en: 'Caipiao count' },
  help: { zh: '暴头听牌时打出财神的次数', en: 'Wild tiles discarded while baotou-ready' },
  when: [{ field: 'baotou', in: [true] }],
  everyHand: true
}

const KONG_DRAW = flagField(
  'kongDraw',
  { zh: '杠开', en: 'Kong draw' },
  { zh: '杠后摸牌胡', en: 'Won on the tile after own kong' },
  [selfDrawOnly]
)

const CONTRACT: FieldSpec = {
  name: 'contract',
  type: 'contract',
  required: false,
  default: null,
  label: { zh: '承包', en: 'Contract' },
  help: { zh: '吃碰方吃碰了被吃碰方 3 次', en: 'The taker chowed or ponged from the feeder 3 times' },
  when: [selfDrawOnly]
}

const WIN = winKind<Win>({ zh: '一局只能有一位胡牌者', en: 'One winner a hand' }, [
  FORM,
  LUXURY,
  BAOTOU,
  PIAO,
  KONG_DRAW,
  CONTRACT
])

const FLEE_BY = seatField('by', { zh: '逃跑者', en: 'Seat that left' })

const CAISHEN_BY: FieldSpec = {
  name: 'caishenBy',
  type: 'seatOrNull',
  required: false,
  default: null,
  label: { zh: '打出财神者', en: 'Wild discarded by' },
  help: {
    zh: '逃跑发生在此座位打出财神之后、再摸牌之前',
    en: 'The flight came after this seat discarded a wild tile and before it drew again'
  }
}

const CAISHEN_BY_TENPAI = flagField(
  'caishenByTenpai',
  { zh: '打财神者听牌', en: 'That seat is tenpai' },
  { zh: '听牌则 32 分归该家', en: 'If tenpai, it receives the 32' },
  [{ field: 'caishenBy', notIn: [null] }]
)

const FLEE = specKind<Flee>(
  eventSpec(
    'flee',
    { zh: '逃跑', en: 'Flight' },
    {
      zh: '逃跑者扣分不分配（打财神后逃跑的例外见说明）；逃跑者不能胡，但仍付自摸分；单独的逃跑按流局算庄',
      en: 'The seat that left loses points that go to nobody (except after a wild discard); it cannot win but still pays a self-draw; alone it counts as a draw for the dealer'
    },
    'extra',
    true,
    [FLEE_BY, CAISHEN_BY, CAISHEN_BY_TENPAI]
  )
)

export const SPEC: Omit<VariantDefinition<'hangzhou', HangzhouOptions, HangzhouEvent>, 'score'> = {
  id: 'hangzhou',
  name: { zh: '杭州麻将', en: 'Hangzhou' },
  seats: [2, 3, 4],
  tiles: 136,
  summary: {
    zh: '136 张，翻牌定财神（白板代财神本身），乱将。平庄只能自摸，连庄后庄闲之间才可放冲。一局一位胡牌者。',
    en: '136 tiles; a turned tile names the wild 财神 (白板 stand in for its face); any pair is the eye. On a dealer’s first hand only self-draws win; from the second, dealer and non-dealers may deal in to each other. One winner a hand.'
  },
  options: OPTIONS,
  events: [
    WIN,
    plainDraw({ zh: '荒庄：不计分，庄家连庄', en: 'Exhaustive draw: nothing paid, the dealer stays' }),
    FLEE,
    kongKind(UNPAID_KONG_HELP, false)
  ],
  tables: [HANDS, BONUSES, DEALER_FACTORS, CONTRACTS, PENALTIES],
  scoring: [
    {
      zh: '胡牌分 V = 底分 × 牌型倍数 × 暴头 2 × 财飘 2^次数 × 杠开 2。',
      en: 'V = base × hand multiplier × 2 for baotou × 2 per caipiao × 2 for kong draw.'
    },
    {
      zh: '庄家倍数：平庄 ×2，二连庄 ×4，三连庄及以上 ×8；付方或胡方是庄家时乘上。',
      en: 'Dealer factor: ×2 first hand, ×4 second, ×8 from the third; applies when payer or winner is the dealer.'
    },
    {
      zh: '自摸：其他每家付 V（与庄相关者 ×庄家倍数）。',
      en: 'Self-draw: every other seat pays V (times the dealer factor when the dealer is involved).'
    },
    {
      zh: '放冲：只在连庄数达到设定值后、庄闲之间；放冲者独付 V × 庄家倍数。',
      en: 'Deal-in: only from the set streak on and between dealer and non-dealer; the discarder pays V × dealer factor.'
    },
    {
      zh: '承包：吃碰方自摸，被吃碰方独付全部；反承包：被吃碰方自摸，吃碰方付全部的 2 倍。',
      en: 'Contract: taker self-draws → feeder pays it all; reverse: feeder self-draws → taker pays twice it all.'
    },
    {
      zh: '逃跑扣 8 分（不分配）；打财神后、该家摸牌前逃跑扣 32 分，该家听牌则归该家。',
      en: 'Leaving costs 8 (to nobody); after a wild discard and before that seat draws again, 32, to that seat if tenpai.'
    },
    {
      zh: '庄家胡或流局连庄，闲家胡则由胡者坐庄。',
      en: 'Dealer wins or draw: the dealer stays; a non-dealer wins: it deals.'
    }
  ],
  playOnly: [
    { zh: '每手出牌 20 秒，超时自动出牌。', en: '20-second turn timer; the tile is played for you when it runs out.' },
    {
      zh: '有人财飘时，其余三家该轮不能吃、碰、放冲。',
      en: 'After a caipiao the others may not chow, pong or deal in for that go-round.'
    },
    {
      zh: '漏胡：放弃胡某张牌后，该轮不能再胡同一张。',
      en: 'Missed win: a tile passed on cannot be won on again that go-round.'
    },
    {
      zh: '一炮多响时，从庄家起逆时针最先者胡牌。',
      en: 'Several claims on one discard: the claimant nearest after the dealer, counterclockwise, wins.'
    }
  ],
  standsAlone: 'flee'
}
