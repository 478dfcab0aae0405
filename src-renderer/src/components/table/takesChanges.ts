import type { SessionView } from '../../../../src-main/api/types'

/** Hands can be recorded and corrected: the table is open and was not voided. */
export function takesChanges(session: Pick<SessionView, 'status' | 'voidedAt'>): boolean {
  return session.status === 'open' && !session.voidedAt
}
