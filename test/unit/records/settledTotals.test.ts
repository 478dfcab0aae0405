/** A two-player table with the minimum-score and doubling rules shows its settled totals everywhere. */
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { settleSession } from '../../../src-main/scoring'
import { exportClubXlsx } from '../../../src-main/services/clubExport'
import { recordHand } from '../../../src-main/services/hands'
import { listHistory } from '../../../src-main/services/history'
import { exportSessionXlsx } from '../../../src-main/services/sessionExport'
import { closeSession, listSessions, reopenSession } from '../../../src-main/services/sessions'
import { leaderboard, playerProfile } from '../../../src-main/services/stats'
import { openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'
import { storedSessionPlayers } from '../../support/recordsOracle'

async function sheetRows(base64: string, name: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ExcelJS.Buffer)
  const rows: unknown[][] = []
  workbook.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

async function settledTable() {
  const ctx = await openTestContext()
  const table = openTable(ctx.db, 'sichuan', 2, {
    rules: {
      minScore: { threshold: 10, bonus: 10 },
      doubling: { factor: 2, maxDiff: null },
      pointValue: 0.3,
      tableFee: { kind: 'perPlayer', amount: 1.1 }
    }
  })
  recordHand(ctx.db, table.id, win(1, 0, { pattern: 'pinghu' }))
  const closed = closeSession(ctx.db, table.id)
  const engine = settleSession({
    variant: 'sichuan',
    seats: 2,
    options: { minScore: closed.rules.minScore, doubling: closed.rules.doubling },
    hands: closed.hands.map((hand) => hand.result)
  })
  return { ctx, closed, engine }
}

describe('settled totals of a two-player table with both rules', () => {
  it('are what every place shows: list, history, leaderboard, profile, both workbooks', async () => {
    const { ctx, closed, engine } = await settledTable()
    const { db } = ctx
    expect(engine.totals).not.toEqual(engine.raw)
    expect(closed.settlement.engine.totals).toEqual(engine.totals)
    const netCents = closed.settlement.parties.filter((party) => party.role === 'seat').map((party) => party.netCents)
    const ids = closed.players.map((player) => player.id)

    expect(listSessions(db, { limit: 10, offset: 0 }).items[0].totals).toEqual(engine.totals)

    const history = listHistory(db, { page: 1, pageSize: 10 }).items[0]
    expect(history.players.map((seat) => [seat.points, seat.rawPoints, seat.moneyCents])).toEqual(
      engine.totals.map((total, seat) => [total, engine.raw[seat], netCents[seat]])
    )

    const board = leaderboard(db, { orderBy: 'points', minSessions: 0, limit: 10 })
    for (const [seat, id] of ids.entries()) {
      const entry = board.find((row) => row.playerId === id)!
      expect([entry.points, entry.rawPoints]).toEqual([engine.totals[seat], engine.raw[seat]])
      const profile = playerProfile(db, id, 480)
      expect([profile.overall.points, profile.overall.rawPoints, profile.overall.moneyCents]).toEqual([
        engine.totals[seat],
        engine.raw[seat],
        netCents[seat]
      ])
      expect(profile.trend.at(-1)!.cumulativePoints).toBe(engine.totals[seat])
    }

    const sessionRows = await sheetRows((await exportSessionXlsx(db, closed.id)).content, '结算')
    for (const [seat, player] of closed.players.entries()) {
      const row = sessionRows.find((cells) => cells[0] === player.name)!
      expect([row[2], row[5]]).toEqual([engine.totals[seat], netCents[seat] / 100])
    }

    const club = (await exportClubXlsx(ctx.dbFile)).content
    const tableRow = (await sheetRows(club, '牌局'))[1]
    expect(tableRow.slice(7, 15)).toEqual(
      closed.players.flatMap((player, seat) => [
        player.name,
        engine.totals[seat],
        engine.raw[seat],
        netCents[seat] / 100
      ])
    )
    const members = await sheetRows(club, '会员')
    for (const [seat, id] of ids.entries()) {
      const row = members.find((cells) => cells[0] === id)!
      expect([row[10], row[11]]).toEqual([engine.totals[seat], netCents[seat] / 100])
    }
  })

  it('are stored at close and cleared on reopen', async () => {
    const { ctx, closed, engine } = await settledTable()
    const stored = () => storedSessionPlayers(ctx.db).map((row) => row.settled_points)
    expect(stored()).toEqual(engine.totals)
    reopenSession(ctx.db, closed.id)
    expect(stored()).toEqual([null, null])
    expect(storedSessionPlayers(ctx.db).map((row) => row.money_cents)).toEqual([null, null])
  })
})
