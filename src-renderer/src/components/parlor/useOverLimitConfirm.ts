import { useDialog, type ButtonProps } from 'naive-ui'
import { h } from 'vue'
import { useI18n } from 'vue-i18n'
import { ApiCallError } from '../../api'
import { useErrorReport } from '../../composables/useErrorReport'
import { testId } from '../../testId'
import { useCents } from './useCents'

/**
 * A charge that would take an account past its credit limit is refused by main until the host
 * confirms it: `send(false)` first; on that refusal a dialog shows main's figures (the member, the
 * balance after, the limit) in the club's currency and, confirmed, `send(true)`. Any other failure is reported. Resolves
 * with the result, or undefined when refused or cancelled.
 */
export function useOverLimitConfirm() {
  const { t } = useI18n()
  const dialog = useDialog()
  const { attempt, report } = useErrorReport()
  const cents = useCents()
  /** One line per member from the figures the refusal carries, then the question. */
  const figures = (error: ApiCallError) => {
    const lines = (error.overLimit ?? []).map((one) =>
      t('parlor.accounts.overLimitLine', {
        name: one.name,
        balance: cents(one.balanceCents),
        limit: cents(one.creditLimitCents)
      })
    )
    return () => [...lines, t('parlor.accounts.overLimitAsk')].map((line) => h('div', line))
  }
  return async <T>(send: (confirmOverLimit: boolean) => Promise<T>): Promise<T | undefined> => {
    try {
      return await send(false)
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.code !== 'OVER_CREDIT_LIMIT') return void report(error)
      return new Promise((resolve) => {
        dialog.warning({
          title: t('parlor.accounts.overLimitTitle'),
          content: figures(error),
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
