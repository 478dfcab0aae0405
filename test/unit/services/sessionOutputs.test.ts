/**
 * What sessions.list, a hand-over, a take-back, a close, a reopen and a void answer, on a seeded
 * club and on tables of every kind (backers, a seat handed over, a parlor table with a clock
 * settled to an account). The snapshot was taken from the code before these requests read a
 * session once (issue 22): reading less must answer the same, refusals included.
 */
import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { recordHand } from '../../../src-main/services/hands'
import { createSession } from '../../../src-main/services/sessions'
import { smallClub } from '../../support/club'
import { openTestContext } from '../../support/context'
import { NO_RULES, addPlayers, win } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'
import type { SessionListItem } from '../../../src-main/model/sessions'

/** Instants the database stamps itself (a handover's, a close's) read as `<now>`: they are the run's, not the code's. */
function withoutRunTimes(value: unknown, since: string): unknown {
  return JSON.parse(JSON.stringify(value), (_key, field: unknown) =>
    typeof field === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(field) && field >= since ? '<now>' : field
  )
}

describe('the answers of list, hand-over, take-back, close (and its preview), reopen and void', () => {
  it('are what they were on a seeded club', async () => {
    const since = new Date(Date.now() - 60_000).toISOString()
    const ctx = await openTestContext()
    const { db } = ctx
    ctx.now = () => at('23:30')
    smallClub(db, 120, 11)
    const [a, b, c, d, backer, newcomer, other, member] = addPlayers(db, [
      '甲',
      '乙',
      '丙',
      '丁',
      '戊',
      '己',
      '庚',
      '辛'
    ])
    const yaku = createSession(db, {
      title: '役种',
      variant: 'yaku',
      options: {},
      playerIds: [a, b, c, d],
      backerPlayerIds: [backer],
      firstDealer: 1,
      rules: NO_RULES
    })
    const handlers = createHandlers(ctx, 't')
    const answers: [string, unknown][] = []
    const call = async (method: string, input: object) => {
      const answer = await dispatch(handlers, method, input)
      answers.push([`${method} ${JSON.stringify(input)}`, answer])
      return answer as { ok: boolean; data: never }
    }
    for (let index = 0; index < 12; index++) {
      recordHand(db, yaku.id, {
        ...win(index % 4, (index + 1) % 4, { yaku: [] }),
        supporters: [{ playerId: backer, seat: index % 4 }]
      })
      if (index === 5) await call('sessions.handOver', { sessionId: yaku.id, seat: 2, playerId: newcomer })
    }
    await call('sessions.handOver', { sessionId: yaku.id, seat: 1, playerId: other })
    await call('sessions.handOver', { sessionId: yaku.id, seat: 1, playerId: a })
    await call('sessions.handOver', { sessionId: yaku.id, seat: 0, playerId: a })
    await call('sessions.handOver', { sessionId: yaku.id, seat: 1, playerId: member })
    await call('sessions.handOver', { sessionId: yaku.id, seat: 7, playerId: member })
    await call('sessions.takeBackHandover', { sessionId: yaku.id, seat: 1 })
    await call('sessions.takeBackHandover', { sessionId: yaku.id, seat: 0 })
    await call('sessions.takeBackHandover', { sessionId: yaku.id, seat: 2 })
    await call('sessions.handOver', { sessionId: yaku.id, seat: 1, playerId: other })
    recordHand(db, yaku.id, win(1, 0, { yaku: [] }))
    await call('sessions.close', { id: yaku.id })
    await call('sessions.close', { id: yaku.id })
    await call('sessions.handOver', { sessionId: yaku.id, seat: 3, playerId: member })
    await call('sessions.reopen', { id: yaku.id })
    await call('sessions.reopen', { id: yaku.id })
    await call('sessions.takeBackHandover', { sessionId: yaku.id, seat: 3 })

    const [table] = setUpTables(db, ['一号桌'])
    const parlor = sitDown(db, table, addPlayers(db, ['子', '丑', '寅', '卯']), at('20:00'))
    for (let index = 0; index < 6; index++) dealIn(db, parlor.id, index % 4, (index + 2) % 4)
    await call('sessions.handOver', { sessionId: parlor.id, seat: 3, playerId: member })
    dealIn(db, parlor.id, 3, 0)
    await call('parlor.preview', { sessionId: parlor.id, toAccount: [3], toAccountPlayers: [parlor.players[3].id] })
    await call('parlor.preview', { sessionId: parlor.id, toAccount: [0], toAccountPlayers: [other] })
    await call('parlor.close', { sessionId: parlor.id, toAccount: [1], toAccountPlayers: [yaku.players[0].id] })
    await call('parlor.close', {
      sessionId: parlor.id,
      toAccount: [3],
      toAccountPlayers: [parlor.players[3].id],
      confirmOverLimit: true
    })
    await call('sessions.reopen', { id: parlor.id })
    await call('parlor.preview', { sessionId: parlor.id, toAccount: [1, 2] })
    await call('sessions.close', { id: parlor.id })
    await call('parlor.preview', { sessionId: parlor.id, toAccount: [] })

    const listed = await call('sessions.list', { limit: 200, offset: 0 })
    const open = (listed.data as { items: SessionListItem[] }).items.filter((item) => item.status === 'open')
    expect(open.length).toBeGreaterThan(0)
    for (const session of open.slice(0, 3)) {
      await call('sessions.handOver', { sessionId: session.id, seat: 0, playerId: other })
      await call('sessions.close', { id: session.id })
      await call('sessions.reopen', { id: session.id })
    }
    await call('sessions.void', { id: yaku.id })
    await call('sessions.void', { id: yaku.id })
    await call('sessions.void', { id: parlor.id })
    await call('sessions.list', { limit: 20, offset: 5 })
    await call('sessions.list', { status: 'open', limit: 50, offset: 0 })
    await call('sessions.list', { status: 'closed', limit: 30, offset: 0, fromDay: '2025-01-01', toDay: '2026-06-30' })
    expect(withoutRunTimes(answers, since)).toMatchSnapshot()
  })
})
