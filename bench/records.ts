/**
 * Benchmark of the club records on the big club (bench/big.sqlite, built first when missing):
 * opening, history, profile, leaderboard, recording a hand, exports and the JSON round trip.
 * Budgets: history page < 50 ms, profile < 100 ms, all-time leaderboard < 200 ms, a hand < 5 ms.
 */
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { exportClubXlsx } from '../src-main/services/clubExport'
import { recordHand } from '../src-main/services/hands'
import { listHistory } from '../src-main/services/history'
import { exportJsonBackup, jsonBackupChunks } from '../src-main/services/jsonBackup'
import { importJsonBackup } from '../src-main/services/jsonImport'
import { exportSessionXlsx } from '../src-main/services/sessionExport'
import { createSession } from '../src-main/services/sessions'
import { leaderboard, playerProfile } from '../src-main/services/stats'
import { openStore } from '../src-main/store/open'
import { firstSessionsOfBigClub } from '../test/support/club'
import { BIG_CLUB_FILE } from './clubGenerator'
import { seedBigClub } from './seed-big'

const MIGRATIONS_DIR = join(import.meta.dirname, '../db/migrations')
const ROUND_TRIP_SESSIONS = 5000

function timed(run: () => unknown): number {
  const start = performance.now()
  run()
  return performance.now() - start
}

async function timedAsync(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}

function sortedTimes(times: number, run: (index: number) => unknown): number[] {
  return Array.from({ length: times }, (_, index) => timed(() => run(index))).sort((a, b) => a - b)
}

const percentile = (sorted: number[], share: number) => sorted[Math.floor(sorted.length * share)]

/** The median of `times` runs, after one warm-up run. */
function median(times: number, run: (index: number) => unknown): number {
  run(-1)
  return percentile(sortedTimes(times, run), 0.5)
}

const round = (ms: number) => Math.round(ms * 100) / 100

function benchRecording(db: Database, hands: number): { median: number; p95: number } {
  const players = (
    db.prepare('SELECT id FROM players WHERE archived_at IS NULL ORDER BY id LIMIT 4').all() as { id: number }[]
  ).map((row) => row.id)
  const rules = { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' as const } }
  const session = createSession(db, {
    title: 'bench',
    variant: 'sichuan',
    options: {},
    playerIds: players,
    backerPlayerIds: [],
    firstDealer: 0,
    rules
  })
  try {
    const samples = sortedTimes(hands, (index) =>
      recordHand(db, session.id, {
        events: [{ type: 'win', winner: (index % 3) + 1, from: 0, pattern: 'pinghu' }],
        supporters: []
      })
    )
    return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95) }
  } finally {
    db.transaction(() => {
      db.prepare('DELETE FROM table_sessions WHERE id = ?').run(session.id)
      db.prepare('DELETE FROM audit_log WHERE session_id = ?').run(session.id)
    })()
  }
}

/** The whole club as JSON, written piece by piece (it is longer than a JavaScript string may be). */
function exportBigJson(db: Database, file: string): void {
  const fd = openSync(file, 'w')
  try {
    for (const chunk of jsonBackupChunks(db)) writeSync(fd, chunk)
  } finally {
    closeSync(fd)
  }
}

function tablesOf(db: Database): { tables: Record<string, unknown[]>; summaries: unknown[] } {
  const { tables } = JSON.parse(exportJsonBackup(db).content) as { tables: Record<string, unknown[]> }
  return { tables, summaries: db.prepare('SELECT * FROM session_players ORDER BY session_id, seat').all() }
}

/**
 * Copies the first sessions of the big club into a new file, exports them as JSON, imports that
 * into another new file, and compares every table (but the import's own audit entry) and summary.
 */
async function roundTrip(
  sessions: number
): Promise<{ exportMs: number; importMs: number; megabytes: number; exact: boolean }> {
  const dir = mkdtempSync(join(tmpdir(), 'queji-roundtrip-'))
  const open = async (name: string) => (await openStore({ file: join(dir, name), migrationsDir: MIGRATIONS_DIR })).db
  const [source, target] = [await open('source.sqlite'), await open('target.sqlite')]
  try {
    firstSessionsOfBigClub(source, sessions)
    let text = ''
    const exportMs = timed(() => (text = exportJsonBackup(source).content))
    const importMs = timed(() => importJsonBackup({ db: target, migrationsDir: MIGRATIONS_DIR }, text))
    const [before, after] = [tablesOf(source), tablesOf(target)]
    after.tables.audit_log = after.tables.audit_log.slice(0, -1)
    return { exportMs, importMs, megabytes: text.length / 1e6, exact: JSON.stringify(before) === JSON.stringify(after) }
  } finally {
    source.close()
    target.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function benchRecords(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {}
  if (!existsSync(BIG_CLUB_FILE)) figures.seedSeconds = Math.round((await seedBigClub(BIG_CLUB_FILE)).seconds)
  let opened!: Awaited<ReturnType<typeof openStore>>
  figures.openMs = await timedAsync(
    async () => (opened = await openStore({ file: BIG_CLUB_FILE, migrationsDir: MIGRATIONS_DIR }))
  )
  const { db } = opened
  try {
    // What the app does after opening a big file: the full check, in a worker.
    figures.integrityCheckInWorkerMs = await timedAsync(() => opened.checkIntegrity())
    const playerIds = (db.prepare('SELECT id FROM players ORDER BY id').all() as { id: number }[]).map((row) => row.id)
    const pages = (db.prepare('SELECT count(*) AS n FROM table_sessions').get() as { n: number }).n / 50
    figures.historyFirstPageMs = median(20, () => listHistory(db, { page: 1, pageSize: 50 }))
    figures.historyDeepPageMs = median(20, (index) =>
      listHistory(db, { page: Math.floor(pages * ((index + 2) / 24)), pageSize: 50 })
    )
    figures.historyPlayerPageMs = median(20, (index) =>
      listHistory(db, { playerId: playerIds[(index + 20) % playerIds.length], page: 2, pageSize: 50 })
    )
    figures.historyVariantYearPageMs = median(20, () =>
      listHistory(db, {
        variant: 'anhua',
        fromDay: '2022-01-01',
        toDay: '2022-12-31',
        page: 1,
        pageSize: 50
      })
    )
    figures.playerProfileMs = median(20, (index) => playerProfile(db, playerIds[(index + 40) % playerIds.length], 480))
    figures.leaderboardAllTimeMs = median(10, () => leaderboard(db, { orderBy: 'points', minSessions: 0, limit: 100 }))
    figures.leaderboardYearVariantMs = median(10, () =>
      leaderboard(db, {
        fromDay: '2024-01-01',
        toDay: '2024-12-31',
        variant: 'yaku',
        orderBy: 'winRate',
        minSessions: 3,
        limit: 100
      })
    )
    const recording = benchRecording(db, 40)
    figures.recordHandMedianMs = recording.median
    figures.recordHandP95Ms = recording.p95
    figures.exportSessionXlsxMs = await timedAsync(() => exportSessionXlsx(db, 1))
    figures.exportAllXlsxSeconds = (await timedAsync(() => exportClubXlsx(BIG_CLUB_FILE))) / 1000
    const jsonFile = join(tmpdir(), `queji-big-backup-${process.pid}.json`)
    figures.jsonExportAllSeconds = timed(() => exportBigJson(db, jsonFile)) / 1000
    figures.jsonExportAllMegabytes = statSync(jsonFile).size / 1e6
    rmSync(jsonFile)
  } finally {
    db.close()
  }
  const trip = await roundTrip(ROUND_TRIP_SESSIONS)
  figures.roundTripSessions = ROUND_TRIP_SESSIONS
  figures.roundTripExportMs = trip.exportMs
  figures.roundTripImportMs = trip.importMs
  figures.roundTripMegabytes = trip.megabytes
  figures.roundTripExact = trip.exact ? 1 : 0
  return Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, round(value)]))
}
