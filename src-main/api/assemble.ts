import type { AppContext, HostDialogs } from '../context'
import { Downloads } from '../services/jobs/downloads'
import { JobRegistry } from '../services/jobs/registry'
import type { LanHost } from '../services/lan/host'
import { Gateway } from './gateway'
import { createHandlers } from './handlers'

/** The one gateway of a running app (window, `npm run serve`), with its jobs and the downloads paired desks fetch. */
export function assembleGateway(
  ctx: AppContext,
  appVersion: string,
  lan: LanHost,
  dialogs?: HostDialogs
): { gateway: Gateway; downloads: Downloads } {
  const jobs = new JobRegistry(ctx)
  const downloads = new Downloads(ctx, jobs)
  const gateway = new Gateway(ctx, createHandlers(ctx, appVersion, dialogs, lan, jobs, downloads), jobs)
  return { gateway, downloads }
}
