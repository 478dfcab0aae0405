import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { exportClubXlsx } from '../../../src-main/services/clubExport'
import { recordHand } from '../../../src-main/services/hands'
import { exportSessionCsv, exportSessionXlsx } from '../../../src-main/services/sessionExport'
import { closeSession } from '../../../src-main/services/sessions'
import { spreadsheetTime } from '../../../src-main/services/localTime'
import { toCsv, toXlsx } from '../../../src-main/services/sheets'
import { openTestContext } from '../../support/context'
import { smallClub } from '../../support/club'
import { openTable, win } from '../../support/fixtures'

async function readWorkbook(base64: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ExcelJS.Buffer)
  return workbook
}

const cellValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1)

async function closedTable() {
  const ctx = await openTestContext()
  const table = openTable(ctx.db, 'sichuan')
  recordHand(ctx.db, table.id, win(1, 3, { pattern: 'qidui' }))
  recordHand(ctx.db, table.id, win(2, null, { pattern: 'pinghu' }))
  return { ctx, view: closeSession(ctx.db, table.id) }
}

describe('session export', () => {
  it('writes the settlement, the hands with per-seat deltas and the transfers to CSV', async () => {
    const { ctx, view } = await closedTable()
    const file = await exportSessionCsv(ctx.db, view.id)
    expect(file).toMatchObject({
      fileName: `queji-session-${view.id}-${view.startedAt.slice(0, 10)}.csv`,
      encoding: 'utf8'
    })
    const lines = file.content.replace('\uFEFF', '').split('\r\n')
    const names = view.players.map((player) => player.name)
    expect(lines).toContain(`局 Hand,时间 Time,庄家 Dealer,连庄 Streak,${names.join(',')},无人收 Undistributed`)
    expect(lines).toContain(
      `1,${spreadsheetTime(view.hands[0].createdAt)},${names[0]},1,${view.hands[0].result.deltas.join(',')},0`
    )
    expect(lines).toContain(`合计 Total,,,,${view.totals.join(',')},0`)
    const transfer = view.hands[0].result.transfers[0]
    expect(lines).toContain(
      `1,${names[transfer.from as number]},${names[transfer.to as number]},${transfer.amount},${transfer.reason},${transfer.reasonEn}`
    )
    for (const payment of view.settlement.payments)
      expect(lines.some((line) => line.endsWith(`,${payment.amountCents / 100}`))).toBe(true)
  })

  it('writes the same tables to an Excel workbook with sheets 结算, 每局 and 明细', async () => {
    const { ctx, view } = await closedTable()
    const file = await exportSessionXlsx(ctx.db, view.id)
    expect(file.encoding).toBe('base64')
    const workbook = await readWorkbook(file.content)
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['结算', '每局', '明细'])
    const hands = workbook.getWorksheet('每局')!
    expect(cellValues(hands, 2)).toEqual([
      1,
      spreadsheetTime(view.hands[0].createdAt),
      view.players[0].name,
      1,
      ...view.hands[0].result.deltas,
      0
    ])
    const transfers = workbook.getWorksheet('明细')!
    expect(transfers.rowCount).toBe(1 + view.hands.reduce((count, hand) => count + hand.result.transfers.length, 0))
    const settlement = workbook.getWorksheet('结算')!
    expect(cellValues(settlement, 2)[0]).toBe(view.id)
  })

  it('refuses an unknown session', async () => {
    const { db } = await openTestContext()
    await expect(exportSessionCsv(db, 12345)).rejects.toMatchObject({ code: 'SESSION_NOT_FOUND' })
  })
})

describe('club workbook', () => {
  it('holds every player, session and live hand', async () => {
    const ctx = await openTestContext()
    smallClub(ctx.db, 60)
    const workbook = await readWorkbook((await exportClubXlsx(ctx.dbFile)).content)
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['会员', '牌局', '每局'])
    const count = (sql: string) => (ctx.db.prepare(sql).get() as { n: number }).n
    expect(workbook.getWorksheet('会员')!.rowCount).toBe(1 + count('SELECT count(*) AS n FROM players'))
    expect(workbook.getWorksheet('牌局')!.rowCount).toBe(1 + count('SELECT count(*) AS n FROM table_sessions'))
    expect(workbook.getWorksheet('每局')!.rowCount).toBe(1 + count('SELECT count(*) AS n FROM hands WHERE deleted = 0'))
  })
})

describe('sheets', () => {
  it('quotes CSV cells that need it and defuses formulas', async () => {
    const csv = await toCsv([
      { name: 's', blocks: [{ title: 't', header: ['a'], rows: [['x,"y"'], ['=1+1'], [-2], [null]] }] }
    ])
    expect(csv).toBe('\uFEFFt\r\na\r\n"x,""y"""\r\n\'=1+1\r\n-2\r\n\r\n')
  })

  it('continues a block on a new sheet past the row limit', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => [index])
    const bytes = await toXlsx([{ name: '每局', blocks: [{ title: '', header: ['n'], rows }] }], 3)
    const workbook = await readWorkbook(bytes.toString('base64'))
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['每局', 3],
      ['每局 (2)', 3],
      ['每局 (3)', 2]
    ])
  })
})
