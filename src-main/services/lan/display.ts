import type { Database } from 'better-sqlite3'
import { runningClockAt } from '../../store/parlor'
import { clockView } from '../parlor/clock'
import { requireTable } from '../parlor/setup'
import { getSessionView } from '../sessions'
import { holderKey } from '../settlement'
import { getSettings } from '../settings'
import type { TableDisplay } from '../../model/lan'

export function tableDisplay(db: Database, tableId: number, now: number): TableDisplay {
  const table = requireTable(db, tableId)
  const shown = { tableId, tableName: table.name, currency: getSettings(db).currency }
  const running = runningClockAt(db, tableId)
  if (!running) return { ...shown, session: null, clock: null }
  const view = getSessionView(db, running.session_id)
  const money = new Map(view.settlement.parties.map((party) => [party.key, party.moneyCents]))
  const last = view.hands.at(-1)
  return {
    ...shown,
    session: {
      id: view.id,
      title: view.title,
      variant: view.variant,
      seats: view.players.map((player, seat) => ({
        name: player.name,
        points: view.holderTotals[seat],
        moneyCents: money.get(holderKey(seat)) ?? 0
      })),
      dealer: view.dealer,
      dealerStreak: view.dealerStreak,
      handCount: view.hands.length,
      lastHand: last ? { seq: last.seq, result: last.result, seatNames: last.seatNames } : null
    },
    clock: clockView(db, running.session_id, now)
  }
}
