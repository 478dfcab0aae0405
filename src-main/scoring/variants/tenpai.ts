/** 查叫 after a draw (Sichuan, Anshun): every seat not ready pays every ready seat that seat's points. */
import type { Ledger } from '../ledger'
import { seatEn, seatZh, timesBaseEn, timesBaseZh } from '../reasons'
import type { Seat } from '../types'
import { seatFlags } from '../validate'

export function payTenpai(ledger: Ledger, tenpai: readonly { seat: Seat; points: number }[], base: number): void {
  const seats = ledger.deltas.length
  const ready = seatFlags(seats)
  for (const entry of tenpai) ready[entry.seat] = true
  for (const entry of tenpai) {
    const points = entry.points
    const amount = points * base
    const to = entry.seat
    const reason = `查叫：未听牌，赔听牌的${seatZh(to)} ${points} 分${timesBaseZh(points, base)}`
    const reasonEn = `Draw: not ready, pays ready ${seatEn(to)} ${points}${timesBaseEn(points, base)}`
    const params = { seat: to, points, base }
    for (let s = 0; s < seats; s++) {
      if (!ready[s]) ledger.pay(s, to, amount, 'draw.tenpai', reason, reasonEn, params)
    }
  }
}
