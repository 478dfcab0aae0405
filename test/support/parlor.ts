import type { Database } from 'better-sqlite3'
import { recordHand } from '../../src-main/services/hands'
import { openAtTable } from '../../src-main/services/parlor/clock'
import { saveParlorTable, saveRatePlan, updateParlorSettings } from '../../src-main/services/parlor/setup'
import { NO_RULES } from './fixtures'
import type { RatePlan } from '../../src-main/model/parlor'

/** Local time (UTC+8) on 2026-11-23, or `day` days later, as epoch ms. */
export const OFFSET = 480
/** The parlor's zone in these tests, whatever the machine's. */
export const ZONE = 'Asia/Shanghai'
export const at = (time: string, day = 0) =>
  Date.UTC(2026, 10, 23 + day) + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) - OFFSET) * 60_000

/** ¥15/h 10:00–23:00, ¥20/h 23:00–10:00, per 30 min after 5 min grace; 空调 ¥5/h. */
export const DAY_NIGHT: RatePlan = {
  bands: [
    { from: 600, to: 1380, centsPerHour: 1500 },
    { from: 1380, to: 600, centsPerHour: 2000 }
  ],
  unitMinutes: 30,
  graceMinutes: 5,
  minimumCents: 0,
  block: null,
  addOns: [{ name: '空调', centsPerHour: 500 }]
}

/** Tables with the plan, in a parlor on Beijing time. */
export function setUpTables(db: Database, names: string[], plan = DAY_NIGHT): number[] {
  updateParlorSettings(db, { timeZone: ZONE })
  const { id: ratePlanId } = saveRatePlan(db, { name: `方案${Math.random()}`, plan })
  return names.map((name, position) => saveParlorTable(db, { name, kind: 'hall', ratePlanId, position }).id)
}

/** What the opening screen sends for four (or two) players at a parlor table. */
export function tableOpening(tableId: number, playerIds: number[], addOns: string[] = []) {
  return {
    session: {
      title: '',
      variant: 'sichuan' as const,
      options: {},
      playerIds,
      backerPlayerIds: [],
      firstDealer: 0,
      rules: NO_RULES
    },
    tableId,
    feePayer: 'even' as const,
    addOns
  }
}

export function sitDown(db: Database, tableId: number, playerIds: number[], now: number, addOns: string[] = []) {
  return openAtTable(db, tableOpening(tableId, playerIds, addOns), now).session
}

/** A 点炮 pinghu: `from` pays `winner`. */
export function dealIn(db: Database, sessionId: number, winner: number, from: number) {
  return recordHand(db, sessionId, { events: [{ type: 'win', winner, from, pattern: 'pinghu' }], supporters: [] })
}
