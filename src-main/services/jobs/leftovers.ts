/**
 * The temporary files of export jobs, written beside the file the host picked: each is noted in a
 * list beside the data file while its job runs, so that those a crash left are removed at the next
 * start. Only files noted there and named as this app names them are ever removed. The exports a
 * paired device had not fetched (downloads.ts) and the files it uploaded but no job used (uploads.ts)
 * live in one folder each beside the data file, removed whole.
 */
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

const PART_NAME = /^\..+\.part-\d+-\d+$/

const listOf = (dbFile: string) => `${dbFile}.job-temps`

/** Where the exports for paired devices wait to be downloaded, one folder each. */
export const downloadsDir = (dbFile: string) => `${dbFile}.downloads`

/** Where a paired desk's uploaded backups wait for the restore or import that reads them, one file each. */
export const uploadsDir = (dbFile: string) => `${dbFile}.uploads`

/** The temporary name of the export job `id` of this process writing `target`, hidden beside it. */
export function partPath(target: string, id: number): string {
  return join(dirname(target), `.${basename(target)}.part-${process.pid}-${id}`)
}

function noted(dbFile: string): string[] {
  const list = listOf(dbFile)
  return existsSync(list) ? readFileSync(list, 'utf8').split('\n').filter(Boolean) : []
}

export function noteTemp(dbFile: string, temp: string): void {
  appendFileSync(listOf(dbFile), `${temp}\n`)
}

/** The job ended and removed or renamed its temporary file itself. */
export function forgetTemp(dbFile: string, temp: string): void {
  const rest = noted(dbFile).filter((path) => path !== temp)
  if (rest.length === 0) rmSync(listOf(dbFile), { force: true })
  else writeFileSync(listOf(dbFile), rest.map((path) => `${path}\n`).join(''))
}

/** At start: the temporary files of export jobs a crash interrupted, the downloads nobody fetched, the uploads nobody used. */
export function removeJobLeftovers(dbFile: string): void {
  for (const path of noted(dbFile)) if (PART_NAME.test(basename(path))) rmSync(path, { force: true })
  rmSync(listOf(dbFile), { force: true })
  rmSync(downloadsDir(dbFile), { recursive: true, force: true })
  rmSync(uploadsDir(dbFile), { recursive: true, force: true })
}
