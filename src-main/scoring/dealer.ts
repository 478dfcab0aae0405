/** Dealer rotation: who deals the next hand, and the 连庄 count. */
import type { Seat } from './types'

export interface NextDealer {
  nextDealer: Seat
  nextDealerStreak: number
}

/** `next` deals: streak + 1 when the dealer stays, else a new dealer starts at 1. */
export function passDeal(dealer: Seat, dealerStreak: number, next: Seat): NextDealer {
  return { nextDealer: next, nextDealerStreak: next === dealer ? dealerStreak + 1 : 1 }
}

export function nextSeat(seat: Seat, seats: number): Seat {
  return (seat + 1) % seats
}

/** The first seat after `seat` (counterclockwise, in play order) that `marked` flags, or -1. */
export function firstMarkedAfter(seat: Seat, marked: readonly boolean[]): Seat {
  const seats = marked.length
  for (let step = 1; step <= seats; step++) {
    const s = (seat + step) % seats
    if (marked[s]) return s
  }
  return -1
}

/** One winner deals next; several winners on one discard: the discarder deals. */
export function winnerOrDiscarder(wins: readonly { winner: Seat; from: Seat | null }[]): Seat {
  return wins.length === 1 ? wins[0].winner : (wins[0].from as Seat)
}
