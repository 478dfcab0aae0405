import { useDialog, type ButtonProps } from 'naive-ui'
import { useI18n } from 'vue-i18n'
import { ApiCallError, type Player } from '../../api'
import { usePlayersStore, type PlayerFields } from '../../stores/players'
import { testId } from '../../testId'

/**
 * Creates or updates a player. When the name is already taken the host is asked once; on yes the
 * same fields are sent again with `allowDuplicate`. Resolves with null when the host says no.
 */
export function useSavePlayer() {
  const players = usePlayersStore()
  const dialog = useDialog()
  const { t } = useI18n()

  function confirmDuplicate(name: string, isNew: boolean): Promise<boolean> {
    return new Promise((resolve) => {
      dialog.warning({
        title: t('players.duplicate.title'),
        content: `${t(isNew ? 'players.duplicate.createContent' : 'players.duplicate.updateContent', { name })}${t('players.duplicate.hint')}`,
        positiveText: t(isNew ? 'players.duplicate.confirmCreate' : 'players.duplicate.confirmUpdate'),
        negativeText: t('common.cancel'),
        positiveButtonProps: testId<ButtonProps>('player-duplicate-confirm'),
        negativeButtonProps: testId<ButtonProps>('player-duplicate-cancel'),
        onPositiveClick: () => resolve(true),
        // Cancel, Esc, the close button and a click outside all land here; a later resolve is ignored.
        onAfterLeave: () => resolve(false)
      })
    })
  }

  return async function save(fields: PlayerFields, id: number | null): Promise<Player | null> {
    const send = (allowDuplicate: boolean) =>
      id === null ? players.create(fields, allowDuplicate) : players.update(id, fields, allowDuplicate)
    try {
      return await send(false)
    } catch (error) {
      if (!(error instanceof ApiCallError && error.code === 'DUPLICATE_NAME')) throw error
      if (!(await confirmDuplicate(fields.name.trim(), id === null))) return null
      return send(true)
    }
  }
}
