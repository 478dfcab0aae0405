import { mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createHandlers } from '../../../src-main/api/handlers'
import { dispatch } from '../../../src-main/api/dispatch'
import type { AppContext } from '../../../src-main/context'
import { backupNow, backupDir, dailyBackupIfDue, listBackupFiles } from '../../../src-main/services/backup'
import { createPlayer, listPlayers } from '../../../src-main/services/roster'
import { updateSettings } from '../../../src-main/services/settings'
import { BACKUPS_KEPT, backupDatabase, listBackups } from '../../../src-main/store/backup'
import { applyPendingMigrations, loadMigrations, schemaVersion } from '../../../src-main/store/migrations'
import { openStore } from '../../../src-main/store/open'
import { dumpDatabase, MIGRATIONS_DIR, openTestContext, tempDir } from '../../support/context'
import { restoreBackup, restoreThroughApi } from '../../support/restore'

const migrations = loadMigrations(MIGRATIONS_DIR)
const player = { nickname: '', phone: '', note: '', allowDuplicate: true }
const CANDIDATE = 'queji-20260101-000000-000-manual.sqlite'

/** A live database with a few players and one good backup of it in the backup folder. */
async function liveWithBackup(): Promise<AppContext> {
  const ctx = await openTestContext()
  for (const name of ['张三', '李四', '王五']) createPlayer(ctx.db, { name, ...player })
  await backupNow(ctx)
  return ctx
}

/** A database file at the latest schema holding `players` players (to make it span several pages). */
function appDatabase(path: string, players = 3): void {
  const db = new Database(path)
  applyPendingMigrations(db, migrations)
  const insert = db.prepare('INSERT INTO players (name, initials, note) VALUES (?, ?, ?)')
  db.transaction(() => {
    for (let i = 0; i < players; i += 1) insert.run(`玩家${i}`, 'wj', 'x'.repeat(300))
  })()
  db.close()
}

const badCandidates: [string, RegExp, (path: string) => void][] = [
  [
    'a backup from a newer schema',
    /^BACKUP_TOO_NEW$/,
    (path) => {
      appDatabase(path)
      const db = new Database(path)
      db.pragma(`user_version = ${migrations.length + 1}`)
      db.close()
    }
  ],
  [
    "another app's database",
    /^BACKUP_FOREIGN$/,
    (path) => {
      const db = new Database(path)
      db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('hi')")
      db.close()
    }
  ],
  [
    "another app's database that sets a schema version",
    /^BACKUP_FOREIGN$/,
    (path) => {
      const db = new Database(path)
      db.exec('CREATE TABLE players (id INTEGER PRIMARY KEY, nick TEXT)')
      db.pragma(`user_version = ${migrations.length}`)
      db.close()
    }
  ],
  [
    'an empty database',
    /^BACKUP_EMPTY$/,
    (path) => {
      const db = new Database(path)
      db.exec('CREATE TABLE t (x); DROP TABLE t')
      db.close()
    }
  ],
  ['a 0-byte file', /^BACKUP_EMPTY$/, (path) => writeFileSync(path, '')],
  ['a text file', /^BACKUP_UNREADABLE$/, (path) => writeFileSync(path, 'name,points\n张三,12\n'.repeat(500))],
  [
    'a truncated file',
    /^BACKUP_UNREADABLE$/,
    (path) => {
      appDatabase(path, 400)
      const bytes = readFileSync(path).length
      truncateSync(path, Math.floor(bytes * 0.6))
    }
  ],
  [
    'a backup with a table dropped',
    /^BACKUP_INCOMPLETE$/,
    (path) => {
      appDatabase(path)
      const db = new Database(path)
      db.exec('DROP TABLE audit_log')
      db.close()
    }
  ]
]

describe('restore refuses a bad backup and changes nothing', () => {
  it.each(badCandidates)('%s', async (_kind, code, make) => {
    const ctx = await liveWithBackup()
    const dir = backupDir(ctx)
    make(join(dir, CANDIDATE))
    const before = dumpDatabase(ctx)
    const backupsBefore = readdirSync(dir).sort()
    const handlers = createHandlers(ctx, 't')

    const result = await restoreThroughApi(ctx, CANDIDATE)
    expect(result.ok).toBe(false)
    const error = (result as { error: { code: string; messageZh: string; messageEn: string } }).error
    expect(error.code).toMatch(code)
    expect(error.messageZh).toContain('现有数据没有任何改动')
    expect(error.messageEn).toContain('your data is unchanged')
    expect(error.messageZh + error.messageEn).not.toContain(dir)

    expect(dumpDatabase(ctx)).toEqual(before)
    // No -wal/-shm beside the candidate, no safety backup, no copy left in the data folder.
    expect(readdirSync(dir).sort()).toEqual(backupsBefore)
    expect(readdirSync(dirname(ctx.dbFile)).filter((name) => name.includes('.restore-'))).toEqual([])
    // The open handlers keep working on the same data.
    expect(await dispatch(handlers, 'players.create', { name: '赵六' })).toMatchObject({ ok: true })
    const after = dumpDatabase(ctx)
    // The next start opens the same data.
    ctx.db.close()
    const { db } = await openStore({ file: ctx.dbFile, migrationsDir: MIGRATIONS_DIR, mustExist: true })
    expect(dumpDatabase({ ...ctx, db })).toEqual(after)
    db.close()
  })
})

describe('restore', () => {
  it('swaps in a backup from an older schema, migrated, and the open handlers see it', async () => {
    const ctx = await liveWithBackup()
    const dir = backupDir(ctx)
    const old = new Database(join(dir, CANDIDATE))
    applyPendingMigrations(old, migrations.slice(0, 1))
    old.prepare("INSERT INTO players (name, initials) VALUES ('老会员', 'lhy')").run()
    old.close()
    const handlers = createHandlers(ctx, 't')

    const result = await restoreThroughApi(ctx, CANDIDATE)
    expect(result.ok).toBe(true)
    expect(schemaVersion(ctx.db)).toBe(migrations.length)
    expect(await dispatch(handlers, 'players.list', {})).toMatchObject({ ok: true, data: [{ name: '老会员' }] })
    expect(readdirSync(dir).filter((name) => /-(wal|shm)$/.test(name))).toEqual([])
    expect(readdirSync(dirname(ctx.dbFile)).filter((name) => name.includes('.restore-'))).toEqual([])
    ctx.db.close()
    const { db } = await openStore({ file: ctx.dbFile, migrationsDir: MIGRATIONS_DIR, mustExist: true })
    expect(db.prepare('SELECT name FROM players').pluck().all()).toEqual(['老会员'])
    db.close()
  })

  it('the safety backup never prunes the backup being restored', async () => {
    const ctx = await openTestContext()
    createPlayer(ctx.db, { name: '最早', ...player })
    const dir = backupDir(ctx)
    const oldest = await backupDatabase(ctx.db, dir, 'manual', new Date(Date.UTC(2020, 0, 1)))
    createPlayer(ctx.db, { name: '后来', ...player })
    for (let day = 2; day <= BACKUPS_KEPT; day += 1) {
      await backupDatabase(ctx.db, dir, 'daily', new Date(Date.UTC(2020, 0, day)))
    }
    expect(listBackups(dir)).toHaveLength(BACKUPS_KEPT)
    const { safetyBackup } = await restoreBackup(ctx, oldest.file)
    const names = listBackups(dir).map((backup) => backup.file)
    expect(names).toContain(oldest.file)
    expect(names).toContain(safetyBackup.file)
    expect(names).toHaveLength(BACKUPS_KEPT)
    expect(listPlayers(ctx.db, { query: '', includeArchived: true, limit: 10 }).map((p) => p.name)).toEqual(['最早'])
  })
})

describe('backups written by a crash', () => {
  it('a half-written backup is neither listed nor counted as the newest', async () => {
    const ctx = await openTestContext()
    const dir = backupDir(ctx)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'queji-20990101-000000-000-daily.sqlite.partial'), 'half')
    expect(listBackupFiles(ctx)).toEqual([])
    expect(await dailyBackupIfDue(ctx)).not.toBeNull()
    expect(listBackupFiles(ctx).map((backup) => backup.reason)).toEqual(['daily'])
  })

  it('a backup appears under its name only once it is complete', async () => {
    const ctx = await openTestContext()
    ctx.db.exec(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
       INSERT INTO audit_log (entity, action, after) SELECT 'pad', 'pad', hex(randomblob(256 * 1024)) FROM n`
    )
    const dir = backupDir(ctx)
    const writing = backupNow(ctx)
    // The online backup copies in steps, yielding between them: look at the folder as soon as a file shows.
    while (readdirSync(dir).length === 0) await new Promise((done) => setImmediate(done))
    expect(readdirSync(dir).some((name) => name.endsWith('.partial'))).toBe(true)
    expect(listBackups(dir)).toEqual([])
    const backup = await writing
    expect(listBackups(dir).map((listed) => listed.file)).toEqual([backup.file])
    expect(readdirSync(dir)).toEqual([backup.file])
  })
})

describe('the backup folder setting', () => {
  it.each([
    ['a relative path', 'backups', 'BACKUP_DIR_INVALID'],
    ['a path with NUL', '/tmp/a\0b', 'BACKUP_DIR_INVALID'],
    ['a path below a file', 'FILE/backups', 'BACKUP_DIR_UNREACHABLE']
  ])('refuses %s with a clear message and saves nothing', async (_kind, value, code) => {
    const ctx = await openTestContext()
    const file = join(tempDir(), 'a-file')
    writeFileSync(file, 'x')
    const before = dumpDatabase(ctx)
    const result = await dispatch(createHandlers(ctx, 't'), 'settings.update', {
      backupDir: value.replace('FILE', file)
    })
    expect(result).toMatchObject({ ok: false, error: { code, messageZh: expect.stringContaining('备份文件夹') } })
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('creates a new absolute folder when saved, and a failed manual backup says why', async () => {
    const ctx = await openTestContext()
    const chosen = join(tempDir(), 'new', 'backups')
    updateSettings(ctx.db, { backupDir: chosen })
    expect(readdirSync(chosen)).toEqual([])
    // The drive goes away: the folder is now a file.
    rmSync(chosen, { recursive: true })
    writeFileSync(chosen, 'x')
    const result = await dispatch(createHandlers(ctx, 't'), 'backups.create', {})
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'BACKUP_DIR_UNREACHABLE', messageEn: expect.stringContaining('cannot be reached') }
    })
  })
})
