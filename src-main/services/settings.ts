import type { Database } from 'better-sqlite3'
import { writeAudit } from '../store/audit'
import { prepareBackupDir } from '../store/backup'
import { readSetting, writeSetting } from '../store/settings'
import type { Settings } from '../model/settings'

const DEFAULT_SETTINGS: Settings = {
  clubName: '雀记棋牌室',
  currency: '¥',
  pointValue: 1,
  defaultVariant: 'hangzhou',
  backupDir: '',
  locale: 'zh-CN',
  theme: 'light'
}

export function getSettings(db: Database): Settings {
  const keys = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]
  const saved = keys.map((key) => [key, readSetting(db, key)]).filter(([, value]) => value !== undefined)
  return { ...DEFAULT_SETTINGS, ...Object.fromEntries(saved) }
}

/** Saves the given settings; a backup folder must be usable (absolute, creatable, writable) to be saved. */
export function updateSettings(db: Database, changes: Partial<Settings>): Settings {
  if (changes.backupDir) prepareBackupDir(changes.backupDir)
  return db.transaction(() => {
    const before = getSettings(db)
    for (const key of Object.keys(changes) as (keyof Settings)[]) {
      const value = changes[key]
      if (value !== undefined) writeSetting(db, key, value)
    }
    const after = getSettings(db)
    writeAudit(db, { entity: 'settings', action: 'update', before, after })
    return after
  })()
}
