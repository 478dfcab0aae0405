import { NButton, useMessage, type ButtonProps } from 'naive-ui'
import { h } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Player } from '../../api'
import { useErrorReport } from '../../composables/useErrorReport'
import { usePlayersStore } from '../../stores/players'
import { testId } from '../../testId'

/** Archive (with an 撤销 in the confirmation message) and restore, each reported to the host. */
export function usePlayerArchive() {
  const players = usePlayersStore()
  const message = useMessage()
  const { t } = useI18n()
  const { attempt } = useErrorReport()

  async function restore(player: Player): Promise<void> {
    const restored = await attempt(() => players.restore(player.id))
    if (restored) message.success(t('players.restored', { name: restored.name }))
  }

  async function archive(player: Player): Promise<void> {
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
