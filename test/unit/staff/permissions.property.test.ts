import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { inputSchemas } from '../../../src-main/api/contract'
import { authorize, PERMISSIONS, staffMayCall, type Caller } from '../../../src-main/api/permissions'
import type { Method } from '../../../src-main/api/types'
import { STAFF_ROLES } from '../../../src-main/store/vocabulary'
import { PINS, withStaff, type StaffFixture } from '../../support/staff'

const methods = Object.keys(inputSchemas) as Method[]
const LOCAL: Caller = { role: 'local' }

describe('the permission table for staff', () => {
  let staff: StaffFixture
  beforeAll(async () => {
    staff = await withStaff()
  })

  it('gives every method of the contract a staff rule', () => {
    for (const method of methods) expect(['anyone', ...STAFF_ROLES], method).toContain(PERMISSIONS[method].staff)
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...methods].sort())
  })

  it('lets the owner do everything; cashier and attendant only what their column allows', () => {
    for (const method of methods) expect(staffMayCall('owner', method)).toBe(true)
    const attendant = methods.filter(
      (method) => staffMayCall('attendant', method) && PERMISSIONS[method].staff !== 'anyone'
    )
    for (const method of attendant)
      expect(method).toMatch(/^(sessions|hands|handQueue|parlor|players|presets|bookings)\./)
    for (const method of [
      'accounts.refund',
      'accounts.adjust',
      'accounts.reverse',
      'sessions.void',
      'sessions.reopen',
      'parlor.ratePlans.save',
      'parlor.settings.update',
      'settings.update',
      'backups.restore'
    ] as Method[]) {
      expect(staffMayCall('cashier', method), method).toBe(false)
    }
    for (const method of [
      'parlor.close',
      'accounts.topUp',
      'accounts.transfer',
      'reports.parlor',
      'hands.add'
    ] as Method[]) {
      expect(staffMayCall('cashier', method), method).toBe(true)
    }
    expect(staffMayCall('attendant', 'accounts.topUp')).toBe(false)
  })

  it('answers every method as every role, with and without an owner 授权, as the table says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...methods),
        fc.constantFrom(...STAFF_ROLES),
        fc.constantFrom('none', 'owner', 'wrong', 'cashier') as fc.Arbitrary<'none' | 'owner' | 'wrong' | 'cashier'>,
        async (method, role, grantKind) => {
          staff.clock.at += 1000
          await staff.signInAs(role)
          const grant =
            grantKind === 'none'
              ? undefined
              : grantKind === 'cashier'
                ? { staffId: staff.ids.cashier, pin: PINS.cashier }
                : { staffId: staff.ids.owner, pin: grantKind === 'owner' ? PINS.owner : '0000' }
          const need = PERMISSIONS[method].staff
          const allowedWithout = staffMayCall(role, method)
          const outcome = await authorize(LOCAL, method, {} as never, staff.ctx, grant).then(
            (acting) => ({ ok: true as const, acting }),
            (error: { code: string }) => ({ ok: false as const, code: error.code })
          )
          if (allowedWithout) {
            expect(outcome).toEqual({ ok: true, acting: { staffId: staff.ids[role], grantedBy: null } })
          } else if (need === 'owner' && grantKind === 'owner') {
            expect(outcome).toEqual({ ok: true, acting: { staffId: staff.ids[role], grantedBy: staff.ids.owner } })
          } else {
            const expected =
              need !== 'owner'
                ? 'ROLE_REQUIRED'
                : grantKind === 'none'
                  ? 'OWNER_REQUIRED'
                  : grantKind === 'wrong'
                    ? 'WRONG_PIN'
                    : 'OWNER_REQUIRED'
            expect(outcome).toEqual({ ok: false, code: expected })
          }
          // a wrong owner PIN counts toward the owner's lock: clear it for the next run
          if (grantKind === 'wrong') staff.clock.at += 61_000
        }
      ),
      { numRuns: 100 }
    )
  }, 120_000)

  it('refuses every method but the PIN pad while nobody is signed in', async () => {
    await staff.call('staff.signOut')
    for (const method of methods) {
      const outcome = await authorize(LOCAL, method, {} as never, staff.ctx).then(
        () => 'ok',
        (error: { code: string }) => error.code
      )
      expect(outcome, method).toBe(PERMISSIONS[method].staff === 'anyone' ? 'ok' : 'SIGN_IN_REQUIRED')
    }
  })
})
