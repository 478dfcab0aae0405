/** The floor: every parlor table as a tile — free, in play or paused — with its clock and fee so far. */
import { openTableGoodsCents } from '../../store/goodsTable'
import type { Database } from 'better-sqlite3'
import { runningClocks, runningPauses, runningSeats } from '../../store/parlor'
import { listParlorTables, getParlorSettings } from './setup'
import { priceClock } from './clock'
import { newUnitMemo, playedIntervals, type UnitMemo } from '../fees/pricing'
import { orDamage } from '../../store/codecs/readStored'
import { nextBookings, runsIntoBooking } from './bookings'
import type { ClockJump, Pause, Floor, FloorTile } from '../../model/parlor'
/** Each running clock's priced units, so a long clock is not priced from its start at every look. */
const unitMemos = new Map<number, UnitMemo>()

function memoFor(sessionId: number): UnitMemo {
  let memo = unitMemos.get(sessionId)
  if (!memo) unitMemos.set(sessionId, (memo = newUnitMemo()))
  return memo
}

export function floorView(db: Database, now: number, clockJumps: ClockJump[] = []): Floor {
  const { warnAfterMinutes } = getParlorSettings(db)
  const clocks = new Map(runningClocks(db).map((clock) => [clock.table_id, clock]))
  const running = new Set([...clocks.values()].map((clock) => clock.session_id))
  for (const sessionId of unitMemos.keys()) if (!running.has(sessionId)) unitMemos.delete(sessionId)
  const seats = runningSeats(db)
  const pauses = runningPauses(db)
  const seatsOf = bySession(seats)
  const pausesOf = bySession(pauses)
  const bookings = nextBookings(db, now)
  const goods = new Map(openTableGoodsCents(db).map((row) => [row.session_id, row.cents]))
  const tiles = listParlorTables(db).map((table): Omit<FloorTile, 'goodsCents'> => {
    const clock = clocks.get(table.id)
    const nextBooking = bookings.get(table.id) ?? null
    const booking = { nextBooking, bookingSoon: runsIntoBooking(clock !== undefined, bookings.get(table.id), now) }
    if (!clock) {
      return {
        ...booking,
        table,
        state: 'free',
        sessionId: null,
        players: [],
        hands: 0,
        startedAt: null,
        playedMs: 0,
        feeCents: null,
        leader: null,
        overtime: false,
        damage: null
      }
    }
    const sessionPauses: Pause[] = (pausesOf.get(clock.session_id) ?? []).map((row) => ({
      from: row.paused_at,
      to: row.resumed_at
    }))
    const players = (seatsOf.get(clock.session_id) ?? []).map((row) => ({ name: row.name, points: row.points }))
    const hands = Math.max(0, ...(seatsOf.get(clock.session_id) ?? []).map((row) => row.hands))
    const priced = orDamage(() => priceClock(clock, sessionPauses, now, memoFor(clock.session_id)))
    if (priced.damage) {
      const at = { table, sessionId: clock.session_id, players, hands, startedAt: clock.started_at }
      return {
        ...at,
        ...booking,
        state: 'damaged',
        playedMs: 0,
        feeCents: null,
        leader: null,
        overtime: false,
        damage: priced.damage
      }
    }
    const fee = priced.value
    const top = players.reduce<{ name: string; points: number } | null>(
      (best, player) => (best && best.points >= player.points ? best : player),
      null
    )
    const playedMs =
      fee?.playedMs ??
      playedIntervals(clock.started_at, Math.max(now, clock.started_at), sessionPauses).reduce(
        (sum, [from, to]) => sum + to - from,
        0
      )
    return {
      ...booking,
      table,
      state: sessionPauses.some((pause) => pause.to === null) ? 'paused' : 'playing',
      sessionId: clock.session_id,
      players,
      hands,
      startedAt: clock.started_at,
      playedMs,
      feeCents: fee?.totalCents ?? null,
      leader: hands > 0 && top ? top.name : null,
      overtime: warnAfterMinutes !== null && playedMs > warnAfterMinutes * 60_000,
      damage: null
    }
  })
  const withGoods = tiles.map((tile) => ({ ...tile, goodsCents: goods.get(tile.sessionId ?? 0) ?? 0 }))
  return { now, warnAfterMinutes, tiles: withGoods, clockJumps }
}

function bySession<T extends { session_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) groups.set(row.session_id, [...(groups.get(row.session_id) ?? []), row])
  return groups
}
