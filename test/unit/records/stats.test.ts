import { beforeAll, describe, expect, it } from 'vitest'
import type { Database } from 'better-sqlite3'
import { listHistory } from '../../../src-main/services/history'
import { getParlorSettings } from '../../../src-main/services/parlor/setup'
import { leaderboard, playerProfile } from '../../../src-main/services/stats'
import { businessDayInstants } from '../../../src-main/services/time/businessDay'
import { openTestContext } from '../../support/context'
import { smallClub } from '../../support/club'
import { recomputedSessionPlayers, shownPoints, type SessionPlayerRecord } from '../../support/recordsOracle'

let db: Database
let records: SessionPlayerRecord[]

beforeAll(async () => {
  db = (await openTestContext()).db
  smallClub(db)
  records = recomputedSessionPlayers(db).filter((record) => record.hands > 0)
}, 60_000)

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0)

function busiestPlayer(): number {
  const counts = new Map<number, number>()
  for (const record of records) counts.set(record.player_id, (counts.get(record.player_id) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0][0]
}

describe('player profile', () => {
  it('adds up the seats the player took, overall and per variant', () => {
    const playerId = busiestPlayer()
    const mine = records.filter((record) => record.player_id === playerId)
    const profile = playerProfile(db, playerId, 480)
    expect(profile.overall).toMatchObject({
      sessions: mine.length,
      hands: sum(mine, (row) => row.hands),
      wins: sum(mine, (row) => row.wins),
      selfDraws: sum(mine, (row) => row.self_draws),
      dealIns: sum(mine, (row) => row.deal_ins),
      discardWins: sum(mine, (row) => row.wins - row.self_draws)
    })
    expect(profile.overall.points).toBeCloseTo(sum(mine, shownPoints), 6)
    expect(profile.overall.moneyCents).toBe(sum(mine, (row) => row.money_cents ?? 0))
    expect(profile.overall.winRate).toBeCloseTo(profile.overall.wins / profile.overall.hands, 12)
    expect(profile.byVariant.map((entry) => entry.variant)).toEqual([...new Set(mine.map((row) => row.variant))].sort())
    expect(sum(profile.byVariant, (row) => row.hands)).toBe(profile.overall.hands)
  })

  it('names the biggest single-hand win with its session, hand and date', () => {
    const playerId = busiestPlayer()
    const best = Math.max(
      ...records.filter((row) => row.player_id === playerId && row.best_points !== null).map((row) => row.best_points!)
    )
    const { biggestHand } = playerProfile(db, playerId, 0).overall
    expect(biggestHand?.points).toBe(best)
    const hand = db.prepare('SELECT session_id, seq FROM hands WHERE id = ?').get(biggestHand!.handId)
    expect(hand).toEqual({ session_id: biggestHand!.sessionId, seq: biggestHand!.seq })
  })

  it('draws a monthly trend whose running total ends at the overall total', () => {
    const playerId = busiestPlayer()
    const profile = playerProfile(db, playerId, 480)
    const months = profile.trend.map((point) => point.month)
    expect(months).toEqual([...months].sort())
    expect(profile.trend.at(-1)!.cumulativePoints).toBeCloseTo(profile.overall.points, 6)
    expect(sum(profile.trend, (point) => point.sessions)).toBe(profile.overall.sessions)
  })

  it('draws the trend by day and by table too, each ending at the overall totals', () => {
    const playerId = busiestPlayer()
    const mine = records.filter((record) => record.player_id === playerId)
    const profile = playerProfile(db, playerId, 480)
    for (const trend of [profile.trendByDay, profile.trendByTable]) {
      expect(trend.at(-1)!.cumulativePoints).toBeCloseTo(profile.overall.points, 6)
      expect(trend.at(-1)!.cumulativeMoneyCents).toBe(profile.overall.moneyCents)
      expect(sum(trend, (point) => point.sessions)).toBe(profile.overall.sessions)
    }
    const days = profile.trendByDay.map((point) => point.label)
    expect(days).toEqual([...new Set(days)].sort())
    expect(days.every((day) => /^\d{4}-\d\d-\d\d$/.test(day))).toBe(true)
    expect(profile.trendByTable).toHaveLength(mine.length)
    expect(profile.trendByTable.map((point) => point.points)).toEqual(
      [...mine]
        .sort((a, b) => a.started_at.localeCompare(b.started_at) || a.session_id - b.session_id)
        .map((record) => expect.closeTo(shownPoints(record), 6))
    )
  })

  it('refuses an unknown player', () => {
    expect(() => playerProfile(db, 99_999, 0)).toThrow(expect.objectContaining({ code: 'PLAYER_NOT_FOUND' }))
  })
})

describe('leaderboard', () => {
  it('ranks by net points, win rate or sessions', () => {
    const byPoints = leaderboard(db, { orderBy: 'points', minSessions: 0, limit: 1000 })
    expect(byPoints.map((row) => row.points)).toEqual(byPoints.map((row) => row.points).sort((a, b) => b - a))
    expect(byPoints.map((row) => row.rank)).toEqual(byPoints.map((_, index) => index + 1))
    expect(sum(byPoints, (row) => row.points)).toBeCloseTo(sum(records, shownPoints), 6)
    const byRate = leaderboard(db, { orderBy: 'winRate', minSessions: 0, limit: 1000 }).map((row) => row.winRate)
    expect(byRate).toEqual([...byRate].sort((a, b) => b - a))
    const byMoney = leaderboard(db, { orderBy: 'money', minSessions: 0, limit: 1000 }).map((row) => row.moneyCents)
    expect(byMoney).toEqual([...byMoney].sort((a, b) => b - a))
    expect(sum(byMoney, (cents) => cents)).toBe(sum(records, (row) => row.money_cents ?? 0))
    const bySessions = leaderboard(db, { orderBy: 'sessions', minSessions: 0, limit: 5 }).map((row) => row.sessions)
    expect(bySessions).toHaveLength(5)
    expect(bySessions).toEqual([...bySessions].sort((a, b) => b - a))
  })

  it('filters by date range, variant and minimum sessions', () => {
    const days = { fromDay: '2020-01-01', toDay: '2021-12-31' }
    const { from = '', to = '' } = businessDayInstants(days, getParlorSettings(db))
    const inRange = records.filter((row) => row.variant === 'sichuan' && row.started_at >= from && row.started_at < to)
    const rows = leaderboard(db, { ...days, variant: 'sichuan', orderBy: 'points', minSessions: 2, limit: 1000 })
    expect(rows.every((row) => row.sessions >= 2)).toBe(true)
    for (const row of rows) {
      expect(row.sessions).toBe(inRange.filter((record) => record.player_id === row.playerId).length)
    }
    const everyone = new Set(inRange.map((record) => record.player_id))
    const withTwo = [...everyone].filter((id) => inRange.filter((record) => record.player_id === id).length >= 2)
    expect(rows.map((row) => row.playerId).sort()).toEqual(withTwo.sort())
  })
})

describe('history', () => {
  it('pages through every session newest first, with each seat’s totals', () => {
    const sessions = db.prepare('SELECT count(*) AS n FROM table_sessions').get() as { n: number }
    const first = listHistory(db, { page: 1, pageSize: 50 })
    const last = listHistory(db, { page: Math.ceil(sessions.n / 50), pageSize: 50 })
    expect(first.total).toBe(sessions.n)
    expect(first.items).toHaveLength(50)
    expect(last.items).toHaveLength(sessions.n % 50 || 50)
    const starts = first.items.map((item) => item.startedAt)
    expect(starts).toEqual([...starts].sort().reverse())
    expect(starts[49] >= last.items[0].startedAt).toBe(true)
    const item = first.items[0]
    const seats = records.filter((record) => record.session_id === item.id)
    expect(item.players.map((player) => [player.playerId, player.points, player.rawPoints, player.moneyCents])).toEqual(
      seats.map((seat) => [seat.player_id, shownPoints(seat), seat.points, seat.money_cents])
    )
    expect(item.handCount).toBe(seats[0].hands)
  })

  it('filters by player, variant and date range', () => {
    const playerId = busiestPlayer()
    const days = { fromDay: '2019-01-01', toDay: '2023-12-31' }
    const { from = '', to = '' } = businessDayInstants(days, getParlorSettings(db))
    const page = listHistory(db, { playerId, variant: 'anhua', ...days, page: 1, pageSize: 200 })
    const expected = recomputedSessionPlayers(db).filter(
      (record) =>
        record.player_id === playerId &&
        record.variant === 'anhua' &&
        record.started_at >= from &&
        record.started_at < to
    )
    expect(page.total).toBe(expected.length)
    expect(page.items.map((item) => item.id).sort()).toEqual(expected.map((record) => record.session_id).sort())
    expect(page.items.every((item) => item.players.some((player) => player.playerId === playerId))).toBe(true)
    expect(
      listHistory(db, { variant: 'yaku', page: 1, pageSize: 10 }).items.every((item) => item.variant === 'yaku')
    ).toBe(true)
  })
})
