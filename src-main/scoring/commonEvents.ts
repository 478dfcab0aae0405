/** Fields, events and options several variants share (RULES.md §1 "Events common to several variants"). */
import type { BooleanOptionSpec, Condition, EventSpec, FieldSpec, IntOptionSpec, Text } from './catalogTypes'
import { fail } from './errors'
import { seatEn, seatZh } from './reasons'
import { specKind, type EventKind, type FieldCheck } from './fields'
import type { Parsed } from './handChecks'
import type { DrawEvent, KongEvent, Seat } from './types'
import { at } from './validate'

export const selfDrawOnly: Condition = { field: 'from', in: [null] }
export const discardOnly: Condition = { field: 'from', notIn: [null] }

export function flagField(name: string, label: Text, help: Text, when?: Condition[]): FieldSpec {
  const field: FieldSpec = { name, type: 'boolean', required: false, default: false, label, help }
  if (when) field.when = when
  return field
}

export function seatField(name: string, label: Text, help?: Text): FieldSpec {
  const field: FieldSpec = { name, type: 'seat', required: true, label }
  if (help) field.help = help
  return field
}

export function eventSpec(
  type: string,
  label: Text,
  help: Text,
  role: EventSpec['role'],
  repeatable: boolean,
  fields: FieldSpec[]
): EventSpec {
  return { type, label, help, role, repeatable, fields }
}

/** The same kind of event, asked on the entry's first step (most hands of the variant have it). */
export function askedEveryHand<K extends { spec: EventSpec }>(kind: K): K {
  return { ...kind, spec: { ...kind.spec, everyHand: true } }
}

const WINNER = seatField('winner', { zh: '胡牌者', en: 'Winner' })

const FROM: FieldSpec = {
  name: 'from',
  type: 'seatOrSelfDraw',
  required: false,
  default: null,
  label: { zh: '放炮者', en: 'Discarder' },
  help: { zh: '点炮/被抢杠的座位；留空 = 自摸', en: 'Seat that dealt in (or was robbed); empty = self-draw' }
}

/** The spec of a `win` event: winner, from (null = self-draw), then the variant's own fields. */
function winSpec(help: Text, fields: FieldSpec[]): EventSpec {
  return eventSpec('win', { zh: '胡牌', en: 'Win' }, help, 'outcome', true, [WINNER, FROM, ...fields])
}

/** A win's discarder: null for a self-draw, never the winner. */
const notTheWinner: FieldCheck = (event, ctx) => {
  const winner = event.winner as number
  if (event.from === winner) {
    fail(
      'DISCARDER_IS_WINNER',
      at(ctx.at, 'from'),
      `${seatEn(winner)} cannot win on its own discard`,
      `${seatZh(winner)} 不能胡自己打出的牌`
    )
  }
}

/** A kind of `win` event: winner, from (null = self-draw, never the winner), then the variant's own fields. */
export function winKind<Win>(help: Text, fields: FieldSpec[]): EventKind<Win> {
  return specKind(winSpec(help, fields), { from: notTheWinner })
}

const DRAW_LABEL: Text = { zh: '流局', en: 'Draw' }

/** A draw with no fields of its own. */
export function plainDraw(help: Text): EventKind<Parsed<DrawEvent>> {
  return specKind(eventSpec('draw', DRAW_LABEL, help, 'outcome', false, []))
}

/** A draw with a 查叫 list; each entry gives its points under `pointsKey` (`minPoints`, `points`). */
/** A draw whose 查叫 list reads as `tenpai: [{ seat, points }]`. */
export type TenpaiDraw = Parsed<DrawEvent> & { tenpai: { seat: Seat; points: number }[] }

export function tenpaiDraw(help: Text, pointsKey: string, listHelp: Text): EventKind<TenpaiDraw> {
  const tenpai: FieldSpec = {
    name: 'tenpai',
    type: 'tenpaiList',
    required: false,
    default: [],
    pointsKey,
    min: 1,
    max: 1000,
    label: { zh: '听牌（查叫）', en: 'Tenpai seats' },
    help: listHelp
  }
  return specKind(eventSpec('draw', DRAW_LABEL, help, 'outcome', false, [tenpai]))
}

const KONG_BY = seatField('by', { zh: '杠牌者', en: 'Made by' })

const KONG_KIND: FieldSpec = {
  name: 'kind',
  type: 'enum',
  required: true,
  choices: [
    { value: 'concealed', label: { zh: '暗杠', en: 'Concealed' } },
    { value: 'added', label: { zh: '加杠（碰后补杠）', en: 'Added (to a pong)' } },
    { value: 'exposed', label: { zh: '明杠（点杠）', en: 'Exposed (on a discard)' } }
  ],
  label: { zh: '杠的种类', en: 'Kind' }
}

const KONG_FROM: FieldSpec = {
  name: 'from',
  type: 'seatOrNull',
  required: false,
  default: null,
  label: { zh: '放杠者', en: 'Fed by' },
  help: {
    zh: '明杠：打出那张牌的座位；加杠：原先被碰的座位',
    en: 'Exposed: the discarder of the tile; added: whose discard was ponged'
  },
  when: [{ field: 'kind', in: ['exposed', 'added'] }]
}

/**
 * A kong. `from` is the feeder of an exposed kong (and of an added kong where `addedNeedsFrom`,
 * in the variants that charge that seat); never the kong's maker; none on a concealed kong.
 */
export function kongKind(help: Text, addedNeedsFrom: boolean): EventKind<Parsed<KongEvent>> {
  const fedRightly: FieldCheck = (event, ctx) => {
    const { from, kind } = event
    if (from === event.by)
      fail('SEAT_CONFLICT', at(ctx.at, 'from'), 'a kong cannot be fed by the seat that made it', '杠牌者不能自己放杠')
    if (from === null && (kind === 'exposed' || (kind === 'added' && addedNeedsFrom))) {
      fail(
        'DISCARDER_REQUIRED',
        at(ctx.at, 'from'),
        `an ${kind} kong needs "from", the seat that fed it`,
        '明杠/加杠需要填写 from（放杠或被碰的座位）'
      )
    }
  }
  return specKind(eventSpec('kong', { zh: '杠', en: 'Kong' }, help, 'extra', true, [KONG_BY, KONG_KIND, KONG_FROM]), {
    from: fedRightly
  })
}

/** The code of a kong's transfers, by kind (looked up: a string built per payment costs more). */
export const KONG_CODES: Readonly<Record<KongEvent['kind'], string>> = {
  concealed: 'kong.concealed',
  added: 'kong.added',
  exposed: 'kong.exposed'
}

/** Help text of a kong event in variants that record kongs but do not pay for them. */
export const UNPAID_KONG_HELP: Text = {
  zh: '记录杠牌；本玩法杠牌不单独计分',
  en: 'Records a kong; this variant does not pay for kongs'
}

export function baseOption(max: number, label: Text = { zh: '底分', en: 'Base stake' }): IntOptionSpec {
  return {
    key: 'base',
    type: 'int',
    default: 1,
    min: 1,
    max,
    label,
    help: { zh: '每个分数都乘以底分', en: 'Every amount is multiplied by this' }
  }
}

export function flagOption(key: string, defaultValue: boolean, label: Text, help: Text): BooleanOptionSpec {
  return { key, type: 'boolean', default: defaultValue, label, help }
}
