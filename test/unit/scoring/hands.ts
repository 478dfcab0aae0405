/** Small builders for the worked tests: a hand of a variant, and the transfers of one reason code. */
import { scoreHand, type HandInput, type HandResult } from '../../../src-main/scoring'

export type Fields = Record<string, unknown>

/** Scores a hand; seats 4, dealer 0 on its first hand unless `frame` says otherwise. */
export function score(variant: string, events: Fields[], frame: Fields = {}): HandResult {
  return scoreHand({
    variant,
    options: {},
    seats: 4,
    dealer: 0,
    dealerStreak: 1,
    events,
    ...frame
  } as unknown as HandInput)
}

export const selfDraw = (winner: number, fields: Fields = {}): Fields => ({
  type: 'win',
  winner,
  from: null,
  ...fields
})
export const discard = (winner: number, from: number, fields: Fields = {}): Fields => ({
  type: 'win',
  winner,
  from,
  ...fields
})

/** `[from, to, amount]` of every transfer with `code`. */
export function paid(result: HandResult, code: string): [unknown, unknown, number][] {
  return result.transfers.filter((t) => t.code === code).map((t) => [t.from, t.to, t.amount])
}
