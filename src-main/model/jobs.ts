import type { JobKind, PickedJobKind } from '../services/jobs/kinds'
import type { ApiError } from '../errors'
import type { BackupFile, ImportOutcome } from './backup'

/** Derived from the runtime lists the job protocol checks against (they stay next to them). */
export type { JobKind, PickedJobKind }

/**
 * reading: the file being imported; copying: the backup being restored, into the data folder;
 * checking: the import replayed into the scratch copy, or the restore's copy checked; writing: the export file.
 */
export type JobStage = 'starting' | 'reading' | 'copying' | 'checking' | 'writing' | 'finishing'

export type JobState = 'running' | 'done' | 'failed' | 'cancelled'

export interface JobView {
  id: number
  kind: JobKind
  /** The chosen file's name (exported to, or imported or restored from). */
  file: string
  state: JobState
  stage: JobStage
  /** Of the stage; null while it cannot be counted. */
  percent: number | null
  secondsLeft: number | null
  error: ApiError | null
  outcome: ImportOutcome | null
  /** A finished restore's backup of the data it replaced. */
  safetyBackup: BackupFile | null
  /** A paired device's export: the id it fetches the finished file by (GET /api/downloads/<id>). */
  download: string | null
}

/** A job as the list shows it to one caller: whether that caller may cancel it (a device only its own exports). */
export interface ListedJob extends JobView {
  cancellable: boolean
}
