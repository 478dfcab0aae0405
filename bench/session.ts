/**
 * One table session with many hands, as the desk works on it: adding a hand, editing an early one
 * (every later hand rescored), reading the table, handing a seat over and taking it back, closing
 * and reopening it; and the session list of 200 tables. Each request reads the session once, the
 * list reads each table's people for all tables at once (issue 22).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { editHand, recordHand } from '../src-main/services/hands'
import { createPlayer } from '../src-main/services/roster'
import { closeAtParlor, reopenAtParlor } from '../src-main/services/parlor/close'
import { createSession, getSessionView, handOver, listSessions, takeBackSeat } from '../src-main/services/sessions'
import { openStore } from '../src-main/store/open'
import { median } from './parlor'

const MIGRATIONS_DIR = join(import.meta.dirname, '../db/migrations')
const HANDS = 300
const LISTED = 200
const SMALL_TABLE_HANDS = 8
const rules = { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' as const } }
const win = (winner: number, from: number, backer: number) => ({
  events: [{ type: 'win', winner, from, yaku: [] }],
  supporters: [{ playerId: backer, seat: winner }]
})

export async function benchSession(): Promise<object> {
  const dir = mkdtempSync(join(tmpdir(), 'queji-session-bench-'))
  const { db } = await openStore({ file: join(dir, 'queji.sqlite'), migrationsDir: MIGRATIONS_DIR })
  try {
    const person = (name: string) =>
      createPlayer(db, { name, nickname: '', phone: '', note: '', allowDuplicate: false }).id
    const [backer, newcomer, spare, ...playerIds] = ['戊', '己', '庚', '甲', '乙', '丙', '丁'].map(person)
    const open = () =>
      createSession(db, {
        title: 'bench',
        variant: 'yaku',
        options: {},
        playerIds,
        backerPlayerIds: [backer],
        firstDealer: 0,
        rules
      })
    // the tables listed besides the big one: every other one closed, each with a seat handed over
    for (let index = 1; index < LISTED; index++) {
      const small = open()
      for (let hand = 0; hand < SMALL_TABLE_HANDS; hand++) {
        recordHand(db, small.id, win(hand % 4, (hand + 1) % 4, backer))
        if (hand === SMALL_TABLE_HANDS / 2) handOver(db, { sessionId: small.id, seat: 1, playerId: newcomer })
      }
      if (index % 2 === 0) closeAtParlor(db, { sessionId: small.id, toAccount: [] }, Date.now())
    }
    const table = open()
    for (let index = 0; index < HANDS; index++) {
      recordHand(db, table.id, win(index % 4, (index + 1) % 4, backer))
      if (index === HANDS / 2) handOver(db, { sessionId: table.id, seat: 2, playerId: newcomer })
    }
    const third = getSessionView(db, table.id).hands[2].id
    return {
      hands: HANDS,
      sessionGetMedianMs: median(20, () => getSessionView(db, table.id)),
      handEditThirdMedianMs: median(20, (index) => editHand(db, third, win((index + 2) % 2, 3, backer))),
      handAddMedianMs: median(40, (index) => recordHand(db, table.id, win((index + 4) % 4, (index + 5) % 4, backer))),
      handOverAndTakeBackMedianMs: median(20, () => {
        handOver(db, { sessionId: table.id, seat: 1, playerId: spare })
        takeBackSeat(db, table.id, 1)
      }),
      closeAndReopenMedianMs: median(20, () => {
        closeAtParlor(db, { sessionId: table.id, toAccount: [] }, Date.now())
        reopenAtParlor(db, table.id, Date.now())
      }),
      listed: LISTED,
      sessionsListMedianMs: median(20, () => listSessions(db, { limit: LISTED, offset: 0 }))
    }
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
