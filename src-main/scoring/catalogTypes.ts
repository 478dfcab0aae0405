/**
 * Types of `catalog()`: everything the renderer needs to build the option form, the hand-entry
 * form and the rules reference screen of every variant. All of it is plain JSON (it crosses IPC).
 *
 * The same definitions drive the engine: the option and event-field specs below are what
 * `scoreHand` validates against, and the pattern tables hold the values it scores with.
 */

/** A text shown to people, in both languages of the app. */
export interface Text {
  zh: string
  en: string
}

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

/** One allowed value of an `enum` option or field. */
export interface Choice {
  value: string | number
  label: Text
}

/**
 * When a field (or option) applies. Every condition of a `when` list must hold.
 * - `field`: another field of the same event has one of the values `in` (or none of `notIn`).
 * - `option`: the hand's option has one of the values `in`.
 * - `diceTotal`: (yaku) the hand's dice total is one of these.
 * Outside its conditions a field is not asked for and keeps its default.
 */
export type Condition =
  | { field: string; in: JsonValue[] }
  | { field: string; notIn: JsonValue[] }
  | { option: string; in: JsonValue[] }
  | { diceTotal: number[] }

interface OptionSpecBase {
  /** Key in `HandInput.options`. */
  key: string
  label: Text
  help: Text
  /** `null` is a valid value (e.g. "不限分"); `nullLabel` names it. */
  nullable?: boolean
  nullLabel?: Text
}

/** A whole number from `min` to `max`. */
export interface IntOptionSpec extends OptionSpecBase {
  type: 'int'
  default: number | null
  min: number
  max: number
}

export interface BooleanOptionSpec extends OptionSpecBase {
  type: 'boolean'
  default: boolean
}

export interface EnumOptionSpec extends OptionSpecBase {
  type: 'enum'
  default: string | number
  choices: Choice[]
}

/**
 * Overrides of a pattern table's values: an object from pattern id (of table `table`) to a
 * whole number from `min` to `max`. Missing ids keep the table value.
 */
export interface PatternPointsOptionSpec extends OptionSpecBase {
  type: 'patternPoints'
  default: Record<string, number>
  table: string
  min: number
  max: number
}

/** An object of sub-options (`fields`), or `null` when `nullable` (rule switched off). */
export interface RecordOptionSpec extends OptionSpecBase {
  type: 'record'
  default: Record<string, JsonValue> | null
  fields: OptionSpec[]
}

export type OptionSpec = IntOptionSpec | BooleanOptionSpec | EnumOptionSpec | PatternPointsOptionSpec | RecordOptionSpec

/**
 * Field types of events. What the value must be:
 * - `seat`: a seat number 0..seats-1.
 * - `seatOrSelfDraw`: a seat (the discarder), or `null` for a self-draw (自摸).
 * - `seatOrNull`: a seat, or `null` for "nobody".
 * - `seatList`: distinct seats.
 * - `boolean`; `int` (whole number, `min`..`max`); `enum` (one of `choices`; `null` too when
 *   `nullable`).
 * - `pattern`: one id of table `table`; `patternList`: distinct ids of table `table`
 *   (at least `minItems`).
 * - `birdRanks`: bird tile ranks 1..9; at most as many as option `maxItemsOption` allows.
 * - `perSeatInt`: one whole number per seat (`min`..`max`), or `null`.
 * - `tenpaiList`: `[{ seat, <pointsKey>: int }]`, distinct seats, points `min`..`max`.
 * - `contract`: `null` or `{ taker: seat, feeder: seat }` (two different seats).
 * - `tileOrNull`: a tile in compact notation (`"9s"`), or `null`.
 * - `chickenList`: `[{ seat, yaoji: 0..4, swing: 0..8 }]`, distinct seats.
 */
export type FieldType =
  | 'seat'
  | 'seatOrSelfDraw'
  | 'seatOrNull'
  | 'seatList'
  | 'boolean'
  | 'int'
  | 'enum'
  | 'pattern'
  | 'patternList'
  | 'birdRanks'
  | 'perSeatInt'
  | 'tenpaiList'
  | 'contract'
  | 'tileOrNull'
  | 'chickenList'

/** One field of an event. */
export interface FieldSpec {
  name: string
  type: FieldType
  label: Text
  help?: Text
  /** Must be given. Otherwise a missing field takes `default`. */
  required: boolean
  default?: JsonValue
  min?: number
  max?: number
  choices?: Choice[]
  nullable?: boolean
  /** `pattern` / `patternList`: id of the variant's table the ids come from. */
  table?: string
  minItems?: number
  /** `birdRanks`: the option that holds the most bird ranks allowed. */
  maxItemsOption?: string
  /** `tenpaiList`: name of the points key of each entry. */
  pointsKey?: string
  /** `tileOrNull`: suits allowed (`"mps"` for 108-tile variants). */
  suits?: string
  when?: Condition[]
  /** Asked on the entry's first step, beside the pattern, rather than under 更多: most hands have it. */
  everyHand?: true
}

/** One kind of event the host can enter for a hand (`HandInput.events[].type`). */
export interface EventSpec {
  type: string
  label: Text
  help: Text
  /** `outcome`: ends the hand (win, draw, false win); `extra`: stands beside an outcome. */
  role: 'outcome' | 'extra'
  /** Whether one hand may hold several events of this type. */
  repeatable: boolean
  fields: FieldSpec[]
  /** An extra asked on the entry's first step rather than under 更多: most hands have it. */
  everyHand?: true
}

/** One row of a pattern table: a pattern / 大胡 / yaku / feature with its value. */
export interface PatternEntry {
  id: string
  name: Text
  /** The number the engine scores with (points, 番, multiplier… see the table's `unit`). */
  value: number
  /** The value as a host reads it, e.g. "×4", "3 分", "役满 ×2". */
  valueText: Text
  help?: Text
  /** Rows of one table that score apart from the rest, e.g. `"yakuman"` (value = 役满 count). */
  group?: string
  /** A win given this row must be a self-draw (`from: null`), or must name a discarder. */
  needs?: WinNeeds
}

/** What a row asks of the win it is given on. */
export type WinNeeds = 'selfDraw' | 'discarder'

export interface PatternTable {
  id: string
  name: Text
  /** What `value` counts in this table. */
  unit: Text
  entries: PatternEntry[]
}

/** The key of a hand's `tiles` that names its wild tile: 杭州's 财神 (`wild`), 安化's turned tile (`turned`). */
export type WildKey = 'wild' | 'turned'

/** How a variant's hands are given by their tiles (RULES §9). */
export interface TileRulesCatalog {
  /** Whether melds may be chows (not 四川, 安顺). */
  chow: boolean
  /** The key of `tiles` naming the hand's wild tile, or null: no wild tiles. */
  wildKey: WildKey | null
  /** Whether a hand names its 宝牌 indicator (`tiles.doraIndicator`). */
  doraIndicator: boolean
  /** Whether a draw takes the tenpai hands by their tiles for 查叫 (`hands`). */
  drawHands: boolean
}

/** Everything about one variant. */
export interface VariantCatalog<Id extends string = string> {
  /** One of the registry's variants (`variants/index.ts`; the shipped ones: `VariantId`). */
  id: Id
  name: Text
  /** Seat counts a table of this variant may have. */
  seats: number[]
  tiles: 108 | 136
  summary: Text
  /** Hand options. Every variant also takes the options of `Catalog.sessionRules`. */
  options: OptionSpec[]
  events: EventSpec[]
  tables: PatternTable[]
  /** How hands are scored, one rule a line, for the rules reference screen. */
  scoring: Text[]
  /** Rules of play the engine does not score (timers, 漏胡, etiquette…). */
  playOnly: Text[]
  /** Whether hands may carry `supporters` (backers, RULES.md §1). */
  supporters: boolean
  /** How hands are read from tiles; null when they cannot be. */
  tileRules: TileRulesCatalog | null
}

export interface Catalog {
  engineVersion: string
  variants: VariantCatalog[]
  /** Two-player session rules (RULES.md §8): options of every variant, applied only at 2 seats. */
  sessionRules: OptionSpec[]
  /** Stable reason codes of transfers, with what each means. */
  reasonCodes: { code: string; label: Text }[]
}
