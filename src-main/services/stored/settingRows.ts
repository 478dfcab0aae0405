import type { z } from 'zod'
import { clubSettings, parlorSettings } from '../dataSchemas'
import { isBackupDirPath } from '../../store/backup'
import { readStoredValue } from '../../store/codecs/readStored'

export const PARLOR_SETTINGS_KEY = 'parlor'

/** Every key the settings table may hold, with the one schema its value has (saved, read and imported alike). */
export const SETTING_SCHEMAS: Record<string, z.ZodType> = {
  ...clubSettings.shape,
  // Saved a key at a time: a file from before a parlor setting existed lacks it.
  [PARLOR_SETTINGS_KEY]: parlorSettings.partial()
}

/**
 * What saving a setting checks beyond its type: a backup folder is a full path (updateSettings
 * checks it with the same rule). A stored one that is not still reads; its backups say why they fail.
 */
const SAVED_ONLY_IF: Partial<Record<string, (value: never) => boolean>> = {
  backupDir: (dir: string) => dir === '' || isBackupDirPath(dir)
}

/** Whether a setting may be saved (or imported) as it is. */
export function isValidSetting(key: string, value: unknown): boolean {
  return (
    Object.hasOwn(SETTING_SCHEMAS, key) &&
    SETTING_SCHEMAS[key].safeParse(value).success &&
    (SAVED_ONLY_IF[key]?.(value as never) ?? true)
  )
}

/** A stored setting through its schema; a damaged one is STORED_DATA_DAMAGED. */
export function readSetting<T>(key: string, value: unknown): T {
  return readStoredValue(SETTING_SCHEMAS[key] as z.ZodType<T>, value, { zh: `设置“${key}”`, en: `setting "${key}"` })
}
