import { useMessage } from 'naive-ui'
import { ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { HandChange, HandsOutcome, HandView } from '../../../../src-main/api/types'
import { useErrorReport } from '../../composables/useErrorReport'
import { useTableStore } from '../../stores/table'
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
export function useHandChanges() {
  const table = useTableStore()
  const message = useMessage()
  const { t } = useI18n()
  const { attempt } = useErrorReport()

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
    const outcome = await attempt(() => table.deleteHand(hand.id))
    if (outcome) showReport(hand.id, t('table.changes.deleted', { n: hand.seq }), outcome.changes)
  }

  async function undo(): Promise<void> {
    const before = table.session
    const outcome = await attempt(table.undo)
    if (!outcome || !before) return
    const changes = undoChanges(before, outcome.session, outcome.changes)
    if (changes.length === 0) message.info(t('table.changes.undoneNothing'))
    else showReport(changes[0].handId, t(`table.changes.undone.${outcome.undone}`, { n: changes[0].seq }), changes)
  }

  async function redo(): Promise<void> {
    const before = table.session
    const outcome = await attempt(table.redo)
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
