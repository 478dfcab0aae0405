/** Everything in one workbook: 会员 players, 牌局 sessions, 每局 hands. */
import type { Database as Db } from 'better-sqlite3'
import { z } from 'zod'
import { openReadSnapshot } from '../store/open'
import { handsAfter, playerTotals, sessionsAfter, type HandExportRow, type SessionExportRow } from '../store/records'
import { fromCents } from './cents'
import { inChunks, mapAsync } from './chunks'
import { xlsxFile, type ExportFile } from './exportFile'
import { spreadsheetTime } from './localTime'
import { variantName } from './sessionExport'
import { toXlsx, type Cell, type Sheet } from './sheets'
import { readStored } from '../store/codecs/readStored'

const CHUNK = 5000
const MAX_SEATS = 4
const seatColumns = (labels: string[]) =>
  Array.from({ length: MAX_SEATS }, (_, seat) => labels.map((label) => `${seat + 1}号位 ${label}`)).flat()

/** The store's per-person JSON of a session (`seatTotals`) and a hand's deltas, as the sheets read them. */
const sittingTotals = z.array(z.tuple([z.number(), z.string(), z.number(), z.number(), z.number().nullable()]))
const deltas = z.array(z.number())
type SittingTotals = z.output<typeof sittingTotals>[number]
const SHEET_ROW = { zh: '导出行', en: 'export row' }

/** A seat's cells: a seat handed over mid-session names its players in order (乙 → 戊) and sums them. */
function seatCells(people: SittingTotals[]): Cell[] {
  const sum = (pick: (person: SittingTotals) => number) => people.reduce((total, person) => total + pick(person), 0)
  const settled = people.every(([, , , , moneyCents]) => moneyCents !== null)
  return [
    people.map(([, name]) => name).join(' → '),
    sum(([, , points]) => points),
    sum(([, , , rawPoints]) => rawPoints),
    settled ? fromCents(sum(([, , , , moneyCents]) => moneyCents!)) : null
  ]
}

function sessionCells(row: SessionExportRow): Cell[] {
  const people = readStored(sittingTotals, row.seatTotals, SHEET_ROW)
  const seats = Array.from({ length: row.seats }, (_, seat) => people.filter(([at]) => at === seat))
  return [
    row.id,
    spreadsheetTime(row.startedAt),
    spreadsheetTime(row.closedAt),
    variantName(row.variant),
    row.status,
    row.title,
    row.hands,
    ...seats.flatMap(seatCells)
  ]
}

function handCells(row: HandExportRow): Cell[] {
  return [
    row.sessionId,
    row.seq,
    spreadsheetTime(row.recordedAt),
    variantName(row.variant),
    row.dealer + 1,
    row.dealerStreak,
    ...readStored(deltas, row.deltas, SHEET_ROW)
  ]
}

export function clubSheets(db: Db): Sheet[] {
  return [
    {
      name: '会员',
      blocks: [
        {
          title: '会员 Players',
          header: [
            '编号 Id',
            '姓名 Name',
            '昵称 Nickname',
            '电话 Phone',
            '备注 Note',
            '散客 Guest',
            '归档 Archived',
            '登记 Created',
            '场次 Sessions',
            '局数 Hands',
            '总分 Points',
            '金额 Money'
          ],
          rows: playerTotals(db).map((p) => [
            p.id,
            p.name,
            p.nickname,
            p.phone,
            p.note,
            p.isGuest,
            spreadsheetTime(p.archivedAt),
            spreadsheetTime(p.createdAt),
            p.sessions,
            p.hands,
            p.points,
            fromCents(p.moneyCents)
          ])
        }
      ]
    },
    {
      name: '牌局',
      blocks: [
        {
          title: '牌局 Sessions',
          header: [
            '编号 Id',
            '开始 Started',
            '结束 Closed',
            '玩法 Variant',
            '状态 Status',
            '标题 Title',
            '局数 Hands',
            ...seatColumns(['玩家 Player', '总分 Points', '各局合计 Hands total', '金额 Money'])
          ],
          rows: mapAsync(
            inChunks((afterId) => sessionsAfter(db, afterId, CHUNK)),
            sessionCells
          )
        }
      ]
    },
    {
      name: '每局',
      blocks: [
        {
          title: '每局 Hands',
          header: [
            '牌局 Session',
            '局 Hand',
            '时间 Time',
            '玩法 Variant',
            '庄家 Dealer seat',
            '连庄 Streak',
            ...seatColumns(['分数 Points'])
          ],
          rows: mapAsync(
            inChunks((afterId) => handsAfter(db, afterId, CHUNK)),
            handCells
          )
        }
      ]
    }
  ]
}

/**
 * Reads through a read-only connection of its own inside one read transaction, so the workbook
 * is one consistent snapshot even while hands are recorded during the (long) export.
 */
export const clubXlsxName = (now: Date) => `queji-club-${now.toISOString().slice(0, 10)}.xlsx`

export async function exportClubXlsx(dbFile: string, now = new Date()): Promise<ExportFile> {
  const snapshot = openReadSnapshot(dbFile)
  try {
    const bytes = await toXlsx(clubSheets(snapshot))
    return xlsxFile(clubXlsxName(now), bytes)
  } finally {
    snapshot.close()
  }
}
