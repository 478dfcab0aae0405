/**
 * A session is read once per request (issue 22): whatever a hands.add, hands.edit or sessions.get
 * does, it reads the table's hand rows once, and its row, seats, handovers, backers and people
 * once each. Every statement the connection runs is counted, by the tables its SQL reads.
 */
import { randomUUID } from 'node:crypto'
import type { Statement } from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { recordHand } from '../../../src-main/services/hands'
import { handOver } from '../../../src-main/services/sessions'
import { openTestContext } from '../../support/context'
import { addPlayers, openTable, win } from '../../support/fixtures'
import type { HandsOutcome, SessionView } from '../../../src-main/model/sessions'
const HANDS = 40

interface Reads {
  /** SELECT executions, by table read. */
  statements: Map<string, number>
  /** Rows those executions returned, by table read. */
  rows: Map<string, number>
}

let reads: Reads = { statements: new Map(), rows: new Map() }

const tablesOf = (sql: string) => [...sql.matchAll(/\b(?:FROM|JOIN)\s+"?(\w+)/gi)].map((match) => match[1])

function counted(method: 'get' | 'all' | 'iterate') {
  return function (this: Statement, ...args: unknown[]) {
    const original = originals[method] as (...args: unknown[]) => unknown
    const out = original.apply(this, args)
    if (this.reader) {
      const rows = method === 'get' ? (out === undefined ? 0 : 1) : Array.isArray(out) ? out.length : 0
      for (const table of new Set(tablesOf(this.source))) {
        reads.statements.set(table, (reads.statements.get(table) ?? 0) + 1)
        reads.rows.set(table, (reads.rows.get(table) ?? 0) + rows)
      }
    }
    return out
  }
}

let proto: Statement
const originals: Partial<Record<'get' | 'all' | 'iterate', unknown>> = {}

async function tableWithManyHands() {
  const ctx = await openTestContext()
  const { db } = ctx
  const [backer, newcomer] = addPlayers(db, ['戊', '己'])
  const table = openTable(db, 'yaku', 4, { backerPlayerIds: [backer] })
  for (let index = 0; index < HANDS; index++) {
    recordHand(db, table.id, {
      ...win(index % 4, (index + 1) % 4, { yaku: [] }),
      supporters: [{ playerId: backer, seat: index % 4 }]
    })
    if (index === HANDS / 2) handOver(db, { sessionId: table.id, seat: 2, playerId: newcomer })
  }
  proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Statement
  for (const method of ['get', 'all', 'iterate'] as const) {
    originals[method] = proto[method]
    vi.spyOn(proto, method).mockImplementation(counted(method) as never)
  }
  const call = <T>(method: string, input: unknown) => {
    reads = { statements: new Map(), rows: new Map() }
    const answer = dispatch(createHandlers(ctx, 't'), method, input)
    return answer as T
  }
  return { db, table, call }
}

beforeEach(() => {
  reads = { statements: new Map(), rows: new Map() }
})
afterEach(() => vi.restoreAllMocks())

function expectOneReadOfTheSession(handsRead: number): void {
  const session = ['table_sessions', 'session_seats', 'seat_handovers', 'session_spectators', 'players']
  const counts = Object.fromEntries(session.map((table) => [table, reads.statements.get(table) ?? 0]))
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
})
