import { useMessage } from 'naive-ui'
import { ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { call, type ApiInput, type Method } from '../api'
import { saveFile } from '../saveFile'
import { useErrorReport } from './useErrorReport'

type ExportMethod = Extract<Method, `export.${string}`>

/** Asks the main process for a file and saves it; `busy` names the export under way, for its button's spinner. */
export function useFileExport() {
  const { t } = useI18n()
  const message = useMessage()
  const { attempt } = useErrorReport()
  const busy = ref<ExportMethod | null>(null)

  async function exportFile<M extends ExportMethod>(method: M, input: ApiInput<M>): Promise<void> {
    busy.value = method
    const file = await attempt(() => call(method, input))
    busy.value = null
    if (!file) return
    saveFile(file)
    message.success(t('records.exportFile.saved', { file: file.fileName }))
  }

  return { busy, exportFile }
}
