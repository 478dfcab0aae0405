/**
 * sessions.overview answers what the settlement screen draws: sessions.get's answer without its hand
 * list (a 20,000-hand table's is megabytes), with how many hands there are. Derived from sessions.get
 * on a seeded club and on tables of every kind, refusals included.
 */
import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { PERMISSIONS } from '../../../src-main/api/permissions'
import { recordHand } from '../../../src-main/services/hands'
import { handOver, voidSession } from '../../../src-main/services/sessions'
import { smallClub } from '../../support/club'
import { openTestContext } from '../../support/context'
import { addPlayers, openTable, win } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'
import { closeAtParlor } from '../../../src-main/services/parlor/close'
import type { SessionView } from '../../../src-main/model/sessions'

type Answer = { ok: true; data: SessionView } | { ok: false; error: unknown }

async function seededClub() {
  const ctx = await openTestContext()
  const { db } = ctx
  ctx.now = () => at('23:30')
  smallClub(db, 30, 11)
  const [backer, newcomer] = addPlayers(db, ['戊', '己'])
  const yaku = openTable(db, 'yaku', 4, { backerPlayerIds: [backer] })
  for (let index = 0; index < 9; index++) {
    recordHand(db, yaku.id, {
      ...win(index % 4, (index + 1) % 4, { yaku: [] }),
      supporters: [{ playerId: backer, seat: index % 4 }]
    })
    if (index === 4) handOver(db, { sessionId: yaku.id, seat: 2, playerId: newcomer })
  }
  const empty = openTable(db, 'sichuan', 4)
  const [table] = setUpTables(db, ['一号桌'])
  const parlor = sitDown(db, table, addPlayers(db, ['子', '丑', '寅', '卯']), at('20:00'))
  for (let index = 0; index < 6; index++) dealIn(db, parlor.id, index % 4, (index + 2) % 4)
  closeAtParlor(db, { sessionId: parlor.id, toAccount: [] }, at('23:00'))
  const voided = openTable(db, 'sichuan', 4)
  dealIn(db, voided.id, 0, 1)
  voidSession(db, voided.id, at('23:10'))
  const ids = (db.prepare('SELECT id FROM table_sessions ORDER BY id').all() as { id: number }[]).map((row) => row.id)
  expect(ids).toEqual(expect.arrayContaining([yaku.id, empty.id, parlor.id, voided.id]))
  const handlers = createHandlers(ctx, 't')
  const call = (method: string, input: object) => dispatch(handlers, method, input) as Promise<Answer>
  return { ids, call }
}

describe('sessions.overview', () => {
  it('answers sessions.get without the hands, with their count, for every table of a seeded club', async () => {
    const { ids, call } = await seededClub()
    let handsSeen = 0
    for (const id of ids) {
      const full = await call('sessions.get', { id })
      const overview = await call('sessions.overview', { id })
      if (!full.ok) throw new Error(`sessions.get ${id} refused`)
      const { hands, ...rest } = full.data
      handsSeen += hands.length
      expect(overview, `table ${id}`).toEqual({ ok: true, data: { ...rest, handCount: hands.length } })
      expect(overview.ok && 'hands' in overview.data, `table ${id} carries no hands`).toBe(false)
    }
    expect(handsSeen).toBeGreaterThan(ids.length)
  })

  it('is open to whoever may call sessions.get: a table tablet for its own table, staff from attendant', () => {
    expect(PERMISSIONS['sessions.overview']).toEqual(PERMISSIONS['sessions.get'])
  })

  it('refuses what sessions.get refuses, the same way', async () => {
    const { ids, call } = await seededClub()
    for (const input of [{ id: Math.max(...ids) + 1 }, { id: 'x' }, { id: 1, extra: true }, {}]) {
      const full = await call('sessions.get', input)
      expect(full.ok, JSON.stringify(input)).toBe(false)
      expect(await call('sessions.overview', input), JSON.stringify(input)).toEqual(full)
    }
  })
})
