/** 长沙麻将 Changsha (RULES.md §4): rule data — tables, option and event field specs, rule texts. */
import type { FieldSpec, IntOptionSpec } from '../../catalogTypes'
import {
  UNPAID_KONG_HELP,
  baseOption,
  eventSpec,
  flagOption,
  kongKind,
  plainDraw,
  seatField,
  winKind
} from '../../commonEvents'
import { specKind } from '../../fields'
import type { Parsed } from '../../handChecks'
import { optFlag, optInt, optionReader } from '../../options'
import { defineTable, points, type Row } from '../../tables'
import type { ChangshaWinEvent, DrawEvent, KongEvent, StartWinEvent } from '../../types'
import type { VariantDefinition } from '../../variant'

export type BigId =
  'tianhu' | 'dihu' | 'pengpenghu' | 'jiangjianghu' | 'qingyise' | 'haidi' | 'kongDraw' | 'robKong' | 'qiqiaodui'
type StartKind = 'sixi' | 'banban' | 'queyise'

export interface ChangshaOptions {
  base: number
  birds: number
  bigHandsStack: boolean
  drawKeepsDealer: boolean
}

export type Win = Omit<Parsed<ChangshaWinEvent>, 'big'> & { big: readonly Row<BigId>[] }
export type StartWin = Omit<Parsed<StartWinEvent>, 'kinds'> & { kinds: readonly Row<StartKind>[] }
export type ChangshaEvent = Win | StartWin | Parsed<DrawEvent> | Parsed<KongEvent>

const ONE_BIG_HAND = { zh: '1 个大胡', en: '1 big hand' }

export const BIG_HANDS = defineTable<BigId>(
  'bigHands',
  { zh: '大胡', en: 'Big hands' },
  { zh: '大胡个数', en: 'big hands' },
  () => ONE_BIG_HAND,
  [
    {
      id: 'tianhu',
      zh: '天胡',
      en: 'Heavenly win',
      value: 1,
      help: { zh: '庄家起手即胡', en: 'The dealer wins on the deal' }
    },
    {
      id: 'dihu',
      zh: '地胡',
      en: 'Earthly win',
      value: 1,
      help: { zh: '闲家胡庄家打出的第一张牌', en: 'A non-dealer wins on the dealer’s first discard' }
    },
    { id: 'pengpenghu', zh: '碰碰胡', en: 'All pongs', value: 1 },
    {
      id: 'jiangjianghu',
      zh: '将将胡',
      en: 'All 2-5-8',
      value: 1,
      help: { zh: '每张牌都是 2、5、8', en: 'Every tile is a 2, 5 or 8' }
    },
    { id: 'qingyise', zh: '清一色', en: 'Full flush', value: 1 },
    {
      id: 'haidi',
      zh: '海底捞月',
      en: 'Last tile',
      value: 1,
      help: {
        zh: '胡最后一张牌；有放炮者（海底炮）时由其包三家',
        en: 'Win on the last tile; with a discarder (海底炮) that seat pays for all three'
      }
    },
    { id: 'kongDraw', needs: 'selfDraw', zh: '杠上开花', en: 'Win after kong', value: 1 },
    {
      id: 'robKong',
      needs: 'discarder',
      zh: '抢杠胡',
      en: 'Robbing a kong',
      value: 1,
      help: { zh: '被抢杠者包三家', en: 'The robbed seat pays for all three' }
    },
    { id: 'qiqiaodui', zh: '七巧对', en: 'Seven pairs', value: 1 }
  ]
)

export const AMOUNTS = defineTable(
  'amounts',
  { zh: '每家付分', en: 'Amount per payer' },
  { zh: '分', en: 'points' },
  points,
  [
    { id: 'small', zh: '小胡', en: 'Small win', value: 1 },
    { id: 'bigSelfDraw', zh: '大胡自摸（每个大胡）', en: 'Big win, self-draw (each big hand)', value: 3 },
    { id: 'bigDiscard', zh: '大胡点炮（每个大胡）', en: 'Big win, deal-in (each big hand)', value: 6 },
    {
      id: 'dealer',
      zh: '庄家多算',
      en: 'Dealer extra',
      value: 1,
      valueText: { zh: '+1 分', en: '+1 pt' },
      help: { zh: '付方或胡方是庄家时', en: 'When payer or winner is the dealer' }
    }
  ]
)

const START_KINDS = defineTable<StartKind>(
  'startKinds',
  { zh: '起手小胡', en: 'Opening small wins' },
  { zh: '按小胡自摸', en: 'paid as a small self-draw' },
  () => ({ zh: '小胡自摸', en: 'small self-draw' }),
  [
    {
      id: 'sixi',
      zh: '四喜',
      en: 'Four of a kind',
      value: 1,
      help: { zh: '起手有四张相同的牌', en: 'Four identical tiles in the opening hand' }
    },
    {
      id: 'banban',
      zh: '板板胡',
      en: 'No 2-5-8',
      value: 1,
      help: { zh: '起手没有一张 2、5、8', en: 'No 2, 5 or 8 in the opening hand' }
    },
    {
      id: 'queyise',
      zh: '缺一色',
      en: 'Missing a suit',
      value: 1,
      help: { zh: '起手缺一门', en: 'A suit missing from the opening hand' }
    }
  ]
)

const BASE = baseOption(10000)

const BIRDS_OPTION: IntOptionSpec = {
  key: 'birds',
  type: 'int',
  default: 1,
  min: 0,
  max: 6,
  label: { zh: '扎鸟数', en: 'Birds' },
  help: { zh: '胡牌后翻开的鸟牌张数', en: 'Bird tiles turned after a win' }
}

const BIG_HANDS_STACK = flagOption(
  'bigHandsStack',
  true,
  { zh: '大胡叠加', en: 'Big hands stack' },
  {
    zh: '一手多个大胡时每个都算（否则只算一个）',
    en: 'Each extra big hand in one win counts again (else only one counts)'
  }
)

const DRAW_KEEPS_DEALER = flagOption(
  'drawKeepsDealer',
  true,
  { zh: '流局庄家连庄', en: 'Draw keeps the dealer' },
  { zh: '关闭时流局由下家坐庄', en: 'When off, the next seat deals after a draw' }
)

const OPTIONS = optionReader<ChangshaOptions>([BASE, BIRDS_OPTION, BIG_HANDS_STACK, DRAW_KEEPS_DEALER], (raw) => ({
  base: optInt(raw.base, BASE),
  birds: optInt(raw.birds, BIRDS_OPTION),
  bigHandsStack: optFlag(raw.bigHandsStack, BIG_HANDS_STACK),
  drawKeepsDealer: optFlag(raw.drawKeepsDealer, DRAW_KEEPS_DEALER)
}))

const BIG: FieldSpec = {
  name: 'big',
  type: 'patternList',
  table: 'bigHands',
  required: false,
  default: [],
  label: { zh: '大胡', en: 'Big hands' },
  help: { zh: '不选 = 小胡（2、5、8 作将）', en: 'None = small win (2/5/8 pair)' }
}

const BIRDS: FieldSpec = {
  name: 'birds',
  type: 'birdRanks',
  required: false,
  default: [],
  maxItemsOption: 'birds',
  label: { zh: '鸟牌点数', en: 'Bird ranks' },
  help: {
    zh: '从庄家数：1、5、9 庄家，2、6 下家，3、7 对家，4、8 上家',
    en: 'Counted from the dealer: 1,5,9 dealer; 2,6 next; 3,7 across; 4,8 previous'
  }
}

const WIN = winKind<Win>({ zh: '通炮：几家胡同一张牌各自计分', en: 'Several may win on one discard, each paid' }, [
  BIG,
  BIRDS
])

/** An opening small win, as the entry form and a payment's reason name it. */
export const START_WIN_LABEL = { zh: '起手小胡', en: 'Opening small win' }

const START_SEAT = seatField('seat', { zh: '座位', en: 'Seat' })
const KINDS: FieldSpec = {
  name: 'kinds',
  type: 'patternList',
  table: 'startKinds',
  required: true,
  minItems: 1,
  label: { zh: '种类', en: 'Kinds' }
}

const START_WIN = specKind<StartWin>(
  eventSpec(
    'startWin',
    START_WIN_LABEL,
    {
      zh: '四喜、板板胡、缺一色：每种按小胡自摸收分（不扎鸟），牌局继续',
      en: 'Each kind is paid as a small self-draw (no birds); play goes on'
    },
    'extra',
    true,
    [START_SEAT, KINDS]
  )
)

export const SPEC: Omit<VariantDefinition<'changsha', ChangshaOptions, ChangshaEvent>, 'score'> = {
  id: 'changsha',
  name: { zh: '长沙麻将', en: 'Changsha' },
  seats: [2, 3, 4],
  tiles: 108,
  summary: {
    zh: '108 张，可吃。小胡要 2、5、8 作将，大胡乱将。胡后扎鸟：中鸟加倍。',
    en: '108 tiles, chow allowed. Small wins need a 2/5/8 pair, big hands any pair. Birds after the win double the pay of the seats they hit.'
  },
  options: OPTIONS,
  events: [
    WIN,
    START_WIN,
    plainDraw({ zh: '荒庄：不计分', en: 'Exhaustive draw: nothing paid' }),
    kongKind(UNPAID_KONG_HELP, false)
  ],
  tables: [BIG_HANDS, AMOUNTS, START_KINDS],
  scoring: [
    {
      zh: '每家付分：小胡 1；大胡自摸 3 × 大胡数，点炮 6 × 大胡数；付方或胡方是庄家再 +1；再乘底分。',
      en: 'Per payer: small win 1; big win 3 × big hands by self-draw, 6 × by deal-in; +1 when payer or winner is the dealer; times base.'
    },
    {
      zh: '扎鸟从庄家数。点炮：每只鸟中胡方或放炮方，放炮者多付一倍。自摸：中胡方则每家多付一倍，中某付方则该家多付一倍。',
      en: 'Birds count from the dealer. Deal-in: each bird on winner or discarder adds the discarder’s amount once more. Self-draw: a bird on the winner adds every payer’s amount once more; on a payer, that payer’s.'
    },
    {
      zh: '抢杠胡、海底炮：被抢者/放海底者包三家，付其他各家自摸时应付之和（含鸟）。',
      en: 'Robbed kong, last-tile deal-in: that seat pays what all others would have paid on a self-draw, birds included.'
    },
    {
      zh: '起手小胡每种按小胡自摸收分，不扎鸟。',
      en: 'Each opening small win is paid as a small self-draw, no birds.'
    },
    {
      zh: '胡者坐庄；通炮由放炮者坐庄；流局庄家连庄（可改为下家坐庄）。',
      en: 'The winner deals; several winners: the discarder deals; a draw keeps the dealer (or passes it on, by option).'
    }
  ],
  playOnly: [
    {
      zh: '海底牌可漫游：第一家不要，下一家可要。',
      en: 'The last tile roams: if one seat passes, the next may take it.'
    },
    { zh: '补张从最后一叠上张起，依次拿取。', en: 'Replacement tiles come from the top of the last stack, in order.' },
    { zh: '四喜等起手小胡不结束牌局。', en: 'Opening small wins do not end the hand.' }
  ]
}
