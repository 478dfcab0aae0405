/**
 * Child process of the crash-safety test: records hands as fast as it can and prints
 * `ack <seq>` after each one is committed, until it is killed.
 */
import { openStore } from '../../src-main/store/open'
import { createPlayer } from '../../src-main/services/roster'
import { createSession } from '../../src-main/services/sessions'
import { recordHand } from '../../src-main/services/hands'

const [file, migrationsDir] = process.argv.slice(2)
const { db } = await openStore({ file, migrationsDir })
const names = ['东家', '南家', '西家', '北家']
const playerIds = names.map(
  (name) => createPlayer(db, { name, nickname: '', phone: '', note: '', allowDuplicate: true }).id
)
const session = createSession(db, {
  title: 'crash',
  variant: 'sichuan',
  options: {},
  playerIds,
  backerPlayerIds: [],
  firstDealer: 0,
  rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
})
process.stdout.write(`session ${session.id}\n`)
for (let hand = 0; ; hand += 1) {
  const winner = hand % 4
  const outcome = recordHand(db, session.id, {
    events: [{ type: 'win', winner, from: (winner + 1) % 4, pattern: 'pinghu' }],
    supporters: []
  })
  process.stdout.write(`ack ${outcome.changes[0].seq}\n`)
}
