import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'
import { killMidBurst } from '../../support/killMidBurst'
import { openStore } from '../../../src-main/store/open'

const ACKS_BEFORE_KILL = 25

describe('交班 survives a crash', () => {
  it('leaves each shift open or closed, never half, when the writer is SIGKILLed mid-burst', async () => {
    const file = join(tempDir(), 'shift-crash.sqlite')
    const { acked, signal } = await killMidBurst('shiftCrashWriter.ts', file, ACKS_BEFORE_KILL)
    expect(signal).toBe('SIGKILL')
    expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL)

    const { db } = await openStore({ file, migrationsDir: MIGRATIONS_DIR })
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    const shifts = db.prepare('SELECT * FROM shifts ORDER BY id').all() as {
      id: number
      closed_at: number | null
      closed_by: number | null
      expected: string | null
      counted: string | null
      reason: string
    }[]
    const closed = shifts.filter((shift) => shift.closed_at !== null)
    expect(shifts.length - closed.length).toBeLessThanOrEqual(1)
    for (const id of acked) expect(closed.map((shift) => shift.id)).toContain(id)
    const closeAudits = db.prepare("SELECT entity_id FROM audit_log WHERE entity = 'shift' AND action = 'close'").all()
    expect(closeAudits).toHaveLength(closed.length)
    for (const shift of shifts) {
      if (shift.closed_at === null) {
        expect([shift.closed_by, shift.expected, shift.counted, shift.reason]).toEqual([null, null, null, ''])
        continue
      }
      // all of it: signed, expected = float + that round's top-up, counted ¥10 short, the reason
      const expected = JSON.parse(shift.expected!) as { tender: string; cents: number }[]
      const counted = JSON.parse(shift.counted!) as { tender: string; cents: number }[]
      expect(shift.closed_by).not.toBeNull()
      expect(expected[0]).toEqual({ tender: '现金', cents: 10_000 + 1_000 * shift.id })
      expect(counted[0].cents - expected[0].cents).toBe(-1_000)
      expect(shift.reason).toBe('短款')
    }
    db.close()
  }, 90_000)
})
