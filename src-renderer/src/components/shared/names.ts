import type { Party } from '../../../../src-main/scoring'
import type { SessionView } from '../../../../src-main/api/types'

export function seatName(session: SessionView, seat: number): string {
  return session.players[seat]?.name ?? String(seat + 1)
}

/** Who a transfer is from or to: a seat's player, a backer, or `nobody` (a penalty paid to no one). */
export function partyName(session: SessionView, party: Party | null, nobody: string): string {
  if (party === null) return nobody
  if (typeof party === 'number') return seatName(session, party)
  return session.spectators.find((spectator) => spectator.backerId === party)?.name ?? party
}

/** A name too wide for a seat at the normal size: more than five Chinese characters, or about ten letters. */
export function isLongName(name: string): boolean {
  const width = [...name].reduce((sum, char) => sum + (/[\u2E80-\uFFEF]/.test(char) ? 1 : 0.55), 0)
  return width > 5
}
