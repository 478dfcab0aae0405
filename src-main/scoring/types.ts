/**
 * The engine's JSON in and out (RULES.md §1). Fields marked optional take the default the
 * catalog lists for them.
 */
import type { JsonValue } from './catalogTypes'

/** A seat number, 0..seats-1 in play order. */
export type Seat = number

/** A party of a transfer: a seat, or a supporter id (yaku variant). */
export type Party = Seat | string

/** Numbers and ids a reason was computed from, for the app to re-render it. */
export type ReasonParams = Record<string, number | string | boolean | null>

export interface Transfer {
  from: Party
  /** `null`: a penalty that goes to nobody (counted in `undistributed`). */
  to: Party | null
  amount: number
  /** Chinese text a player can read, e.g. `自摸 清一色 3 + 1根 = 4`. */
  reason: string
  reasonEn: string
  /** Stable reason code, e.g. `win.selfDraw`, `kong.concealed`, `birds`. */
  code: string
  params: ReasonParams
}

export interface Supporter {
  id: string
  seat: Seat
}

export interface HandInput {
  /** A registered variant's id (`VariantId` for the shipped ones). */
  variant: string
  options?: Record<string, JsonValue> | null
  seats: number
  dealer: Seat
  dealerStreak: number
  /** Yaku variant only. */
  supporters?: Supporter[] | null
  events: HandEvent[]
}

export interface HandResult {
  transfers: Transfer[]
  /** Per seat, the sum of the transfers. */
  deltas: number[]
  /** Yaku variant: per supporter id; `{}` elsewhere. */
  supporterDeltas: Record<string, number>
  /** Penalty points that went to nobody: sum(deltas) + sum(supporterDeltas) = -undistributed. */
  undistributed: number
  nextDealer: Seat
  nextDealerStreak: number
  /** Yaku variant: a 役满 ends the session. */
  sessionEnds: boolean
  /** Yaku variant: seat of a 诈和 player who must leave. */
  leaves: Seat | null
  /** Present when the hand was given by its tiles (RULES §9): what was read from them. */
  tiles?: TilesReport
}

// ---- Tiles (RULES §9) ---------------------------------------------------------------------

/** Tiles in §1 notation, one per entry (`"5m"`), with whether each is a wild tile standing in. */
export interface TileGroupReport {
  type: 'run' | 'triplet' | 'kong' | 'pair'
  /** The declared meld this group is, or null for concealed tiles. */
  meld: 'chow' | 'pong' | 'kong' | 'concealedKong' | null
  tiles: string[]
  wild: boolean[]
}

export interface ReadingReport {
  form: 'standard' | 'sevenPairs' | 'thirteenOrphans'
  /** Sets, then the pair (seven pairs: the seven pairs; thirteen orphans: the pair, then the singles). */
  groups: TileGroupReport[]
  /** Each wild tile held (its face) and the tile it stood for. */
  wilds: { face: string; standsFor: string }[]
}

export interface WinTilesReport {
  /** Index of the win in `events`. */
  event: number
  winner: Seat
  /** The fields the tiles decided, as the win was scored. */
  derived: Record<string, JsonValue>
  /** The reading kept (the one that pays the winner most); null when none is needed (起手四王). */
  reading: ReadingReport | null
}

export interface DrawTilesReport {
  seat: Seat
  tenpai: boolean
  /** The 查叫 value entered for the seat (四川 minPoints, 安顺 points), null when not tenpai. */
  value: number | null
  waits: { tile: string; value: number }[]
}

export interface TilesReport {
  wins: WinTilesReport[]
  draws: DrawTilesReport[]
}

// ---- Events -------------------------------------------------------------------------------

interface WinBase {
  type: 'win'
  winner: Seat
  /** The discarder; `null` (default) = self-draw. */
  from?: Seat | null
}

export interface KongEvent {
  type: 'kong'
  by: Seat
  kind: 'concealed' | 'added' | 'exposed'
  /** exposed: the feeder; added: whose discard was ponged. */
  from?: Seat | null
}

export interface DrawEvent {
  type: 'draw'
}

export interface HangzhouWinEvent extends WinBase {
  form?: 'standard' | 'sevenPairs'
  luxury?: number
  baotou?: boolean
  piao?: number
  kongDraw?: boolean
  contract?: { taker: Seat; feeder: Seat } | null
}

export interface FleeEvent {
  type: 'flee'
  by: Seat
  caishenBy?: Seat | null
  caishenByTenpai?: boolean
}

export interface SichuanWinEvent extends WinBase {
  pattern?: string
  roots?: number
  kongDraw?: boolean
  kongFrom?: Seat | null
  robKong?: boolean
}

export interface SichuanDrawEvent extends DrawEvent {
  tenpai?: { seat: Seat; minPoints: number }[]
}

export interface ChangshaWinEvent extends WinBase {
  big?: string[]
  birds?: number[]
}

export interface StartWinEvent {
  type: 'startWin'
  seat: Seat
  kinds: string[]
}

export type AnhuaWang = 'hard' | 'single' | 'three' | 'four' | 'six' | 'seven'

export interface AnhuaWinEvent extends WinBase {
  wang?: AnhuaWang
  features?: string[]
  startFourWang?: boolean
  birds?: number[]
  /** Per seat, when `options.piao` is `"choose"`. */
  piao?: number[] | null
}

export interface AnhuaDrawEvent extends DrawEvent {
  lastDrawer: Seat
}

export interface AnshunWinEvent extends WinBase {
  pattern?: string
  hot?: 'concealed' | 'added' | null
  robKong?: boolean
}

export interface TiantingEvent {
  type: 'tianting'
  seat: Seat
}

export interface ChickenHolding {
  seat: Seat
  yaoji: number
  swing: number
}

export interface ChickensEvent {
  type: 'chickens'
  turned?: string | null
  held?: ChickenHolding[]
  chongfeng?: Seat | null
}

export interface AnshunDrawEvent extends DrawEvent {
  tenpai?: { seat: Seat; points: number }[]
}

export interface DiceEvent {
  type: 'dice'
  total: number
}

export interface YakuWinEvent extends WinBase {
  yaku?: string[]
  dora?: number
  eyes258?: boolean
}

export interface FalseWinEvent {
  type: 'falseWin'
  by: Seat
  multiplier?: number
  tenpai?: Seat[]
}

export type HangzhouEvent = HangzhouWinEvent | DrawEvent | FleeEvent | KongEvent
export type SichuanEvent = SichuanWinEvent | SichuanDrawEvent | KongEvent
export type ChangshaEvent = ChangshaWinEvent | StartWinEvent | DrawEvent | KongEvent
export type AnhuaEvent = AnhuaWinEvent | AnhuaDrawEvent | KongEvent
export type AnshunEvent = AnshunWinEvent | AnshunDrawEvent | KongEvent | TiantingEvent | ChickensEvent
export type YakuEvent = YakuWinEvent | DrawEvent | KongEvent | DiceEvent | FalseWinEvent

export type HandEvent = HangzhouEvent | SichuanEvent | ChangshaEvent | AnhuaEvent | AnshunEvent | YakuEvent

/** An event after validation: every optional field filled with its default. */
export type Resolved<T> = { [K in keyof T]-?: Exclude<T[K], undefined> }

// ---- Sessions -----------------------------------------------------------------------------

export interface SessionInput {
  /** A registered variant's id (`VariantId` for the shipped ones). */
  variant: string
  seats: number
  options?: Record<string, JsonValue> | null
  hands: { deltas: number[]; supporterDeltas?: Record<string, number> | null }[]
}

export interface SessionAdjustment {
  rule: 'minScore' | 'doubling'
  deltas: number[]
}

export interface SessionSettlement {
  raw: number[]
  adjustments: SessionAdjustment[]
  totals: number[]
  supporterTotals: Record<string, number>
}
