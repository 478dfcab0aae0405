import type { SessionRules } from './sessions'

/** A named set of table rules a host reuses, e.g. "安化 四王 两人". */
export interface Preset {
  id: number
  name: string
  variant: string
  seats: number
  options: Record<string, unknown>
  rules: SessionRules
}

export interface Settings {
  clubName: string
  currency: string
  /** Money per point. */
  pointValue: number
  defaultVariant: string
  /** Empty: the app's own folder in the user-data directory. */
  backupDir: string
  locale: 'zh-CN' | 'en'
  theme: 'light' | 'dark'
}
