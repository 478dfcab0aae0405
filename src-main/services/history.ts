import type { Database } from 'better-sqlite3'
import { historyPage, seatRecords } from '../store/records'
import { tableNamesOf } from '../store/parlor'
import { getParlorSettings } from './parlor/setup'
import { businessDayInstants, type DayFilter } from './time/businessDay'
import type { HistoryPage } from '../model/sessions'

interface HistoryQuery extends DayFilter {
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
