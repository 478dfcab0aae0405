/** 杭州 rules beyond the RULES.md examples; numbers worked by hand from §2. */
import { describe, expect, it } from 'vitest'
import { discard, paid, score, selfDraw } from './hands'

const hz = (events: Parameters<typeof score>[1], frame = {}) => score('hangzhou', events, frame)

describe('承包 and 反承包', () => {
  it('反承包: the feeder self-draws and the taker pays twice what all would have paid', () => {
    // V = 1; dealer 0 pays 2, seats 2 and 3 pay 1: sum 4, ×2 = 8 from the taker.
    const r = hz([selfDraw(1, { contract: { taker: 3, feeder: 1 } })])
    expect(r.deltas).toEqual([0, 8, 0, -8])
    expect(paid(r, 'win.reverseContract')).toEqual([[3, 1, 8]])
  })

  it('has no effect when the winner is neither taker nor feeder', () => {
    expect(hz([selfDraw(1, { contract: { taker: 2, feeder: 3 } })]).deltas).toEqual([-2, 4, -1, -1])
  })

  it('applies to self-draws only: on a discard win it is refused', () => {
    expect(() => hz([discard(1, 0, { contract: { taker: 1, feeder: 3 } })], { dealerStreak: 2 })).toThrow(
      expect.objectContaining({ code: 'SELF_DRAW_REQUIRED', path: 'events[0].contract' })
    )
    expect(hz([discard(1, 0, { contract: null })], { dealerStreak: 2 }).deltas).toEqual([-4, 4, 0, 0])
  })
})

describe('逃跑', () => {
  it('alone: loses 8 × base to nobody and counts as a draw for the dealer', () => {
    const r = hz([{ type: 'flee', by: 2 }], { options: { base: 2 } })
    expect(r.deltas).toEqual([0, 0, -16, 0])
    expect(r.undistributed).toBe(16)
    expect(r.transfers[0]).toMatchObject({ from: 2, to: null, amount: 16, code: 'flee' })
    expect([r.nextDealer, r.nextDealerStreak]).toEqual([0, 2])
  })

  it('after a 财神 discard by a tenpai seat: 32 to that seat', () => {
    const r = hz([{ type: 'flee', by: 2, caishenBy: 1, caishenByTenpai: true }])
    expect(r.deltas).toEqual([0, 32, -32, 0])
    expect(r.undistributed).toBe(0)
  })

  it('after a 财神 discard by a seat not tenpai: 32 to nobody', () => {
    const r = hz([{ type: 'flee', by: 2, caishenBy: 1 }, { type: 'draw' }])
    expect(r.deltas).toEqual([0, 0, -32, 0])
    expect(r.undistributed).toBe(32)
  })

  it('beside a self-draw: the seat that fled still pays its share', () => {
    const r = hz([{ type: 'flee', by: 3 }, selfDraw(1)])
    expect(r.deltas).toEqual([-2, 4, -1, -9])
    expect(r.undistributed).toBe(8)
    expect([r.nextDealer, r.nextDealerStreak]).toEqual([1, 1])
  })
})

describe('dealer factor', () => {
  it('is ×8 from 三连庄 on', () => {
    expect(hz([selfDraw(2)], { dealerStreak: 3 }).deltas).toEqual([-8, -1, 10, -1])
    expect(hz([selfDraw(2)], { dealerStreak: 6 }).deltas).toEqual([-8, -1, 10, -1])
  })

  it('applies to a deal-in to the dealer on 三连庄, who keeps the deal', () => {
    const r = hz([discard(0, 2)], { dealerStreak: 3 })
    expect(r.deltas).toEqual([8, 0, -8, 0])
    expect([r.nextDealer, r.nextDealerStreak]).toEqual([0, 4])
  })
})

describe('discardWinMinStreak', () => {
  it('at 1 allows a deal-in on 平庄', () => {
    expect(hz([discard(2, 0)], { options: { discardWinMinStreak: 1 } }).deltas).toEqual([-2, 0, 2, 0])
  })

  it('at 3 still forbids it on 二连庄', () => {
    expect(() => hz([discard(2, 0)], { dealerStreak: 2, options: { discardWinMinStreak: 3 } })).toThrow(/streak 3/)
  })
})

describe('hand values', () => {
  it('三豪华七对 ×16 by the dealer on 二连庄 with base 2', () => {
    // V = 2 × 16 = 32; D = 4: each pays 128.
    expect(
      hz([selfDraw(0, { form: 'sevenPairs', luxury: 3 })], { dealerStreak: 2, options: { base: 2 } }).deltas
    ).toEqual([384, -128, -128, -128])
  })

  it('two 财飘 in a row with 暴头: ×8', () => {
    const r = hz([selfDraw(1, { baotou: true, piao: 2 })])
    expect(r.deltas).toEqual([-16, 32, -8, -8])
    expect(r.transfers[1].reason).toBe('自摸 平胡 1 × 暴头 2 × 财飘 4 = 8')
  })

  it('杠暴: 暴头 with 杠开 is ×4', () => {
    expect(hz([selfDraw(2, { baotou: true, kongDraw: true })]).deltas).toEqual([-8, -4, 16, -4])
  })
})

describe('other tables', () => {
  it('a draw pays nothing and the dealer stays', () => {
    const r = hz([{ type: 'draw' }])
    expect(r.transfers).toEqual([])
    expect(r.deltas).toEqual([0, 0, 0, 0])
    expect([r.nextDealer, r.nextDealerStreak]).toEqual([0, 2])
  })

  it('three seats', () => {
    expect(hz([selfDraw(1)], { seats: 3 }).deltas).toEqual([-2, 3, -1])
  })

  it('kongs are recorded but not paid', () => {
    expect(hz([{ type: 'kong', by: 1, kind: 'exposed', from: 2 }, selfDraw(1)]).deltas).toEqual([-2, 4, -1, -1])
  })
})
