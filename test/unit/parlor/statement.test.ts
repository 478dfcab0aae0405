import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, ZONE } from '../../support/parlor'

describe('a member statement over business days', () => {
  it('includes its last day (to the next day’s 06:00 cutoff), with the tenders of its top-ups and refunds', async () => {
    const ctx = await openTestContext()
    const [wang] = addPlayers(ctx.db, ['王芳'])
    let now = 0
    ctx.now = () => now
    const handlers = createHandlers(ctx, 'test')
    const call = async (method: string, input: unknown): Promise<never> => {
      const result = await dispatch(handlers, method, input)
      if (!result.ok) throw new Error(result.error.code)
      return result.data as never
    }
    await call('parlor.settings.update', { timeZone: ZONE })
    const post = async (method: string, time: number, yuan: number, tender?: string) => {
      now = time
      await call(method, { playerId: wang, cents: yuan * 100, tender })
    }
    await post('accounts.topUp', at('10:00', -22), 500) // 11-01
    await post('accounts.topUp', at('21:00', 3), 75, '微信') // 11-26 evening
    await post('accounts.refund', at('02:00', 4), 10, '支付宝') // 11-27 02:00: still business day 11-26
    await post('accounts.topUp', at('07:00', 4), 20) // 11-27 after the cutoff: not in it

    const sheet: {
      fromDay: string
      toDay: string
      openingCents: number
      closingCents: number
      rows: { kind: string; amountCents: number; tender: string | null }[]
      tenders: { tender: string; cents: number }[]
    } = await call('accounts.statement', { playerId: wang, fromDay: '2026-11-01', toDay: '2026-11-26' })
    expect(sheet).toMatchObject({ fromDay: '2026-11-01', toDay: '2026-11-26', openingCents: 0, closingCents: 56_500 })
    expect(sheet.rows.map((row) => [row.kind, row.amountCents, row.tender])).toEqual([
      ['topup', 50_000, '现金'],
      ['topup', 7_500, '微信'],
      ['refund', -1_000, '支付宝']
    ])
    expect(sheet.tenders).toEqual([
      { tender: '现金', cents: 50_000 },
      { tender: '微信', cents: 7_500 },
      { tender: '支付宝', cents: -1_000 }
    ])
    // One day is a range too; a range that ends before it starts is refused.
    const oneDay: { rows: unknown[] } = await call('accounts.statement', {
      playerId: wang,
      fromDay: '2026-11-26',
      toDay: '2026-11-26'
    })
    expect(oneDay.rows).toHaveLength(2)
    expect(
      await dispatch(handlers, 'accounts.statement', { playerId: wang, fromDay: '2026-11-26', toDay: '2026-11-01' })
    ).toMatchObject({ ok: false, error: { code: 'BAD_RANGE' } })
    expect(
      await dispatch(handlers, 'accounts.statement', { playerId: wang, fromDay: '2026-02-30', toDay: '2026-03-01' })
    ).toMatchObject({ ok: false, error: { code: 'BAD_DAY' } })
  })
})
