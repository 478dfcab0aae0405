/**
 * Child process of the settlement crash test: opens tables, plays a hand, and closes each with
 * every seat settled to the account, printing `ack <sessionId>` after each commit, until killed.
 */
import { openStore } from '../../src-main/store/open'
import { createPlayer } from '../../src-main/services/roster'
import { closeAtParlor } from '../../src-main/services/parlor/close'
import { at, dealIn, setUpTables, sitDown } from './parlor'

const [file, migrationsDir] = process.argv.slice(2)
const { db } = await openStore({ file, migrationsDir })
const playerIds = ['东家', '南家', '西家', '北家'].map(
  (name) => createPlayer(db, { name, nickname: '', phone: '', note: '', allowDuplicate: true }).id
)
const [tableId] = setUpTables(db, ['1号桌'])
for (let round = 0; ; round += 1) {
  const start = at('12:00', round)
  const session = sitDown(db, tableId, playerIds, start)
  dealIn(db, session.id, round % 4, (round + 1) % 4)
  closeAtParlor(db, { sessionId: session.id, toAccount: [0, 1, 2, 3], confirmOverLimit: true }, start + 95 * 60_000)
  process.stdout.write(`ack ${session.id}\n`)
}
