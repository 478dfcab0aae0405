import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { recordHand } from '../../../src-main/services/hands'
import { identityCents } from '../../../src-main/services/money/tableMoney'
import { accountSummary, setMemberCreditLimit, topUp } from '../../../src-main/services/parlor/accounts'
import { openAtTable } from '../../../src-main/services/parlor/clock'
import { closeAtParlor, parlorMoney, previewClose, reopenAtParlor } from '../../../src-main/services/parlor/close'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, setUpTables, tableOpening } from '../../support/parlor'

/** A 役种 table at the parlor: 钱七 backs `backed` (张三, seat 0, by default) while 张三 wins two hands off 李四. */
async function backedTable(backed = 0) {
  const ctx = await openTestContext()
  const [zhang, li, wang, zhao, qian] = addPlayers(ctx.db, ['张三', '李四', '王五', '赵六', '钱七'])
  const [table] = setUpTables(ctx.db, ['1号桌'])
  const opening = tableOpening(table, [zhang, li, wang, zhao])
  const { session } = openAtTable(
    ctx.db,
    { ...opening, session: { ...opening.session, variant: 'yaku', backerPlayerIds: [qian] } },
    at('14:00')
  )
  for (let hand = 0; hand < 2; hand += 1) {
    recordHand(ctx.db, session.id, {
      events: [{ type: 'win', winner: 0, from: 1, yaku: [] }],
      supporters: [{ playerId: qian, seat: backed }]
    })
  }
  const call = (method: string, input: unknown) => dispatch(createHandlers(ctx, 't'), method, input)
  return { ctx, db: ctx.db, session, ids: { zhang, li, wang, zhao, qian }, call }
}

describe('a backer settles like a player', () => {
  it('settles to the backer’s own account: shown before → after in the preview, posted at the close, reversed on reopening', async () => {
    const { ctx, db, session, ids } = await backedTable()
    topUp(db, { playerId: ids.qian, cents: 10_000, note: '' }, at('13:00'))
    expect(parlorMoney(db, session.id).people.map((person) => [person.partyKey, person.name, person.seat])).toEqual([
      ['seat:0', '张三', 0],
      ['seat:1', '李四', 1],
      ['seat:2', '王五', 2],
      ['seat:3', '赵六', 3],
      [`p${ids.qian}`, '钱七', null]
    ])
    const close = { sessionId: session.id, toAccount: [], toAccountPlayers: [ids.qian] }
    const preview = previewClose(db, close, at('16:00'))
    const backer = preview.persons.find((person) => person.role === 'backer')!
    expect(backer.netCents).toBeGreaterThan(0)
    expect(backer.settle).toEqual({ kind: 'account' })
    expect([backer.balanceBeforeCents, backer.balanceAfterCents]).toEqual([10_000, 10_000 + backer.netCents])
    expect(preview.lines).toContainEqual({
      from: 'house',
      to: backer.key,
      amountCents: backer.netCents,
      via: 'account'
    })
    expect(identityCents(preview)).toBe(0)

    const before = dumpDatabase(ctx)
    const closed = closeAtParlor(db, close, at('16:00'))
    expect(closed.money).toEqual(preview)
    expect(accountSummary(db, ids.qian).balanceCents).toBe(10_000 + backer.netCents)
    expect(closed.seats.find((row) => row.playerId === ids.qian)).toMatchObject({
      seat: null,
      partyKey: `p${ids.qian}`,
      mode: 'account',
      netCents: backer.netCents,
      feeCents: 0,
      balanceBeforeCents: 10_000,
      balanceAfterCents: 10_000 + backer.netCents
    })
    expect(parlorMoney(db, session.id).money).toEqual(preview)

    reopenAtParlor(db, session.id, at('16:05'))
    expect(accountSummary(db, ids.qian).balanceCents).toBe(10_000)
    expect(dumpDatabase(ctx).seat_money).toEqual(before.seat_money)
  })

  it('asks a second confirmation when a losing backer would pass the credit limit, and changes nothing without it', async () => {
    const { ctx, db, session, ids } = await backedTable(1) // 钱七 backs the loser
    setMemberCreditLimit(db, ids.qian, 0)
    const close = { sessionId: session.id, toAccount: [], toAccountPlayers: [ids.qian] }
    const backer = previewClose(db, close, at('16:00')).persons.find((person) => person.role === 'backer')!
    expect(backer.netCents).toBeLessThan(0)
    expect(backer.overLimit).toBe(true)
    const before = dumpDatabase(ctx)
    expect(() => closeAtParlor(db, close, at('16:00'))).toThrow(expect.objectContaining({ code: 'OVER_CREDIT_LIMIT' }))
    expect(dumpDatabase(ctx)).toEqual(before)
    closeAtParlor(db, { ...close, confirmOverLimit: true }, at('16:00'))
    expect(accountSummary(db, ids.qian).balanceCents).toBe(backer.netCents)
  })

  it('pays a cash backer with a tender, and refuses to settle a stranger', async () => {
    const { db, session, ids } = await backedTable()
    const [stranger] = addPlayers(db, ['路人'])
    expect(() =>
      previewClose(db, { sessionId: session.id, toAccount: [], toAccountPlayers: [stranger] }, at('16:00'))
    ).toThrow(expect.objectContaining({ code: 'NOT_AT_TABLE' }))
    const closed = closeAtParlor(
      db,
      { sessionId: session.id, toAccount: [], tenders: [{ playerId: ids.qian, tender: '微信' }] },
      at('16:00')
    )
    expect(closed.money.persons.find((person) => person.role === 'backer')?.settle).toEqual({
      kind: 'cash',
      tender: '微信'
    })
    expect(closed.seats.find((row) => row.playerId === ids.qian)).toMatchObject({ mode: 'cash', tender: '微信' })
  })

  it('keeps a backer’s account settlement through a JSON backup and its import checks', async () => {
    const { db, session, ids } = await backedTable()
    closeAtParlor(db, { sessionId: session.id, toAccount: [], toAccountPlayers: [ids.qian] }, at('16:00'))
    const empty = await openTestContext()
    importJsonBackup(empty, exportJsonBackup(db).content)
    expect(dumpDatabase(empty).seat_money).toEqual(dumpDatabase({ db } as never).seat_money)
  })
})
