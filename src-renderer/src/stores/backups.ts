import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call, type BackupFile } from '../api'
import { reloadDataStores } from './reload'

export const useBackupsStore = defineStore('backups', () => {
  const backups = ref<BackupFile[]>([])
  const loading = ref(false)

  async function refresh(): Promise<void> {
    loading.value = true
    try {
      backups.value = await call('backups.list', {})
    } finally {
      loading.value = false
    }
  }

  async function create(): Promise<BackupFile> {
    const backup = await call('backups.create', {})
    await refresh()
    return backup
  }

  /** Replaces all data with the backup (main backs up the current data first), then reloads everything shown. */
  async function restore(file: string): Promise<BackupFile> {
    const { safetyBackup } = await call('backups.restore', { file })
    await Promise.all([reloadDataStores(), refresh()])
    return safetyBackup
  }

  /** The folder chosen in the system's folder dialog, or null when cancelled (nothing is saved yet). */
  function pickFolder(): Promise<string | null> {
    return call('backups.pickFolder', {})
  }

  return { backups, loading, refresh, create, restore, pickFolder }
})
