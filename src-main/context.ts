import type { Database } from 'better-sqlite3'

/** What the services need from the running app; the database handle is swapped by a restore. */
export interface AppContext {
  db: Database
  dbFile: string
  migrationsDir: string
  defaultBackupDir: string
  /** The time now (epoch ms); tests set a clock of their own. */
  now?: () => number
}
