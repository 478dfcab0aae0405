import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_CALLER } from '../../../src-main/api/gateway'
import { dumpDatabase } from '../../support/context'
import { startLan, type LanFixture } from '../../support/lan'

const win = (winner: number) => ({ events: [{ type: 'win', winner, from: null, pattern: 'pinghu' }], supporters: [] })

describe('an edit of a hand that changed since it was read is refused (HAND_CHANGED), never overwritten', () => {
  let lan: LanFixture
  let desk: string
  let tablet: string
  let sessionId: number

  beforeAll(async () => {
    lan = await startLan()
    desk = await lan.pair({ role: 'desk', tableId: null }, '二号前台')
    tablet = await lan.pair({ role: 'table', tableId: lan.tables[0] }, '一号桌平板')
    sessionId = lan.sessions[0]
    for (const winner of [1, 2]) {
      const added = await lan.call(desk, 'hands.add', { sessionId, requestId: randomUUID(), hand: win(winner) })
      expect(added.body.ok).toBe(true)
    }
  })
  afterAll(() => lan.close())

  const read = async (token: string, index: number) => {
    const { body } = await lan.call(token, 'sessions.get', { id: sessionId })
    const hand = body.data.hands[index]
    return { handId: hand.id as number, version: hand.version as string }
  }

  it('two devices read hand 1, the desk edits it, the tablet\u2019s edit and delete are refused and change nothing', async () => {
    const deskRead = await read(desk, 0)
    const tabletRead = await read(tablet, 0)
    expect(tabletRead).toEqual(deskRead)
    const edited = await lan.call(desk, 'hands.edit', { ...deskRead, requestId: randomUUID(), hand: win(3) })
    expect(edited.body.ok).toBe(true)
    const before = dumpDatabase(lan.ctx)
    const stale = await lan.call(tablet, 'hands.edit', { ...tabletRead, requestId: randomUUID(), hand: win(0) })
    expect(stale.status).toBe(200)
    expect(stale.body).toEqual({
      ok: false,
      error: {
        code: 'HAND_CHANGED',
        messageZh: expect.stringContaining('第 1 局在你打开之后已被修改'),
        messageEn: expect.stringContaining('Hand 1 was changed after you opened it'),
        details: { handId: tabletRead.handId, seq: 1 }
      }
    })
    const staleDelete = await lan.call(tablet, 'hands.delete', tabletRead)
    expect(staleDelete.body.error.code).toBe('HAND_CHANGED')
    expect(dumpDatabase(lan.ctx)).toEqual(before)
    // read again, the tablet's edit goes through
    const again = await lan.call(tablet, 'hands.edit', {
      ...(await read(tablet, 0)),
      requestId: randomUUID(),
      hand: win(0)
    })
    expect(again.body.ok).toBe(true)
  })

  it('a later hand rescored by an earlier edit has changed too (its dealer moved)', async () => {
    const secondRead = await read(tablet, 1)
    const first = await read(desk, 0)
    expect((await lan.call(desk, 'hands.edit', { ...first, requestId: randomUUID(), hand: win(1) })).body.ok).toBe(true)
    const stale = await lan.call(tablet, 'hands.delete', secondRead)
    expect(stale.body.error.code).toBe('HAND_CHANGED')
  })

  it('the desk window (IPC) is held to the same rule as the LAN', async () => {
    const windowRead = await read(desk, 0)
    expect(
      (await lan.call(tablet, 'hands.edit', { ...windowRead, requestId: randomUUID(), hand: win(2) })).body.ok
    ).toBe(true)
    const before = dumpDatabase(lan.ctx)
    const stale = await lan.gateway.call(LOCAL_CALLER, 'hands.edit', {
      ...windowRead,
      requestId: randomUUID(),
      hand: win(3)
    })
    expect(stale).toMatchObject({ ok: false, error: { code: 'HAND_CHANGED' } })
    expect(dumpDatabase(lan.ctx)).toEqual(before)
    expect(await lan.gateway.call(LOCAL_CALLER, 'hands.delete', { handId: windowRead.handId })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: 'version' }
    })
  })
})
