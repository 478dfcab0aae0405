import type { StoredDamage } from '../errors'
import type { CreditWarning } from './credit'
import type { Player } from './players'
import type { SessionView } from './sessions'
import type { LedgerKind } from '../store/vocabulary'

/** Derived from the runtime list and schema they are checked against (they stay next to them). */
export type { CreditWarning, LedgerKind }

export interface BonusRule {
  minCents: number
  bonusCents: number
}

export interface AccountListItem {
  playerId: number
  name: string
  balanceCents: number
  creditLimitCents: number
  /** Set when this member's stored balance is no amount an account can hold: what to do. */
  damage: StoredDamage | null
}

export interface AccountMove {
  entries: LedgerEntry[]
  balances: { playerId: number; beforeCents: number; afterCents: number }[]
  warnings: CreditWarning[]
  receipt: Receipt | null
}

export interface AccountSummary {
  player: Player
  balanceCents: number
  creditLimitCents: number
  overLimit: boolean
}

export interface Receipt {
  id: number
  kind: 'topup' | 'refund' | 'transfer'
  playerId: number
  at: number
  cents: number
  bonusCents: number
  note: string
  /** How the money crossed the counter (top-ups and refunds; a transfer moves no money). */
  tender: string
}

export interface Statement {
  player: Player
  /** The first and last business day, both included. */
  fromDay: string
  toDay: string
  from: number
  to: number
  openingCents: number
  closingCents: number
  rows: (LedgerEntry & { balanceAfterCents: number; tender: string | null })[]
  /** Money over the counter in the period by tender (top-ups less refunds). */
  tenders: { tender: string; cents: number }[]
}

export interface ClockView {
  sessionId: number
  tableId: number
  tableName: string
  /** 大厅 or 包间. */
  tableKind: 'hall' | 'room'
  startedAt: number
  stoppedAt: number | null
  paused: boolean
  pauses: Pause[]
  /** Time paused between the start and the stop (or now), in whole minutes. */
  pausedMinutes: number
  feePayer: FeePayer
  /** The frozen plan with the add-ons chosen at opening; null when the table has no plan. */
  plan: RatePlan | null
  /** The fee so far (at close: the fee charged). */
  fee: FeeBreakdown | null
}

export interface ParlorClose {
  session: SessionView
  timeFee: TimeFee | null
  seats: SeatMoney[]
  warnings: CreditWarning[]
  /** The money model of the closed table. */
  money: TableMoney
}

export interface ParlorMoney extends Omit<ParlorClose, 'session' | 'warnings' | 'money'> {
  /** Everyone who sat, each seat's people in the order they sat, then the backers. */
  people: SettlingPerson[]
  /** The money model once closed at the parlor; null before. */
  money: TableMoney | null
}

export interface Floor {
  now: number
  warnAfterMinutes: number | null
  tiles: FloorTile[]
  /** The PC clock's jumps since the app started: table times may be off. */
  clockJumps: ClockJump[]
}

export interface Booking {
  id: number
  tableId: number
  tableName: string
  /** The parlor's wall clock, 2026-11-26T20:00. */
  start: string
  end: string
  startsAt: number
  endsAt: number
  name: string
  phone: string
  note: string
  status: BookingStatus
  sessionId: number | null
}

export interface CounterSale {
  saleId: number
  goods: Goods
  totalCents: number
  tender: string
  /** The sale took the stock below zero. */
  belowZero: boolean
}

export interface Goods {
  id: number
  name: string
  category: string
  priceCents: number
  costCents: number | null
  unit: string
  lowStock: number | null
  onSale: boolean
  stock: number
  /** At or below its low-stock line: time to reorder. */
  reorder: boolean
}

export type AccountSale = Omit<CounterSale, 'tender'> & {
  playerId: number
  /** The charge's ledger row. */
  entryId: number
  balanceAfterCents: number
  warnings: CreditWarning[]
}

export interface SaleListing {
  saleId: number
  name: string
  at: number
  quantity: number
  totalCents: number
  /** Over the counter (with its tender), on a table's bill, or to a member's account (the payer). */
  place: 'counter' | 'table' | 'account'
  /** A counter sale's tender; '' for the others. */
  tender: string
  sessionId: number | null
  payerName: string | null
  voidReason: string | null
}

export interface TableGoodsLine {
  saleId: number
  goodsId: number
  name: string
  unit: string
  at: number
  quantity: number
  unitPriceCents: number
  totalCents: number
  /** Who ordered it and pays it; null: split like the time fee. */
  payerId: number | null
  payerName: string | null
}

export type TableSale = Omit<CounterSale, 'tender'> & { sessionId: number; payerId: number | null }

export interface StockReport {
  goods: Goods[]
  /** At or below their low-stock line. */
  reorder: Goods[]
  /** Σ stock × cost over the goods whose cost is known. */
  valueCents: number
}

export interface TableMoney {
  persons: PersonMoney[]
  house: HouseMoney
  /** Who pays whom with the fewest cash payments (account lines first). */
  lines: MoneyLine[]
  /** The same, each cash payer paying every cash receiver in proportion. */
  directLines: MoneyLine[]
}

export interface ParlorReport {
  period: string
  /** The period's first and last business day, both included. */
  fromDay: string
  toDay: string
  from: number
  to: number
  tables: { tableId: number; name: string; sessions: number; cents: number }[]
  bands: { label: string; cents: number }[]
  addOns: { name: string; cents: number }[]
  feeTotalCents: number
  ledger: Record<
    'topup' | 'bonus' | 'refund' | 'adjustment' | 'transfer' | 'goodsOnAccount' | 'reversal',
    { count: number; cents: number }
  >
  /** Every person of every table closed in the period, as each table's money model has them. */
  settlements: Record<SettleKind, SettleKindTotals>
  /** What the house took from those tables: the fees, and money the rules left with nobody. */
  house: HouseMoney
  /** Σ of all persons' settled nets + the house's take: 0 to the cent. */
  identityCents: number
  /** The same, line by line as the report prints it. */
  identity: { key: IdentityKey; cents: number }[]
  /** Sum of every ledger row in the period: the change of all balances together. */
  ledgerNetCents: number
  debts: { playerId: number; name: string; balanceCents: number; creditLimitCents: number }[]
  debtTotalCents: number
  /**
   * Money over the counter by tender: top-ups and refunds (and reversals of them) in the period,
   * and the cash persons' nets of its tables (a cash person who lost hands money in); net = what
   * that tender's drawer gained.
   */
  tenders: TenderTotal[]
  /** Goods by item: sold to the period's tables (in the house's goods share) and over the counter. */
  goods: GoodsTotals
  /** The shifts (交班) that ran in the period, naming any still open at its end. */
  shifts: ReportShift[]
  /**
   * Tables of the period whose stored settlement or time fee is damaged: left out of the money above
   * (their fee still counts in `tables`), each with what to do.
   */
  damaged: { sessionId: number; tableName: string | null; damage: StoredDamage }[]
}

export interface NamedRatePlan {
  id: number
  name: string
  plan: RatePlan
}

export interface ParlorTable {
  id: number
  name: string
  kind: 'hall' | 'room'
  ratePlanId: number | null
  position: number
}

export interface LedgerEntry {
  id: number
  playerId: number
  at: number
  kind: LedgerKind
  amountCents: number
  sessionId: number | null
  receiptId: number | null
  reversesId: number | null
  note: string
  /** A goods charge and its reversal: the sale to the account. */
  saleId: number | null
}

export interface Pause {
  from: number
  /** null while the pause lasts (it ends at the stop time). */
  to: number | null
}

/**
 * Who pays the table-time fee. PURE, integer cents; the shares always add up to the fee.
 * (A share of winnings is the settlement's own table fee, not a way to split the time fee.)
 */

export type FeePayer = 'even' | 'winners' | 'biggestWinner'

export interface RatePlan {
  /** Cover every minute of the day exactly once. */
  bands: RateBand[]
  unitMinutes: number
  /** A last partial unit no longer than this is not charged. */
  graceMinutes: number
  minimumCents: number
  block: { minutes: number; cents: number } | null
  addOns: AddOn[]
}

export interface FeeBreakdown {
  playedMs: number
  /** Minutes charged: the block's, plus the billing units'. */
  billedMinutes: number
  units: number
  /** Table time by band index; the block and a minimum's top-up go to the band the stay starts in. */
  byBand: number[]
  timeCents: number
  minimumApplied: boolean
  addOns: { name: string; cents: number }[]
  totalCents: number
}

export interface TimeFee {
  breakdown: FeeBreakdown
  /** Each band's table time in cents, labelled HH:MM–HH:MM, for the reports. */
  bands: { label: string; cents: number }[]
  payer: FeePayer
  shares: number[]
}

/** How one person who sat or backed a seat settled. */
export interface SeatMoney {
  /** null for a backer. */
  seat: number | null
  /** The person's key in the settlement: `seat:N` (holding the seat at the close), `seat:N@H`, or a backer's `pID`. */
  partyKey: string
  playerId: number
  mode: SettleMode
  netCents: number
  feeCents: number
  /** The person's share of the goods sold to the table. */
  goodsCents: number
  /** Net less the time fee and the goods: what the seat receives (+) or pays (−). */
  dueCents: number
  balanceBeforeCents: number | null
  balanceAfterCents: number | null
  /** A cash settlement's tender; null for an account settlement. */
  tender: string | null
}

/** One person who sat or backed a seat, as the settle card lists them: guests settle in cash only. */
export interface SettlingPerson {
  partyKey: string
  /** null for a backer. */
  seat: number | null
  playerId: number
  name: string
  isGuest: boolean
  /** The hands this person played at the seat: numbers `firstHand` to `firstHand + hands − 1` (a backer: 0). */
  firstHand: number
  hands: number
}

export interface FloorTile {
  table: ParlorTable
  state: 'free' | 'playing' | 'paused' | 'damaged'
  sessionId: number | null
  players: { name: string; points: number }[]
  hands: number
  startedAt: number | null
  playedMs: number
  feeCents: number | null
  /** The seat with the most points (the first of a tie); null with no hands. */
  leader: string | null
  overtime: boolean
  /** Set when the table's stored data is damaged (state `damaged`): what is wrong and what to do. */
  damage: StoredDamage | null
  /** The table's next booking still waiting for its guests. */
  nextBooking: Booking | null
  /** In play and its next booking starts soon (or has started): the host should warn the players. */
  bookingSoon: boolean
  /** Goods on the bill of the table in play so far. */
  goodsCents: number
}

/**
 * The wall clock as main reads it, watched against a monotonic clock: a jump of the PC's clock
 * (set forward or back by hand, a dead CMOS battery, a sync) is logged and kept for the floor to
 * show. The time given never runs backwards while the app runs, so a clock set back cannot
 * shorten a table's time.
 */
export interface ClockJump {
  /** When it was noticed (the trusted time). */
  at: number
  /** How far the wall clock moved beyond the time that passed: + forward, − back. */
  jumpMs: number
}

export type BookingStatus = 'booked' | 'seated' | 'noShow' | 'cancelled'

export interface PersonMoney {
  key: string
  playerId: number
  name: string
  role: 'seat' | 'backer'
  seat: number | null
  /** The hands a seated person played; null for a backer. */
  hands: number | null
  points: number
  /** The points in money, before any fee. */
  moneyCents: number
  fees: FeeShares
  /** The table's fee shares (time, per player, share of winnings): every fee but the goods. */
  tableFeeCents: number
  /** Every fee share together. */
  feeCents: number
  /** Money less every fee share: what this person receives (+) or pays (−). */
  netCents: number
  settle: Settle
  /** Account settlements: the balance before and after this table, and whether it passes the credit limit. */
  balanceBeforeCents: number | null
  balanceAfterCents: number | null
  creditLimitCents: number | null
  overLimit: boolean
}

/** What the house takes from the table: every fee, and any money the rules leave with nobody. */
export interface HouseMoney extends FeeShares {
  /** The table's fees (time, per player, share of winnings): every fee but the goods. */
  tableFeeCents: number
  /** Every fee together: the house's income. */
  feeCents: number
  /** Money no person holds: points paid to nobody (逃跑), the two-player rules' remainder. */
  otherCents: number
  totalCents: number
}

export interface MoneyLine {
  from: string
  to: string
  amountCents: number
  via: 'cash' | 'account'
}

export type SettleKind = Settle['kind']

/** The persons who settled one way: how many, and their nets (after every fee) won and lost. */
export interface SettleKindTotals {
  persons: number
  wonCents: number
  lostCents: number
  netCents: number
}

export type IdentityKey =
  | 'cashNets'
  | 'accountNets'
  | keyof Omit<HouseMoney, 'tableFeeCents' | 'feeCents' | 'totalCents'>
  | 'counterGoods'
  | 'counterIn'
  | 'accountGoods'
  | 'accountCharged'
  | 'identity'

export interface TenderTotal {
  tender: string
  topupCents: number
  refundCents: number
  /** Cash persons who paid (their nets below zero, as a positive sum) and who were paid. */
  settlementInCents: number
  settlementOutCents: number
  /** Goods sold over the counter with this tender (voids taken off). */
  goodsCents: number
  netCents: number
}

export interface GoodsTotals {
  items: GoodsItem[]
  /** Σ of the items: the tables' goods (the house's goods share), the counter's and the accounts'. */
  tableCents: number
  counterCents: number
  accountCents: number
  /** The account rows of the period's sales to accounts (charges less reversals): −accountCents. */
  accountChargedCents: number
  takingsCents: number
  /** Σ of the items whose cost is known. */
  marginCents: number
  /** Counter takings by tender: Σ = counterCents. */
  tenders: { tender: string; cents: number }[]
}

export interface ReportShift {
  id: number
  staffName: string | null
  closedByName: string | null
  /** On the parlor's clock (2026-11-26T20:00). */
  openedWall: string
  closedWall: string | null
  floatCents: number
  /** Fixed at the close; null while the shift is open. */
  expectedCents: number | null
  countedCents: number | null
  differenceCents: number | null
  reason: string
  /** Not handed over by the period's end: the next day's report lists it again. */
  openAtCutoff: boolean
}

export interface RateBand {
  /** Minute of the day the band starts, 0–1439 (local time). */
  from: number
  /** Minute of the day it ends (exclusive); a band with `to <= from` crosses midnight. */
  to: number
  centsPerHour: number
}

export interface AddOn {
  name: string
  centsPerHour: number
}

export type SettleMode = 'cash' | 'account'

export interface FeeShares {
  /** The table-time fee (the clock), carried by the seat's holder at the close. */
  timeCents: number
  /** The settlement's per-player table fee. */
  perPlayerCents: number
  /** The settlement's share-of-winnings table fee. */
  winningsCents: number
  /** The person's share of the goods sold to the table (see goodsShares). */
  goodsCents: number
}

/** How a person's net is settled: to their account, or in cash (the tender, once chosen). */
export type Settle = { kind: 'account' } | { kind: 'cash'; tender?: string }

export interface GoodsItem {
  goodsId: number
  name: string
  unit: string
  quantity: number
  /** Sold to tables settled in the period, and over the counter and to accounts in it. */
  tableCents: number
  counterCents: number
  accountCents: number
  takingsCents: number
  /** Takings less quantity × today's cost; null when the cost is not known. */
  marginCents: number | null
}
