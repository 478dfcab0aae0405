/**
 * A closed table's settlement as stored: its record (engine-version policy). The money of every
 * version balances the same way, whatever its routing of the payments: each party's net is its
 * money less its fee, the nets add up to nothing, and the payments move exactly each party's net.
 */
import { z } from 'zod'
import { jsonColumn, shaped } from './readStored'
import type { Settlement } from '../../model/sessions'

const cents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)
const payments = z.array(z.looseObject({ from: z.string(), to: z.string(), amountCents: cents.min(1) }))

const storedSettlement = z.looseObject({
  pointValue: z.number(),
  feeTotalCents: cents,
  parties: z
    .array(
      z.looseObject({
        key: z.string(),
        playerId: z.number().int().nullable(),
        role: z.enum(['seat', 'backer', 'house', 'nobody']),
        points: z.number(),
        moneyCents: cents,
        feeCents: cents,
        netCents: cents
      })
    )
    .min(1),
  payments,
  directPayments: payments.optional()
})

type StoredSettlement = z.output<typeof storedSettlement>

/** `table_sessions.settlement`: what the screens read of it besides the money, the engine's totals. */
export const SETTLEMENT = jsonColumn(
  shaped<Settlement>(
    storedSettlement.extend({
      engine: z.looseObject({ totals: z.array(z.number()) }),
      parties: storedSettlement.shape.parties.element.extend({ name: z.string() }).array().min(1)
    })
  ),
  { zh: '结算记录', en: 'settlement' }
)

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

function movesTheNets(settlement: StoredSettlement, list: StoredSettlement['payments']): boolean {
  const moved = new Map(settlement.parties.map((party) => [party.key, 0]))
  for (const { from, to, amountCents } of list) {
    if (!moved.has(from) || !moved.has(to)) return false
    moved.set(from, moved.get(from)! - amountCents)
    moved.set(to, moved.get(to)! + amountCents)
  }
  return settlement.parties.every((party) => moved.get(party.key) === party.netCents)
}

/** Whether the books of a stored settlement hold, whichever version wrote it. */
function settlementBooksHold(settlement: StoredSettlement): boolean {
  const { parties } = settlement
  const payers = parties.filter((party) => party.role !== 'house' && party.role !== 'nobody')
  return (
    new Set(parties.map((party) => party.key)).size === parties.length &&
    parties.every((party) => party.netCents === party.moneyCents - party.feeCents) &&
    sum(parties.map((party) => party.netCents)) === 0 &&
    sum(payers.map((party) => party.feeCents)) === settlement.feeTotalCents &&
    movesTheNets(settlement, settlement.payments) &&
    (settlement.directPayments === undefined || movesTheNets(settlement, settlement.directPayments))
  )
}

/** One cent either way: an earlier version rounded each person's money and fee on its own. */
const withinACent = (a: number, b: number) => Math.abs(a - b) <= 1

/**
 * Whether a stored settlement stands as the record of the hands its table replays to: its books hold,
 * and every seated person and backer has the points, the money and the fee those hands give (to the
 * cent an earlier version's rounding may differ by). Only how the payments run may be an earlier version's.
 */
export function standsAsRecord(stored: unknown, rebuilt: Settlement): boolean {
  const parsed = storedSettlement.safeParse(stored)
  if (!parsed.success || !settlementBooksHold(parsed.data)) return false
  type Person = Pick<
    StoredSettlement['parties'][number],
    'key' | 'role' | 'playerId' | 'points' | 'moneyCents' | 'feeCents'
  >
  const people = (parties: Person[]) =>
    new Map(parties.filter((party) => party.role === 'seat' || party.role === 'backer').map((p) => [p.key, p]))
  const [kept, replayed] = [people(parsed.data.parties), people(rebuilt.parties)]
  return (
    kept.size === replayed.size &&
    [...replayed].every(([key, person]) => {
      const party = kept.get(key)
      return (
        party !== undefined &&
        party.role === person.role &&
        party.playerId === person.playerId &&
        party.points === person.points &&
        withinACent(party.moneyCents, person.moneyCents) &&
        withinACent(party.feeCents, person.feeCents)
      )
    })
  )
}
