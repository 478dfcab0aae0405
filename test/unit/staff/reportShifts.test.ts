import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { exportParlorReportXlsx } from '../../../src-main/services/parlor/report'
import { updateParlorSettings } from '../../../src-main/services/parlor/setup'
import { createPlayer } from '../../../src-main/services/roster'
import { setIdleLockMinutes } from '../../../src-main/services/staff/staff'
import { PINS, withStaff } from '../../support/staff'

const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute)

describe('shifts in the daily report', () => {
  it('lists the day’s shifts with times on the parlor’s clock, and names one still open at the cutoff', async () => {
    const staff = await withStaff()
    // the parlor's zone, not this process's: 06:00 cutoff in New York is 11:00 UTC
    updateParlorSettings(staff.ctx.db, { timeZone: 'America/New_York' })
    setIdleLockMinutes(staff.ctx.db, 240)
    const player = createPlayer(staff.ctx.db, { name: '甲', nickname: '', phone: '', note: '', allowDuplicate: false })
    staff.clock.at = utc(23, 12)
    await staff.signInAs('cashier')
    expect((await staff.call('shifts.open', { floats: [{ tender: '现金', cents: 50_000 }] })).ok).toBe(true)
    staff.clock.at = utc(23, 13)
    await staff.call('accounts.topUp', { playerId: player.id, cents: 20_000, tender: '现金' })
    staff.clock.at = utc(23, 15, 30)
    const counted = [{ tender: '现金', cents: 69_000 }]
    const closed = await staff.call('shifts.close', { counted, reason: '找错零钱', pin: PINS.cashier })
    expect(closed.ok, JSON.stringify(closed)).toBe(true)
    expect(closed.data).toMatchObject({ openedWall: '2026-11-23T07:00', closedWall: '2026-11-23T10:30' })
    staff.clock.at = utc(23, 16)
    await staff.call('shifts.open', { floats: [{ tender: '现金', cents: 69_000 }] })
    staff.clock.at = utc(24, 12)
    await staff.signInAs('cashier')

    const day = (await staff.call('reports.parlor', { period: '2026-11-23' })).data
    expect(day.shifts).toEqual([
      {
        id: closed.data.id,
        staffName: '小李',
        closedByName: '小李',
        openedWall: '2026-11-23T07:00',
        closedWall: '2026-11-23T10:30',
        floatCents: 50_000,
        expectedCents: 70_000,
        countedCents: 69_000,
        differenceCents: -1_000,
        reason: '找错零钱',
        openAtCutoff: false
      },
      expect.objectContaining({
        staffName: '小李',
        openedWall: '2026-11-23T11:00',
        closedWall: null,
        openAtCutoff: true
      })
    ])
    // the report's Excel lists them too
    const xlsx = await exportParlorReportXlsx(staff.ctx.db, '2026-11-23', 'zh-CN')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(xlsx.content, 'base64') as unknown as ExcelJS.Buffer)
    const cells: unknown[][] = []
    workbook.worksheets[0].eachRow((row) => cells.push((row.values as unknown[]).slice(1)))
    const header = cells.findIndex((row) => row[0] === '收银' && row[1] === '开班')
    expect(header).toBeGreaterThan(0)
    expect(cells.slice(header + 1, header + 3)).toEqual([
      ['小李', '2026-11-23 07:00', '2026-11-23 10:30', 500, 700, 690, -10, '找错零钱'],
      ['小李', '2026-11-23 11:00', '营业日结束时仍未交班', 690]
    ])
    // the open shift runs on into the next business day, and that day's report lists it too
    const next = (await staff.call('reports.parlor', { period: '2026-11-24' })).data
    expect(next.shifts).toEqual([expect.objectContaining({ openedWall: '2026-11-23T11:00', openAtCutoff: true })])
    // and the day before lists none
    expect((await staff.call('reports.parlor', { period: '2026-11-22' })).data.shifts).toEqual([])

    // the audit log's times are read on the parlor's clock too (5 h behind UTC in November)
    await staff.signInAs('owner')
    const log = (await staff.call('audit.list', { entity: 'shift' })).data
    expect(log.length).toBe(3)
    for (const entry of log) {
      const utcWall = new Date(entry.at).toISOString().slice(0, 16)
      expect(entry.wall).toBe(new Date(Date.parse(utcWall + 'Z') - 5 * 3_600_000).toISOString().slice(0, 16))
    }
  })

  it('names a shift closed after the cutoff as open at the cutoff of the day it started', async () => {
    const staff = await withStaff()
    updateParlorSettings(staff.ctx.db, { timeZone: 'Asia/Shanghai' })
    // Shanghai 2026-11-23 22:00 to 2026-11-24 07:00: the 06:00 cutoff falls inside
    staff.clock.at = utc(23, 14)
    await staff.signInAs('cashier')
    await staff.call('shifts.open', { floats: [] })
    staff.clock.at = utc(23, 23)
    await staff.signInAs('cashier')
    const closed = await staff.call('shifts.close', { counted: [], pin: PINS.cashier })
    expect(closed.data).toMatchObject({ openedWall: '2026-11-23T22:00', closedWall: '2026-11-24T07:00' })
    const first = (await staff.call('reports.parlor', { period: '2026-11-23' })).data.shifts
    const second = (await staff.call('reports.parlor', { period: '2026-11-24' })).data.shifts
    expect(first).toEqual([expect.objectContaining({ id: closed.data.id, openAtCutoff: true })])
    expect(second).toEqual([expect.objectContaining({ id: closed.data.id, openAtCutoff: false })])
  })
})
