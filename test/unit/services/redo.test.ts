import { describe, expect, it } from 'vitest'
import { deleteHand, editHand, recordHand, redoLastUndo, undoLastChange } from '../../../src-main/services/hands'
import { getSessionView } from '../../../src-main/services/sessions'
import { openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

const totals = (db: Parameters<typeof getSessionView>[0], id: number) => getSessionView(db, id).totals

describe('重做 after 撤销', () => {
  it('redoes an undone add, edit and delete in reverse order of the undos, each undoable again', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    const first = recordHand(db, table.id, win(1, null)).changes[0].handId
    recordHand(db, table.id, win(2, 0))
    editHand(db, first, win(3, null))
    const second = getSessionView(db, table.id).hands[1].id
    deleteHand(db, second)
    const done = totals(db, table.id)

    expect(undoLastChange(db, table.id).undone).toBe('delete')
    expect(undoLastChange(db, table.id).undone).toBe('edit')
    expect(getSessionView(db, table.id).redoable).toEqual({ action: 'edit', seq: 1 })
    expect(redoLastUndo(db, table.id).redone).toBe('edit')
    expect(getSessionView(db, table.id).hands[0].input.events[0]).toMatchObject({ winner: 3 })
    expect(redoLastUndo(db, table.id).redone).toBe('delete')
    expect(totals(db, table.id)).toEqual(done)
    expect(getSessionView(db, table.id).redoable).toBeNull()
    expect(() => redoLastUndo(db, table.id)).toThrow(expect.objectContaining({ code: 'NOTHING_TO_REDO' }))

    // A redone change is undone again like any other.
    expect(undoLastChange(db, table.id).undone).toBe('delete')
    expect(getSessionView(db, table.id).hands).toHaveLength(2)
  })

  it('forgets what could be redone once a new change is made', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    recordHand(db, table.id, win(1, null))
    recordHand(db, table.id, win(2, 0))
    undoLastChange(db, table.id)
    expect(getSessionView(db, table.id).redoable).toEqual({ action: 'add', seq: 2 })
    recordHand(db, table.id, win(3, null))
    expect(getSessionView(db, table.id).redoable).toBeNull()
    expect(() => redoLastUndo(db, table.id)).toThrow(expect.objectContaining({ code: 'NOTHING_TO_REDO' }))
  })
})
