/** What main and a job's worker thread say to each other. */
import type { ApiError } from '../../errors'
import type { ImportOutcome } from '../jsonBackup'

/** The jobs started at a file the host picks in a dialog (jobs.start). */
export const PICKED_JOB_KINDS = ['exportJson', 'exportXlsx', 'importJson'] as const
/** restoreBackup: a backup from the backup folder copied and checked, then swapped in by main (backups.restore). */
/** One table's CSV or Excel (export.session*), and the parlor report's Excel (reports.parlorXlsx). */
export const EXPORT_KINDS = ['exportSessionCsv', 'exportSessionXlsx', 'exportReportXlsx'] as const
export const JOB_KINDS = [...PICKED_JOB_KINDS, 'restoreBackup', ...EXPORT_KINDS] as const
export type JobKind = (typeof JOB_KINDS)[number]
export type PickedJobKind = (typeof PICKED_JOB_KINDS)[number]

/**
 * reading: the file being imported; copying: the backup being restored, into the data folder;
 * checking: the import replayed into the scratch copy, or the restore's copy checked; writing: the export file.
 */
export type JobStage = 'starting' | 'reading' | 'copying' | 'checking' | 'writing' | 'finishing'

export interface JobRequest {
  kind: JobKind
  dbFile: string
  migrationsDir: string
  /** The file to read (import, restore); exports ignore it. */
  source: string
  /** Where the worker writes: the export under a temporary name, the import's scratch database, or the restore's copy. */
  temp: string
  /** What a session or report export exports. */
  params: JobParams
}

export interface JobParams {
  sessionId?: number
  period?: string
  locale?: 'zh-CN' | 'en'
}

export interface JobProgress {
  stage: JobStage
  /** Units done and in all (rows or bytes); absent while a stage cannot count. */
  done?: number
  total?: number
}

export type WorkerMessage =
  | ({ type: 'progress' } & JobProgress)
  | { type: 'done'; outcome: ImportOutcome | null }
  | { type: 'failed'; error: ApiError }
