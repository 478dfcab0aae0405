import { useMessage } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import type { ApiOutput } from '../../api'
import { useCents } from './useCents'

type CreditWarning = ApiOutput<'accounts.topUp'>['warnings'][number]

/** Shows each member pushed past their credit limit (欠款) as a lasting warning. */
export function useCreditWarnings() {
  const { t } = useI18n()
  const message = useMessage()
  const cents = useCents()
  return (warnings: readonly CreditWarning[]) => {
    for (const warning of warnings) {
      message.warning(
        t('parlor.accounts.warning', {
          name: warning.name,
          balance: cents(warning.balanceCents),
          limit: cents(warning.creditLimitCents)
        }),
        { duration: 10_000, closable: true }
      )
    }
  }
}
