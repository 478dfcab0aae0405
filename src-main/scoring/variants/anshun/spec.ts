/** 安顺捉鸡 Anshun (RULES.md §6): rule data — tables, option and event field specs, rule texts. */
import type { EnumOptionSpec, FieldSpec } from '../../catalogTypes'
import {
  askedEveryHand,
  baseOption,
  discardOnly,
  eventSpec,
  flagField,
  kongKind,
  seatField,
  tenpaiDraw,
  type TenpaiDraw,
  winKind
} from '../../commonEvents'
import { specKind } from '../../fields'
import type { Parsed } from '../../handChecks'
import { optChoice, optInt, optionReader } from '../../options'
import { defineTable, fan, type Row } from '../../tables'
import type { AnshunWinEvent, ChickensEvent, KongEvent, TiantingEvent } from '../../types'
import type { VariantDefinition } from '../../variant'

type PatternId =
  'pinghu' | 'daduizi' | 'xiaoqidui' | 'qingyise' | 'qingdadui' | 'qingqidui' | 'longqidui' | 'qinglongqidui'

export interface AnshunOptions {
  base: number
  swingChicken: 'prevNext' | 'nextTwo'
}

export type Win = Omit<Parsed<AnshunWinEvent>, 'pattern'> & { pattern: Row<PatternId> }
export type Draw = TenpaiDraw
export type Kong = Parsed<KongEvent>
export type Chickens = Parsed<ChickensEvent>
export type AnshunEvent = Win | Draw | Kong | Parsed<TiantingEvent> | Chickens

export const PATTERNS = defineTable<PatternId>(
  'patterns',
  { zh: '牌型', en: 'Patterns' },
  { zh: '番', en: 'fan' },
  fan,
  [
    {
      id: 'pinghu',
      zh: '平胡',
      en: 'Plain win',
      value: 1,
      help: { zh: '点炮胡需本局有闷豆或转弯豆', en: 'On a discard only with a concealed or added kong this hand' }
    },
    { id: 'daduizi', zh: '大对子', en: 'All pongs', value: 5 },
    { id: 'xiaoqidui', zh: '小七对', en: 'Seven pairs', value: 10 },
    { id: 'qingyise', zh: '清一色', en: 'Full flush', value: 10 },
    { id: 'qingdadui', zh: '清大对', en: 'Full-flush all pongs', value: 15 },
    { id: 'qingqidui', zh: '清七对', en: 'Full-flush seven pairs', value: 20 },
    {
      id: 'longqidui',
      zh: '龙七对',
      en: 'Dragon seven pairs',
      value: 20,
      help: { zh: '七对中有四张相同', en: 'Seven pairs with four identical tiles' }
    },
    { id: 'qinglongqidui', zh: '清龙七对', en: 'Full-flush dragon seven pairs', value: 30 }
  ]
)

export const BONUSES = defineTable('bonuses', { zh: '胡牌加番', en: 'Win bonuses' }, { zh: '番', en: 'fan' }, fan, [
  {
    id: 'tianting',
    zh: '天听',
    en: 'Heavenly ready',
    value: 10,
    help: {
      zh: '天听者胡牌按清一色加牌型番；天听者点炮或他人自摸时另付 10 番（杀报）',
      en: 'A declared winner adds 10; a declared seat that deals in, or pays a self-draw, pays 10 more (杀报)'
    }
  },
  {
    id: 'selfDraw',
    zh: '自摸',
    en: 'Self-draw',
    value: 2,
    valueText: { zh: '×2', en: '×2' },
    help: { zh: '其他每家付 2 倍牌型番', en: 'Every other seat pays twice' }
  }
])

type KongId = 'concealed' | 'added' | 'exposed' | 'hotConcealed' | 'hotAdded'

export const KONGS = defineTable<KongId>('kongs', { zh: '豆', en: 'Kongs (豆)' }, { zh: '番', en: 'fan' }, fan, [
  {
    id: 'concealed',
    zh: '闷豆（暗杠）',
    en: 'Concealed kong',
    value: 2,
    help: { zh: '其他每家付', en: 'From each other seat' }
  },
  {
    id: 'added',
    zh: '转弯豆（加杠）',
    en: 'Added kong',
    value: 1,
    help: { zh: '其他每家付', en: 'From each other seat' }
  },
  { id: 'exposed', zh: '点豆（明杠）', en: 'Exposed kong', value: 1, help: { zh: '放杠者付', en: 'From the feeder' } },
  {
    id: 'hotConcealed',
    zh: '热炮（闷豆后点炮）',
    en: 'Hot deal-in after a concealed kong',
    value: 6,
    help: { zh: '点炮者另付', en: 'The discarder adds this' }
  },
  {
    id: 'hotAdded',
    zh: '热炮（转弯豆后点炮）',
    en: 'Hot deal-in after an added kong',
    value: 3,
    help: { zh: '点炮者另付', en: 'The discarder adds this' }
  }
])

export const HOT_KONGS: Record<'concealed' | 'added', KongId> = { concealed: 'hotConcealed', added: 'hotAdded' }

export type ChickenId = 'yaoji' | 'golden' | 'swing' | 'chongfeng' | 'chongfengGolden'

export const CHICKENS = defineTable<ChickenId>(
  'chickens',
  { zh: '鸡', en: 'Chickens' },
  { zh: '番（其他每家付）', en: 'fan from each other seat' },
  fan,
  [
    { id: 'yaoji', zh: '幺鸡', en: 'Yaoji (1 bamboo)', value: 1, help: { zh: '幺鸡永远是鸡', en: 'Always a chicken' } },
    {
      id: 'golden',
      zh: '金鸡',
      en: 'Golden chicken',
      value: 2,
      help: { zh: '翻出九条时幺鸡为金鸡', en: 'Yaoji when the turned tile is 9 bamboo' }
    },
    {
      id: 'swing',
      zh: '摇摆鸡',
      en: 'Swing chicken',
      value: 1,
      help: { zh: '翻牌的相邻牌', en: 'Neighbours of the turned tile' }
    },
    {
      id: 'chongfeng',
      zh: '冲锋鸡',
      en: 'Charging chicken',
      value: 2,
      help: { zh: '第一张打出且无人碰杠的幺鸡', en: 'The first yaoji discarded and not claimed' }
    },
    {
      id: 'chongfengGolden',
      zh: '冲锋金鸡',
      en: 'Golden charging chicken',
      value: 3,
      help: { zh: '翻出九条时的冲锋鸡', en: 'Charging chicken when the turned tile is 9 bamboo' }
    }
  ]
)

export const GOLDEN_TURN = '9s'
/** 幺鸡, the 1 of bamboo. */
export const YAOJI_RANK = 1
export const YAOJI_SUIT = 's'
export const YAOJI = '1s'

const BASE = baseOption(10000, { zh: '底注', en: 'Base stake' })

const SWING_CHICKEN: EnumOptionSpec = {
  key: 'swingChicken',
  type: 'enum',
  default: 'prevNext',
  choices: [
    { value: 'prevNext', label: { zh: '翻牌前后一张', en: 'Before and after the turned tile' } },
    { value: 'nextTwo', label: { zh: '翻牌后两张', en: 'The two after the turned tile' } }
  ],
  label: { zh: '摇摆鸡', en: 'Swing chickens' },
  help: {
    zh: '翻出的牌的哪两张为摇摆鸡（9 接 1）',
    en: 'Which two tiles the turned tile makes chickens (9 wraps to 1)'
  }
}

const OPTIONS = optionReader<AnshunOptions>([BASE, SWING_CHICKEN], (raw) => ({
  base: optInt(raw.base, BASE),
  swingChicken: optChoice<AnshunOptions['swingChicken']>(raw.swingChicken, SWING_CHICKEN)
}))

const PATTERN: FieldSpec = {
  name: 'pattern',
  type: 'pattern',
  table: 'patterns',
  required: false,
  default: 'pinghu',
  label: { zh: '牌型', en: 'Pattern' }
}

const HOT: FieldSpec = {
  name: 'hot',
  type: 'enum',
  nullable: true,
  required: false,
  default: null,
  choices: [
    { value: 'concealed', label: { zh: '闷豆后', en: 'After a concealed kong' } },
    { value: 'added', label: { zh: '转弯豆后', en: 'After an added kong' } }
  ],
  label: { zh: '热炮', en: 'Hot deal-in' },
  help: { zh: '放炮者刚杠完就点炮', en: 'The discarder had just made that kong' },
  when: [discardOnly]
}

const ROB_KONG = flagField(
  'robKong',
  { zh: '抢杠', en: 'Robbing a kong' },
  { zh: '抢转弯豆，被抢者按自摸包付', en: 'Robbing an added kong; the robbed seat pays the self-draw bill' },
  [discardOnly]
)

const WIN = winKind<Win>(
  { zh: '一炮多响各自计分，点炮者坐庄', en: 'Several winners on one discard are each paid; the discarder deals' },
  [PATTERN, HOT, ROB_KONG]
)

const TIANTING_SEAT = seatField('seat', { zh: '座位', en: 'Seat' })

const TIANTING = specKind<Parsed<TiantingEvent>>(
  eventSpec(
    'tianting',
    { zh: '天听', en: 'Heavenly ready' },
    { zh: '起手报听', en: 'Declared ready on the first turn' },
    'extra',
    true,
    [TIANTING_SEAT]
  )
)

const TURNED: FieldSpec = {
  name: 'turned',
  type: 'tileOrNull',
  suits: 'mps',
  required: false,
  default: null,
  label: { zh: '翻出的牌', en: 'Turned tile' },
  help: { zh: '牌墙已空则留空', en: 'Empty when the wall was empty' }
}

const HELD: FieldSpec = {
  name: 'held',
  type: 'chickenList',
  required: false,
  default: [],
  label: { zh: '各家的鸡', en: 'Chickens held' },
  help: { zh: '每家手中或碰杠的幺鸡数和其他摇摆鸡数', en: 'Each seat’s yaoji (hand or melds) and other swing chickens' }
}

const CHONGFENG: FieldSpec = {
  name: 'chongfeng',
  type: 'seatOrNull',
  required: false,
  default: null,
  label: { zh: '冲锋鸡', en: 'Charging chicken by' },
  help: { zh: '打出第一张幺鸡且无人碰杠的座位', en: 'Seat that discarded the first, unclaimed yaoji' }
}

const CHICKENS_EVENT = specKind<Chickens>(
  eventSpec(
    'chickens',
    { zh: '捉鸡', en: 'Chickens' },
    {
      zh: '胡牌后翻牌捉鸡；流局不算鸡',
      en: 'The tile turned after the win, and the chickens each seat holds; none on a draw'
    },
    'extra',
    false,
    [TURNED, HELD, CHONGFENG]
  )
)

const DRAW = tenpaiDraw({ zh: '荒庄查叫：豆和鸡都不算', en: 'Draw: no kongs or chickens are paid' }, 'points', {
  zh: '叫牌座位及其牌型番',
  en: 'Ready seats and their pattern fan'
})

const KONG = kongKind(
  {
    zh: '闷豆其他每家付 2，转弯豆其他每家付 1，点豆放杠者付 1（只在有人胡时）',
    en: 'Concealed: 2 from each other seat; added: 1 from each; exposed: 1 from the feeder (only when someone wins)'
  },
  false
)

export const SPEC: Omit<VariantDefinition<'anshun', AnshunOptions, AnshunEvent>, 'score'> = {
  id: 'anshun',
  name: { zh: '安顺捉鸡', en: 'Anshun (chicken)' },
  seats: [4],
  tiles: 108,
  summary: {
    zh: '108 张，不能吃，4 人。胡牌按番计；另有豆（杠）和鸡（幺鸡、摇摆鸡、冲锋鸡）收分。',
    en: '108 tiles, no chow, 4 players. Wins score fan; kongs (豆) and chickens (鸡) earn extra.'
  },
  options: OPTIONS,
  events: [WIN, askedEveryHand(KONG), TIANTING, askedEveryHand(CHICKENS_EVENT), DRAW],
  tables: [PATTERNS, BONUSES, KONGS, CHICKENS],
  scoring: [
    { zh: '牌型番 P；天听者胡牌 P + 10。', en: 'Pattern fan P; a declared (天听) winner has P + 10.' },
    {
      zh: '自摸：其他每家付 2P；未胡的天听者另付 10（杀报）。',
      en: 'Self-draw: every other seat pays 2P; a declared seat that did not win pays 10 more.'
    },
    {
      zh: '点炮：点炮者付 P（天听者点炮 P + 10）；平胡点炮需本局有闷豆或转弯豆。',
      en: 'Deal-in: the discarder pays P (P + 10 if declared); a plain win on a discard needs a concealed or added kong.'
    },
    {
      zh: '热炮：另付闷豆 6 / 转弯豆 3，且点炮者本局无鸡、豆收入。抢杠：被抢者付全部自摸分，无鸡、豆收入。',
      en: 'Hot deal-in: adds 6 (concealed) / 3 (added), and the discarder earns no chickens or kongs. Robbed kong: the robbed seat pays the whole self-draw bill and earns nothing.'
    },
    {
      zh: '豆：闷豆其他每家付 2，转弯豆其他每家付 1，点豆放杠者付 1。鸡：每只鸡其他每家付 1，金鸡 2，冲锋鸡 2，冲锋金鸡 3。',
      en: 'Kongs: concealed 2 from each, added 1 from each, exposed 1 from the feeder. Chickens: 1 from each other seat per chicken, golden 2, charging 2, golden charging 3.'
    },
    {
      zh: '流局：豆、鸡不算；有人叫牌有人未叫时，未叫者赔每个叫牌者其牌型番。',
      en: 'Draw: no kongs or chickens; if some are ready and some not, each not ready pays each ready seat its fan.'
    },
    {
      zh: '胡者坐庄，一炮多响点炮者坐庄。流局：无人或全部叫牌，庄家连庄；两家叫牌，庄家在其中则连庄，否则庄家下首最近的叫牌者；三家叫牌，未叫者坐庄；一家叫牌，叫牌者坐庄。',
      en: 'The winner deals; several: the discarder. Draw: none or all ready, the dealer stays; two, the dealer if among them, else the nearest after the dealer; three, the one not ready; one, that seat.'
    }
  ],
  playOnly: [
    { zh: '首局掷骰子点数最大者坐庄。', en: 'The highest die deals the first hand.' },
    { zh: '天听后不能换牌。', en: 'After declaring 天听 no tile may be changed.' },
    { zh: '比赛场随机组桌，按首局算，不接庄。', en: 'Tournament tables are drawn at random and do not carry the deal.' }
  ]
}
