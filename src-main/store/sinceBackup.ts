/** What the live data holds that a backup taken at a given time does not: what restoring it undoes. */
import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'

interface OpenTableRow {
  session_id: number
  title: string
  table_name: string | null
  started_at: string
}

/** Tables in play now (not voided), with their parlor table's name when they run on one. */
export function openTableRows(db: Database): OpenTableRow[] {
  return prepare(
    db,
    `SELECT s.id AS session_id, s.title, t.name AS table_name, s.started_at FROM table_sessions s
     LEFT JOIN table_clocks c ON c.session_id = s.id LEFT JOIN parlor_tables t ON t.id = c.table_id
     WHERE s.status = 'open' AND s.voided_at IS NULL ORDER BY s.id`
  ).all() as OpenTableRow[]
}

/** Hands recorded or changed after `since` (an ISO instant), per session. */
export function handsChangedSince(db: Database, since: string): { session_id: number; hands: number }[] {
  return prepare(
    db,
    `SELECT session_id, count(*) AS hands FROM hands WHERE updated_at > ? GROUP BY session_id ORDER BY session_id`
  ).all(since) as { session_id: number; hands: number }[]
}

interface MovementRow {
  id: number
  player_id: number
  name: string
  at: number
  kind: string
  amount_cents: number
}

/** Account movements recorded after `sinceMs`, oldest first. */
export function movementsSince(db: Database, sinceMs: number): MovementRow[] {
  return prepare(
    db,
    `SELECT l.id, l.player_id, p.name, l.at, l.kind, l.amount_cents FROM account_ledger l
     JOIN players p ON p.id = l.player_id WHERE l.at > ? ORDER BY l.at, l.id`
  ).all(sinceMs) as MovementRow[]
}
