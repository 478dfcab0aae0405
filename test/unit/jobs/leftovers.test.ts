/**
 * An export job's process killed while it writes (a real SIGKILL of a child process) leaves its
 * temporary file beside the target; the next start removes it, and only it: the host's other files
 * in that folder stay, even one named like a temporary file.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { removeJobLeftovers } from '../../../src-main/services/jobs/leftovers'
import { JobRegistry } from '../../../src-main/services/jobs/registry'
import { openStore } from '../../../src-main/store/open'
import { smallClub } from '../../support/club'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'

const ROOT = resolve(__dirname, '../../..')
const HOST_FILES = ['.club.json.part-1-1', 'club.json.part', 'notes.txt']

async function clubFile(): Promise<string> {
  const dbFile = join(tempDir('queji-leftover-'), 'queji.sqlite')
  const { db } = await openStore({ file: dbFile, migrationsDir: MIGRATIONS_DIR })
  smallClub(db, 1500)
  db.close()
  return dbFile
}

/** Runs the export in a child and kills it once it is writing; whether it was killed before it finished. */
async function exportKilledWhileWriting(dbFile: string, target: string): Promise<boolean> {
  // `node --import tsx`, not the tsx CLI: the CLI runs the script in a grandchild the kill would miss.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'test/support/exportChild.ts'), dbFile, MIGRATIONS_DIR, target],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }
  )
  const exited = new Promise<void>((done) => child.on('exit', () => done()))
  let done = false
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === 'writing') child.kill('SIGKILL')
    if (line === 'done') done = true
  }
  await exited
  return !done
}

describe('temporary files of export jobs', () => {
  it('a crash leaves one beside the target; the next start removes it and nothing else', async () => {
    const dbFile = await clubFile()
    const out = tempDir('queji-host-')
    for (const name of HOST_FILES) writeFileSync(join(out, name), 'the host’s own file')
    const target = join(out, 'club.json')

    expect(await exportKilledWhileWriting(dbFile, target)).toBe(true)
    const left = readdirSync(out).filter((name) => !HOST_FILES.includes(name))
    expect(left).toEqual([expect.stringMatching(/^\.club\.json\.part-\d+-1$/)])

    removeJobLeftovers(dbFile)
    expect(readdirSync(out).sort()).toEqual([...HOST_FILES].sort())
    expect(existsSync(target)).toBe(false)
    expect(readdirSync(join(dbFile, '..')).filter((name) => name.includes('job-temps'))).toEqual([])
  }, 120_000)

  it('a job that ends by itself leaves nothing noted for the next start', async () => {
    const dbFile = await clubFile()
    const { db } = await openStore({ file: dbFile, migrationsDir: MIGRATIONS_DIR, mustExist: true })
    const jobs = new JobRegistry({ db, dbFile, migrationsDir: MIGRATIONS_DIR, defaultBackupDir: '' })
    const out = tempDir('queji-host-')
    const done = jobs.start('exportJson', join(out, 'done.json'))
    expect((await jobs.finished(done.id)).state).toBe('done')
    const cancelled = jobs.start('exportJson', join(out, 'cancelled.json'))
    expect((await jobs.cancel(cancelled.id)).state).toBe('cancelled')
    db.close()
    expect(readdirSync(out)).toEqual(['done.json'])
    expect(readdirSync(join(dbFile, '..')).filter((name) => name.includes('job-temps'))).toEqual([])
  }, 120_000)
})
