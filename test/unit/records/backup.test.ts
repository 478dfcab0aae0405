import { describe, expect, it } from 'vitest'
import type { Database } from 'better-sqlite3'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { getSessionView } from '../../../src-main/services/sessions'
import { latestVersion, loadMigrations } from '../../../src-main/store/migrations'
import { dumpDatabase, MIGRATIONS_DIR, openTestContext } from '../../support/context'
import { firstSessionsOfBigClub, smallClub } from '../../support/club'
import { addPlayers } from '../../support/fixtures'
import { storedSessionPlayers } from '../../support/recordsOracle'

const sessionIds = (db: Database) =>
  (db.prepare('SELECT id FROM table_sessions ORDER BY id').all() as { id: number }[]).map((row) => row.id)

function withoutImportEntry(dump: Record<string, unknown[]>): Record<string, unknown[]> {
  return { ...dump, audit_log: dump.audit_log.slice(0, -1) }
}

async function exportedClub(sessions = 30) {
  const source = await openTestContext()
  smallClub(source.db, sessions)
  return { source, backup: exportJsonBackup(source.db) }
}

describe('JSON backup', () => {
  it('round-trips the big club’s first 1,000 sessions exactly: every table, session and total', async () => {
    const source = await openTestContext()
    firstSessionsOfBigClub(source.db, 1000)
    const backup = exportJsonBackup(source.db)
    expect(backup).toMatchObject({
      fileName: expect.stringMatching(/^queji-backup-\d{4}-\d\d-\d\d\.json$/),
      encoding: 'utf8'
    })
    expect(JSON.parse(backup.content)).toMatchObject({
      app: 'queji-mahjong-ledger',
      format: 1,
      schemaVersion: latestVersion(loadMigrations(MIGRATIONS_DIR))
    })
    const target = await openTestContext()
    const outcome = importJsonBackup(target, backup.content)
    expect(outcome.sessions).toBe(1000)
    expect(withoutImportEntry(dumpDatabase(target))).toEqual(dumpDatabase(source))
    expect(storedSessionPlayers(target.db)).toEqual(storedSessionPlayers(source.db))
    for (const id of sessionIds(source.db).filter((_, index) => index % 97 === 0)) {
      expect(getSessionView(target.db, id)).toEqual(getSessionView(source.db, id))
    }
  }, 120_000)

  it('refuses a truncated or malformed file and changes nothing', async () => {
    const { backup } = await exportedClub()
    const target = await openTestContext()
    const before = dumpDatabase(target)
    const document = JSON.parse(backup.content)
    const broken = [
      backup.content.slice(0, Math.floor(backup.content.length / 2)),
      JSON.stringify({ ...document, app: 'other' }),
      JSON.stringify({ ...document, schemaVersion: 99 }),
      JSON.stringify({
        ...document,
        tables: { ...document.tables, hands: [{ ...document.tables.hands[0], deleted: 2 }] }
      }),
      JSON.stringify({
        ...document,
        tables: { ...document.tables, hands: [{ ...document.tables.hands[0], result: '{"deltas":' }] }
      }),
      // A seat of a player the file does not hold: valid rows, contradicting each other.
      JSON.stringify({ ...document, tables: { ...document.tables, players: document.tables.players.slice(1) } })
    ]
    for (const text of broken) {
      let thrown: unknown
      try {
        importJsonBackup(target, text)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toMatchObject({
        code: 'IMPORT_INVALID',
        messageZh: expect.stringMatching(/^无法导入：.*数据库没有任何改动。$/)
      })
      expect((thrown as Error).message).toMatch(/^Cannot import: .* Nothing was changed\.$/)
      expect(dumpDatabase(target)).toEqual(before)
    }
  }, 60_000)

  it('imports only into a database without players or sessions', async () => {
    const { backup } = await exportedClub()
    const target = await openTestContext()
    addPlayers(target.db, ['张三'])
    const before = dumpDatabase(target)
    expect(() => importJsonBackup(target, backup.content)).toThrow(
      expect.objectContaining({ code: 'IMPORT_TARGET_NOT_EMPTY' })
    )
    expect(dumpDatabase(target)).toEqual(before)
  }, 60_000)
})
