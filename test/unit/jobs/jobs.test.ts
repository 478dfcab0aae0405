/**
 * The long jobs run in worker threads: a job's worker killed in the middle, or a job cancelled,
 * leaves no file at the chosen name (nor its temporary), the database as it was, and the app
 * working; a club exported to JSON imports into an empty file with every table equal.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import ExcelJS from 'exceljs'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { Gateway, LOCAL_CALLER } from '../../../src-main/api/gateway'
import { createHandlers } from '../../../src-main/api/handlers'
import type { AppContext } from '../../../src-main/context'
import type { JobKind } from '../../../src-main/services/jobs/kinds'
import { JobRegistry } from '../../../src-main/services/jobs/registry'
import { openStore } from '../../../src-main/store/open'
import { smallClub } from '../../support/club'
import { dumpDatabase, MIGRATIONS_DIR, openTestContext, tempDir } from '../../support/context'
import type { JobStage, JobView } from '../../../src-main/model/jobs'
const SESSIONS = 1500

let clubFile: string
let backupFile: string
const opened: AppContext[] = []
const workers: Worker[] = []

async function contextAt(dir: string, from?: string): Promise<AppContext> {
  const dbFile = join(dir, 'queji.sqlite')
  if (from) copyFileSync(from, dbFile)
  const { db } = await openStore({ file: dbFile, migrationsDir: MIGRATIONS_DIR })
  const ctx = { db, dbFile, migrationsDir: MIGRATIONS_DIR, defaultBackupDir: join(dir, 'backups') }
  opened.push(ctx)
  return ctx
}

/** A registry whose workers the test can reach, as a crash would. */
function registryOf(ctx: AppContext): JobRegistry {
  return new JobRegistry(ctx, (entry, options) => {
    const worker = new Worker(entry, options)
    workers.push(worker)
    return worker
  })
}

/** Resolves at the job's first report of `stage` with something done in it (any report when it cannot count). */
function reaches(registry: JobRegistry, id: number, stage: JobStage): Promise<JobView> {
  return new Promise((resolve, reject) => {
    const off = registry.subscribe((job) => {
      if (job.id !== id) return
      if (job.state !== 'running') {
        off()
        reject(new Error(`job ended (${job.state}) before ${stage}`))
      } else if (job.stage === stage && job.percent !== 0) {
        off()
        resolve(job)
      }
    })
  })
}

const filesIn = (dir: string) => readdirSync(dir).sort()

/**
 * Where each job is stopped: while it writes the file, while it replays the backup into its scratch
 * copy, or while it checks the copy of the backup it restores.
 */
const CASES: { kind: JobKind; stage: JobStage }[] = [
  { kind: 'exportJson', stage: 'writing' },
  { kind: 'exportXlsx', stage: 'writing' },
  { kind: 'importJson', stage: 'checking' },
  { kind: 'restoreBackup', stage: 'checking' }
]

/** A copy of the club's file in the backup folder of `ctx`, as backups.list names it. */
function clubBackupOf(ctx: AppContext): string {
  mkdirSync(ctx.defaultBackupDir, { recursive: true })
  const path = join(ctx.defaultBackupDir, 'queji-20260101-000000-000-manual.sqlite')
  copyFileSync(clubFile, path)
  return path
}

interface Setup {
  kind: JobKind
  ctx: AppContext
  registry: JobRegistry
  /** The export's target, or the import's or restore's source. */
  path: string
  /** The folders that must hold nothing new afterwards. */
  dirs: string[]
}

async function setUp(kind: JobKind): Promise<Setup> {
  if (kind === 'importJson') {
    const ctx = await contextAt(tempDir())
    return { kind, ctx, registry: registryOf(ctx), path: backupFile, dirs: [join(ctx.dbFile, '..')] }
  }
  if (kind === 'restoreBackup') {
    const ctx = await contextAt(tempDir())
    const path = clubBackupOf(ctx)
    return { kind, ctx, registry: registryOf(ctx), path, dirs: [join(ctx.dbFile, '..'), ctx.defaultBackupDir] }
  }
  const ctx = await contextAt(tempDir(), clubFile)
  const out = tempDir('queji-out-')
  return {
    kind,
    ctx,
    registry: registryOf(ctx),
    path: join(out, `club.${kind === 'exportJson' ? 'json' : 'xlsx'}`),
    dirs: [out]
  }
}

/** Nothing left behind, nothing changed, and the app answers and runs the next job to the end. */
async function expectNothingChanged(setup: Setup, before: Record<string, unknown[]>, dirsBefore: string[][]) {
  const { kind, ctx, registry, path, dirs } = setup
  if (kind === 'exportJson' || kind === 'exportXlsx') expect(existsSync(path)).toBe(false)
  expect(dirs.map(filesIn)).toEqual(dirsBefore)
  expect(dumpDatabase(ctx)).toEqual(before)
  const created = await dispatch(createHandlers(ctx, 't'), 'players.create', { name: '新会员' })
  expect(created.ok).toBe(true)
  const next = registry.start('exportJson', join(tempDir('queji-next-'), 'next.json'))
  expect((await registry.finished(next.id)).state).toBe('done')
}

beforeAll(async () => {
  const dir = tempDir('queji-club-')
  const source = await contextAt(dir)
  smallClub(source.db, SESSIONS)
  source.db.pragma('wal_checkpoint(TRUNCATE)')
  clubFile = source.dbFile
  backupFile = join(dir, 'club.json')
  const registry = registryOf(source)
  const job = registry.start('exportJson', backupFile)
  expect((await registry.finished(job.id)).state).toBe('done')
}, 120_000)

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()))
})

/** Starts the job, waits for `stage`, stops it as `stop` does; then nothing may be left or changed. */
async function stoppedMidway(
  kind: JobKind,
  stage: JobStage,
  stop: (registry: JobRegistry, id: number) => Promise<JobView>
) {
  const setup = await setUp(kind)
  const before = dumpDatabase(setup.ctx)
  const dirsBefore = setup.dirs.map(filesIn)
  const job = setup.registry.start(kind, setup.path)
  await reaches(setup.registry, job.id, stage)
  const ended = await stop(setup.registry, job.id)
  await expectNothingChanged(setup, before, dirsBefore)
  return { ended, listed: setup.registry.list().find((view) => view.id === job.id) }
}

describe.each(CASES)('$kind', ({ kind, stage }) => {
  it('leaves no file and no change when its worker is killed in the middle', async () => {
    const { ended } = await stoppedMidway(kind, stage, async (registry, id) => {
      await workers.at(-1)!.terminate()
      return registry.finished(id)
    })
    expect(ended).toMatchObject({ state: 'failed', error: { code: 'JOB_STOPPED' } })
  }, 60_000)

  it('leaves no file and no change when it is cancelled', async () => {
    const { ended, listed } = await stoppedMidway(kind, stage, (registry, id) => registry.cancel(id))
    expect(ended).toMatchObject({ state: 'cancelled', error: null })
    expect(listed).toMatchObject({ state: 'cancelled' })
  }, 60_000)
})

describe('a finished job', () => {
  it('imports the exported club into an empty file with every table equal', async () => {
    const source = await contextAt(tempDir(), clubFile)
    const target = await openTestContext()
    opened.push(target)
    const registry = registryOf(target)
    const job = registry.start('importJson', backupFile)
    const ended = await registry.finished(job.id)
    expect(ended).toMatchObject({ state: 'done', outcome: { sessions: SESSIONS, players: 40 } })
    const imported = dumpDatabase(target)
    const original = dumpDatabase(source)
    // The import's own audit entry is the last row.
    expect(imported.audit_log.at(-1)).toMatchObject({ entity: 'backup', action: 'import' })
    expect({ ...imported, audit_log: imported.audit_log.slice(0, -1) }).toEqual(original)
    expect(original.hands.length).toBeGreaterThan(SESSIONS * 10)
  }, 120_000)

  it('writes the club workbook with a row for every player, session and hand', async () => {
    const ctx = await contextAt(tempDir(), clubFile)
    const registry = registryOf(ctx)
    const path = join(tempDir('queji-out-'), 'club.xlsx')
    const progress: JobView[] = []
    registry.subscribe((job) => progress.push(job))
    const job = registry.start('exportXlsx', path)
    expect(await registry.finished(job.id)).toMatchObject({ state: 'done', percent: 100 })
    expect(progress.some((view) => view.stage === 'writing' && view.percent! > 0 && view.percent! < 100)).toBe(true)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(path)
    const dataRows = (name: string) => workbook.getWorksheet(name)!.rowCount - 1
    const tables = dumpDatabase(ctx)
    expect([dataRows('会员'), dataRows('牌局'), dataRows('每局')]).toEqual([
      tables.players.length,
      tables.table_sessions.length,
      tables.hands.length
    ])
    expect(JSON.parse(readFileSync(backupFile, 'utf8'))).toMatchObject({ app: 'queji-mahjong-ledger' })
  }, 120_000)
})

describe('a finished restore', () => {
  it('copies and checks the backup with progress, then swaps it in after a safety backup', async () => {
    const ctx = await contextAt(tempDir())
    expect(await dispatch(createHandlers(ctx, 't'), 'players.create', { name: '恢复前' })).toMatchObject({ ok: true })
    const registry = registryOf(ctx)
    const stages: JobView[] = []
    registry.subscribe((job) => stages.push(job))
    const job = registry.start('restoreBackup', clubBackupOf(ctx))
    const ended = await registry.finished(job.id)
    expect(ended).toMatchObject({ state: 'done', file: 'queji-20260101-000000-000-manual.sqlite' })
    expect(ended.safetyBackup?.file).toMatch(/-restore/)
    expect(stages.some((view) => view.stage === 'copying' && view.percent !== null)).toBe(true)
    expect(stages.some((view) => view.stage === 'checking')).toBe(true)
    const club = await contextAt(tempDir(), clubFile)
    const restored = dumpDatabase(ctx)
    expect(restored.audit_log.at(-1)).toMatchObject({ entity: 'backup', action: 'restore' })
    expect({ ...restored, audit_log: restored.audit_log.slice(0, -1) }).toEqual(dumpDatabase(club))
    expect(filesIn(join(ctx.dbFile, '..')).filter((name) => name.includes('.restore-'))).toEqual([])
  }, 60_000)
})

describe('the jobs API', () => {
  it('starts a job at the file the host picks, announces its progress on the event stream, and lists it', async () => {
    const ctx = await contextAt(tempDir(), clubFile)
    const path = join(tempDir('queji-out-'), 'picked.json')
    const suggested: string[] = []
    const dialogs = {
      pickFolder: () => Promise.resolve(null),
      pickSaveFile: (name: string) => (suggested.push(name), Promise.resolve(path)),
      pickJsonFile: () => Promise.resolve(null)
    }
    const jobs = registryOf(ctx)
    const gateway = new Gateway(ctx, createHandlers(ctx, 't', dialogs, undefined, jobs), jobs)
    const topics: string[] = []
    gateway.events.subscribe((event) => topics.push(event.topic))
    const started = await gateway.call(LOCAL_CALLER, 'jobs.start', { kind: 'exportJson' })
    expect(started).toMatchObject({ ok: true, data: { kind: 'exportJson', file: 'picked.json', state: 'running' } })
    expect(suggested[0]).toMatch(/^queji-backup-\d{4}-\d{2}-\d{2}\.json$/)
    const id = (started as { data: JobView }).data.id
    await jobs.finished(id)
    expect(await gateway.call(LOCAL_CALLER, 'jobs.list', {})).toMatchObject({ ok: true, data: [{ id, state: 'done' }] })
    expect(topics.filter((topic) => topic === 'jobs').length).toBeGreaterThan(2)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ app: 'queji-mahjong-ledger' })
    expect(await gateway.call(LOCAL_CALLER, 'jobs.start', { kind: 'importJson' })).toEqual({ ok: true, data: null })
  }, 60_000)
})
