/** 杭州麻将 Hangzhou (RULES.md §2): scoring — checks and payments. */
import type { Text } from '../../catalogTypes'
import { passDeal } from '../../dealer'
import { fail } from '../../errors'
import { discardWinForbidden, oneWinnerOnly } from '../../handChecks'
import { Ledger } from '../../ledger'
import { Formula, seatEn, seatZh, SELF_DRAW } from '../../reasons'
import type { HandResult, Seat } from '../../types'
import { at, markSeat } from '../../validate'
import { seatFlags } from '../../seatLists'
import { TILES } from './tiles'
import { defineVariant, type Hand } from '../../variant'
import type { HangzhouOptions, Win, Flee, HangzhouEvent, HandRow } from './spec'
import { HANDS, QIDUI_ROWS, BONUSES, DEALER_FACTOR_ROWS, CONTRACTS, PENALTIES, SPEC } from './spec'

function scoreHangzhou(hand: Hand<HangzhouOptions, HangzhouEvent>): HandResult {
  const { seats, dealer, dealerStreak } = hand
  const { wins, extras } = hand
  if (wins.length > 1) oneWinnerOnly(wins[1])
  const fled = seatFlags(seats)
  const flees: Flee[] = []
  for (const event of extras) {
    if (event.type === 'flee') {
      checkFlee(event, fled)
      flees.push(event)
    }
  }
  const ledger = new Ledger(seats)
  const win = wins.length === 1 ? wins[0] : null
  if (win) {
    checkWin(win, hand, fled)
    payWin(ledger, win, hand)
  }
  for (const flee of flees) payFlee(ledger, flee, hand.options.base)
  return ledger.result(passDeal(dealer, dealerStreak, win ? win.winner : dealer))
}

function checkFlee(flee: Flee, fled: boolean[]): void {
  markSeat(fled, flee.by, flee.at, 'by')
  if (flee.caishenBy === flee.by) {
    fail(
      'SEAT_CONFLICT',
      at(flee.at, 'caishenBy'),
      'the seat that left cannot be the one that discarded the wild tile',
      '逃跑者不能是打出财神者'
    )
  }
}

function checkWin(win: Win, hand: Hand<HangzhouOptions, HangzhouEvent>, fled: boolean[]): void {
  if (fled[win.winner]) {
    fail(
      'FLED_SEAT_CANNOT_WIN',
      at(win.at, 'winner'),
      `${seatEn(win.winner)} left the table and cannot win`,
      `${seatZh(win.winner)} 已逃跑，不能胡牌`
    )
  }
  if (win.from !== null) checkDiscardWin(win, hand)
}

function checkDiscardWin(win: Win, hand: Hand<HangzhouOptions, HangzhouEvent>): void {
  const { dealer, dealerStreak } = hand
  const minStreak = hand.options.discardWinMinStreak
  if (dealerStreak < minStreak) {
    discardWinForbidden(
      win,
      `no deal-in wins before dealer streak ${minStreak} (this hand: ${dealerStreak}); only self-draws`,
      `连庄数未到 ${minStreak}（本局 ${dealerStreak}），不能放冲，只能自摸`
    )
  }
  if ((win.winner === dealer) === (win.from === dealer)) {
    discardWinForbidden(
      win,
      'deal-in wins are only between the dealer and a non-dealer',
      '放冲只能在庄家与闲家之间，闲家之间不能放冲'
    )
  }
}

/** The row of the dealer factor: 平庄, 二连庄, 三连庄 and on. */
function dealerFactorIndex(streak: number): number {
  return Math.min(streak, DEALER_FACTOR_ROWS.length) - 1
}

const DEAL_IN_HZ: Text = { zh: '放冲', en: 'Deal-in' }

/** The value V of a win and its formula. */
function winValue(win: Win, handRow: HandRow, base: number): { value: number; formula: Formula } {
  const formMult = handRow.value
  let formula = Formula.of(handRow.name, formMult)
  let value = formMult * base
  if (win.baotou) {
    const mult = BONUSES.rows.baotou.value
    value *= mult
    formula = formula.times(BONUSES.rows.baotou.name, mult)
  }
  if (win.piao > 0) {
    const mult = BONUSES.rows.piao.value ** win.piao
    value *= mult
    formula = formula.times(BONUSES.rows.piao.name, mult)
  }
  if (win.kongDraw) {
    const mult = BONUSES.rows.kongDraw.value
    value *= mult
    formula = formula.times(BONUSES.rows.kongDraw.name, mult)
  }
  return { value, formula: formula.base(base).equals(value) }
}

/** What one win shows: its value, and the texts of its payments, plain and with the dealer factor. */
interface WinTexts {
  value: number
  formula: Formula
  selfDraw: Text
  selfDrawDealer: Text
  discard: Text
}

function winTexts(win: Win, handRow: HandRow, base: number, factorIndex: number): WinTexts {
  const { value, formula } = winValue(win, handRow, base)
  const dealerRow = DEALER_FACTOR_ROWS[factorIndex]
  const withFactor = formula.times(dealerRow.name, dealerRow.value).equals(value * dealerRow.value)
  return {
    value,
    formula,
    selfDraw: formula.after(SELF_DRAW),
    selfDrawDealer: withFactor.after(SELF_DRAW),
    discard: withFactor.after(DEAL_IN_HZ)
  }
}

function payWin(ledger: Ledger, win: Win, hand: Hand<HangzhouOptions, HangzhouEvent>): void {
  const { seats, dealer } = hand
  const base = hand.options.base
  const handRow = win.form === 'standard' ? HANDS.rows.standard : QIDUI_ROWS[win.luxury]
  const factorIndex = dealerFactorIndex(hand.dealerStreak)
  const factor = DEALER_FACTOR_ROWS[factorIndex].value
  const texts = winTexts(win, handRow, base, factorIndex)
  const { value } = texts
  const withDealer = value * factor
  const { winner } = win
  const params = { winner, hand: handRow.id, value, dealerFactor: factor, base }

  if (win.from !== null) {
    ledger.pay(win.from, winner, withDealer, 'win.discard', texts.discard.zh, texts.discard.en, params)
    return
  }
  const payer = contractPayer(win)
  if (payer === null) {
    for (let s = 0; s < seats; s++) {
      if (s === winner) continue
      if (s === dealer || winner === dealer) {
        ledger.pay(s, winner, withDealer, 'win.selfDraw', texts.selfDrawDealer.zh, texts.selfDrawDealer.en, params)
      } else {
        ledger.pay(s, winner, value, 'win.selfDraw', texts.selfDraw.zh, texts.selfDraw.en, params)
      }
    }
    return
  }
  payContract(ledger, win, payer, value, factor, texts.formula, hand)
}

/** The seat that pays a self-draw alone under 承包 (feeder) or 反承包 (taker), if any. */
function contractPayer(win: Win): Seat | null {
  const contract = win.contract
  if (contract === null) return null
  if (win.winner === contract.taker) return contract.feeder
  if (win.winner === contract.feeder) return contract.taker
  return null
}

/** 承包 / 反承包: one seat pays what all the others would have paid (反承包: twice that). */
function payContract(
  ledger: Ledger,
  win: Win,
  payer: Seat,
  value: number,
  factor: number,
  formula: Formula,
  hand: Hand<HangzhouOptions, HangzhouEvent>
): void {
  const { seats, dealer } = hand
  const { winner } = win
  const reverse = payer === win.contract?.taker
  const shares: number[] = []
  let sum = 0
  for (let s = 0; s < seats; s++) {
    if (s === winner) continue
    const share = s === dealer || winner === dealer ? value * factor : value
    shares.push(share)
    sum += share
  }
  const contractId = reverse ? 'fanchengbao' : 'chengbao'
  const mult = CONTRACTS.rows[contractId].value
  const name = CONTRACTS.rows[contractId].name
  const amount = sum * mult
  const sharesText = shares.join(' + ')
  const sumZh = mult === 1 ? `${sharesText} = ${amount}` : `(${sharesText}) × ${mult} = ${amount}`
  ledger.pay(
    payer,
    winner,
    amount,
    reverse ? 'win.reverseContract' : 'win.contract',
    `${name.zh}（自摸 ${formula.zh}）：${seatZh(payer)} 付 ${sumZh}`,
    `${name.en} (self-draw ${formula.en}): ${seatEn(payer)} pays ${sumZh}`,
    { winner, payer, value, dealerFactor: factor, sum, multiplier: mult }
  )
}

function payFlee(ledger: Ledger, flee: Flee, base: number): void {
  if (flee.caishenBy === null) {
    const amount = PENALTIES.rows.flee.value * base
    ledger.pay(flee.by, null, amount, 'flee', `逃跑 扣 ${amount}（不分配）`, `Left the table: −${amount} (to nobody)`, {
      by: flee.by,
      base
    })
    return
  }
  const amount = PENALTIES.rows.fleeAfterCaishen.value * base
  const to = flee.caishenByTenpai ? flee.caishenBy : null
  ledger.pay(
    flee.by,
    to,
    amount,
    'flee.caishen',
    to === null ? `打财神后逃跑 扣 ${amount}（不分配）` : `打财神后逃跑 扣 ${amount}，归听牌的${seatZh(to)}`,
    to === null
      ? `Left after a wild discard: −${amount} (to nobody)`
      : `Left after a wild discard: ${amount} to tenpai ${seatEn(to)}`,
    { by: flee.by, caishenBy: flee.caishenBy, tenpai: flee.caishenByTenpai, base }
  )
}

export const hangzhou = defineVariant({ ...SPEC, score: scoreHangzhou, fromTiles: TILES })
