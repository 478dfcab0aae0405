/** 安化 rules beyond the RULES.md examples; numbers worked by hand from §5. */
import { describe, expect, it } from 'vitest'
import { discard, paid, score, selfDraw } from './hands'

const ah = (events: Parameters<typeof score>[1], options = {}, frame = {}) =>
  score('anhua', events, { options, ...frame })
const noBirds = { birdMode: 'none' }

describe('bird modes', () => {
  it('"dealer": a bird on the winner doubles all, one on a payer doubles that payer again', () => {
    // 单王 2; bird 2 lands on seat 1 (winner), bird 3 on seat 2: seat 2 has h = 2, F = 4
    expect(ah([selfDraw(1, { birds: [2, 3] })], { birdMode: 'dealer' }).deltas).toEqual([-4, 16, -8, -4])
  })

  it('"winner": counted from the winner', () => {
    expect(ah([selfDraw(1, { birds: [1] })], { birdMode: 'winner' }).deltas).toEqual([-4, 12, -4, -4])
    // bird 4 is the winner's 上家, seat 0
    expect(ah([selfDraw(1, { birds: [4] })], { birdMode: 'winner' }).deltas).toEqual([-4, 8, -2, -2])
  })

  it('"winner" at 3 seats: 3 and 7 are the 上家, 4 and 8 miss', () => {
    expect(ah([selfDraw(1, { birds: [4] })], { birdMode: 'winner' }, { seats: 3 }).deltas).toEqual([-2, 4, -2])
    expect(ah([selfDraw(1, { birds: [3] })], { birdMode: 'winner' }, { seats: 3 }).deltas).toEqual([-4, 6, -2])
  })

  it('"159": three hits make ×6', () => {
    expect(ah([selfDraw(1, { birds: [1, 5, 9] })], { birdCount: 3 }).deltas).toEqual([-12, 36, -12, -12])
  })

  it('"159": a miss pays nothing more', () => {
    expect(paid(ah([selfDraw(1, { birds: [2, 8] })]), 'birds')).toEqual([])
  })

  it('"none": no birds at all, even with oneBirdAllHit', () => {
    expect(ah([selfDraw(1)], { birdMode: 'none', oneBirdAllHit: true }).deltas).toEqual([-2, 6, -2, -2])
  })

  it('oneBirdAllHit: the one bird always hits the winner, whatever its rank', () => {
    expect(ah([selfDraw(1, { birds: [2] })], { oneBirdAllHit: true }).deltas).toEqual([-4, 12, -4, -4])
    expect(ah([selfDraw(1, { birds: [] })], { oneBirdAllHit: true, birdMode: 'dealer' }).deltas).toEqual([
      -4, 12, -4, -4
    ])
  })

  it('a positional bird on a seat that does not pay counts for nothing', () => {
    // deal-in by seat 3; bird 3 from the dealer lands on seat 2
    expect(ah([discard(1, 3, { wang: 'hard', birds: [3] })], { birdMode: 'dealer' }).deltas).toEqual([0, 4, 0, -4])
  })
})

describe('飘分', () => {
  it('"fixed": winner’s and payer’s piao on every payment', () => {
    const r = ah([selfDraw(1)], { ...noBirds, piao: 'fixed', fixedPiao: 2 })
    expect(r.deltas).toEqual([-6, 18, -6, -6])
    expect(paid(r, 'piao')).toEqual([
      [0, 1, 4],
      [2, 1, 4],
      [3, 1, 4]
    ])
  })

  it('"choose": each pair adds its own two', () => {
    expect(ah([selfDraw(1, { piao: [0, 3, 1, 2] })], { ...noBirds, piao: 'choose' }).deltas).toEqual([-5, 18, -6, -7])
  })

  it('"none": a per-seat list does not apply and is refused', () => {
    expect(() => ah([selfDraw(1, { piao: [3, 3, 3, 3] })], noBirds)).toThrow(
      expect.objectContaining({ code: 'FEATURE_NOT_ENABLED', path: 'events[0].piao' })
    )
  })

  it('is not multiplied by base or birds', () => {
    // base 3: 6 a payer, ×2 for bird 5, + piao 1 + 1
    expect(ah([selfDraw(1, { birds: [5] })], { base: 3, piao: 'fixed' }).deltas).toEqual([-14, 42, -14, -14])
  })
})

describe('一炮多响', () => {
  it('pays every winner; the first winner after the discarder deals', () => {
    const r = ah([discard(2, 3, { wang: 'hard' }), discard(1, 3, { wang: 'hard' })], { ...noBirds, multiRon: true })
    expect(r.deltas).toEqual([0, 4, 4, -8])
    expect(r.nextDealer).toBe(1)
  })

  it('counts on past the dealer', () => {
    expect(
      ah([discard(0, 1, { wang: 'hard' }), discard(3, 1, { wang: 'hard' })], { ...noBirds, multiRon: true }).nextDealer
    ).toBe(3)
  })
})

describe('draw', () => {
  it('pays nothing; the seat that drew the last tile deals', () => {
    expect(ah([{ type: 'draw', lastDrawer: 2 }])).toMatchObject({
      deltas: [0, 0, 0, 0],
      nextDealer: 2,
      nextDealerStreak: 1
    })
    expect(ah([{ type: 'draw', lastDrawer: 0 }])).toMatchObject({ nextDealer: 0, nextDealerStreak: 2 })
  })
})

describe('起手四王', () => {
  it('is 2, and takes no wild class or features', () => {
    expect(ah([selfDraw(1, { startFourWang: true })], noBirds).deltas).toEqual([-2, 6, -2, -2])
    expect(() => ah([selfDraw(1, { startFourWang: true, wang: 'seven' })], noBirds)).toThrow(
      expect.objectContaining({ code: 'INCONSISTENT_FLAGS', path: 'events[0].wang' })
    )
    expect(() => ah([selfDraw(1, { startFourWang: true, features: ['qidui'] })], noBirds)).toThrow(
      expect.objectContaining({ code: 'INCONSISTENT_FLAGS', path: 'events[0].features' })
    )
  })

  it('still takes birds', () => {
    expect(ah([selfDraw(1, { startFourWang: true, birds: [9] })]).deltas).toEqual([-4, 12, -4, -4])
  })
})

describe('taking another seat’s tile', () => {
  it('单王 robbing a kong: 4, paid by the kong’s maker', () => {
    const r = ah([discard(1, 3, { features: ['robKong'] })], { ...noBirds, robKong: true })
    expect(r.deltas).toEqual([0, 4, 0, -4])
    expect(paid(r, 'win.robKong')).toEqual([[3, 1, 4]])
  })

  it('硬庄 杠上炮: 8', () => {
    expect(
      ah([discard(1, 2, { wang: 'hard', features: ['kongDiscard'] })], { ...noBirds, kongDiscardBig: true }).deltas
    ).toEqual([0, 8, -8, 0])
  })
})

describe('points', () => {
  it('七王清一色小七对 is 64', () => {
    expect(
      ah([selfDraw(2, { wang: 'seven', features: ['qingyise', 'qidui'] })], { ...noBirds, wangMode: 7 }).deltas
    ).toEqual([-64, -64, 192, -64])
  })

  it('四王平胡 is 8 and 六王平胡 8', () => {
    expect(ah([selfDraw(1, { wang: 'four' })], noBirds).deltas).toEqual([-8, 24, -8, -8])
    expect(ah([selfDraw(1, { wang: 'six' })], { ...noBirds, wangMode: 7 }).deltas).toEqual([-8, 24, -8, -8])
  })
})
