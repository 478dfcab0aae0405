import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { openTestContext } from '../../support/context'

describe('a bonus rule that gives more than the top-up', () => {
  it('is refused with a clear code until the host confirms it; an ordinary rule saves at once', async () => {
    const ctx = await openTestContext()
    const call = (input: unknown) => dispatch(createHandlers(ctx, 't'), 'accounts.bonusRules.save', input)
    const lavish = { rules: [{ minCents: 1, bonusCents: 100_000_000 }] }
    expect(await call(lavish)).toMatchObject({
      ok: false,
      error: { code: 'BONUS_CONFIRM_NEEDED', messageZh: expect.stringContaining('确认'), messageEn: expect.any(String) }
    })
    expect(ctx.db.prepare('SELECT count(*) AS n FROM bonus_rules').get()).toEqual({ n: 0 })
    expect(await call({ ...lavish, confirmHighBonus: true })).toMatchObject({
      ok: true,
      data: [{ minCents: 1, bonusCents: 100_000_000 }]
    })
    expect(await call({ rules: [{ minCents: 50_000, bonusCents: 50_000 }] })).toMatchObject({ ok: true })
  })
})
