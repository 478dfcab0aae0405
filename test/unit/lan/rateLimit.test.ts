import { describe, expect, it } from 'vitest'
import { RateLimit } from '../../../src-main/server/rateLimit'

describe('the rate limit per device', () => {
  it('allows a burst, then refills with time; a wall clock set back does not lock the device out', () => {
    const clock = { at: 1_000_000 }
    const rate = new RateLimit(20, 3, () => clock.at)
    expect([1, 2, 3, 4].map(() => rate.take(7))).toEqual([true, true, true, false])
    clock.at += 50
    expect([rate.take(7), rate.take(7)]).toEqual([true, false])
    clock.at -= 30 * 60_000
    expect(rate.take(7)).toBe(false)
    clock.at += 50
    expect(rate.take(7)).toBe(true)
  })
})
