import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { closeAtParlor } from '../../../src-main/services/parlor/close'
import { updateParlorSettings } from '../../../src-main/services/parlor/setup'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

/** 牌局 and 战绩 (history and leaderboard) filter by the parlor's business days, not by calendar dates. */
async function evening() {
  const ctx = await openTestContext()
  const players = addPlayers(ctx.db, ['甲', '乙', '丙', '丁'])
  const [table] = setUpTables(ctx.db, ['1号桌'])
  const late = sitDown(ctx.db, table, players, at('21:00')) // 21:00–00:30: the day it started
  dealIn(ctx.db, late.id, 0, 1)
  closeAtParlor(ctx.db, { sessionId: late.id, toAccount: [] }, at('00:30', 1))
  const small = sitDown(ctx.db, table, players, at('05:30', 1)) // before the cutoff: still 11-23
  dealIn(ctx.db, small.id, 2, 3)
  closeAtParlor(ctx.db, { sessionId: small.id, toAccount: [] }, at('06:20', 1))
  const morning = sitDown(ctx.db, table, players, at('06:10', 1)) // after the cutoff: 11-24
  dealIn(ctx.db, morning.id, 1, 0)
  // A table's record starts when it was opened: here, at its clock's start.
  for (const [id, startedAt] of [
    [late.id, at('21:00')],
    [small.id, at('05:30', 1)],
    [morning.id, at('06:10', 1)]
  ]) {
    const iso = new Date(startedAt).toISOString()
    ctx.db.prepare('UPDATE table_sessions SET started_at = ? WHERE id = ?').run(iso, id)
    ctx.db.prepare('UPDATE session_players SET started_at = ? WHERE session_id = ?').run(iso, id)
  }
  const call = (method: string, input: unknown) => dispatch(createHandlers(ctx, 't'), method, input)
  return { ctx, ids: { late: late.id, small: small.id, morning: morning.id }, players, call }
}

const ids = (answer: unknown) =>
  (answer as { ok: true; data: { items: { id: number }[] } }).data.items.map((item) => item.id).sort()

describe('records by business day', () => {
  it('puts a table on the business day it started, across midnight and up to the cutoff', async () => {
    const { ids: t, call } = await evening()
    expect(ids(await call('history.list', { fromDay: '2026-11-23', toDay: '2026-11-23' }))).toEqual([t.late, t.small])
    expect(ids(await call('history.list', { fromDay: '2026-11-24', toDay: '2026-11-24' }))).toEqual([t.morning])
    expect(ids(await call('history.list', { fromDay: '2026-11-23', toDay: '2026-11-24' }))).toHaveLength(3)
    expect(ids(await call('history.list', { fromDay: '2026-11-24' }))).toEqual([t.morning])
    expect(ids(await call('history.list', { toDay: '2026-11-22' }))).toEqual([])
  })

  it('lists 牌局 of a business day, open and closed', async () => {
    const { ids: t, call } = await evening()
    expect(ids(await call('sessions.list', { fromDay: '2026-11-23', toDay: '2026-11-23' }))).toEqual([t.late, t.small])
    expect(ids(await call('sessions.list', { status: 'closed', fromDay: '2026-11-24', toDay: '2026-11-24' }))).toEqual(
      []
    )
    expect(ids(await call('sessions.list', { status: 'open', fromDay: '2026-11-24' }))).toEqual([t.morning])
    expect(await call('sessions.list', { fromDay: '2026-11-24', toDay: '2026-11-23' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_RANGE' }
    })
  })

  it('follows the cutoff set in Settings', async () => {
    const { ctx, ids: t, call } = await evening()
    updateParlorSettings(ctx.db, { dayCutoffMinutes: 0 }) // midnight: the late table's day is 11-23, the 05:30 one is 11-24
    expect(ids(await call('history.list', { fromDay: '2026-11-24', toDay: '2026-11-24' }))).toEqual([
      t.small,
      t.morning
    ])
  })

  it('ranks the leaderboard over business days', async () => {
    const { players, call } = await evening()
    const board = await call('stats.leaderboard', { fromDay: '2026-11-23', toDay: '2026-11-23', orderBy: 'sessions' })
    expect(board).toMatchObject({ ok: true })
    const rows = (board as { data: { playerId: number; sessions: number }[] }).data
    expect(rows.find((row) => row.playerId === players[0])?.sessions).toBe(2)
  })

  it('refuses a last day before the first, and a day that is not a date', async () => {
    const { call } = await evening()
    expect(await call('history.list', { fromDay: '2026-11-24', toDay: '2026-11-23' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_RANGE' }
    })
    expect(await call('stats.leaderboard', { fromDay: '2026-02-30' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_DAY' }
    })
    expect(await call('history.list', { fromDay: 'yesterday' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: 'fromDay' }
    })
  })
})
