/**
 * What the PIN pad and the 授权 dialog show, shared with `call` (api.ts): a call refused for want
 * of a sign-in shows the pad; one refused for want of the owner asks for an owner's PIN and is
 * sent again with it. Main decides both; this only asks the person at the desk.
 */
import { reactive } from 'vue'
import type { OwnerGrant } from '../../src-main/api/types'

interface GrantRequest {
  resolve: (grant: OwnerGrant | null) => void
}

export const staffGate = reactive({
  /** Whether main has said if anyone must sign in (until then the screens wait). */
  ready: false,
  /** Someone must sign in before anything else. */
  locked: false,
  /** Counts sign-ins: the screen shown is rebuilt for each person. */
  signIns: 0,
  /** An owner's PIN is being asked for. */
  grant: null as GrantRequest | null
})

/** Asks for an owner's PIN; null when cancelled. */
export function askOwnerGrant(): Promise<OwnerGrant | null> {
  staffGate.grant?.resolve(null)
  return new Promise((resolve) => {
    staffGate.grant = { resolve }
  })
}

export function answerOwnerGrant(grant: OwnerGrant | null): void {
  const pending = staffGate.grant
  staffGate.grant = null
  pending?.resolve(grant)
}
