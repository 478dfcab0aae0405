/** Collects a hand's transfers and keeps deltas, supporter deltas and undistributed in step with them. */
import type { NextDealer } from './dealer'
import { zeros } from './seatLists'
import type { HandResult, Party, ReasonParams, Seat, Supporter, Transfer } from './types'

const NO_SUPPORTERS: readonly Supporter[] = []
const NO_TOTALS: number[] = []

export class Ledger {
  readonly transfers: Transfer[] = []
  readonly deltas: number[]
  undistributed = 0
  /** Supporter ids and their deltas, kept in step (an object keyed by input ids is slow to grow). */
  private readonly supporters: readonly Supporter[]
  private readonly supporterTotals: number[]

  constructor(seats: number, supporters: readonly Supporter[] = NO_SUPPORTERS) {
    this.deltas = zeros(seats)
    this.supporters = supporters
    this.supporterTotals = supporters.length === 0 ? NO_TOTALS : zeros(supporters.length)
  }

  /** Records one transfer; an amount of 0 is left out. `to: null` pays nobody. */
  pay(
    from: Party,
    to: Party | null,
    amount: number,
    code: string,
    reason: string,
    reasonEn: string,
    params: ReasonParams
  ): void {
    if (amount === 0) return
    this.transfers.push({ from, to, amount, reason, reasonEn, code, params })
    this.credit(from, -amount)
    if (to === null) this.undistributed += amount
    else this.credit(to, amount)
  }

  /** Every seat but `to` pays `to` the same amount for the same reason. */
  payFromOthers(to: Seat, amount: number, code: string, reason: string, reasonEn: string, params: ReasonParams): void {
    const seats = this.deltas.length
    for (let s = 0; s < seats; s++) if (s !== to) this.pay(s, to, amount, code, reason, reasonEn, params)
  }

  result(next: NextDealer, sessionEnds = false, leaves: Seat | null = null): HandResult {
    return {
      transfers: this.transfers,
      deltas: this.deltas,
      supporterDeltas: this.supporterDeltaRecord(),
      undistributed: this.undistributed,
      nextDealer: next.nextDealer,
      nextDealerStreak: next.nextDealerStreak,
      sessionEnds,
      leaves
    }
  }

  private credit(party: Party, amount: number): void {
    if (typeof party === 'number') this.deltas[party] += amount
    else this.supporterTotals[this.supporterIndex(party)] += amount
  }

  private supporterIndex(id: string): number {
    const supporters = this.supporters
    for (let i = 0; i < supporters.length; i++) if (supporters[i].id === id) return i
    return -1
  }

  private supporterDeltaRecord(): Record<string, number> {
    const record: Record<string, number> = {}
    for (let i = 0; i < this.supporters.length; i++) {
      const id = this.supporters[i].id
      // A plain store of "__proto__" would set the prototype instead of a key.
      const total = this.supporterTotals[i]
      if (id === '__proto__')
        Object.defineProperty(record, id, { value: total, enumerable: true, writable: true, configurable: true })
      else record[id] = total
    }
    return record
  }
}
