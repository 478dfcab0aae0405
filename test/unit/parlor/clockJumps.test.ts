import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { watchedClock } from '../../../src-main/services/time/wallClock'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, DAY_NIGHT, ZONE } from '../../support/parlor'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * A parlor on the app's watched clock: `wall` is the PC's clock (the host may set it anywhere),
 * `mono` the monotonic clock (only ever moves on with real time).
 */
async function parlorOnTheWallClock() {
  const ctx = await openTestContext()
  const pc = { wall: at('20:00'), mono: 0 }
  const clock = watchedClock(
    () => pc.wall,
    () => pc.mono
  )
  Object.assign(ctx, { now: clock.now, clockJumps: clock.jumps })
  const handlers = createHandlers(ctx, 't')
  const call = (method: string, input: unknown) => dispatch(handlers, method, input)
  const ok = async (method: string, input: unknown): Promise<never> => {
    const result = await call(method, input)
    if (!result.ok) throw new Error(`${method}: ${result.error.code}`)
    return result.data as never
  }
  await ok('parlor.settings.update', { timeZone: ZONE })
  const plan: { id: number } = await ok('parlor.ratePlans.save', { name: '日夜', plan: DAY_NIGHT })
  const table: { id: number } = await ok('parlor.tables.save', { name: '1号桌', kind: 'hall', ratePlanId: plan.id })
  const rules = { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
  const open = async () => {
    const opened: { session: { id: number } } = await ok('parlor.open', {
      session: { variant: 'sichuan', playerIds: addPlayers(ctx.db, ['甲', '乙', '丙', '丁']), firstDealer: 0, rules },
      tableId: table.id,
      feePayer: 'even'
    })
    return opened.session.id
  }
  /** Real time passes: both clocks move on. */
  const pass = (ms: number) => {
    pc.wall += ms
    pc.mono += ms
  }
  return { ctx, pc, call, ok, open, pass }
}

describe('the table clock against a PC clock that jumps', () => {
  it('a clock set 1 day forward: noticed, and the close needs a confirmation naming the long fee', async () => {
    const { ctx, pc, call, ok, open, pass } = await parlorOnTheWallClock()
    const sessionId = await open()
    pass(2 * HOUR) // 20:00–22:00 at ¥15/h
    pc.wall += DAY // someone sets the PC a day ahead
    const floor: { clockJumps: { jumpMs: number }[]; tiles: { feeCents: number | null }[] } = await ok(
      'parlor.floor',
      {}
    )
    expect(floor.clockJumps).toEqual([expect.objectContaining({ jumpMs: DAY })])

    const before = dumpDatabase(ctx)
    const refused = await call('parlor.close', { sessionId, toAccount: [] })
    expect(refused).toMatchObject({ ok: false, error: { code: 'FEE_OVER_LIMIT' } })
    if (!refused.ok) expect(refused.error.messageZh).toContain('26.0 小时')
    expect(dumpDatabase(ctx)).toEqual(before)

    const closed: { timeFee: { breakdown: { playedMs: number } } } = await ok('parlor.close', {
      sessionId,
      toAccount: [],
      confirmTime: ['longFee']
    })
    expect(closed.timeFee.breakdown.playedMs).toBe(26 * HOUR)
  })

  it('a clock set 1 day back while the app runs: noticed, and the fee is not reduced', async () => {
    const { pc, ok, open, pass } = await parlorOnTheWallClock()
    const sessionId = await open()
    pass(2 * HOUR)
    pc.wall -= DAY // set back: the wall now reads the day before the opening
    const floor: { clockJumps: { jumpMs: number }[]; tiles: { feeCents: number | null }[] } = await ok(
      'parlor.floor',
      {}
    )
    expect(floor.clockJumps).toEqual([expect.objectContaining({ jumpMs: -DAY })])
    expect(floor.tiles[0].feeCents).toBe(3000) // 2 h at ¥15, still
    pass(HOUR)
    const closed: { timeFee: { breakdown: { playedMs: number; totalCents: number } } } = await ok('parlor.close', {
      sessionId,
      toAccount: []
    })
    expect(closed.timeFee.breakdown.playedMs).toBe(3 * HOUR)
    expect(closed.timeFee.breakdown.totalCents).toBe(4500)
  })

  it('a clock that reads before the opening at the close (the app restarted): refused, then charged up to the time recorded', async () => {
    const { ctx, pc, call, ok, open, pass } = await parlorOnTheWallClock()
    const sessionId = await open()
    pass(HOUR)
    await ok('parlor.clock.pause', { sessionId }) // 21:00 is recorded
    pass(HOUR)
    await ok('parlor.clock.resume', { sessionId }) // 22:00 is recorded
    // A new process whose PC clock was set back a day: nothing to compare it with but the rows.
    const restarted = watchedClock(
      () => pc.wall - DAY,
      () => 0
    )
    ctx.now = restarted.now
    const before = dumpDatabase(ctx)
    const refused = await call('parlor.close', { sessionId, toAccount: [] })
    expect(refused).toMatchObject({ ok: false, error: { code: 'CLOCK_BEFORE_OPENING' } })
    expect(dumpDatabase(ctx)).toEqual(before)
    // Confirmed: charged up to 22:00, the latest time recorded (1 h played), never less.
    const closed: { timeFee: { breakdown: { playedMs: number } } } = await ok('parlor.close', {
      sessionId,
      toAccount: [],
      confirmTime: ['beforeOpening']
    })
    expect(closed.timeFee.breakdown.playedMs).toBe(HOUR)
  })
})
