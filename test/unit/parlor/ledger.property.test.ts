import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../../src-main/errors'
import {
  accountSummary,
  adjust,
  refund,
  reverseEntry,
  saveBonusRules,
  topUp,
  transfer
} from '../../../src-main/services/parlor/accounts'
import { closeAtParlor, reopenAtParlor } from '../../../src-main/services/parlor/close'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

const MEMBERS = 4
const member = fc.integer({ min: 0, max: MEMBERS - 1 })
const cents = fc.integer({ min: 1, max: 100_000 })
const command = fc.oneof(
  fc.record({ op: fc.constant('topUp' as const), who: member, cents }),
  fc.record({ op: fc.constant('refund' as const), who: member, cents }),
  fc.record({
    op: fc.constant('adjust' as const),
    who: member,
    cents: fc.integer({ min: -50_000, max: 50_000 }),
    // unconfirmed, a charge past the credit limit is refused and must write nothing
    confirm: fc.boolean()
  }),
  fc.record({ op: fc.constant('transfer' as const), who: member, to: member, cents }),
  // unconfirmed, a reversal that charges an account past its credit limit is refused and writes nothing
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat(), confirm: fc.boolean() }),
  fc.record({
    op: fc.constant('settle' as const),
    hands: fc.array(fc.tuple(member, member), { minLength: 1, maxLength: 4 }),
    toAccount: fc.subarray([0, 1, 2, 3]),
    minutes: fc.integer({ min: 1, max: 600 })
  }),
  fc.record({ op: fc.constant('reopen' as const), pick: fc.nat() })
)

describe('member ledger (property)', () => {
  it('keeps every balance equal to its ledger sum and to an independent model, and refuses UPDATE and DELETE', async () => {
    const { db } = await openTestContext()
    const ids = addPlayers(db, ['甲', '乙', '丙', '丁'])
    const [tableId] = setUpTables(db, ['1号桌'])
    saveBonusRules(db, [{ minCents: 50_000, bonusCents: 10_000 }])
    let now = at('10:00')
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const model = new Map(ids.map((id) => [id, accountSummary(db, id).balanceCents]))
        const add = (id: number, amount: number) => model.set(id, model.get(id)! + amount)
        for (const c of commands) {
          now += 60_000
          try {
            if (c.op === 'topUp') {
              topUp(db, { playerId: ids[c.who], cents: c.cents, note: '' }, now)
              add(ids[c.who], c.cents + (c.cents >= 50_000 ? 10_000 : 0))
            } else if (c.op === 'refund') {
              refund(db, { playerId: ids[c.who], cents: c.cents, note: '' }, now)
              add(ids[c.who], -c.cents)
            } else if (c.op === 'adjust') {
              adjust(db, { playerId: ids[c.who], cents: c.cents, reason: '盘点', confirmOverLimit: c.confirm }, now)
              add(ids[c.who], c.cents)
            } else if (c.op === 'transfer') {
              transfer(
                db,
                { fromId: ids[c.who], toId: ids[c.to], cents: c.cents, note: '', confirmOverLimit: true },
                now
              )
              add(ids[c.who], -c.cents)
              add(ids[c.to], c.cents)
            } else if (c.op === 'reverse') {
              const rows = db.prepare('SELECT id FROM account_ledger ORDER BY id').all() as { id: number }[]
              if (rows.length === 0) continue
              const entryId = rows[c.pick % rows.length].id
              const move = reverseEntry(db, { entryId, reason: '记错了', confirmOverLimit: c.confirm }, now)
              for (const entry of move.entries) add(entry.playerId, entry.amountCents)
            } else if (c.op === 'settle') {
              const session = sitDown(db, tableId, ids, now)
              for (const [winner, from] of c.hands) if (winner !== from) dealIn(db, session.id, winner, from)
              if (c.hands.every(([winner, from]) => winner === from)) dealIn(db, session.id, 0, 1)
              now += c.minutes * 60_000
              const closed = closeAtParlor(
                db,
                { sessionId: session.id, toAccount: c.toAccount, confirmOverLimit: true },
                now
              )
              for (const seat of closed.seats) if (seat.mode === 'account') add(seat.playerId, seat.dueCents)
              // the time fee is paid in full by the seats, whatever their mode
              expect(closed.seats.reduce((sum, seat) => sum + seat.feeCents, 0)).toBe(
                closed.timeFee!.breakdown.totalCents
              )
            } else {
              const closed = db.prepare("SELECT id FROM table_sessions WHERE status = 'closed' ORDER BY id").all() as {
                id: number
              }[]
              if (closed.length === 0) continue
              const sessionId = closed[c.pick % closed.length].id
              const live = db
                .prepare(
                  `SELECT player_id, amount_cents FROM account_ledger l WHERE session_id = ? AND kind != 'reversal'
                   AND NOT EXISTS (SELECT 1 FROM account_ledger r WHERE r.reverses_id = l.id)`
                )
                .all(sessionId) as { player_id: number; amount_cents: number }[]
              reopenAtParlor(db, sessionId, now)
              for (const row of live) add(row.player_id, -row.amount_cents)
              closeAtParlor(db, { sessionId, toAccount: [] }, now) // in cash this time: frees the table
            }
          } catch (error) {
            if (!(error instanceof AppError)) throw error
          }
        }
        for (const id of ids) {
          const sum = (
            db
              .prepare('SELECT coalesce(sum(amount_cents), 0) AS s FROM account_ledger WHERE player_id = ?')
              .get(id) as {
              s: number
            }
          ).s
          expect(accountSummary(db, id).balanceCents).toBe(sum)
          const cached = db
            .prepare('SELECT coalesce(max(cents), 0) AS c FROM account_balances WHERE player_id = ?')
            .get(id) as {
            c: number
          }
          expect(cached.c).toBe(sum)
          expect(sum).toBe(model.get(id))
        }
        // a reversal undoes exactly one row, once
        const bad = db
          .prepare(
            `SELECT count(*) AS n FROM account_ledger r JOIN account_ledger o ON o.id = r.reverses_id
             WHERE r.amount_cents != -o.amount_cents OR r.player_id != o.player_id OR o.kind = 'reversal'`
          )
          .get() as { n: number }
        expect(bad.n).toBe(0)
        const rows = db.prepare('SELECT * FROM account_ledger').all() as { id: number }[]
        if (rows.length > 0) {
          const target = rows[commands.length % rows.length]
          expect(() => db.prepare('UPDATE account_ledger SET amount_cents = 0 WHERE id = ?').run(target.id)).toThrow(
            /append-only/
          )
          expect(() => db.prepare('DELETE FROM account_ledger WHERE id = ?').run(target.id)).toThrow(/append-only/)
          // a row trigger guards receipts: only a table with rows has something to refuse
          const receipts = db.prepare('SELECT COUNT(*) AS n FROM receipts').get() as { n: number }
          if (receipts.n > 0) expect(() => db.prepare('DELETE FROM receipts').run()).toThrow(/append-only/)
          expect(db.prepare('SELECT * FROM account_ledger').all()).toEqual(rows)
        }
      }),
      { numRuns: 40 }
    )
    // the runs went through every kind of movement, not only refusals
    const kinds = (db.prepare('SELECT DISTINCT kind FROM account_ledger').all() as { kind: string }[]).map(
      (r) => r.kind
    )
    expect(kinds.sort()).toEqual(
      [
        'adjustment',
        'bonus',
        'refund',
        'reversal',
        'settlement',
        'tableFee',
        'topup',
        'transferIn',
        'transferOut'
      ].sort()
    )
  }, 120_000)
})
