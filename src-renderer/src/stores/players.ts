import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call, type Player } from '../api'

/** What the roster form edits. */
export interface PlayerFields {
  name: string
  nickname: string
  phone: string
  note: string
}

/** The most the contract allows; a parlor's roster is far smaller. */
const LIST_LIMIT = 1000

/**
 * The roster as the host is looking at it: the current search and the players it found.
 * Every change reloads the list, since the main process decides order and filtering.
 */
export const usePlayersStore = defineStore('players', () => {
  const players = ref<Player[]>([])
  const query = ref('')
  const includeArchived = ref(false)
  const loading = ref(false)
  /** Answers that arrive after a newer search are dropped. */
  let latestSearch = 0

  async function refresh(): Promise<void> {
    const search = ++latestSearch
    loading.value = true
    try {
      const found = await call('players.list', {
        query: query.value.trim(),
        includeArchived: includeArchived.value,
        limit: LIST_LIMIT
      })
      if (search === latestSearch) players.value = found
    } finally {
      if (search === latestSearch) loading.value = false
    }
  }

  async function afterChange(player: Player): Promise<Player> {
    await refresh()
    return player
  }

  async function create(fields: PlayerFields, allowDuplicate = false): Promise<Player> {
    return afterChange(await call('players.create', { ...fields, allowDuplicate }))
  }

  async function update(id: number, fields: PlayerFields, allowDuplicate = false): Promise<Player> {
    return afterChange(await call('players.update', { id, ...fields, allowDuplicate }))
  }

  /** A walk-in guest; the main process names it 散客1, 散客2, … */
  /** Guests added while opening a table not yet opened: dropped again if 开局 is cancelled. */
  const newGuests = ref<number[]>([])

  /** A walk-in guest; without a name the club numbers them (散客 N). */
  async function createGuest(name = ''): Promise<Player> {
    const guest = await call('players.createGuest', { name })
    newGuests.value = [...newGuests.value, guest.id]
    return afterChange(guest)
  }

  /** 开局 cancelled: its new guests go; one that has since played or holds an account stays. */
  async function discardNewGuests(): Promise<void> {
    const ids = newGuests.value
    newGuests.value = []
    for (const id of ids) await call('players.discardGuest', { id }).catch(() => null)
    await refresh()
  }

  function keepNewGuests(): void {
    newGuests.value = []
  }

  async function archive(id: number): Promise<Player> {
    return afterChange(await call('players.archive', { id }))
  }

  async function restore(id: number): Promise<Player> {
    return afterChange(await call('players.restore', { id }))
  }

  return {
    players,
    query,
    includeArchived,
    loading,
    refresh,
    create,
    update,
    createGuest,
    discardNewGuests,
    keepNewGuests,
    archive,
    restore
  }
})
