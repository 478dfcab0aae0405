/** The settings table, a row per key, each value read and written through its key's schema. */
import type { Database } from 'better-sqlite3'
import { readStored } from './codecs/readStored'
import { SETTING_SCHEMAS, type SettingKey, type SettingValue } from './codecs/settings'
import { prepare } from './prepare'

/** A saved setting (undefined: never saved); a damaged one is STORED_DATA_DAMAGED naming its key. */
export function readSetting<K extends SettingKey>(db: Database, key: K): SettingValue<K> | undefined {
  const row = prepare(db, 'SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined
  return row && readStored(SETTING_SCHEMAS[key], row.value, { zh: `设置“${key}”`, en: `setting "${key}"` })
}

/** Saves a setting: checked against its key's schema (a write never stores what a read would refuse). */
export function writeSetting<K extends SettingKey>(db: Database, key: K, value: SettingValue<K>): void {
  prepare(
    db,
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'
  ).run(key, JSON.stringify(SETTING_SCHEMAS[key].parse(value)))
}
