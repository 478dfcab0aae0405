import { describe, expect, it } from 'vitest'
import { computeSettlement, type SessionRules } from '../../../src-main/services/settlement'

const seats = ['甲', '乙', '丙', '丁'].map((name, index) => ({ playerId: index + 1, name }))
const rules = (changes: Partial<SessionRules>): SessionRules => ({
  minScore: null,
  doubling: null,
  pointValue: 1,
  tableFee: { kind: 'none' },
  ...changes
})
const hands = (...deltas: number[][]) => deltas.map((d) => ({ deltas: d, supporterDeltas: {} }))

function balanced(settlement: ReturnType<typeof computeSettlement>) {
  const sum = settlement.parties.reduce((total, party) => total + party.net, 0)
  expect(Math.abs(sum)).toBeLessThan(1e-9)
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
    expect(settlement.parties.map((party) => [party.key, party.points, party.money])).toEqual([
      ['seat:0', -4, -10],
      ['seat:1', 15, 37.5],
      ['seat:2', -4, -10],
      ['seat:3', -7, -17.5]
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
    expect(settlement.feeTotal).toBe(40)
    expect(settlement.parties.find((party) => party.key === 'house')).toMatchObject({ net: 40, fee: -40 })
    expect(settlement.parties[1]).toMatchObject({ money: 12, fee: 10, net: 2 })
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
    expect(settlement.parties.map((party) => party.fee)).toEqual([0, 6, 0, 0, -6])
    expect(settlement.feeTotal).toBe(6)
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
    expect(settlement.payments).toEqual([{ from: 'seat:1', to: 'seat:0', amount: 32 }])
  })

  it('includes backers in the ledger and the payments', () => {
    const settlement = computeSettlement({
      variant: 'yaku',
      seats,
      backers: [{ id: 'p9', playerId: 9, name: '戊' }],
      rules: rules({}),
      hands: [{ deltas: [-1, 1.5, 0, 0], supporterDeltas: { p9: -0.5 } }]
    })
    expect(settlement.parties.at(-1)).toMatchObject({ key: 'p9', role: 'backer', points: -0.5, money: -0.5 })
    balanced(settlement)
  })
})
