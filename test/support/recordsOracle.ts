/** The club-record summaries recomputed in plain JavaScript from the hands and sessions, to check the triggers. */
import type { Database } from 'better-sqlite3'
import type { HandInput, HandResult } from '../../src-main/scoring'
import type { Settlement } from '../../src-main/model/sessions'

export interface SessionPlayerRecord {
  session_id: number
  seat: number
  player_id: number
  variant: string
  started_at: string
  hands: number
  wins: number
  self_draws: number
  deal_ins: number
  points: number
  best_points: number | null
  best_hand_id: number | null
  money_cents: number | null
  settled_points: number | null
}

export function storedSessionPlayers(db: Database): SessionPlayerRecord[] {
  return db
    .prepare(
      `SELECT session_id, seat, player_id, variant, started_at, hands, wins, self_draws, deal_ins, points, best_points,
              best_hand_id, money_cents, settled_points FROM session_players ORDER BY session_id, seat, from_seq`
    )
    .all() as SessionPlayerRecord[]
}

interface SessionRow {
  id: number
  variant: string
  started_at: string
  settlement: string | null
}

export function recomputedSessionPlayers(db: Database): SessionPlayerRecord[] {
  const sessions = new Map(
    (db.prepare('SELECT id, variant, started_at, settlement FROM table_sessions').all() as SessionRow[]).map((row) => [
      row.id,
      row
    ])
  )
  const hands = db
    .prepare('SELECT id, session_id, seq, input, result FROM hands WHERE deleted = 0 ORDER BY id')
    .all() as {
    id: number
    session_id: number
    seq: number
    input: string
    result: string
  }[]
  const handsOf = new Map<number, typeof hands>()
  for (const hand of hands) handsOf.set(hand.session_id, [...(handsOf.get(hand.session_id) ?? []), hand])
  // Each person who sat: the opening player of a seat, then each handover's player, with their span of seqs.
  const people = db
    .prepare(
      `SELECT session_id, seat, player_id, 0 AS from_seq FROM session_seats
       UNION ALL SELECT session_id, seat, player_id, after_seq FROM seat_handovers
       ORDER BY session_id, seat, from_seq`
    )
    .all() as { session_id: number; seat: number; player_id: number; from_seq: number }[]
  const spans = people.map((person, index) => {
    const next = people[index + 1]
    const last = !next || next.session_id !== person.session_id || next.seat !== person.seat
    return { ...person, to_seq: last ? Infinity : next.from_seq }
  })
  // One who handed the seat over before playing in it leaves no row.
  return spans
    .filter((span) => span.from_seq < span.to_seq)
    .map(({ session_id, seat, player_id, from_seq, to_seq }) => {
      const session = sessions.get(session_id)!
      const record: SessionPlayerRecord = {
        session_id,
        seat,
        player_id,
        variant: session.variant,
        started_at: session.started_at,
        hands: 0,
        wins: 0,
        self_draws: 0,
        deal_ins: 0,
        points: 0,
        best_points: null,
        best_hand_id: null,
        money_cents: null,
        settled_points: null
      }
      for (const hand of (handsOf.get(session_id) ?? []).filter((h) => h.seq > from_seq && h.seq <= to_seq)) {
        const input = JSON.parse(hand.input) as HandInput
        const result = JSON.parse(hand.result) as HandResult
        const wins = input.events.filter((event) => event.type === 'win')
        const won = wins.filter((event) => event.winner === seat)
        const delta = result.deltas[seat]
        record.hands += 1
        record.wins += won.length
        record.self_draws += won.filter((event) => event.from === null || event.from === undefined).length
        record.deal_ins += wins.filter((event) => event.from === seat).length
        record.points += delta
        if (won.length > 0 && (record.best_points === null || delta > record.best_points)) {
          record.best_points = delta
          record.best_hand_id = hand.id
        }
      }
      const settlement = session.settlement === null ? null : (JSON.parse(session.settlement) as Settlement)
      const party = settlement?.parties.find(
        (candidate) =>
          candidate.role === 'seat' && candidate.playerId === player_id && parseInt(candidate.key.slice(5)) === seat
      )
      record.money_cents = party?.netCents ?? null
      record.settled_points = party?.points ?? null
      return record
    })
}

/** What the records show for a seat: the settled total once closed, the hands' sum while open. */
export function shownPoints(record: SessionPlayerRecord): number {
  return record.settled_points ?? record.points
}
