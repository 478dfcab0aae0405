/** Birds (扎鸟 / 抓鸟): where a bird tile lands (RULES.md §1 "Birds"). */
import { fail } from './errors'
import { zeros } from './seatLists'
import type { Seat } from './types'
import { at } from './validate'

/** The seat a bird of `rank` lands on, counting from `ref`; -1 when it misses (too few seats). */
function birdSeat(ref: Seat, rank: number, seats: number): Seat {
  const offset = (rank - 1) % 4
  return offset < seats ? (ref + offset) % seats : -1
}

/** Per seat, how many of `ranks` land on it counting from `ref`. */
export function birdHits(ref: Seat, ranks: readonly number[], seats: number): number[] {
  const hits = zeros(seats)
  for (let i = 0; i < ranks.length; i++) {
    const s = birdSeat(ref, ranks[i], seats)
    if (s >= 0) hits[s]++
  }
  return hits
}

export function checkBirdCount(ranks: readonly number[], max: number, prefix: string, optionKey: string): void {
  if (ranks.length > max) {
    fail(
      'TOO_MANY_BIRDS',
      at(prefix, 'birds'),
      `${ranks.length} bird ranks given, but the options allow ${max} (option ${optionKey})`,
      `填了 ${ranks.length} 只鸟，但规则只抓 ${max} 只（选项 ${optionKey}）`
    )
  }
}
