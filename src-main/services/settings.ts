import type { Database } from 'better-sqlite3'
import { writeAudit } from '../store/audit'
import { prepareBackupDir } from '../store/backup'
import { readSettingRows, writeSettingRow } from '../store/settings'
import { readSetting } from './stored/settingRows'
import type { Settings } from '../model/settings'

export const DEFAULT_SETTINGS: Settings = {
  clubName: '雀记棋牌室',
  currency: '¥',
  pointValue: 1,
  defaultVariant: 'hangzhou',
  backupDir: '',
  locale: 'zh-CN',
  theme: 'light'
}

export function getSettings(db: Database): Settings {
  const stored = readSettingRows(db)
  const known = Object.keys(DEFAULT_SETTINGS).filter((key) => key in stored)
  return { ...DEFAULT_SETTINGS, ...Object.fromEntries(known.map((key) => [key, readSetting(key, stored[key])])) }
}

/** Saves the given settings; a backup folder must be usable (absolute, creatable, writable) to be saved. */
export function updateSettings(db: Database, changes: Partial<Settings>): Settings {
  if (changes.backupDir) prepareBackupDir(changes.backupDir)
  return db.transaction(() => {
    const before = getSettings(db)
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) writeSettingRow(db, key, value)
    }
    const after = getSettings(db)
    writeAudit(db, { entity: 'settings', action: 'update', before, after })
    return after
  })()
}
