import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'
import type { Player } from '../model/players'

export interface PlayerFields {
  name: string
  nickname: string
  phone: string
  note: string
}

interface PlayerRow {
  id: number
  name: string
  nickname: string
  phone: string
  note: string
  is_guest: number
  archived_at: string | null
  created_at: string
}

const COLUMNS = 'id, name, nickname, phone, note, is_guest, archived_at, created_at'

function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    phone: row.phone,
    note: row.note,
    isGuest: row.is_guest === 1,
    archivedAt: row.archived_at,
    createdAt: row.created_at
  }
}

export function getPlayer(db: Database, id: number): Player | undefined {
  const row = prepare(db, `SELECT ${COLUMNS} FROM players WHERE id = ?`).get(id) as PlayerRow | undefined
  return row && toPlayer(row)
}

/** These players, by id, in one read. */
export function getPlayers(db: Database, ids: readonly number[]): Map<number, Player> {
  const rows = prepare(db, `SELECT ${COLUMNS} FROM players WHERE id IN (SELECT value FROM json_each(?))`).all(
    JSON.stringify([...new Set(ids)])
  ) as PlayerRow[]
  return new Map(rows.map((row) => [row.id, toPlayer(row)]))
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** Matches name, nickname or phone by substring, and pinyin (`zs` and `zhangsan` find 张三); sorted by pinyin. */
export function searchPlayers(
  db: Database,
  { query, includeArchived, limit }: { query: string; includeArchived: boolean; limit: number }
): Player[] {
  const needle = query.trim().toLowerCase()
  const pattern = `%${escapeLike(needle)}%`
  const rows = prepare(
    db,
    `SELECT ${COLUMNS} FROM players
       WHERE (? OR archived_at IS NULL)
         AND (? = '' OR name LIKE ? ESCAPE '\\' OR nickname LIKE ? ESCAPE '\\'
              OR phone LIKE ? ESCAPE '\\' OR initials LIKE ? ESCAPE '\\')
       ORDER BY archived_at IS NOT NULL, is_guest, initials, name COLLATE NOCASE, id
       LIMIT ?`
  ).all(includeArchived ? 1 : 0, needle, pattern, pattern, pattern, pattern, limit) as PlayerRow[]
  return rows.map(toPlayer)
}

export function playersNamed(db: Database, name: string, exceptId: number | null): Player[] {
  const rows = prepare(db, `SELECT ${COLUMNS} FROM players WHERE name = ? AND id IS NOT ? ORDER BY id`).all(
    name.trim(),
    exceptId
  ) as PlayerRow[]
  return rows.map(toPlayer)
}

export function insertPlayer(db: Database, fields: PlayerFields & { initials: string; isGuest: boolean }): number {
  const info = prepare(
    db,
    'INSERT INTO players (name, nickname, phone, note, initials, is_guest) VALUES (?, ?, ?, ?, ?, ?)'
  ).run(fields.name, fields.nickname, fields.phone, fields.note, fields.initials, fields.isGuest ? 1 : 0)
  return Number(info.lastInsertRowid)
}

export function updatePlayerRow(db: Database, id: number, fields: PlayerFields & { initials: string }): void {
  prepare(
    db,
    `UPDATE players SET name = ?, nickname = ?, phone = ?, note = ?, initials = ?,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`
  ).run(fields.name, fields.nickname, fields.phone, fields.note, fields.initials, id)
}

export function setArchived(db: Database, id: number, archived: boolean): void {
  prepare(
    db,
    `UPDATE players SET archived_at = ${archived ? "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')" : 'NULL'},
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`
  ).run(id)
}

export function countGuests(db: Database): number {
  return (prepare(db, 'SELECT count(*) AS n FROM players WHERE is_guest = 1').get() as { n: number }).n
}

/** Deletes a player no table, account or record refers to; false when something still does. */
export function deleteUnreferencedPlayer(db: Database, id: number): boolean {
  try {
    prepare(db, 'DELETE FROM players WHERE id = ?').run(id)
    return true
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return false
    throw error
  }
}
