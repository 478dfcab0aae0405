import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { listBackups } from '../../../src-main/store/backup'
import { applyPendingMigrations, loadMigrations, schemaVersion } from '../../../src-main/store/migrations'
import { checkIntegrityInWorker } from '../../../src-main/store/integrity'
import { openStore } from '../../../src-main/store/open'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'

const migrations = loadMigrations(MIGRATIONS_DIR)
const latest = migrations.length

/** Builds a file at schema `version` holding one player, one setting, one session with a hand. */
function databaseAtVersion(version: number): string {
  const file = join(tempDir(), 'old.sqlite')
  const db = new Database(file)
  applyPendingMigrations(db, migrations.slice(0, version))
  db.prepare("INSERT INTO players (name, initials) VALUES ('张三', 'zs')").run()
  db.prepare("INSERT INTO settings (key, value) VALUES ('clubName', '\"老地方\"')").run()
  db.prepare(
    "INSERT INTO table_sessions (variant, seats, options, session_options, first_dealer) VALUES ('hangzhou', 2, '{}', '{}', 0)"
  ).run()
  db.prepare('INSERT INTO session_seats (session_id, seat, player_id) VALUES (1, 0, 1), (1, 1, 1)').run()
  db.prepare(
    "INSERT INTO hands (session_id, seq, input, result, engine_version) VALUES (1, 1, '{\"a\":1}', '{\"b\":2}', '1')"
  ).run()
  db.close()
  return file
}

describe('openStore', () => {
  it('creates a new database at the latest schema with WAL and foreign keys', async () => {
    const { db, migratedFrom } = await openStore({ file: join(tempDir(), 'new.sqlite'), migrationsDir: MIGRATIONS_DIR })
    expect(schemaVersion(db)).toBe(latest)
    expect(migratedFrom).toBe(0)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    db.close()
  })

  it.each(Array.from({ length: latest }, (_, index) => index + 1))(
    'upgrades a database at schema version %i with nothing lost, backing it up first when migrating',
    async (version) => {
      const file = databaseAtVersion(version)
      const backups = join(tempDir(), 'backups')
      const { db, migratedFrom } = await openStore({
        file,
        migrationsDir: MIGRATIONS_DIR,
        backupBeforeMigration: async (old) => {
          mkdirSync(backups, { recursive: true })
          await old.backup(join(backups, 'queji-20260101-000000-000-migration.sqlite'))
        }
      })
      expect(schemaVersion(db)).toBe(latest)
      expect(migratedFrom).toBe(version === latest ? null : version)
      expect(db.prepare('SELECT name, initials FROM players').all()).toEqual([{ name: '张三', initials: 'zs' }])
      expect(db.prepare('SELECT value FROM settings WHERE key = ?').get('clubName')).toEqual({ value: '"老地方"' })
      expect(db.prepare('SELECT input, result FROM hands').all()).toEqual([{ input: '{"a":1}', result: '{"b":2}' }])
      expect(listBackups(backups)).toHaveLength(version === latest ? 0 : 1)
      db.close()
    }
  )

  it('refuses a database from a newer app and leaves the file untouched', async () => {
    const file = databaseAtVersion(latest)
    const db = new Database(file)
    db.pragma(`user_version = ${latest + 1}`)
    db.close()
    const before = readFileSync(file)
    await expect(openStore({ file, migrationsDir: MIGRATIONS_DIR })).rejects.toMatchObject({ code: 'DB_TOO_NEW' })
    expect(readFileSync(file).equals(before)).toBe(true)
  })

  it('refuses a damaged file after its integrity check fails', async () => {
    const file = databaseAtVersion(latest)
    const bytes = readFileSync(file)
    const pageSize = bytes.readUInt16BE(16)
    // Scribble over the second page (the first table's b-tree) but keep the header intact.
    bytes.fill(0x5a, pageSize + 8, pageSize * 2)
    writeFileSync(file, bytes)
    await expect(openStore({ file, migrationsDir: MIGRATIONS_DIR })).rejects.toMatchObject({
      code: expect.stringMatching(/^DB_CORRUPT$|SQLITE_CORRUPT/)
    })
  })

  it('rolls back every pending migration when one fails', () => {
    const db = new Database(':memory:')
    const broken = [
      ...migrations,
      { version: latest + 1, name: 'broken.sql', sql: 'CREATE TABLE x (a); SELECT nonsense FROM nowhere;' }
    ]
    expect(() => applyPendingMigrations(db, broken)).toThrow()
    expect(schemaVersion(db)).toBe(0)
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get()).toEqual({ n: 0 })
  })
})

describe('integrity check of a big file, in a worker', () => {
  it('passes a sound file and fails a damaged one', async () => {
    const sound = databaseAtVersion(latest)
    await expect(checkIntegrityInWorker(sound)).resolves.toBeUndefined()
    const bytes = readFileSync(sound)
    bytes.fill(0x5a, bytes.readUInt16BE(16) + 8, bytes.readUInt16BE(16) * 2)
    const damaged = join(tempDir(), 'damaged.sqlite')
    writeFileSync(damaged, bytes)
    await expect(checkIntegrityInWorker(damaged)).rejects.toMatchObject({ code: 'DB_CORRUPT' })
  })
})
