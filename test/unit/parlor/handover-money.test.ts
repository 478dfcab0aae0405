import { describe, expect, it } from 'vitest'
import { accountSummary } from '../../../src-main/services/parlor/accounts'
import { closeAtParlor, parlorMoney, reopenAtParlor } from '../../../src-main/services/parlor/close'
import { parlorReport } from '../../../src-main/services/parlor/report'
import { handOver } from '../../../src-main/services/sessions'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

/**
 * 张三 李四 王五 赵六 sit down at 14:00; 李四 wins hands 1–2 (+2 points = +¥2), hands seat 1 over
 * to 钱七, who loses hands 3–5 (−¥3).
 */
async function handedOverSeat() {
  const ctx = await openTestContext()
  const [zhang, li, wang, zhao, qian] = addPlayers(ctx.db, ['张三', '李四', '王五', '赵六', '钱七'])
  const [table] = setUpTables(ctx.db, ['1号桌'])
  const session = sitDown(ctx.db, table, [zhang, li, wang, zhao], at('14:00'))
  dealIn(ctx.db, session.id, 1, 0)
  dealIn(ctx.db, session.id, 1, 2)
  handOver(ctx.db, { sessionId: session.id, seat: 1, playerId: qian })
  dealIn(ctx.db, session.id, 0, 1)
  dealIn(ctx.db, session.id, 3, 1)
  dealIn(ctx.db, session.id, 2, 1)
  return { ctx, db: ctx.db, session, ids: { zhang, li, wang, zhao, qian } }
}

describe('a handed-over seat settles each person at the parlor', () => {
  it('posts each person their own net, lists the cash ones, counts everyone in the report, and reopening reverses it', async () => {
    const { ctx, db, session, ids } = await handedOverSeat()
    expect(parlorMoney(db, session.id).people.map((person) => [person.partyKey, person.name])).toEqual([
      ['seat:0', '张三'],
      ['seat:1@0', '李四'],
      ['seat:1', '钱七'],
      ['seat:2', '王五'],
      ['seat:3', '赵六']
    ])
    const before = dumpDatabase(ctx)
    // 16:00: 2 h × ¥15 = ¥30 of table time, ¥7.50 a seat
    const closed = closeAtParlor(
      db,
      { sessionId: session.id, toAccount: [0], toAccountPlayers: [ids.li, ids.qian], confirmOverLimit: true },
      at('16:00')
    )

    const rows = closed.seats.map((row) => [row.partyKey, row.playerId, row.mode, row.netCents, row.feeCents])
    expect(rows).toEqual([
      ['seat:0', ids.zhang, 'account', 0, 750],
      ['seat:1@0', ids.li, 'account', 200, 0],
      ['seat:1', ids.qian, 'account', -300, 750],
      ['seat:2', ids.wang, 'cash', 0, 750],
      ['seat:3', ids.zhao, 'cash', 100, 750]
    ])
    expect(accountSummary(db, ids.li).balanceCents).toBe(200)
    expect(accountSummary(db, ids.qian).balanceCents).toBe(-300 - 750)
    expect(accountSummary(db, ids.zhang).balanceCents).toBe(-750)

    const seatParties = closed.session.settlement.parties.filter((party) => party.role === 'seat')
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
    expect(sum(closed.seats.map((row) => row.netCents))).toBe(sum(seatParties.map((party) => party.netCents)))
    expect(sum(closed.seats.map((row) => row.feeCents))).toBe(closed.timeFee!.breakdown.totalCents)
    expect(parlorMoney(db, session.id).seats).toEqual(closed.seats)

    // Each person's net after the time fee: 王五 −750 and 赵六 +100 −750 in cash; 张三 −750, 李四 +200,
    // 钱七 −300 −750 to accounts.
    const { settlements, identityCents } = parlorReport(db, '2026-11-23')
    expect(settlements.cash).toEqual({ persons: 2, wonCents: 0, lostCents: -1400, netCents: -1400 })
    expect(settlements.account).toEqual({ persons: 3, wonCents: 200, lostCents: -1800, netCents: -1600 })
    expect(identityCents).toBe(0)

    reopenAtParlor(db, session.id, at('16:10'))
    for (const id of [ids.zhang, ids.li, ids.qian]) expect(accountSummary(db, id).balanceCents).toBe(0)
    expect(parlorMoney(db, session.id).seats).toEqual([])
    expect(parlorReport(db, '2026-11-23').settlements.account.persons).toBe(0)
    expect(before.seat_money).toEqual([])
  })

  it('settles a seat number to its holder at the close only, and refuses a player not at the table, changing nothing', async () => {
    const { ctx, db, session, ids } = await handedOverSeat()
    const [stranger] = addPlayers(db, ['孙八'])
    const before = dumpDatabase(ctx)
    expect(() =>
      closeAtParlor(db, { sessionId: session.id, toAccount: [], toAccountPlayers: [stranger] }, at('16:00'))
    ).toThrow(expect.objectContaining({ code: 'NOT_AT_TABLE' }))
    expect(dumpDatabase(ctx)).toEqual(before)

    const closed = closeAtParlor(db, { sessionId: session.id, toAccount: [1], confirmOverLimit: true }, at('16:00'))
    expect(closed.seats.filter((row) => row.mode === 'account').map((row) => row.playerId)).toEqual([ids.qian])
    expect(closed.seats.find((row) => row.playerId === ids.li)).toMatchObject({ mode: 'cash', netCents: 200 })
  })
})
