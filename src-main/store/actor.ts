/**
 * Who is making the call being served: the staff member (null with no staff defined), the paired
 * device (null at the desk window) and the owner who authorised it on the spot (授权). Every
 * transport runs its handler inside `actAs`, so every audited write names them.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export interface Actor {
  /** Where the call came from: `local` (the desk window) or `device:<id>`; sign-ins are per caller. */
  caller: string
  staffId: number | null
  deviceId: number | null
  grantedBy: number | null
}

const current = new AsyncLocalStorage<Actor>()

export function actAs<T>(actor: Actor, run: () => T): T {
  return current.run(actor, run)
}

export function currentActor(): Actor | undefined {
  return current.getStore()
}
