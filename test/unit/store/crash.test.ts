import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'
import { openStore } from '../../../src-main/store/open'

const ROOT = resolve(__dirname, '../../..')
const ACKS_BEFORE_KILL = 150

describe('crash safety', () => {
  it('keeps every acknowledged hand and an intact file when the writer is killed mid-burst', async () => {
    const file = join(tempDir(), 'crash.sqlite')
    // `node --import tsx`, not the tsx CLI: the CLI runs the script in a grandchild the kill would miss.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'test/support/crashWriter.ts'), file, MIGRATIONS_DIR],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit']
      }
    )
    const acked: number[] = []
    const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)))
    for await (const line of createInterface({ input: child.stdout })) {
      const match = /^ack (\d+)$/.exec(line)
      if (match) acked.push(Number(match[1]))
      if (acked.length === ACKS_BEFORE_KILL) child.kill('SIGKILL') // lines already sent still arrive
    }
    expect(await exited).toBe('SIGKILL')
    expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL)

    const { db } = await openStore({ file, migrationsDir: MIGRATIONS_DIR })
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    const stored = new Set((db.prepare('SELECT seq FROM hands').all() as { seq: number }[]).map((row) => row.seq))
    expect(acked.filter((seq) => !stored.has(seq))).toEqual([])
    // Hands are stored whole: every row's result is the JSON the engine returned.
    for (const { result } of db.prepare('SELECT result FROM hands').all() as { result: string }[]) {
      expect(JSON.parse(result).deltas).toHaveLength(4)
    }
    db.close()
    expect(() => new Database(file).close()).not.toThrow()
  }, 60_000)
})
