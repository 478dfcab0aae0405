import type { Database } from 'better-sqlite3'
import { lanConfigSchema } from '../dataSchemas'
import { readSettingRows, writeSettingRow } from '../../store/settings'
import type { LanConfig } from '../../model/lan'

const KEY = 'lan'
export const DEFAULT_LAN_CONFIG: LanConfig = { enabled: false, host: '0.0.0.0', port: 8765 }

export function readLanConfig(db: Database): LanConfig {
  const parsed = lanConfigSchema.safeParse(readSettingRows(db)[KEY])
  return parsed.success ? parsed.data : DEFAULT_LAN_CONFIG
}

export function saveLanConfig(db: Database, config: LanConfig): void {
  writeSettingRow(db, KEY, lanConfigSchema.parse(config))
}
