import type { Database } from 'better-sqlite3'
import { printedCardIds } from '../../store/devices'
import { listTableRows } from '../../store/parlor'
import { registerDevice, revokeDevice } from './devices'
import type { TableCard } from '../../model/lan'

/**
 * Makes a display card for every table: each card is a display device of its table, its token in
 * the QR's address (after `#`, so it is never sent in a request line or a Referer). Printing again
 * replaces the cards: the old ones stop working (their ids, to drop their streams, in `revoked`).
 */
export function issueTableCards(
  db: Database,
  serverUrl: string,
  at: number,
  cardName: (tableName: string) => string
): { cards: TableCard[]; revoked: number[] } {
  return db.transaction(() => {
    const revoked: number[] = []
    const cards = listTableRows(db).map((table) => {
      for (const id of printedCardIds(db, table.id)) {
        revokeDevice(db, id, at)
        revoked.push(id)
      }
      const grant = { role: 'display' as const, tableId: table.id, printedCard: true as const }
      const { token } = registerDevice(db, grant, cardName(table.name), at)
      return { tableId: table.id, tableName: table.name, url: `${serverUrl}/#/pair?card=${token}&table=${table.id}` }
    })
    return { cards, revoked }
  })()
}
