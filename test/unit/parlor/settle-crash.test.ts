import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'
import { killMidBurst } from '../../support/killMidBurst'
import { openStore } from '../../../src-main/store/open'

const ACKS_BEFORE_KILL = 60

describe('settling to accounts survives a crash', () => {
  it('leaves each settlement whole or absent when the writer is SIGKILLed mid-burst', async () => {
    const file = join(tempDir(), 'parlor-crash.sqlite')
    const { acked, signal } = await killMidBurst('parlorCrashWriter.ts', file, ACKS_BEFORE_KILL)
    expect(signal).toBe('SIGKILL')

    const { db } = await openStore({ file, migrationsDir: MIGRATIONS_DIR })
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    const sessions = db.prepare('SELECT id, status FROM table_sessions').all() as { id: number; status: string }[]
    const closed = new Set(sessions.filter((s) => s.status === 'closed').map((s) => s.id))
    expect(acked.filter((id) => !closed.has(id))).toEqual([])
    for (const { id, status } of sessions) {
      const ledger = db.prepare('SELECT kind, amount_cents FROM account_ledger WHERE session_id = ?').all(id) as {
        kind: string
        amount_cents: number
      }[]
      const seats = db.prepare('SELECT * FROM seat_money WHERE session_id = ?').all(id)
      const clock = db.prepare('SELECT stopped_at, fee_cents FROM table_clocks WHERE session_id = ?').get(id) as {
        stopped_at: number | null
        fee_cents: number | null
      }
      if (status === 'closed') {
        // all of it: four seats, two winners' and losers' rows, four fee shares adding up to the fee
        expect(seats).toHaveLength(4)
        expect(
          ledger
            .filter((row) => row.kind === 'settlement')
            .map((row) => row.amount_cents)
            .sort()
        ).toEqual([-100, 100])
        const fees = ledger.filter((row) => row.kind === 'tableFee')
        expect(fees).toHaveLength(4)
        expect(-fees.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(clock.fee_cents)
        expect(clock.fee_cents).toBe(2250) // 95 min from 12:00 = 3 units of 30 min + 5 min grace, at ¥7.50
      } else {
        // none of it
        expect(ledger).toEqual([])
        expect(seats).toEqual([])
        expect(clock.stopped_at).toBeNull()
      }
    }
    const balanceSum = db.prepare('SELECT coalesce(sum(amount_cents), 0) AS s FROM account_ledger').get() as {
      s: number
    }
    const fees = db.prepare('SELECT coalesce(sum(fee_cents), 0) AS s FROM table_clocks').get() as { s: number }
    expect(balanceSum.s).toBe(-fees.s)
    db.close()
  }, 90_000)
})
