import type { HandInput, HandResult, SessionSettlement } from '../scoring/types'
import type { StoredDamage } from '../errors'
import type { Player } from './players'
import type { TwoPlayerRules } from '../scoring/sessionRules'

/** A session as the lists show it (no options, no hands). */
export interface SessionSummary {
  id: number
  title: string
  variant: string
  seats: number
  status: 'open' | 'closed'
  startedAt: string
  closedAt: string | null
  /** Set when the table was voided (opened by mistake): kept, audited, out of the records. */
  voidedAt: string | null
}

export interface HandChange {
  handId: number
  /** The hand's number as shown: its place among the session's live hands (1-based). */
  seq: number
  before: HandSnapshot | null
  after: HandSnapshot | null
  /** Set when the hand's stored result came from another engine version and rescoring changed it. */
  engineVersion?: { before: string; after: string }
}

/** What the host enters for one hand; the rest of the HandInput comes from the session. */
export type HandDraft = StoredDraft

export interface HandsOutcome {
  session: SessionView
  /** Hands whose dealer, streak or result changed (the edited one included). */
  changes: HandChange[]
}

export interface HistoryItem extends SessionSummary {
  /** The parlor table it was played at (1号桌); null for a table not at the parlor. */
  tableName: string | null
  handCount: number
  players: HistorySeat[]
}

export interface HistoryPage {
  total: number
  page: number
  pageSize: number
  items: HistoryItem[]
}

/** A person who sat at the table (a seat handed over mid-session has one for each of its players). */
export interface HistorySeat {
  seat: number
  playerId: number
  name: string
  /** The settled total once closed (two-player rules applied), the running sum while open. */
  points: number
  /** The sum of this person's hands, before the two-player rules. */
  rawPoints: number
  /** The hands this person played. */
  hands: number
  /** Settled money after the table fee, in cents; null while the session is open. */
  moneyCents: number | null
}

export interface HandView {
  id: number
  /**
   * The hand's number as shown everywhere (sheet, entry, toast, print, exports): its place among
   * the live hands, so it stays 1, 2, 3… after a delete or an undo.
   */
  seq: number
  input: HandInput
  result: HandResult
  engineVersion: string
  /** What an edit or a delete sends back: a hand changed since it was read is not overwritten. */
  version: string
  /** Seat totals after this hand. */
  totalsAfter: number[]
  /** Who sat at each seat in this hand (a seat handed over mid-session changes its name). */
  seatNames: string[]
  createdAt: string
  updatedAt: string
}

/** A seat handed to another player: `player` plays from hand number `fromHand` on, instead of `previous`. */
export interface SeatHandover {
  seat: number
  /** The live-hand number (1, 2, 3…) of the new player's first hand. */
  fromHand: number
  previous: { id: number; name: string }
  player: { id: number; name: string }
  at: string
  /** No hand was recorded after it yet: the host can still take it back. */
  canTakeBack: boolean
}

export interface SessionListItem extends SessionSummary {
  /** The parlor table it was played at (1号桌); null for a table not at the parlor. */
  tableName: string | null
  players: { id: number; name: string }[]
  handCount: number
  totals: number[]
  /** Once closed, each person's own settled points: a seat handed over has one for each of its players. */
  people: { playerId: number; name: string; points: number }[]
  /** Set when its stored settlement is damaged: the running sums stand in, and what to do. */
  damage: StoredDamage | null
}

export interface SessionView extends SessionSummary {
  /** The parlor table it is played at (1号桌); null for a table not at the parlor. */
  tableName: string | null
  options: Record<string, unknown>
  rules: SessionRules
  firstDealer: number
  /** Who holds each seat now. */
  players: Player[]
  backers: Backer[]
  /** Seats handed over mid-session, in order. */
  handovers: SeatHandover[]
  hands: HandView[]
  totals: number[]
  /**
   * What each seat's current player has scored since taking the seat: the seat's total unless the
   * seat was handed over mid-session.
   */
  holderTotals: number[]
  supporterTotals: Record<string, number>
  undistributed: number
  /** Dealer and streak of the next hand. */
  dealer: number
  dealerStreak: number
  /** The last hand ended the session (a 役满 in the yaku variant). */
  ended: boolean
  /** Seat whose player must leave after the last hand (诈和), or null. */
  leaves: number | null
  /** What 撤销 would revert: the last hand change not yet undone, by its hand's number. */
  undoable: { action: 'add' | 'edit' | 'delete'; seq: number } | null
  /** What 重做 would make again: the change the last 撤销 reverted, by its hand's number. */
  redoable: { action: 'add' | 'edit' | 'delete'; seq: number } | null
  engineVersion: string
  /** The settlement as it stands (stored one once closed). */
  settlement: Settlement
  /** Set when the stored settlement of the closed table is damaged: `settlement` is rebuilt from the hands. */
  damage: StoredDamage | null
}

/** A session as its settlement screen shows it: the view without its hand list, and how many hands it has. */
export interface SessionOverview extends Omit<SessionView, 'hands'> {
  handCount: number
}

/** A backer of a yaku table, with the id that names them in hand inputs and results. */
export interface Backer extends Player {
  backerId: string
}

/** A table's rules: the engine's two-player rules, and what a point is worth and the table fee. */
export interface SessionRules extends TwoPlayerRules {
  pointValue: number
  tableFee: TableFee
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

export type TableFee =
  | { kind: 'none' }
  /** Every seated player pays `amount` (money) to the house. */
  | { kind: 'perPlayer'; amount: number }
  /** Every party that ends up ahead gives `percent` of its winnings (money) to the house. */
  | { kind: 'shareOfWinnings'; percent: number }

/** A hand's dealer, streak and scores: per seat, and per backer id (yaku; `{}` elsewhere). */
export interface HandSnapshot {
  dealer: number
  dealerStreak: number
  deltas: number[]
  supporterDeltas: Record<string, number>
}

/** What the host enters for one hand: its events (checked by the engine when scored) and its backers. */
export interface StoredDraft {
  events: { type: string; [field: string]: unknown }[]
  supporters: { playerId: number; seat: number }[]
}
