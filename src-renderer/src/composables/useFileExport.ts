import { useMessage } from 'naive-ui'
import { ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import type { JobView } from '../../../src-main/api/types'
import { call, type ApiInput } from '../api'
import { jobFailure } from './useJobs'
import { useErrorReport } from './useErrorReport'
import { useLiveRefresh } from './useLiveRefresh'

type ExportMethod = 'export.sessionCsv' | 'export.sessionXlsx' | 'reports.parlorXlsx'

/**
 * Starts an export job of main at the file the host picks; `busy` names the export under way (its
 * button's spinner) and `job` follows it until it ends, which is told. The job list is read only
 * while following one (whoever may start the export may list jobs; others never ask).
 */
export function useFileExport() {
  const { t } = useI18n()
  const message = useMessage()
  const { attempt, report } = useErrorReport()
  const busy = ref<ExportMethod | null>(null)
  const job = ref<JobView | null>(null)

  async function reload(): Promise<void> {
    if (job.value?.state !== 'running') return
    const id = job.value.id
    const jobs = await attempt(() => call('jobs.list', {}))
    const view = jobs?.find((listed) => listed.id === id)
    // Reloads overlap (a cancel's and its event's): only the first to see the end tells it.
    if (view && job.value?.id === id && job.value.state === 'running') job.value = view
  }
  useLiveRefresh((event) => event.topic === 'jobs', reload)

  async function cancel(id: number): Promise<void> {
    await attempt(() => call('jobs.cancel', { id }))
    await reload()
  }

  function ended(view: JobView): void {
    busy.value = null
    if (view.state === 'cancelled') message.info(t('records.jobs.cancelled'))
    else if (view.state === 'failed') report(jobFailure(view))
    else message.success(t('records.exportFile.saved', { file: view.file }))
  }

  watch(job, (view) => {
    if (view && view.state !== 'running') ended(view)
  })

  async function exportFile<M extends ExportMethod>(method: M, input: ApiInput<M>): Promise<void> {
    busy.value = method
    const started = await attempt(() => call(method, input))
    if (!started) {
      busy.value = null
      return
    }
    job.value = started
    await reload()
  }

  return { busy, job, cancel, exportFile }
}
