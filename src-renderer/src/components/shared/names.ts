import type { Party } from '../../../../src-main/scoring'
import type { HandView, SessionView } from '../../../../src-main/api/types'
import { i18n } from '../../i18n'

/** A table's name in every list and print: its title, else the parlor table (1号桌), else 牌局 N. */
export function sessionTitle(session: { id: number; title: string; tableName: string | null }): string {
  return session.title || session.tableName || i18n.global.t('sessions.tableNumber', { id: session.id })
}

export function seatName(session: SessionView, seat: number): string {
  return session.players[seat]?.name ?? String(seat + 1)
}

/** Who a transfer is from or to: a seat's player, a backer, or `nobody` (a penalty paid to no one). */
export function partyName(session: SessionView, party: Party | null, nobody: string): string {
  if (party === null) return nobody
  if (typeof party === 'number') return seatName(session, party)
  return session.backers.find((backer) => backer.backerId === party)?.name ?? party
}

/** The session as it was seated in `hand`: a seat handed over later still names who played that hand. */
export function seatedFor(session: SessionView, hand: HandView): SessionView {
  if (hand.seatNames.every((name, seat) => name === session.players[seat]?.name)) return session
  return {
    ...session,
    players: session.players.map((player, seat) => ({ ...player, name: hand.seatNames[seat] ?? player.name }))
  }
}

/** A seat's players in the order they sat (乙 → 戊). */
export function seatTitle(session: SessionView, seat: number): string {
  const names = session.handovers.filter((handover) => handover.seat === seat).map((handover) => handover.previous.name)
  return [...names, seatName(session, seat)].join(' → ')
}

/** A name too wide for a seat at the normal size: more than five Chinese characters, or about ten letters. */
export function isLongName(name: string): boolean {
  const width = [...name].reduce((sum, char) => sum + (/[\u2E80-\uFFEF]/.test(char) ? 1 : 0.55), 0)
  return width > 5
}
