import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../../src-main/services/hands'
import { feeSum, identityCents } from '../../../src-main/services/money/tableMoney'
import { accountSummary } from '../../../src-main/services/parlor/accounts'
import { openAtTable } from '../../../src-main/services/parlor/clock'
import { closeAtParlor, parlorMoney, previewClose } from '../../../src-main/services/parlor/close'
import { parlorReport } from '../../../src-main/services/parlor/report'
import { createSession, handOver, type NewSessionInput } from '../../../src-main/services/sessions'
import type { TableFee } from '../../../src-main/model/sessions'
import { HOUSE_KEY } from '../../../src-main/services/settlement'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, setUpTables } from '../../support/parlor'
import type { TableMoney } from '../../../src-main/model/parlor'

const seat = fc.integer({ min: 0, max: 3 })
const tableFee: fc.Arbitrary<TableFee> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('perPlayer' as const), amount: fc.integer({ min: 1, max: 3000 }).map((c) => c / 100) }),
  fc.record({ kind: fc.constant('shareOfWinnings' as const), percent: fc.integer({ min: 1, max: 30 }) })
)
const table = fc.record({
  /** timed: a parlor table with a rate plan; club: a session with no clock at all. */
  kind: fc.constantFrom('timed', 'club'),
  tableFee,
  pointValue: fc.constantFrom(0.5, 1, 2, 5),
  hands: fc.array(fc.record({ winner: seat, from: seat, backed: fc.boolean() }), { minLength: 1, maxLength: 6 }),
  /** A backer (役种) supporting seat 0 in the hands marked `backed`. */
  backer: fc.boolean(),
  /** Seat 1 handed over to 钱七 before this hand (past the end: no handover). */
  handoverAt: fc.integer({ min: 0, max: 8 }),
  toAccount: fc.subarray([0, 1, 2, 3, 4, 5]),
  minutes: fc.integer({ min: 1, max: 900 }),
  confirm: fc.boolean()
})

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** What every cash line gives a key (+) or takes (−); account lines likewise, apart. */
function flows(money: TableMoney, via: 'cash' | 'account'): Map<string, number> {
  const flow = new Map<string, number>()
  const add = (key: string, cents: number) => flow.set(key, (flow.get(key) ?? 0) + cents)
  for (const line of money.lines.filter((candidate) => candidate.via === via)) {
    expect(line.amountCents).toBeGreaterThan(0)
    add(line.from, -line.amountCents)
    add(line.to, line.amountCents)
  }
  return flow
}

function expectModelAddsUp(money: TableMoney): void {
  for (const person of money.persons) expect(person.netCents).toBe(person.moneyCents - feeSum(person.fees))
  expect(identityCents(money)).toBe(0)
  expect(money.house.totalCents).toBe(feeSum(money.house) + money.house.otherCents)
  for (const lines of [money.lines, money.directLines]) {
    const cash = flows({ ...money, lines }, 'cash')
    const account = flows({ ...money, lines }, 'account')
    for (const person of money.persons) {
      const [settled, other] = person.settle.kind === 'cash' ? [cash, account] : [account, cash]
      // Each person's lines settle exactly their net, and only in the way they settle.
      expect(settled.get(person.key) ?? 0).toBe(person.netCents)
      expect(other.get(person.key) ?? 0).toBe(0)
    }
    const cashNets = sum(money.persons.filter((p) => p.settle.kind === 'cash').map((p) => p.netCents))
    expect((cash.get(HOUSE_KEY) ?? 0) + cashNets).toBe(0)
  }
}

describe('the money model of a closed table (property)', () => {
  it('adds up for random timed and club tables: each net, the identity, who pays whom, the balances and the day report', async () => {
    const { ctx, db } = await openTestContext().then((ctx) => ({ ctx, db: ctx.db }))
    const players = addPlayers(db, ['张伟', '李娜', '王芳', '刘洋', '钱七', '赵六'])
    let now = at('10:00')
    let tables = 0
    const models: TableMoney[] = []
    let refusals = 0
    await fc.assert(
      fc.asyncProperty(table, async (t) => {
        now += 60_000
        // A table of its own: a failed run leaves its clock running.
        tables += 1
        const [timedTable] = setUpTables(db, [`T${tables}`])
        const backerId = players[5]
        const input: NewSessionInput = {
          title: '',
          variant: t.backer ? 'yaku' : 'sichuan',
          options: {},
          playerIds: players.slice(0, 4),
          backerPlayerIds: t.backer ? [backerId] : [],
          firstDealer: 0,
          rules: { minScore: null, doubling: null, pointValue: t.pointValue, tableFee: t.tableFee }
        }
        const session =
          t.kind === 'timed'
            ? openAtTable(
                db,
                {
                  session: input,
                  tableId: timedTable,
                  feePayer: 'winners',
                  addOns: ['空调']
                },
                now
              ).session
            : createSession(db, input)
        const hands = t.hands.some((hand) => hand.winner !== hand.from)
          ? t.hands
          : [{ winner: 0, from: 1, backed: true }]
        hands.forEach((hand, index) => {
          if (index === t.handoverAt) handOver(db, { sessionId: session.id, seat: 1, playerId: players[4] })
          if (hand.winner === hand.from) return
          const win = t.backer
            ? { type: 'win', winner: hand.winner, from: hand.from, yaku: [] }
            : { type: 'win', winner: hand.winner, from: hand.from, pattern: 'pinghu' }
          const supporters = t.backer && hand.backed ? [{ playerId: backerId, seat: 0 }] : []
          recordHand(db, session.id, { events: [win], supporters })
        })
        now += t.minutes * 60_000
        // Anyone who sat or backed a seat may settle to the account.
        const sat = new Set(parlorMoney(db, session.id).people.map((person) => person.playerId))
        const toAccountPlayers = t.toAccount.map((index) => players[index]).filter((id) => sat.has(id))
        // A table longer than the 12 h limit is confirmed (stopTime.ts refuses it otherwise).
        const close = { sessionId: session.id, toAccount: [], toAccountPlayers, confirmTime: ['longFee' as const] }

        const preview = previewClose(db, close, now)
        expectModelAddsUp(preview)
        const over = preview.persons.some((person) => person.overLimit)
        if (over && !t.confirm) {
          // Past a credit limit the close needs the second confirmation, and without it changes nothing.
          const before = dumpDatabase(ctx)
          expect(() => closeAtParlor(db, close, now)).toThrow(expect.objectContaining({ code: 'OVER_CREDIT_LIMIT' }))
          expect(dumpDatabase(ctx)).toEqual(before)
          refusals += 1
        }
        const closed = closeAtParlor(db, { ...close, confirmOverLimit: true }, now)
        // What was shown before confirming is what was settled.
        expect(closed.money).toEqual(preview)
        expect(parlorMoney(db, session.id).money).toEqual(preview)
        for (const person of closed.money.persons.filter((p) => p.settle.kind === 'account')) {
          expect(accountSummary(db, person.playerId).balanceCents).toBe(person.balanceAfterCents)
        }
        expect(closed.money.house.timeCents).toBe(closed.timeFee?.breakdown.totalCents ?? 0)
        expect(closed.money.persons.filter((p) => p.role === 'backer').length).toBe(t.backer ? 1 : 0)
        models.push(closed.money)
      }),
      { numRuns: 60 }
    )
    // The runs reached every kind of person and settling.
    const persons = models.flatMap((model) => model.persons)
    expect(refusals).toBeGreaterThan(0)
    expect(persons.some((person) => person.role === 'backer')).toBe(true)
    expect(persons.some((person) => person.role === 'backer' && person.settle.kind === 'account')).toBe(true)
    expect(persons.some((person) => person.role === 'backer' && person.settle.kind === 'cash')).toBe(true)
    expect(persons.some((person) => person.key.includes('@'))).toBe(true)
    expect(persons.some((person) => person.settle.kind === 'account' && person.fees.timeCents > 0)).toBe(true)
    expect(models.some((model) => model.house.perPlayerCents > 0 && model.house.timeCents === 0)).toBe(true)
    expect(models.some((model) => model.house.winningsCents > 0)).toBe(true)
    const reports = ['2026-11', '2026-12'].map((month) => parlorReport(db, month))
    const days = ['2026-11-23', '2026-11-24'].map((day) => parlorReport(db, day))
    for (const each of days) expect(each.identityCents).toBe(0)
    for (const each of reports) expect(each.identityCents).toBe(0)
    const totalOf = (pick: (r: (typeof reports)[number]) => number) => sum(reports.map(pick))
    expect(totalOf((r) => r.settlements.cash.netCents + r.settlements.account.netCents)).toBe(
      sum(persons.map((p) => p.netCents))
    )
    expect(totalOf((r) => r.settlements.cash.persons + r.settlements.account.persons)).toBe(persons.length)
    expect(totalOf((r) => r.house.totalCents)).toBe(sum(models.map((model) => model.house.totalCents)))
    expect(totalOf((r) => r.house.timeCents)).toBe(totalOf((r) => r.feeTotalCents))
  }, 120_000)
})
