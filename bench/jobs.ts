/**
 * The long jobs on a generated club while main's event loop is sampled: the full-club JSON export,
 * the club Excel export, the JSON import of that export into an empty file (then compared table
 * by table) and the restore of the club's database file over that import (its copy and integrity check in
 * the worker). Each job: seconds, the process's peak RSS, the worker's peak heap, main's event-loop
 * delay p99 (budget < 50 ms) and how fast main answers the floor view meanwhile. BENCH_JOBS_SCALE
 * scales the 10-year club (300 players, 50,000 sessions, 1,000,000 hands), one share or several
 * (0.1,1); the default is 0.1 to keep `npm run bench` short (the full club takes minutes). The import
 * streams the file, so the worker's heap stays flat at any scale. The scale is recorded with the figures.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import type { Database } from 'better-sqlite3'
import { dispatch } from '../src-main/api/dispatch'
import { createHandlers } from '../src-main/api/handlers'
import type { AppContext } from '../src-main/context'
import { TABLE_NAMES } from '../src-main/services/backupFormat'
import type { JobKind } from '../src-main/services/jobs/kinds'
import { JobRegistry } from '../src-main/services/jobs/registry'
import { openStore } from '../src-main/store/open'
import { BIG_CLUB, generateClub } from './clubGenerator'

const MIGRATIONS_DIR = join(import.meta.dirname, '../db/migrations')
const LAG_BUDGET_MS = 50
const SAMPLE_EVERY_MS = 50

const round = (value: number, places = 2) => Number(value.toFixed(places))
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0
const megabytes = (bytes: number) => round(bytes / 1024 / 1024, 1)

async function contextAt(dbFile: string): Promise<AppContext> {
  const { db } = await openStore({ file: dbFile, migrationsDir: MIGRATIONS_DIR })
  return { db, dbFile, migrationsDir: MIGRATIONS_DIR, defaultBackupDir: join(dbFile, '../backups') }
}

async function generatedClub(dir: string, scale: number): Promise<{ file: string; seconds: number }> {
  const start = performance.now()
  const ctx = await contextAt(join(dir, 'club.sqlite'))
  generateClub(ctx.db, {
    players: BIG_CLUB.players,
    sessions: Math.round(BIG_CLUB.sessions * scale),
    hands: Math.round(BIG_CLUB.hands * scale),
    seed: BIG_CLUB.seed
  })
  ctx.db.pragma('wal_checkpoint(TRUNCATE)')
  ctx.db.close()
  return { file: ctx.dbFile, seconds: round((performance.now() - start) / 1000, 1) }
}

/** The club's file copied into the backup folder of `ctx`, as a backup to restore. */
function backupOfClub(ctx: AppContext, clubFile: string): string {
  mkdirSync(ctx.defaultBackupDir, { recursive: true })
  const path = join(ctx.defaultBackupDir, 'queji-20260101-000000-000-manual.sqlite')
  copyFileSync(clubFile, path)
  return path
}

/** Runs one job to its end while sampling main's event-loop delay, the process's RSS and the worker's heap, and
 * asking main for the floor view (as the desk does) to time its answers. */
async function measured(ctx: AppContext, kind: JobKind, path: string) {
  const handlers = createHandlers(ctx, 'bench')
  const floorAnswers: number[] = []
  let worker: Worker | undefined
  const registry = new JobRegistry(ctx, (entry, options) => (worker = new Worker(entry, options)))
  const lag = monitorEventLoopDelay({ resolution: 5 })
  let rssPeak = 0
  let workerHeapPeak = 0
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss())
    void worker
      ?.getHeapStatistics()
      .then((heap) => (workerHeapPeak = Math.max(workerHeapPeak, heap.used_heap_size)))
      .catch(() => undefined)
    const asked = performance.now()
    void dispatch(handlers, 'parlor.floor', {}).then(() => floorAnswers.push(performance.now() - asked))
  }, SAMPLE_EVERY_MS)
  const start = performance.now()
  lag.enable()
  const job = registry.start(kind, path)
  const ended = await registry.finished(job.id)
  lag.disable()
  clearInterval(sampler)
  if (ended.state !== 'done') throw new Error(`${kind} ended ${ended.state}: ${JSON.stringify(ended.error)}`)
  return {
    seconds: round((performance.now() - start) / 1000),
    processRssPeakMb: megabytes(rssPeak),
    workerHeapPeakMb: megabytes(workerHeapPeak),
    mainLoopLagP99Ms: round(lag.percentile(99) / 1e6),
    mainLoopLagMaxMs: round(lag.max / 1e6),
    floorAnswerP99Ms: round(percentile(floorAnswers, 0.99))
  }
}

/** A digest of each table's rows in rowid order, to compare two databases table by table. */
function tableDigests(db: Database): Record<string, string> {
  return Object.fromEntries(
    TABLE_NAMES.filter((table) => table !== 'audit_log').map((table) => {
      const hash = createHash('sha256')
      for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).raw().iterate()) {
        hash.update(JSON.stringify(row))
      }
      return [table, hash.digest('hex')]
    })
  )
}

/** BENCH_JOBS_SCALE: one share of the 10-year club or several, comma-separated (e.g. 0.25,1). */
export async function benchJobs(scales = (process.env.BENCH_JOBS_SCALE ?? '0.1').split(',').map(Number)) {
  const runs = []
  for (const scale of scales) runs.push(await benchJobsAt(scale))
  return { runs }
}

async function benchJobsAt(scale: number) {
  const dir = mkdtempSync(join(tmpdir(), 'queji-bench-jobs-'))
  try {
    const club = await generatedClub(dir, scale)
    const source = await contextAt(club.file)
    const backup = join(dir, 'club.json')
    const exportJson = await measured(source, 'exportJson', backup)
    const exportXlsx = await measured(source, 'exportXlsx', join(dir, 'club.xlsx'))
    const target = await contextAt(join(dir, 'empty.sqlite'))
    const importJson = await measured(target, 'importJson', backup)
    const equal = JSON.stringify(tableDigests(target.db)) === JSON.stringify(tableDigests(source.db))
    const restoreBackup = await measured(target, 'restoreBackup', backupOfClub(target, club.file))
    const restoredEqual = JSON.stringify(tableDigests(target.db)) === JSON.stringify(tableDigests(source.db))
    const counts = source.db.prepare('SELECT (SELECT count(*) FROM table_sessions), (SELECT count(*) FROM hands)').raw()
    const [sessions, hands] = counts.get() as number[]
    source.db.close()
    target.db.close()
    const jobs = { exportJson, exportXlsx, importJson, restoreBackup }
    return {
      scale,
      club: { players: BIG_CLUB.players, sessions, hands, generatedSeconds: club.seconds },
      jsonMegabytes: megabytes(statSync(backup).size),
      xlsxMegabytes: megabytes(statSync(join(dir, 'club.xlsx')).size),
      ...jobs,
      roundTripTablesEqual: equal,
      restoredTablesEqual: restoredEqual,
      // Other work on the machine meanwhile: the event-loop delay includes waiting for a core.
      loadAverage1m: round(loadavg()[0]),
      withinLagBudget: Object.values(jobs).every((job) => job.mainLoopLagP99Ms < LAG_BUDGET_MS),
      budgets: { mainLoopLagP99Ms: LAG_BUDGET_MS }
    }
  } finally {
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true })
  }
}
