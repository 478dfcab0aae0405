import type { AuditLine } from '../../../../src-main/api/types'

type Translate = (key: string, values: Record<string, unknown>) => string
type Side = Record<string, unknown>

const sideOf = (value: unknown): Side => (value !== null && typeof value === 'object' ? (value as Side) : {})
const numberIn = (side: Side, key: string): number | null => (typeof side[key] === 'number' ? side[key] : null)

/** A charge main wrote past the credit limit (the host confirmed it) says so after its line. */
function withLimit(line: string, after: Side, t: Translate): string {
  return after.overLimit === true ? `${line} · ${t('staff.audit.detail.overLimit', {})}` : line
}

/**
 * The money an account entry moved on its account: a receipt's `cents`, a ledger entry's signed
 * `amountCents`, or the sum of a reversal's `entries` on that account (a top-up's bonus with it; a
 * transfer's other side is another account's); null for a shape it does not know.
 */
function accountAmount(entry: AuditLine, moved: Side): number | null {
  const own = numberIn(moved, 'cents') ?? numberIn(moved, 'amountCents')
  if (own !== null || !Array.isArray(moved.entries)) return own
  const rows = moved.entries.map(sideOf).filter((row) => row.playerId === entry.entityId)
  const amounts = rows.map((row) => numberIn(row, 'amountCents')).filter((amount) => amount !== null)
  return rows.length === 0 || amounts.length < rows.length ? null : amounts.reduce((sum, amount) => sum + amount, 0)
}

/**
 * One line on what a goods entry moved (the item, how many, the money, the reason of a void, the
 * stock) or what money an account's top-up, refund, transfer, adjustment or reversal moved, read
 * from its before and after as main wrote them; '' for other kinds or a shape it does not know (an
 * older file's entry).
 */
export function auditDetail(entry: AuditLine, t: Translate, cents: (amount: number) => string): string {
  if (entry.entity === 'account') {
    const moved = sideOf(entry.after)
    const amount = accountAmount(entry, moved)
    return amount === null ? '' : withLimit(cents(amount), moved, t)
  }
  if (entry.entity === 'goodsSale') {
    const [before, after] = [sideOf(entry.before), sideOf(entry.after)]
    const sale = entry.action === 'void' ? before : after
    const quantity = numberIn(sale, 'quantity')
    const total = numberIn(sale, 'totalCents')
    if (typeof sale.name !== 'string' || quantity === null || total === null) return ''
    const line = t('staff.audit.detail.sale', { name: sale.name, quantity, amount: cents(total) })
    if (entry.action === 'void') return `${line} · ${t('staff.audit.detail.reason', { reason: after.reason })}`
    return withLimit(line, after, t)
  }
  if (entry.entity !== 'goods') return ''
  const after = sideOf(entry.after)
  // 进货 and 盘点 keep the stock before as their before
  const stock = typeof entry.before === 'number' ? entry.before : null
  if (entry.action === 'receive' && stock !== null) {
    return t('staff.audit.detail.stock', { from: stock, to: numberIn(after, 'stock') ?? '' })
  }
  if (entry.action === 'count' && stock !== null) {
    return t('staff.audit.detail.stock', { from: stock, to: numberIn(after, 'counted') ?? '' })
  }
  const price = numberIn(after, 'priceCents')
  return typeof after.name === 'string' && price !== null ? `${after.name} ${cents(price)}` : ''
}
