import { existsSync } from 'node:fs'
import type { Database } from 'better-sqlite3'
import { BIG_CLUB, BIG_CLUB_FILE, generateClub } from '../../bench/clubGenerator'

/** A small generated club: every variant, open and closed sessions, backers in yaku. */
export function smallClub(db: Database, sessions = 240, seed = 7): void {
  generateClub(db, { players: 40, sessions, hands: sessions * 20, seed })
}

/**
 * The first `count` table sessions of the benchmark's big club when it has been built
 * (`npm run seed:big`), otherwise a club of that many sessions generated the same way.
 */
export function firstSessionsOfBigClub(db: Database, count: number): void {
  if (!existsSync(BIG_CLUB_FILE)) return smallClub(db, count, BIG_CLUB.seed)
  db.prepare('ATTACH DATABASE ? AS big').run(BIG_CLUB_FILE)
  try {
    db.transaction(() => {
      const last = (
        db.prepare('SELECT max(id) AS id FROM (SELECT id FROM big.table_sessions ORDER BY id LIMIT ?)').get(count) as {
          id: number
        }
      ).id
      db.exec('INSERT INTO players SELECT * FROM big.players')
      db.prepare('INSERT INTO table_sessions SELECT * FROM big.table_sessions WHERE id <= ?').run(last)
      for (const table of ['hands', 'session_seats', 'session_spectators']) {
        db.prepare(`INSERT INTO ${table} SELECT * FROM big.${table} WHERE session_id <= ?`).run(last)
      }
    })()
  } finally {
    db.exec('DETACH DATABASE big')
  }
}
