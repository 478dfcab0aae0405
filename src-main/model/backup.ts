export interface BackupFile {
  file: string
  path: string
  reason: string
  createdAt: string
  bytes: number
}

/** What restoring a backup undoes, named before the host confirms it. */
export interface RestorePreview {
  backup: BackupFile
  /** Tables in play now: a restore puts back what the backup held of them. */
  openTables: { sessionId: number; title: string; tableName: string | null; startedAt: string }[]
  /** Hands recorded or changed after the backup was taken, per table. */
  hands: { sessionId: number; hands: number }[]
  /** Account movements recorded after the backup was taken. */
  movements: { id: number; playerId: number; name: string; at: number; kind: string; amountCents: number }[]
  /** The folder where the data from just before the restore is kept (the safety backup). */
  safetyBackupDir: string
}

export interface ImportOutcome {
  players: number
  sessions: number
  hands: number
}
