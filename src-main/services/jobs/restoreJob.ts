/** A restore, in a job's worker: the backup copied into the data folder, then the copy checked and migrated. */
import { createReadStream, createWriteStream, statSync } from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { loadMigrations } from '../../store/migrations'
import { checkRestoreCandidate } from '../../store/restore'
import type { JobProgress, JobRequest } from './protocol'

/** Leaves at `temp` a checked copy of the backup, flushed and ready for main to swap in; the backup is only read. */
export async function stageRestore(
  { migrationsDir, source, temp }: JobRequest,
  report: (progress: JobProgress) => void
): Promise<void> {
  const total = statSync(source).size
  let done = 0
  report({ stage: 'copying', done, total })
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      done += chunk.length
      report({ stage: 'copying', done, total })
      next(null, chunk)
    }
  })
  await pipeline(createReadStream(source), counted, createWriteStream(temp, { flags: 'wx' }))
  report({ stage: 'checking' })
  checkRestoreCandidate(temp, loadMigrations(migrationsDir))
}
