/** 安化麻将 Anhua (RULES.md §5). */
import { birdHits, checkBirdCount } from '../birds'
import type { Choice, EnumOptionSpec, FieldSpec, IntOptionSpec, Text } from '../catalogTypes'
import {
  UNPAID_KONG_HELP,
  WINNER,
  baseOption,
  eventSpec,
  flagField,
  flagOption,
  kongKind,
  readFrom,
  seatField,
  selfDrawOnly,
  winSpec
} from '../commonEvents'
import { firstMarkedAfter, passDeal } from '../dealer'
import { fail } from '../errors'
import { readBirds, readChoice, readFlag, readPatterns, readPerSeat, readSeat, type EventKind } from '../fields'
import {
  checkSameDiscard,
  discardWinForbidden,
  featureNotEnabled,
  inconsistent,
  requireDiscarder,
  requireSelfDraw,
  type Parsed
} from '../handChecks'
import { Ledger } from '../ledger'
import { optChoice, optFlag, optInt, optionReader } from '../options'
import { Formula, NUMBER } from '../reasons'
import { defineTable, hasRow, points, times, type Row } from '../tables'
import type { AnhuaDrawEvent, AnhuaWang, AnhuaWinEvent, HandResult, KongEvent, Seat } from '../types'
import { at } from '../validate'
import { seatFlags } from '../seatLists'
import { defineVariant, type Hand } from '../variant'

type FeatureId = 'qingyise' | 'qidui' | 'kongDraw' | 'robKong' | 'kongDiscard'
type BirdMode = '159' | 'dealer' | 'winner' | 'none'

interface AnhuaOptions {
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

type Win = Omit<Parsed<AnhuaWinEvent>, 'features' | 'wang'> & {
  features: readonly Row<FeatureId>[]
  wang: Row<AnhuaWang>
}
type Draw = Parsed<AnhuaDrawEvent>
type AnhuaEvent = Win | Draw | Parsed<KongEvent>

const HANDS = defineTable('hands', { zh: '基本分', en: 'Base points' }, { zh: '分', en: 'points' }, points, [
  { id: 'xiaohu', zh: '小胡（单王平胡）', en: 'Small win (one wild, plain)', value: 2 },
  {
    id: 'startFourWang',
    zh: '起手四王',
    en: 'Four wilds on the deal',
    value: 2,
    help: { zh: '起手有四王即可胡，按小胡计', en: 'Wins at once, scored as a small win' }
  }
])

const WANG = defineTable<AnhuaWang>('wang', { zh: '王', en: 'Wild tiles' }, { zh: '倍数', en: 'multiplier' }, times, [
  {
    id: 'single',
    zh: '单王',
    en: 'One wild',
    value: 1,
    help: { zh: '王只作单张使用', en: 'Wilds used as single tiles' }
  },
  { id: 'hard', zh: '硬庄', en: 'No wild (hard)', value: 2, help: { zh: '手中没有王代替', en: 'No wild standing in' } },
  { id: 'three', zh: '三王', en: 'Three wilds', value: 2 },
  { id: 'four', zh: '四王', en: 'Four wilds', value: 4 },
  { id: 'six', zh: '六王', en: 'Six wilds', value: 4, help: { zh: '只在七王玩法', en: 'Seven-wild mode only' } },
  { id: 'seven', zh: '七王', en: 'Seven wilds', value: 8, help: { zh: '只在七王玩法', en: 'Seven-wild mode only' } }
])
const WANG_CHOICES: Choice[] = WANG.catalog.entries.map((e) => ({ value: e.id, label: e.name }))

const FEATURES = defineTable<FeatureId>(
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
    { id: 'kongDraw', zh: '杠上开花', en: 'Win after kong', value: 2 },
    {
      id: 'robKong',
      zh: '抢杠胡',
      en: 'Robbing a kong',
      value: 2,
      help: { zh: '需开启可抢杠胡；开杠者付', en: 'Needs the robKong option; the kong maker pays' }
    },
    {
      id: 'kongDiscard',
      zh: '杠上炮',
      en: 'Kong deal-in',
      value: 2,
      help: { zh: '需开启杠上炮算单大胡；开杠者付', en: 'Needs the kongDiscardBig option; the kong maker pays' }
    }
  ]
)

/** A kind of win: the label and code of its payments. */
interface WinKind {
  label: Text
  code: string
}

const SELF_DRAW_WIN: WinKind = { label: { zh: '自摸', en: 'Self-draw' }, code: 'win.selfDraw' }
const DISCARD_WIN: WinKind = { label: { zh: '接炮', en: 'Deal-in' }, code: 'win.discard' }
const ROB_KONG_WIN: WinKind = { label: FEATURES.rows.robKong.name, code: 'win.robKong' }
const KONG_DISCARD_WIN: WinKind = { label: FEATURES.rows.kongDiscard.name, code: 'win.kongDiscard' }

/** Wild classes that never win on another seat's tile. */
const SELF_DRAW_WANG = [WANG.rows.three, WANG.rows.four, WANG.rows.six, WANG.rows.seven]
const SEVEN_MODE_WANG = [WANG.rows.six, WANG.rows.seven]

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

const WIN: EventKind<Win> = {
  spec: winSpec(
    { zh: '自摸赢所有玩家，接炮赢点炮一家', en: 'A self-draw wins from everyone, a deal-in from the discarder' },
    [START_FOUR_WANG, WANG_FIELD, FEATURES_FIELD, BIRDS, PIAO]
  ),
  read(raw, ctx) {
    const winner = readSeat(raw.winner, WINNER, ctx)
    return {
      type: 'win',
      at: ctx.at,
      winner,
      from: readFrom(raw, winner, ctx),
      wang: WANG.rows[readChoice<AnhuaWang>(raw.wang, WANG_FIELD, ctx)],
      features: readPatterns<FeatureId>(raw.features, FEATURES_FIELD, ctx),
      startFourWang: readFlag(raw.startFourWang, START_FOUR_WANG, ctx),
      birds: readBirds(raw.birds, BIRDS, ctx),
      piao: readPerSeat(raw.piao, PIAO, ctx)
    }
  }
}

const LAST_DRAWER = seatField('lastDrawer', { zh: '摸最后一张者', en: 'Drew the last tile' })

const DRAW: EventKind<Draw> = {
  spec: eventSpec(
    'draw',
    { zh: '流局', en: 'Draw' },
    { zh: '荒庄：不计分，摸最后一张牌者坐庄', en: 'Draw: nothing paid; the seat that drew the last tile deals' },
    'outcome',
    false,
    [LAST_DRAWER]
  ),
  read: (raw, ctx) => ({ type: 'draw', at: ctx.at, lastDrawer: readSeat(raw.lastDrawer, LAST_DRAWER, ctx) })
}

export const anhua = defineVariant<AnhuaOptions, AnhuaEvent>({
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
  ],
  score: scoreAnhua
})

function scoreAnhua(hand: Hand<AnhuaOptions, AnhuaEvent>): HandResult {
  const { seats, dealer, dealerStreak, options } = hand
  const { wins, draw } = hand
  if (wins.length > 1 && !options.multiRon) {
    fail(
      'TOO_MANY_WINNERS',
      wins[1].at,
      'several winners need the multiRon (一炮多响) option',
      '多人胡牌需要开启「一炮多响」'
    )
  }
  for (const win of wins) checkWin(win, options)
  checkSameDiscard(wins, tileKind)
  const ledger = new Ledger(seats)
  for (const win of wins) payWin(ledger, win, hand)
  return ledger.result(passDeal(dealer, dealerStreak, draw ? draw.lastDrawer : nextDealer(wins, seats)))
}

/** Which tile a win took: a robbed kong tile, a kong's replacement discard, or a plain discard. */
function tileKind(win: Win): WinKind {
  if (hasRow(win.features, FEATURES.rows.robKong)) return ROB_KONG_WIN
  return hasRow(win.features, FEATURES.rows.kongDiscard) ? KONG_DISCARD_WIN : DISCARD_WIN
}

function nextDealer(wins: readonly Win[], seats: number): Seat {
  if (wins.length === 1) return wins[0].winner
  const winners = seatFlags(seats)
  for (const win of wins) winners[win.winner] = true
  return firstMarkedAfter(wins[0].from as Seat, winners)
}

function checkWin(win: Win, options: AnhuaOptions): void {
  // Under birdMode none the catalog refuses birds (`when`).
  const maxBirds = options.oneBirdAllHit ? 1 : options.birdCount
  checkBirdCount(win.birds, maxBirds, win.at, options.oneBirdAllHit ? 'oneBirdAllHit' : 'birdCount')
  if (options.piao === 'choose' && win.piao === null) {
    fail('MISSING_FIELD', at(win.at, 'piao'), 'piao "choose" needs each seat’s piao', '自选飘分时需要填写各家飘分')
  }
  if (win.startFourWang) return
  if (hasRow(SEVEN_MODE_WANG, win.wang) && options.wangMode !== 7) {
    featureNotEnabled(at(win.at, 'wang'), `wang "${win.wang.id}" needs wangMode 7`, '六王、七王只在七王玩法中')
  }
  const features = win.features
  if (hasRow(features, FEATURES.rows.qidui) && hasRow(features, FEATURES.rows.kongDraw)) {
    inconsistent(at(win.at, 'features'), 'qidui cannot go with kongDraw', '小七对没有杠，不能杠上开花')
  }
  if (hasRow(features, FEATURES.rows.robKong) && hasRow(features, FEATURES.rows.kongDiscard)) {
    inconsistent(at(win.at, 'features'), 'robKong and kongDiscard exclude each other', '抢杠胡与杠上炮不能同时')
  }
  if (hasRow(features, FEATURES.rows.kongDraw)) requireSelfDraw(win, 'kongDraw', '杠上开花', 'features')
  if (hasRow(features, FEATURES.rows.robKong)) {
    requireDiscarder(win, 'robKong', '抢杠胡')
    if (!options.robKong)
      featureNotEnabled(at(win.at, 'features'), 'robKong needs the robKong option', '需要开启「可抢杠胡」')
  }
  if (hasRow(features, FEATURES.rows.kongDiscard)) {
    requireDiscarder(win, 'kongDiscard', '杠上炮')
    if (!options.kongDiscardBig)
      featureNotEnabled(
        at(win.at, 'features'),
        'kongDiscard needs the kongDiscardBig option',
        '需要开启「杠上炮算单大胡」'
      )
  }
  if (win.from === null) return
  if (hasRow(SELF_DRAW_WANG, win.wang)) {
    discardWinForbidden(win, 'three or more wilds never win on another’s tile', '三王及以上不能接炮、抢杠或胡杠上炮')
  }
  if (
    win.wang !== WANG.rows.hard &&
    !hasRow(features, FEATURES.rows.robKong) &&
    !hasRow(features, FEATURES.rows.kongDiscard)
  ) {
    discardWinForbidden(win, 'a deal-in win needs a hard hand (no wild)', '接炮只能硬庄；单王只能抢杠胡或胡杠上炮')
  }
}

/** Bird hits of one win: on the winner (count for every payer) and per payer seat. */
function hitsOf(win: Win, hand: Hand<AnhuaOptions, AnhuaEvent>): { winner: number; bySeat: number[] | null } {
  const { birdMode, oneBirdAllHit } = hand.options
  if (birdMode === 'none') return { winner: 0, bySeat: null }
  if (oneBirdAllHit) return { winner: 1, bySeat: null }
  if (birdMode === '159') {
    let hits = 0
    for (const rank of win.birds) if ((rank - 1) % 4 === 0) hits++
    return { winner: hits, bySeat: null }
  }
  const bySeat = birdHits(birdMode === 'dealer' ? hand.dealer : win.winner, win.birds, hand.seats)
  return { winner: bySeat[win.winner], bySeat }
}

/** Per number of hits h (at most 6 birds), the label of the birds' extra payment: ×2h in all. */
const BIRDS_HIT: readonly Text[] = [0, 1, 2, 3, 4, 5, 6].map((h) => ({
  zh: `中鸟 ${h} 只 ×${2 * h}，再付`,
  en: `${h} bird${h === 1 ? '' : 's'} hit ×${2 * h}, pays more`
}))
const PIAO_LABEL: Text = { zh: '飘分', en: 'Piao' }
const WINNER_PIAO: Text = { zh: '胡方', en: 'winner' }
const PAYER_PIAO: Text = { zh: '付方', en: 'payer' }

/** A win's points and the text of its payment, by kind of win. */
function winText(win: Win, kind: WinKind, base: number): { value: number; text: Text } {
  let value: number
  let formula: Formula
  if (win.startFourWang) {
    value = HANDS.rows.startFourWang.value
    formula = Formula.of(HANDS.rows.startFourWang.name, value)
  } else {
    value = HANDS.rows.xiaohu.value
    formula = Formula.of(HANDS.rows.xiaohu.name, value)
    const wang = win.wang
    if (wang.value > 1) formula = formula.times(wang.name, wang.value)
    value *= wang.value
    for (const feature of win.features) {
      value *= feature.value
      formula = formula.times(feature.name, feature.value)
    }
  }
  return {
    value,
    text: formula
      .equals(value)
      .base(base)
      .equals(value * base)
      .after(kind.label)
  }
}

function payWin(ledger: Ledger, win: Win, hand: Hand<AnhuaOptions, AnhuaEvent>): void {
  const { options } = hand
  const { base } = options
  const { winner, from } = win
  const kind = from === null ? SELF_DRAW_WIN : tileKind(win)
  const { value, text } = winText(win, kind, base)
  const amount = value * base
  const hits = hitsOf(win, hand)
  const params = { winner, wang: win.startFourWang ? 'startFourWang' : win.wang.id, points: value, base }
  for (let s = 0; s < hand.seats; s++) {
    if (s === winner || (from !== null && s !== from)) continue
    ledger.pay(s, winner, amount, kind.code, text.zh, text.en, params)
    const h = hits.winner + (hits.bySeat ? hits.bySeat[s] : 0)
    if (h > 0) {
      const factor = 2 * h
      const more = amount * (factor - 1)
      const birds = Formula.of(NUMBER, factor - 1)
        .times(NUMBER, amount)
        .equals(more)
        .after(BIRDS_HIT[h])
      ledger.pay(s, winner, more, 'birds', birds.zh, birds.en, { hits: h, factor, amount })
    }
    payPiao(ledger, s, win, options)
  }
}

function payPiao(ledger: Ledger, payer: Seat, win: Win, options: AnhuaOptions): void {
  if (options.piao === 'none') return
  const list = win.piao
  const ofWinner = options.piao === 'fixed' ? options.fixedPiao : (list as number[])[win.winner]
  const ofPayer = options.piao === 'fixed' ? options.fixedPiao : (list as number[])[payer]
  const text = Formula.of(WINNER_PIAO, ofWinner)
    .plus(PAYER_PIAO, ofPayer)
    .equals(ofWinner + ofPayer)
    .after(PIAO_LABEL)
  ledger.pay(payer, win.winner, ofWinner + ofPayer, 'piao', text.zh, text.en, { winner: ofWinner, payer: ofPayer })
}
