/** The JSON import, in a job's worker: the file read as a stream, replayed into a scratch copy. */
import { constants } from 'node:buffer'
import { createReadStream, statSync } from 'node:fs'
import { AppError } from '../../errors'
import { openScratchCopy, sealScratch } from '../../store/restore'
import { importJsonBackup, type ImportOutcome } from '../jsonBackup'
import type { JobProgress, JobRequest } from './protocol'

const tooLarge = () =>
  new AppError(
    'IMPORT_TOO_LARGE',
    '这个备份太大，无法一次读入。数据库没有任何改动。',
    'This backup is too large to read at once. Nothing was changed.'
  )

/** The file's text; refused as soon as it outgrows the longest string JavaScript allows. */
async function readText(path: string, report: (progress: JobProgress) => void): Promise<string> {
  const total = statSync(path).size
  const pieces: string[] = []
  let done = 0
  let length = 0
  for await (const piece of createReadStream(path, { encoding: 'utf8' }) as AsyncIterable<string>) {
    length += piece.length
    if (length > constants.MAX_STRING_LENGTH) throw tooLarge()
    pieces.push(piece)
    done += Buffer.byteLength(piece)
    report({ stage: 'reading', done, total })
  }
  return pieces.join('')
}

/**
 * Checks and writes the backup into a copy of the live database at `temp`, closed and flushed: main
 * swaps it in when the job is done. The live file is only read.
 */
export async function importIntoScratch(
  { dbFile, migrationsDir, source, temp }: JobRequest,
  report: (progress: JobProgress) => void
): Promise<ImportOutcome> {
  const text = await readText(source, report)
  report({ stage: 'checking' })
  const scratch = openScratchCopy(dbFile, temp)
  try {
    const outcome = importJsonBackup({ db: scratch, migrationsDir }, text)
    sealScratch(scratch)
    return outcome
  } finally {
    if (scratch.open) scratch.close()
  }
}
