import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { scoreHand } from '../../../src-main/scoring'
import { deleteHand, editHand, previewHand, recordHand, undoLastChange } from '../../../src-main/services/hands'
import { closeSession, getSessionView, reopenSession } from '../../../src-main/services/sessions'
import { listAudit } from '../../../src-main/store/audit'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers, openTable, win } from '../../support/fixtures'

const standard = { form: 'standard' }

describe('hands', () => {
  it('records hands, carrying the dealer and streak from each result', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'hangzhou')
    recordHand(db, table.id, win(0, null, standard)) // dealer wins: streak 2
    const second = recordHand(db, table.id, win(2, 0, standard)) // 二连庄 discard win from the dealer
    const view = second.session
    expect(view.hands.map((hand) => [hand.input.dealer, hand.input.dealerStreak])).toEqual([
      [0, 1],
      [0, 2]
    ])
    expect(view.hands[1].result.deltas).toEqual([-4, 0, 4, 0])
    expect(view.totals).toEqual([2, -2, 2, -2])
    expect([view.dealer, view.dealerStreak]).toEqual([2, 1])
  })

  it('previews without saving and refuses a hand the rules forbid', async () => {
    const ctx = await openTestContext()
    const table = openTable(ctx.db, 'hangzhou')
    const before = dumpDatabase(ctx)
    expect(previewHand(ctx.db, table.id, win(1, null, standard)).result.deltas).toEqual([-2, 4, -1, -1])
    expect(() => recordHand(ctx.db, table.id, win(2, 0, standard))).toThrow(
      expect.objectContaining({ code: expect.any(String) })
    )
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('an edit recomputes every later hand and reports what changed', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'hangzhou')
    const first = recordHand(db, table.id, win(0, null, standard)).changes[0].handId
    recordHand(db, table.id, win(1, null, standard))
    const { session, changes } = editHand(db, first, win(3, null, standard))
    expect(session.hands.map((hand) => hand.result.deltas)).toEqual([
      [-2, -1, -1, 4],
      [-1, 4, -1, -2]
    ])
    expect(changes.map((change) => [change.seq, change.before?.dealer, change.after?.dealer])).toEqual([
      [1, 0, 0],
      [2, 0, 3]
    ])
    // Stored results are exactly what the engine computes for the stored inputs.
    for (const hand of session.hands) expect(scoreHand(hand.input)).toEqual(hand.result)
  })

  it('reports the backers\u2019 points before and after with each changed hand', async () => {
    const { db } = await openTestContext()
    const [backer] = addPlayers(db, ['戊'])
    const table = openTable(db, 'yaku', 4, { backerPlayerIds: [backer] })
    const backing = (seat: number) => ({
      events: [{ type: 'win', winner: 1, from: 0, yaku: [] }],
      supporters: [{ playerId: backer, seat }]
    })
    const first = recordHand(db, table.id, backing(0))
    expect(first.changes[0].after?.supporterDeltas).toEqual({ [`p${backer}`]: -1.5 })
    const { changes } = editHand(db, first.changes[0].handId, backing(1))
    expect(changes.map((change) => [change.before?.supporterDeltas, change.after?.supporterDeltas])).toEqual([
      [{ [`p${backer}`]: -1.5 }, { [`p${backer}`]: 1.5 }]
    ])
  })

  it('refuses an edit that would make a later hand invalid, changing nothing', async () => {
    const ctx = await openTestContext()
    const table = openTable(ctx.db, 'hangzhou')
    const first = recordHand(ctx.db, table.id, win(0, null, standard)).changes[0].handId
    recordHand(ctx.db, table.id, win(2, 0, standard)) // legal only while the dealer has a streak
    const before = dumpDatabase(ctx)
    expect(() => editHand(ctx.db, first, win(1, null, standard))).toThrow(
      expect.objectContaining({ code: 'LATER_HAND_INVALID' })
    )
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('names the later hand that an edit would make invalid, by its number and id, in both languages', async () => {
    const ctx = await openTestContext()
    const other = openTable(ctx.db, 'hangzhou')
    for (const winner of [1, 2, 3]) recordHand(ctx.db, other.id, win(winner, null, standard)) // hand ids ≠ numbers
    const table = openTable(ctx.db, 'hangzhou')
    recordHand(ctx.db, table.id, win(1, null, standard)) // seat 1 deals next
    const second = recordHand(ctx.db, table.id, win(1, null, standard)).changes[0].handId
    const later = recordHand(ctx.db, table.id, win(2, 1, standard)).changes[0].handId // needs the dealer's streak
    const result = await dispatch(createHandlers(ctx, 't'), 'hands.edit', {
      handId: second,
      version: getSessionView(ctx.db, table.id).hands[1].version,
      requestId: crypto.randomUUID(),
      hand: win(3, null, standard)
    })
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'LATER_HAND_INVALID',
        messageZh: expect.stringContaining('第 3 局'),
        messageEn: expect.stringContaining('hand 3'),
        details: { handId: later, seq: 3 }
      }
    })
    if (!result.ok) expect(`${result.error.messageZh} ${result.error.messageEn}`).not.toContain('events[')
  })

  it('names a later hand a delete would make invalid by the number it has now', async () => {
    const ctx = await openTestContext()
    const table = openTable(ctx.db, 'hangzhou')
    recordHand(ctx.db, table.id, win(1, null, standard)) // seat 1 deals next
    const second = recordHand(ctx.db, table.id, win(1, null, standard)).changes[0].handId
    const later = recordHand(ctx.db, table.id, win(2, 1, standard)).changes[0].handId // needs the dealer's streak
    const before = dumpDatabase(ctx)
    expect(() => deleteHand(ctx.db, second)).toThrow(
      expect.objectContaining({
        code: 'LATER_HAND_INVALID',
        messageZh: expect.stringContaining('第 3 局'),
        details: { handId: later, seq: 3 }
      })
    )
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('deletes softly, recomputes, and undoes changes one by one', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'hangzhou')
    const first = recordHand(db, table.id, win(3, null, standard)).changes[0].handId
    recordHand(db, table.id, win(1, null, standard))
    const deleted = deleteHand(db, first)
    expect(deleted.session.hands).toHaveLength(1)
    expect(deleted.session.hands[0].input.dealer).toBe(0)
    expect(deleted.session.hands[0].result.deltas).toEqual([-2, 4, -1, -1])
    const undone = undoLastChange(db, table.id)
    expect(undone.undone).toBe('delete')
    expect(undone.session.hands.map((hand) => hand.result.deltas)).toEqual([
      [-2, -1, -1, 4],
      [-1, 4, -1, -2]
    ])
    expect(undoLastChange(db, table.id).undone).toBe('add')
    expect(undoLastChange(db, table.id).undone).toBe('add')
    expect(getSessionView(db, table.id).hands).toEqual([])
    expect(() => undoLastChange(db, table.id)).toThrow(expect.objectContaining({ code: 'NOTHING_TO_UNDO' }))
    expect(listAudit(db, { sessionId: table.id, limit: 20 }).filter((entry) => entry.action === 'undo')).toHaveLength(3)
  })

  it('closing locks the session; reopening is audited', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    const hand = recordHand(db, table.id, win(1, 3, { pattern: 'qidui' })).changes[0].handId
    const closed = closeSession(db, table.id)
    expect(closed.status).toBe('closed')
    expect(closed.settlement.payments).toEqual([{ from: 'seat:3', to: 'seat:1', amountCents: 300 }])
    expect(() => recordHand(db, table.id, win(1, 3, { pattern: 'pinghu' }))).toThrow(
      expect.objectContaining({ code: 'SESSION_CLOSED' })
    )
    expect(() => deleteHand(db, hand)).toThrow(expect.objectContaining({ code: 'SESSION_CLOSED' }))
    expect(reopenSession(db, table.id).status).toBe('open')
    expect(
      listAudit(db, { sessionId: table.id, limit: 10 })
        .map((entry) => entry.action)
        .slice(0, 2)
    ).toEqual(['reopen', 'close'])
  })
})

describe('previewing an edit', () => {
  it('scores the draft with the dealer and streak of the hand it replaces', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'hangzhou')
    recordHand(db, table.id, win(0, null, standard))
    const second = recordHand(db, table.id, win(2, 0, standard)).changes[0].handId
    recordHand(db, table.id, win(1, null, standard))
    // Hand 2 was played at 二连庄: a discard win by seat 3 is legal there, not as the next hand.
    const preview = previewHand(db, table.id, win(3, 0, standard), second)
    expect([preview.input.dealer, preview.input.dealerStreak]).toEqual([0, 2])
    expect(preview.result.deltas).toEqual([-4, 0, 0, 4])
    expect(() => previewHand(db, table.id, win(3, 0, standard))).toThrow()
    expect(() => previewHand(db, table.id, win(3, 0, standard), 9999)).toThrow(
      expect.objectContaining({ code: 'HAND_NOT_FOUND' })
    )
  })
})
