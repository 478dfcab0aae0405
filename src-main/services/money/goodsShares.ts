/**
 * Who pays the goods sold to a table. PURE, integer cents. A sale names the player who ordered
 * it, or nobody: then it is split among the seats like the time fee (the same payer mode and
 * seat nets) and each seat's share stays with the seat's holder at the close.
 */
import { allocateFee } from '../fees/payers'
import { holdsSeatAtClose } from '../settlement'
import type { SettlementParty } from '../../model/sessions'
import type { FeePayer } from '../../model/parlor'

interface TableSale {
  totalCents: number
  /** The player who ordered it and pays it; null: split like the time fee. */
  payerId: number | null
}

/** Each person's goods share by party key; every sale's cents land on exactly one or more persons. */
export function goodsShares(
  parties: readonly SettlementParty[],
  sales: readonly TableSale[],
  split: { payer: FeePayer; seatNets: number[] }
): Record<string, number> {
  const shares: Record<string, number> = {}
  const add = (key: string, cents: number) => {
    if (cents !== 0) shares[key] = (shares[key] ?? 0) + cents
  }
  const holders = parties.filter((party) => party.role === 'seat' && holdsSeatAtClose(party))
  // A payer who sat more than once (left and came back) pays as the last person they were.
  const personOf = (playerId: number) => {
    const party = parties.findLast((candidate) => candidate.role === 'seat' && candidate.playerId === playerId)
    if (!party) throw new Error(`goods payer ${playerId} did not sit at the table`)
    return party
  }
  let splitCents = 0
  for (const sale of sales) {
    if (sale.payerId === null) splitCents += sale.totalCents
    else add(personOf(sale.payerId).key, sale.totalCents)
  }
  const seatShares = allocateFee(splitCents, split.seatNets, split.payer)
  for (const holder of holders) add(holder.key, seatShares[holder.seat!])
  return shares
}
