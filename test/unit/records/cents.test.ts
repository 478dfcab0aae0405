/** Money is whole cents everywhere: 100 settled tables at awkward point values and fees. */
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { exportClubXlsx } from '../../../src-main/services/clubExport'
import { recordHand } from '../../../src-main/services/hands'
import { listHistory } from '../../../src-main/services/history'
import { exportSessionCsv, exportSessionXlsx } from '../../../src-main/services/sessionExport'
import { closeSession, getSessionView } from '../../../src-main/services/sessions'
import type { TableFee } from '../../../src-main/model/sessions'
import { leaderboard, playerProfile } from '../../../src-main/services/stats'
import { openTestContext } from '../../support/context'
import { addPlayers, openTable, win } from '../../support/fixtures'

const POINT_VALUES = [0.1, 0.3, 0.7, 1.1, 0.05]
const FEES: TableFee[] = [
  { kind: 'perPlayer', amount: 1.1 },
  { kind: 'shareOfWinnings', percent: 7 },
  { kind: 'perPlayer', amount: 0.3 },
  { kind: 'none' }
]
const MORE_THAN_TWO_DECIMALS = /\d\.\d{3,}/

/** Every number in an API result, rates (shares of hands) and the configured point value aside. */
function moneyLikeNumbers(value: unknown, key = ''): number[] {
  if (typeof value === 'number') return /Rate$|^pointValue$/.test(key) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => moneyLikeNumbers(item, key))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => moneyLikeNumbers(item, name))
  }
  return []
}

async function workbookNumbers(base64: string): Promise<number[]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ExcelJS.Buffer)
  const numbers: number[] = []
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => typeof cell.value === 'number' && numbers.push(cell.value)))
  )
  return numbers
}

const tooPrecise = (numbers: number[]) => numbers.filter((n) => MORE_THAN_TWO_DECIMALS.test(String(n)))

describe('money in cents', () => {
  it('leaves no value with more than two decimals in 100 settled tables, and every place agrees', async () => {
    const ctx = await openTestContext()
    const { db } = ctx
    const [a, b, c, d] = addPlayers(db, ['甲', '乙', '丙', '丁'])
    const ids: number[] = []
    for (let n = 0; n < 100; n++) {
      const table = openTable(db, 'sichuan', 4, {
        playerIds: n % 2 ? [a, b, c, d] : [d, c, b, a],
        rules: { minScore: null, doubling: null, pointValue: POINT_VALUES[n % 5], tableFee: FEES[n % 4] }
      })
      recordHand(db, table.id, win(n % 4, (n + 1) % 4, { pattern: 'pinghu' }))
      recordHand(db, table.id, win((n + 2) % 4, null, { pattern: 'pinghu' }))
      ids.push(closeSession(db, table.id).id)
    }
    for (const id of ids) {
      const view = getSessionView(db, id)
      expect(tooPrecise(moneyLikeNumbers(view.settlement))).toEqual([])
      const csv = (await exportSessionCsv(db, id)).content
      expect(csv).not.toMatch(MORE_THAN_TWO_DECIMALS)
      // The CSV's net column is the screen's net, to the cent.
      for (const party of view.settlement.parties) expect(csv).toContain(`,${party.netCents / 100}\r\n`)
      if (id % 10 === 0)
        expect(tooPrecise(await workbookNumbers((await exportSessionXlsx(db, id)).content))).toEqual([])
    }
    expect(tooPrecise(await workbookNumbers((await exportClubXlsx(ctx.dbFile)).content))).toEqual([])
    const history = listHistory(db, { page: 1, pageSize: 100 })
    expect(tooPrecise(moneyLikeNumbers(history))).toEqual([])
    expect(tooPrecise(moneyLikeNumbers(leaderboard(db, { orderBy: 'points', minSessions: 0, limit: 10 })))).toEqual([])
    for (const player of [a, b, c, d]) {
      const profile = playerProfile(db, player, 480)
      expect(tooPrecise(moneyLikeNumbers(profile))).toEqual([])
      // The profile's money is the sum of the settlements' nets, in cents.
      const nets = ids.flatMap((id) =>
        getSessionView(db, id).settlement.parties.filter((party) => party.playerId === player)
      )
      expect(profile.overall.moneyCents).toBe(nets.reduce((total, party) => total + party.netCents, 0))
    }
  }, 60_000)
})
