import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { applyPendingMigrations, loadMigrations } from '../../../src-main/store/migrations'
import { openStore } from '../../../src-main/store/open'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'

const ROOT = resolve(__dirname, '../../..')
const KILLS = 20
const CANDIDATE = 'queji-20260101-000000-000-manual.sqlite'
/** Rows of about 1 MB each: the live database is over 100 MB. */
const LIVE_ROWS = 105
const BACKUP_ROWS = 60

/** A database at the latest schema whose club name says which one it is, padded with big audit rows. */
function paddedDatabase(path: string, clubName: string, rows: number): void {
  const db = new Database(path)
  applyPendingMigrations(db, loadMigrations(MIGRATIONS_DIR))
  db.prepare("INSERT INTO settings (key, value) VALUES ('clubName', ?)").run(JSON.stringify(clubName))
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO audit_log (entity, entity_id, action, after) SELECT 'pad', i, 'pad', hex(randomblob(512 * 1024)) FROM n`
  ).run(rows)
  db.close()
}

/** Runs the restore in a child and kills it after `killAfterMs` (never, when null). */
async function restoreInChild(dataDir: string, killAfterMs: number | null): Promise<{ ms: number; done: boolean }> {
  // `node --import tsx`, not the tsx CLI: the CLI runs the script in a grandchild the kill would miss.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'test/support/restoreChild.ts'), dataDir, MIGRATIONS_DIR, CANDIDATE],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }
  )
  const exited = new Promise<void>((done) => child.on('exit', () => done()))
  let started = 0
  let done = false
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === 'restoring') {
      started = Date.now()
      if (killAfterMs !== null) setTimeout(() => child.kill('SIGKILL'), killAfterMs)
    }
    if (line === 'restored') done = true
  }
  await exited
  return { ms: Date.now() - started, done }
}

/** Which data the folder holds now, after checking it opens like the app opens it and is complete. */
async function dataNow(dataDir: string): Promise<string> {
  const { db, checkIntegrity } = await openStore({
    file: join(dataDir, 'queji.sqlite'),
    migrationsDir: MIGRATIONS_DIR,
    mustExist: true
  })
  try {
    await checkIntegrity()
    const clubName = JSON.parse(
      db.prepare("SELECT value FROM settings WHERE key = 'clubName'").pluck().get() as string
    ) as string
    const pad = db
      .prepare("SELECT count(*) AS rows, sum(length(after)) AS chars FROM audit_log WHERE entity = 'pad'")
      .get() as { rows: number; chars: number }
    const rows = clubName === 'live' ? LIVE_ROWS : BACKUP_ROWS
    expect(pad).toEqual({ rows, chars: rows * 1024 * 1024 })
    return clubName
  } finally {
    db.close()
  }
}

describe('restore under SIGKILL', () => {
  it(`leaves the old or the restored data, complete, wherever it is killed (${KILLS} kills, 100 MB)`, async () => {
    const templates = tempDir('queji-restore-crash-')
    const live = join(templates, 'live.sqlite')
    const backup = join(templates, 'backup.sqlite')
    paddedDatabase(live, 'live', LIVE_ROWS)
    paddedDatabase(backup, 'restored', BACKUP_ROWS)
    expect(statSync(live).size).toBeGreaterThan(100 * 1024 * 1024)

    const fresh = (n: number) => {
      const dataDir = join(templates, `run-${n}`)
      mkdirSync(join(dataDir, 'backups'), { recursive: true })
      copyFileSync(live, join(dataDir, 'queji.sqlite'))
      copyFileSync(backup, join(dataDir, 'backups', CANDIDATE))
      return dataDir
    }

    // One restore to the end: how long it takes, and that it works.
    const full = fresh(0)
    const { ms, done } = await restoreInChild(full, null)
    expect(done).toBe(true)
    expect(await dataNow(full)).toBe('restored')
    rmSync(full, { recursive: true })

    const outcomes: string[] = []
    for (let n = 1; n <= KILLS; n += 1) {
      const dataDir = fresh(n)
      await restoreInChild(dataDir, Math.floor(Math.random() * ms * 1.1))
      outcomes.push(await dataNow(dataDir))
      rmSync(dataDir, { recursive: true })
    }
    console.log(`restore of ${LIVE_ROWS} MB took ${ms} ms; after ${KILLS} kills: ${outcomes.join(' ')}`)
    expect(outcomes.every((outcome) => outcome === 'live' || outcome === 'restored')).toBe(true)
    rmSync(templates, { recursive: true })
  }, 240_000)
})
