/** Supporters (下注, yaku variant): backers who share a backed seat's wins and losses. */
import { fail, show } from './errors'
import type { Text } from './catalogTypes'
import type { Ledger } from './ledger'
import type { ReasonParams, Seat, Supporter } from './types'
import { at, isInt, isRecord, list, record, seat, text } from './validate'

const NONE: readonly Supporter[] = []

/** Per seat, the ids of the supporters backing it. */
export type Backers = readonly (readonly string[])[]

/** Per table size, no backer at any seat. */
const NO_BACKERS: readonly Backers[] = [[], [[]], [[], []], [[], [], []], [[], [], [], []]]

export function readSupporters(value: unknown, seats: number): readonly Supporter[] {
  if (value === undefined || value === null) return NONE
  const items = list(value, '', 'supporters')
  const supporters: Supporter[] = []
  for (let i = 0; i < items.length; i++) {
    const item = items[i]
    if (
      !isRecord(item) ||
      typeof item.id !== 'string' ||
      item.id === '' ||
      !isInt(item.seat) ||
      item.seat < 0 ||
      item.seat >= seats
    ) {
      invalidSupporter(item, `supporters[${i}]`, seats)
    }
    const id = item.id as string
    for (let j = 0; j < i; j++) {
      if (supporters[j].id === id) {
        fail(
          'DUPLICATE_SUPPORTER',
          `supporters[${i}].id`,
          `supporter ${show(id)} is listed twice`,
          `支持者 ${show(id)} 重复（每人只能支持一个座位）`
        )
      }
    }
    supporters.push({ id, seat: (item.seat as Seat) + 0 })
  }
  return supporters
}

/** Throws the error that says what is wrong with a supporter entry. */
function invalidSupporter(value: unknown, prefix: string, seats: number): never {
  const item = record(value, '', prefix)
  if (text(item.id, prefix, 'id') === '')
    fail('MISSING_FIELD', at(prefix, 'id'), 'a supporter needs an id', '支持者需要一个 id')
  return seat(item.seat, seats, prefix, 'seat') as never
}

/** Supporters on a hand of a variant that has none: only an empty list is accepted. */
export function rejectSupporters(value: unknown): readonly Supporter[] {
  if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) {
    fail(
      'SUPPORTERS_NOT_ALLOWED',
      'supporters',
      'only the yaku variant has supporters',
      '只有役种玩法可以有支持者（下注）'
    )
  }
  return NONE
}

/** The ids of the supporters backing each seat. */
export function backersBySeat(supporters: readonly Supporter[], seats: number): Backers {
  if (supporters.length === 0) return NO_BACKERS[seats]
  const backers: string[][] = []
  for (let s = 0; s < seats; s++) backers.push([])
  for (const supporter of supporters) backers[supporter.seat].push(supporter.id)
  return backers
}

/** The text of a backer's half share of a payment. */
function halfShare(reason: Text, half: number): Text {
  return { zh: `${reason.zh}（支持者分担一半 ${half}）`, en: `${reason.en} (supporter's half share ${half})` }
}

/**
 * A payment of `amount` from seat `from` to seat `to`, shared with both seats' backers: every
 * member of the paying side pays every member of the receiving side, the full amount between
 * the two seats and half of it whenever a backer is one of the two.
 */
export function payShared(
  ledger: Ledger,
  backers: Backers,
  from: Seat,
  to: Seat,
  amount: number,
  code: string,
  reason: Text,
  params: ReasonParams
): void {
  ledger.pay(from, to, amount, code, reason.zh, reason.en, params)
  const payingBackers = backers[from]
  const receivingBackers = backers[to]
  if (payingBackers.length === 0 && receivingBackers.length === 0) return
  const half = amount / 2
  const { zh, en } = halfShare(reason, half)
  for (const backer of receivingBackers) ledger.pay(from, backer, half, code, zh, en, params)
  for (const backer of payingBackers) {
    ledger.pay(backer, to, half, code, zh, en, params)
    for (const other of receivingBackers) ledger.pay(backer, other, half, code, zh, en, params)
  }
}
