/**
 * The catalog's `when` is the one rule of when a field applies: every conditional field of every
 * variant, given a value other than its default while one of its conditions is false, is refused
 * with that field's path; with its conditions true the same value passes the check.
 */
import { describe, expect, it } from 'vitest'
import {
  catalog,
  scoreHand,
  ScoringError,
  type Condition,
  type EventSpec,
  type FieldSpec,
  type HandInput,
  type JsonValue,
  type OptionSpec,
  type VariantCatalog,
  type VariantId
} from '../../../src-main/scoring'
import { RANDOM_HAND, VARIANT_IDS, seededRng } from '../../support/randomHands'

type RawEvent = Record<string, JsonValue>
interface Draft {
  options: Record<string, JsonValue>
  seats: number
  events: RawEvent[]
}

const DICE = 'dice'
const SEAT_FIELDS = ['by', 'winner', 'from', 'seat', 'caishenBy', 'kongFrom']

/** A sample event of each type, from a hand whose conditional fields are all dropped. */
function samples(variant: VariantCatalog): Map<string, { hand: Draft; index: number }> {
  const conditional = new Map(variant.events.map((e) => [e.type, e.fields.filter((f) => f.when).map((f) => f.name)]))
  const rng = seededRng(3)
  const seen = new Map<string, { hand: Draft; index: number }>()
  for (let i = 0; i < 600 && seen.size < variant.events.length; i++) {
    const hand = RANDOM_HAND[variant.id as VariantId](rng) as unknown as Draft
    for (const event of hand.events) for (const name of conditional.get(event.type as string) ?? []) delete event[name]
    hand.events.forEach((event, index) => {
      if (!seen.has(event.type as string)) seen.set(event.type as string, { hand: structuredClone(hand), index })
    })
  }
  return seen
}

/** Values a field can validly take in `event`, seats clear of the event's other seats. */
function candidates(field: FieldSpec, event: RawEvent, seats: number, variant: VariantCatalog): JsonValue[] {
  const taken = SEAT_FIELDS.filter((name) => name !== field.name).map((name) => event[name])
  const free = Array.from({ length: seats }, (_, s) => s).filter((s) => !taken.includes(s))
  switch (field.type) {
    case 'boolean':
      return [false, true]
    case 'int':
      return [field.min!, field.min! + 1]
    case 'enum':
      return [...(field.nullable ? [null] : []), ...field.choices!.map((c) => c.value)]
    case 'seatOrNull':
    case 'seatOrSelfDraw':
      return [null, ...free]
    case 'contract':
      return [null, { taker: 0, feeder: 1 }]
    case 'patternList': {
      const table = variant.tables.find((t) => t.id === field.table)!
      return [[], [table.entries[0].id]]
    }
    case 'birdRanks':
      return [[], [5]]
    case 'perSeatInt':
      return [null, Array.from({ length: seats }, () => 1)]
    default:
      throw new Error(`no candidates for ${field.type}`)
  }
}

type FieldCondition = Extract<Condition, { field: string }>

function valueHolds(condition: FieldCondition, value: JsonValue): boolean {
  return 'in' in condition ? condition.in.includes(value) : !condition.notIn.includes(value)
}

function optionChoices(spec: OptionSpec): JsonValue[] {
  if (spec.type === 'enum') return spec.choices.map((c) => c.value)
  if (spec.type === 'boolean') return [false, true]
  throw new Error(`no choices for option ${spec.key}`)
}

/** Makes `condition` hold (`wanted` true) or fail in `hand`, the event at `index`. */
function setCondition(
  condition: Condition,
  wanted: boolean,
  hand: Draft,
  index: number,
  spec: EventSpec,
  variant: VariantCatalog
): void {
  if ('diceTotal' in condition) {
    const total = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((t) => condition.diceTotal.includes(t) === wanted)!
    const dice = hand.events.find((e) => e.type === DICE)
    if (dice) dice.total = total
    else hand.events.unshift({ type: DICE, total })
    return
  }
  if ('option' in condition) {
    const option = variant.options.find((o) => o.key === condition.option)!
    hand.options[condition.option] = optionChoices(option).find((v) => condition.in.includes(v) === wanted)!
    return
  }
  const event = hand.events[index]
  const field = spec.fields.find((f) => f.name === condition.field)!
  const value = candidates(field, event, hand.seats, variant).find((v) => valueHolds(condition, v) === wanted)
  expect(value, `${spec.type}.${field.name}`).not.toBeUndefined()
  event[field.name] = value!
  for (const own of field.when ?? []) setCondition(own, true, hand, hand.events.indexOf(event), spec, variant)
}

function errorOf(hand: Draft, variant: VariantCatalog): ScoringError | undefined {
  try {
    scoreHand({ ...hand, variant: variant.id, dealer: 0, dealerStreak: 1 } as unknown as HandInput)
  } catch (error) {
    expect(error).toBeInstanceOf(ScoringError)
    return error as ScoringError
  }
  return undefined
}

describe.each(VARIANT_IDS)('%s', (id) => {
  const variant = catalog().variants.find((v) => v.id === id)!
  const seen = samples(variant)
  const cases = variant.events.flatMap((spec) =>
    spec.fields.flatMap((field) => (field.when ?? []).map((condition, c) => ({ spec, field, condition, c })))
  )

  it('has conditional fields to check, and a sample of each event', () => {
    for (const { spec } of cases) expect(seen.has(spec.type), spec.type).toBe(true)
  })

  it.each(cases.map((x) => [`${x.spec.type}.${x.field.name} #${x.c}`, x] as const))(
    '%s: given with its condition false, it is refused by its path',
    (_name, { spec, field, condition }) => {
      const sample = seen.get(spec.type)!
      const hand = structuredClone(sample.hand)
      const event = hand.events[sample.index]
      const value = candidates(field, event, hand.seats, variant).find(
        (v) => JSON.stringify(v) !== JSON.stringify(field.default)
      )!
      event[field.name] = value
      for (const other of field.when!)
        if (other !== condition) setCondition(other, true, hand, sample.index, spec, variant)
      setCondition(condition, false, hand, hand.events.indexOf(event), spec, variant)
      const index = hand.events.indexOf(event)
      expect(errorOf(hand, variant)?.path).toBe(`events[${index}].${field.name}`)

      // The same value where every condition holds is not refused for applicability.
      setCondition(condition, true, hand, index, spec, variant)
      expect(errorOf(hand, variant)?.path ?? 'no error').not.toBe(`events[${index}].${field.name}`)
    }
  )
})
