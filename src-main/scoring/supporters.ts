/** Supporters (下注, yaku variant): spectators who share a backed seat's wins and losses. */
import { fail, show } from './errors'
import type { Ledger } from './ledger'
import type { ReasonParams, Seat, Supporter } from './types'
import { at, list, record, seat, text } from './validate'

const NONE: readonly Supporter[] = []

export function readSupporters(value: unknown, seats: number): readonly Supporter[] {
  if (value === undefined || value === null) return NONE
  const items = list(value, '', 'supporters')
  const supporters: Supporter[] = []
  for (let i = 0; i < items.length; i++) {
    const prefix = `supporters[${i}]`
    const item = record(items[i], '', prefix)
    const id = text(item.id, prefix, 'id')
    if (id === '') fail('MISSING_FIELD', at(prefix, 'id'), 'a supporter needs an id', '支持者需要一个 id')
    if (supporters.some((s) => s.id === id)) {
      fail('DUPLICATE_SUPPORTER', at(prefix, 'id'), `supporter ${show(id)} is listed twice`, `支持者 ${show(id)} 重复（每人只能支持一个座位）`)
    }
    supporters.push({ id, seat: seat(item.seat, seats, prefix, 'seat') })
  }
  return supporters
}

/** Supporters on a hand of a variant that has none: only an empty list is accepted. */
export function rejectSupporters(value: unknown): readonly Supporter[] {
  if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) {
    fail('SUPPORTERS_NOT_ALLOWED', 'supporters', 'only the yaku variant has supporters', '只有役种玩法可以有支持者（下注）')
  }
  return NONE
}

/** Per seat, the ids of the supporters backing it. */
export function backersBySeat(supporters: readonly Supporter[], seats: number): string[][] {
  const backers: string[][] = []
  for (let s = 0; s < seats; s++) backers.push([])
  for (const supporter of supporters) backers[supporter.seat].push(supporter.id)
  return backers
}

/**
 * A payment of `amount` from seat `from` to seat `to`, shared with both seats' backers: every
 * member of the paying side pays every member of the receiving side, the full amount between
 * the two seats and half of it whenever a backer is one of the two.
 */
export function payShared(
  ledger: Ledger,
  backers: readonly (readonly string[])[],
  from: Seat,
  to: Seat,
  amount: number,
  code: string,
  reason: string,
  reasonEn: string,
  params: ReasonParams,
): void {
  ledger.pay(from, to, amount, code, reason, reasonEn, params)
  const payingBackers = backers[from]
  const receivingBackers = backers[to]
  if (payingBackers.length === 0 && receivingBackers.length === 0) return
  const half = amount / 2
  const halfZh = `${reason}（支持者分担一半 ${half}）`
  const halfEn = `${reasonEn} (supporter's half share ${half})`
  for (const backer of receivingBackers) ledger.pay(from, backer, half, code, halfZh, halfEn, params)
  for (const backer of payingBackers) {
    ledger.pay(backer, to, half, code, halfZh, halfEn, params)
    for (const other of receivingBackers) ledger.pay(backer, other, half, code, halfZh, halfEn, params)
  }
}
