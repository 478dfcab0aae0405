/**
 * Child process of the concurrency test: opens the data file another writer is using, opens its
 * own table and records `count` hands, printing `ok` or `error <message>` for each, then `done`.
 * A short pause between hands stands for the host (who enters a hand a minute, not a hand a
 * millisecond): SQLite's busy wait is not a queue, and a writer that never lets go of the lock
 * could starve the other past any timeout.
 */
import { openStore } from '../../src-main/store/open'
import { createPlayer } from '../../src-main/services/roster'
import { createSession } from '../../src-main/services/sessions'
import { recordHand } from '../../src-main/services/hands'

const [file, migrationsDir, count, name] = process.argv.slice(2)
const PAUSE_MS = 20
const { db } = await openStore({ file, migrationsDir })

function attempt(action: () => void): void {
  try {
    action()
    process.stdout.write('ok\n')
  } catch (error) {
    process.stdout.write(`error ${error instanceof Error ? error.message : String(error)}\n`)
  }
}

let sessionId = 0
attempt(() => {
  const playerIds = ['东', '南', '西', '北'].map(
    (seat) => createPlayer(db, { name: `${name}${seat}`, nickname: '', phone: '', note: '', allowDuplicate: true }).id
  )
  sessionId = createSession(db, {
    title: name,
    variant: 'sichuan',
    options: {},
    playerIds,
    backerPlayerIds: [],
    firstDealer: 0,
    rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
  }).id
})
for (let hand = 0; hand < Number(count); hand += 1) {
  const winner = hand % 4
  attempt(() =>
    recordHand(db, sessionId, {
      events: [{ type: 'win', winner, from: (winner + 1) % 4, pattern: 'pinghu' }],
      supporters: []
    })
  )
  await new Promise((done) => setTimeout(done, PAUSE_MS))
}
db.close()
process.stdout.write('done\n')
