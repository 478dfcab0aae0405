/** The PIN pad's calls, made at the caller the gateway is serving (api/gateway sets the actor). */
import type { AppContext } from '../../context'
import { currentActor } from '../../store/actor'
import { writeAudit } from '../../store/audit'
import { idleLockMinutes, publicMember, staffDeskOf, staffRequired } from './staff'
import type { StaffSession } from '../../model/staff'
const callerOf = (): string => currentActor()?.caller ?? 'local'

export function staffSession(ctx: AppContext): StaffSession {
  const row = staffDeskOf(ctx).current(callerOf())
  return { required: staffRequired(ctx.db), member: row && publicMember(row), idleLockMinutes: idleLockMinutes(ctx.db) }
}

export async function signIn(ctx: AppContext, staffId: number, pin: string): Promise<StaffSession> {
  const member = await staffDeskOf(ctx).signIn(callerOf(), staffId, pin)
  const actor = currentActor()
  if (actor) actor.staffId = member.id
  writeAudit(ctx.db, { entity: 'staff', entityId: member.id, action: 'signIn' })
  return staffSession(ctx)
}

export function signOut(ctx: AppContext): StaffSession {
  staffDeskOf(ctx).signOut(callerOf())
  return staffSession(ctx)
}
