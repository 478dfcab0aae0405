import { useDialog, useMessage, type ButtonProps } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { useErrorReport } from '../../composables/useErrorReport'
import { useSessionsStore } from '../../stores/sessions'
import { testId } from '../../testId'

/** 确认结算 locks a table, 重新打开 unlocks it; each asks once, then waits for `done` (the screen reading it again). */
export function useSettlementLock(done: () => Promise<void>) {
  const dialog = useDialog()
  const message = useMessage()
  const { t } = useI18n()
  const { attempt } = useErrorReport()
  const sessions = useSessionsStore()

  function confirm(kind: 'close' | 'reopen', id: number): void {
    const change = kind === 'close' ? sessions.close : sessions.reopen
    dialog.warning({
      title: t(`settlement.${kind}.title`),
      content: t(`settlement.${kind}.content`),
      positiveText: t(`settlement.${kind}.confirm`),
      negativeText: t('common.cancel'),
      positiveButtonProps: testId<ButtonProps>(`settlement-${kind}-confirm`),
      // Returning the promise keeps the dialog open, with a spinner, until the change is done.
      onPositiveClick: async () => {
        const session = await attempt(() => change(id))
        if (!session) return
        await done()
        message.success(t(`settlement.${kind}.done`))
      }
    })
  }

  return { confirmClose: (id: number) => confirm('close', id), confirmReopen: (id: number) => confirm('reopen', id) }
}
