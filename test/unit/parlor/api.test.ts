import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, DAY_NIGHT, dealIn, ZONE } from '../../support/parlor'

describe('parlor API', () => {
  it('refuses money that is not whole cents, and a plan with a gap, changing nothing', async () => {
    const ctx = await openTestContext()
    const [jia] = addPlayers(ctx.db, ['甲'])
    const handlers = createHandlers(ctx, 'test')
    const before = dumpDatabase(ctx)
    const half = await dispatch(handlers, 'accounts.topUp', { playerId: jia, cents: 10.5 })
    expect(half).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: 'cents' } })
    const gap = await dispatch(handlers, 'parlor.ratePlans.save', {
      name: '缺时段',
      plan: { ...DAY_NIGHT, bands: [DAY_NIGHT.bands[0]] }
    })
    expect(gap).toMatchObject({ ok: false, error: { code: 'RATE_BANDS_NOT_A_DAY' } })
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('refuses a plan listing an add-on twice (it would be charged twice), a tender not in the list, a bad zone', async () => {
    const ctx = await openTestContext()
    const [jia] = addPlayers(ctx.db, ['甲'])
    const handlers = createHandlers(ctx, 'test')
    const before = dumpDatabase(ctx)
    const twice = await dispatch(handlers, 'parlor.ratePlans.save', {
      name: '空调两次',
      plan: { ...DAY_NIGHT, addOns: [DAY_NIGHT.addOns[0], { name: ' 空调', centsPerHour: 300 }] }
    })
    expect(twice).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        path: 'plan.addOns',
        messageZh: '字段“plan.addOns”：同一计费方案里的附加项名称不能重复。',
        messageEn: 'Field "plan.addOns": An add-on name appears twice in the plan'
      }
    })
    const tender = await dispatch(handlers, 'accounts.topUp', { playerId: jia, cents: 100, tender: '比特币' })
    expect(tender).toMatchObject({ ok: false, error: { code: 'TENDER_UNKNOWN' } })
    const zone = await dispatch(handlers, 'parlor.settings.update', { timeZone: 'Mars/Olympus' })
    expect(zone).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: 'timeZone' } })
    const tenders = await dispatch(handlers, 'parlor.settings.update', { tenders: ['现金', '现金'] })
    expect(tenders).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: 'tenders' } })
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('runs a table on the app clock: open, fee so far, preview, a close past the credit limit only when confirmed, and sessions.reopen reverses it', async () => {
    const ctx = await openTestContext()
    const ids = addPlayers(ctx.db, ['甲', '乙', '丙', '丁'])
    let now = at('14:00')
    ctx.now = () => now
    const handlers = createHandlers(ctx, 'test')
    const call = async (method: string, input: unknown) => {
      const result = await dispatch(handlers, method, input)
      if (!result.ok) throw new Error(result.error.messageEn)
      return result.data as never
    }
    await call('parlor.settings.update', { timeZone: ZONE })
    const plan: { id: number } = await call('parlor.ratePlans.save', { name: '日夜', plan: DAY_NIGHT })
    const table: { id: number } = await call('parlor.tables.save', { name: '1号桌', kind: 'room', ratePlanId: plan.id })
    const rules = { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    const opened: { session: { id: number } } = await call('parlor.open', {
      session: { variant: 'sichuan', playerIds: ids, firstDealer: 0, rules },
      tableId: table.id,
      feePayer: 'biggestWinner'
    })
    const sessionId = opened.session.id
    dealIn(ctx.db, sessionId, 0, 1)
    now = at('15:00')
    expect(await call('parlor.clock.get', { sessionId })).toMatchObject({ fee: { totalCents: 1500 } })
    // 甲 wins ¥1 and carries the ¥15 fee: the preview shows −¥14, past his limit of ¥0.
    const preview: { persons: { netCents: number; balanceAfterCents: number | null; overLimit: boolean }[] } =
      await call('parlor.preview', { sessionId, toAccount: [0] })
    expect(preview.persons[0]).toMatchObject({ netCents: 100 - 1500, balanceAfterCents: 100 - 1500, overLimit: true })
    const before = dumpDatabase(ctx)
    const refused = await dispatch(handlers, 'parlor.close', { sessionId, toAccount: [0] })
    // the refusal carries the figures as data, for the dialog to show in the club's money format
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'OVER_CREDIT_LIMIT',
        overLimit: [{ playerId: ids[0], name: '甲', balanceCents: 100 - 1500, creditLimitCents: 0 }]
      }
    })
    expect(dumpDatabase(ctx)).toEqual(before)
    const closed: { seats: { feeCents: number; balanceAfterCents: number | null }[] } = await call('parlor.close', {
      sessionId,
      toAccount: [0],
      confirmOverLimit: true
    })
    expect(closed.seats[0]).toMatchObject({ feeCents: 1500, balanceAfterCents: 100 - 1500 })
    now = at('15:10')
    await call('sessions.reopen', { id: sessionId })
    expect(await call('accounts.get', { playerId: ids[0] })).toMatchObject({ balanceCents: 0 })
  })
})
