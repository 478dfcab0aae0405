/** The hand changes of the audit log are what 撤销/重做 reads: a backup whose links are broken is refused. */
import { describe, expect, it } from 'vitest'
import { deleteHand, editHand, recordHand, redoLastUndo, undoLastChange } from '../../../src-main/services/hands'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { closeSession, getSessionView, reopenSession } from '../../../src-main/services/sessions'
import { dumpDatabase, openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

type Row = Record<string, unknown>
type Tables = Record<string, Row[]>

/** Two open tables; the first has an add, an edit, an undo of the edit and its redo, then another undo. */
async function auditedBackup(): Promise<{ header: Row; tables: Tables }> {
  const { db } = await openTestContext()
  const first = openTable(db, 'sichuan')
  const second = openTable(db, 'sichuan')
  const hand = recordHand(db, first.id, win(1, 0, { pattern: 'pinghu' })).changes[0]
  recordHand(db, second.id, win(2, 0, { pattern: 'pinghu' }))
  editHand(db, hand.handId, win(2, 0, { pattern: 'pinghu' }))
  undoLastChange(db, first.id)
  redoLastUndo(db, first.id)
  undoLastChange(db, first.id)
  const { tables, ...header } = JSON.parse(exportJsonBackup(db).content) as Row & { tables: Tables }
  return { header, tables }
}

const handRows = (tables: Tables, action: string) =>
  tables.audit_log.filter((row) => row.entity === 'hand' && row.action === action)
const lastId = (tables: Tables) => Math.max(...tables.audit_log.map((row) => row.id as number))

const CRAFTED: [string, (tables: Tables) => void][] = [
  [
    'an undo that names no change',
    (t) => t.audit_log.push({ ...handRows(t, 'undo')[0], id: lastId(t) + 1, after: '{}' })
  ],
  [
    "an undo of another table's change",
    (t) => {
      const other = handRows(t, 'add').find((row) => row.session_id !== handRows(t, 'undo')[0].session_id)!
      handRows(t, 'undo')[0].after = JSON.stringify({ undoOf: other.id, undid: 'add', seq: 1 })
    }
  ],
  [
    'an undo of a change that comes after it',
    (t) => {
      const undo = handRows(t, 'undo')[0]
      undo.after = JSON.stringify({ ...JSON.parse(undo.after as string), undoOf: lastId(t) })
    }
  ],
  [
    'a redo of something that is no undo',
    (t) => {
      const redo = handRows(t, 'edit').find((row) => (row.after as string).includes('redoOf'))!
      const add = handRows(t, 'add')[0]
      redo.after = JSON.stringify({ ...JSON.parse(redo.after as string), redoOf: add.id })
    }
  ],
  ['an edit without the hand it replaced', (t) => (handRows(t, 'edit')[0].before = null)],
  ['a hand change of a table that does not exist', (t) => (handRows(t, 'add')[0].session_id = 999)],
  ['an unknown hand action', (t) => (handRows(t, 'add')[0].action = 'explode')]
]

describe('the hand changes of the audit log in a backup', () => {
  it('imports when every undo and redo names its change', async () => {
    const { header, tables } = await auditedBackup()
    const target = await openTestContext()
    importJsonBackup(target, JSON.stringify({ ...header, tables }))
    expect(dumpDatabase(target).audit_log.slice(0, -1)).toEqual(tables.audit_log)
  })

  it.each(CRAFTED)('refuses %s, naming the row, and changes nothing', async (_, craft) => {
    const { header, tables } = await auditedBackup()
    craft(tables)
    const target = await openTestContext()
    const before = dumpDatabase(target)
    expect(() => importJsonBackup(target, JSON.stringify({ ...header, tables }))).toThrow(
      expect.objectContaining({ code: 'IMPORT_INVALID', messageZh: expect.stringMatching(/操作记录第 \d+ 条/) })
    )
    expect(dumpDatabase(target)).toEqual(before)
  })

  it("never undoes another table's hand that took the id of a purged one", async () => {
    const { db } = await openTestContext()
    const first = openTable(db, 'sichuan')
    recordHand(db, first.id, win(1, 0, { pattern: 'pinghu' }))
    const purged = recordHand(db, first.id, win(2, 0, { pattern: 'pinghu' })).changes[0].handId
    deleteHand(db, purged)
    closeSession(db, first.id)
    const second = openTable(db, 'sichuan')
    expect(recordHand(db, second.id, win(3, 0, { pattern: 'pinghu' })).changes[0].handId).toBe(purged)
    reopenSession(db, first.id)
    expect(getSessionView(db, first.id).undoable).toBeNull()
    expect(() => undoLastChange(db, first.id)).toThrow(expect.objectContaining({ code: 'NOTHING_TO_UNDO' }))
    expect(getSessionView(db, second.id).hands).toHaveLength(1)
  })

  it('a damaged undo in a live file does not take the table down', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    recordHand(db, table.id, win(1, 0, { pattern: 'pinghu' }))
    db.prepare(
      `INSERT INTO audit_log (entity, entity_id, session_id, action, after) VALUES ('hand', NULL, ?, 'undo', '{}')`
    ).run(table.id)
    expect(getSessionView(db, table.id)).toMatchObject({ id: table.id, redoable: null })
    expect(() => redoLastUndo(db, table.id)).toThrow(expect.objectContaining({ code: 'NOTHING_TO_REDO' }))
  })
})
