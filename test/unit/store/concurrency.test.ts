import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openStore } from '../../../src-main/store/open'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'

const ROOT = resolve(__dirname, '../../..')
const HANDS_PER_WRITER = 100

/** Runs one writer process to its end; resolves with the lines it printed. */
async function runWriter(file: string, name: string): Promise<string[]> {
  // `node --import tsx`, as the crash test does: the script runs in this very child.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'test/support/concurrentWriter.ts'),
      file,
      MIGRATIONS_DIR,
      String(HANDS_PER_WRITER),
      name
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }
  )
  const lines: string[] = []
  for await (const line of createInterface({ input: child.stdout })) lines.push(line)
  return lines
}

describe('two writers on one file', () => {
  it('a transaction takes the write lock at BEGIN, so another writer waits instead of failing midway', async () => {
    const file = join(tempDir(), 'lock.sqlite')
    const { db } = await openStore({ file, migrationsDir: MIGRATIONS_DIR })
    const other = new Database(file)
    other.pragma('busy_timeout = 0')
    db.transaction(() => {
      // Nothing written yet: only an IMMEDIATE transaction already holds the write lock.
      db.prepare('SELECT count(*) FROM players').get()
      expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/)
    })()
    other.exec('BEGIN IMMEDIATE; ROLLBACK')
    other.close()
    db.close()
  })

  it('two processes recording hands at once never get "database is locked"; every hand is stored', async () => {
    const file = join(tempDir(), 'shared.sqlite')
    ;(await openStore({ file, migrationsDir: MIGRATIONS_DIR })).db.close()
    const outputs = await Promise.all([runWriter(file, '甲'), runWriter(file, '乙')])
    for (const lines of outputs) {
      expect(lines.filter((line) => line.startsWith('error'))).toEqual([])
      expect(lines.filter((line) => line === 'ok')).toHaveLength(HANDS_PER_WRITER + 1)
      expect(lines.at(-1)).toBe('done')
    }
    const { db } = await openStore({ file, migrationsDir: MIGRATIONS_DIR })
    expect((db.prepare('SELECT count(*) AS n FROM hands').get() as { n: number }).n).toBe(2 * HANDS_PER_WRITER)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    db.close()
  }, 120_000)
})
