/** The JSON import, in a job's worker: the file read as a stream, each piece written into a scratch copy. */
import { createReadStream, statSync } from 'node:fs'
import { openScratchCopy, sealScratch } from '../../store/restore'
import { JsonImport } from '../jsonImport'
import type { JobProgress, JobRequest } from './protocol'
import type { ImportOutcome } from '../../model/backup'

/** The size of the pieces read: what the import holds of the file at a time. */
const PIECE_BYTES = 256 * 1024

/**
 * Checks and writes the backup into a copy of the live database at `temp`, closed and flushed: main
 * swaps it in when the job is done. The live file is only read.
 */
export async function importIntoScratch(
  { dbFile, migrationsDir, source, temp }: JobRequest,
  report: (progress: JobProgress) => void,
  pieceBytes = PIECE_BYTES
): Promise<ImportOutcome> {
  const total = statSync(source).size
  const scratch = openScratchCopy(dbFile, temp)
  try {
    const job = new JsonImport({ db: scratch, migrationsDir })
    let done = 0
    report({ stage: 'reading', done, total })
    try {
      for await (const piece of createReadStream(source, { highWaterMark: pieceBytes }) as AsyncIterable<Buffer>) {
        job.write(piece)
        done += piece.length
        report({ stage: 'reading', done, total })
      }
    } catch (error) {
      job.abandon()
      throw error
    }
    const outcome = job.finish((sessions, total) => report({ stage: 'checking', done: sessions, total }))
    sealScratch(scratch)
    return outcome
  } finally {
    if (scratch.open) scratch.close()
  }
}
