import { NButton, useMessage, type ButtonProps } from 'naive-ui'
import { h, ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { HandChange, HandsOutcome, HandView } from '../../../../src-main/api/types'
import { ApiCallError } from '../../api'
import { useErrorReport } from '../../composables/useErrorReport'
import { useTableStore } from '../../stores/table'
import { testId } from '../../testId'
import { changesToReport } from './shownChanges'
import { undoChanges } from './undoChanges'

export interface ChangeReport {
  title: string
  changes: HandChange[]
}

/**
 * The table's hand changes (save, edit, delete, undo, reopen), each reported to the host; after
 * an edit, delete or undo that changed later hands, `report` holds what changed for the changes
 * dialog (otherwise a short message says the later hands stand).
 */
export function useHandChanges(openHand: (handId: number) => void) {
  const table = useTableStore()
  const message = useMessage()
  const { t } = useI18n()
  const { attempt, report: reportError } = useErrorReport()

  /** A refused change; one that would break a later hand offers to open that hand. */
  function refused(error: unknown): void {
    const hand = error instanceof ApiCallError ? error.details : undefined
    if (!hand) return reportError(error)
    const notice = message.error(
      () =>
        h('span', { class: 'app-message-with-action' }, [
          (error as ApiCallError).message,
          h(
            NButton,
            {
              text: true,
              type: 'primary',
              onClick: () => {
                notice.destroy()
                openHand(hand.handId)
              },
              ...testId<ButtonProps>('later-hand-open')
            },
            () => t('entry.openHand', { n: hand.seq })
          )
        ]),
      // It stays until the host opens the hand or closes it.
      { closable: true, duration: 0 }
    )
  }

  async function change<T>(action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action()
    } catch (error) {
      refused(error)
      return undefined
    }
  }

  const report = ref<ChangeReport | null>(null)
  const reportShown = ref(false)

  /** What a change of hand `handId` did: the dialog when later hands changed, else a message. */
  function showReport(handId: number, title: string, changes: HandChange[]): void {
    const shown = changesToReport(handId, changes)
    if (shown.length === 0) {
      message.success(t('table.changes.noLater', { what: title }))
      return
    }
    report.value = { title, changes: shown }
    reportShown.value = true
  }

  function saved(outcome: HandsOutcome, edited: HandView | null): void {
    if (edited) showReport(edited.id, t('table.changes.edited', { n: edited.seq }), outcome.changes)
    else message.success(t('table.saved', { n: outcome.changes[0]?.seq ?? '' }))
  }

  async function remove(hand: HandView): Promise<void> {
    const outcome = await change(() => table.deleteHand(hand))
    if (outcome) showReport(hand.id, t('table.changes.deleted', { n: hand.seq }), outcome.changes)
  }

  async function undo(): Promise<void> {
    const before = table.session
    const outcome = await change(table.undo)
    if (!outcome || !before) return
    const changes = undoChanges(before, outcome.session, outcome.changes)
    if (changes.length === 0) message.info(t('table.changes.undoneNothing'))
    else showReport(changes[0].handId, t(`table.changes.undone.${outcome.undone}`, { n: changes[0].seq }), changes)
  }

  async function redo(): Promise<void> {
    const before = table.session
    const outcome = await change(table.redo)
    if (!outcome || !before) return
    const changes = undoChanges(before, outcome.session, outcome.changes)
    if (changes.length === 0) message.info(t('table.changes.redoneNothing'))
    else showReport(changes[0].handId, t(`table.changes.redone.${outcome.redone}`, { n: changes[0].seq }), changes)
  }

  async function reopen(): Promise<void> {
    const reopened = await attempt(async () => {
      await table.reopen()
      return true
    })
    if (reopened) message.success(t('table.reopened'))
  }

  return { report, reportShown, saved, remove, undo, redo, reopen }
}
