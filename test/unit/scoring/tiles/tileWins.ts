/** Builders for the tile tests: a hand of a variant (4 seats, dealer 0, streak 1 unless given), a win, and the error code a hand is refused with. */
import { expect } from 'vitest'
import { ScoringError, scoreHand, type HandInput } from '../../../../src-main/scoring'

export function hand(
  variant: string,
  events: unknown[],
  options: Record<string, unknown> = {},
  dealerStreak = 1
): HandInput {
  return { variant, options, seats: 4, dealer: 0, dealerStreak, events } as HandInput
}

export function win(winner: number, from: number | null, fields: Record<string, unknown>) {
  return { type: 'win', winner, from, ...fields }
}

/** The code of the ScoringError (with a Chinese message) the hand is refused with, or 'none'. */
export function codeOf(input: HandInput): string {
  try {
    scoreHand(input)
  } catch (error) {
    expect(error).toBeInstanceOf(ScoringError)
    const e = error as ScoringError
    expect(e.messageZh.length).toBeGreaterThan(0)
    return e.code
  }
  return 'none'
}
