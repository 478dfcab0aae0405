import type { AppContext } from '../context'
import { actAs, type Actor } from '../store/actor'
import { ownerGrantSchema } from './contract'
import { dispatch } from './dispatch'
import { EventStream } from './events'
import type { OwnerGrant } from './contract'
import type { JobRegistry } from '../services/jobs/registry'
import { authorize, callerKey, shownTo, type Caller } from './permissions'
import type { ApiResult, Handlers, Method } from './types'

/** The desk window on the machine with the data file. */
export const LOCAL_CALLER: Caller = { role: 'local' }

/** An owner's 授权 rides along with the call as `ownerGrant`; the method's own input is the rest. */
function splitGrant(payload: unknown): { input: unknown; grant?: OwnerGrant } | null {
  if (typeof payload !== 'object' || payload === null || !Object.hasOwn(payload, 'ownerGrant'))
    return { input: payload }
  const { ownerGrant, ...input } = payload as Record<string, unknown>
  const grant = ownerGrantSchema.safeParse(ownerGrant)
  return grant.success ? { input, grant: grant.data } : null
}

const BAD_GRANT = {
  ok: false,
  error: {
    code: 'INVALID_INPUT',
    messageZh: '授权的格式不对。',
    messageEn: 'The authorisation is malformed.',
    path: 'ownerGrant'
  }
} as const

/**
 * Where every transport ends: the caller's permission (device and staff member) is checked before
 * the handler (with the parsed input), the call is dispatched as that person, a write that
 * succeeded is announced on the stream, and the result is shown as the caller may see it.
 */
export class Gateway {
  readonly events = new EventStream()

  constructor(
    private readonly ctx: AppContext,
    private readonly handlers: Handlers,
    jobs?: JobRegistry
  ) {
    jobs?.subscribe(() => this.events.publish({ topic: 'jobs', sessionId: null, tableId: null }))
  }

  async call(caller: Caller, method: unknown, payload: unknown): Promise<ApiResult<unknown>> {
    const split = splitGrant(payload)
    if (!split) return BAD_GRANT
    const { input, grant } = split
    const actor: Actor = {
      caller: callerKey(caller),
      staffId: null,
      deviceId: caller.role === 'local' ? null : caller.deviceId,
      grantedBy: null
    }
    const guard = async (checked: Method, parsed: unknown) =>
      Object.assign(actor, await authorize(caller, checked, parsed as never, this.ctx, grant))
    const result = await actAs(actor, () => dispatch(this.handlers, method, input, guard))
    if (!result.ok) return result
    this.events.announce(this.ctx.db, method as Method, input, result.data)
    return { ok: true, data: shownTo(caller, method as Method, result.data as never) }
  }
}
