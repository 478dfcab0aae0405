/**
 * The store decodes `table_clocks.fee` itself (issue 22): a clock row carries the time fee as a
 * value, read through its codec when asked for, so a damaged fee fails only what reads it.
 */
import { expect, it } from 'vitest'
import { closeAtParlor } from '../../../src-main/services/parlor/close'
import { closedClocksStartedBetween, getClockRow } from '../../../src-main/store/parlor'
import { openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, setUpTables, sitDown } from '../../support/parlor'

async function closedTable() {
  const { db } = await openTestContext()
  const [tableId] = setUpTables(db, ['1号桌'])
  const session = sitDown(db, tableId, addPlayers(db, ['甲', '乙', '丙', '丁']), at('20:00'))
  const closed = closeAtParlor(db, { sessionId: session.id, toAccount: [] }, at('22:00'))
  return { db, sessionId: session.id, closed }
}

it('a stopped clock row carries its time fee decoded, as the close priced it', async () => {
  const { db, sessionId, closed } = await closedTable()
  expect(closed.timeFee).not.toBeNull()
  expect(getClockRow(db, sessionId)?.fee).toEqual(closed.timeFee)
  expect(closedClocksStartedBetween(db, at('00:00'), at('00:00', 1))[0].fee).toEqual(closed.timeFee)
})

it('a damaged fee fails only its reading, not the row', async () => {
  const { db, sessionId } = await closedTable()
  db.prepare('UPDATE table_clocks SET fee = ? WHERE session_id = ?').run('{"payer":"nobody"}', sessionId)
  const row = getClockRow(db, sessionId)!
  expect(row.fee_cents).toBeGreaterThan(0)
  expect(() => row.fee).toThrow(expect.objectContaining({ code: 'STORED_DATA_DAMAGED' }))
  const [closedRow] = closedClocksStartedBetween(db, at('00:00'), at('00:00', 1))
  expect(closedRow.name).toBe('1号桌')
  expect(() => closedRow.fee).toThrow(expect.objectContaining({ code: 'STORED_DATA_DAMAGED' }))
})
