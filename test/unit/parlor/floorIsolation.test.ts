/**
 * Isolation: a damaged stored row is reported where it is. A running clock whose frozen plan is
 * damaged shows its own tile as damaged, with what to do; every other table keeps working.
 */
import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { floorView } from '../../../src-main/services/parlor/floor'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

const DAMAGED_PLANS: [string, string][] = [
  ['a plan without bands', '{"bands":[],"unitMinutes":30,"graceMinutes":0,"minimumCents":0,"block":null,"addOns":[]}'],
  ['a plan stored as "42"', '42'],
  ['a plan that is not JSON', '{"bands":']
]

async function twoTablesInPlay() {
  const ctx = await openTestContext()
  const ids = addPlayers(ctx.db, ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛'])
  const [one, two, three] = setUpTables(ctx.db, ['1号桌', '2号桌', '3号桌'])
  const damaged = sitDown(ctx.db, one, ids.slice(0, 4), at('14:00'))
  const healthy = sitDown(ctx.db, two, ids.slice(4), at('14:00'))
  dealIn(ctx.db, healthy.id, 0, 1)
  return { ctx, tables: { one, two, three }, damaged, healthy }
}

describe('the floor with one damaged table', () => {
  it.each(DAMAGED_PLANS)('shows %s as that table damaged, every other table as it is', async (_, plan) => {
    const { ctx, tables, damaged, healthy } = await twoTablesInPlay()
    ctx.db.prepare('UPDATE table_clocks SET plan = ? WHERE session_id = ?').run(plan, damaged.id)
    const floor = floorView(ctx.db, at('15:00'))
    const tile = (id: number) => floor.tiles.find((candidate) => candidate.table.id === id)!
    expect(tile(tables.one)).toMatchObject({
      state: 'damaged',
      sessionId: damaged.id,
      damage: { code: 'STORED_DATA_DAMAGED', messageZh: expect.stringContaining('备份'), messageEn: expect.any(String) }
    })
    expect(tile(tables.two)).toMatchObject({ state: 'playing', sessionId: healthy.id, hands: 1, feeCents: 1500 })
    expect(tile(tables.three)).toMatchObject({ state: 'free' })
    const answer = await dispatch(createHandlers({ ...ctx, now: () => at('15:00') }, 't'), 'parlor.floor', {})
    expect(answer).toMatchObject({ ok: true })
  })
})
