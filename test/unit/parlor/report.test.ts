import { describe, expect, it } from 'vitest'
import {
  adjust,
  refund,
  saveBonusRules,
  setMemberCreditLimit,
  topUp,
  transfer
} from '../../../src-main/services/parlor/accounts'
import { closeAtParlor } from '../../../src-main/services/parlor/close'
import { exportParlorReportXlsx, parlorReport, reportRange } from '../../../src-main/services/parlor/report'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown, ZONE } from '../../support/parlor'

describe('daily and monthly report', () => {
  it('reads the period as business days in the parlor’s zone, from the cutoff, last day included', () => {
    const clock = { timeZone: ZONE, dayCutoffMinutes: 6 * 60 }
    expect(reportRange('2026-11-23', clock)).toEqual({
      fromDay: '2026-11-23',
      toDay: '2026-11-23',
      from: at('06:00'),
      to: at('06:00', 1)
    })
    expect(reportRange('2026-11', clock)).toMatchObject({
      toDay: '2026-11-30',
      from: at('06:00', -22),
      to: at('06:00', 8)
    })
    expect(reportRange('2026-11-23', { timeZone: ZONE, dayCutoffMinutes: 0 }).from).toBe(at('00:00'))
    expect(() => reportRange('2026-13', clock)).toThrow(expect.objectContaining({ code: 'BAD_DAY' }))
    expect(() => reportRange('11/23', clock)).toThrow(expect.objectContaining({ code: 'BAD_PERIOD' }))
  })

  it('sums the day: fees by table and band, top-ups, settlements, transfers and 欠款 (hand-computed)', async () => {
    const { db } = await openTestContext()
    const [a, b, c, d] = addPlayers(db, ['甲', '乙', '丙', '丁'])
    const [t1, t2] = setUpTables(db, ['1号桌', '2号桌'])
    saveBonusRules(db, [{ minCents: 50_000, bonusCents: 10_000 }])
    topUp(db, { playerId: a, cents: 50_000, note: '' }, at('23:00', -1)) // the day before: not in the report
    topUp(db, { playerId: b, cents: 50_000, note: '' }, at('13:00'))
    topUp(db, { playerId: c, cents: 20_000, note: '' }, at('13:05'))
    refund(db, { playerId: c, cents: 5_000, note: '' }, at('13:10'))
    adjust(db, { playerId: d, cents: -300, reason: '茶水', confirmOverLimit: true }, at('13:20'))
    setMemberCreditLimit(db, d, 1_000)
    transfer(db, { fromId: d, toId: a, cents: 2_000, note: '还钱', confirmOverLimit: true }, at('13:30'))

    const s1 = sitDown(db, t1, [a, b, c, d], at('14:00'))
    dealIn(db, s1.id, 0, 1) // 甲 +1 点, 乙 −1 点 at ¥1 a point
    closeAtParlor(db, { sessionId: s1.id, toAccount: [0, 1], confirmOverLimit: true }, at('16:00')) // 4 × ¥7.50 = ¥30, ¥7.50 each
    const s2 = sitDown(db, t2, [a, b, c, d], at('22:00'))
    dealIn(db, s2.id, 2, 3)
    closeAtParlor(db, { sessionId: s2.id, toAccount: [2, 3], confirmOverLimit: true }, at('23:30')) // 2 × ¥7.50 + 1 × ¥10 = ¥25
    const s3 = sitDown(db, t1, [a, b, c, d], at('06:10', 1))
    dealIn(db, s3.id, 0, 2)
    closeAtParlor(db, { sessionId: s3.id, toAccount: [] }, at('07:10', 1)) // past the 06:00 cutoff: the next business day

    const report = parlorReport(db, '2026-11-23')
    expect(report.tables).toEqual([
      { tableId: t1, name: '1号桌', sessions: 1, cents: 3000 },
      { tableId: t2, name: '2号桌', sessions: 1, cents: 2500 }
    ])
    expect(report.bands).toEqual([
      { label: '10:00–23:00', cents: 4500 },
      { label: '23:00–10:00', cents: 1000 }
    ])
    expect(report.feeTotalCents).toBe(5500)
    expect(report.ledger.topup).toEqual({ count: 2, cents: 70_000 })
    expect(report.ledger.bonus).toEqual({ count: 1, cents: 10_000 })
    expect(report.ledger.refund).toEqual({ count: 1, cents: 5_000 })
    expect(report.ledger.adjustment).toEqual({ count: 1, cents: -300 })
    expect(report.ledger.transfer).toEqual({ count: 1, cents: 2_000 })
    // Each person's net after the time fee: s1 甲 +100 −750, 乙 −100 −750 to accounts, 丙 丁 −750 in cash;
    // s2 丙 +100 −625, 丁 −100 −625 to accounts, 甲 乙 −625 in cash.
    expect(report.settlements.account).toEqual({ persons: 4, wonCents: 0, lostCents: -2750, netCents: -2750 })
    expect(report.settlements.cash).toEqual({ persons: 4, wonCents: 0, lostCents: -2750, netCents: -2750 })
    expect(report.house).toEqual({
      timeCents: 5500,
      perPlayerCents: 0,
      winningsCents: 0,
      goodsCents: 0,
      tableFeeCents: 5500,
      feeCents: 5500,
      otherCents: 0,
      totalCents: 5500
    })
    expect(report.identityCents).toBe(0)
    // 丁: −300 −2000 −100 (lost s2) −625 (fee) = −3025 at the day's end
    expect(report.debts).toEqual([{ playerId: d, name: '丁', balanceCents: -3025, creditLimitCents: 1_000 }])
    // the day's totals are the sum of the day's receipts and ledger rows
    const receipts = db
      .prepare("SELECT sum(cents + bonus_cents) AS s FROM receipts WHERE kind = 'topup' AND at >= ? AND at < ?")
      .get(report.from, report.to) as { s: number }
    expect(report.ledger.topup.cents + report.ledger.bonus.cents).toBe(receipts.s)
    const ledger = db
      .prepare('SELECT sum(amount_cents) AS s FROM account_ledger WHERE at >= ? AND at < ?')
      .get(report.from, report.to) as { s: number }
    expect(report.ledgerNetCents).toBe(ledger.s)
    expect(report.ledgerNetCents).toBe(70_000 + 10_000 - 5_000 - 300 + 0 + (200 - 200) - (750 + 750 + 625 + 625))

    const month = parlorReport(db, '2026-11')
    expect(month.feeTotalCents).toBe(5500 + 2000) // s3: 06:10–07:10 = 2 night units
    expect(month.ledger.topup.count).toBe(3)

    const file = await exportParlorReportXlsx(db, '2026-11-23', 'zh-CN')
    expect(file.fileName).toBe('报表-2026-11-23.xlsx')
    expect(Buffer.from(file.content, 'base64').subarray(0, 2).toString()).toBe('PK')
  })
})
