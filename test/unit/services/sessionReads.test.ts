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
import { closeSession, createSession, getSessionView, handOver } from '../../../src-main/services/sessions'
import { recordHand, undoLastChange } from '../../../src-main/services/hands'
import { closeAtParlor } from '../../../src-main/services/parlor/close'
import { sellToTable } from '../../../src-main/services/parlor/tableGoods'
import { openTestContext } from '../../support/context'
import { NO_RULES, addPlayers, openTable, win } from '../../support/fixtures'
import type { HandsOutcome, SessionListItem, SessionView } from '../../../src-main/model/sessions'
import type { ParlorClose, ParlorMoney } from '../../../src-main/model/parlor'
import type { PendingHand } from '../../../src-main/model/lan'
import { sendHand } from '../../../src-main/services/lan/handQueue'
import { sessionExport } from '../../../src-main/services/sessionExport'
import type { z } from 'zod'
import { inputSchemas } from '../../../src-main/api/contract'
import { actAs } from '../../../src-main/store/actor'
import { insertDevice } from '../../../src-main/store/devices'
import { saveGoods } from '../../../src-main/services/parlor/goods'
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

describe('the parlor’s money, goods and the desk’s queue', () => {
  it('parlor.money of an open table reads it once; the people who settle come from that read', async () => {
    const { table, call } = await tableWithManyHands()
    const answer = await call<Promise<{ ok: true; data: ParlorMoney }>>('parlor.money', { sessionId: table.id })
    expect(answer.data.people).toHaveLength(6)
    expect(answer.data.money).toBeNull()
    expectOneReadOfTheSession(HANDS + 1)
  })

  it('parlor.money of a table closed at the parlor reads its row and its people once, and no hands', async () => {
    const { db, table, call } = await tableWithManyHands()
    closeAtParlor(db, { sessionId: table.id, toAccount: [] }, Date.now())
    const answer = await call<Promise<{ ok: true; data: ParlorMoney }>>('parlor.money', { sessionId: table.id })
    expect(answer.data.people).toHaveLength(6)
    expect(answer.data.money).not.toBeNull()
    const counts = sessionReadCounts()
    expect({ sessions: counts.table_sessions, players: counts.players, hands: counts.handRows }).toEqual({
      sessions: 1,
      players: 1,
      hands: 0
    })
  })

  it('goods sold to a table read the session once to check the payer sat there', async () => {
    const { db, table, call } = await tableWithManyHands()
    const goods = saveGoods(db, inputSchemas['goods.save'].parse({ name: '茶', priceCents: 500 }))
    const payerId = table.players[0].id
    const answer = await call<Promise<{ ok: boolean }>>('parlor.sellGoods', {
      goodsId: goods.id,
      quantity: 1,
      sessionId: table.id,
      payerId
    })
    expect(answer.ok).toBe(true)
    expectOneReadOfTheSession(HANDS + 1, 'goods_sales')
  })

  it.each(['open', 'closed'] as const)(
    'a session’s export (the job’s side) reads the session once, its money with it, on a table %s',
    async (state) => {
      const { db, table } = await tableWithManyHands()
      if (state === 'closed') closeAtParlor(db, { sessionId: table.id, toAccount: [] }, Date.now())
      reads = { statements: [], rows: new Map() }
      const { sheets } = sessionExport(db, table.id)
      expect(sheets.length).toBeGreaterThan(0)
      expectOneReadOfTheSession(HANDS + 1)
    }
  )

  it('the desk’s queue reads each waiting hand’s session once for its preview and its seat names', async () => {
    const { db, table, call } = await tableWithManyHands()
    const tablet = { name: '平板', role: 'desk', tableId: null, tokenHash: Buffer.alloc(32), at: 0 } as const
    const deviceId = insertDevice(db, { ...tablet, confirmedAt: 0, queueHands: true, printedCard: false })
    const sent = [win(1, 0, { yaku: [] }), win(2, 3, { yaku: [] })]
    for (const hand of sent) {
      actAs({ caller: 'test', staffId: null, deviceId, grantedBy: null }, () =>
        sendHand(db, table.id, hand, randomUUID(), Date.now())
      )
    }
    const answer = await call<Promise<{ ok: true; data: PendingHand[] }>>('handQueue.list', {})
    expect(answer.data.map((hand) => [hand.problem, hand.seatNames.length])).toEqual([
      [null, 4],
      [null, 4]
    ])
    expect(sessionReadCounts()).toMatchObject({ table_sessions: 2, players: 2, handRows: 2 * HANDS })
  })

  it('accepting a waiting hand reads its session once: the open check is that read’s', async () => {
    const { db, table, call } = await tableWithManyHands()
    const tablet = { name: '平板', role: 'desk', tableId: null, tokenHash: Buffer.alloc(32), at: 0 } as const
    const deviceId = insertDevice(db, { ...tablet, confirmedAt: 0, queueHands: true, printedCard: false })
    const queued = actAs({ caller: 'test', staffId: null, deviceId, grantedBy: null }, () =>
      sendHand(db, table.id, win(1, 0, { yaku: [] }), randomUUID(), Date.now())
    )
    const answer = await call<Promise<{ ok: true; data: HandsOutcome }>>('handQueue.accept', { id: queued.id })
    expect(answer.data.session.hands).toHaveLength(HANDS + 1)
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

const SESSION_TABLES = ['table_sessions', 'session_seats', 'seat_handovers', 'session_spectators', 'players']

/**
 * How many statements read each of the session's tables, and how many hand rows were read. The
 * table's goods name their payers: a read of their own, not the session's.
 */
function sessionReadCounts(): Record<string, number> {
  const statements = reads.statements.filter((tables) => !tables.includes('goods_sales'))
  const counts = SESSION_TABLES.map((table) => [table, statements.filter((tables) => tables.includes(table)).length])
  return { ...Object.fromEntries(counts), handRows: reads.rows.get('hands') ?? 0 }
}

/** Every method whose input names a session or a hand: by `sessionId` / `handId`, or a sessions.* `id`. */
const sessionMethods = Object.entries(inputSchemas)
  .filter(([method, schema]) => {
    const keys = Object.keys((schema as z.ZodObject<z.ZodRawShape>).shape ?? {})
    return (
      keys.includes('sessionId') || keys.includes('handId') || (method.startsWith('sessions.') && keys.includes('id'))
    )
  })
  .map(([method]) => method)
  .sort()

/** A request for each of them on the seeded table (a method added to the contract needs one here). */
function requests(table: SessionView, spare: number, goodsId: number): Record<string, () => unknown> {
  const hand = table.hands[2]
  const sessionId = table.id
  return {
    'audit.list': () => ({ sessionId }),
    'sessions.get': () => ({ id: sessionId }),
    'sessions.overview': () => ({ id: sessionId }),
    'sessions.close': () => ({ id: sessionId }),
    'sessions.reopen': () => ({ id: sessionId }),
    'sessions.void': () => ({ id: sessionId }),
    'sessions.handOver': () => ({ sessionId, seat: 1, playerId: spare }),
    'sessions.takeBackHandover': () => ({ sessionId, seat: 3 }),
    'hands.preview': () => ({ sessionId, hand: win(1, 0, { yaku: [] }), handId: hand.id }),
    'hands.add': () => ({ sessionId, requestId: randomUUID(), hand: win(1, 0, { yaku: [] }) }),
    'hands.edit': () => ({
      handId: hand.id,
      version: hand.version,
      requestId: randomUUID(),
      hand: win(0, 1, { yaku: [] })
    }),
    'hands.delete': () => ({ handId: hand.id, version: hand.version }),
    'hands.undo': () => ({ sessionId }),
    'hands.redo': () => ({ sessionId }),
    'handQueue.send': () => ({ sessionId, requestId: randomUUID(), hand: win(1, 0, { yaku: [] }) }),
    'handQueue.table': () => ({ sessionId }),
    'export.sessionCsv': () => ({ sessionId }),
    'export.sessionXlsx': () => ({ sessionId }),
    'parlor.clock.get': () => ({ sessionId }),
    'parlor.clock.pause': () => ({ sessionId }),
    'parlor.clock.resume': () => ({ sessionId }),
    'parlor.preview': () => ({ sessionId, toAccount: [] }),
    'parlor.close': () => ({ sessionId, toAccount: [] }),
    'parlor.money': () => ({ sessionId }),
    'parlor.sellGoods': () => ({ goodsId, quantity: 1, sessionId, payerId: table.players[0].id }),
    'parlor.tableGoods': () => ({ sessionId })
  }
}

/** Methods that may read more, and why. Keep it small. */
const READ_MORE: Record<string, string> = {}

/** The seeded table: open (a seat handed over, a hand undone), or closed at the parlor. */
async function seededTable(state: 'open' | 'closed') {
  const seeded = await tableWithManyHands()
  const { db, table } = seeded
  const goods = saveGoods(db, inputSchemas['goods.save'].parse({ name: '茶', priceCents: 500 }))
  sellToTable(db, { goodsId: goods.id, quantity: 2, sessionId: table.id, payerId: null }, Date.now())
  if (state === 'open') {
    recordHand(db, table.id, win(0, 1, { yaku: [] }))
    undoLastChange(db, table.id)
    handOver(db, { sessionId: table.id, seat: 3, playerId: seeded.spare })
  } else {
    closeAtParlor(db, { sessionId: table.id, toAccount: [] }, Date.now())
  }
  const [spare] = addPlayers(db, ['辛'])
  const { stored } = db.prepare('SELECT COUNT(*) AS stored FROM hands WHERE session_id = ?').get(table.id) as {
    stored: number
  }
  const tablet = { name: '平板', role: 'desk', tableId: null, tokenHash: Buffer.alloc(32), at: 0 } as const
  const deviceId = insertDevice(db, { ...tablet, confirmedAt: 0, queueHands: true, printedCard: false })
  return { ...seeded, spare, goodsId: goods.id, deviceId, stored }
}

describe('every method that names a session or a hand', () => {
  it.each(['open', 'closed'] as const)(
    'reads each of the session’s tables and its hands at most once per request, on a table %s',
    async (state) => {
      const measured: Record<string, Record<string, number | boolean>> = {}
      for (const method of sessionMethods) {
        const { db, table, spare, goodsId, deviceId, stored, call } = await seededTable(state)
        const input = requests(getSessionView(db, table.id), spare, goodsId)[method]
        expect(input, `a request for ${method}`).toBeDefined()
        const actor = { caller: 'test', staffId: null, deviceId: method === 'handQueue.send' ? deviceId : null }
        const answer = await actAs({ ...actor, grantedBy: null }, () => call<Promise<{ ok: boolean }>>(method, input()))
        // the table's hands once, and a hand named by id
        measured[method] = { ...sessionReadCounts(), handBound: stored + 1, ok: answer.ok }
        vi.restoreAllMocks()
      }
      // every request on the open table does its work (it has no clock to pause or resume)
      const refused = Object.keys(measured).filter((method) => !measured[method].ok)
      if (state === 'open') expect(refused).toEqual(['parlor.clock.pause', 'parlor.clock.resume'])
      const over = Object.entries(measured).filter(
        ([method, counts]) =>
          !(method in READ_MORE) &&
          (SESSION_TABLES.some((name) => (counts[name] as number) > 1) ||
            (counts.handRows as number) > (counts.handBound as number))
      )
      expect(over).toEqual([])
    },
    60_000
  )
})
