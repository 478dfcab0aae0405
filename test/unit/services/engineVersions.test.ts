import type { Database } from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ENGINE_VERSION } from '../../../src-main/scoring'
import { deleteHand, editHand, recordHand, undoLastChange } from '../../../src-main/services/hands'
import { closeSession, getSessionView } from '../../../src-main/services/sessions'
import { listAudit } from '../../../src-main/store/audit'
import { openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

const OLD_ENGINE = '0.9.0'
const standard = { form: 'standard' }

/**
 * Makes hand `handId` look as if an older engine had scored it differently: its stored version is
 * OLD_ENGINE and its deltas are twice what this engine computes.
 */
function storeAsOlderEngine(db: Database, handId: number): number[] {
  const { result } = db.prepare('SELECT result FROM hands WHERE id = ?').get(handId) as { result: string }
  const old = JSON.parse(result) as { deltas: number[] }
  old.deltas = old.deltas.map((delta) => delta * 2)
  db.prepare('UPDATE hands SET result = ?, engine_version = ? WHERE id = ?').run(
    JSON.stringify(old),
    OLD_ENGINE,
    handId
  )
  return old.deltas
}

/** Three hands of Hangzhou; the third one "scored by an older engine". */
async function tableWithOldHand() {
  const { db } = await openTestContext()
  const table = openTable(db, 'hangzhou')
  const ids = [win(1, null, standard), win(2, null, standard), win(3, null, standard)].map(
    (draft) => recordHand(db, table.id, draft).changes[0].handId
  )
  const oldDeltas = storeAsOlderEngine(db, ids[2])
  const rescores = () => listAudit(db, { sessionId: table.id, limit: 100 }).filter((e) => e.action === 'rescore')
  return { db, table, ids, oldDeltas, rescores }
}

describe('stored results and engine versions', () => {
  it('an edit in an open session rescores an older-engine hand, shows the change and logs it', async () => {
    const { db, table, ids, oldDeltas, rescores } = await tableWithOldHand()
    // Hand 1 edited into the same hand: nothing of its own moves, only the old hand is rescored.
    const { session, changes } = editHand(db, ids[0], win(1, null, standard))
    const current = session.hands[2].result.deltas
    expect(current).not.toEqual(oldDeltas)
    expect(changes).toEqual([
      {
        handId: ids[2],
        seq: 3,
        before: expect.objectContaining({ deltas: oldDeltas }),
        after: expect.objectContaining({ deltas: current }),
        engineVersion: { before: OLD_ENGINE, after: ENGINE_VERSION }
      }
    ])
    expect(session.hands[2].engineVersion).toBe(ENGINE_VERSION)
    const [entry] = rescores()
    expect(rescores()).toHaveLength(1)
    expect(entry).toMatchObject({
      entityId: ids[2],
      before: { seq: 3, engineVersion: OLD_ENGINE, deltas: oldDeltas },
      after: { seq: 3, engineVersion: ENGINE_VERSION, deltas: current }
    })
    // The log entry is not a change of the host's: undo reverts the edit, not the rescoring.
    expect(undoLastChange(db, table.id).undone).toBe('edit')
    expect(getSessionView(db, table.id).hands[2].result.deltas).toEqual(current)
  })

  it('a delete or an undo rescores the same way', async () => {
    const { db, table, ids, rescores } = await tableWithOldHand()
    const deleted = deleteHand(db, ids[1])
    expect(deleted.changes.find((change) => change.handId === ids[2])?.engineVersion).toEqual({
      before: OLD_ENGINE,
      after: ENGINE_VERSION
    })
    expect(rescores()).toHaveLength(1)
    storeAsOlderEngine(db, ids[2])
    const undone = undoLastChange(db, table.id)
    expect(undone.changes.find((change) => change.handId === ids[2])?.engineVersion?.before).toBe(OLD_ENGINE)
    expect(rescores()).toHaveLength(2)
  })

  it('an older-engine hand whose result this engine agrees with is left alone and not logged', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'hangzhou')
    const first = recordHand(db, table.id, win(1, null, standard)).changes[0].handId
    const second = recordHand(db, table.id, win(2, null, standard)).changes[0].handId
    db.prepare('UPDATE hands SET engine_version = ? WHERE id = ?').run(OLD_ENGINE, second)
    const { changes } = editHand(db, first, win(1, null, standard))
    expect(changes).toEqual([])
    expect(listAudit(db, { sessionId: table.id, limit: 100 }).map((e) => e.action)).not.toContain('rescore')
    expect(getSessionView(db, table.id).hands[1].engineVersion).toBe(OLD_ENGINE)
  })

  it('a closed session keeps the stored results of an older engine', async () => {
    const { db, table, ids, oldDeltas, rescores } = await tableWithOldHand()
    const closed = closeSession(db, table.id)
    expect(closed.hands[2].result.deltas).toEqual(oldDeltas)
    expect(closed.hands[2].engineVersion).toBe(OLD_ENGINE)
    expect(() => editHand(db, ids[0], win(1, null, standard))).toThrow(
      expect.objectContaining({ code: expect.any(String) })
    )
    const again = getSessionView(db, table.id)
    expect(again.hands[2].result.deltas).toEqual(oldDeltas)
    expect(again.settlement).toEqual(closed.settlement)
    expect(rescores()).toEqual([])
  })
})
