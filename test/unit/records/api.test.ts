import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { recordHand } from '../../../src-main/services/hands'
import { closeSession } from '../../../src-main/services/sessions'
import { dumpDatabase, openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

async function clubWithOneSession() {
  const ctx = await openTestContext()
  const table = openTable(ctx.db, 'sichuan')
  recordHand(ctx.db, table.id, win(1, 3, { pattern: 'qidui' }))
  closeSession(ctx.db, table.id)
  return { ctx, table, call: (method: string, input: unknown) => dispatch(createHandlers(ctx, 't'), method, input) }
}

describe('club records API', () => {
  it('answers every records method', async () => {
    const { table, call } = await clubWithOneSession()
    const playerId = table.players[1].id
    expect(await call('stats.player', { playerId })).toMatchObject({
      ok: true,
      data: { overall: { wins: 1, hands: 1 } }
    })
    expect(await call('stats.leaderboard', { orderBy: 'sessions' })).toMatchObject({
      ok: true,
      data: expect.arrayContaining([expect.objectContaining({ playerId })])
    })
    expect(await call('history.list', { playerId })).toMatchObject({
      ok: true,
      data: { total: 1, page: 1, pageSize: 50 }
    })
    for (const method of ['export.sessionCsv', 'export.sessionXlsx']) {
      expect(await call(method, { sessionId: table.id })).toMatchObject({
        ok: true,
        data: { fileName: expect.stringContaining(`session-${table.id}`) }
      })
    }
    expect(await call('export.allXlsx', {})).toMatchObject({
      ok: true,
      data: { encoding: 'base64', fileName: expect.stringMatching(/\.xlsx$/) }
    })
    expect(await call('export.json', {})).toMatchObject({
      ok: true,
      data: { encoding: 'utf8', mimeType: 'application/json' }
    })
  })

  it('moves a club into an empty database through export.json and import.json', async () => {
    const { ctx, call } = await clubWithOneSession()
    const exported = await call('export.json', {})
    const empty = await openTestContext()
    const imported = await dispatch(createHandlers(empty, 't'), 'import.json', {
      content: (exported as { data: { content: string } }).data.content
    })
    expect(imported).toEqual({ ok: true, data: { players: 4, sessions: 1, hands: 1 } })
    expect(dumpDatabase(empty).session_players).toEqual(dumpDatabase(ctx).session_players)
  })

  it('answers a bad import with a bilingual error and changes nothing', async () => {
    const empty = await openTestContext()
    const before = dumpDatabase(empty)
    const result = await dispatch(createHandlers(empty, 't'), 'import.json', {
      content: '{"app":"queji-mahjong-ledger","tab'
    })
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'IMPORT_INVALID',
        message: expect.stringContaining('截断'),
        messageEn: expect.stringContaining('truncated')
      }
    })
    expect(dumpDatabase(empty)).toEqual(before)
  })

  it('validates paging and filters', async () => {
    const { call } = await clubWithOneSession()
    expect(await call('history.list', { pageSize: 500 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: 'pageSize' }
    })
    expect(await call('stats.leaderboard', { fromDay: 'yesterday' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: 'fromDay' }
    })
    expect(await call('history.list', { variant: 'mahjong' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: 'variant' }
    })
  })
})
