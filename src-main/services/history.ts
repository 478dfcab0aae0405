import type { Database } from 'better-sqlite3'
import { historyPage, seatRecords } from '../store/records'
import type { SessionSummary } from '../store/sessions'
import { tableNamesOf } from '../store/parlor'
import { getParlorSettings } from './parlor/setup'
import { businessDayInstants, type DayFilter } from './time/businessDay'

/** A person who sat at the table (a seat handed over mid-session has one for each of its players). */
export interface HistorySeat {
  seat: number
  playerId: number
  name: string
  /** The settled total once closed (two-player rules applied), the running sum while open. */
  points: number
  /** The sum of this person's hands, before the two-player rules. */
  rawPoints: number
  /** The hands this person played. */
  hands: number
  /** Settled money after the table fee, in cents; null while the session is open. */
  moneyCents: number | null
}

export interface HistoryItem extends SessionSummary {
  /** The parlor table it was played at (1号桌); null for a table not at the parlor. */
  tableName: string | null
  handCount: number
  players: HistorySeat[]
}

export interface HistoryPage {
  total: number
  page: number
  pageSize: number
  items: HistoryItem[]
}

export interface HistoryQuery extends DayFilter {
  playerId?: number
  variant?: string
  /** 1-based. */
  page: number
  pageSize: number
}

/** One page of table sessions, newest first, each with its seats' totals. */
export function listHistory(db: Database, query: HistoryQuery): HistoryPage {
  const { page, pageSize, fromDay, toDay, ...filter } = query
  const range = businessDayInstants({ fromDay, toDay }, getParlorSettings(db))
  const { total, rows } = historyPage(db, { ...filter, ...range, limit: pageSize, offset: (page - 1) * pageSize })
  const seats = seatRecords(
    db,
    rows.map((row) => row.id)
  )
  const tableNames = tableNamesOf(
    db,
    rows.map((row) => row.id)
  )
  const items = rows.map((row) => {
    const seatsOfRow = seats.filter((seat) => seat.sessionId === row.id)
    return {
      ...row,
      tableName: tableNames.get(row.id) ?? null,
      // Every hand is played at seat 0, by one or another of its players.
      handCount: seatsOfRow.filter((seat) => seat.seat === 0).reduce((total, seat) => total + seat.hands, 0),
      players: seatsOfRow.map(({ seat, playerId, name, points, rawPoints, hands, moneyCents }) => ({
        seat,
        playerId,
        name,
        points,
        rawPoints,
        hands,
        moneyCents
      }))
    }
  })
  return { total, page, pageSize, items }
}
