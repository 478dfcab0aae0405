/** 四川麻将 Sichuan / Chengdu (RULES.md §3): scoring — checks and payments. */
import type { Text } from '../../catalogTypes'
import { passDeal, winnerOrDiscarder } from '../../dealer'
import { fail } from '../../errors'
import { checkSameDiscard } from '../../handChecks'
import { Ledger } from '../../ledger'
import { DEAL_IN, Formula, seatEn, seatLabels, seatZh, SELF_DRAW, type UnitName } from '../../reasons'
import type { HandResult } from '../../types'
import { at } from '../../validate'
import { TILES } from './tiles'
import { defineVariant, type Hand } from '../../variant'
import { payTenpai } from '../tenpai'
import type { SichuanOptions, Win, SichuanEvent } from './spec'
import { EXTRAS, SPEC } from './spec'

function scoreSichuan(hand: Hand<SichuanOptions, SichuanEvent>): HandResult {
  const { seats, dealer, dealerStreak } = hand
  const { wins, draw } = hand
  for (const win of wins) checkWin(win)
  checkSameDiscard(wins, robsKong)
  const ledger = new Ledger(seats)
  for (const win of wins) payWin(ledger, win, hand)
  if (draw) payTenpai(ledger, draw.tenpai, hand.options.base)
  return ledger.result(passDeal(dealer, dealerStreak, draw ? dealer : winnerOrDiscarder(wins)))
}

function robsKong(win: Win): boolean {
  return win.robKong
}

function checkWin(win: Win): void {
  if (win.kongFrom === win.winner) {
    fail('SEAT_CONFLICT', at(win.at, 'kongFrom'), 'the winner cannot have fed its own kong', '胡牌者不能是引杠者')
  }
}

const ROOT_UNIT: UnitName = { zh: '根', en: 'root(s)', unit: true }
const ROBBED_KONG: Text = { zh: '抢杠胡', en: 'Robbed kong' }
const FED_KONG_DRAW = seatLabels((s) => ({
  zh: `杠上花（${seatZh(s)} 引杠，算点炮）`,
  en: `Win after a kong fed by ${seatEn(s)} (pays as a deal-in)`
}))

/** What one win shows: its points P and the texts of its payments. */
interface WinTexts {
  amount: number
  points: number
  formula: Formula
  selfDraw: Text
  dealIn: Text
  robbed: Text
}

function winTexts(win: Win, patternPoints: number, base: number): WinTexts {
  let sum = patternPoints
  let formula = Formula.of(win.pattern.name, patternPoints)
  if (win.roots > 0) {
    sum += win.roots * EXTRAS.rows.root.value
    formula = formula.plus(ROOT_UNIT, win.roots)
  }
  if (win.kongDraw) {
    sum += EXTRAS.rows.kongDraw.value
    formula = formula.plus(EXTRAS.rows.kongDraw.name, EXTRAS.rows.kongDraw.value)
  }
  if (win.robKong) {
    sum += EXTRAS.rows.robKong.value
    formula = formula.plus(EXTRAS.rows.robKong.name, EXTRAS.rows.robKong.value)
  }
  const amount = sum * base
  formula = formula.equals(sum).base(base).equals(amount)
  return {
    amount,
    points: patternPoints,
    formula,
    selfDraw: formula.after(SELF_DRAW),
    dealIn: formula.after(DEAL_IN),
    robbed: formula.after(ROBBED_KONG)
  }
}

function payWin(ledger: Ledger, win: Win, hand: Hand<SichuanOptions, SichuanEvent>): void {
  const { base } = hand.options
  const { winner, pattern } = win
  const texts = winTexts(win, hand.options.points[pattern.id] ?? pattern.value, base)
  const { amount } = texts
  const params = { winner, pattern: pattern.id, points: texts.points, roots: win.roots, total: amount, base }
  if (win.from !== null) {
    const text = win.robKong ? texts.robbed : texts.dealIn
    ledger.pay(win.from, winner, amount, win.robKong ? 'win.robKong' : 'win.discard', text.zh, text.en, params)
  } else if (win.kongFrom !== null) {
    const text = texts.formula.after(FED_KONG_DRAW[win.kongFrom])
    ledger.pay(win.kongFrom, winner, amount, 'win.kongFrom', text.zh, text.en, params)
  } else {
    ledger.payFromOthers(winner, amount, 'win.selfDraw', texts.selfDraw.zh, texts.selfDraw.en, params)
  }
}

export const sichuan = defineVariant({ ...SPEC, score: scoreSichuan, fromTiles: TILES })
