/**
 * Where each seat sits around the square, as at the real table: seat 0 (the host's own) at the
 * bottom, its 下家 to the right, 对家 at the top, 上家 to the left. Smaller tables drop seats:
 * at 3 seats seat 2 is seat 0's 上家 (left); at 2 seats the other player sits across.
 */
export type SeatPosition = 'bottom' | 'right' | 'top' | 'left'

const LAYOUTS: Record<number, SeatPosition[]> = {
  2: ['bottom', 'top'],
  3: ['bottom', 'right', 'left'],
  4: ['bottom', 'right', 'top', 'left']
}

export function seatPositions(seats: number): SeatPosition[] {
  return LAYOUTS[seats] ?? LAYOUTS[4].slice(0, seats)
}

const ARROW_POSITIONS: Record<string, SeatPosition> = {
  ArrowDown: 'bottom',
  ArrowRight: 'right',
  ArrowUp: 'top',
  ArrowLeft: 'left'
}

/** The seat an arrow key points at on the square, or null. */
export function seatOfArrow(key: string, seats: number): number | null {
  const position = ARROW_POSITIONS[key]
  const seat = position ? seatPositions(seats).indexOf(position) : -1
  return seat >= 0 ? seat : null
}

/** The seat's wind counted from the dealer (0 东, 1 南, 2 西, 3 北). */
export function windIndex(seat: number, dealer: number, seats: number): number {
  return (seat - dealer + seats) % seats
}

/** The seat whose wind this hand is `wind` (0 东 … 3 北), or null at a smaller table. */
export function seatOfWind(wind: number, dealer: number, seats: number): number | null {
  return wind >= 0 && wind < seats ? (dealer + wind) % seats : null
}
