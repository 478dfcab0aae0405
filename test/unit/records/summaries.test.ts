import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deleteHand, editHand, recordHand, undoLastChange } from '../../../src-main/services/hands'
import { closeSession, reopenSession } from '../../../src-main/services/sessions'
import { applyPendingMigrations, loadMigrations } from '../../../src-main/store/migrations'
import { openStore } from '../../../src-main/store/open'
import { MIGRATIONS_DIR, openTestContext, tempDir } from '../../support/context'
import { openTable, win } from '../../support/fixtures'
import { recomputedSessionPlayers, storedSessionPlayers } from '../../support/recordsOracle'
import type { Database as Db } from 'better-sqlite3'

const qidui = { pattern: 'qidui' }
const pinghu = { pattern: 'pinghu' }

function expectSummariesCurrent(db: Db): void {
  expect(storedSessionPlayers(db)).toEqual(recomputedSessionPlayers(db))
}

function playSichuan(db: Db) {
  const table = openTable(db, 'sichuan')
  const first = recordHand(db, table.id, win(1, 3, qidui)).changes[0].handId
  recordHand(db, table.id, {
    events: [
      { type: 'win', winner: 1, from: 0, ...pinghu },
      { type: 'win', winner: 2, from: 0, ...qidui }
    ],
    supporters: []
  })
  recordHand(db, table.id, win(2, null, pinghu))
  return { table, first }
}

describe('club record summaries', () => {
  it('are a row per seat, counting wins, self-draws, deal-ins, points and the biggest win', async () => {
    const { db } = await openTestContext()
    const { table, first } = playSichuan(db)
    const rows = storedSessionPlayers(db)
    expect(rows.map((row) => [row.seat, row.hands, row.wins, row.self_draws, row.deal_ins])).toEqual([
      [0, 3, 0, 0, 2],
      [1, 3, 2, 0, 0],
      [2, 3, 2, 1, 0],
      [3, 3, 0, 0, 1]
    ])
    expect(rows[1]).toMatchObject({ session_id: table.id, best_hand_id: expect.any(Number), money_cents: null })
    expect(rows[1].best_points).toBeGreaterThan(0)
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(0)
    expect(rows.find((row) => row.best_hand_id === first)?.seat).toBe(1)
    expectSummariesCurrent(db)
  })

  it('stay equal to a recomputation through edits, deletes, undo, close and reopen', async () => {
    const { db } = await openTestContext()
    const { table, first } = playSichuan(db)
    editHand(db, first, win(0, 2, pinghu))
    expectSummariesCurrent(db)
    deleteHand(db, first)
    expectSummariesCurrent(db)
    undoLastChange(db, table.id) // the delete
    expectSummariesCurrent(db)
    undoLastChange(db, table.id) // the edit
    expectSummariesCurrent(db)
    deleteHand(db, first)
    closeSession(db, table.id) // purges the deleted hand
    expectSummariesCurrent(db)
    expect(storedSessionPlayers(db).every((row) => row.money_cents !== null)).toBe(true)
    reopenSession(db, table.id)
    expectSummariesCurrent(db)
    expect(storedSessionPlayers(db).every((row) => row.money_cents === null)).toBe(true)
  })

  it('are backfilled when a schema version 1 database with play is migrated', async () => {
    // The play is recorded by today's services, then copied into a schema version 1 file.
    const { db: played } = await openTestContext()
    const { table } = playSichuan(played)
    closeSession(played, table.id)
    playSichuan(played)
    const file = join(tempDir(), 'v1.sqlite')
    const v1 = new Database(file)
    v1.pragma('foreign_keys = ON')
    applyPendingMigrations(v1, loadMigrations(MIGRATIONS_DIR).slice(0, 1))
    for (const name of ['players', 'table_sessions', 'session_seats', 'session_spectators', 'hands']) {
      const columns = (v1.pragma(`table_info(${name})`) as { name: string }[]).map((column) => column.name)
      const insert = v1.prepare(
        `INSERT INTO ${name} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`
      )
      for (const row of played.prepare(`SELECT ${columns.join(', ')} FROM ${name}`).all()) insert.run(row)
    }
    v1.close()
    const { db, migratedFrom } = await openStore({ file, migrationsDir: MIGRATIONS_DIR })
    expect(migratedFrom).toBe(1)
    expect(storedSessionPlayers(db)).toHaveLength(8)
    expectSummariesCurrent(db)
  })
})
