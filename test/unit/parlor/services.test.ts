import { describe, expect, it } from 'vitest'
import { listAudit } from '../../../src-main/store/audit'
import {
  accountSummary,
  adjust,
  refund,
  reverseEntry,
  saveBonusRules,
  setMemberCreditLimit,
  statement,
  topUp,
  transfer
} from '../../../src-main/services/parlor/accounts'
import { clockView, pauseClock, resumeClock } from '../../../src-main/services/parlor/clock'
import { closeAtParlor, parlorMoney, reopenAtParlor } from '../../../src-main/services/parlor/close'
import { floorView } from '../../../src-main/services/parlor/floor'
import { deleteParlorTable, saveRatePlan, updateParlorSettings } from '../../../src-main/services/parlor/setup'
import { createGuest, setPlayerArchived } from '../../../src-main/services/roster'
import type { AccountMove, CreditWarning } from '../../../src-main/model/parlor'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, DAY_NIGHT, dealIn, setUpTables, sitDown } from '../../support/parlor'

async function parlor() {
  const ctx = await openTestContext()
  const ids = addPlayers(ctx.db, ['甲', '乙', '丙', '丁'])
  const tables = setUpTables(ctx.db, ['1号桌', '2号桌'])
  return { ctx, db: ctx.db, ids, tables }
}

/**
 * `send` unconfirmed is refused (OVER_CREDIT_LIMIT, `over`'s figures on the error, any `messages`)
 * and writes nothing; sent again with confirmOverLimit it is written, warning with the same figures.
 */
function refusedUntilConfirmed(
  ctx: Awaited<ReturnType<typeof openTestContext>>,
  send: (confirmOverLimit?: boolean) => AccountMove,
  over: CreditWarning,
  messages: { messageZh?: string; messageEn?: string } = {}
): void {
  const before = dumpDatabase(ctx)
  expect(() => send()).toThrow(expect.objectContaining({ code: 'OVER_CREDIT_LIMIT', overLimit: [over], ...messages }))
  expect(dumpDatabase(ctx)).toEqual(before)
  expect(send(true).warnings).toEqual([over])
}

describe('tables and the clock', () => {
  it('refuses a second session at a busy table and writes nothing', async () => {
    const { ctx, db, ids, tables } = await parlor()
    sitDown(db, tables[0], ids, at('14:00'))
    const before = dumpDatabase(ctx)
    expect(() => sitDown(db, tables[0], ids, at('14:10'))).toThrow(expect.objectContaining({ code: 'TABLE_BUSY' }))
    expect(() => deleteParlorTable(db, tables[0])).toThrow(expect.objectContaining({ code: 'TABLE_BUSY' }))
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('refuses a rate plan whose bands leave a gap, with a clear error', async () => {
    const { db } = await parlor()
    const plan = { ...DAY_NIGHT, bands: [{ from: 600, to: 1380, centsPerHour: 1500 }] }
    expect(() => saveRatePlan(db, { name: '坏方案', plan })).toThrow(
      expect.objectContaining({ code: 'RATE_BANDS_NOT_A_DAY' })
    )
  })

  it('pauses and resumes (audited), prices live and stops at close', async () => {
    const { db, ids, tables } = await parlor()
    const session = sitDown(db, tables[0], ids, at('14:00'), ['空调'])
    expect(clockView(db, session.id, at('15:00'))!.fee!.totalCents).toBe(1500 + 500)
    pauseClock(db, session.id, at('15:00'))
    expect(() => pauseClock(db, session.id, at('15:10'))).toThrow(expect.objectContaining({ code: 'CLOCK_PAUSED' }))
    expect(clockView(db, session.id, at('15:40'))).toMatchObject({ paused: true, fee: { totalCents: 2000 } })
    resumeClock(db, session.id, at('15:40'))
    dealIn(db, session.id, 0, 1)
    const closed = closeAtParlor(db, { sessionId: session.id, toAccount: [] }, at('17:00'))
    // played 14:00–15:00 and 15:40–17:00 = 2 h 20 → 5 units × ¥7.50 + 空调 150 min × ¥5/h
    expect(closed.timeFee!.breakdown.totalCents).toBe(3750 + 1250)
    expect(closed.timeFee!.shares).toEqual([1250, 1250, 1250, 1250])
    expect(clockView(db, session.id, at('23:00'))!.fee!.totalCents).toBe(5000)
    const actions = listAudit(db, { sessionId: session.id, limit: 50 }).map((entry) => entry.action)
    expect(actions).toEqual(expect.arrayContaining(['start', 'pause', 'resume', 'close', 'settleMoney']))
  })

  it('shows the floor: free, playing and paused tiles with fee, leader and overtime', async () => {
    const { db, ids, tables } = await parlor()
    updateParlorSettings(db, { warnAfterMinutes: 120 })
    const session = sitDown(db, tables[1], ids, at('20:00'))
    dealIn(db, session.id, 2, 0)
    const floor = floorView(db, at('23:30'))
    expect(floor.tiles.map((tile) => tile.state)).toEqual(['free', 'playing'])
    expect(floor.tiles[1]).toMatchObject({
      hands: 1,
      leader: '丙',
      playedMs: 210 * 60_000,
      feeCents: 6 * 750 + 1000, // 20:00–23:00 day, 23:00 night
      overtime: true
    })
    pauseClock(db, session.id, at('23:30'))
    expect(floorView(db, at('23:59')).tiles[1]).toMatchObject({ state: 'paused', feeCents: 5500 })
  })
})

describe('member accounts', () => {
  it('tops up with the best bonus rule and prints what the receipt needs', async () => {
    const { db, ids } = await parlor()
    saveBonusRules(db, [
      { minCents: 30_000, bonusCents: 5_000 },
      { minCents: 50_000, bonusCents: 10_000 }
    ])
    const move = topUp(db, { playerId: ids[0], cents: 50_000, note: '' }, at('10:00'))
    expect(move.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['topup', 50_000],
      ['bonus', 10_000]
    ])
    expect(move.receipt).toMatchObject({ cents: 50_000, bonusCents: 10_000 })
    expect(topUp(db, { playerId: ids[0], cents: 29_999, note: '' }, at('10:01')).entries).toHaveLength(1)
    expect(accountSummary(db, ids[0]).balanceCents).toBe(89_999)
  })

  it('refuses an archived member’s account, as it refuses them a seat', async () => {
    const { ctx, db, ids } = await parlor()
    setPlayerArchived(db, ids[0], true)
    const before = dumpDatabase(ctx)
    expect(() => topUp(db, { playerId: ids[0], cents: 100, note: '' }, at('10:00'))).toThrow(
      expect.objectContaining({ code: 'PLAYER_ARCHIVED' })
    )
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('refuses a refund past the balance, an adjustment without reason, a guest account — changing nothing', async () => {
    const { ctx, db, ids, tables } = await parlor()
    const guest = createGuest(db, { name: '' })
    topUp(db, { playerId: ids[0], cents: 1000, note: '' }, at('10:00'))
    const session = sitDown(db, tables[0], [ids[0], ids[1], ids[2], guest.id], at('14:00'))
    dealIn(db, session.id, 3, 0)
    const before = dumpDatabase(ctx)
    expect(() => refund(db, { playerId: ids[0], cents: 1001, note: '' }, at('11:00'))).toThrow(
      expect.objectContaining({ code: 'REFUND_TOO_LARGE' })
    )
    expect(() => adjust(db, { playerId: ids[0], cents: 100, reason: ' ' }, at('11:00'))).toThrow(
      expect.objectContaining({ code: 'REASON_REQUIRED' })
    )
    expect(() => topUp(db, { playerId: guest.id, cents: 100, note: '' }, at('11:00'))).toThrow(
      expect.objectContaining({ code: 'GUEST_NO_ACCOUNT' })
    )
    expect(() => closeAtParlor(db, { sessionId: session.id, toAccount: [0, 3] }, at('16:00'))).toThrow(
      expect.objectContaining({ code: 'GUEST_NO_ACCOUNT' })
    )
    expect(() => transfer(db, { fromId: ids[0], toId: ids[0], cents: 1, note: '' }, at('11:00'))).toThrow(
      expect.objectContaining({ code: 'TRANSFER_TO_SELF' })
    )
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('allows 欠款 within the credit limit; past it a transfer is refused unless confirmed, then warns', async () => {
    const { ctx, db, ids } = await parlor()
    setMemberCreditLimit(db, ids[0], 5_000)
    expect(transfer(db, { fromId: ids[0], toId: ids[1], cents: 4_000, note: '借' }, at('10:00')).warnings).toEqual([])
    const before = dumpDatabase(ctx)
    const over = { fromId: ids[0], toId: ids[1], cents: 2_000, note: '借' }
    expect(() => transfer(db, over, at('10:05'))).toThrow(
      expect.objectContaining({
        code: 'OVER_CREDIT_LIMIT',
        messageZh: '“甲”的余额会变成 -60.00，超过欠款额度 50.00。确认后才能记账。',
        messageEn: "甲's balance would be -60.00, past the credit limit of 50.00. Confirm to go ahead."
      })
    )
    expect(dumpDatabase(ctx)).toEqual(before)
    const move = transfer(db, { ...over, confirmOverLimit: true }, at('10:05'))
    expect(move.warnings).toEqual([{ playerId: ids[0], name: '甲', balanceCents: -6_000, creditLimitCents: 5_000 }])
    expect(accountSummary(db, ids[0])).toMatchObject({ balanceCents: -6_000, overLimit: true })
    // the audit entry says which transfer went past the limit (confirmed), as a goods charge's does
    const transfers = listAudit(db, { entity: 'account', limit: 10 }).filter((entry) => entry.action === 'transfer')
    expect(transfers.map((entry) => entry.after)).toEqual([
      expect.objectContaining({ kind: 'transfer', cents: 2_000, overLimit: true }),
      expect.objectContaining({ kind: 'transfer', cents: 4_000, overLimit: false })
    ])
  })

  it('refuses an adjustment past the credit limit unless confirmed, writing nothing; a credit never asks', async () => {
    const { ctx, db, ids } = await parlor()
    setMemberCreditLimit(db, ids[0], 5_000)
    const within = adjust(db, { playerId: ids[0], cents: -5_000, reason: '茶水' }, at('10:00'))
    expect(within.warnings).toEqual([])
    refusedUntilConfirmed(
      ctx,
      (confirmOverLimit) =>
        adjust(db, { playerId: ids[0], cents: -1_000, reason: '赔偿', confirmOverLimit }, at('10:05')),
      { playerId: ids[0], name: '甲', balanceCents: -6_000, creditLimitCents: 5_000 },
      {
        messageZh: '“甲”的余额会变成 -60.00，超过欠款额度 50.00。确认后才能记账。',
        messageEn: "甲's balance would be -60.00, past the credit limit of 50.00. Confirm to go ahead."
      }
    )
    expect(accountSummary(db, ids[0])).toMatchObject({ balanceCents: -6_000, overLimit: true })
    // a credit to an account past its limit lowers the debt: it never asks
    expect(adjust(db, { playerId: ids[0], cents: 500, reason: '还一点' }, at('10:10')).warnings).toEqual([])
    const adjusted = listAudit(db, { entity: 'account', limit: 10 }).filter((entry) => entry.action === 'adjust')
    expect(adjusted.map((entry) => entry.after)).toEqual([
      expect.objectContaining({ kind: 'adjustment', amountCents: 500, overLimit: false }),
      expect.objectContaining({ kind: 'adjustment', amountCents: -1_000, overLimit: true }),
      expect.objectContaining({ kind: 'adjustment', amountCents: -5_000, overLimit: false })
    ])
  })

  it('refuses a reversal past the credit limit unless confirmed, writing nothing; within it or a credit never asks', async () => {
    const { ctx, db, ids } = await parlor()
    setMemberCreditLimit(db, ids[0], 5_000)
    const small = topUp(db, { playerId: ids[0], cents: 1_000, note: '' }, at('10:00'))
    const big = topUp(db, { playerId: ids[0], cents: 3_000, note: '' }, at('10:01'))
    const charge = adjust(db, { playerId: ids[0], cents: -7_000, reason: '茶水' }, at('10:02'))
    // taking back the ¥10 top-up leaves 甲 at -40.00, within the limit of 50.00
    expect(reverseEntry(db, { entryId: small.entries[0].id, reason: '输错' }, at('10:03')).warnings).toEqual([])
    refusedUntilConfirmed(
      ctx,
      (confirmOverLimit) =>
        reverseEntry(db, { entryId: big.entries[0].id, reason: '收错了', confirmOverLimit }, at('10:05')),
      { playerId: ids[0], name: '甲', balanceCents: -7_000, creditLimitCents: 5_000 },
      {
        messageZh: '“甲”的余额会变成 -70.00，超过欠款额度 50.00。确认后才能记账。',
        messageEn: "甲's balance would be -70.00, past the credit limit of 50.00. Confirm to go ahead."
      }
    )
    expect(accountSummary(db, ids[0])).toMatchObject({ balanceCents: -7_000, overLimit: true })
    // reversing the charge credits 甲: a credit never asks
    expect(reverseEntry(db, { entryId: charge.entries[0].id, reason: '记错' }, at('10:10')).warnings).toEqual([])
    const reversed = listAudit(db, { entity: 'account', limit: 20 }).filter((entry) => entry.action === 'reverse')
    expect(reversed.map((entry) => entry.after)).toEqual([
      { entries: [expect.objectContaining({ kind: 'reversal', amountCents: 7_000 })], overLimit: false },
      { entries: [expect.objectContaining({ kind: 'reversal', amountCents: -3_000 })], overLimit: true },
      { entries: [expect.objectContaining({ kind: 'reversal', amountCents: -1_000 })], overLimit: false }
    ])
  })

  it('a reversed transfer charges its recipient: past the limit it asks, naming the recipient', async () => {
    const { ctx, db, ids } = await parlor()
    topUp(db, { playerId: ids[0], cents: 2_000, note: '' }, at('10:00'))
    const lent = transfer(db, { fromId: ids[0], toId: ids[1], cents: 2_000, note: '借' }, at('10:01'))
    adjust(db, { playerId: ids[1], cents: -2_000, reason: '茶水' }, at('10:02'))
    refusedUntilConfirmed(
      ctx,
      (confirmOverLimit) =>
        reverseEntry(db, { entryId: lent.entries[0].id, reason: '转错人', confirmOverLimit }, at('10:05')),
      { playerId: ids[1], name: '乙', balanceCents: -2_000, creditLimitCents: 0 }
    )
    expect([accountSummary(db, ids[0]).balanceCents, accountSummary(db, ids[1]).balanceCents]).toEqual([2_000, -2_000])
  })

  it('settles to accounts with balances before and after, and reopening reverses it', async () => {
    const { db, ids, tables } = await parlor()
    topUp(db, { playerId: ids[1], cents: 10_000, note: '' }, at('10:00'))
    const session = sitDown(db, tables[0], ids, at('14:00'))
    dealIn(db, session.id, 0, 1)
    const closed = closeAtParlor(
      db,
      { sessionId: session.id, toAccount: [0, 1], feePayer: 'winners', confirmOverLimit: true },
      at('16:00')
    )
    expect(
      closed.seats.map((seat) => [
        seat.mode,
        seat.netCents,
        seat.feeCents,
        seat.balanceBeforeCents,
        seat.balanceAfterCents
      ])
    ).toEqual([
      ['account', 100, 3000, 0, -2900],
      ['account', -100, 0, 10_000, 9_900],
      ['cash', 0, 0, null, null],
      ['cash', 0, 0, null, null]
    ])
    expect(parlorMoney(db, session.id).seats).toEqual(closed.seats)
    const settled = db.prepare("SELECT id FROM account_ledger WHERE kind = 'settlement'").get() as { id: number }
    expect(() => reverseEntry(db, { entryId: settled.id, reason: 'x' }, at('16:10'))).toThrow(
      expect.objectContaining({ code: 'REVERSE_BY_REOPEN' })
    )
    reopenAtParlor(db, session.id, at('16:30'))
    expect(accountSummary(db, ids[0]).balanceCents).toBe(0)
    expect(accountSummary(db, ids[1]).balanceCents).toBe(10_000)
    // the half hour it stood closed is not charged
    expect(clockView(db, session.id, at('17:00'))!.fee!.totalCents).toBe(3750)
  })

  it('gives a statement with opening balance, running balance and closing balance', async () => {
    const { db, ids } = await parlor()
    topUp(db, { playerId: ids[0], cents: 20_000, note: '' }, at('10:00', -1))
    topUp(db, { playerId: ids[0], cents: 5_000, note: '' }, at('10:00'))
    const move = adjust(db, { playerId: ids[0], cents: -1_500, reason: '茶水' }, at('12:00'))
    reverseEntry(db, { entryId: move.entries[0].id, reason: '记错了' }, at('12:05'))
    const sheet = statement(db, ids[0], '2026-11-23', '2026-11-23')
    expect(sheet.openingCents).toBe(20_000)
    expect(sheet.rows.map((row) => [row.kind, row.amountCents, row.balanceAfterCents])).toEqual([
      ['topup', 5_000, 25_000],
      ['adjustment', -1_500, 23_500],
      ['reversal', 1_500, 25_000]
    ])
    expect(sheet.closingCents).toBe(25_000)
  })
})
