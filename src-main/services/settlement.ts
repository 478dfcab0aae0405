import {
  settleSession,
  type Party,
  type SessionRules as TwoPlayerRules,
  type SessionSettlement,
  type Transfer,
  type VariantId
} from '../scoring'
import { roundToTotal, roundZeroSum, toCents } from './cents'
import { fewestPayments, proportionalPayments, type Payment } from './payments'

export type TableFee =
  | { kind: 'none' }
  /** Every seated player pays `amount` (money) to the house. */
  | { kind: 'perPlayer'; amount: number }
  /** Every party that ends up ahead gives `percent` of its winnings (money) to the house. */
  | { kind: 'shareOfWinnings'; percent: number }

/** A table's rules: the engine's two-player rules, and what a point is worth and the table fee. */
export interface SessionRules extends TwoPlayerRules {
  pointValue: number
  tableFee: TableFee
}

export interface SettlementParty {
  /**
   * `seat:N` for a seated player, the backer id (`p17`) for a backer, `house` for the table fee,
   * `nobody` for penalty points paid to nobody (Hangzhou 逃跑).
   */
  key: string
  playerId: number | null
  name: string
  role: 'seat' | 'backer' | 'house' | 'nobody'
  points: number
  moneyCents: number
  feeCents: number
  /** Money after the table fee: what this party receives (+) or pays (−) in all, in cents. */
  netCents: number
}

export interface SettlementPayment {
  from: string
  to: string
  amountCents: number
}

export interface Settlement {
  engine: SessionSettlement
  pointValue: number
  tableFee: TableFee
  feeTotalCents: number
  parties: SettlementParty[]
  /** Who pays whom, fewest payments: each table fee to the house, winnings between players. */
  payments: SettlementPayment[]
  /** The same, each loser paying every winner in proportion to what they won. */
  directPayments: SettlementPayment[]
}

export interface SettlementHand {
  deltas: number[]
  supporterDeltas: Record<string, number>
  transfers: Pick<Transfer, 'from' | 'to' | 'amount'>[]
}

export interface SettlementSource {
  variant: string
  seats: { playerId: number; name: string }[]
  backers: { id: string; playerId: number; name: string }[]
  rules: SessionRules
  hands: SettlementHand[]
}

export const NOBODY_KEY = 'nobody'
export const HOUSE_KEY = 'house'

function feeCentsFor(rules: SessionRules, role: SettlementParty['role'], moneyCents: number): number {
  const fee = rules.tableFee
  if (fee.kind === 'perPlayer') return role === 'seat' ? toCents(fee.amount) : 0
  if (fee.kind === 'shareOfWinnings') return moneyCents > 0 ? toCents((moneyCents * fee.percent) / 10000) : 0
  return 0
}

const partyKey = (party: Party) => (typeof party === 'number' ? `seat:${party}` : party)

/** Points each party paid to nobody over the hands (Hangzhou 逃跑). */
function paidToNobody(hands: SettlementHand[]): Map<string, number> {
  const paid = new Map<string, number>()
  for (const hand of hands) {
    for (const transfer of hand.transfers) {
      if (transfer.to !== null) continue
      const key = partyKey(transfer.from)
      paid.set(key, (paid.get(key) ?? 0) + transfer.amount)
    }
  }
  return paid
}

/**
 * The engine's session totals, turned into money (integer cents, rounded here and nowhere else),
 * fees and the fewest payments. Points paid to nobody stay with nobody: their payer pays them to
 * `nobody`, never to another player, and they are no table fee.
 */
export function computeSettlement(source: SettlementSource): Settlement {
  const { rules } = source
  const engine = settleSession({
    variant: source.variant as VariantId,
    seats: source.seats.length,
    options: { minScore: rules.minScore, doubling: rules.doubling },
    hands: source.hands
  })
  const people: Omit<SettlementParty, 'moneyCents' | 'feeCents' | 'netCents'>[] = [
    ...source.seats.map((seat, index) => ({
      key: `seat:${index}`,
      playerId: seat.playerId,
      name: seat.name,
      role: 'seat' as const,
      points: engine.totals[index]
    })),
    ...source.backers.map((backer) => ({
      key: backer.id,
      playerId: backer.playerId,
      name: backer.name,
      role: 'backer' as const,
      points: engine.supporterTotals[backer.id] ?? 0
    }))
  ]
  const centsPerPoint = rules.pointValue * 100
  const nobodyPoints = -people.reduce((total, person) => total + person.points, 0)
  const money = roundZeroSum([...people.map((person) => person.points * centsPerPoint), nobodyPoints * centsPerPoint])
  const nobodyCents = money.pop()!
  const parties: SettlementParty[] = people.map((person, index) => {
    const feeCents = feeCentsFor(rules, person.role, money[index])
    return { ...person, moneyCents: money[index], feeCents, netCents: money[index] - feeCents }
  })
  const feeTotalCents = parties.reduce((total, party) => total + party.feeCents, 0)
  const paid = paidToNobody(source.hands)
  // Points paid to nobody stay with nobody. Any other imbalance (the two-player rules scale the
  // seats but not the backers) is the house's, as money apart from the fees.
  const toNobody = paid.size > 0
  const houseMoneyCents = toNobody ? 0 : nobodyCents
  if (feeTotalCents !== 0 || houseMoneyCents !== 0) {
    parties.push({
      key: HOUSE_KEY,
      playerId: null,
      name: '',
      role: 'house',
      points: 0,
      moneyCents: houseMoneyCents,
      feeCents: -feeTotalCents,
      netCents: houseMoneyCents + feeTotalCents
    })
  }
  const nobodyPayments = toNobody ? paymentsToNobody(paid, nobodyCents) : []
  if (toNobody) {
    parties.push({
      key: NOBODY_KEY,
      playerId: null,
      name: '',
      role: 'nobody',
      points: nobodyPoints,
      moneyCents: nobodyCents,
      feeCents: 0,
      netCents: nobodyCents
    })
  }
  // Each table fee goes straight to the house; the winnings settle between the parties, and what a
  // payer owes nobody is paid to nobody, so no player's money detours through the house.
  const fees = parties
    .filter((party) => party.role !== 'house' && party.role !== 'nobody' && party.feeCents !== 0)
    .map((party) => ({ from: party.key, to: HOUSE_KEY, amountCents: party.feeCents }))
  const balances = new Map(
    parties.filter((party) => party.role !== 'nobody').map((party) => [party.key, party.moneyCents])
  )
  for (const payment of nobodyPayments) balances.set(payment.from, balances.get(payment.from)! + payment.amountCents)
  const settle = (between: Payment[]) => [
    ...fees,
    ...between.map(({ from, to, cents }) => ({ from, to, amountCents: cents })),
    ...nobodyPayments
  ]
  return {
    engine,
    pointValue: rules.pointValue,
    tableFee: rules.tableFee,
    feeTotalCents,
    parties,
    payments: settle(fewestPayments(balances)),
    directPayments: settle(proportionalPayments(balances))
  }
}

/** Splits the cents paid to nobody among their payers, in proportion to the points each paid. */
function paymentsToNobody(paid: Map<string, number>, nobodyCents: number): SettlementPayment[] {
  const payers = [...paid]
  const totalPoints = payers.reduce((total, [, points]) => total + points, 0)
  const shares = roundToTotal(
    payers.map(([, points]) => (nobodyCents * points) / totalPoints),
    nobodyCents
  )
  return payers
    .map(([from], index) => ({ from, to: NOBODY_KEY, amountCents: shares[index] }))
    .filter((payment) => payment.amountCents !== 0)
}
