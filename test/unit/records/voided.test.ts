import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { recordHand } from '../../../src-main/services/hands'
import { closeSession, getSessionView, listSessions, reopenSession } from '../../../src-main/services/sessions'
import { listAudit } from '../../../src-main/store/audit'
import { handsAfter, playerTotals, sessionsAfter } from '../../../src-main/store/records'
import { openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

async function clubWithAMistake() {
  const ctx = await openTestContext()
  const kept = openTable(ctx.db, 'sichuan')
  recordHand(ctx.db, kept.id, win(1, 3))
  const mistake = openTable(ctx.db, 'sichuan', 4, { playerIds: kept.players.map((player) => player.id) })
  recordHand(ctx.db, mistake.id, win(2, 0))
  const call = (method: string, input: unknown) => dispatch(createHandlers(ctx, 't'), method, input)
  return { ctx, kept, mistake, call }
}

describe('voiding a table opened by mistake', () => {
  it('keeps the table and its audit trail but takes it out of history, leaderboard, profiles and exports', async () => {
    const { ctx, kept, mistake, call } = await clubWithAMistake()
    const playerId = kept.players[2].id
    expect(await call('sessions.void', { id: mistake.id })).toMatchObject({
      ok: true,
      data: { id: mistake.id, voidedAt: expect.any(String), hands: [expect.anything()] }
    })
    expect(listAudit(ctx.db, { sessionId: mistake.id, limit: 50 }).map((entry) => entry.action)).toContain('void')
    expect(listSessions(ctx.db, { limit: 50, offset: 0 }).items.map((item) => item.id)).toEqual([kept.id])
    expect(await call('history.list', {})).toMatchObject({ ok: true, data: { total: 1, items: [{ id: kept.id }] } })
    expect(await call('history.list', { playerId })).toMatchObject({ ok: true, data: { total: 1 } })
    expect(await call('stats.player', { playerId })).toMatchObject({
      ok: true,
      data: { overall: { sessions: 1, hands: 1, wins: 0 } }
    })
    expect(playerTotals(ctx.db).find((row) => row.id === playerId)).toMatchObject({ sessions: 1, hands: 1 })
    expect(sessionsAfter(ctx.db, 0, 50).map((row) => row.id)).toEqual([kept.id])
    expect(handsAfter(ctx.db, 0, 50).map((row) => row.sessionId)).toEqual([kept.id])
  })

  it('refuses hand changes, a second void, a close and a reopen of a voided table', async () => {
    const { mistake, call } = await clubWithAMistake()
    await call('sessions.void', { id: mistake.id })
    for (const [method, input] of [
      ['sessions.void', { id: mistake.id }],
      ['sessions.close', { id: mistake.id }],
      ['hands.add', { sessionId: mistake.id, requestId: crypto.randomUUID(), hand: win(1, 0) }]
    ] as const) {
      expect(await call(method, input)).toMatchObject({
        ok: false,
        error: { code: 'SESSION_VOIDED', messageEn: expect.any(String) }
      })
    }
    expect(await call('sessions.reopen', { id: mistake.id })).toMatchObject({
      ok: true,
      data: { voidedAt: expect.any(String) }
    })
  })

  it('voids only an open table', async () => {
    const { ctx, kept, call } = await clubWithAMistake()
    closeSession(ctx.db, kept.id)
    expect(await call('sessions.void', { id: kept.id })).toMatchObject({ ok: false, error: { code: 'SESSION_CLOSED' } })
    reopenSession(ctx.db, kept.id)
    expect(getSessionView(ctx.db, kept.id).voidedAt).toBeNull()
  })

  it('closes or voids a table with no hands', async () => {
    const ctx = await openTestContext()
    const empty = openTable(ctx.db, 'hangzhou')
    expect(closeSession(ctx.db, empty.id)).toMatchObject({ status: 'closed', hands: [] })
    const other = openTable(ctx.db, 'hangzhou')
    const call = (method: string, input: unknown) => dispatch(createHandlers(ctx, 't'), method, input)
    expect(await call('sessions.void', { id: other.id })).toMatchObject({
      ok: true,
      data: { voidedAt: expect.any(String) }
    })
  })
})
