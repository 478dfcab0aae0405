import { useMessage } from 'naive-ui'
import { onMounted, ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { JobView, ListedJob, PickedJobKind } from '../../../src-main/api/types'
import { ApiCallError, call, fetchExport } from '../api'
import { useErrorReport } from './useErrorReport'
import { useLiveRefresh } from './useLiveRefresh'

/** The long jobs of main (exports, import, restore), shared by every screen that shows them. */
const jobs = ref<ListedJob[]>([])

async function refresh(): Promise<void> {
  jobs.value = await call('jobs.list', {})
}

/** The job list, kept current by main's event stream while mounted; start and cancel report their failures. */
export function useJobs() {
  const { attempt } = useErrorReport()
  useLiveRefresh((event) => event.topic === 'jobs', refresh)
  onMounted(() => attempt(refresh))

  /**
   * The started job, or null when the host closed the file dialog (or the start was refused, and
   * reported); `upload`: a paired desk's import reads the file it uploaded instead.
   */
  async function start(kind: PickedJobKind, upload?: string): Promise<JobView | null> {
    const job = (await attempt(() => call('jobs.start', upload === undefined ? { kind } : { kind, upload }))) ?? null
    await attempt(refresh)
    return job
  }

  async function cancel(id: number): Promise<void> {
    await attempt(() => call('jobs.cancel', { id }))
    await attempt(refresh)
  }

  /** The list read again now (after a job was started elsewhere than by `start`). */
  const reload = () => attempt(refresh)

  return { jobs, start, cancel, reload }
}

/** A job's failure as the UI shows errors. */
export const jobFailure = (job: JobView): ApiCallError | null => (job.error ? new ApiCallError(job.error) : null)

/**
 * Tells how an export ended: cancelled, failed, or done: a paired device's file is downloaded by
 * the browser first (the window's is already where the host chose).
 */
export function useExportEnd() {
  const { t } = useI18n()
  const message = useMessage()
  const { attempt, report } = useErrorReport()
  return async (job: JobView): Promise<void> => {
    if (job.state === 'cancelled') message.info(t('records.jobs.cancelled'))
    else if (job.state === 'failed') report(jobFailure(job))
    else if ((await attempt(() => fetchExport(job).then(() => true))) === true) {
      const done = job.download ? 'records.exportFile.downloaded' : 'records.exportFile.saved'
      message.success(t(done, { file: job.file }))
    }
  }
}

/** Tells how a restore ended: cancelled, failed, or done once `reloadShown` has read again what the screens show. */
export function useRestoreEnd(reloadShown: () => Promise<unknown>) {
  const { t } = useI18n()
  const message = useMessage()
  const { attempt, report } = useErrorReport()
  return async (job: JobView): Promise<void> => {
    if (job.state === 'cancelled') message.info(t('backups.restoreCancelled'))
    else if (job.state === 'failed') report(jobFailure(job))
    else {
      await attempt(reloadShown)
      message.success(t('backups.restored', { file: job.safetyBackup?.file }), { duration: 8000, closable: true })
    }
  }
}
