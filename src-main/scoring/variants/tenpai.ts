/** 查叫 after a draw (Sichuan, Anshun): every seat not ready pays every ready seat that seat's points. */
import type { Ledger } from '../ledger'
import { Formula, NUMBER, seatEn, seatLabels, seatZh } from '../reasons'
import type { Seat } from '../types'
import { seatFlags } from '../seatLists'

const PAYS_READY = seatLabels((s) => ({
  zh: `查叫：未听牌，赔听牌的${seatZh(s)}`,
  en: `Draw: not ready, pays ready ${seatEn(s)}`
}))

export function payTenpai(ledger: Ledger, tenpai: readonly { seat: Seat; points: number }[], base: number): void {
  const seats = ledger.deltas.length
  const ready = seatFlags(seats)
  for (const entry of tenpai) ready[entry.seat] = true
  for (const entry of tenpai) {
    const { seat: to, points } = entry
    const amount = points * base
    const text = Formula.of(NUMBER, points).base(base).equals(amount).after(PAYS_READY[to])
    const params = { seat: to, points, base }
    for (let s = 0; s < seats; s++) {
      if (!ready[s]) ledger.pay(s, to, amount, 'draw.tenpai', text.zh, text.en, params)
    }
  }
}
