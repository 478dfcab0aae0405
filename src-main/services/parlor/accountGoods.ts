/**
 * Goods sold to a member's account (挂账): one transaction writes the sale (its payer the member,
 * no session, no tender), its stock row and the account's charge naming the sale. Past zero stock
 * or past the member's credit limit the sale goes through and says so, as other debits do. A void
 * reverses the stock row and the charge (voidSale).
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { postRows, requireMember } from './accounts'
import { recordSale } from './goods'
import type { AccountSale } from '../../model/parlor'

export function sellToAccount(
  db: Database,
  input: { goodsId: number; quantity: number; playerId: number },
  now: number
): AccountSale {
  return db.transaction(() => {
    requireMember(db, input.playerId)
    const sale = recordSale(db, input, { tender: '', session_id: null, payer_id: input.playerId }, now)
    if (sale.totalCents === 0) {
      throw new AppError('FREE_GOODS', '这件商品售价为 0，不用记账。', 'This item is free: nothing to charge.')
    }
    const move = postRows(db, [
      {
        player_id: input.playerId,
        at: now,
        kind: 'goods',
        amount_cents: -sale.totalCents,
        sale_id: sale.saleId,
        note: `${sale.goods.name} × ${input.quantity}${sale.goods.unit}`
      }
    ])
    return {
      ...sale,
      playerId: input.playerId,
      entryId: move.entries[0].id,
      balanceAfterCents: move.balances[0].afterCents,
      warnings: move.warnings
    }
  })()
}
