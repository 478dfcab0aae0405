/** 长沙麻将 Changsha (RULES.md §4): scoring — checks and payments. */
import { birdHits, checkBirdCount } from '../../birds'
import type { Text } from '../../catalogTypes'
import { nextSeat, passDeal, winnerOrDiscarder } from '../../dealer'
import { checkRowNeeds, checkSameDiscard } from '../../handChecks'
import { Ledger } from '../../ledger'
import { DEAL_IN, Formula, NUMBER, seatEn, seatLabels, seatZh, SELF_DRAW } from '../../reasons'
import { hasRow, type Row } from '../../tables'
import type { HandResult, ReasonParams, Seat } from '../../types'
import { markSeat } from '../../validate'
import { seatFlags } from '../../seatLists'
import { TILES } from './tiles'
import { defineVariant, type Hand } from '../../variant'
import type { BigId, ChangshaOptions, Win, StartWin, ChangshaEvent } from './spec'
import { BIG_HANDS, AMOUNTS, SPEC, START_WIN_LABEL } from './spec'

function scoreChangsha(hand: Hand<ChangshaOptions, ChangshaEvent>): HandResult {
  const { seats, dealer, dealerStreak, options } = hand
  const { wins, draw, extras } = hand
  for (const win of wins) checkWin(win, options.birds)
  checkSameDiscard(wins, robsKong)
  const ledger = new Ledger(seats)
  const declared = seatFlags(seats)
  for (const event of extras) {
    if (event.type === 'startWin') {
      markSeat(declared, event.seat, event.at, 'seat')
      payStartWin(ledger, event, hand)
    }
  }
  for (const win of wins) payWin(ledger, win, hand)
  let next = dealer
  if (!draw) next = winnerOrDiscarder(wins)
  else if (!options.drawKeepsDealer) next = nextSeat(dealer, seats)
  return ledger.result(passDeal(dealer, dealerStreak, next))
}

function robsKong(win: Win): boolean {
  return hasRow(win.big, BIG_HANDS.rows.robKong)
}

function checkWin(win: Win, maxBirds: number): void {
  checkBirdCount(win.birds, maxBirds, win.at, 'birds')
  checkRowNeeds(win, win.big, BIG_HANDS, 'big')
}

const DEALER_EXTRA = AMOUNTS.rows.dealer.value
const SMALL = AMOUNTS.rows.small.value
const DEALER: Text = { zh: '庄家', en: 'dealer' }
const BIRDS_HIT: Text = { zh: '中鸟', en: 'Birds hit' }
const PAYS_FOR_ALL = seatLabels((s) => ({ zh: `包三家（代${seatZh(s)}）`, en: `Pays for ${seatEn(s)}` }))

/** One kind of share: its units, and its formulas without and with the dealer's extra point (times the base). */
class Share {
  constructor(
    readonly units: number,
    private readonly plain: Formula,
    private readonly withDealer: Formula
  ) {}

  static of(formula: Formula, units: number, base: number): Share {
    const plain = formula
      .equals(units)
      .base(base)
      .equals(units * base)
    const total = units + DEALER_EXTRA
    const withDealer = formula
      .plus(DEALER, DEALER_EXTRA)
      .equals(total)
      .base(base)
      .equals(total * base)
    return new Share(units, plain, withDealer)
  }

  text(dealerInvolved: boolean, label: Text): Text {
    return (dealerInvolved ? this.withDealer : this.plain).after(label)
  }
}

/**
 * Pays one share from `from` to `to`, with the dealer's extra point when the dealer is `owner`
 * (the seat whose share it is) or `to`; then its birds.
 */
function payShare(
  ledger: Ledger,
  hand: Hand<ChangshaOptions, ChangshaEvent>,
  share: Share,
  owner: Seat,
  from: Seat,
  to: Seat,
  hits: number,
  code: string,
  label: Text,
  params: ReasonParams
): void {
  const dealerInvolved = owner === hand.dealer || to === hand.dealer
  const amount = (dealerInvolved ? share.units + DEALER_EXTRA : share.units) * hand.options.base
  const text = share.text(dealerInvolved, label)
  ledger.pay(from, to, amount, code, text.zh, text.en, params)
  if (hits === 0) return
  const birds = Formula.of(NUMBER, hits)
    .times(NUMBER, amount)
    .equals(amount * hits)
    .after(BIRDS_HIT)
  ledger.pay(from, to, amount * hits, 'birds', birds.zh, birds.en, { hits, amount })
}

function payStartWin(ledger: Ledger, startWin: StartWin, hand: Hand<ChangshaOptions, ChangshaEvent>): void {
  const to = startWin.seat
  const base = hand.options.base
  for (const kind of startWin.kinds) {
    const share = Share.of(Formula.of(kind.name, SMALL), SMALL, base)
    const params = { seat: to, kind: kind.id, base }
    for (let s = 0; s < hand.seats; s++) {
      if (s !== to) payShare(ledger, hand, share, s, s, to, 0, 'startWin', START_WIN_LABEL, params)
    }
  }
}

/** 抢杠胡 and 海底炮: the `from` seat pays for all three (包三家). */
function paysForAll(win: Win): boolean {
  return win.from !== null && (hasRow(win.big, BIG_HANDS.rows.robKong) || hasRow(win.big, BIG_HANDS.rows.haidi))
}

/** The share of a win: 小胡 1, or 大胡 3 (self-draw) / 6 (deal-in) per counted big hand. */
function winShare(win: Win, bigCount: number, selfDraw: boolean, base: number): Share {
  const perBig = (selfDraw ? AMOUNTS.rows.bigSelfDraw : AMOUNTS.rows.bigDiscard).value
  const units = bigCount === 0 ? SMALL : perBig * bigCount
  let formula = bigCount === 0 ? Formula.of(AMOUNTS.rows.small.name, SMALL) : Formula.of(bigHandNames(win.big), perBig)
  if (bigCount > 1) formula = formula.times(NUMBER, bigCount)
  return Share.of(formula, units, base)
}

/** The names of a win's 大胡, like `碰碰胡+清一色`. */
function bigHandNames(big: readonly Row<BigId>[]): Text {
  if (big.length === 1) return big[0].name
  return { zh: big.map((row) => row.name.zh).join('+'), en: big.map((row) => row.name.en).join(' + ') }
}

function payWin(ledger: Ledger, win: Win, hand: Hand<ChangshaOptions, ChangshaEvent>): void {
  const { seats, dealer, options } = hand
  const { winner, from } = win
  const bigCount = options.bigHandsStack ? win.big.length : Math.min(win.big.length, 1)
  const hits = birdHits(dealer, win.birds, seats)
  const params = { winner, bigHands: bigCount, base: options.base }
  const selfDraw = from === null || paysForAll(win)
  const share = winShare(win, bigCount, selfDraw, options.base)

  if (!selfDraw) {
    const discarder = from as Seat
    payShare(
      ledger,
      hand,
      share,
      discarder,
      discarder,
      winner,
      hits[winner] + hits[discarder],
      'win.discard',
      DEAL_IN,
      params
    )
    return
  }
  for (let s = 0; s < seats; s++) {
    if (s === winner) continue
    const hitsOnShare = hits[winner] + hits[s]
    if (from === null) {
      payShare(ledger, hand, share, s, s, winner, hitsOnShare, 'win.selfDraw', SELF_DRAW, params)
    } else {
      const forSeat = { winner, bigHands: bigCount, base: options.base, for: s }
      payShare(ledger, hand, share, s, from, winner, hitsOnShare, 'win.payAll', PAYS_FOR_ALL[s], forSeat)
    }
  }
}

export const changsha = defineVariant({ ...SPEC, score: scoreChangsha, fromTiles: TILES })
