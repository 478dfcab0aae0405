/** What a variant module defines, and what the engine builds from it once at load. */
import { hasConditions } from './applicability'
import type { Text, TileRulesCatalog, VariantCatalog } from './catalogTypes'
import type { EventKind, TableIndex } from './fields'
import { checkedOptions, type OptionReader } from './options'
import { readTwoPlayerOptions, SESSION_KEYS, type TwoPlayerRules } from './sessionRules'
import type { Table } from './tables'
import type { Derivation } from './tiles/derive/common'
import type { HandResult, Seat, Supporter } from './types'

type WinOf<Event> = Extract<Event, { type: 'win' }>
type DrawOf<Event> = Extract<Event, { type: 'draw' }>
type ExtraOf<Event> = Exclude<Event, { type: 'win' | 'draw' }>

/**
 * A hand after validation of its frame, options and events' fields, its events split by role:
 * the wins, the draw (never both: the outcome is checked), the other events in play order.
 */
export interface Hand<Options, Event> {
  seats: number
  dealer: Seat
  dealerStreak: number
  options: Options
  wins: readonly WinOf<Event>[]
  draw: DrawOf<Event> | null
  extras: readonly ExtraOf<Event>[]
  /** Yaku variant only; empty elsewhere. */
  supporters: readonly Supporter[]
}

/** A hand as the frame passes it on, before the variant's own types apply. */
type FramedHand = Omit<Hand<unknown, never>, 'wins' | 'draw' | 'extras'> & {
  wins: readonly unknown[]
  draw: unknown
  extras: readonly unknown[]
}

export interface VariantDefinition<Id extends string, Options, Event> {
  id: Id
  name: Text
  seats: number[]
  tiles: 108 | 136
  summary: Text
  options: OptionReader<Options>
  events: EventKind<Event>[]
  tables: Table<string>[]
  scoring: Text[]
  playOnly: Text[]
  /** Whether hands may carry `supporters`. */
  supporters?: boolean
  /** An extra event type that ends a hand on its own (a flee, a 诈和). */
  standsAlone?: string
  score(hand: Hand<Options, Event>): HandResult
  /** How a win (and, where 查叫 takes tiles, a draw) is read from its tiles (RULES §9); none: it cannot be. */
  fromTiles?: Derivation
}

export interface Variant<Id extends string = string> {
  catalog: VariantCatalog<Id>
  events: readonly EventKind<unknown>[]
  /** The kinds of event with fields that apply only under conditions (`when`). */
  conditional: ReadonlySet<EventKind<unknown>>
  tables: TableIndex
  standsAlone: string | undefined
  /**
   * The options a hand is scored with, defaults filled in. Every key of `raw` is checked; the
   * session rules may stand among them (RULES.md §8) and are checked too, but are not hand options.
   */
  handOptions(raw: unknown): unknown
  /** The session rules among `raw`, checked like `handOptions` checks all of `raw`. */
  twoPlayerRules(raw: unknown): TwoPlayerRules
  score(hand: FramedHand): HandResult
  fromTiles: Derivation | undefined
}

/** The variant's kind of event `type`. A scan: a variant has at most five kinds, fewer steps than hashing the type. */
export function eventKind(variant: Variant, type: unknown): EventKind<unknown> | undefined {
  const kinds = variant.events
  for (let i = 0; i < kinds.length; i++) if (kinds[i].spec.type === type) return kinds[i]
  return undefined
}

/** What the catalog says of a derivation: the facts the tile entry is built from. */
function tileRulesOf(tiles: Derivation | undefined): TileRulesCatalog | null {
  if (!tiles) return null
  const { rules } = tiles
  return {
    chow: rules.chow,
    wildKey: rules.wild?.key ?? null,
    doraIndicator: rules.doraIndicator ?? false,
    drawHands: tiles.draw !== undefined
  }
}

export function defineVariant<Id extends string, Options, Event>(
  def: VariantDefinition<Id, Options, Event>
): Variant<Id> {
  const reader = def.options
  const keys = new Set([...reader.keys, ...SESSION_KEYS])
  const tables: TableIndex = new Map(def.tables.map((t) => [t.catalog.id, t.byId]))
  const handOptions = (raw: unknown): Options => {
    const checked = checkedOptions(raw, keys, def.id)
    if (checked === null) return reader.defaults
    readTwoPlayerOptions(checked)
    return reader.read(checked, tables)
  }
  return {
    catalog: {
      id: def.id,
      name: def.name,
      seats: def.seats,
      tiles: def.tiles,
      summary: def.summary,
      options: reader.specs,
      events: def.events.map((kind) => kind.spec),
      tables: def.tables.map((t) => t.catalog),
      scoring: def.scoring,
      playOnly: def.playOnly,
      supporters: def.supporters ?? false,
      tileRules: tileRulesOf(def.fromTiles)
    },
    events: def.events as EventKind<unknown>[],
    conditional: new Set(def.events.filter((kind) => hasConditions(kind.spec)) as EventKind<unknown>[]),
    tables,
    standsAlone: def.standsAlone,
    handOptions,
    twoPlayerRules: (raw) => {
      handOptions(raw)
      return readTwoPlayerOptions(checkedOptions(raw, keys, def.id))
    },
    score: def.score as unknown as (hand: FramedHand) => HandResult,
    fromTiles: def.fromTiles
  }
}
