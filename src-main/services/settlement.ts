import { settleSession, type SessionSettlement, type VariantId } from '../scoring'
import { fewestPayments, proportionalPayments, type Payment } from './payments'

export type TableFee =
  | { kind: 'none' }
  /** Every seated player pays `amount` (money) to the house. */
  | { kind: 'perPlayer'; amount: number }
  /** Every party that ends up ahead gives `percent` of its winnings (money) to the house. */
  | { kind: 'shareOfWinnings'; percent: number }

export interface SessionRules {
  minScore: { threshold: number; bonus: number } | null
  doubling: { factor: 2 | 3 | 4; maxDiff: number | null } | null
  pointValue: number
  tableFee: TableFee
}

export interface SettlementParty {
  /** `seat:N` for a seated player, the backer id (`p17`) for a backer, `house` for the table fee. */
  key: string
  playerId: number | null
  name: string
  role: 'seat' | 'backer' | 'house'
  points: number
  money: number
  fee: number
  /** Money after the table fee: what this party receives (+) or pays (−) in all. */
  net: number
}

export interface SettlementPayment {
  from: string
  to: string
  amount: number
}

export interface Settlement {
  engine: SessionSettlement
  pointValue: number
  tableFee: TableFee
  feeTotal: number
  parties: SettlementParty[]
  /** Who pays whom, fewest payments: each table fee to the house, winnings between players. */
  payments: SettlementPayment[]
  /** The same, each loser paying every winner in proportion to what they won. */
  directPayments: SettlementPayment[]
}

export interface SettlementSource {
  variant: string
  seats: { playerId: number; name: string }[]
  backers: { id: string; playerId: number; name: string }[]
  rules: SessionRules
  hands: { deltas: number[]; supporterDeltas: Record<string, number> }[]
}

const toCents = (money: number) => Math.round(money * 100)
const fromCents = (cents: number) => cents / 100

function feeFor(rules: SessionRules, role: SettlementParty['role'], money: number): number {
  const fee = rules.tableFee
  if (fee.kind === 'perPlayer') return role === 'seat' ? fee.amount : 0
  if (fee.kind === 'shareOfWinnings') return money > 0 ? fromCents(toCents((money * fee.percent) / 100)) : 0
  return 0
}

/** The engine's session totals, turned into money, fees and the fewest payments. */
export function computeSettlement(source: SettlementSource): Settlement {
  const { rules } = source
  const engine = settleSession({
    variant: source.variant as VariantId,
    seats: source.seats.length,
    options: { minScore: rules.minScore, doubling: rules.doubling },
    hands: source.hands
  })
  const people: Omit<SettlementParty, 'money' | 'fee' | 'net'>[] = [
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
  const parties: SettlementParty[] = people.map((person) => {
    const money = person.points * rules.pointValue
    const fee = feeFor(rules, person.role, money)
    return { ...person, money, fee, net: money - fee }
  })
  const feeTotal = parties.reduce((total, party) => total + party.fee, 0)
  // The house takes the fees, and the points a penalty sent to nobody (so the money balances).
  const houseNet = -fromCents(parties.reduce((total, party) => total + toCents(party.net), 0))
  if (houseNet !== 0) {
    const undistributedMoney = houseNet - feeTotal
    parties.push({
      key: 'house',
      playerId: null,
      name: '',
      role: 'house',
      points: 0,
      money: undistributedMoney,
      fee: -feeTotal,
      net: houseNet
    })
  }
  // Fees go straight to the house; the winnings (and any penalty sent to nobody) settle apart,
  // so no player's money detours through the house.
  const fees = parties
    .filter((party) => party.role !== 'house' && party.fee !== 0)
    .map((party) => ({ from: party.key, to: 'house', cents: toCents(party.fee) }))
  const balances = new Map(parties.map((party) => [party.key, toCents(party.money)]))
  const money = (list: Payment[]) =>
    [...fees, ...list].map((payment) => ({ from: payment.from, to: payment.to, amount: fromCents(payment.cents) }))
  return {
    engine,
    pointValue: rules.pointValue,
    tableFee: rules.tableFee,
    feeTotal,
    parties,
    payments: money(fewestPayments(balances)),
    directPayments: money(proportionalPayments(balances))
  }
}
