import type { Party } from '../../../../src-main/scoring'
import type { SessionView } from '../../../../src-main/services/sessions'

/** A spectator's id in hand inputs and results (`p17`). */
export function backerId(playerId: number): string {
  return `p${playerId}`
}

/** The player id behind a backer id, or null when it is not one. */
export function backerPlayerId(id: string): number | null {
  const match = /^p(\d+)$/.exec(id)
  return match ? Number(match[1]) : null
}

export function seatName(session: SessionView, seat: number): string {
  return session.players[seat]?.name ?? String(seat + 1)
}

/** Who a transfer is from or to: a seat's player, a backer, or `nobody` (a penalty paid to no one). */
export function partyName(session: SessionView, party: Party | null, nobody: string): string {
  if (party === null) return nobody
  if (typeof party === 'number') return seatName(session, party)
  const playerId = backerPlayerId(party)
  return session.spectators.find((spectator) => spectator.id === playerId)?.name ?? party
}
