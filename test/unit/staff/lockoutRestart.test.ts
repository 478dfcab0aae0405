import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PIN_LOCK_MS, PIN_TRIES } from '../../../src-main/services/staff/staff'
import { openTestContext } from '../../support/context'
import { PINS, serveStaff, withStaff } from '../../support/staff'

describe('PIN lockouts survive a restart', () => {
  it('a person locked out stays locked after the data file is reopened, until the minute has passed', async () => {
    const first = await withStaff()
    for (let i = 0; i < PIN_TRIES; i++) {
      const wrong = await first.call('staff.signIn', { staffId: first.ids.owner, pin: '0000' })
      expect(wrong.error.code).toBe('WRONG_PIN')
    }
    const lockedAt = first.clock.at
    first.ctx.db.close()

    // a new process's view: a fresh context (and StaffDesk) on the same file
    const reopened = await openTestContext(dirname(first.ctx.dbFile))
    const again = serveStaff(reopened, lockedAt + 1_000)
    const locked = await again.call('staff.signIn', { staffId: again.ids.owner, pin: PINS.owner })
    expect(locked.error).toMatchObject({ code: 'PIN_LOCKED' })
    expect(locked.error.messageZh).toContain('59 秒')
    again.clock.at = lockedAt + PIN_LOCK_MS + 1
    expect((await again.call('staff.signIn', { staffId: again.ids.owner, pin: PINS.owner })).ok).toBe(true)
  })

  it('wrong PINs before a restart still count towards the lock after it', async () => {
    const first = await withStaff()
    for (let i = 0; i < PIN_TRIES - 1; i++) {
      await first.call('staff.signIn', { staffId: first.ids.cashier, pin: '0000' })
    }
    first.ctx.db.close()
    const again = serveStaff(await openTestContext(dirname(first.ctx.dbFile)), first.clock.at)
    expect((await again.call('staff.signIn', { staffId: again.ids.cashier, pin: '0000' })).error.code).toBe('WRONG_PIN')
    const locked = await again.call('staff.signIn', { staffId: again.ids.cashier, pin: PINS.cashier })
    expect(locked.error.code).toBe('PIN_LOCKED')
  })

  it('a right PIN clears the count', async () => {
    const staff = await withStaff()
    for (let i = 0; i < PIN_TRIES - 1; i++)
      await staff.call('staff.signIn', { staffId: staff.ids.cashier, pin: '0000' })
    await staff.signInAs('cashier')
    for (let i = 0; i < PIN_TRIES - 1; i++) {
      expect((await staff.call('staff.signIn', { staffId: staff.ids.cashier, pin: '0000' })).error.code).toBe(
        'WRONG_PIN'
      )
    }
    await staff.signInAs('cashier')
  })
})
