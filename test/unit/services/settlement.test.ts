import { describe, expect, it } from 'vitest'
import { computeSettlement } from '../../../src-main/services/settlement'
import type { SessionRules } from '../../../src-main/model/sessions'

const seats = ['甲', '乙', '丙', '丁'].map((name, index) => ({ playerId: index + 1, name }))
const rules = (changes: Partial<SessionRules>): SessionRules => ({
  minScore: null,
  doubling: null,
  pointValue: 1,
  tableFee: { kind: 'none' },
  ...changes
})
const hands = (...deltas: number[][]) => deltas.map((d) => ({ deltas: d, supporterDeltas: {}, transfers: [] }))

function balanced(settlement: ReturnType<typeof computeSettlement>) {
  const sum = settlement.parties.reduce((total, party) => total + party.netCents, 0)
  expect(sum).toBe(0)
  for (const party of settlement.parties) {
    for (const cents of [party.moneyCents, party.feeCents, party.netCents]) expect(Number.isInteger(cents)).toBe(true)
  }
}

describe('computeSettlement', () => {
  it('turns points into money at the point value and pays with the fewest transfers', () => {
    const settlement = computeSettlement({
      variant: 'sichuan',
      seats,
      backers: [],
      rules: rules({ pointValue: 2.5 }),
      hands: hands([-4, 12, -4, -4], [0, 3, 0, -3])
    })
    expect(settlement.parties.map((party) => [party.key, party.points, party.moneyCents])).toEqual([
      ['seat:0', -4, -1000],
      ['seat:1', 15, 3750],
      ['seat:2', -4, -1000],
      ['seat:3', -7, -1750]
    ])
    expect(settlement.payments).toHaveLength(3)
    balanced(settlement)
  })

  it('charges a per-player table fee to the house', () => {
    const settlement = computeSettlement({
      variant: 'sichuan',
      seats,
      backers: [],
      rules: rules({ tableFee: { kind: 'perPlayer', amount: 10 } }),
      hands: hands([-4, 12, -4, -4])
    })
    expect(settlement.feeTotalCents).toBe(4000)
    expect(settlement.parties.find((party) => party.key === 'house')).toMatchObject({ netCents: 4000, feeCents: -4000 })
    expect(settlement.parties[1]).toMatchObject({ moneyCents: 1200, feeCents: 1000, netCents: 200 })
    balanced(settlement)
  })

  it('takes a share of the winnings as the fee', () => {
    const settlement = computeSettlement({
      variant: 'sichuan',
      seats,
      backers: [],
      rules: rules({ tableFee: { kind: 'shareOfWinnings', percent: 10 }, pointValue: 5 }),
      hands: hands([-4, 12, -4, -4])
    })
    expect(settlement.parties.map((party) => party.feeCents)).toEqual([0, 600, 0, 0, -600])
    expect(settlement.feeTotalCents).toBe(600)
    balanced(settlement)
  })

  it('applies the two-player rules through the engine and shows them', () => {
    const settlement = computeSettlement({
      variant: 'anhua',
      seats: seats.slice(0, 2),
      backers: [],
      rules: rules({ minScore: { threshold: 10, bonus: 10 }, doubling: { factor: 2, maxDiff: 40 } }),
      hands: hands([4, -4], [2, -2])
    })
    expect(settlement.engine.raw).toEqual([6, -6])
    expect(settlement.engine.totals).toEqual([32, -32])
    expect(settlement.engine.adjustments.map((adjustment) => adjustment.rule)).toEqual(['minScore', 'doubling'])
    expect(settlement.payments).toEqual([{ from: 'seat:1', to: 'seat:0', amountCents: 3200 }])
  })

  it('includes backers in the ledger and the payments', () => {
    const settlement = computeSettlement({
      variant: 'yaku',
      seats,
      backers: [{ id: 'p9', playerId: 9, name: '戊' }],
      rules: rules({}),
      hands: [{ deltas: [-1, 1.5, 0, 0], supporterDeltas: { p9: -0.5 }, transfers: [] }]
    })
    expect(settlement.parties.at(-1)).toMatchObject({ key: 'p9', role: 'backer', points: -0.5, moneyCents: -50 })
    balanced(settlement)
  })

  it('keeps a flee penalty with nobody: no fee row, no payment between players for it', () => {
    const flee = { from: 2, to: null, amount: 8 }
    const settlement = computeSettlement({
      variant: 'hangzhou',
      seats,
      backers: [],
      rules: rules({ tableFee: { kind: 'perPlayer', amount: 5 } }),
      hands: [
        { deltas: [-3, 9, -3, -3], supporterDeltas: {}, transfers: [] },
        { deltas: [0, 0, -8, 0], supporterDeltas: {}, transfers: [flee] }
      ]
    })
    const house = settlement.parties.find((party) => party.role === 'house')!
    expect(house).toMatchObject({ moneyCents: 0, feeCents: -2000, netCents: 2000 })
    expect(settlement.feeTotalCents).toBe(2000)
    expect(settlement.parties.find((party) => party.role === 'nobody')).toMatchObject({
      key: 'nobody',
      points: 8,
      moneyCents: 800,
      feeCents: 0,
      netCents: 800
    })
    expect(settlement.payments.filter((payment) => payment.to === 'nobody')).toEqual([
      { from: 'seat:2', to: 'nobody', amountCents: 800 }
    ])
    // Without the penalty the players and the house settle exactly as if it had not happened.
    const without = computeSettlement({
      variant: 'hangzhou',
      seats,
      backers: [],
      rules: rules({ tableFee: { kind: 'perPlayer', amount: 5 } }),
      hands: hands([-3, 9, -3, -3])
    })
    expect(settlement.payments.filter((payment) => payment.to !== 'nobody')).toEqual(without.payments)
    balanced(settlement)
  })

  it('rounds money to whole cents once, every party balancing to the cent', () => {
    for (const pointValue of [0.1, 0.3, 0.7, 1.1, 0.05, 0.333]) {
      const settlement = computeSettlement({
        variant: 'yaku',
        seats: seats.slice(0, 3),
        backers: [{ id: 'p9', playerId: 9, name: '戊' }],
        rules: rules({ pointValue, tableFee: { kind: 'shareOfWinnings', percent: 7 } }),
        hands: [
          { deltas: [-1.5, 3, -1], supporterDeltas: { p9: -0.5 }, transfers: [] },
          { deltas: [0.5, -1, 1], supporterDeltas: { p9: -0.5 }, transfers: [] }
        ]
      })
      balanced(settlement)
      for (const payment of settlement.payments) expect(Number.isInteger(payment.amountCents)).toBe(true)
      const seat1 = settlement.parties[1]
      expect(Math.abs(seat1.moneyCents - seat1.points * pointValue * 100)).toBeLessThanOrEqual(1)
    }
  })
})
