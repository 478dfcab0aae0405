/**
 * Goods sold to a member's account (挂账): one transaction writes the sale (its payer the member,
 * no session, no tender), its stock row and the account's charge naming the sale. Past zero stock
 * the sale goes through and says so; past the member's credit limit it is written only when the
 * host confirmed it (OVER_CREDIT_LIMIT otherwise, nothing written). A void reverses the stock row
 * and the charge (voidSale).
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { writeAudit } from '../../store/audit'
import { creditLimit } from '../../store/ledger'
import { pastLimitFact, postRows, requireCreditConfirmed, requireMember } from './accounts'
import { recordSale } from './goods'
import type { AccountSale } from '../../model/parlor'

export function sellToAccount(
  db: Database,
  input: { goodsId: number; quantity: number; playerId: number; confirmOverLimit?: boolean },
  now: number
): AccountSale {
  return db.transaction(() => {
    requireMember(db, input.playerId)
    const place = { tender: '', session_id: null, payer_id: input.playerId }
    const { sale, audit } = recordSale(db, input, place, now)
    if (sale.totalCents === 0) {
      throw new AppError('FREE_GOODS', '这件商品售价为 0，不用记账。', 'This item is free: nothing to charge.')
    }
    const charge = {
      player_id: input.playerId,
      at: now,
      kind: 'goods' as const,
      amount_cents: -sale.totalCents,
      sale_id: sale.saleId,
      note: `${sale.goods.name} × ${input.quantity}${sale.goods.unit}`
    }
    const { entries, balances, warnings } = requireCreditConfirmed(
      postRows(db, [charge]),
      input.confirmOverLimit === true
    )
    const balanceAfterCents = balances[0].afterCents
    const account = { balanceAfterCents, creditLimitCents: creditLimit(db, input.playerId), ...pastLimitFact(warnings) }
    writeAudit(db, { ...audit, after: { ...audit.after, ...account } })
    return { ...sale, playerId: input.playerId, entryId: entries[0].id, balanceAfterCents, warnings }
  })()
}
