import { usePlayersStore } from './players'
import { useSettingsStore } from './settings'
import { useTableStore } from './table'

/**
 * Reloads every store that mirrors data in the database, after the database itself was replaced
 * (a backup restored). A new store that holds such data adds its reload here.
 */
export async function reloadDataStores(): Promise<void> {
  await Promise.all([useSettingsStore().load(), usePlayersStore().refresh(), useTableStore().reload()])
}
