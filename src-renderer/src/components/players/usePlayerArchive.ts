import { NButton, useDialog, useMessage, type ButtonProps } from 'naive-ui'
import { h } from 'vue'
import { useI18n } from 'vue-i18n'
import type { OpenTable } from '../../../../src-main/api/types'
import { call, type Player } from '../../api'
import { useErrorReport } from '../../composables/useErrorReport'
import { formatDateTime } from '../../format'
import { useCatalogStore } from '../../stores/catalog'
import { usePlayersStore } from '../../stores/players'
import { testId } from '../../testId'

/**
 * Archive (with an 撤销 in the confirmation message) and restore, each reported to the host. A
 * player seated at an open table is archived only after a warning naming the table.
 */
export function usePlayerArchive() {
  const players = usePlayersStore()
  const catalog = useCatalogStore()
  const message = useMessage()
  const dialog = useDialog()
  const { t } = useI18n()
  const { attempt } = useErrorReport()

  async function restore(player: Player): Promise<void> {
    const restored = await attempt(() => players.restore(player.id))
    if (restored) message.success(t('players.restored', { name: restored.name }))
  }

  function tableText(table: OpenTable): string {
    const name = table.title || catalog.variantName(table.variant)
    return t('players.archiveSeated.table', { name, time: formatDateTime(table.startedAt) })
  }

  /** Whether to go on: yes for a player at no open table, else as the host answers the warning. */
  async function goOnDespiteTables(player: Player): Promise<boolean> {
    const tables = await attempt(async () => {
      const [seatedAt] = await Promise.all([call('players.openTables', { id: player.id }), catalog.load()])
      return seatedAt
    })
    if (!tables) return false
    if (tables.length === 0) return true
    return new Promise((resolve) => {
      dialog.warning({
        title: t('players.archiveSeated.title'),
        content: () =>
          h('div', { 'data-testid': 'player-archive-seated' }, [
            h('p', t('players.archiveSeated.content', { name: player.name })),
            h(
              'ul',
              tables.map((table) => h('li', { key: table.sessionId }, tableText(table)))
            )
          ]),
        positiveText: t('players.archiveSeated.confirm'),
        negativeText: t('common.cancel'),
        positiveButtonProps: testId<ButtonProps>('player-archive-seated-confirm'),
        negativeButtonProps: testId<ButtonProps>('player-archive-seated-cancel'),
        onPositiveClick: () => resolve(true),
        onAfterLeave: () => resolve(false)
      })
    })
  }

  async function archive(player: Player): Promise<void> {
    if (!(await goOnDespiteTables(player))) return
    const archived = await attempt(() => players.archive(player.id))
    if (!archived) return
    const undo = () => {
      notice.destroy()
      void restore(archived)
    }
    const notice = message.success(
      () =>
        h('span', { class: 'app-message-with-action' }, [
          t('players.archived', { name: archived.name }),
          h(
            NButton,
            { text: true, type: 'primary', onClick: undo, ...testId<ButtonProps>('player-archive-undo') },
            () => t('common.undo')
          )
        ]),
      { duration: 8000, keepAliveOnHover: true }
    )
  }

  return { archive, restore }
}
