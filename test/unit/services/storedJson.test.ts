/** Stored JSON is read through schemas: a damaged value is a clear error, never a value of the wrong shape. */
import { describe, expect, it } from 'vitest'
import { listRatePlans } from '../../../src-main/services/parlor/setup'
import { listPresets, savePreset } from '../../../src-main/services/presets'
import { recordHand } from '../../../src-main/services/hands'
import { getSessionView } from '../../../src-main/services/sessions'
import { openTestContext } from '../../support/context'
import { NO_RULES, openTable, win } from '../../support/fixtures'
import { setUpTables } from '../../support/parlor'

const damaged = { code: 'STORED_DATA_DAMAGED', messageZh: expect.stringMatching(/已损坏/) }

describe('stored JSON', () => {
  it('reads a table’s options and rules as saved', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan', 2)
    const view = getSessionView(db, table.id)
    expect(view.rules).toEqual(NO_RULES)
    expect(view.options).toEqual(table.options)
  })

  it.each([
    ['session_options', '{"minScore":"ten","doubling":null,"pointValue":1,"tableFee":{"kind":"none"}}'],
    ['session_options', '{"minScore":null,"doubling":null,"pointValue":1}'],
    ['options', '[1,2]']
  ])('a damaged table %s is refused with a clear error', async (column, value) => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan', 2)
    db.prepare(`UPDATE table_sessions SET ${column} = ? WHERE id = ?`).run(value, table.id)
    expect(() => getSessionView(db, table.id)).toThrow(expect.objectContaining(damaged))
  })

  it('a damaged preset is refused with a clear error', async () => {
    const { db } = await openTestContext()
    savePreset(db, { name: '两人', variant: 'sichuan', seats: 2, options: {}, rules: NO_RULES })
    db.prepare(`UPDATE rule_presets SET session_options = '{"minScore":null}'`).run()
    expect(() => listPresets(db)).toThrow(expect.objectContaining(damaged))
  })

  it('a damaged rate plan is refused with a clear error', async () => {
    const { db } = await openTestContext()
    setUpTables(db, ['1号桌'])
    expect(listRatePlans(db)).toHaveLength(1)
    db.prepare(`UPDATE rate_plans SET plan = '{"bands":"all day"}'`).run()
    expect(() => listRatePlans(db)).toThrow(expect.objectContaining(damaged))
  })

  it('a damaged hand is named by its number on the sheet; a closed table refuses a new hand before reading its hands', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan', 2)
    for (const winner of [0, 1, 0]) recordHand(db, table.id, win(winner, 1 - winner, { pattern: 'pinghu' }))
    const second = getSessionView(db, table.id).hands[1].id
    db.prepare(`UPDATE hands SET result = '{"deltas":[1,-1]}' WHERE id = ?`).run(second)
    expect(() => getSessionView(db, table.id)).toThrow(
      expect.objectContaining({ ...damaged, messageZh: expect.stringMatching(/第 2 局/) })
    )
    db.prepare(`UPDATE table_sessions SET status = 'closed' WHERE id = ?`).run(table.id)
    expect(() => recordHand(db, table.id, win(0, 1, { pattern: 'pinghu' }))).toThrow(
      expect.objectContaining({ code: 'SESSION_CLOSED' })
    )
  })
})
