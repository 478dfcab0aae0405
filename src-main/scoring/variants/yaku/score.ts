/** 役种 house rules (RULES.md §7): yaku multipliers, dice rules, supporters, 诈和. Scoring: checks and payments. */
import type { Text } from '../../catalogTypes'
import { KONG_CODES } from '../../commonEvents'
import { nextSeat, passDeal } from '../../dealer'
import { fail } from '../../errors'
import {
  discardWinForbidden,
  duplicateWinner,
  inconsistent,
  oneWinnerOnly,
  checkRowNeeds,
  type Parsed
} from '../../handChecks'
import { Ledger } from '../../ledger'
import { Formula, seatEn, seatZh, SELF_DRAW } from '../../reasons'
import { backersBySeat, payShared, type Backers } from '../../supporters'
import { hasRow } from '../../tables'
import type { DiceEvent, HandResult, KongEvent, Seat } from '../../types'
import { at } from '../../validate'
import { seatFlags } from '../../seatLists'
import { TILES } from './tiles'
import { defineVariant, type Hand } from '../../variant'
import type { YakuOptions, Win, FalseWin, YakuEvent } from './spec'
import {
  YAKUMAN,
  YAKU,
  PAYMENTS,
  BLOODBATH,
  FIGHT_TO_END,
  EYES_DICE,
  DOUBLE_DISCARD_DICE,
  NO_DISCARD_DICE,
  YAKU_REQUIRED_DICE,
  DEFAULT_DICE,
  SPEC
} from './spec'

type Extra = Parsed<DiceEvent> | Parsed<KongEvent> | FalseWin

/** The extras of a hand: its dice total, its kongs and its 诈和. */
interface Extras {
  dice: number
  kongs: Parsed<KongEvent>[]
  falseWin: FalseWin | null
}

function scoreYaku(hand: Hand<YakuOptions, YakuEvent>): HandResult {
  const { seats, dealer, dealerStreak, options } = hand
  const { wins, extras } = hand
  const { dice, kongs, falseWin } = sortExtras(extras)
  for (const win of wins) checkWin(win, dice)
  checkWinSequence(wins, dice, seats)

  const ledger = new Ledger(seats, hand.supporters)
  const backers = backersBySeat(hand.supporters, seats)
  if (falseWin) {
    payFalseWin(ledger, backers, falseWin, dice, options.unit)
    return ledger.result(passDeal(dealer, dealerStreak, dealer), false, falseWin.by)
  }
  const playing = seatFlags(seats, true)
  let sessionEnds = false
  for (const win of wins) {
    if (payWin(ledger, backers, win, dice, playing, options)) sessionEnds = true
    if (dice === FIGHT_TO_END) playing[win.winner] = false
  }
  for (const kong of kongs) payKong(ledger, kong, options.unit)
  return ledger.result(passDeal(dealer, dealerStreak, nextDealer(wins, hand)), sessionEnds)
}

function sortExtras(events: readonly Extra[]): Extras {
  let rolled = false
  const extras: Extras = { dice: DEFAULT_DICE, kongs: [], falseWin: null }
  for (const event of events) {
    switch (event.type) {
      case 'dice':
        if (rolled) fail('DUPLICATE_EVENT', event.at, 'a hand has one dice roll', '一局只能有一个骰子点数')
        rolled = true
        extras.dice = event.total
        break
      case 'kong':
        extras.kongs.push(event)
        break
      case 'falseWin':
        if (extras.falseWin) fail('DUPLICATE_EVENT', event.at, 'a hand has at most one false win', '一局最多一个诈和')
        if (event.tenpai.includes(event.by)) {
          fail(
            'SEAT_CONFLICT',
            at(event.at, 'tenpai'),
            'the offender cannot be one of the other tenpai seats',
            '诈和者不能列为其他听牌者'
          )
        }
        extras.falseWin = event
        break
    }
  }
  return extras
}

function checkWin(win: Win, dice: number): void {
  const yaku = win.yaku
  if (hasRow(yaku, YAKU.rows.qidui) && hasRow(yaku, YAKU.rows.longqidui)) {
    inconsistent(at(win.at, 'yaku'), 'qidui and longqidui exclude each other', '七对与龙七对不能同时')
  }
  checkRowNeeds(win, yaku, YAKU, 'yaku')
  if (dice === NO_DISCARD_DICE && win.from !== null)
    discardWinForbidden(win, 'dice 10 (禁铤): only self-draws win', '10 点禁铤：只能自摸')
  if (win.yaku.length > 0) return
  if (dice === YAKU_REQUIRED_DICE)
    fail('NO_YAKU', at(win.at, 'yaku'), 'dice 11 (番缚): a win needs a yaku', '11 点番缚：和牌必须至少有一个役')
  if (dice === EYES_DICE && !win.eyes258) {
    fail(
      'EYES_258_REQUIRED',
      at(win.at, 'eyes258'),
      'dice 5 (将牌): a win with no yaku needs 2/5/8 eyes',
      '5 点将牌：无役和牌必须以 2、5、8 作将'
    )
  }
}

/** How many wins the dice allow, and under 血战 that winners and discarders are still playing. */
function checkWinSequence(wins: readonly Win[], dice: number, seats: number): void {
  if (BLOODBATH.has(dice)) return
  if (dice !== FIGHT_TO_END) {
    if (wins.length > 1) oneWinnerOnly(wins[1])
    return
  }
  const out = seatFlags(seats)
  let outCount = 0
  for (const win of wins) {
    if (out[win.winner]) duplicateWinner(win)
    if (win.from !== null && out[win.from]) {
      fail(
        'SEAT_NOT_PLAYING',
        at(win.at, 'from'),
        `${seatEn(win.from)} has already won and no longer plays`,
        `${seatZh(win.from)} 已经和牌离场，不能再放铤`
      )
    }
    if (outCount === seats - 1) {
      fail(
        'LAST_SEAT_CANNOT_WIN',
        win.at,
        'the last seat still playing cannot win',
        '血战到底：只剩最后一家时不能再和牌'
      )
    }
    out[win.winner] = true
    outCount++
  }
}

function nextDealer(wins: readonly Win[], hand: Hand<YakuOptions, YakuEvent>): Seat {
  const { dealer } = hand
  if (wins.length === 0) return dealer
  const first = wins[0].winner
  if (hand.options.dealerRule === 'winner') return first
  return first === dealer ? dealer : nextSeat(dealer, hand.seats)
}

const NO_YAKU: Text = { zh: '无役', en: 'no yaku' }
const DORA_TERM: Text = { zh: '宝牌', en: 'dora' }
const CAPPED: Text = { zh: '→ 上限', en: '→ cap' }
const YAKUMAN_VALUE_TERM: Text = { zh: '役满倍数', en: 'yakuman value' }
const SELF_DRAW_TERM: Text = { zh: '自摸', en: 'self-draw' }
const DISCARD_TERM: Text = { zh: '放铤', en: 'deal-in' }
const DOUBLED_TERM: Text = { zh: '放铤翻倍', en: 'doubled' }
const UNIT_TERM: Text = { zh: '筹码', en: 'unit' }
const DEAL_IN_LABEL: Text = { zh: '放铤', en: 'Deal-in' }
const ROBBED_KONG: Text = { zh: '抢杠', en: 'Robbed kong' }
const FALSE_WIN_TO_TENPAI: Text = { zh: '诈和：按放铤赔听牌者', en: 'False win, paid as a deal-in to a tenpai player' }
const FALSE_WIN_REVERSED: Text = { zh: '诈和：按自摸反赔', en: 'False win, a reversed self-draw' }

/** What a win's yaku add up to: 役满 count and ordinary sum, and their formula. */
interface YakuSum {
  yakuman: number
  sum: number
  /** The yaku (with dora) closed by their total, or the 役满 closed by their count. */
  formula: Formula
}

function yakuSum(win: Win, dora: number): YakuSum {
  let yakuman = 0
  let sum = 0
  let yakumanFormula: Formula | null = null
  let formula: Formula | null = null
  for (const row of win.yaku) {
    if (row.group === YAKUMAN) {
      yakuman += row.value
      yakumanFormula = yakumanFormula ? yakumanFormula.plus(row.name, row.value) : Formula.of(row.name, row.value)
    } else {
      sum += row.value
      formula = formula ? formula.plus(row.name, row.value) : Formula.of(row.name, row.value)
    }
  }
  formula ??= Formula.of(NO_YAKU, 1)
  if (dora > 0) formula = formula.plus(DORA_TERM, dora)
  const total = yakumanFormula ? yakumanFormula.equals(yakuman) : formula.equals(Math.max(1, sum) + dora)
  return { yakuman, sum: Math.max(1, sum) + dora, formula: total }
}

/** The multiplier M: 役满 count × yakumanValue, else the yaku and dora up to the cap. */
function multiplier(yaku: YakuSum, options: YakuOptions): number {
  return yaku.yakuman > 0 ? yaku.yakuman * options.yakumanValue : Math.min(options.cap, yaku.sum)
}

/** The text of a payment of M: `kind` 0 self-draw, 1 deal-in, 2 robbed kong; `doubling` on dice 9. */
function paymentText(yaku: YakuSum, options: YakuOptions, kind: number, doubling: number): Text {
  const capped = yaku.yakuman === 0 && yaku.sum > options.cap
  const m = multiplier(yaku, options)
  let formula = yaku.formula
  if (yaku.yakuman > 0) formula = formula.times(YAKUMAN_VALUE_TERM, options.yakumanValue).equals(m)
  else if (capped) formula = formula.then(CAPPED, m)
  const per = (kind === 0 ? PAYMENTS.rows.selfDraw : PAYMENTS.rows.discard).value
  formula = formula.times(kind === 0 ? SELF_DRAW_TERM : DISCARD_TERM, per).base(options.unit, UNIT_TERM)
  if (doubling !== 1) formula = formula.times(DOUBLED_TERM, doubling)
  return formula
    .equals(per * m * options.unit * doubling)
    .after(kind === 0 ? SELF_DRAW : kind === 1 ? DEAL_IN_LABEL : ROBBED_KONG)
}

/** Pays one win; returns whether it holds a 役满. */
function payWin(
  ledger: Ledger,
  backers: Backers,
  win: Win,
  dice: number,
  playing: readonly boolean[],
  options: YakuOptions
): boolean {
  const { winner, from } = win
  const yaku = yakuSum(win, win.dora)
  const m = multiplier(yaku, options)
  const { unit } = options
  const params = { winner, multiplier: m, unit, dice }
  if (from !== null) {
    const doubling = dice === DOUBLE_DISCARD_DICE ? PAYMENTS.rows.discardDoubling.value : 1
    const amount = PAYMENTS.rows.discard.value * m * unit * doubling
    const robbed = hasRow(win.yaku, YAKU.rows.qianggang)
    const text = paymentText(yaku, options, robbed ? 2 : 1, doubling)
    payShared(ledger, backers, from, winner, amount, robbed ? 'win.robKong' : 'win.discard', text, params)
    return yaku.yakuman > 0
  }
  const amount = PAYMENTS.rows.selfDraw.value * m * unit
  const text = paymentText(yaku, options, 0, 1)
  for (let s = 0; s < playing.length; s++) {
    if (s !== winner && playing[s]) payShared(ledger, backers, s, winner, amount, 'win.selfDraw', text, params)
  }
  return yaku.yakuman > 0
}

function payFalseWin(ledger: Ledger, backers: Backers, falseWin: FalseWin, dice: number, unit: number): void {
  const { by, multiplier: mult, tenpai } = falseWin
  const params = { by, multiplier: mult, unit, dice }
  if (tenpai.length > 0) {
    const doubling = dice === DOUBLE_DISCARD_DICE ? PAYMENTS.rows.discardDoubling.value : 1
    const amount = PAYMENTS.rows.discard.value * mult * unit * doubling
    const text = Formula.of(FALSE_WIN_TO_TENPAI, amount)
    for (const to of tenpai) payShared(ledger, backers, by, to, amount, 'falseWin', text, params)
    return
  }
  const amount = PAYMENTS.rows.selfDraw.value * mult * unit
  const text = Formula.of(FALSE_WIN_REVERSED, amount)
  for (let s = 0; s < ledger.deltas.length; s++)
    if (s !== by) payShared(ledger, backers, by, s, amount, 'falseWin', text, params)
}

/** The label of each kind of kong's payment. */
const KONG_LABELS: Record<KongEvent['kind'], Text> = {
  concealed: { zh: '暗杠 每家付', en: 'Concealed kong, from each' },
  added: { zh: '加杠 被碰者付', en: 'Added kong, the ponged player pays' },
  exposed: { zh: '明杠 被杠者付', en: 'Exposed kong, from the feeder' }
}

function payKong(ledger: Ledger, kong: Parsed<KongEvent>, unit: number): void {
  const amount = PAYMENTS.rows.kong.value * unit
  const text = Formula.of(KONG_LABELS[kong.kind], amount)
  const params = { by: kong.by, unit }
  const code = KONG_CODES[kong.kind]
  if (kong.kind === 'concealed') ledger.payFromOthers(kong.by, amount, code, text.zh, text.en, params)
  else ledger.pay(kong.from as Seat, kong.by, amount, code, text.zh, text.en, params)
}

export const yaku = defineVariant({ ...SPEC, score: scoreYaku, fromTiles: TILES })
