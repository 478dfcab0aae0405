import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlayer } from '../../../src-main/services/roster'
import { saveStaff } from '../../../src-main/services/staff/staff'
import { startLan, type LanFixture } from '../../support/lan'
import { PINS } from '../../support/staff'

describe('staff over the LAN: both the device and the person must be allowed', () => {
  let lan: LanFixture
  let desk: string
  let tablet: string
  const ids = { owner: 0, cashier: 0, attendant: 0 }
  let player: number

  beforeAll(async () => {
    lan = await startLan()
    desk = await lan.pair({ role: 'desk', tableId: null }, '二号前台')
    tablet = await lan.pair({ role: 'table', tableId: lan.tables[0] }, '一号桌平板')
    for (const role of ['owner', 'cashier', 'attendant'] as const) {
      ids[role] = (await saveStaff(lan.ctx.db, { name: role, role, active: true, pin: PINS[role] }, Date.now())).id
    }
    player = createPlayer(lan.ctx.db, { name: '会员甲', nickname: '', phone: '', note: '', allowDuplicate: false }).id
  })
  afterAll(() => lan.close())

  it('keeps a sign-in per device: the desk window is not signed in by a device', async () => {
    expect((await lan.call(desk, 'accounts.list')).body.error.code).toBe('SIGN_IN_REQUIRED')
    const signIn = await lan.call(desk, 'staff.signIn', { staffId: ids.cashier, pin: PINS.cashier })
    expect(signIn.body.data.member).toMatchObject({ role: 'cashier' })
    expect(JSON.stringify(signIn.body)).not.toMatch(/hash/i)
    expect((await lan.call(desk, 'accounts.list')).body.ok).toBe(true)
    expect((await lan.call(tablet, 'staff.current')).body.data.member).toBeNull()
  })

  it('refuses a cashier refund over HTTP, and takes it with an owner PIN; the log names person, owner and device', async () => {
    expect((await lan.call(desk, 'accounts.topUp', { playerId: player, cents: 5_000 })).body.ok).toBe(true)
    const refused = await lan.call(desk, 'accounts.refund', { playerId: player, cents: 1_000 })
    expect(refused.body.error.code).toBe('OWNER_REQUIRED')
    const ownerGrant = { staffId: ids.owner, pin: PINS.owner }
    const granted = await lan.call(desk, 'accounts.refund', { playerId: player, cents: 1_000, ownerGrant })
    expect(granted.body.ok).toBe(true)
    const entry = lan.ctx.db
      .prepare("SELECT staff_id, device_id, granted_by FROM audit_log WHERE action = 'refund'")
      .get() as { staff_id: number; device_id: number; granted_by: number }
    expect(entry).toMatchObject({ staff_id: ids.cashier, granted_by: ids.owner })
    expect(entry.device_id).toBeGreaterThan(0)
  })

  it('an owner signed in on a table tablet still cannot reach beyond the tablet', async () => {
    await lan.call(tablet, 'staff.signIn', { staffId: ids.owner, pin: PINS.owner })
    expect((await lan.call(tablet, 'accounts.list')).body.error.code).toBe('FORBIDDEN')
    const hands = await lan.call(tablet, 'parlor.clock.get', { sessionId: lan.sessions[0] })
    expect(hands.body.ok).toBe(true)
  })
})
