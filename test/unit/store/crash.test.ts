import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'
import { killMidBurst } from '../../support/killMidBurst'
import { openStore } from '../../../src-main/store/open'

const ACKS_BEFORE_KILL = 150

describe('crash safety', () => {
  it('keeps every acknowledged hand and an intact file when the writer is killed mid-burst', async () => {
    const file = join(tempDir(), 'crash.sqlite')
    const { acked, signal } = await killMidBurst('crashWriter.ts', file, ACKS_BEFORE_KILL)
    expect(signal).toBe('SIGKILL')
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
