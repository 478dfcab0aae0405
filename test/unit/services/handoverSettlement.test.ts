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
/** 戊 (id 5) takes seat 1 from the third hand on. */
const handovers = [{ seat: 1, fromHand: 2, playerId: 5, name: '戊' }]
const PLAYED = hands([-4, 12, -4, -4], [3, -1.5, -1.5, 0], [-2, -2, 6, -2], [1, 5, -3, -3])

function expectBalanced(settlement: ReturnType<typeof computeSettlement>) {
  expect(settlement.parties.reduce((total, party) => total + party.netCents, 0)).toBe(0)
  for (const payments of [settlement.payments, settlement.directPayments]) {
    const net = new Map<string, number>()
    for (const payment of payments) {
      net.set(payment.from, (net.get(payment.from) ?? 0) - payment.amountCents)
      net.set(payment.to, (net.get(payment.to) ?? 0) + payment.amountCents)
    }
    for (const party of settlement.parties.filter((candidate) => candidate.role !== 'house')) {
      expect(net.get(party.key) ?? 0).toBe(party.netCents)
    }
  }
}

describe('a seat handed over mid-session', () => {
  it('gives each person the points and hands of their own span; together they make the seat total', () => {
    const settlement = computeSettlement({
      variant: 'sichuan',
      seats,
      handovers,
      backers: [],
      rules: rules({ pointValue: 2 }),
      hands: PLAYED
    })
    const seat1 = settlement.parties.filter((party) => party.seat === 1)
    expect(
      seat1.map(({ key, playerId, name, hands, points, moneyCents }) => [
        key,
        playerId,
        name,
        hands,
        points,
        moneyCents
      ])
    ).toEqual([
      ['seat:1@0', 2, '乙', 2, 10.5, 2100],
      ['seat:1', 5, '戊', 2, 3, 600]
    ])
    expect(seat1.reduce((sum, party) => sum + party.points, 0)).toBe(settlement.engine.totals[1])
    expect(settlement.parties.filter((party) => party.role === 'seat')).toHaveLength(5)
    expectBalanced(settlement)
  })

  it('settles who pays whom between the persons, not the seats', () => {
    const settlement = computeSettlement({
      variant: 'sichuan',
      seats,
      handovers,
      backers: [],
      rules: rules({}),
      hands: PLAYED
    })
    const keys = new Set(settlement.payments.flatMap((payment) => [payment.from, payment.to]))
    expect(keys.has('seat:1@0')).toBe(true)
    expect(keys.has('seat:1')).toBe(true)
    expectBalanced(settlement)
  })

  it('charges the seat’s per-player table fee once, to whoever holds it at the close', () => {
    const settlement = computeSettlement({
      variant: 'sichuan',
      seats,
      handovers,
      backers: [],
      rules: rules({ tableFee: { kind: 'perPlayer', amount: 10 } }),
      hands: PLAYED
    })
    expect(settlement.feeTotalCents).toBe(4000)
    expect(settlement.parties.find((party) => party.key === 'seat:1@0')).toMatchObject({ feeCents: 0, netCents: 1050 })
    expect(settlement.parties.find((party) => party.key === 'seat:1')).toMatchObject({ feeCents: 1000, netCents: -700 })
    expectBalanced(settlement)
  })

  it('gives a two-player adjustment to the holder at the close, money rounded once and summing to zero', () => {
    const settlement = computeSettlement({
      variant: 'sichuan',
      seats: seats.slice(0, 2),
      handovers: [{ seat: 0, fromHand: 1, playerId: 5, name: '戊' }],
      backers: [],
      rules: rules({ doubling: { factor: 2, maxDiff: null }, pointValue: 0.3 }),
      hands: hands([2.5, -2.5], [1, -1])
    })
    const [early, holder] = settlement.parties.filter((party) => party.seat === 0)
    expect(early).toMatchObject({ key: 'seat:0@0', points: 2.5, rawPoints: 2.5, hands: 1 })
    expect(holder).toMatchObject({ rawPoints: 1, points: 4.5, moneyCents: 135 })
    expect(early.points + holder.points).toBe(settlement.engine.totals[0])
    expectBalanced(settlement)
  })

  it('charges points paid to nobody to whoever sat when they were paid', () => {
    const flee = { from: 1, to: null, amount: 4 }
    const settlement = computeSettlement({
      variant: 'hangzhou',
      seats,
      handovers,
      backers: [],
      rules: rules({}),
      hands: [{ deltas: [0, -4, 0, 0], supporterDeltas: {}, transfers: [flee] }, ...hands([0, 0, 0, 0], [1, 1, -2, 0])]
    })
    expect(settlement.payments.filter((payment) => payment.to === 'nobody')).toEqual([
      { from: 'seat:1@0', to: 'nobody', amountCents: 400 }
    ])
    expectBalanced(settlement)
  })
})
