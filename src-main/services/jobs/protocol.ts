/** What main and a job's worker thread say to each other. */
import type { ApiError } from '../../errors'
import type { ImportOutcome } from '../jsonBackup'

export const JOB_KINDS = ['exportJson', 'exportXlsx', 'importJson'] as const
export type JobKind = (typeof JOB_KINDS)[number]

/** reading: the file being imported; checking: the import replayed into the scratch copy; writing: the export file. */
export type JobStage = 'starting' | 'reading' | 'checking' | 'writing' | 'finishing'

export interface JobRequest {
  kind: JobKind
  dbFile: string
  migrationsDir: string
  /** The file to read (import); exports ignore it. */
  source: string
  /** Where the worker writes: the export under a temporary name, or the import's scratch database. */
  temp: string
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
