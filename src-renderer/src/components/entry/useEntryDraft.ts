/**
 * The steps of the fast path over a draft: tap the winner's seat, then the discarder's seat or
 * 自摸 (whatever seats the outcome asks for, in catalog order), then a pattern chip.
 */
import { computed, reactive } from 'vue'
import type { EventSpec, HandInput, JsonValue, VariantCatalog } from '../../../../src-main/scoring'
import { defaultOutcome, eventSpecOf, isMainField, isOutcome, isSeatStep } from '../shared/catalogFields'
import {
  diceTotalOf,
  fieldStates,
  startEvent,
  toHandDraft,
  type DraftContext,
  type DraftEvent,
  type EntryDraft
} from './draft'

export interface EntrySetup {
  variant: VariantCatalog
  seats: number
  options: Record<string, unknown>
  /** The hand before the new one, for values that carry forward. */
  previous?: HandInput
}

export function useEntryDraft(setup: EntrySetup, start: EntryDraft) {
  const { variant } = setup
  const draft = reactive(start) as EntryDraft

  const context = computed<DraftContext>(() => ({
    seats: setup.seats,
    options: setup.options,
    diceTotal: diceTotalOf(draft.events)
  }))
  /** The outcome the seat square answers for (a second winner is entered under 更多). */
  const outcome = computed(() => draft.events.find((event) => isOutcome(variant, event.type)) ?? draft.events[0])
  const outcomeSpec = computed(() => eventSpecOf(variant, outcome.value.type) ?? defaultOutcome(variant))
  const seatSteps = computed(() => outcomeSpec.value.fields.filter(isSeatStep))
  const currentStep = computed(
    () => seatSteps.value.find((field) => outcome.value.values[field.name] === undefined) ?? null
  )
  const mainFields = computed(() =>
    fieldStates(outcomeSpec.value, outcome.value, context.value).filter(
      (state) => state.shown && isMainField(state.field)
    )
  )
  const handDraft = computed(() => toHandDraft(draft, variant, context.value))

  function replaceOutcomes(spec: EventSpec): DraftEvent {
    const event = startEvent(spec, context.value, setup.previous)
    draft.events = [...draft.events.filter((candidate) => !isOutcome(variant, candidate.type)), event]
    return event
  }

  /** The fast path's outcome, started afresh unless it is the one being entered. */
  function fastPathOutcome(): DraftEvent {
    const spec = defaultOutcome(variant)
    return outcome.value.type === spec.type ? outcome.value : replaceOutcomes(spec)
  }

  function clearStepsFrom(index: number): void {
    for (const field of seatSteps.value.slice(index)) delete outcome.value.values[field.name]
  }

  /** Every winner of the hand: the fast path's outcome and the others on the same discard (更多). */
  const winners = computed(() => draft.events.filter((event) => event.type === outcome.value.type))
  const discardStep = computed(() => seatSteps.value.find((field) => field.type === 'seatOrSelfDraw'))

  /** One discard for every winner (一炮多响). */
  function setDiscarder(seat: number): void {
    const step = discardStep.value
    if (step) for (const event of winners.value) event.values[step.name] = seat
  }

  /**
   * A seat tapped: answers the current step. Tapping a seat already given to an earlier step goes
   * back to that step; once every step is answered, a tap starts over with a new winner, except in
   * a hand with several winners, where a tap on another seat names the discarder of them all.
   */
  function pickSeat(seat: number): void {
    if (seat < 0 || seat >= setup.seats) return
    const step = currentStep.value
    if (!step && winners.value.length > 1 && discardStep.value) {
      const winnerStep = seatSteps.value[0]
      if (!winners.value.some((event) => event.values[winnerStep.name] === seat)) setDiscarder(seat)
      return
    }
    if (!step) {
      const event = fastPathOutcome()
      const [first, ...rest] = seatSteps.value
      if (!first) return
      for (const field of rest) delete event.values[field.name]
      event.values[first.name] = seat
      return
    }
    const earlier = seatSteps.value.findIndex((field) => field !== step && outcome.value.values[field.name] === seat)
    if (earlier >= 0) clearStepsFrom(earlier)
    else if (step === discardStep.value) setDiscarder(seat)
    else outcome.value.values[step.name] = seat
  }

  /** 自摸: the fast path's outcome with no discarder. */
  function selfDraw(): void {
    const event = fastPathOutcome()
    const from = outcomeSpec.value.fields.find((field) => field.type === 'seatOrSelfDraw')
    if (from) event.values[from.name] = null
  }

  function chooseOutcome(type: string): void {
    const spec = eventSpecOf(variant, type)
    if (spec && outcome.value.type !== type) replaceOutcomes(spec)
  }

  function setField(event: DraftEvent, name: string, value: JsonValue | undefined): void {
    if (value === undefined) delete event.values[name]
    else event.values[name] = value
  }

  /**
   * Another event from 更多: an extra goes before the outcome (play order); another winner is
   * added after the first, on the same discard.
   */
  function addEvent(spec: EventSpec): void {
    const event = startEvent(spec, context.value, setup.previous)
    if (spec.role === 'outcome') {
      const from = spec.fields.find((field) => field.type === 'seatOrSelfDraw')
      if (from) setField(event, from.name, outcome.value.values[from.name])
      draft.events.push(event)
      return
    }
    const at = draft.events.findIndex((candidate) => isOutcome(variant, candidate.type))
    draft.events.splice(at < 0 ? draft.events.length : at, 0, event)
  }

  function removeEvent(key: number): void {
    draft.events = draft.events.filter((event) => event.key !== key)
  }

  function setBacker(playerId: number, seat: number | null): void {
    draft.backedSeats[playerId] = seat
  }

  return {
    draft,
    context,
    outcome,
    outcomeSpec,
    seatSteps,
    currentStep,
    mainFields,
    handDraft,
    pickSeat,
    selfDraw,
    chooseOutcome,
    setField,
    addEvent,
    removeEvent,
    setBacker
  }
}

export type EntryState = ReturnType<typeof useEntryDraft>
