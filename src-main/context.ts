import type { Database } from 'better-sqlite3'
import type { AppError } from './errors'
import type { ClockJump } from './model/parlor'

/** What the services need from the running app; the database handle is swapped by a restore. */
export interface AppContext {
  db: Database
  dbFile: string
  migrationsDir: string
  defaultBackupDir: string
  /** Problems found at start that did not stop the app (e.g. the daily backup failed), shown in the window. */
  startupWarnings?: AppError[]
  /** The time now (epoch ms): the app's watched wall clock; tests set a clock of their own. */
  now?: () => number
  /** The wall clock's jumps noticed since the start (the floor shows them). */
  clockJumps?: () => ClockJump[]
}

/** What only the desktop shell can do (native dialogs); absent in tests and the browser harness. */
export interface HostDialogs {
  /** The folder the host chose, or null when cancelled. */
  pickFolder(current: string): Promise<string | null>
  /** The file to write, suggested by name; null when cancelled. */
  pickSaveFile(suggestedName: string): Promise<string | null>
  /** A JSON file to read; null when cancelled. */
  pickJsonFile(): Promise<string | null>
}
