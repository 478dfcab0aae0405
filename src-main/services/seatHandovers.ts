/**
 * A seat handed to another player mid-session (a 诈和 offender leaves, someone goes home): the
 * hands so far stay with the player who played them, later hands are the new player's. A player
 * takes at most one place at a table over the whole session (seated, once seated, or backing), so
 * each person has one span and one line in the settlement and the records.
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../errors'
import { writeAudit } from '../store/audit'
import { deleteHandover, handoversOf, insertHandover, type HandoverRow } from '../store/handovers'
import { hasHandsAfter, lastSeqOf, type SessionRead } from '../store/sessionRead'
import { openersOf } from '../store/sessions'
import { foundPlayer, refuseArchived } from './roster'

/** The player at each seat in the hand with this seq (Infinity: now). */
export function holdersAt(openers: readonly number[], handovers: readonly HandoverRow[], seq: number): number[] {
  const holders = [...openers]
  for (const handover of handovers) if (handover.after_seq < seq) holders[handover.seat] = handover.player_id
  return holders
}

/** Who holds each seat now, for each of these sessions: their seats and handovers read once for all. */
export function holdersNow(db: Database, sessionIds: readonly number[]): Map<number, number[]> {
  const openers = openersOf(db, sessionIds)
  const handovers = handoversOf(db, sessionIds)
  return new Map(sessionIds.map((id) => [id, holdersAt(openers.get(id)!, handovers.get(id)!, Infinity)]))
}

export interface HandOverInput {
  sessionId: number
  seat: number
  playerId: number
}

/** Refuses a seat the table does not have (`seats`: its seat count). */
export function requireSeat(seats: number, seat: number): void {
  if (seat < 0 || seat >= seats)
    throw new AppError('BAD_SEAT', `没有第 ${seat + 1} 个座位。`, `There is no seat ${seat + 1}.`)
}

/**
 * Checks come first, so a refused handover changes nothing. `read` holds the player taking over
 * among its people. Returns who holds each seat now.
 */
function checkHandover(read: SessionRead, input: HandOverInput): number[] {
  requireSeat(read.session.seats, input.seat)
  const player = refuseArchived(foundPlayer(read.people.get(input.playerId), input.playerId))
  const holders = holdersAt(read.openers, read.handovers, Infinity)
  if (holders[input.seat] === input.playerId) {
    throw new AppError(
      'SAME_PLAYER',
      `“${player.name}”已经坐在这个座位上。`,
      `${player.name} already sits in this seat.`
    )
  }
  const atTable = new Set([...read.openers, ...read.handovers.map((handover) => handover.player_id), ...read.backers])
  if (atTable.has(input.playerId)) {
    throw new AppError(
      'PLAYER_AT_TABLE',
      `“${player.name}”已在这一桌（坐过或是支持者），不能再接替座位。`,
      `${player.name} already has a place at this table (seated before or backing) and cannot take over a seat.`
    )
  }
  const last = read.handovers.filter((handover) => handover.seat === input.seat).at(-1)
  if (last && !hasHandsAfter(read, last.after_seq)) {
    throw new AppError(
      'SEAT_JUST_HANDED_OVER',
      '这个座位刚换过人，还没打一局。请先撤回那次换人再换。',
      'This seat was just handed over and no hand was played since. Take that change back first.'
    )
  }
  return holders
}

/**
 * Hands the seat over from the next hand on, audited; returns the read with the handover in it.
 * Run inside the caller's transaction.
 */
export function handOverSeat(db: Database, read: SessionRead, input: HandOverInput): SessionRead {
  const from = checkHandover(read, input)[input.seat]
  const afterSeq = lastSeqOf(read)
  const handover = insertHandover(db, {
    session_id: input.sessionId,
    seat: input.seat,
    after_seq: afterSeq,
    player_id: input.playerId
  })
  writeAudit(db, {
    entity: 'session',
    entityId: input.sessionId,
    sessionId: input.sessionId,
    action: 'handover',
    before: { seat: input.seat, playerId: from },
    after: { seat: input.seat, playerId: input.playerId, afterSeq }
  })
  return { ...read, handovers: [...read.handovers, handover] }
}

/**
 * Takes back the seat's last handover while no hand was recorded after it, audited; returns the
 * read without it. Inside the caller's transaction.
 */
export function takeBackHandover(db: Database, read: SessionRead, seat: number): SessionRead {
  requireSeat(read.session.seats, seat)
  const sessionId = read.session.id
  const last = read.handovers.filter((handover) => handover.seat === seat).at(-1)
  if (!last) {
    throw new AppError('NO_HANDOVER', '这个座位没有换过人。', 'This seat was never handed over.')
  }
  if (hasHandsAfter(read, last.after_seq)) {
    throw new AppError(
      'HANDOVER_HAS_HANDS',
      '换人后已经记过牌局，不能撤回这次换人。',
      'Hands were recorded after this change; it can no longer be taken back.'
    )
  }
  deleteHandover(db, last)
  writeAudit(db, {
    entity: 'session',
    entityId: sessionId,
    sessionId,
    action: 'takeBackHandover',
    before: { seat, playerId: last.player_id, afterSeq: last.after_seq }
  })
  return { ...read, handovers: read.handovers.filter((handover) => handover !== last) }
}
