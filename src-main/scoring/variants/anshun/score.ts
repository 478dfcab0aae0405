/** 安顺捉鸡 Anshun (RULES.md §6): scoring — checks and payments. */
import type { Text } from '../../catalogTypes'
import { KONG_CODES } from '../../commonEvents'
import { firstMarkedAfter, passDeal, winnerOrDiscarder } from '../../dealer'
import { fail } from '../../errors'
import { checkSameDiscard, discardWinForbidden, inconsistent, type Parsed } from '../../handChecks'
import { Ledger } from '../../ledger'
import { DEAL_IN, Formula, seatEn, seatLabels, seatZh, SELF_DRAW, type UnitName } from '../../reasons'
import { rowCodes, type Row } from '../../tables'
import type { HandResult, Seat, TiantingEvent } from '../../types'
import { at, markSeat } from '../../validate'
import { seatFlags } from '../../seatLists'
import { TILES } from './tiles'
import { defineVariant, type Hand } from '../../variant'
import { payTenpai } from '../tenpai'
import type { AnshunOptions, Win, Draw, Kong, Chickens, AnshunEvent, ChickenId } from './spec'
import { PATTERNS, BONUSES, KONGS, HOT_KONGS, CHICKENS, GOLDEN_TURN, YAOJI_RANK, YAOJI_SUIT, YAOJI, SPEC } from './spec'

/** The extras of a hand: its kongs, the seats that declared 天听, and its chickens. */
interface Extras {
  kongs: Kong[]
  declared: boolean[]
  chickens: Chickens | null
}

function scoreAnshun(hand: Hand<AnshunOptions, AnshunEvent>): HandResult {
  const { seats, dealer, dealerStreak, options } = hand
  const { wins, draw, extras } = hand
  const { kongs, declared, chickens } = sortExtras(extras, seats, options)
  for (const win of wins) checkWin(win, kongs)
  checkSameDiscard(wins, tileKind)

  const ledger = new Ledger(seats)
  if (draw) {
    payTenpai(ledger, draw.tenpai, options.base)
    return ledger.result(passDeal(dealer, dealerStreak, dealerAfterDraw(draw, dealer, seats)))
  }
  const noIncome = seatFlags(seats)
  for (const win of wins) if (win.from !== null && (win.hot !== null || win.robKong)) noIncome[win.from] = true
  for (const win of wins) payWin(ledger, win, declared, options.base)
  for (const kong of kongs) if (!noIncome[kong.by]) payKong(ledger, kong, options.base)
  if (chickens) payChickens(ledger, chickens, noIncome, options)
  return ledger.result(passDeal(dealer, dealerStreak, winnerOrDiscarder(wins)))
}

function sortExtras(
  events: readonly (Kong | Parsed<TiantingEvent> | Chickens)[],
  seats: number,
  options: AnshunOptions
): Extras {
  const extras: Extras = { kongs: [], declared: seatFlags(seats), chickens: null }
  for (const event of events) {
    switch (event.type) {
      case 'kong':
        extras.kongs.push(event)
        break
      case 'tianting':
        markSeat(extras.declared, event.seat, event.at, 'seat')
        break
      case 'chickens':
        if (extras.chickens)
          fail('DUPLICATE_EVENT', event.at, 'a hand has one chickens event', '一局只能有一个捉鸡事件')
        checkChickens(event, options)
        extras.chickens = event
        break
    }
  }
  return extras
}

/** Which tile a win took: a robbed kong tile, or a discard (hot after which kong, if any). */
function tileKind(win: Win): string | null {
  return win.robKong ? 'robKong' : win.hot
}

function checkWin(win: Win, kongs: readonly Kong[]): void {
  if (win.hot !== null && win.robKong) {
    inconsistent(at(win.at, 'hot'), 'a hot deal-in cannot also be a robbed kong', '热炮与抢杠不能同时')
  }
  checkPlainDiscardWin(win, kongs)
}

/** 平胡 wins on a discard only with the winner's own 闷豆 or 转弯豆 this hand. */
function checkPlainDiscardWin(win: Win, kongs: readonly Kong[]): void {
  if (win.pattern !== PATTERNS.rows.pinghu || win.from === null || win.robKong) return
  for (const kong of kongs) if (kong.by === win.winner && kong.kind !== 'exposed') return
  discardWinForbidden(
    win,
    'a plain win (平胡) on a discard needs the winner’s concealed or added kong this hand',
    '平胡点炮胡需要胡牌者本局有闷豆或转弯豆'
  )
}

/** A rank moved past 9 or below 1 wraps around (9 → 1). */
function wrapRank(rank: number): number {
  return ((rank + 8) % 9) + 1
}

/** How many kinds of swing chicken other than 幺鸡 the turned tile makes (幺鸡 is counted in `yaoji`). */
function swingKinds(turned: string, mode: AnshunOptions['swingChicken']): number {
  const rank = turned.charCodeAt(0) - 48
  const first = mode === 'prevNext' ? wrapRank(rank - 1) : wrapRank(rank + 1)
  const second = mode === 'prevNext' ? wrapRank(rank + 1) : wrapRank(rank + 2)
  const yaojiSuit = turned[1] === YAOJI_SUIT
  return (yaojiSuit && first === YAOJI_RANK ? 0 : 1) + (yaojiSuit && second === YAOJI_RANK ? 0 : 1)
}

function checkChickens(chickens: Chickens, options: AnshunOptions): void {
  const maxSwing = chickens.turned === null ? 0 : 4 * swingKinds(chickens.turned, options.swingChicken)
  let yaoji = (chickens.chongfeng === null ? 0 : 1) + (chickens.turned === YAOJI ? 1 : 0)
  chickens.held.forEach((held, i) => {
    yaoji += held.yaoji
    if (held.swing > maxSwing) {
      fail(
        'VALUE_OUT_OF_RANGE',
        at(chickens.at, `held[${i}].swing`),
        `at most ${maxSwing} swing chickens with turned tile ${chickens.turned}`,
        chickens.turned === null ? '没有翻牌就没有摇摆鸡' : `翻出 ${chickens.turned} 时摇摆鸡最多 ${maxSwing} 只`
      )
    }
  })
  if (yaoji > 4) {
    fail(
      'VALUE_OUT_OF_RANGE',
      at(chickens.at, 'held'),
      'there are only four 幺鸡 (1s) tiles, the charging chicken and a turned 1s included',
      '幺鸡只有四张（冲锋鸡和翻出的幺鸡也算在内）'
    )
  }
}

const BASE_ZHU: Text = { zh: '底注', en: 'base' }
const ROB_FOR = seatLabels((s) => ({ zh: `抢杠 包付（代${seatZh(s)}）`, en: `Robbed kong, pays for ${seatEn(s)}` }))
const KILL_FOR = seatLabels((s) => ({ zh: `杀报：天听的${seatZh(s)}未胡`, en: `Declared ${seatEn(s)} did not win` }))
const KILL_DISCARDER: Text = { zh: '杀报：天听者点炮', en: 'Declared seat dealt in' }

/** What one win shows: its 番 P and the texts of its payments. */
interface WinTexts {
  value: number
  dealIn: Text
  selfDraw: Text
  /** The self-draw share, for the robbed seat's texts. */
  share: Formula
}

function winTexts(win: Win, declared: boolean, base: number): WinTexts {
  const row = win.pattern
  let formula = Formula.of(row.name, row.value)
  let value = row.value
  if (declared) {
    value += BONUSES.rows.tianting.value
    formula = formula.plus(BONUSES.rows.tianting.name, BONUSES.rows.tianting.value)
  }
  formula = formula.equals(value)
  const mult = BONUSES.rows.selfDraw.value
  const share = formula
    .times(BONUSES.rows.selfDraw.name, mult)
    .equals(value * mult)
    .base(base, BASE_ZHU)
    .equals(value * mult * base)
  return {
    value,
    dealIn: formula
      .base(base, BASE_ZHU)
      .equals(value * base)
      .after(DEAL_IN),
    selfDraw: share.after(SELF_DRAW),
    share
  }
}

/** `name value × 底注 b = amount` for a fixed row (豆, 热炮, 天听 penalty). */
function fanText(row: Row, base: number): Formula {
  return Formula.of(row.name, row.value)
    .base(base, BASE_ZHU)
    .equals(row.value * base)
}

function payWin(ledger: Ledger, win: Win, declared: readonly boolean[], base: number): void {
  const { winner, from, pattern } = win
  const texts = winTexts(win, declared[winner], base)
  const { value } = texts
  const killRow = BONUSES.rows.tianting
  const kill = killRow.value * base
  const killParams = { winner, tianting: kill }
  const params = { winner, pattern: pattern.id, fan: value, base }

  if (from !== null && !win.robKong) {
    ledger.pay(from, winner, value * base, 'win.discard', texts.dealIn.zh, texts.dealIn.en, params)
    if (win.hot !== null) {
      const row = KONGS.rows[HOT_KONGS[win.hot]]
      const hot = fanText(row, base)
      ledger.pay(from, winner, row.value * base, 'win.hot', hot.zh, hot.en, params)
    }
    if (declared[from]) {
      const text = fanText(killRow, base).after(KILL_DISCARDER)
      ledger.pay(from, winner, kill, 'tianting.kill', text.zh, text.en, killParams)
    }
    return
  }
  // Self-draw, or 抢杠: the robbed seat pays the whole self-draw bill.
  const share = value * BONUSES.rows.selfDraw.value * base
  for (let s = 0; s < ledger.deltas.length; s++) {
    if (s === winner) continue
    if (from === null) ledger.pay(s, winner, share, 'win.selfDraw', texts.selfDraw.zh, texts.selfDraw.en, params)
    else {
      const text = texts.share.after(ROB_FOR[s])
      ledger.pay(from, winner, share, 'win.robKong', text.zh, text.en, params)
    }
    if (declared[s]) {
      const text = fanText(killRow, base).after(KILL_FOR[s])
      ledger.pay(from ?? s, winner, kill, 'tianting.kill', text.zh, text.en, killParams)
    }
  }
}

function payKong(ledger: Ledger, kong: Kong, base: number): void {
  const row = KONGS.rows[kong.kind]
  const amount = row.value * base
  const text = fanText(row, base)
  const code = KONG_CODES[kong.kind]
  const params = { by: kong.by, base }
  if (kong.kind === 'exposed') ledger.pay(kong.from as Seat, kong.by, amount, code, text.zh, text.en, params)
  else ledger.payFromOthers(kong.by, amount, code, text.zh, text.en, params)
}

function payChickens(ledger: Ledger, chickens: Chickens, noIncome: readonly boolean[], options: AnshunOptions): void {
  const { base } = options
  const golden = chickens.turned === GOLDEN_TURN
  const yaoji = golden ? CHICKENS.rows.golden : CHICKENS.rows.yaoji
  for (const held of chickens.held) {
    if (noIncome[held.seat]) continue
    if (held.yaoji > 0) payChicken(ledger, held.seat, yaoji, held.yaoji, base)
    if (held.swing > 0) payChicken(ledger, held.seat, CHICKENS.rows.swing, held.swing, base)
  }
  const chongfeng = chickens.chongfeng
  if (chongfeng !== null && !noIncome[chongfeng]) {
    payChicken(ledger, chongfeng, golden ? CHICKENS.rows.chongfengGolden : CHICKENS.rows.chongfeng, 1, base)
  }
}

const CHICKEN_CODES = rowCodes(CHICKENS, 'chicken')
const CHICKEN_UNIT: UnitName = { zh: '只', en: 'chickens', unit: true }

function payChicken(ledger: Ledger, to: Seat, row: Row<ChickenId>, count: number, base: number): void {
  const amount = count * row.value * base
  const each = Formula.of(row.name, row.value)
  const text = (count > 1 ? each.times(CHICKEN_UNIT, count).equals(count * row.value) : each)
    .base(base, BASE_ZHU)
    .equals(amount)
  ledger.payFromOthers(to, amount, CHICKEN_CODES[row.index], text.zh, text.en, { seat: to, count, base })
}

function dealerAfterDraw(draw: Draw, dealer: Seat, seats: number): Seat {
  const ready = seatFlags(seats)
  for (const entry of draw.tenpai) ready[entry.seat] = true
  const count = draw.tenpai.length
  if (count === 0 || count === seats) return dealer
  if (count === 1) return draw.tenpai[0].seat
  if (count === seats - 1) return ready.indexOf(false)
  return ready[dealer] ? dealer : firstMarkedAfter(dealer, ready)
}

export const anshun = defineVariant({ ...SPEC, score: scoreAnshun, fromTiles: TILES })
