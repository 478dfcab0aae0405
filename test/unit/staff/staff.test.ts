import { createHandlers } from '../../../src-main/api/handlers'
import { Gateway, LOCAL_CALLER } from '../../../src-main/api/gateway'
import { createPlayer } from '../../../src-main/services/roster'
import { PIN_LOCK_MS, PIN_TRIES } from '../../../src-main/services/staff/staff'
import { describe, expect, it } from 'vitest'
import { dumpDatabase, openTestContext } from '../../support/context'
import { PINS, withStaff } from '../../support/staff'

const member = (db: Parameters<typeof createPlayer>[0], name: string) =>
  createPlayer(db, { name, nickname: '', phone: '', note: '', allowDuplicate: false }).id

describe('staff, PINs and 授权', () => {
  it('with no staff defined, the desk works as the one owner', async () => {
    const ctx = await openTestContext()
    const gateway = new Gateway(ctx, createHandlers(ctx, 'test'))
    const player = member(ctx.db, '甲')
    expect((await gateway.call(LOCAL_CALLER, 'accounts.topUp', { playerId: player, cents: 10_000 })).ok).toBe(true)
    const refund = await gateway.call(LOCAL_CALLER, 'accounts.refund', { playerId: player, cents: 2_000 })
    expect(refund.ok).toBe(true)
    expect(await gateway.call(LOCAL_CALLER, 'staff.current', {})).toMatchObject({ ok: true, data: { required: false } })
  })

  it('asks who is working once staff exist, and refuses a wrong PIN', async () => {
    const staff = await withStaff()
    const refused = await staff.call('accounts.list')
    expect(refused.error).toMatchObject({ code: 'SIGN_IN_REQUIRED', messageZh: expect.stringContaining('PIN') })
    const wrong = await staff.call('staff.signIn', { staffId: staff.ids.cashier, pin: '9999' })
    expect(wrong.error.code).toBe('WRONG_PIN')
    expect((await staff.call('staff.current')).data.member).toBeNull()
    await staff.signInAs('cashier')
    expect((await staff.call('staff.current')).data.member).toMatchObject({ name: '小李', role: 'cashier' })
    expect((await staff.call('accounts.list')).ok).toBe(true)
  })

  it('locks a person for a minute after 5 wrong PINs, even for the right PIN, then lets them in', async () => {
    const staff = await withStaff()
    for (let i = 0; i < PIN_TRIES; i++) {
      expect((await staff.call('staff.signIn', { staffId: staff.ids.owner, pin: '0000' })).error.code).toBe('WRONG_PIN')
    }
    const locked = await staff.call('staff.signIn', { staffId: staff.ids.owner, pin: PINS.owner })
    expect(locked.error.code).toBe('PIN_LOCKED')
    // the lock holds for an 授权 with that owner's PIN too
    await staff.signInAs('cashier')
    const grant = { staffId: staff.ids.owner, pin: PINS.owner }
    expect((await staff.call('staff.configure', { idleLockMinutes: 9, ownerGrant: grant })).error.code).toBe(
      'PIN_LOCKED'
    )
    // another person is not locked by it
    await staff.signInAs('attendant')
    staff.clock.at += PIN_LOCK_MS + 1
    await staff.signInAs('owner')
    expect((await staff.call('staff.current')).data.member.role).toBe('owner')
  })

  it('locks the desk after the idle time; the next call asks for a PIN again', async () => {
    const staff = await withStaff()
    await staff.signInAs('owner')
    expect((await staff.call('staff.configure', { idleLockMinutes: 2 })).ok).toBe(true)
    staff.clock.at += 119_000
    expect((await staff.call('accounts.list')).ok).toBe(true)
    staff.clock.at += 121_000
    expect((await staff.call('accounts.list')).error.code).toBe('SIGN_IN_REQUIRED')
  })

  it('refuses a cashier refund without 授权 and changes nothing; with the owner PIN it passes and the log names both', async () => {
    const staff = await withStaff()
    const player = member(staff.ctx.db, '甲')
    await staff.signInAs('cashier')
    expect((await staff.call('accounts.topUp', { playerId: player, cents: 10_000, tender: '微信' })).ok).toBe(true)
    const before = dumpDatabase(staff.ctx)
    const refused = await staff.call('accounts.refund', { playerId: player, cents: 3_000 })
    expect(refused.error).toMatchObject({ code: 'OWNER_REQUIRED', messageZh: expect.stringContaining('老板') })
    expect(refused.error.messageEn).toContain('owner')
    const badGrant = await staff.call('accounts.refund', {
      playerId: player,
      cents: 3_000,
      ownerGrant: { staffId: staff.ids.owner, pin: '1111' }
    })
    expect(badGrant.error.code).toBe('WRONG_PIN')
    const cashierGrant = await staff.call('accounts.refund', {
      playerId: player,
      cents: 3_000,
      ownerGrant: { staffId: staff.ids.cashier, pin: PINS.cashier }
    })
    expect(cashierGrant.error.code).toBe('OWNER_REQUIRED')
    // the books are unchanged; only the wrong owner PIN is counted (towards a lockout)
    const { pin_failures: failures, ...after } = dumpDatabase(staff.ctx)
    expect(after).toEqual({ ...before, pin_failures: undefined })
    expect(failures).toEqual([{ staff_id: staff.ids.owner, failures: 1, locked_until: 0 }])

    const granted = await staff.call('accounts.refund', {
      playerId: player,
      cents: 3_000,
      ownerGrant: { staffId: staff.ids.owner, pin: PINS.owner }
    })
    expect(granted.ok).toBe(true)
    await staff.signInAs('owner')
    const log = (await staff.call('audit.list', { entity: 'account' })).data
    const refund = log.find((entry: { action: string }) => entry.action === 'refund')
    expect(refund).toMatchObject({ staffName: '小李', grantedByName: '老王', deviceId: null })
    const topUp = log.find((entry: { action: string }) => entry.action === 'topup')
    expect(topUp).toMatchObject({ staffName: '小李', grantedBy: null })
  })

  it('never lets a PIN hash leave main', async () => {
    const staff = await withStaff()
    await staff.signInAs('owner')
    const hashes = (staff.ctx.db.prepare('SELECT pin_hash FROM staff').all() as { pin_hash: string }[]).map(
      (row) => row.pin_hash
    )
    const replies = JSON.stringify([
      await staff.call('staff.list'),
      await staff.call('staff.current'),
      await staff.call('staff.save', { id: staff.ids.cashier, name: '小李', role: 'cashier', pin: '5555' }),
      await staff.call('audit.list', { limit: 1000 })
    ])
    expect(replies).not.toMatch(/pin_?hash/i)
    for (const hash of hashes) expect(replies).not.toContain(hash)
    expect(replies).not.toContain('5555')
    // stored salted: the same PIN twice gives two different hashes
    await staff.call('staff.save', { name: '小赵', role: 'cashier', pin: PINS.owner })
    const twins = staff.ctx.db.prepare('SELECT pin_hash FROM staff WHERE name IN (?, ?)').all('小赵', '老王') as {
      pin_hash: string
    }[]
    expect(twins[0].pin_hash).not.toBe(twins[1].pin_hash)
  })

  it('keeps an active owner: the last owner cannot be demoted or deactivated', async () => {
    const staff = await withStaff()
    await staff.signInAs('owner')
    const demote = await staff.call('staff.save', { id: staff.ids.owner, name: '老王', role: 'cashier' })
    expect(demote.error.code).toBe('LAST_OWNER')
    expect((await staff.call('staff.current')).data.member.role).toBe('owner')
  })
})
