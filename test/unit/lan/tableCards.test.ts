import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startLan, type LanFixture } from '../../support/lan'

const tokenOf = (url: string) => new URL(url.replace('#/pair?', '?')).searchParams.get('card')!

describe('printed table cards: a QR per table that opens its display, read-only', () => {
  let lan: LanFixture
  beforeAll(async () => (lan = await startLan()))
  afterAll(() => lan.close())

  it('makes one card per table whose token reads that table\u2019s display and nothing else', async () => {
    const cards = lan.lan.tableCards()
    expect(cards.map((card) => card.tableName)).toEqual(['一号桌', '二号桌'])
    expect(cards[0].url).toMatch(new RegExp(`^${lan.url}/#/pair\\?card=\\d+\\.[\\w-]{43}&table=${lan.tables[0]}$`))
    const token = tokenOf(cards[0].url)
    expect((await lan.call(token, 'display.table', { tableId: lan.tables[0] })).body.ok).toBe(true)
    expect((await lan.call(token, 'display.table', { tableId: lan.tables[1] })).status).toBe(403)
    const write = { sessionId: lan.sessions[0], requestId: randomUUID(), hand: { events: [], supporters: [] } }
    expect((await lan.call(token, 'hands.add', write)).status).toBe(403)
    expect((await lan.call(token, 'sessions.get', { id: lan.sessions[0] })).status).toBe(403)
  })

  it('printing again replaces the cards: an old card stops working and its stream drops', async () => {
    const old = tokenOf(lan.lan.tableCards()[0].url)
    const ws = new WebSocket(`ws://127.0.0.1:${lan.port}/api/events`)
    const ready = new Promise((resolve) => ws.on('message', resolve))
    const closed = new Promise<number>((resolve) => ws.on('close', resolve))
    ws.on('open', () => ws.send(JSON.stringify({ token: old })))
    await ready
    const fresh = tokenOf(lan.lan.tableCards()[0].url)
    expect(await closed).toBe(4403)
    expect((await lan.call(old, 'display.table', { tableId: lan.tables[0] })).status).toBe(401)
    expect((await lan.call(fresh, 'display.table', { tableId: lan.tables[0] })).body.ok).toBe(true)
    // one live card per table in the device list
    const cards = lan.ctx.db
      .prepare('SELECT table_id FROM devices WHERE printed_card = 1 AND revoked_at IS NULL')
      .all() as { table_id: number }[]
    expect(cards.map((row) => row.table_id).sort()).toEqual([...lan.tables].sort())
  })

  it('is the window\u2019s alone: a desk device may not make cards', async () => {
    const desk = await lan.pair({ role: 'desk', tableId: null })
    expect((await lan.call(desk, 'lan.tableCards', {})).status).toBe(403)
  })
})
