/** 安顺捉鸡 rules beyond the RULES.md examples; numbers worked by hand from §6. */
import { describe, expect, it } from 'vitest'
import { discard, paid, score, selfDraw, type Fields } from './hands'

const as = (events: Fields[], frame = {}) => score('anshun', events, frame)
const tianting = (seat: number): Fields => ({ type: 'tianting', seat })
const kong = (by: number, kind: string, from: number | null = null): Fields => ({ type: 'kong', by, kind, from })
const chickens = (turned: string | null, held: Fields[], chongfeng: number | null = null): Fields => ({
  type: 'chickens',
  turned,
  held,
  chongfeng
})

describe('天听 and 杀报', () => {
  it('a declared winner self-draws at P + 10; another declared seat pays 10 more', () => {
    const r = as([tianting(1), tianting(3), selfDraw(1)])
    expect(r.deltas).toEqual([-22, 76, -22, -32])
    expect(paid(r, 'tianting.kill')).toEqual([[3, 1, 10]])
  })

  it('a declared discarder pays P + 10', () => {
    expect(as([tianting(2), discard(1, 2, { pattern: 'qingyise' })]).deltas).toEqual([0, 20, -20, 0])
  })
})

describe('热炮', () => {
  it('after a 闷豆: the discarder adds 6 and earns no 豆 or 鸡', () => {
    const r = as([
      kong(0, 'concealed'),
      discard(1, 0, { pattern: 'qingyise', hot: 'concealed' }),
      chickens('4m', [
        { seat: 0, yaoji: 1, swing: 0 },
        { seat: 1, yaoji: 1, swing: 0 }
      ])
    ])
    expect(r.deltas).toEqual([-17, 19, -1, -1])
    expect(paid(r, 'win.hot')).toEqual([[0, 1, 6]])
    expect(paid(r, 'kong.concealed')).toEqual([])
  })

  it('after a 转弯豆: 3', () => {
    expect(as([kong(2, 'added'), discard(1, 2, { pattern: 'daduizi', hot: 'added' })]).deltas).toEqual([0, 8, -8, 0])
  })
})

describe('抢杠', () => {
  it('the robbed seat pays every other seat’s self-draw share and 杀报, its own included', () => {
    const r = as([tianting(1), tianting(3), discard(2, 3, { pattern: 'qingyise', robKong: true })], {
      options: { base: 2 }
    })
    // 3 × 2P (P = 10) + 10 for each of the declared seats 1 and 3, × base 2.
    expect(r.deltas).toEqual([0, 0, 160, -160])
    expect(paid(r, 'tianting.kill')).toEqual([
      [3, 2, 20],
      [3, 2, 20]
    ])
  })

  it('the robbed seat pays the whole self-draw bill and its 转弯豆 does not count', () => {
    const r = as([kong(3, 'added'), discard(2, 3, { pattern: 'daduizi', robKong: true })])
    expect(r.deltas).toEqual([0, 0, 30, -30])
    expect(paid(r, 'win.robKong')).toHaveLength(3)
  })

  it('a 平胡 may rob without a kong of its own', () => {
    expect(as([discard(2, 3, { robKong: true })]).deltas).toEqual([0, 0, 6, -6])
  })

  it('the bill includes the 杀报 of a declared seat', () => {
    expect(as([tianting(0), discard(2, 3, { pattern: 'daduizi', robKong: true })]).deltas).toEqual([0, 0, 40, -40])
  })
})

describe('鸡', () => {
  it('金鸡: a turned 9s makes each 幺鸡 worth 2', () => {
    const r = as([selfDraw(2), chickens('9s', [{ seat: 1, yaoji: 2, swing: 0 }])])
    expect(r.deltas).toEqual([-6, 10, 2, -6])
    expect(paid(r, 'chicken.golden')).toEqual([
      [0, 1, 4],
      [2, 1, 4],
      [3, 1, 4]
    ])
  })

  it('冲锋鸡 earns 2 from each', () => {
    expect(as([selfDraw(2), chickens('4m', [], 3)]).deltas).toEqual([-4, -4, 4, 4])
  })

  it('冲锋金鸡 earns 3 from each', () => {
    expect(as([selfDraw(2), chickens('9s', [], 3)]).deltas).toEqual([-5, -5, 3, 7])
  })

  it('swing chickens earn 1 each from each other seat', () => {
    expect(as([selfDraw(2), chickens('5m', [{ seat: 1, yaoji: 0, swing: 2 }])]).deltas).toEqual([-4, 4, 4, -4])
  })

  it('a turned 2s makes 幺鸡 a swing chicken too, still counted once, as 1', () => {
    expect(paid(as([selfDraw(2), chickens('2s', [{ seat: 1, yaoji: 1, swing: 0 }])]), 'chicken.yaoji')).toHaveLength(3)
  })

  it('prevNext: the two neighbours; nextTwo: the two after, so a turned 2s allows 8 swing chickens only in nextTwo', () => {
    const held = [{ seat: 1, yaoji: 0, swing: 5 }]
    expect(() => as([selfDraw(2), chickens('2s', held)])).toThrow(/swing/)
    expect(as([selfDraw(2), chickens('2s', held)], { options: { swingChicken: 'nextTwo' } }).deltas).toEqual([
      -7, 13, 1, -7
    ])
  })

  it('none are paid on a draw, nor 豆', () => {
    const r = as([kong(1, 'concealed'), chickens('4m', [{ seat: 1, yaoji: 2, swing: 0 }]), { type: 'draw' }])
    expect(r.transfers).toEqual([])
  })
})

describe('豆', () => {
  it('闷豆 2 from each, 转弯豆 1 from each, 点豆 1 from the feeder', () => {
    const r = as([kong(1, 'concealed'), kong(2, 'added'), kong(3, 'exposed', 0), selfDraw(1)])
    expect(r.deltas).toEqual([-6, 11, -1, -4])
  })

  it('a 转弯豆 lets 平胡 win on a discard', () => {
    expect(as([kong(1, 'added'), discard(1, 2)]).deltas).toEqual([-1, 4, -2, -1])
  })
})

describe('several winners on one discard', () => {
  it('are each paid; the discarder deals', () => {
    const r = as([discard(1, 3, { pattern: 'qingyise' }), discard(2, 3, { pattern: 'daduizi' })])
    expect(r.deltas).toEqual([0, 10, 5, -15])
    expect([r.nextDealer, r.nextDealerStreak]).toEqual([3, 1])
  })
})

describe('draw: 查叫 and the next dealer', () => {
  const drawWith = (seats: number[], dealer = 0) =>
    as([{ type: 'draw', tenpai: seats.map((seat) => ({ seat, points: 5 })) }], { dealer })

  it('nobody ready: the dealer stays', () => {
    expect(drawWith([])).toMatchObject({ deltas: [0, 0, 0, 0], nextDealer: 0, nextDealerStreak: 2 })
  })

  it('everybody ready: nothing paid, the dealer stays', () => {
    expect(drawWith([0, 1, 2, 3])).toMatchObject({ deltas: [0, 0, 0, 0], nextDealer: 0, nextDealerStreak: 2 })
  })

  it('one ready: it collects from the three and deals', () => {
    expect(drawWith([2])).toMatchObject({ deltas: [-5, -5, 15, -5], nextDealer: 2, nextDealerStreak: 1 })
  })

  it('two ready with the dealer: the dealer stays', () => {
    expect(drawWith([0, 2])).toMatchObject({ nextDealer: 0, nextDealerStreak: 2 })
  })

  it('two ready without the dealer: the nearest after the dealer', () => {
    expect(drawWith([2, 3]).nextDealer).toBe(2)
    expect(drawWith([0, 1], 3).nextDealer).toBe(0)
  })

  it('three ready: the one not ready deals', () => {
    expect(drawWith([0, 1, 2])).toMatchObject({ deltas: [5, 5, 5, -15], nextDealer: 3 })
  })
})
