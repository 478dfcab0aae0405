/**
 * Goods sold to a member's account (挂账): one transaction writes the sale (its payer the member,
 * no session, no tender), its stock row and the account's charge naming the sale. Past zero stock
 * the sale goes through and says so; past the member's credit limit it is written only when the
 * host confirmed it (OVER_CREDIT_LIMIT otherwise, nothing written). A void reverses the stock row
 * and the charge (voidSale).
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { creditLimit } from '../../store/ledger'
import { pastLimitFact, postRows, requireCreditConfirmed, requireMember } from './accounts'
import { recordSale } from './goods'
import type { AccountMove, AccountSale } from '../../model/parlor'

export function sellToAccount(
  db: Database,
  input: { goodsId: number; quantity: number; playerId: number; confirmOverLimit?: boolean },
  now: number
): AccountSale {
  return db.transaction(() => {
    requireMember(db, input.playerId)
    let move: AccountMove | undefined
    const place = { tender: '', session_id: null, payer_id: input.playerId }
    const sale = recordSale(db, input, place, now, (sold) => {
      if (sold.totalCents === 0) {
        throw new AppError('FREE_GOODS', '这件商品售价为 0，不用记账。', 'This item is free: nothing to charge.')
      }
      const charge = {
        player_id: input.playerId,
        at: now,
        kind: 'goods' as const,
        amount_cents: -sold.totalCents,
        sale_id: sold.saleId,
        note: `${sold.goods.name} × ${input.quantity}${sold.goods.unit}`
      }
      move = requireCreditConfirmed(postRows(db, [charge]), input.confirmOverLimit === true)
      return {
        balanceAfterCents: move.balances[0].afterCents,
        creditLimitCents: creditLimit(db, input.playerId),
        ...pastLimitFact(move.warnings)
      }
    })
    const { entries, balances, warnings } = move!
    return {
      ...sale,
      playerId: input.playerId,
      entryId: entries[0].id,
      balanceAfterCents: balances[0].afterCents,
      warnings
    }
  })()
}
