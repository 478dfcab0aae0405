/**
 * Everything a request reads of one table session, in one read: its row, who sat down and who
 * took over which seat, its backers and all these people, and its hands decoded.
 */
import type { Database } from 'better-sqlite3'
import { readSessionHands, type HandPlace, type StoredHand } from './hands'
import { sessionHandovers, type HandoverRow } from './handovers'
import { getPlayers } from './players'
import { getSession, openerIds, backerPlayerIds, type StoredSession } from './sessions'
import type { Player } from '../model/players'

export interface SessionRead {
  session: StoredSession
  /** Who sat down at each seat when the table opened. */
  openers: number[]
  /** Seats handed over, in the order they were. */
  handovers: HandoverRow[]
  backers: number[]
  /** Everyone above, by id. */
  people: Map<number, Player>
  /** The live hands, in order. */
  hands: StoredHand[]
  /** Every hand, deleted ones too, in order. */
  places: HandPlace[]
}

/**
 * `accept` checks the session before the rest is read (a closed table is refused before its hands
 * are decoded). `newcomers`: people the request brings to the table (one taking over a seat), read
 * with the table's own.
 */
export function readSession(
  db: Database,
  id: number,
  accept: (session: StoredSession) => void = () => {},
  newcomers: readonly number[] = []
): SessionRead | undefined {
  const session = getSession(db, id)
  if (!session) return undefined
  accept(session)
  return readSessionOf(db, session, newcomers)
}

/** The rest of the session whose row the request has read already (see readSession). */
export function readSessionOf(db: Database, session: StoredSession, newcomers: readonly number[] = []): SessionRead {
  const { id } = session
  const openers = openerIds(db, id)
  const handovers = sessionHandovers(db, id)
  const backers = backerPlayerIds(db, id)
  const people = getPlayers(db, [
    ...openers,
    ...handovers.map((handover) => handover.player_id),
    ...backers,
    ...newcomers
  ])
  const { live, places } = readSessionHands(db, id)
  return { session, openers, handovers, backers, people, hands: live, places }
}

/**
 * The table's last boundary as read: the largest seq of any hand (deleted ones too) or handover. A
 * new hand comes after it, so it is always the current players'; a new handover is placed at it.
 */
export function lastSeqOf(read: SessionRead): number {
  return Math.max(0, ...read.places.map((place) => place.seq), ...read.handovers.map((handover) => handover.after_seq))
}

/** Whether any hand (deleted ones too) was recorded after `seq`. */
export function hasHandsAfter(read: SessionRead, seq: number): boolean {
  return read.places.some((place) => place.seq > seq)
}
