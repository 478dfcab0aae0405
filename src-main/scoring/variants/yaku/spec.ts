/** 役种 house rules (RULES.md §7): yaku multipliers, dice rules, supporters, 诈和. Rule data: tables, option and event field specs, rule texts. */
import type { EnumOptionSpec, FieldSpec, IntOptionSpec } from '../../catalogTypes'
import { askedEveryHand, eventSpec, kongKind, plainDraw, seatField, winKind } from '../../commonEvents'
import { specKind } from '../../fields'
import type { Parsed } from '../../handChecks'
import { optChoice, optInt, optionReader } from '../../options'
import { defineTable, times, type Row } from '../../tables'
import type { DiceEvent, DrawEvent, FalseWinEvent, KongEvent, YakuWinEvent } from '../../types'
import type { VariantDefinition } from '../../variant'

export interface YakuOptions {
  unit: number
  cap: number
  yakumanValue: number
  dealerRule: 'riichi' | 'winner'
}

export type Win = Omit<Parsed<YakuWinEvent>, 'yaku'> & { yaku: readonly Row[] }
export type FalseWin = Parsed<FalseWinEvent>
export type YakuEvent = Win | Parsed<DrawEvent> | Parsed<KongEvent> | Parsed<DiceEvent> | FalseWin

export const YAKUMAN = 'yakuman'
const yakuman = (count: number) => ({ zh: `役满 ×${count}`, en: `yakuman ×${count}` })

export const YAKU = defineTable('yaku', { zh: '役种', en: 'Yaku' }, { zh: '倍', en: 'times' }, times, [
  { id: 'duiduihe', zh: '对对和', en: 'All triplets', value: 2 },
  {
    id: 'shierluotai',
    zh: '十二落抬',
    en: 'Twelve exposed',
    value: 2,
    help: { zh: '其余牌都已明置，单骑', en: 'All else melded, single wait' }
  },
  {
    id: 'qianggang',
    needs: 'discarder',
    zh: '抢杠',
    en: 'Robbing a kong',
    value: 2,
    help: { zh: '被抢杠者即放铤者，按放铤付', en: 'The seat whose kong was robbed dealt in; paid as a deal-in' }
  },
  {
    id: 'lingshang',
    needs: 'selfDraw',
    zh: '岭上开花',
    en: 'After a kong',
    value: 2,
    help: { zh: '杠后摸岭上牌自摸', en: 'Self-draw on the replacement tile' }
  },
  { id: 'menqianzimo', needs: 'selfDraw', zh: '门清自摸', en: 'Concealed self-draw', value: 2 },
  { id: 'yiqi', zh: '一气贯通', en: 'Pure straight', value: 2 },
  { id: 'sananke', zh: '三暗刻', en: 'Three concealed triplets', value: 2 },
  { id: 'sanseshun', zh: '三色通顺', en: 'Mixed triple sequence', value: 2 },
  { id: 'hunquan', zh: '混全带幺九', en: 'Outside hand', value: 2 },
  { id: 'hunlaotou', zh: '混老头', en: 'All terminals and honours', value: 2 },
  {
    id: 'gangzhen',
    needs: 'discarder',
    zh: '杠振（杠上炮）',
    en: 'Kong deal-in',
    value: 2,
    help: { zh: '开杠后打出的牌放铤', en: 'Won on the discard after a kong' }
  },
  { id: 'wumenqi', zh: '五门齐', en: 'All five kinds', value: 2 },
  { id: 'yisesantongshun', zh: '一色三同顺', en: 'Pure triple sequence', value: 2 },
  { id: 'hunyise', zh: '混一色', en: 'Half flush', value: 3 },
  { id: 'qidui', zh: '七对', en: 'Seven pairs', value: 3 },
  { id: 'sansetongke', zh: '三色同刻', en: 'Triple triplets', value: 3 },
  { id: 'sanlianke', zh: '三连刻', en: 'Three consecutive triplets', value: 3 },
  { id: 'xiaosanyuan', zh: '小三元', en: 'Little three dragons', value: 3 },
  { id: 'sangangzi', zh: '三杠子', en: 'Three kongs', value: 3 },
  { id: 'chunquan', zh: '纯全带幺九', en: 'Terminals in all sets', value: 4 },
  { id: 'qingyise', zh: '清一色', en: 'Full flush', value: 6 },
  {
    id: 'longqidui',
    zh: '龙七对',
    en: 'Dragon seven pairs',
    value: 6,
    help: { zh: '七对中有重复的对子，代替七对', en: 'Seven pairs with a repeated pair; replaces qidui' }
  },
  ...(
    [
      ['tianhe', '天和', 'Heavenly hand'],
      ['dihe', '地和', 'Earthly hand'],
      ['sianke', '四暗刻', 'Four concealed triplets'],
      ['ziyise', '字一色', 'All honours'],
      ['qinglaotou', '清老头', 'All terminals'],
      ['jiulian', '九莲宝灯', 'Nine gates'],
      ['xiaosixi', '小四喜', 'Little four winds'],
      ['dasanyuan', '大三元', 'Big three dragons'],
      ['guoshi', '国士无双', 'Thirteen orphans'],
      ['sigangzi', '四杠子', 'Four kongs']
    ] as const
  ).map(([id, zh, en]) => ({ id, zh, en, value: 1, valueText: yakuman(1), group: YAKUMAN })),
  { id: 'dasixi', zh: '大四喜', en: 'Big four winds', value: 2, valueText: yakuman(2), group: YAKUMAN }
])

const DICE = defineTable(
  'dice',
  { zh: '骰子规则', en: 'Dice rules' },
  { zh: '点数', en: 'total' },
  (v) => ({ zh: `${v} 点`, en: `${v}` }),
  [
    {
      id: '2',
      zh: '血流成河',
      en: 'Bloodbath',
      value: 2,
      help: {
        zh: '可无限和牌，同一家可再和，每次其他各家都付',
        en: 'Any number of wins; a seat may win again; all others pay each time'
      }
    },
    { id: '3', zh: '无', en: 'None', value: 3 },
    { id: '4', zh: '禁吃', en: 'No chow', value: 4, help: { zh: '只影响打牌', en: 'Play only' } },
    {
      id: '5',
      zh: '将牌',
      en: '2-5-8 eyes',
      value: 5,
      help: { zh: '无役和牌时将必须是 2、5、8', en: 'A win with no yaku needs 2/5/8 eyes' }
    },
    { id: '6', zh: '换三张', en: 'Pass three', value: 6, help: { zh: '只影响打牌', en: 'Play only' } },
    {
      id: '7',
      zh: '血战到底',
      en: 'Fight to the end',
      value: 7,
      help: {
        zh: '每家最多和一次，之后的和牌只由仍在场的各家付；杠照付',
        en: 'Each seat wins at most once; later wins are paid by seats still playing; kongs are paid by all'
      }
    },
    { id: '8', zh: '宝牌', en: 'Dora', value: 8, help: { zh: '宝牌每张多一倍', en: 'Each dora adds one' } },
    {
      id: '9',
      zh: '放铤翻倍',
      en: 'Double deal-ins',
      value: 9,
      help: { zh: '放铤付分 ×2', en: 'Deal-in payments ×2' }
    },
    {
      id: '10',
      zh: '禁铤',
      en: 'No deal-ins',
      value: 10,
      help: { zh: '只能自摸（含抢杠也不行）', en: 'Self-draw only (no robbing a kong either)' }
    },
    {
      id: '11',
      zh: '番缚',
      en: 'Yaku required',
      value: 11,
      help: { zh: '必须至少有一个役才能和', en: 'A win needs at least one yaku' }
    },
    { id: '12', zh: '血流成河', en: 'Bloodbath', value: 12, help: { zh: '同 2 点', en: 'As 2' } }
  ]
)

export const PAYMENTS = defineTable(
  'payments',
  { zh: '付分', en: 'Payments' },
  { zh: '× 倍数 × 筹码', en: '× multiplier × unit' },
  times,
  [
    { id: 'selfDraw', zh: '自摸（每家）', en: 'Self-draw (each seat)', value: 2 },
    { id: 'discard', zh: '放铤（放铤者）', en: 'Deal-in (the discarder)', value: 3 },
    { id: 'discardDoubling', zh: '放铤翻倍（9 点）', en: 'Deal-in doubling (dice 9)', value: 2 },
    {
      id: 'kong',
      zh: '杠（明杠被杠者、加杠被碰者、暗杠每家）',
      en: 'Kong (exposed: feeder; added: ponged seat; concealed: each)',
      value: 2
    }
  ]
)

export const BLOODBATH = new Set([2, 12])
export const FIGHT_TO_END = 7
export const EYES_DICE = 5
const DORA_DICE = 8
export const DOUBLE_DISCARD_DICE = 9
export const NO_DISCARD_DICE = 10
export const YAKU_REQUIRED_DICE = 11
export const DEFAULT_DICE = 3

const UNIT: IntOptionSpec = {
  key: 'unit',
  type: 'int',
  default: 1,
  min: 1,
  max: 10000,
  label: { zh: '筹码', en: 'Unit' },
  help: { zh: '每倍的筹码数', en: 'Chips per multiple' }
}

const CAP: IntOptionSpec = {
  key: 'cap',
  type: 'int',
  default: 10,
  min: 1,
  max: 1000,
  label: { zh: '倍数上限', en: 'Cap' },
  help: { zh: '役种与宝牌合计的上限', en: 'Most the yaku and dora may add up to' }
}

const YAKUMAN_VALUE: IntOptionSpec = {
  key: 'yakumanValue',
  type: 'int',
  default: 10,
  min: 1,
  max: 1000,
  label: { zh: '役满倍数', en: 'Yakuman value' },
  help: { zh: '一个役满算多少倍', en: 'Multiple of one yakuman' }
}

const DEALER_RULE: EnumOptionSpec = {
  key: 'dealerRule',
  type: 'enum',
  default: 'riichi',
  choices: [
    {
      value: 'riichi',
      label: { zh: '庄家和或流局连庄，否则下家坐庄', en: 'Dealer stays on own win or draw, else the next seat' }
    },
    { value: 'winner', label: { zh: '和牌者坐庄', en: 'The winner deals' } }
  ],
  label: { zh: '坐庄规则', en: 'Dealer rule' },
  help: {
    zh: '血战/血流以第一个和牌者为准；流局、诈和庄家连庄',
    en: 'With several wins the first counts; a draw or false win keeps the dealer'
  }
}

const OPTIONS = optionReader<YakuOptions>([UNIT, CAP, YAKUMAN_VALUE, DEALER_RULE], (raw) => ({
  unit: optInt(raw.unit, UNIT),
  cap: optInt(raw.cap, CAP),
  yakumanValue: optInt(raw.yakumanValue, YAKUMAN_VALUE),
  dealerRule: optChoice<YakuOptions['dealerRule']>(raw.dealerRule, DEALER_RULE)
}))

const TOTAL: FieldSpec = {
  name: 'total',
  type: 'int',
  required: true,
  min: 2,
  max: 12,
  label: { zh: '点数', en: 'Total' }
}

const DICE_EVENT = specKind<Parsed<DiceEvent>>(
  eventSpec(
    'dice',
    { zh: '骰子', en: 'Dice' },
    {
      zh: '庄家掷出的点数决定本局特殊规则；不填为 3（无）',
      en: 'The dealer’s roll sets the hand’s special rule; missing = 3 (none)'
    },
    'extra',
    false,
    [TOTAL]
  )
)

const YAKU_FIELD: FieldSpec = {
  name: 'yaku',
  type: 'patternList',
  table: 'yaku',
  required: false,
  default: [],
  label: { zh: '役种', en: 'Yaku' }
}

const DORA: FieldSpec = {
  name: 'dora',
  type: 'int',
  required: false,
  default: 0,
  min: 0,
  max: 20,
  label: { zh: '宝牌数', en: 'Dora' },
  help: { zh: '只在 8 点（宝牌）时计', en: 'Counts on dice 8 only' },
  when: [{ diceTotal: [DORA_DICE] }]
}

const EYES_258: FieldSpec = {
  name: 'eyes258',
  type: 'boolean',
  required: false,
  default: false,
  label: { zh: '2、5、8 作将', en: '2/5/8 eyes' },
  help: { zh: '5 点时无役和牌必须', en: 'Needed on dice 5 for a win with no yaku' },
  when: [{ diceTotal: [EYES_DICE] }]
}

const WIN = winKind<Win>(
  { zh: '血流成河、血战到底可多次和牌', en: 'Several wins only under the bloodbath and fight-to-the-end dice' },
  [YAKU_FIELD, DORA, EYES_258]
)

const OFFENDER = seatField('by', { zh: '诈和者', en: 'Offender' })
const MULTIPLIER: FieldSpec = {
  name: 'multiplier',
  type: 'int',
  required: false,
  default: 1,
  min: 1,
  max: 1000,
  label: { zh: '倍数', en: 'Multiplier' }
}
const OTHERS_TENPAI: FieldSpec = {
  name: 'tenpai',
  type: 'seatList',
  required: false,
  default: [],
  label: { zh: '其他听牌者', en: 'Other tenpai seats' }
}

const FALSE_WIN = specKind<FalseWin>(
  eventSpec(
    'falseWin',
    { zh: '诈和', en: 'False win' },
    {
      zh: '有其他听牌者则按放铤赔每个听牌者，否则按自摸反赔各家；本局作废，诈和者下桌',
      en: 'Pays each tenpai seat as a deal-in, or every seat as a reversed self-draw; the hand is void and the offender leaves'
    },
    'outcome',
    false,
    [OFFENDER, MULTIPLIER, OTHERS_TENPAI]
  )
)

export const SPEC: Omit<VariantDefinition<'yaku', YakuOptions, YakuEvent>, 'score'> = {
  id: 'yaku',
  name: { zh: '役种规则', en: 'Yaku house rules' },
  seats: [2, 3, 4],
  tiles: 136,
  supporters: true,
  summary: {
    zh: '136 张，可吃碰、可放铤，无番缚、无宝牌（除非骰子另定）。役种倍数相加，上限 10；场下支持者分担输赢。',
    en: '136 tiles; chow, pong and deal-ins allowed; no minimum, no dora unless the dice say so. Yaku add up to a cap of 10; backers (支持者) may back players.'
  },
  options: OPTIONS,
  events: [
    askedEveryHand(DICE_EVENT),
    WIN,
    kongKind(
      { zh: '杠在成杠时收分，不与支持者分担', en: 'Kongs are paid when made and not shared with supporters' },
      true
    ),
    plainDraw({ zh: '流局：和牌不计分，庄家连庄', en: 'Draw: no win to pay; the dealer stays' }),
    FALSE_WIN
  ],
  tables: [YAKU, DICE, PAYMENTS],
  scoring: [
    {
      zh: '倍数 M：有役满时为役满数 × 役满倍数（其他役与宝牌不计）；否则为役种和（至少 1）加宝牌，不超过上限。',
      en: 'Multiplier M: with any yakuman, their count × yakuman value (other yaku and dora ignored); else min(cap, max(1, sum of yaku) + dora).'
    },
    {
      zh: '自摸：每家付 2 × M × 筹码；放铤（含抢杠）：放铤者付 3 × M × 筹码（9 点 ×2）。',
      en: 'Self-draw: each seat pays 2 × M × unit; deal-in (incl. robbed kong): the discarder pays 3 × M × unit (×2 on dice 9).'
    },
    {
      zh: '杠：明杠被杠者付 2，加杠被碰者付 2，暗杠每家付 2（× 筹码），不与支持者分担。',
      en: 'Kongs: exposed 2 from the feeder, added 2 from the ponged seat, concealed 2 from each (× unit); never shared.'
    },
    {
      zh: '支持者：每笔 x 由付方一侧每人付给收方一侧每人；两名对局者之间付 x，有支持者参与的付 x/2。',
      en: 'Supporters: for each payment x, each member of the paying side pays each member of the receiving side: x between the two seats, x/2 when a backer is involved.'
    },
    {
      zh: '诈和：有听牌者按放铤赔每个听牌者，否则反赔自摸；本局作废，庄家连庄。',
      en: 'False win: a deal-in to each tenpai seat, or a reversed self-draw; the hand is void, the dealer stays.'
    },
    { zh: '任何役满结束本次组会。', en: 'Any yakuman ends the session.' }
  ],
  playOnly: [
    { zh: '4 点禁吃、6 点换三张只影响打牌。', en: 'Dice 4 (no chow) and 6 (pass three) only change play.' },
    {
      zh: '诈吃诈碰当场发现不罚；事后发现本局不能和；和牌后发现按诈和赔付。',
      en: 'A false chow/pong found at once is not punished; later it bars winning; after a win it is paid as a false win.'
    },
    { zh: '误触的牌需明置。', en: 'A tile touched by mistake is shown.' },
    {
      zh: '狗头军师可以建议，不可透露场外信息或代替决策。',
      en: 'Advisers may suggest but not reveal hidden tiles or decide for the player.'
    }
  ],
  standsAlone: 'falseWin'
}
