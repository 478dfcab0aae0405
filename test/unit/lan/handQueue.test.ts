import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { LOCAL_CALLER } from '../../../src-main/api/gateway'
import { dumpDatabase } from '../../support/context'
import { startLan, until, type LanFixture } from '../../support/lan'

const win = (winner: number, from: number) => ({
  events: [{ type: 'win', winner, from, pattern: 'pinghu' }],
  supporters: []
})

function topics(lan: LanFixture, token: string): { heard: string[]; ws: WebSocket } {
  const ws = new WebSocket(`ws://127.0.0.1:${lan.port}/api/events`)
  const heard: string[] = []
  ws.on('open', () => ws.send(JSON.stringify({ token })))
  ws.on('message', (data) => {
    const message = JSON.parse(String(data))
    if (message.type === 'event') heard.push(message.event.topic)
  })
  return { heard, ws }
}

describe('the table-hands queue: a tablet sends, the desk accepts (接受) or returns (退回)', () => {
  let lan: LanFixture
  let desk: string
  let tablet: string
  let otherTablet: string
  let sessionId: number
  const handRows = () => dumpDatabase(lan.ctx).hands as unknown[]

  beforeAll(async () => {
    lan = await startLan()
    sessionId = lan.sessions[0]
    desk = await lan.pair({ role: 'desk', tableId: null }, '二号前台')
    tablet = await lan.pair({ role: 'table', tableId: lan.tables[0], queueHands: true }, '一号桌平板')
    otherTablet = await lan.pair({ role: 'table', tableId: lan.tables[1], queueHands: true }, '二号桌平板')
  })
  afterAll(() => lan.close())

  const send = (requestId = randomUUID(), hand = win(1, 0)) =>
    lan.call(tablet, 'handQueue.send', { sessionId, requestId, hand })

  it('refuses a queued tablet\u2019s direct writes (403 HANDS_QUEUED) and changes nothing', async () => {
    const before = handRows()
    const direct = await lan.call(tablet, 'hands.add', { sessionId, requestId: randomUUID(), hand: win(1, 0) })
    expect(direct.status).toBe(403)
    expect(direct.body.error).toMatchObject({ code: 'HANDS_QUEUED', messageZh: expect.stringContaining('送前台') })
    expect((await lan.call(tablet, 'hands.undo', { sessionId })).status).toBe(403)
    expect(handRows()).toEqual(before)
  })

  it('queues a sent hand once; the desk hears of it and sees its preview; 接受 records it once, in one go', async () => {
    const deskStream = topics(lan, desk)
    const tabletStream = topics(lan, tablet)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const requestId = randomUUID()
    const sent = await send(requestId)
    expect(sent.body).toMatchObject({
      ok: true,
      data: { status: 'pending', deviceName: '一号桌平板', tableName: '一号桌' }
    })
    // sent again after a reconnect: the same entry
    expect((await send(requestId)).body.data.id).toBe(sent.body.data.id)
    expect(handRows()).toHaveLength(0)
    await until(() => deskStream.heard.includes('queue'))

    const listed = await lan.call(desk, 'handQueue.list', {})
    expect(listed.body.data).toHaveLength(1)
    expect(listed.body.data[0]).toMatchObject({
      id: sent.body.data.id,
      deviceName: '一号桌平板',
      seatNames: ['甲', '乙', '丙', '丁'],
      preview: { deltas: expect.any(Array) },
      problem: null
    })
    expect(listed.body.data[0].preview.transfers[0]).toMatchObject({
      from: 0,
      to: 1,
      reason: expect.stringContaining('平胡')
    })

    const accepted = await lan.call(desk, 'handQueue.accept', { id: sent.body.data.id })
    expect(accepted.body).toMatchObject({ ok: true, data: { queued: { status: 'accepted' } } })
    expect(accepted.body.data.session.hands).toHaveLength(1)
    expect(accepted.body.data.queued.handId).toBe(accepted.body.data.session.hands[0].id)
    expect(handRows()).toHaveLength(1)
    await until(() => tabletStream.heard.includes('hands'))

    // the audit names the desk that accepted it and the tablet that sent it
    const audit = await lan.call(desk, 'audit.list', {})
    const deskId = Number(desk.split('.')[0])
    const tabletId = Number(tablet.split('.')[0])
    expect(audit.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'hand', action: 'add', deviceId: deskId }),
        expect.objectContaining({ entity: 'device', entityId: tabletId, action: 'handAccepted' })
      ])
    )

    // accepted twice: refused, nothing changes
    const before = dumpDatabase(lan.ctx)
    const again = await lan.call(desk, 'handQueue.accept', { id: sent.body.data.id })
    expect(again.body.error).toMatchObject({
      code: 'QUEUED_HAND_DECIDED',
      messageZh: expect.stringContaining('已经接受过了'),
      messageEn: expect.stringContaining('already accepted')
    })
    expect(dumpDatabase(lan.ctx)).toEqual(before)
    // sent again after it was accepted: still recorded once
    expect((await send(requestId)).body.data.status).toBe('accepted')
    expect(handRows()).toHaveLength(1)
    deskStream.ws.close()
    tabletStream.ws.close()
  })

  it('退回 shows the desk\u2019s reason on the tablet; a returned hand cannot be accepted', async () => {
    const sent = await send(randomUUID(), win(2, 3))
    const id = sent.body.data.id
    expect((await lan.call(desk, 'handQueue.return', { id, reason: '  ' })).body.error.code).toBe('INVALID_INPUT')
    const returned = await lan.call(desk, 'handQueue.return', { id, reason: '点炮的是丙，不是丁' })
    expect(returned.body.data).toMatchObject({ status: 'returned', reason: '点炮的是丙，不是丁' })
    const mine = await lan.call(tablet, 'handQueue.table', { sessionId })
    expect(mine.body.data[0]).toMatchObject({ id, status: 'returned', reason: '点炮的是丙，不是丁' })
    const hands = handRows().length
    expect((await lan.call(desk, 'handQueue.accept', { id })).body.error.code).toBe('QUEUED_HAND_DECIDED')
    expect(handRows()).toHaveLength(hands)
    expect((await lan.call(desk, 'handQueue.list', {})).body.data).toEqual([])
  })

  it('keeps each tablet to its own table\u2019s queue, and the queue to the desk', async () => {
    expect((await lan.call(otherTablet, 'handQueue.table', { sessionId })).status).toBe(403)
    const foreign = { sessionId, requestId: randomUUID(), hand: win(1, 0) }
    expect((await lan.call(otherTablet, 'handQueue.send', foreign)).status).toBe(403)
    expect((await lan.call(tablet, 'handQueue.list', {})).status).toBe(403)
    expect((await lan.call(tablet, 'handQueue.accept', { id: 1 })).status).toBe(403)
  })

  it('refuses a hand for a table closed meanwhile, clearly, and changes nothing', async () => {
    const sent = await send(randomUUID(), win(3, 0))
    expect((await lan.gateway.call(LOCAL_CALLER, 'sessions.void', { id: sessionId })).ok).toBe(true)
    const listed = await lan.call(desk, 'handQueue.list', {})
    expect(listed.body.data[0]).toMatchObject({
      id: sent.body.data.id,
      preview: null,
      problem: { code: 'SESSION_VOIDED' }
    })
    const before = dumpDatabase(lan.ctx)
    const refused = await lan.call(desk, 'handQueue.accept', { id: sent.body.data.id })
    expect(refused.body.error).toMatchObject({
      code: 'QUEUED_HAND_TABLE_CLOSED',
      messageZh: expect.stringContaining('一号桌已经结账或作废')
    })
    expect(dumpDatabase(lan.ctx)).toEqual(before)
    // it can still be returned
    expect((await lan.call(desk, 'handQueue.return', { id: sent.body.data.id, reason: '桌已结账' })).body.ok).toBe(true)
  })
})
