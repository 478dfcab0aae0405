import { describe, expect, it } from 'vitest'
import { identityCents, tableMoney } from '../../../src-main/services/money/tableMoney'
import type { SettlementParty } from '../../../src-main/model/sessions'

const seated = (seat: number, name: string, moneyCents: number, feeCents = 0): SettlementParty => ({
  key: `seat:${seat}`,
  playerId: seat + 1,
  name,
  role: 'seat',
  points: moneyCents / 100,
  seat,
  hands: 4,
  moneyCents,
  feeCents,
  netCents: moneyCents - feeCents
})

describe('the money model of a closed table (hand-computed)', () => {
  it('settles account persons with the house and lets the house pay the cash winners (issue 19, item 3)', () => {
    // 张伟 +¥26, 刘洋 −¥54, 李娜 +¥14, 王芳 +¥14 in points; ¥24 of table time, ¥6 a seat.
    const money = tableMoney({
      settlement: {
        tableFee: { kind: 'none' },
        parties: [
          seated(0, '张伟', 2600),
          seated(1, '刘洋', -5400),
          seated(2, '李娜', 1400),
          seated(3, '王芳', 1400)
        ].map((party) => party)
      },
      timeShares: [600, 600, 600, 600],
      settles: { 'seat:0': { kind: 'account' }, 'seat:1': { kind: 'account' } },
      balancesBefore: { 'seat:0': 0, 'seat:1': 1000 },
      creditLimits: { 'seat:0': 0, 'seat:1': 2000 }
    })
    expect(money.persons.map((person) => [person.name, person.netCents, person.balanceAfterCents])).toEqual([
      ['张伟', 2000, 2000],
      ['刘洋', -6000, -5000],
      ['李娜', 800, null],
      ['王芳', 800, null]
    ])
    expect(money.lines).toEqual([
      { from: 'house', to: 'seat:0', amountCents: 2000, via: 'account' },
      { from: 'seat:1', to: 'house', amountCents: 6000, via: 'account' },
      { from: 'house', to: 'seat:2', amountCents: 800, via: 'cash' },
      { from: 'house', to: 'seat:3', amountCents: 800, via: 'cash' }
    ])
    // 刘洋 ends at −¥50 with ¥20 of credit: past the limit.
    expect(money.persons.map((person) => person.overLimit)).toEqual([false, true, false, false])
    expect(money.house).toMatchObject({ timeCents: 2400, totalCents: 2400 })
    expect(identityCents(money)).toBe(0)
  })

  it('splits a per-player fee out of the money', () => {
    const perPlayer = tableMoney({
      settlement: {
        tableFee: { kind: 'perPlayer', amount: 5 },
        parties: [seated(0, '甲', 1000, 500), seated(1, '乙', -1000, 500)]
      },
      timeShares: null,
      settles: {},
      balancesBefore: {},
      creditLimits: {}
    })
    expect(perPlayer.persons.map((person) => [person.fees.perPlayerCents, person.netCents])).toEqual([
      [500, 500],
      [500, -1500]
    ])
    expect(perPlayer.house).toMatchObject({ perPlayerCents: 1000, winningsCents: 0, totalCents: 1000 })
    expect(perPlayer.lines).toEqual([
      { from: 'seat:1', to: 'house', amountCents: 1000, via: 'cash' },
      { from: 'seat:1', to: 'seat:0', amountCents: 500, via: 'cash' }
    ])
  })
})
