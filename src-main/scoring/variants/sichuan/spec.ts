/** 四川麻将 Sichuan / Chengdu (RULES.md §3): rule data — tables, option and event field specs, rule texts. */
import type { FieldSpec, PatternPointsOptionSpec } from '../../catalogTypes'
import {
  UNPAID_KONG_HELP,
  baseOption,
  discardOnly,
  flagField,
  kongKind,
  selfDrawOnly,
  tenpaiDraw,
  type TenpaiDraw,
  winKind
} from '../../commonEvents'
import type { Parsed } from '../../handChecks'
import { optInt, optionReader, optPatternPoints } from '../../options'
import { defineTable, points, type Row } from '../../tables'
import type { KongEvent, SichuanWinEvent } from '../../types'
import type { VariantDefinition } from '../../variant'

type PatternId =
  'pinghu' | 'duiduihu' | 'qidui' | 'qingyise' | 'yaojiu' | 'qingdui' | 'jiangdui' | 'qingqidui' | 'tianhu' | 'dihu'

export interface SichuanOptions {
  base: number
  points: Partial<Record<PatternId, number>>
}

export type Win = Omit<Parsed<SichuanWinEvent>, 'pattern'> & { pattern: Row<PatternId> }
type Draw = TenpaiDraw
export type SichuanEvent = Win | Draw | Parsed<KongEvent>

const PATTERNS = defineTable<PatternId>(
  'patterns',
  { zh: '牌型', en: 'Patterns' },
  { zh: '分', en: 'points' },
  points,
  [
    { id: 'pinghu', zh: '平胡', en: 'Plain win', value: 1 },
    { id: 'duiduihu', zh: '对对胡（大对子）', en: 'All pongs', value: 2 },
    { id: 'qidui', zh: '七对', en: 'Seven pairs', value: 3 },
    { id: 'qingyise', zh: '清一色', en: 'Full flush', value: 3 },
    {
      id: 'yaojiu',
      zh: '幺九',
      en: 'Terminals in every set',
      value: 3,
      help: { zh: '每组牌和将都带 1 或 9', en: 'Every set and the pair hold a 1 or 9' }
    },
    {
      id: 'qingdui',
      zh: '清对',
      en: 'Full-flush all pongs',
      value: 4,
      help: { zh: '清一色对对胡', en: 'Full flush and all pongs' }
    },
    {
      id: 'jiangdui',
      zh: '将对',
      en: '2-5-8 all pongs',
      value: 4,
      help: { zh: '只有 2、5、8 的对对胡', en: 'All pongs of 2, 5 and 8 only' }
    },
    {
      id: 'qingqidui',
      zh: '清七对',
      en: 'Full-flush seven pairs',
      value: 4,
      help: {
        zh: '清一色七对；有四张相同另按根加分（可在选项中改为 8）',
        en: 'Full flush seven pairs; four identical tiles add roots (a house may make it 8)'
      }
    },
    { id: 'tianhu', zh: '天胡', en: 'Heavenly win', value: 8 },
    { id: 'dihu', zh: '地胡', en: 'Earthly win', value: 8 }
  ]
)

export const EXTRAS = defineTable(
  'extras',
  { zh: '加分', en: 'Additions' },
  { zh: '分', en: 'points' },
  (v) => ({ zh: `+${v}`, en: `+${v}` }),
  [
    {
      id: 'root',
      zh: '根 / 杠',
      en: 'Root / kong',
      value: 1,
      help: { zh: '每组四张相同（杠或在手）', en: 'Each set of four identical tiles, as kong or in hand' }
    },
    { id: 'kongDraw', zh: '杠上花', en: 'Win after kong', value: 2 },
    { id: 'robKong', zh: '抢杠', en: 'Robbing a kong', value: 1 }
  ]
)

const BASE = baseOption(10000)

const POINTS: PatternPointsOptionSpec = {
  key: 'points',
  type: 'patternPoints',
  default: {},
  table: 'patterns',
  min: 1,
  max: 1000,
  label: { zh: '牌型分数调整', en: 'Pattern points' },
  help: { zh: '改写牌型表中的分数，如清七对 8 分', en: 'Override values of the pattern table, e.g. 清七对 at 8' }
}

const OPTIONS = optionReader<SichuanOptions>([BASE, POINTS], (raw, tables) => ({
  base: optInt(raw.base, BASE),
  points: optPatternPoints(raw.points, POINTS, tables)
}))

const PATTERN: FieldSpec = {
  name: 'pattern',
  type: 'pattern',
  table: 'patterns',
  required: false,
  default: 'pinghu',
  label: { zh: '牌型', en: 'Pattern' }
}

const ROOTS: FieldSpec = {
  name: 'roots',
  type: 'int',
  required: false,
  default: 0,
  min: 0,
  max: 4,
  label: { zh: '根', en: 'Roots' },
  help: { zh: '四张相同（杠或在手）的组数，每组 +1', en: 'Sets of four identical tiles (kong or in hand), +1 each' }
}

const KONG_DRAW = flagField(
  'kongDraw',
  { zh: '杠上花', en: 'Win after kong' },
  { zh: '杠后补牌自摸，+2', en: 'Self-draw on the tile after a kong, +2' },
  [selfDrawOnly]
)

const KONG_FROM: FieldSpec = {
  name: 'kongFrom',
  type: 'seatOrNull',
  required: false,
  default: null,
  label: { zh: '引杠者', en: 'Kong fed by' },
  help: { zh: '杠上花的杠由此座位点杠时，由其一人付（算点炮）', en: 'If another seat fed that kong, it alone pays' },
  when: [{ field: 'kongDraw', in: [true] }]
}

const ROB_KONG = flagField(
  'robKong',
  { zh: '抢杠胡', en: 'Robbing a kong' },
  { zh: '胡别人补杠的牌，+1；被抢者付', en: 'Won on another’s added kong tile, +1; the robbed seat pays' },
  [discardOnly]
)

const WIN = winKind<Win>({ zh: '可一炮多响，各自计分', en: 'Several may win on one discard, each paid on its own' }, [
  PATTERN,
  ROOTS,
  KONG_DRAW,
  KONG_FROM,
  ROB_KONG
])

const DRAW = tenpaiDraw(
  {
    zh: '荒庄查叫：未听牌者赔每个听牌者其最小可胡分',
    en: 'Draw: each seat not ready pays every ready seat its least possible score'
  },
  'minPoints',
  { zh: '听牌座位及其最小可胡分', en: 'Ready seats and the least their hand could score' }
)

export const SPEC: Omit<VariantDefinition<'sichuan', SichuanOptions, SichuanEvent>, 'score'> = {
  id: 'sichuan',
  name: { zh: '四川麻将（成都）', en: 'Sichuan (Chengdu)' },
  seats: [2, 3, 4],
  tiles: 108,
  summary: {
    zh: '108 张（无字牌），不能吃，缺一门才能胡，乱将。分数相加；点炮者一人付，流局查叫。',
    en: '108 tiles (no honours), no chow, must miss a suit to win, any pair. Points add up; the discarder alone pays; a draw checks who is ready.'
  },
  options: OPTIONS,
  events: [WIN, DRAW, kongKind(UNPAID_KONG_HELP, false)],
  tables: [PATTERNS, EXTRAS],
  scoring: [
    {
      zh: '胡牌分 P = 底分 × (牌型分 + 根数 + 杠上花 2 + 抢杠 1)。',
      en: 'P = base × (pattern + roots + 2 for win after kong + 1 for robbing a kong).'
    },
    {
      zh: '自摸（含杠上花）：其他每家付 P；引杠的杠上花由引杠者一人付。',
      en: 'Self-draw (incl. after a kong): every other seat pays P; if another seat fed the kong, it alone pays.'
    },
    {
      zh: '点炮或抢杠：点炮者（被抢杠者）一人付 P；一炮多响各自计分。',
      en: 'Deal-in or robbed kong: that seat alone pays P; several winners are each paid.'
    },
    {
      zh: '流局查叫：未听牌者赔每个听牌者 底分 × 其最小可胡分。',
      en: 'Draw: every seat not ready pays every ready seat base × its least score.'
    },
    {
      zh: '胡牌者坐庄；一炮多响由点炮者坐庄；流局庄家连庄。',
      en: 'The winner deals; several winners: the discarder deals; a draw keeps the dealer.'
    }
  ],
  playOnly: [
    { zh: '最后四张牌能胡必须胡。', en: 'With the last four tiles you must win when you can.' },
    {
      zh: '同一圈内不能弃先胡后（加分可以胡）。',
      en: 'No passing a win and taking a later one in the same go-round (unless it scores more).'
    },
    { zh: '杠牌顺拿牌。', en: 'Replacement tiles are drawn in order.' }
  ]
}
