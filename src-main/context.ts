import type { Database } from 'better-sqlite3'
import type { AppError } from './errors'

/** What the services need from the running app; the database handle is swapped by a restore. */
export interface AppContext {
  db: Database
  dbFile: string
  migrationsDir: string
  defaultBackupDir: string
  /** Problems found at start that did not stop the app (e.g. the daily backup failed), shown in the window. */
  startupWarnings?: AppError[]
  /** The time now (epoch ms); tests set a clock of their own. */
  now?: () => number
}

/** What only the desktop shell can do (native dialogs); absent in tests and the browser harness. */
export interface HostDialogs {
  /** The folder the host chose, or null when cancelled. */
  pickFolder(current: string): Promise<string | null>
}
