import { useDialog, type ButtonProps } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { ApiCallError } from '../../api'
import { useErrorReport } from '../../composables/useErrorReport'
import { testId } from '../../testId'

/**
 * A charge that would take an account past its credit limit is refused by main until the host
 * confirms it: `send(false)` first; on that refusal a dialog shows main's figures (the member, the
 * balance after, the limit) and, confirmed, `send(true)`. Any other failure is reported. Resolves
 * with the result, or undefined when refused or cancelled.
 */
export function useOverLimitConfirm() {
  const { t } = useI18n()
  const dialog = useDialog()
  const { attempt, report } = useErrorReport()
  return async <T>(send: (confirmOverLimit: boolean) => Promise<T>): Promise<T | undefined> => {
    try {
      return await send(false)
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.code !== 'OVER_CREDIT_LIMIT') return void report(error)
      return new Promise((resolve) => {
        dialog.warning({
          title: t('parlor.accounts.overLimitTitle'),
          content: error.message,
          positiveText: t('parlor.accounts.overLimitConfirm'),
          negativeText: t('common.cancel'),
          positiveButtonProps: testId<ButtonProps>('over-limit-confirm'),
          negativeButtonProps: testId<ButtonProps>('over-limit-cancel'),
          onPositiveClick: () => resolve(attempt(() => send(true))),
          onAfterLeave: () => resolve(undefined)
        })
      })
    }
  }
}
