/**
 * Small per-seat lists, built as array literals: `new Array(n).fill(x)` goes through the
 * runtime and costs more than the rest of a hand's bookkeeping.
 */

/** `length` zeros (a delta or a count per seat, per supporter). */
export function zeros(length: number): number[] {
  if (length === 4) return [0, 0, 0, 0]
  if (length === 3) return [0, 0, 0]
  if (length === 2) return [0, 0]
  const list: number[] = []
  for (let i = 0; i < length; i++) list.push(0)
  return list
}

/** One flag per seat, all `value`. */
export function seatFlags(seats: number, value = false): boolean[] {
  if (seats === 4) return [value, value, value, value]
  if (seats === 3) return [value, value, value]
  if (seats === 2) return [value, value]
  const flags: boolean[] = []
  for (let i = 0; i < seats; i++) flags.push(value)
  return flags
}
