/**
 * The hand being typed, as plain data: its events (each field's value, or nothing yet) and who
 * each backer supports. It lives in memory only; the backend commits a hand when it is saved.
 */
import type {
  Condition,
  DiceEvent,
  EventSpec,
  FieldSpec,
  HandInput,
  JsonValue,
  VariantCatalog
} from '../../../../src-main/scoring'
import type { HandDraft, Backer } from '../../../../src-main/api/types'
import { defaultOutcome, eventSpecOf, isSeatStep } from '../shared/catalogFields'

export interface DraftEvent {
  /** Stable key for lists; not sent. */
  key: number
  type: string
  /** A field without a value takes its default (or is missing, when required). */
  values: Record<string, JsonValue | undefined>
}

export interface EntryDraft {
  events: DraftEvent[]
  /** Backer player id → the seat they back, or null for none. */
  backedSeats: Record<number, number | null>
}

/** What `when` conditions are checked against besides the event's own fields. */
export interface DraftContext {
  seats: number
  options: Record<string, unknown>
  /** The hand's dice total (yaku), or null when no dice were entered. */
  diceTotal: number | null
}

/** The event type that carries the hand's dice total (`diceTotal` conditions). */
const DICE_EVENT: DiceEvent['type'] = 'dice'

/** The event type that may carry the hand's tiles (RULES §9) beside its fields. */
export const WIN_EVENT = 'win'
/** The event type that may list tenpai hands by their tiles for 查叫 (RULES §9). */
export const DRAW_EVENT = 'draw'

let nextKey = 1

function newEvent(type: string, values: DraftEvent['values'] = {}): DraftEvent {
  return { key: nextKey++, type, values }
}

export function diceTotalOf(events: DraftEvent[]): number | null {
  const total = events.find((event) => event.type === DICE_EVENT)?.values.total
  return typeof total === 'number' ? total : null
}

function conditionHolds(condition: Condition, own: Map<string, JsonValue | undefined>, context: DraftContext): boolean {
  if ('diceTotal' in condition) return context.diceTotal !== null && condition.diceTotal.includes(context.diceTotal)
  if ('option' in condition) return condition.in.includes(context.options[condition.option] as JsonValue)
  const value = own.get(condition.field) ?? null
  return 'in' in condition ? condition.in.includes(value) : !condition.notIn.includes(value)
}

export interface FieldState {
  field: FieldSpec
  shown: boolean
  /** The value entered, else the default; a hidden field always has its default. */
  value: JsonValue | undefined
}

/**
 * Each field of an event with whether it applies now and its effective value. Fields are taken
 * in catalog order, so a condition on an earlier field sees that field's effective value.
 */
export function fieldStates(spec: EventSpec, event: DraftEvent, context: DraftContext): FieldState[] {
  const own = new Map<string, JsonValue | undefined>()
  return spec.fields.map((field) => {
    const shown = (field.when ?? []).every((condition) => conditionHolds(condition, own, context))
    const entered = event.values[field.name]
    const value = shown && entered !== undefined ? entered : field.default
    own.set(field.name, value)
    return { field, shown, value }
  })
}

/** The draft as the API takes it: only the fields that apply and have a value. */
export function toHandDraft(draft: EntryDraft, variant: VariantCatalog, context: DraftContext): HandDraft {
  const events = draft.events.map((event) => {
    const spec = eventSpecOf(variant, event.type)
    const sent: HandDraft['events'][number] = { type: event.type }
    for (const state of spec ? fieldStates(spec, event, context) : []) {
      const entered = event.values[state.field.name]
      if (state.shown && entered !== undefined) sent[state.field.name] = entered
    }
    if (event.type === WIN_EVENT && event.values.tiles !== undefined) sent.tiles = event.values.tiles
    if (event.type === DRAW_EVENT && event.values.hands !== undefined) sent.hands = event.values.hands
    return sent
  })
  const supporters = Object.entries(draft.backedSeats)
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([playerId, seat]) => ({ playerId: Number(playerId), seat }))
  return { events, supporters }
}

/** A value to start a field with: per-seat stakes (飘) carry over from the last hand, or start at the least. */
function startingValue(
  field: FieldSpec,
  context: DraftContext,
  previous: HandInput | undefined,
  type: string
): JsonValue | undefined {
  if (field.type !== 'perSeatInt') return undefined
  const carried = previous?.events.find((event) => event.type === type) as Record<string, JsonValue> | undefined
  const value = carried?.[field.name]
  return Array.isArray(value) && value.length === context.seats
    ? value
    : new Array<number>(context.seats).fill(field.min ?? 0)
}

/** A new event of `spec` with its starting values (only for the fields that apply). */
export function startEvent(spec: EventSpec, context: DraftContext, previous?: HandInput): DraftEvent {
  const event = newEvent(spec.type)
  for (const state of fieldStates(spec, event, context)) {
    const value = state.shown ? startingValue(state.field, context, previous, spec.type) : undefined
    if (value !== undefined) event.values[state.field.name] = value
  }
  return event
}

/** Who each backer backs in a hand's `supporters` (none when not listed). */
function backedSeatsOf(backers: Backer[], supporters: HandInput['supporters']): EntryDraft['backedSeats'] {
  return Object.fromEntries(
    backers.map((backer) => [
      backer.id,
      supporters?.find((supporter) => supporter.id === backer.backerId)?.seat ?? null
    ])
  )
}

/** A fresh hand: the fast path's outcome, and the backers of the last hand (dice are not carried). */
export function freshDraft(
  variant: VariantCatalog,
  context: DraftContext,
  backers: Backer[],
  previous?: HandInput
): EntryDraft {
  return {
    events: [startEvent(defaultOutcome(variant), context, previous)],
    backedSeats: backedSeatsOf(backers, previous?.supporters)
  }
}

/** The draft of a saved hand, to edit it in the same form. */
export function draftOfInput(input: HandInput, variant: VariantCatalog, backers: Backer[]): EntryDraft {
  const events = input.events.map((saved) => {
    const { type, ...values } = saved as { type: string } & Record<string, JsonValue>
    const event = newEvent(type, { ...values })
    // A self-draw may have been saved without `from`: the seat step is answered all the same.
    for (const field of eventSpecOf(variant, type)?.fields ?? []) {
      if (isSeatStep(field) && event.values[field.name] === undefined) event.values[field.name] = field.default
    }
    return event
  })
  return { events, backedSeats: backedSeatsOf(backers, input.supporters) }
}
