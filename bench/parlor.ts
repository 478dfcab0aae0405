/**
 * Benchmark of the parlor on a ten-year club: 300 members whose accounts carry ten years of
 * ledger rows (a monthly top-up and every session settled to the account), and 30 tables in play.
 * Works on a copy of the big club (bench/big.sqlite) when it has been built, else on a generated
 * 300-member club. Budgets: floor view with 30 open tables < 50 ms; a member's ten-year statement
 * < 100 ms; the daily report < 100 ms.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { recordHand } from '../src-main/services/hands'
import { newUnitMemo, priceTableTime } from '../src-main/services/fees/pricing'
import { DAY_NIGHT } from '../test/support/parlor'
import { saveBonusRules, statement } from '../src-main/services/parlor/accounts'
import { openAtTable } from '../src-main/services/parlor/clock'
import { closeAtParlor } from '../src-main/services/parlor/close'
import { floorView } from '../src-main/services/parlor/floor'
import { parlorReport } from '../src-main/services/parlor/report'
import { saveParlorTable, saveRatePlan, updateParlorSettings } from '../src-main/services/parlor/setup'
import { openStore } from '../src-main/store/open'
import { BIG_CLUB_FILE, generateClub } from './clubGenerator'

const MIGRATIONS_DIR = join(import.meta.dirname, '../db/migrations')
const OFFSET = 480
export const DAY = 86_400_000
const YEARS = 10
const TABLES = 30
/** 2026-11-23 00:00 in Beijing: the day of the daily report and of the open tables. */
export const TODAY = Date.UTC(2026, 10, 23) - OFFSET * 60_000
const RULES = { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' as const } }

export function median(times: number, run: (index: number) => unknown): number {
  run(-1)
  const samples = Array.from({ length: times }, (_, index) => {
    const start = performance.now()
    run(index)
    return performance.now() - start
  }).sort((a, b) => a - b)
  return Math.round(samples[Math.floor(times / 2)] * 100) / 100
}

/** Ten years of account rows: a monthly top-up per member, and ~14 sessions a day settled to accounts. */
export function seedLedger(db: Database, members: number[]): number {
  const insert = db.prepare(
    'INSERT INTO account_ledger (player_id, at, kind, amount_cents, note) VALUES (?, ?, ?, ?, ?)'
  )
  let rows = 0
  let seed = 12345
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  db.transaction(() => {
    for (let day = YEARS * 365; day >= 1; day -= 1) {
      const dayStart = TODAY - day * DAY
      if (day % 30 === 0) {
        for (const member of members) insert.run(member, dayStart + 11 * 3_600_000, 'topup', 50_000, '')
        rows += members.length
      }
      for (let session = 0; session < 14; session += 1) {
        const at = dayStart + (12 + session) * 3_600_000
        const seats = [0, 1, 2, 3].map(() => members[Math.floor(random() * members.length)])
        const nets = [3000, -1000, -1000, -1000]
        seats.forEach((member, seat) => {
          insert.run(member, at, 'settlement', nets[seat], '')
          insert.run(member, at, 'tableFee', -1250, '')
        })
        rows += 8
      }
    }
  })()
  return rows
}

/** ¥15/h 10:00–23:00, ¥20/h 23:00–10:00, per 30 min after 5 min grace; 空调 ¥5/h: the tests' plan. */
const PLAN = DAY_NIGHT

/** Today: 30 tables in play since the afternoon with 40 hands each, and as many sessions already closed. */
export function seedToday(db: Database, members: number[]): void {
  updateParlorSettings(db, { timeZone: '+08:00' })
  const { id: ratePlanId } = saveRatePlan(db, { name: 'bench', plan: PLAN })
  saveBonusRules(db, [{ minCents: 50_000, bonusCents: 10_000 }])
  for (let table = 0; table < TABLES; table += 1) {
    const tableId = saveParlorTable(db, { name: `B${table + 1}`, kind: 'hall', ratePlanId, position: table }).id
    const open = (start: number, offset: number) =>
      openAtTable(
        db,
        {
          session: {
            title: '',
            variant: 'sichuan',
            options: {},
            playerIds: [0, 1, 2, 3].map((seat) => members[(table * 4 + seat + offset) % members.length]),
            backerPlayerIds: [],
            firstDealer: 0,
            rules: RULES
          },
          tableId,
          feePayer: 'even',
          addOns: ['空调']
        },
        start
      ).session.id
    const morning = open(TODAY + 10 * 3_600_000, 1)
    recordHand(db, morning, { events: [{ type: 'win', winner: 0, from: 1, pattern: 'pinghu' }], supporters: [] })
    closeAtParlor(db, { sessionId: morning, toAccount: [0, 1, 2, 3], confirmOverLimit: true }, TODAY + 13 * 3_600_000)
    const afternoon = open(TODAY + 14 * 3_600_000, 0)
    for (let hand = 0; hand < 40; hand += 1) {
      const winner = hand % 4
      recordHand(db, afternoon, {
        events: [{ type: 'win', winner, from: (winner + 1) % 4, pattern: 'pinghu' }],
        supporters: []
      })
    }
  }
}

/**
 * A table whose clock reads a year (a PC clock set a year ahead) at 1-minute units: the first
 * pricing (again, and cold: each run a year never priced before, so the zone's offsets are read
 * afresh), then each later look of the floor, which keeps the units already priced.
 */
function benchYearClock(): Record<string, number> {
  const plan = { ...PLAN, unitMinutes: 1, graceMinutes: 0, addOns: [] }
  const request = { plan, start: TODAY, stop: TODAY + 365 * DAY, pauses: [], timeZone: 'Asia/Shanghai' }
  const memo = newUnitMemo()
  const yearClockFirstPricingMs = median(5, () => priceTableTime(request))
  const yearClockColdPricingMs = median(5, (index) => {
    const start = TODAY + (index + 3) * 366 * DAY
    return priceTableTime({ ...request, start, stop: start + 365 * DAY })
  })
  priceTableTime(request, memo)
  const yearClockNextLookMs = median(20, (index) =>
    priceTableTime({ ...request, stop: request.stop + (index + 1) * 5_000 }, memo)
  )
  return { yearClockFirstPricingMs, yearClockColdPricingMs, yearClockNextLookMs }
}

/** The big club copied to `file` when it has been built, else a generated 300-member club; its members. */
export async function openBenchClub(file: string): Promise<{ db: Database; members: number[] }> {
  if (existsSync(BIG_CLUB_FILE)) copyFileSync(BIG_CLUB_FILE, file)
  const { db } = await openStore({ file, migrationsDir: MIGRATIONS_DIR })
  if (!existsSync(BIG_CLUB_FILE)) generateClub(db, { players: 300, sessions: 2000, hands: 40_000, seed: 7 })
  const members = (
    db.prepare('SELECT id FROM players WHERE is_guest = 0 AND archived_at IS NULL ORDER BY id').all() as {
      id: number
    }[]
  ).map((row) => row.id)
  return { db, members }
}

export async function benchParlor(): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'queji-parlor-bench-'))
  const file = join(dir, 'parlor.sqlite')
  const figures: Record<string, number> = {}
  const { db, members } = await openBenchClub(file)
  try {
    figures.ledgerRows = seedLedger(db, members)
    seedToday(db, members)
    const now = TODAY + 20 * 3_600_000
    const floor = floorView(db, now)
    if (floor.tiles.filter((tile) => tile.state === 'playing').length !== TABLES)
      throw new Error('30 tables should be in play')
    figures.floorView30TablesMs = median(30, () => floorView(db, now))
    const busiest = (
      db.prepare('SELECT player_id FROM account_ledger GROUP BY player_id ORDER BY count(*) DESC LIMIT 1').get() as {
        player_id: number
      }
    ).player_id
    const rows = statement(db, busiest, '2016-11-01', '2026-11-24').rows.length
    figures.statementRows = rows
    figures.statementTenYearsMs = median(20, () => statement(db, busiest, '2016-11-01', '2026-11-24'))
    figures.dailyReportMs = median(20, () => parlorReport(db, '2026-11-23'))
    figures.monthlyReportMs = median(10, () => parlorReport(db, '2026-11'))
    Object.assign(figures, benchYearClock())
    return figures
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
