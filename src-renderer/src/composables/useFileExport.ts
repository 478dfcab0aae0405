import { useMessage } from 'naive-ui'
import { computed, ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import type { JobView } from '../../../src-main/api/types'
import { call, type ApiInput } from '../api'
import { jobFailure, useJobs } from './useJobs'
import { useErrorReport } from './useErrorReport'

type ExportMethod = 'export.sessionCsv' | 'export.sessionXlsx' | 'reports.parlorXlsx'

/**
 * Starts an export job of main at the file the host picks; `busy` names the export under way (its
 * button's spinner) and `job` follows it until it ends, which is told.
 */
export function useFileExport() {
  const { t } = useI18n()
  const message = useMessage()
  const { attempt, report } = useErrorReport()
  const { jobs, cancel, reload } = useJobs()
  const busy = ref<ExportMethod | null>(null)
  const followed = ref<number | null>(null)
  const job = computed(() => jobs.value.find((view) => view.id === followed.value) ?? null)

  function ended(view: JobView): void {
    followed.value = null
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
    followed.value = started.id
    await reload()
  }

  return { busy, job, cancel, exportFile }
}
