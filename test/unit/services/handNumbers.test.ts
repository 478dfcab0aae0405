/** One hand numbering: the number the entry shows is the number saved, after deletes and undos too. */
import { describe, expect, it } from 'vitest'
import { deleteHand, editHand, recordHand, undoLastChange } from '../../../src-main/services/hands'
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

  it('name the hand an undo or a redo would change by the number shown, after a delete too', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    for (const winner of [1, 2, 3, 1, 2, 3, 1]) recordHand(db, table.id, win(winner, 0, { pattern: 'pinghu' }))
    const third = getSessionView(db, table.id).hands[2]
    expect(deleteHand(db, third.id).session.undoable).toEqual({ action: 'delete', seq: 3 })

    // Six hands now: the next one is hand 7 on the screen, and the undo says so.
    const added = recordHand(db, table.id, win(2, 0, { pattern: 'pinghu' })).session
    expect(added.hands).toHaveLength(7)
    expect(added.undoable).toEqual({ action: 'add', seq: 7 })

    const undone = undoLastChange(db, table.id).session
    expect(undone.hands).toHaveLength(6)
    expect(undone.undoable).toEqual({ action: 'delete', seq: 3 })
    expect(undone.redoable).toEqual({ action: 'add', seq: 7 })

    // The last hand's edit, with a deleted hand before it, is labelled 6, not its stored 7.
    const last = undone.hands[5]
    const edited = editHand(db, last.id, win(3, 0, { pattern: 'pinghu' })).session
    expect(edited.undoable).toEqual({ action: 'edit', seq: 6 })
  })
})
