import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { closeSession, handOver, voidSession } from '../../../src-main/services/sessions'
import { openTestContext } from '../../support/context'
import { addPlayers, openTable } from '../../support/fixtures'

describe('the open tables a player sits at', () => {
  it('lists open tables only, not closed or voided ones, nor tables the player watches', async () => {
    const ctx = await openTestContext()
    const handlers = createHandlers(ctx, 't')
    const [player, backer] = addPlayers(ctx.db, ['张三', '戊'])
    const others = addPlayers(ctx.db, ['李四', '王五', '赵六'])
    const seatedAt = (title: string, variant = 'sichuan') =>
      openTable(ctx.db, variant, 4, { title, playerIds: [player, ...others], backerPlayerIds: [] })
    const open = seatedAt('二楼 3 号桌')
    closeSession(ctx.db, seatedAt('已结算').id)
    voidSession(ctx.db, seatedAt('开错了').id, Date.now())
    openTable(ctx.db, 'yaku', 4, { title: '役种桌', playerIds: [...others, backer], backerPlayerIds: [player] })

    const result = await dispatch(handlers, 'players.openTables', { id: player })
    expect(result).toEqual({
      ok: true,
      data: [{ sessionId: open.id, title: '二楼 3 号桌', variant: 'sichuan', startedAt: open.startedAt }]
    })
    expect(await dispatch(handlers, 'players.openTables', { id: others[0] })).toMatchObject({
      ok: true,
      data: [{ title: '役种桌' }, { title: '二楼 3 号桌' }]
    })
  })

  it('follows a seat handed over: the newcomer sits there, the player who left does not', async () => {
    const ctx = await openTestContext()
    const handlers = createHandlers(ctx, 't')
    const [leaver, newcomer, ...others] = addPlayers(ctx.db, ['张三', '戊', '李四', '王五', '赵六'])
    const table = openTable(ctx.db, 'sichuan', 4, {
      title: '1 号桌',
      playerIds: [leaver, ...others],
      backerPlayerIds: []
    })
    handOver(ctx.db, { sessionId: table.id, seat: 0, playerId: newcomer })
    expect(await dispatch(handlers, 'players.openTables', { id: leaver })).toEqual({ ok: true, data: [] })
    expect(await dispatch(handlers, 'players.openTables', { id: newcomer })).toMatchObject({
      ok: true,
      data: [{ title: '1 号桌' }]
    })
  })

  it('refuses an unknown player', async () => {
    const ctx = await openTestContext()
    const result = await dispatch(createHandlers(ctx, 't'), 'players.openTables', { id: 999 })
    expect(result).toMatchObject({ ok: false, error: { code: 'PLAYER_NOT_FOUND' } })
  })
})
