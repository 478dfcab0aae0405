/** A restore as the host starts it (backups.restore, a job) and as it ends. */
import { createHandlers } from '../../src-main/api/handlers'
import { dispatch } from '../../src-main/api/dispatch'
import type { AppContext } from '../../src-main/context'
import type { ApiError } from '../../src-main/errors'
import { JobRegistry } from '../../src-main/services/jobs/registry'
import type { JobView } from '../../src-main/model/jobs'
import type { BackupFile } from '../../src-main/model/backup'

type Ended = { ok: true; data: JobView } | { ok: false; error: ApiError }

/** The finished restore job, or the error the start or the job ended with. */
export async function restoreThroughApi(ctx: AppContext, file: string, jobs = new JobRegistry(ctx)): Promise<Ended> {
  const started = await dispatch(createHandlers(ctx, 't', undefined, undefined, jobs), 'backups.restore', { file })
  if (!started.ok) return started
  const ended = await jobs.finished((started.data as JobView).id)
  return ended.state === 'done' ? { ok: true, data: ended } : { ok: false, error: ended.error! }
}

/** The restore to its end, thrown as its error when it does not finish. */
export async function restoreBackup(ctx: AppContext, file: string): Promise<{ safetyBackup: BackupFile }> {
  const ended = await restoreThroughApi(ctx, file)
  if (!ended.ok) throw ended.error
  return { safetyBackup: ended.data.safetyBackup! }
}
