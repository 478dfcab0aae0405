import { ref, watch } from 'vue'
import type { JobView } from '../../../src-main/api/types'
import { call, type ApiInput } from '../api'
import { useExportEnd } from './useJobs'
import { useErrorReport } from './useErrorReport'
import { useLiveRefresh } from './useLiveRefresh'

type ExportMethod = 'export.sessionCsv' | 'export.sessionXlsx' | 'reports.parlorXlsx'

/**
 * Starts an export job of main at the file the host picks (on a paired desk, a file the browser
 * downloads when it is done); `busy` names the export under way (its
 * button's spinner) and `job` follows it until it ends, which is told. The job list is read only
 * while following one (whoever may start the export may list jobs; others never ask).
 */
export function useFileExport() {
  const { attempt } = useErrorReport()
  const tellEnd = useExportEnd()
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

  watch(job, (view) => {
    if (!view || view.state === 'running') return
    // the button spins on while a paired desk downloads the file
    void tellEnd(view).finally(() => (busy.value = null))
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
