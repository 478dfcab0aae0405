/**
 * A session is read once per request (issue 22): whatever a hands.add, hands.edit, sessions.get,
 * a hand-over, a take-back, a close, a reopen or a void does, it reads the table's hand rows once, and its
 * row, seats, handovers, backers and people once each; sessions.list reads the same number of
 * times for 3 tables as for 30. Every statement the connection runs is counted, by the tables its
 * SQL reads.
 */
import { randomUUID } from 'node:crypto'
import type { Statement } from 'better-sqlite3'
import type { AppContext } from '../../../src-main/context'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { recordHand } from '../../../src-main/services/hands'
import { closeSession, createSession, handOver } from '../../../src-main/services/sessions'
import { openTestContext } from '../../support/context'
import { NO_RULES, addPlayers, openTable, win } from '../../support/fixtures'
import type { HandsOutcome, SessionListItem, SessionView } from '../../../src-main/model/sessions'
import type { ParlorClose } from '../../../src-main/model/parlor'
const HANDS = 40

interface Reads {
  /** SELECT executions: the tables each read. */
  statements: string[][]
  /** Rows those executions returned, by table read. */
  rows: Map<string, number>
}

let reads: Reads = { statements: [], rows: new Map() }

const tablesOf = (sql: string) => [...sql.matchAll(/\b(?:FROM|JOIN)\s+"?(\w+)/gi)].map((match) => match[1])

function counted(method: 'get' | 'all' | 'iterate') {
  return function (this: Statement, ...args: unknown[]) {
    const original = originals[method] as (...args: unknown[]) => unknown
    const out = original.apply(this, args)
    if (this.reader) {
      const rows = method === 'get' ? (out === undefined ? 0 : 1) : Array.isArray(out) ? out.length : 0
      const tables = [...new Set(tablesOf(this.source))]
      reads.statements.push(tables)
      for (const table of tables) {
        reads.rows.set(table, (reads.rows.get(table) ?? 0) + rows)
      }
    }
    return out
  }
}

let proto: Statement
const originals: Partial<Record<'get' | 'all' | 'iterate', unknown>> = {}

/** From here on every statement is counted; `call` dispatches a request with the counts reset. */
function countingCalls(ctx: AppContext) {
  proto = Object.getPrototypeOf(ctx.db.prepare('SELECT 1')) as Statement
  for (const method of ['get', 'all', 'iterate'] as const) {
    originals[method] = proto[method]
    vi.spyOn(proto, method).mockImplementation(counted(method) as never)
  }
  return <T>(method: string, input: unknown) => {
    reads = { statements: [], rows: new Map() }
    const answer = dispatch(createHandlers(ctx, 't'), method, input)
    return answer as T
  }
}

async function tableWithManyHands() {
  const ctx = await openTestContext()
  const { db } = ctx
  const [backer, newcomer, spare] = addPlayers(db, ['戊', '己', '庚'])
  const table = openTable(db, 'yaku', 4, { backerPlayerIds: [backer] })
  for (let index = 0; index < HANDS; index++) {
    recordHand(db, table.id, {
      ...win(index % 4, (index + 1) % 4, { yaku: [] }),
      supporters: [{ playerId: backer, seat: index % 4 }]
    })
    if (index === HANDS / 2) handOver(db, { sessionId: table.id, seat: 2, playerId: newcomer })
  }
  return { db, table, spare, call: countingCalls(ctx) }
}

beforeEach(() => {
  reads = { statements: [], rows: new Map() }
})
afterEach(() => vi.restoreAllMocks())

/** `besides`: a table whose statements are another read's (goods sold to the table name their payers). */
function expectOneReadOfTheSession(handsRead: number, besides?: string): void {
  const session = ['table_sessions', 'session_seats', 'seat_handovers', 'session_spectators', 'players']
  const statements = reads.statements.filter((tables) => !besides || !tables.includes(besides))
  const counts = Object.fromEntries(
    session.map((table) => [table, statements.filter((tables) => tables.includes(table)).length])
  )
  expect({ ...counts, handRows: reads.rows.get('hands') ?? 0 }).toEqual({
    ...Object.fromEntries(session.map((table) => [table, 1])),
    handRows: expect.toSatisfy((rows: number) => rows <= handsRead, `at most ${handsRead}`)
  })
}

describe('one read of a session per request', () => {
  it('sessions.get reads the hands, the seats and the people once', async () => {
    const { table, call } = await tableWithManyHands()
    const view = await call<Promise<{ ok: true; data: SessionView }>>('sessions.get', { id: table.id })
    expect(view).toMatchObject({ ok: true })
    expect(view.data.hands).toHaveLength(HANDS)
    expectOneReadOfTheSession(HANDS + 1)
  })

  it('hands.add reads the table’s hands once, not once for scoring, once for the number and once for the view', async () => {
    const { table, call } = await tableWithManyHands()
    const answer = await call<Promise<{ ok: true; data: HandsOutcome }>>('hands.add', {
      sessionId: table.id,
      requestId: randomUUID(),
      hand: win(1, 0, { yaku: [] })
    })
    expect(answer).toMatchObject({ ok: true })
    expect(answer.data.session.hands).toHaveLength(HANDS + 1)
    expect(answer.data.changes).toEqual([expect.objectContaining({ seq: HANDS + 1, before: null })])
    expectOneReadOfTheSession(HANDS + 1)
  })

  it('hands.edit of an early hand reads the table’s hands once and rescoring the later ones reads nothing more', async () => {
    const { table, call } = await tableWithManyHands()
    const before = (await call<Promise<{ ok: true; data: SessionView }>>('sessions.get', { id: table.id })).data
    const third = before.hands[2]
    const answer = await call<Promise<{ ok: true; data: HandsOutcome }>>('hands.edit', {
      handId: third.id,
      version: third.version,
      requestId: randomUUID(),
      hand: win(0, 1, { yaku: [] })
    })
    expect(answer).toMatchObject({ ok: true })
    expect(answer.data.changes[0]).toMatchObject({ handId: third.id, seq: 3 })
    expect(answer.data.session.hands).toHaveLength(HANDS)
    // the hand edited, read by its id, and then the table's hands
    expectOneReadOfTheSession(HANDS + 1)
  })

  it('a hand-over reads the session once and builds the view from that read', async () => {
    const { table, spare, call } = await tableWithManyHands()
    const answer = await call<Promise<{ ok: true; data: SessionView }>>('sessions.handOver', {
      sessionId: table.id,
      seat: 1,
      playerId: spare
    })
    expect(answer).toMatchObject({ ok: true })
    expect(answer.data.players[1].id).toBe(spare)
    expect(answer.data.handovers.at(-1)).toMatchObject({ seat: 1, fromHand: HANDS + 1, canTakeBack: true })
    expectOneReadOfTheSession(HANDS + 1)
  })

  it('a take-back reads the session once', async () => {
    const { table, spare, call } = await tableWithManyHands()
    await call('sessions.handOver', { sessionId: table.id, seat: 1, playerId: spare })
    const answer = await call<Promise<{ ok: true; data: SessionView }>>('sessions.takeBackHandover', {
      sessionId: table.id,
      seat: 1
    })
    expect(answer).toMatchObject({ ok: true })
    expect(answer.data.players[1].id).not.toBe(spare)
    expect(answer.data.handovers).toHaveLength(1)
    expectOneReadOfTheSession(HANDS + 1)
  })

  it('a close reads the session once: the closed view comes from that read, not a second one', async () => {
    const { table, call } = await tableWithManyHands()
    const answer = await call<Promise<{ ok: true; data: SessionView }>>('sessions.close', { id: table.id })
    expect(answer).toMatchObject({ ok: true, data: { status: 'closed' } })
    expect(answer.data.hands).toHaveLength(HANDS)
    expectOneReadOfTheSession(HANDS + 1, 'goods_sales')
  })

  it('a close at the parlor settling people to their accounts reads them once, with the session', async () => {
    const { table, call } = await tableWithManyHands()
    const backer = table.backers[0].id
    const answer = await call<Promise<{ ok: true; data: ParlorClose }>>('parlor.close', {
      sessionId: table.id,
      toAccount: [0, 3],
      toAccountPlayers: [backer],
      confirmOverLimit: true
    })
    expect(answer).toMatchObject({ ok: true, data: { session: { status: 'closed' } } })
    expect(answer.data.seats.filter((seat) => seat.mode === 'account')).toHaveLength(3)
    expectOneReadOfTheSession(HANDS + 1, 'goods_sales')
  })

  it('a reopen reads the session once', async () => {
    const { db, table, call } = await tableWithManyHands()
    closeSession(db, table.id)
    const answer = await call<Promise<{ ok: true; data: SessionView }>>('sessions.reopen', { id: table.id })
    expect(answer).toMatchObject({ ok: true, data: { status: 'open', closedAt: null } })
    expect(answer.data.hands).toHaveLength(HANDS)
    expectOneReadOfTheSession(HANDS + 1)
  })

  it('voiding a table reads it once', async () => {
    const { table, call } = await tableWithManyHands()
    const answer = await call<Promise<{ ok: true; data: SessionView }>>('sessions.void', { id: table.id })
    expect(answer).toMatchObject({ ok: true, data: { voidedAt: expect.any(String) } })
    expect(answer.data.hands).toHaveLength(HANDS)
    expectOneReadOfTheSession(HANDS + 1)
  })
})

/** `count` tables, every other one closed, each with a seat handed over and a backer. */
async function clubOfTables(count: number) {
  const ctx = await openTestContext()
  const { db } = ctx
  for (let index = 0; index < count; index++) {
    const [a, b, c, d, backer, newcomer] = addPlayers(
      db,
      ['甲', '乙', '丙', '丁', '戊', '己'].map((name) => `${name}${index}`)
    )
    const table = createSession(db, {
      title: `第${index}桌`,
      variant: 'yaku',
      options: {},
      playerIds: [a, b, c, d],
      backerPlayerIds: [backer],
      firstDealer: 0,
      rules: NO_RULES
    })
    recordHand(db, table.id, win(0, 1, { yaku: [] }))
    handOver(db, { sessionId: table.id, seat: index % 4, playerId: newcomer })
    recordHand(db, table.id, win(2, 3, { yaku: [] }))
    if (index % 2 === 1) closeSession(db, table.id)
  }
  return countingCalls(ctx)
}

describe('sessions.list', () => {
  it('reads as many times for 30 tables as for 3: holders, players and totals are read for all of them at once', async () => {
    const statements: number[] = []
    for (const count of [3, 30]) {
      const call = await clubOfTables(count)
      const answer = await call<Promise<{ ok: true; data: { items: SessionListItem[] } }>>('sessions.list', {
        limit: 200,
        offset: 0
      })
      expect(answer.data.items).toHaveLength(count)
      expect(answer.data.items.every((item) => item.players.length === 4 && item.players.every((p) => p.name))).toBe(
        true
      )
      statements.push(reads.statements.length)
      vi.restoreAllMocks()
    }
    expect(statements[1]).toBe(statements[0])
  })
})
