/** What main and a job's worker thread say to each other. */
import type { ApiError } from '../../errors'
import type { ImportOutcome } from '../../model/backup'
import type { JobStage } from '../../model/jobs'
import type { JobKind } from './kinds'

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
