import type { AppContext } from '../context'
import { dispatch } from './dispatch'
import { EventStream } from './events'
import type { Handlers } from './handlers'
import { authorize, type Caller } from './permissions'
import type { ApiResult, Method } from './types'

/** The desk window on the machine with the data file. */
export const LOCAL_CALLER: Caller = { role: 'local' }

/**
 * Where every transport ends: the caller's permission is checked before the handler (with the
 * parsed input), the call is dispatched, and a write that succeeded is announced on the stream.
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
    if (result.ok) this.events.announce(this.ctx.db, method as Method, payload, result.data)
    return result
  }
}
