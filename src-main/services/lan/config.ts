import type { Database } from 'better-sqlite3'
import { orDamage } from '../../store/codecs/readStored'
import { readSetting, writeSetting } from '../../store/settings'
import type { LanConfig } from '../../model/lan'

const KEY = 'lan'
const DEFAULT_LAN_CONFIG: LanConfig = { enabled: false, host: '0.0.0.0', port: 8765 }

/** The saved configuration; a damaged one gives way to the default (the server still starts, off). */
export function readLanConfig(db: Database): LanConfig {
  return orDamage(() => readSetting(db, KEY)).value ?? DEFAULT_LAN_CONFIG
}

export function saveLanConfig(db: Database, config: LanConfig): void {
  writeSetting(db, KEY, config)
}
