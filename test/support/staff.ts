/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read replies as untyped JSON, as a window would */
import { createHandlers } from '../../src-main/api/handlers'
import { Gateway, LOCAL_CALLER } from '../../src-main/api/gateway'
import type { AppContext } from '../../src-main/context'
import { listStaff, saveStaff } from '../../src-main/services/staff/staff'
import type { StaffRole } from '../../src-main/store/vocabulary'
import { openTestContext } from './context'

export const PINS: Record<StaffRole, string> = { owner: '1234', cashier: '2345', attendant: '3456' }

export interface StaffFixture {
  ctx: AppContext
  gateway: Gateway
  ids: Record<StaffRole, number>
  /** A call from the desk window, as whoever is signed in there. */
  call(method: string, input?: unknown): Promise<any>
  signInAs(role: StaffRole): Promise<void>
  /** The test's clock (epoch ms); move it with `clock.at = …`. */
  clock: { at: number }
}

/** A fresh data file with an owner, a cashier and an attendant, served through the gateway. */
export async function withStaff(ctx?: AppContext): Promise<StaffFixture> {
  const context = ctx ?? (await openTestContext())
  const at = Date.UTC(2026, 10, 23, 2, 0)
  for (const role of ['owner', 'cashier', 'attendant'] as const) {
    const name = { owner: '老王', cashier: '小李', attendant: '小张' }[role]
    await saveStaff(context.db, { name, role, active: true, pin: PINS[role] }, at)
  }
  return serveStaff(context, at)
}

/** The staff already in a data file (one of each role), served through a new gateway from `at` on. */
export function serveStaff(context: AppContext, at: number): StaffFixture {
  const clock = { at }
  context.now = () => clock.at
  const ids = Object.fromEntries(listStaff(context.db).map((member) => [member.role, member.id])) as Record<
    StaffRole,
    number
  >
  const gateway = new Gateway(context, createHandlers(context, 'test'))
  const call = (method: string, input: unknown = {}) => gateway.call(LOCAL_CALLER, method, input)
  return {
    ctx: context,
    gateway,
    ids,
    call,
    clock,
    async signInAs(role) {
      const reply = await call('staff.signIn', { staffId: ids[role], pin: PINS[role] })
      if (!reply.ok) throw new Error(JSON.stringify(reply.error))
    }
  }
}
