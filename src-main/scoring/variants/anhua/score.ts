/** 安化麻将 Anhua (RULES.md §5): scoring — checks and payments. */
import { birdHits, checkBirdCount } from '../../birds'
import type { Text } from '../../catalogTypes'
import { firstMarkedAfter, passDeal } from '../../dealer'
import { fail } from '../../errors'
import { checkSameDiscard, discardWinForbidden, featureNotEnabled, inconsistent, checkRowNeeds } from '../../handChecks'
import { Ledger } from '../../ledger'
import { Formula, NUMBER } from '../../reasons'
import { hasRow } from '../../tables'
import type { HandResult, Seat } from '../../types'
import { at } from '../../validate'
import { seatFlags } from '../../seatLists'
import { TILES } from './tiles'
import { defineVariant, type Hand } from '../../variant'
import type { AnhuaOptions, Win, AnhuaEvent, WinKind } from './spec'
import {
  HANDS,
  WANG,
  FEATURES,
  SELF_DRAW_WIN,
  DISCARD_WIN,
  ROB_KONG_WIN,
  KONG_DISCARD_WIN,
  SELF_DRAW_WANG,
  SEVEN_MODE_WANG,
  SPEC
} from './spec'

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
  const wang = WANG.rows[win.wang]
  if (hasRow(SEVEN_MODE_WANG, wang) && options.wangMode !== 7) {
    featureNotEnabled(at(win.at, 'wang'), `wang "${wang.id}" needs wangMode 7`, '六王、七王只在七王玩法中')
  }
  const features = win.features
  if (hasRow(features, FEATURES.rows.qidui) && hasRow(features, FEATURES.rows.kongDraw)) {
    inconsistent(at(win.at, 'features'), 'qidui cannot go with kongDraw', '小七对没有杠，不能杠上开花')
  }
  if (hasRow(features, FEATURES.rows.robKong) && hasRow(features, FEATURES.rows.kongDiscard)) {
    inconsistent(at(win.at, 'features'), 'robKong and kongDiscard exclude each other', '抢杠胡与杠上炮不能同时')
  }
  checkRowNeeds(win, features, FEATURES, 'features')
  if (hasRow(features, FEATURES.rows.robKong) && !options.robKong)
    featureNotEnabled(at(win.at, 'features'), 'robKong needs the robKong option', '需要开启「可抢杠胡」')
  if (hasRow(features, FEATURES.rows.kongDiscard) && !options.kongDiscardBig)
    featureNotEnabled(
      at(win.at, 'features'),
      'kongDiscard needs the kongDiscardBig option',
      '需要开启「杠上炮算单大胡」'
    )
  if (win.from === null) return
  if (hasRow(SELF_DRAW_WANG, wang)) {
    discardWinForbidden(win, 'three or more wilds never win on another’s tile', '三王及以上不能接炮、抢杠或胡杠上炮')
  }
  if (
    wang !== WANG.rows.hard &&
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
    const wang = WANG.rows[win.wang]
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
  const params = { winner, wang: win.startFourWang ? 'startFourWang' : win.wang, points: value, base }
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

export const anhua = defineVariant({ ...SPEC, score: scoreAnhua, fromTiles: TILES })
