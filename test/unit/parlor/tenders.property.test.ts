import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accountSummary, refund, reverseEntry, saveBonusRules, topUp } from '../../../src-main/services/parlor/accounts'
import { closeAtParlor, reopenAtParlor } from '../../../src-main/services/parlor/close'
import { parlorReport } from '../../../src-main/services/parlor/report'
import { DEFAULT_TENDERS } from '../../../src-main/services/parlor/tenders'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** The test's own business day: Beijing time (UTC+8) less the 06:00 cutoff. */
const businessDay = (instant: number) => new Date(instant + 8 * HOUR - 6 * HOUR).toISOString().slice(0, 10)
const DAYS = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']

const tender = fc.constantFrom(...DEFAULT_TENDERS)
const member = fc.integer({ min: 0, max: 3 })
/** Minutes from 2026-11-23 00:00 Beijing time: three calendar days, so many ops fall before a cutoff. */
const when = fc.integer({ min: 0, max: 3 * 1440 - 1 })
const op = fc.oneof(
  fc.record({ kind: fc.constant('topup' as const), when, member, yuan: fc.integer({ min: 1, max: 800 }), tender }),
  fc.record({ kind: fc.constant('refund' as const), when, member, yuan: fc.integer({ min: 1, max: 300 }), tender }),
  fc.record({ kind: fc.constant('reverseTopup' as const), when }),
  fc.record({
    kind: fc.constant('table' as const),
    when,
    minutes: fc.integer({ min: 1, max: 600 }),
    hands: fc.array(fc.tuple(member, member), { minLength: 1, maxLength: 4 }),
    toAccount: fc.subarray([0, 1, 2, 3]),
    tenders: fc.array(tender, { minLength: 4, maxLength: 4 }),
    /** Reopened and closed again with these tenders (null: not reopened). */
    reopenTenders: fc.option(fc.array(tender, { minLength: 4, maxLength: 4 }), { nil: null })
  })
)

describe('tenders over business days (property)', () => {
  it('each day’s tender totals equal the money over the counter and the cash nets of that business day', async () => {
    let crossings = 0
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const { db } = await openTestContext()
        const players = addPlayers(db, ['甲', '乙', '丙', '丁'])
        const [tableId] = setUpTables(db, ['1号桌'])
        saveBonusRules(db, [{ minCents: 50_000, bonusCents: 5_000 }]) // a bonus is no money over the counter
        /** What each tender's drawer should have gained, by business day. */
        const expected = new Map<string, number>()
        const count = (instant: number, name: string, cents: number) => {
          const key = `${businessDay(instant)}|${name}`
          expected.set(key, (expected.get(key) ?? 0) + cents)
        }
        const topUps: { entryId: number; cents: number; tender: string; reversed: boolean }[] = []
        for (const step of [...ops].sort((a, b) => a.when - b.when)) {
          const now = at('00:00') + step.when * MINUTE
          if (step.kind === 'topup') {
            const move = topUp(
              db,
              { playerId: players[step.member], cents: step.yuan * 100, note: '', tender: step.tender },
              now
            )
            topUps.push({ entryId: move.entries[0].id, cents: step.yuan * 100, tender: step.tender, reversed: false })
            count(now, step.tender, step.yuan * 100)
          } else if (step.kind === 'refund') {
            const balance = accountSummary(db, players[step.member]).balanceCents
            const cents = Math.min(step.yuan * 100, balance)
            if (cents <= 0) continue
            refund(db, { playerId: players[step.member], cents, note: '', tender: step.tender }, now)
            count(now, step.tender, -cents)
          } else if (step.kind === 'reverseTopup') {
            const last = topUps.findLast((candidate) => !candidate.reversed)
            if (!last) continue
            reverseEntry(db, { entryId: last.entryId, reason: '收错了', confirmOverLimit: true }, now)
            last.reversed = true
            count(now, last.tender, -last.cents)
          } else {
            const session = sitDown(db, tableId, players, now)
            for (const [winner, from] of step.hands) if (winner !== from) dealIn(db, session.id, winner, from)
            const stop = now + step.minutes * MINUTE
            if (businessDay(now) !== businessDay(stop)) crossings += 1
            const close = (tenders: string[], at: number) =>
              closeAtParlor(
                db,
                {
                  sessionId: session.id,
                  toAccount: step.toAccount,
                  tenders: players.map((playerId, index) => ({ playerId, tender: tenders[index] })),
                  confirmOverLimit: true
                },
                at
              )
            let closed = close(step.tenders, stop)
            if (step.reopenTenders) {
              reopenAtParlor(db, session.id, stop + MINUTE)
              closed = close(step.reopenTenders, stop + 2 * MINUTE)
            }
            // The table counts on the day it started, each cash person with the tender of the last close.
            for (const person of closed.money.persons) {
              const index = players.indexOf(person.playerId)
              if (person.settle.kind === 'cash')
                count(now, (step.reopenTenders ?? step.tenders)[index], -person.netCents)
            }
          }
        }
        for (const day of DAYS) {
          const report = parlorReport(db, day)
          expect(report.identityCents).toBe(0)
          for (const line of report.tenders) {
            expect({ day, tender: line.tender, cents: line.netCents }).toEqual({
              day,
              tender: line.tender,
              cents: expected.get(`${day}|${line.tender}`) ?? 0
            })
            expect(line.netCents).toBe(
              line.topupCents + line.refundCents + line.settlementInCents - line.settlementOutCents
            )
          }
        }
        db.close()
      }),
      { numRuns: 25 }
    )
    // Some tables ran across a cutoff.
    expect(crossings).toBeGreaterThan(0)
  }, 120_000)
})
