/** 玩具麻将 Toy: scoring and the tile derivation; the variant itself. */
import { passDeal } from '../../../src-main/scoring/dealer'
import { checkRowNeeds, oneWinnerOnly } from '../../../src-main/scoring/handChecks'
import { Ledger } from '../../../src-main/scoring/ledger'
import { candidate, cannotRead, type Derivation } from '../../../src-main/scoring/tiles/derive/common'
import { readings } from '../../../src-main/scoring/tiles/readings'
import type { HandResult } from '../../../src-main/scoring/types'
import { defineVariant, type Hand } from '../../../src-main/scoring/variant'
import { HANDS, SPEC, type ToyEvent, type ToyOptions } from './spec'

function scoreToy(hand: Hand<ToyOptions, ToyEvent>): HandResult {
  const ledger = new Ledger(hand.seats)
  const win = hand.wins[0]
  if (hand.wins.length > 1) oneWinnerOnly(hand.wins[1])
  if (win) {
    checkRowNeeds(win, [win.hand], HANDS, 'hand')
    const amount = win.hand.value * hand.options.base
    for (let s = 0; s < hand.seats; s++)
      if (s !== win.winner && (win.from === null || win.from === s))
        ledger.pay(s, win.winner, amount, 'win', win.hand.name.zh, win.hand.name.en, { amount })
  }
  return ledger.result(passDeal(hand.dealer, hand.dealerStreak, win ? win.winner : hand.dealer))
}

/** A win read from its tiles: seven pairs, else a plain win. */
const TILES: Derivation = {
  rules: { kinds: 34, chow: false },
  win(hand, _raw, _options, path) {
    const all = readings(hand.counts, 0, hand.melds)
    if (all.length === 0) cannotRead(path)
    return all.map((reading) => candidate({ hand: reading.form === 'sevenPairs' ? 'pairs' : 'plain' }, reading))
  }
}

export const toy = defineVariant({ ...SPEC, score: scoreToy, fromTiles: TILES })
