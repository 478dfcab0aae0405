import type { z } from 'zod'
import { clubSettings, parlorSettings } from '../../api/contract'
import { isBackupDirPath } from '../../store/backup'
import { readStoredValue } from './readStored'

export const PARLOR_SETTINGS_KEY = 'parlor'

/** Every key the settings table may hold, with the one schema its value has (saved, read and imported alike). */
export const SETTING_SCHEMAS: Record<string, z.ZodType> = {
  ...clubSettings.shape,
  // Empty: the app's own folder; otherwise a path a backup can be written under.
  backupDir: clubSettings.shape.backupDir.refine((dir) => dir === '' || isBackupDirPath(dir)),
  [PARLOR_SETTINGS_KEY]: parlorSettings
}

export function isValidSetting(key: string, value: unknown): boolean {
  return Object.hasOwn(SETTING_SCHEMAS, key) && SETTING_SCHEMAS[key].safeParse(value).success
}

/** A stored setting through its schema; a damaged one is STORED_DATA_DAMAGED. */
export function readSetting<T>(key: string, value: unknown): T {
  return readStoredValue(SETTING_SCHEMAS[key] as z.ZodType<T>, value, { zh: `设置“${key}”`, en: `setting "${key}"` })
}
