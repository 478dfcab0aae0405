/** A debit that takes (or would take) a member past the credit limit: said out loud, asked first. */
export interface CreditWarning {
  playerId: number
  name: string
  balanceCents: number
  creditLimitCents: number
}
