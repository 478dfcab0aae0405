import type { AppContext, HostDialogs } from '../context'
import { Downloads } from '../services/jobs/downloads'
import { JobRegistry } from '../services/jobs/registry'
import { Uploads } from '../services/jobs/uploads'
import type { LanHost } from '../services/lan/host'
import { Gateway } from './gateway'
import { createHandlers } from './handlers'
import type { StartedCall } from './permissions'

/** The files a paired desk exchanges with the LAN server: the exports it fetches, the backups it uploads. */
export interface DeviceFiles {
  downloads: Downloads<StartedCall>
  uploads: Uploads
}

/** The one gateway of a running app (window, `npm run serve`), with its jobs and the files paired desks exchange. */
export function assembleGateway(
  ctx: AppContext,
  appVersion: string,
  lan: LanHost,
  dialogs?: HostDialogs,
  /** Only a test lowers the upload cap. */
  uploadCap?: number
): { gateway: Gateway; files: DeviceFiles } {
  const jobs = new JobRegistry(ctx)
  const files = { downloads: new Downloads<StartedCall>(ctx, jobs), uploads: new Uploads(ctx, jobs, uploadCap) }
  const handlers = createHandlers(ctx, appVersion, dialogs, lan, jobs, files.downloads, files.uploads)
  return { gateway: new Gateway(ctx, handlers, jobs), files }
}
