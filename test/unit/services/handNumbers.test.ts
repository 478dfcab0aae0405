/** One hand numbering: the number the entry shows is the number saved, after deletes and undos too. */
import { describe, expect, it } from 'vitest'
import { deleteHand, recordHand, undoLastChange } from '../../../src-main/services/hands'
import { exportSessionCsv } from '../../../src-main/services/sessionExport'
import { closeSession, getSessionView } from '../../../src-main/services/sessions'
import { openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

const numbers = (view: { hands: { seq: number }[] }) => view.hands.map((hand) => hand.seq)

describe('hand numbers', () => {
  it('stay 1, 2, 3… after a delete and an undo, and the saved hand gets the number the entry showed', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    for (const winner of [1, 2, 3]) recordHand(db, table.id, win(winner, 0, { pattern: 'pinghu' }))
    const second = getSessionView(db, table.id).hands[1]
    const afterDelete = deleteHand(db, second.id)
    expect(afterDelete.changes[0].seq).toBe(2)
    expect(numbers(afterDelete.session)).toEqual([1, 2])

    // The entry shows 第 (hands + 1) 局; the toast reports the saved hand's number.
    const shown = afterDelete.session.hands.length + 1
    const saved = recordHand(db, table.id, win(1, 2, { pattern: 'pinghu' }))
    expect(saved.changes[0].seq).toBe(shown)
    expect(numbers(saved.session)).toEqual([1, 2, 3])

    undoLastChange(db, table.id) // the hand just added
    const restored = undoLastChange(db, table.id) // the delete
    expect(numbers(restored.session)).toEqual([1, 2, 3])
    expect(restored.session.hands[1].id).toBe(second.id)

    deleteHand(db, restored.session.hands[0].id)
    const closed = closeSession(db, table.id)
    expect(numbers(closed)).toEqual([1, 2])
    const csv = (await exportSessionCsv(db, table.id)).content.split('\r\n')
    const handLines = csv.filter((line) => /^\d+,\d{4}-\d\d-\d\d \d\d:\d\d,/.test(line))
    expect(handLines.map((line) => Number(line.split(',')[0]))).toEqual([1, 2])
  })
})
