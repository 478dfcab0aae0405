import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Preset, SessionListItem, SessionOverview, SessionView } from '../../../src-main/api/types'
import { call, type ApiInput } from '../api'

export type { Preset, SessionListItem, SessionOverview, SessionView }

/** How many closed tables the sessions screen lists under the open ones. */
const RECENT_CLOSED = 12
/** More open tables than a parlor has. */
const OPEN_LIMIT = 200

/** The tables (open ones and the latest closed ones) and the named rule presets. */
export const useSessionsStore = defineStore('sessions', () => {
  const open = ref<SessionListItem[]>([])
  const recentClosed = ref<SessionListItem[]>([])
  /** A business day (2026-11-23) to list the closed tables of, instead of the latest ones. */
  const closedDay = ref<string | null>(null)
  const presets = ref<Preset[]>([])
  const loading = ref(false)

  async function refresh(): Promise<void> {
    loading.value = true
    try {
      const [openList, closedList] = await Promise.all([
        call('sessions.list', { status: 'open', limit: OPEN_LIMIT }),
        call(
          'sessions.list',
          closedDay.value === null
            ? { status: 'closed', limit: RECENT_CLOSED }
            : { status: 'closed', fromDay: closedDay.value, toDay: closedDay.value, limit: OPEN_LIMIT }
        )
      ])
      open.value = openList.items
      recentClosed.value = closedList.items
    } finally {
      loading.value = false
    }
  }

  async function refreshPresets(): Promise<void> {
    presets.value = await call('presets.list', {})
  }

  /** Reads one table afresh (hands, totals, settlement as it stands). */
  function get(id: number): Promise<SessionView> {
    return call('sessions.get', { id })
  }

  /** Reads one table afresh without its hands: what its settlement screen shows. */
  function overview(id: number): Promise<SessionOverview> {
    return call('sessions.overview', { id })
  }

  async function afterChange(session: SessionView): Promise<SessionView> {
    await refresh()
    return session
  }

  async function create(input: ApiInput<'sessions.create'>): Promise<SessionView> {
    return afterChange(await call('sessions.create', input))
  }

  async function close(id: number): Promise<SessionView> {
    return afterChange(await call('sessions.close', { id }))
  }

  async function reopen(id: number): Promise<SessionView> {
    return afterChange(await call('sessions.reopen', { id }))
  }

  async function savePreset(input: ApiInput<'presets.save'>): Promise<Preset> {
    const preset = await call('presets.save', input)
    await refreshPresets()
    return preset
  }

  async function deletePreset(id: number): Promise<void> {
    await call('presets.delete', { id })
    await refreshPresets()
  }

  return {
    open,
    recentClosed,
    closedDay,
    presets,
    loading,
    refresh,
    refreshPresets,
    get,
    overview,
    create,
    close,
    reopen,
    savePreset,
    deletePreset
  }
})
