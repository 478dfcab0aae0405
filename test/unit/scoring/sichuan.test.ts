/** 四川 rules beyond the RULES.md examples; numbers worked by hand from §3. */
import { describe, expect, it } from 'vitest'
import { discard, paid, score, selfDraw } from './hands'

const sc = (events: Parameters<typeof score>[1], frame = {}) => score('sichuan', events, frame)

describe('杠上花', () => {
  it('after a kong fed by another seat: that seat alone pays (算引杠者点炮)', () => {
    // 清一色 3 + 杠上花 2 = 5
    const r = sc([selfDraw(2, { pattern: 'qingyise', kongDraw: true, kongFrom: 0 })])
    expect(r.deltas).toEqual([-5, 0, 5, 0])
    expect(paid(r, 'win.kongFrom')).toEqual([[0, 2, 5]])
  })

  it('after an own kong: every other seat pays', () => {
    expect(sc([selfDraw(2, { kongDraw: true, roots: 1 })]).deltas).toEqual([-4, -4, 12, -4])
  })
})

describe('抢杠胡', () => {
  it('is 平胡 1 + 抢杠 1, paid by the robbed seat', () => {
    const r = sc([discard(1, 3, { robKong: true })])
    expect(r.deltas).toEqual([0, 2, 0, -2])
    expect(paid(r, 'win.robKong')).toEqual([[3, 1, 2]])
  })

  it('two winners robbing one kong are each paid; the robbed seat deals', () => {
    const r = sc([discard(1, 0, { robKong: true }), discard(2, 0, { robKong: true, pattern: 'qidui' })])
    expect(r.deltas).toEqual([-6, 2, 4, 0])
    expect([r.nextDealer, r.nextDealerStreak]).toEqual([0, 2])
  })
})

describe('points option', () => {
  it('makes 清七对 8', () => {
    expect(
      sc([discard(1, 0, { pattern: 'qingqidui', roots: 1 })], { options: { points: { qingqidui: 8 } } }).deltas
    ).toEqual([-9, 9, 0, 0])
  })

  it('leaves the other patterns at their table value', () => {
    expect(sc([discard(1, 0, { pattern: 'tianhu' })], { options: { points: { qingqidui: 8 } } }).deltas).toEqual([
      -8, 8, 0, 0
    ])
  })
})

describe('base', () => {
  it('multiplies every payment and shows in the reason', () => {
    const r = sc([selfDraw(1, { pattern: 'duiduihu', roots: 1 })], { options: { base: 2 } })
    expect(r.deltas).toEqual([-6, 18, -6, -6])
    expect(r.transfers[0].reason).toBe('自摸 对对胡（大对子） 2 + 1根 = 3 × 底分 2 = 6')
  })
})

describe('查叫', () => {
  it('pays nothing when every seat is ready', () => {
    const tenpai = [0, 1, 2, 3].map((seat) => ({ seat, minPoints: 2 }))
    expect(sc([{ type: 'draw', tenpai }]).deltas).toEqual([0, 0, 0, 0])
  })

  it('pays nothing when no seat is ready', () => {
    expect(sc([{ type: 'draw' }]).transfers).toEqual([])
  })

  it('scales with base at 3 seats', () => {
    const r = sc([{ type: 'draw', tenpai: [{ seat: 2, minPoints: 4 }] }], { seats: 3, options: { base: 3 } })
    expect(r.deltas).toEqual([-12, -12, 24])
    expect(paid(r, 'draw.tenpai')).toEqual([
      [0, 2, 12],
      [1, 2, 12]
    ])
  })
})

describe('dealer', () => {
  it('a single winner deals next', () => {
    expect(sc([discard(3, 1)], { dealer: 2, dealerStreak: 4 })).toMatchObject({ nextDealer: 3, nextDealerStreak: 1 })
  })

  it('the dealer winning keeps the deal', () => {
    expect(sc([selfDraw(2)], { dealer: 2, dealerStreak: 4 })).toMatchObject({ nextDealer: 2, nextDealerStreak: 5 })
  })
})
