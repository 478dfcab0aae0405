import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call, type BackupFile } from '../api'
import type { JobView } from '../../../src-main/api/types'
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

  /** Starts replacing all data with the backup, as a job of main (which backs up the current data first). */
  function restore(file: string): Promise<JobView> {
    return call('backups.restore', { file })
  }

  /** Once the restore job is done: everything shown is read again. */
  async function restored(): Promise<void> {
    await Promise.all([reloadDataStores(), refresh()])
  }

  /** The folder chosen in the system's folder dialog, or null when cancelled (nothing is saved yet). */
  function pickFolder(): Promise<string | null> {
    return call('backups.pickFolder', {})
  }

  return { backups, loading, refresh, create, restore, restored, pickFolder }
})
