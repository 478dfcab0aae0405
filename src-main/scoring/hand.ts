/** scoreHand: validates the frame of a hand (variant, seats, dealer, options, events) and lets the variant score it. */
import { checkApplicable, DICE_EVENT, fieldApplies, givenDiceTotal, type HandContext } from './applicability'
import { fail, ScoringError, show } from './errors'
import { checkOutcome } from './handChecks'
import type { EventKind, RawEvent, ReadContext } from './fields'
import { readSupporters, rejectSupporters } from './supporters'
import { hasTiles, scoreFromTiles } from './tiles/score'
import type { HandInput, HandResult } from './types'
import { eventPrefix, isInt, isRecord, list, seat } from './validate'
import { eventKind, type Variant } from './variant'
import { variantById, variants } from './variants'

export function scoreHand(input: HandInput): HandResult {
  try {
    return scoreChecked(input as unknown)
  } catch (error) {
    throw asScoringError(error)
  }
}

/** Any failure while reading input, as a ScoringError: the engine throws nothing else. */
export function asScoringError(error: unknown): ScoringError {
  if (error instanceof ScoringError) return error
  return new ScoringError(
    'INVALID_INPUT',
    `The input could not be read: ${error instanceof Error ? error.message : String(error)}`,
    '输入无法识别，请检查各项数据'
  )
}

function scoreChecked(input: unknown): HandResult {
  if (!isRecord(input))
    fail(
      'INVALID_INPUT',
      undefined,
      `a hand must be a JSON object; got ${show(input)}`,
      `一局的输入必须是对象，收到 ${show(input)}`
    )
  const variant = readVariant(input.variant)
  if (hasTiles(input.events)) {
    const options = variant.handOptions(input.options) as Record<string, unknown>
    const context: HandContext = { options, diceTotal: givenDiceTotal(input.events) }
    const win = eventKind(variant, 'win')?.spec
    const applies = (event: RawEvent, field: string) => !win || fieldApplies(win, field, event, context)
    return scoreFromTiles(input, variant, options, scoreChecked, applies)
  }
  const seats = readSeatCount(variant, input.seats)
  const options = variant.handOptions(input.options)
  const dealer = seat(input.dealer, seats, '', 'dealer')
  const dealerStreak = input.dealerStreak
  if (!isInt(dealerStreak) || dealerStreak < 1) {
    fail(
      'BAD_DEALER_STREAK',
      'dealerStreak',
      `must be a whole number ≥ 1 (1 = the dealer's first hand); got ${show(dealerStreak)}`,
      `连庄数必须是 ≥1 的整数（1 = 平庄），收到 ${show(dealerStreak)}`
    )
  }
  const supporters = variant.catalog.supporters
    ? readSupporters(input.supporters, seats)
    : rejectSupporters(input.supporters)
  const { wins, draw, extras } = readEvents(variant, input.events, seats, options)
  return variant.score({ seats, dealer, dealerStreak, options, wins, draw, extras, supporters })
}

/** Reads every event against its kind, and sorts them into the hand's wins, its draw and the rest. */
function readEvents(
  variant: Variant,
  value: unknown,
  seats: number,
  options: unknown
): { wins: readonly unknown[]; draw: unknown; extras: readonly unknown[] } {
  const rawEvents = list(value, '', 'events')
  const ctx: ReadContext = { seats, tables: variant.tables, at: '' }
  let wins = NO_EVENTS
  let extras = NO_EVENTS
  let draw: unknown = null
  let drawAt: string | null = null
  let standsAlone = false
  let conditional = false
  let diceTotal: number | null = null
  for (let i = 0; i < rawEvents.length; i++) {
    const prefix = eventPrefix(i)
    const raw = rawEvents[i]
    if (!isRecord(raw))
      fail(
        'INVALID_FIELD_TYPE',
        prefix,
        `an event must be an object; got ${show(raw)}`,
        `事件必须是对象，收到 ${show(raw)}`
      )
    const type = raw.type
    const kind = eventKind(variant, type)
    if (!kind) {
      const known = variant.events.map((k) => k.spec.type).join(', ')
      fail(
        'UNKNOWN_EVENT_TYPE',
        `${prefix}.type`,
        `${variant.catalog.id} has no event type ${show(type)}; known: ${known}`,
        `${variant.catalog.name.zh}没有事件类型 ${show(type)}；可用：${known}`
      )
    }
    ctx.at = prefix
    const event = kind.read(raw, ctx)
    if (variant.conditional.has(kind)) conditional = true
    if (type === DICE_EVENT) diceTotal = (event as { total: number }).total
    if (type === 'win') {
      wins = added(wins, event)
    } else if (type === 'draw') {
      if (drawAt !== null) fail('DUPLICATE_EVENT', prefix, 'a hand has at most one draw', '一局最多一个流局')
      draw = event
      drawAt = prefix
    } else {
      extras = added(extras, event)
      if (type === variant.standsAlone) standsAlone = true
    }
  }
  checkOutcome(wins.length, drawAt, standsAlone)
  if (conditional) checkFields(variant, rawEvents as RawEvent[], { options, diceTotal })
  return { wins, draw, extras }
}

/** Every field given must apply (its catalog `when`), once the whole hand is known. */
function checkFields(variant: Variant, rawEvents: readonly RawEvent[], context: HandContext): void {
  for (let i = 0; i < rawEvents.length; i++) {
    const kind = eventKind(variant, rawEvents[i].type) as EventKind<unknown>
    if (variant.conditional.has(kind)) checkApplicable(kind.spec, rawEvents[i], eventPrefix(i), context)
  }
}

/** No events yet; never added to: `added` replaces it. */
const NO_EVENTS: unknown[] = []

/** `events` with `event` added. The first event makes a list of one: most hands have a single win. */
function added(events: unknown[], event: unknown): unknown[] {
  if (events === NO_EVENTS) return [event]
  events.push(event)
  return events
}

export function readVariant(value: unknown): Variant {
  const variant = variantById(value)
  if (variant) return variant
  const known = variants.map((v) => v.catalog.id).join(', ')
  return fail(
    'UNKNOWN_VARIANT',
    'variant',
    `unknown variant ${show(value)}; known: ${known}`,
    `未知玩法 ${show(value)}；可用：${known}`
  )
}

export function readSeatCount(variant: Variant, value: unknown): number {
  const allowed = variant.catalog.seats
  if (isInt(value)) for (let i = 0; i < allowed.length; i++) if (allowed[i] === value) return allowed[i]
  return fail(
    'BAD_SEAT_COUNT',
    'seats',
    `${variant.catalog.id} is played by ${allowed.join(' or ')} players; got ${show(value)}`,
    `${variant.catalog.name.zh}只能 ${allowed.join('、')} 人玩，收到 ${show(value)}`
  )
}
