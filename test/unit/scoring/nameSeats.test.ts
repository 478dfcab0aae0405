import { describe, expect, it } from 'vitest'
import { nameSeats, scoreHand, ScoringError } from '../../../src-main/scoring'
import { makeRandomHands } from '../../support/randomHands'

const NAMES = ['甲甲', '乙乙', '丙丙', '丁丁']

describe('reasons name the players', () => {
  it('every seat a reason mentions, in 10,000 random hands of every variant, is named', () => {
    let named = 0
    for (const input of makeRandomHands(10_000, 11)) {
      let transfers
      try {
        transfers = scoreHand(input).transfers
      } catch (error) {
        if (error instanceof ScoringError) continue
        throw error
      }
      for (const transfer of transfers) {
        const { reason, reasonEn } = nameSeats(transfer, NAMES)
        expect(`${reason} | ${reasonEn}`).not.toMatch(/座位 ?\d|\bseat ?\d/i)
        if (reason !== transfer.reason) named++
      }
    }
    expect(named).toBeGreaterThan(100)
  }, 60_000)
})
