/**
 * Round trip (property): a random parlor built through the API — every setting changed, tables and
 * rate plans, accounts, parlor tables with hands, handovers, voids, undo/redo, closes and reopens, and
 * hands marked with an older engine version — exports and imports into an empty database with every
 * table equal; the export of that import imports equal again.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import type { AppContext } from '../../../src-main/context'
import { getHand } from '../../../src-main/store/hands'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { dumpDatabase, openTestContext, tempDir } from '../../support/context'
import { DAY_NIGHT, at } from '../../support/parlor'

const pick = fc.nat({ max: 1000 })
const cents = fc.integer({ min: 1, max: 200_000 })
const COMMAND = fc.oneof(
  fc.record({ op: fc.constant('topUp'), who: pick, cents }),
  fc.record({ op: fc.constant('refund'), who: pick, cents }),
  fc.record({ op: fc.constant('adjust'), who: pick, cents: fc.integer({ min: -5000, max: 5000 }) }),
  fc.record({ op: fc.constant('transfer'), who: pick, to: pick, cents }),
  fc.record({ op: fc.constant('reverse'), which: pick }),
  fc.record({ op: fc.constant('open'), table: pick, guest: fc.boolean() }),
  fc.record({ op: fc.constant('hand'), table: pick, winner: fc.nat({ max: 3 }), from: fc.nat({ max: 3 }) }),
  fc.record({ op: fc.constant('edit'), which: pick, winner: fc.nat({ max: 3 }) }),
  fc.record({ op: fc.constant('delete'), which: pick }),
  fc.record({ op: fc.constant('undo'), table: pick }),
  fc.record({ op: fc.constant('redo'), table: pick }),
  fc.record({ op: fc.constant('handOver'), table: pick, seat: fc.nat({ max: 3 }), who: pick }),
  fc.record({ op: fc.constant('pause'), table: pick }),
  fc.record({ op: fc.constant('resume'), table: pick }),
  fc.record({ op: fc.constant('close'), table: pick, toAccount: fc.subarray([0, 1, 2, 3]) }),
  fc.record({ op: fc.constant('reopen'), which: pick }),
  fc.record({ op: fc.constant('void'), table: pick })
)
type Command = typeof COMMAND extends fc.Arbitrary<infer C> ? C : never

/** Each run starts with a table played, handed over, paused and settled to the accounts, and one left open. */
const PRELUDE: Command[] = [
  { op: 'topUp', who: 0, cents: 60_000 },
  { op: 'open', table: 0, guest: true },
  { op: 'hand', table: 0, winner: 1, from: 2 },
  { op: 'handOver', table: 0, seat: 3, who: 0 },
  { op: 'pause', table: 0 },
  { op: 'resume', table: 0 },
  { op: 'hand', table: 0, winner: 3, from: 1 },
  { op: 'close', table: 0, toAccount: [1, 2, 3] },
  { op: 'open', table: 1, guest: false },
  { op: 'hand', table: 0, winner: 0, from: 1 }
]

async function parlorThroughTheApi(commands: Command[]): Promise<AppContext> {
  let clock = at('09:00')
  const ctx: AppContext = { ...(await openTestContext()), now: () => clock }
  const handlers = createHandlers(ctx, 'test')
  const call = async (method: string, input: unknown) => {
    const answer = await dispatch(handlers, method, input)
    return answer.ok ? (answer.data as Record<string, unknown>) : undefined
  }
  await call('settings.update', {
    clubName: '东风',
    currency: '$',
    pointValue: 2,
    defaultVariant: 'sichuan',
    backupDir: tempDir(),
    locale: 'en',
    theme: 'dark'
  })
  await call('parlor.settings.update', { warnAfterMinutes: 240, defaultFeePayer: 'winners' })
  await call('accounts.bonusRules.save', { rules: [{ minCents: 50_000, bonusCents: 5_000 }] })
  const plan = (await call('parlor.ratePlans.save', { name: '日夜', plan: DAY_NIGHT }))!.id as number
  const tables: number[] = []
  for (const name of ['1号桌', '2号桌']) {
    tables.push((await call('parlor.tables.save', { name, kind: 'hall', ratePlanId: plan }))!.id as number)
  }
  const members: number[] = []
  for (const name of ['甲', '乙', '丙', '丁', '戊', '己'])
    members.push((await call('players.create', { name }))!.id as number)
  await call('accounts.setCreditLimit', { playerId: members[0], cents: 10_000 })
  const of = <T>(list: T[], index: number) => list[index % list.length]
  const sessions = () =>
    ctx.db.prepare('SELECT id, status FROM table_sessions ORDER BY id').all() as { id: number; status: string }[]
  const open = () =>
    sessions()
      .filter((session) => session.status === 'open')
      .map((session) => session.id)
  const table = (index: number) => (open().length === 0 ? 0 : of(open(), index))
  const rows = (sql: string) => (ctx.db.prepare(sql).all() as { id: number }[]).map((row) => row.id)
  for (const c of commands) {
    clock += 7 * 60_000
    if (c.op === 'topUp' || c.op === 'refund')
      await call(`accounts.${c.op}`, { playerId: of(members, c.who), cents: c.cents })
    else if (c.op === 'adjust')
      await call('accounts.adjust', {
        playerId: of(members, c.who),
        cents: c.cents,
        reason: '盘点',
        confirmOverLimit: true
      })
    else if (c.op === 'transfer')
      await call('accounts.transfer', {
        fromId: of(members, c.who),
        toId: of(members, c.to),
        cents: c.cents,
        confirmOverLimit: true
      })
    else if (c.op === 'reverse') {
      const ids = rows('SELECT id FROM account_ledger ORDER BY id')
      if (ids.length > 0)
        await call('accounts.reverse', { entryId: of(ids, c.which), reason: '记错', confirmOverLimit: true })
    } else if (c.op === 'open') {
      const guest = c.guest ? ((await call('players.createGuest', {}))!.id as number) : undefined
      const seated = [...(guest ? [guest] : []), ...members].slice(0, 4)
      await call('parlor.open', {
        session: {
          variant: 'sichuan',
          playerIds: seated,
          firstDealer: 0,
          rules: { pointValue: 0.5, tableFee: { kind: 'perPlayer', amount: 1 } }
        },
        tableId: of(tables, c.table),
        feePayer: 'even',
        addOns: ['空调']
      })
    } else if (c.op === 'hand' && c.winner !== c.from) {
      await call('hands.add', {
        sessionId: table(c.table),
        requestId: randomUUID(),
        hand: { events: [{ type: 'win', winner: c.winner, from: c.from, pattern: 'pinghu' }] }
      })
    } else if (c.op === 'edit' || c.op === 'delete') {
      const ids = rows(
        "SELECT h.id FROM hands h JOIN table_sessions s ON s.id = h.session_id WHERE s.status = 'open' AND h.deleted = 0"
      )
      if (ids.length === 0) continue
      const handId = of(ids, c.which)
      const version = getHand(ctx.db, handId)!.version
      if (c.op === 'delete') await call('hands.delete', { handId, version })
      else
        await call('hands.edit', {
          handId,
          version,
          requestId: randomUUID(),
          hand: { events: [{ type: 'win', winner: c.winner, from: null, pattern: 'pinghu' }] }
        })
    } else if (c.op === 'undo' || c.op === 'redo') await call(`hands.${c.op}`, { sessionId: table(c.table) })
    else if (c.op === 'handOver')
      await call('sessions.handOver', {
        sessionId: table(c.table),
        seat: c.seat,
        playerId: of(members.slice(4), c.who)
      })
    else if (c.op === 'pause' || c.op === 'resume') await call(`parlor.clock.${c.op}`, { sessionId: table(c.table) })
    else if (c.op === 'close')
      await call('parlor.close', {
        sessionId: table(c.table),
        toAccount: c.toAccount,
        confirmOverLimit: true,
        confirmTime: ['longFee', 'beforeOpening']
      })
    else if (c.op === 'reopen') {
      const closed = sessions().filter((session) => session.status === 'closed')
      if (closed.length > 0) await call('sessions.reopen', { id: of(closed, c.which).id })
    } else if (c.op === 'void') await call('sessions.void', { id: table(c.table) })
  }
  // Hands scored by an earlier engine version keep their mark.
  ctx.db.prepare("UPDATE hands SET engine_version = '0.9.0' WHERE id % 3 = 0").run()
  return ctx
}

/**
 * Every stored table's rows in a set order (the summaries the triggers keep may be written in another
 * order), but the request ids of hand changes, which a backup leaves out (see DERIVED_TABLES), and,
 * after an import, its own audit entry (the last).
 */
function storedTables(ctx: AppContext, imported = false): Record<string, string[]> {
  const { hand_requests: _, ...tables } = dumpDatabase(ctx)
  if (imported) tables.audit_log = tables.audit_log.slice(0, -1)
  return Object.fromEntries(
    Object.entries(tables).map(([name, rows]) => [name, rows.map((row) => JSON.stringify(row)).sort()])
  )
}

describe('JSON backup round trip (property)', () => {
  it('imports every random parlor equal, and its export imports equal again', async () => {
    const filled = new Set<string>()
    await fc.assert(
      fc.asyncProperty(fc.array(COMMAND, { minLength: 5, maxLength: 30 }), async (commands) => {
        const source = await parlorThroughTheApi([...PRELUDE, ...commands])
        for (const [table, rows] of Object.entries(storedTables(source))) if (rows.length > 0) filled.add(table)
        const first = await openTestContext()
        importJsonBackup(first, exportJsonBackup(source.db).content)
        expect(storedTables(first, true)).toEqual(storedTables(source))
        const second = await openTestContext()
        importJsonBackup(second, exportJsonBackup(first.db).content)
        expect(storedTables(second, true)).toEqual(storedTables(first))
      }),
      { numRuns: 10 }
    )
    // The runs together wrote every kind of row the parlor has.
    for (const table of ['receipts', 'account_ledger', 'seat_money', 'seat_handovers', 'clock_pauses', 'hands']) {
      expect(filled, table).toContain(table)
    }
  }, 120_000)
})
