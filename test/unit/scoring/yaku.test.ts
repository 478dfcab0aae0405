/** 役种 rules beyond the RULES.md examples; numbers worked by hand from §7. */
import { describe, expect, it } from 'vitest'
import { discard, paid, score, selfDraw, type Fields } from './hands'

const yk = (events: Fields[], frame = {}) => score('yaku', events, frame)
const dice = (total: number): Fields => ({ type: 'dice', total })

describe('dice', () => {
  it('9 放铤翻倍: a deal-in pays 3 × M × 2', () => {
    expect(yk([dice(9), discard(1, 0, { yaku: ['yiqi'] })]).deltas).toEqual([-12, 12, 0, 0])
  })

  it('9 does not double a self-draw', () => {
    expect(yk([dice(9), selfDraw(1, { yaku: ['yiqi'] })]).deltas).toEqual([-4, 12, -4, -4])
  })

  it('8 宝牌: dora count; on other dice they do not apply and are refused', () => {
    expect(yk([dice(8), selfDraw(1, { yaku: ['qingyise'], dora: 2 })]).deltas).toEqual([-16, 48, -16, -16])
    expect(() => yk([dice(3), selfDraw(1, { yaku: ['qingyise'], dora: 2 })])).toThrow(
      expect.objectContaining({ code: 'FEATURE_NOT_ENABLED', path: 'events[1].dora' })
    )
    expect(() => yk([selfDraw(1, { yaku: ['qingyise'], dora: 2 })])).toThrow(
      expect.objectContaining({ code: 'FEATURE_NOT_ENABLED', path: 'events[0].dora' })
    )
    expect(yk([dice(3), selfDraw(1, { yaku: ['qingyise'], dora: 0 })]).deltas).toEqual([-12, 36, -12, -12])
  })

  it('8: the cap applies to yaku and dora together', () => {
    const r = yk([dice(8), discard(2, 0, { yaku: ['qingyise', 'yiqi'], dora: 3 })])
    expect(r.deltas).toEqual([-30, 0, 30, 0])
    expect(r.transfers[0].reason).toBe('放铤 清一色 6 + 一气贯通 2 + 宝牌 3 = 11 → 上限 10 × 放铤 3 = 30')
  })

  it('8: dora lift a hand with no yaku from 1', () => {
    expect(yk([dice(8), selfDraw(1, { dora: 1 })]).deltas).toEqual([-4, 12, -4, -4])
  })

  it('5 将牌: a win with no yaku and 2/5/8 eyes stands', () => {
    expect(yk([dice(5), selfDraw(1, { eyes258: true })]).deltas).toEqual([-2, 6, -2, -2])
  })

  it('5 and 11: a win with a yaku needs nothing more', () => {
    expect(yk([dice(5), selfDraw(1, { yaku: ['hunyise'] })]).deltas).toEqual([-6, 18, -6, -6])
    expect(yk([dice(11), selfDraw(1, { yaku: ['hunyise'] })]).deltas).toEqual([-6, 18, -6, -6])
  })

  it('4 and 6 change nothing the engine scores', () => {
    expect(yk([dice(4), discard(1, 0)]).deltas).toEqual([-3, 3, 0, 0])
    expect(yk([dice(6), discard(1, 0)]).deltas).toEqual([-3, 3, 0, 0])
  })

  it('2 and 12 血流成河: a seat wins again, every other seat pays each time', () => {
    const r = yk([dice(2), selfDraw(1), selfDraw(1), discard(2, 1)])
    expect(r.deltas).toEqual([-4, 12 - 3, -4 + 3, -4])
    expect(yk([dice(12), selfDraw(1), selfDraw(1)]).deltas).toEqual([-4, 12, -4, -4])
  })

  it('7 血战到底: a kong after a win is paid by every other seat, the winner too', () => {
    expect(yk([dice(7), selfDraw(1), { type: 'kong', by: 2, kind: 'concealed' }]).deltas).toEqual([-4, 4, 4, -4])
  })

  it('7: the dice event may stand anywhere', () => {
    expect(yk([selfDraw(1), discard(2, 3), dice(7)]).deltas).toEqual([-2, 6, 1, -5])
  })
})

describe('multiplier', () => {
  it('役满 add up and ignore ordinary yaku and dora', () => {
    const r = yk([dice(8), selfDraw(3, { yaku: ['sianke', 'dasixi', 'qingyise'], dora: 4 })])
    expect(r.deltas).toEqual([-60, -60, -60, 180])
    expect(r.sessionEnds).toBe(true)
  })

  it('yakumanValue and cap options', () => {
    expect(yk([selfDraw(1, { yaku: ['guoshi'] })], { options: { yakumanValue: 13 } }).deltas).toEqual([
      -26, 78, -26, -26
    ])
    expect(yk([selfDraw(1, { yaku: ['qingyise'] })], { options: { cap: 5 } }).deltas).toEqual([-10, 30, -10, -10])
  })

  it('unit multiplies every payment', () => {
    expect(yk([selfDraw(1)], { options: { unit: 2 } }).deltas).toEqual([-4, 12, -4, -4])
  })

  it('抢杠 is paid by the robbed seat as a deal-in', () => {
    const r = yk([discard(1, 3, { yaku: ['qianggang'] })])
    expect(r.deltas).toEqual([0, 6, 0, -6])
    expect(paid(r, 'win.robKong')).toEqual([[3, 1, 6]])
  })
})

describe('kongs', () => {
  it('exposed: the feeder pays 2; added: the ponged seat pays 2; concealed: 2 from each; none shared with backers', () => {
    const r = yk(
      [
        { type: 'kong', by: 1, kind: 'exposed', from: 3 },
        { type: 'kong', by: 2, kind: 'added', from: 0 },
        { type: 'kong', by: 0, kind: 'concealed' },
        { type: 'draw' }
      ],
      { supporters: [{ id: 'p9', seat: 1 }], options: { unit: 2 } }
    )
    expect(r.deltas).toEqual([-4 + 12, 4 - 4, 4 - 4, -4 - 4])
    expect(r.supporterDeltas).toEqual({ p9: 0 })
  })
})

describe('supporters', () => {
  it('both sides backed: backer to backer pays half', () => {
    // x = 3: 0→1 3; 0→b 1.5; a→1 1.5; a→b 1.5
    const r = yk([discard(1, 0)], {
      supporters: [
        { id: 'a', seat: 0 },
        { id: 'b', seat: 1 }
      ]
    })
    expect(r.deltas).toEqual([-4.5, 4.5, 0, 0])
    expect(r.supporterDeltas).toEqual({ a: -3, b: 3 })
  })

  it('a backer of an uninvolved seat stays at 0', () => {
    expect(yk([discard(1, 0)], { supporters: [{ id: 'c', seat: 3 }] }).supporterDeltas).toEqual({ c: 0 })
  })
})

describe('诈和', () => {
  const falseWin = (by: number, fields: Fields = {}): Fields => ({ type: 'falseWin', by, ...fields })

  it('with nobody tenpai: a reversed self-draw; the offender leaves; the dealer stays', () => {
    const r = yk([falseWin(2)])
    expect(r.deltas).toEqual([2, 2, -6, 2])
    expect(r.leaves).toBe(2)
    expect([r.nextDealer, r.nextDealerStreak]).toEqual([0, 2])
  })

  it('with tenpai seats: a deal-in to each of them, doubled on dice 9', () => {
    expect(yk([falseWin(2, { tenpai: [1, 3] })]).deltas).toEqual([0, 3, -6, 3])
    expect(yk([dice(9), falseWin(2, { tenpai: [1, 3], multiplier: 2 })]).deltas).toEqual([0, 12, -24, 12])
  })

  it('is shared with the backers of the offender', () => {
    const r = yk([falseWin(2)], { supporters: [{ id: 'a', seat: 2 }] })
    expect(r.deltas).toEqual([3, 3, -6, 3])
    expect(r.supporterDeltas).toEqual({ a: -3 })
  })

  it('voids the hand: its win and kongs pay nothing and its 役满 ends nothing', () => {
    const r = yk([{ type: 'kong', by: 1, kind: 'concealed' }, selfDraw(1, { yaku: ['guoshi'] }), falseWin(1)])
    expect(r.deltas).toEqual([2, -6, 2, 2])
    expect(r.sessionEnds).toBe(false)
    expect(r.leaves).toBe(1)
  })
})

describe('dealer', () => {
  it('"riichi": another seat winning passes the deal to the next seat; the dealer winning keeps it', () => {
    expect(yk([selfDraw(3)], { dealer: 1 })).toMatchObject({ nextDealer: 2, nextDealerStreak: 1 })
    expect(yk([selfDraw(1)], { dealer: 1, dealerStreak: 2 })).toMatchObject({ nextDealer: 1, nextDealerStreak: 3 })
  })

  it('"winner": the winner deals', () => {
    const options = { dealerRule: 'winner' }
    expect(yk([selfDraw(3)], { dealer: 1, options })).toMatchObject({ nextDealer: 3, nextDealerStreak: 1 })
    expect(yk([selfDraw(1)], { dealer: 1, options })).toMatchObject({ nextDealer: 1, nextDealerStreak: 2 })
  })

  it('under 血战 the first winner counts', () => {
    expect(yk([dice(7), selfDraw(0), selfDraw(2)], { options: { dealerRule: 'winner' } })).toMatchObject({
      nextDealer: 0,
      nextDealerStreak: 2
    })
    expect(yk([dice(7), selfDraw(2), selfDraw(0)])).toMatchObject({ nextDealer: 1, nextDealerStreak: 1 })
  })

  it('a draw keeps the dealer under both rules', () => {
    expect(yk([{ type: 'draw' }])).toMatchObject({ nextDealer: 0, nextDealerStreak: 2 })
    expect(yk([{ type: 'draw' }], { options: { dealerRule: 'winner' } })).toMatchObject({
      nextDealer: 0,
      nextDealerStreak: 2
    })
  })
})
