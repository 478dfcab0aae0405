import type { AppContext } from '../context'
import { dispatch } from './dispatch'
import { EventStream } from './events'
import type { Handlers } from './handlers'
import { authorize, shownTo, type Caller } from './permissions'
import type { ApiResult, Method } from './types'

/** The desk window on the machine with the data file. */
export const LOCAL_CALLER: Caller = { role: 'local' }

/**
 * Where every transport ends: the caller's permission is checked before the handler (with the
 * parsed input), the call is dispatched, a write that succeeded is announced on the stream, and
 * the result is shown as the caller may see it.
 */
export class Gateway {
  readonly events = new EventStream()

  constructor(
    private readonly ctx: AppContext,
    private readonly handlers: Handlers
  ) {}

  async call(caller: Caller, method: unknown, payload: unknown): Promise<ApiResult<unknown>> {
    const guard = (checked: Method, input: unknown) => authorize(caller, checked, input as never, this.ctx.db)
    const result = await dispatch(this.handlers, method, payload, guard)
    if (!result.ok) return result
    this.events.announce(this.ctx.db, method as Method, payload, result.data)
    return { ok: true, data: shownTo(caller, method as Method, result.data as never) }
  }
}
