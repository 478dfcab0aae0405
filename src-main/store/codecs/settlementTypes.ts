/** A table's rules and its settlement: the types their JSON columns hold (see sessionRules.ts, settlement.ts). */
import type { SessionSettlement, TwoPlayerRules } from '../../scoring'

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
   * `seat:N` for a seated player (`seat:N@H` for one who handed the seat over, see `holderKey`),
   * the backer id (`p17`) for a backer, `house` for the table fee,
   * `nobody` for penalty points paid to nobody (Hangzhou 逃跑).
   */
  key: string
  playerId: number | null
  name: string
  role: 'seat' | 'backer' | 'house' | 'nobody'
  points: number
  /** A seated person: the seat, the hands they played and those hands' sum (before the session rules). */
  seat?: number
  hands?: number
  rawPoints?: number
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
