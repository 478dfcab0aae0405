import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { LOCAL_CALLER } from '../../../src-main/api/gateway'
import { dumpDatabase } from '../../support/context'
import { post, startLan, until, type LanFixture } from '../../support/lan'

const hand = { events: [{ type: 'win', winner: 0, from: 1, pattern: 'pinghu' }], supporters: [] }

/** A WebSocket on the event stream, with every message it was sent. */
function stream(lan: LanFixture, token: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${lan.port}/api/events`)
  const messages: { type: string; confirmed?: boolean; event?: { topic: string } }[] = []
  ws.on('open', () => ws.send(JSON.stringify({ token })))
  ws.on('message', (data) => messages.push(JSON.parse(String(data))))
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  return { ws, messages, closed }
}

describe('a device that writes waits for the desk to confirm it', () => {
  let lan: LanFixture
  let desk: string
  beforeAll(async () => {
    lan = await startLan()
    desk = await lan.pair({ role: 'desk', tableId: null }, '二号前台')
  })
  afterAll(() => lan.close())

  const pairOnly = async (role: 'table' | 'desk' | 'display', name: string) => {
    const { code } = lan.lan.pair({ role, tableId: role === 'desk' ? null : lan.tables[0] })
    const { status, body } = await post(lan.url, '/api/pair', { code, name })
    expect(status).toBe(200)
    return body.data as { id: number; token: string; confirmedAt: number | null }
  }

  it('a tablet\u2019s token authorises nothing until the desk confirms; the desk is told, the tablet\u2019s stream hears it', async () => {
    const deskStream = stream(lan, desk)
    await until(() => deskStream.messages.some((message) => message.type === 'ready'))
    const tablet = await pairOnly('table', '一号桌平板')
    expect(tablet.confirmedAt).toBeNull()
    // the desk hears of the new device and lists it, waiting, by name and role
    await until(() => deskStream.messages.some((message) => message.event?.topic === 'devices'))
    const listed = await lan.call(desk, 'devices.list')
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ id: tablet.id, name: '一号桌平板', role: 'table', confirmedAt: null })
    )

    const before = dumpDatabase(lan.ctx)
    const write = { sessionId: lan.sessions[0], requestId: randomUUID(), hand }
    const refused = await lan.call(tablet.token, 'hands.add', write)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatchObject({
      code: 'DEVICE_UNCONFIRMED',
      messageZh: expect.stringContaining('前台确认')
    })
    expect((await lan.call(tablet.token, 'sessions.get', { id: lan.sessions[0] })).status).toBe(403)
    expect(dumpDatabase(lan.ctx).hands).toEqual(before.hands)

    const tabletStream = stream(lan, tablet.token)
    await until(() => tabletStream.messages.length > 0)
    expect(tabletStream.messages[0]).toMatchObject({ type: 'ready', confirmed: false })
    // a hand saved meanwhile is not streamed to a device still waiting
    expect((await lan.gateway.call(LOCAL_CALLER, 'hands.add', write)).ok).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(tabletStream.messages.filter((message) => message.type === 'event')).toEqual([])

    const confirmed = await lan.call(desk, 'devices.confirm', { id: tablet.id })
    expect(confirmed.body).toMatchObject({ ok: true, data: { id: tablet.id, confirmedAt: expect.any(Number) } })
    await until(() => tabletStream.messages.some((message) => message.type === 'confirmed'))
    const added = await lan.call(tablet.token, 'hands.add', { ...write, requestId: randomUUID() })
    expect(added.body.ok).toBe(true)
    await until(() => tabletStream.messages.some((message) => message.event?.topic === 'hands'))
    expect((await lan.call(desk, 'devices.confirm', { id: tablet.id })).body.error.code).toBe('DEVICE_CONFIRMED')
    tabletStream.ws.close()
    deskStream.ws.close()
  })

  it('a second desk waits too; refusing it (移除) closes its stream and its token', async () => {
    const second = await pairOnly('desk', '三号前台')
    expect((await lan.call(second.token, 'players.create', { name: '闯入者' })).status).toBe(403)
    // a waiting desk cannot confirm itself
    expect((await lan.call(second.token, 'devices.confirm', { id: second.id })).body.error.code).toBe(
      'DEVICE_UNCONFIRMED'
    )
    const waiting = stream(lan, second.token)
    await until(() => waiting.messages.length > 0)
    expect((await lan.call(desk, 'devices.revoke', { id: second.id })).body.ok).toBe(true)
    expect(await waiting.closed).toBe(4403)
    expect((await lan.call(second.token, 'players.list', {})).status).toBe(401)
    expect(JSON.stringify(dumpDatabase(lan.ctx).players)).not.toContain('闯入者')
  })

  it('a display only reads and needs no confirmation', async () => {
    const display = await pairOnly('display', '一号桌电视')
    expect(display.confirmedAt).toEqual(expect.any(Number))
    expect((await lan.call(display.token, 'display.table', { tableId: lan.tables[0] })).body.ok).toBe(true)
  })
})
