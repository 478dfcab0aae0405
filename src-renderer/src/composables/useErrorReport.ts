import { useMessage } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { ApiCallError } from '../api'

/** Shows failures as a message in the UI language instead of losing them. */
export function useErrorReport() {
  const message = useMessage()
  const { t } = useI18n()

  function report(error: unknown): void {
    if (!(error instanceof ApiCallError)) console.error(error)
    const text = error instanceof ApiCallError ? error.message : t('errors.unexpected')
    message.error(text, { closable: true, duration: 8000, keepAliveOnHover: true })
  }

  /** Runs an action; a failure is reported and the result is undefined. */
  async function attempt<T>(action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action()
    } catch (error) {
      report(error)
      return undefined
    }
  }

  return { report, attempt }
}
