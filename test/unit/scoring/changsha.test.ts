/** 长沙 rules beyond the RULES.md examples; numbers worked by hand from §4. */
import { describe, expect, it } from 'vitest'
import { discard, paid, score, selfDraw } from './hands'

const cs = (events: Parameters<typeof score>[1], frame = {}) => score('changsha', events, frame)

describe('birds on a self-draw', () => {
  it('a bird on the winner doubles every payer', () => {
    // bird 2 counts one seat on from dealer 0: seat 1, the winner
    expect(cs([selfDraw(1, { birds: [2] })]).deltas).toEqual([-4, 8, -2, -2])
  })

  it('two birds on the winner triple every payer', () => {
    expect(cs([selfDraw(1, { birds: [2, 6] })], { options: { birds: 2 } }).deltas).toEqual([-6, 12, -3, -3])
  })

  it('a bird on a payer doubles that payer only', () => {
    const r = cs([selfDraw(1, { birds: [1] })])
    expect(r.deltas).toEqual([-4, 6, -1, -1])
    expect(paid(r, 'birds')).toEqual([[0, 1, 2]])
  })
})

describe('birds on a discard win', () => {
  it('a bird on a third seat does nothing', () => {
    expect(cs([discard(2, 1, { birds: [4] })]).deltas).toEqual([0, -1, 1, 0])
  })

  it('a bird on the winner doubles the discarder', () => {
    expect(cs([discard(2, 0, { birds: [3] })]).deltas).toEqual([-4, 0, 4, 0])
  })
})

describe('birds at fewer seats', () => {
  it('at 3 seats, offset 3 misses and offset 2 is the previous seat', () => {
    expect(cs([selfDraw(1, { birds: [4] })], { seats: 3 }).deltas).toEqual([-2, 3, -1])
    expect(cs([selfDraw(1, { birds: [3] })], { seats: 3 }).deltas).toEqual([-2, 4, -2])
  })

  it('at 2 seats, offsets 2 and 3 miss', () => {
    expect(cs([selfDraw(1, { birds: [3] })], { seats: 2 }).deltas).toEqual([-2, 2])
    expect(cs([selfDraw(1, { birds: [8] })], { seats: 2 }).deltas).toEqual([-2, 2])
  })
})

describe('起手小胡', () => {
  it('each kind is paid as a 小胡 self-draw, without birds, before a draw', () => {
    const r = cs([{ type: 'startWin', seat: 2, kinds: ['sixi', 'banban'] }, { type: 'draw' }])
    expect(r.deltas).toEqual([-4, -2, 8, -2])
    expect(paid(r, 'startWin')).toHaveLength(6)
    expect([r.nextDealer, r.nextDealerStreak]).toEqual([0, 2])
  })

  it('by the dealer: 2 from each', () => {
    expect(cs([{ type: 'startWin', seat: 0, kinds: ['queyise'] }, selfDraw(3)]).deltas).toEqual([
      6 - 2,
      -2 - 1,
      -2 - 1,
      -2 + 4
    ])
  })
})

describe('包三家', () => {
  it('海底炮 by a non-dealer winner: 10 from the seat that took the last tile', () => {
    const r = cs([discard(2, 3, { big: ['haidi'] })])
    expect(r.deltas).toEqual([0, 0, 10, -10])
    expect(paid(r, 'win.payAll')).toEqual([
      [3, 2, 4],
      [3, 2, 3],
      [3, 2, 3]
    ])
  })

  it('海底炮 by the dealer: 12', () => {
    expect(cs([discard(0, 1, { big: ['haidi'] })]).deltas).toEqual([12, -12, 0, 0])
  })

  it('海底捞月 by self-draw is paid by all', () => {
    expect(cs([selfDraw(2, { big: ['haidi'] })]).deltas).toEqual([-4, -3, 10, -3])
  })
})

describe('options', () => {
  it('bigHandsStack false counts one 大胡 however many', () => {
    expect(
      cs([selfDraw(0, { big: ['pengpenghu', 'qingyise'] })], { options: { bigHandsStack: false } }).deltas
    ).toEqual([12, -4, -4, -4])
  })

  it('drawKeepsDealer false passes the deal to the next seat after a draw', () => {
    expect(cs([{ type: 'draw' }], { dealer: 3, options: { drawKeepsDealer: false } })).toMatchObject({
      nextDealer: 0,
      nextDealerStreak: 1
    })
  })

  it('base multiplies shares and birds', () => {
    const r = cs([selfDraw(1, { birds: [3] })], { options: { base: 2 } })
    expect(r.deltas).toEqual([-4, 10, -4, -2])
    expect(r.transfers[0].reason).toBe('自摸 小胡 1 + 庄家 1 = 2 × 底分 2 = 4')
  })
})

describe("the sheet's own numbers", () => {
  it('天胡: 4 from each', () => {
    expect(cs([selfDraw(0, { big: ['tianhu'] })]).deltas).toEqual([12, -4, -4, -4])
  })

  it('地胡: 7 from the dealer', () => {
    expect(cs([discard(1, 0, { big: ['dihu'] })]).deltas).toEqual([-7, 7, 0, 0])
  })

  it('通炮: every winner is paid, the discarder deals', () => {
    const r = cs([discard(1, 2), discard(3, 2)])
    expect(r.deltas).toEqual([0, 1, -2, 1])
    expect([r.nextDealer, r.nextDealerStreak]).toEqual([2, 1])
  })
})
