import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { getSessionView } from '../../../src-main/services/sessions'
import { listAudit } from '../../../src-main/store/audit'
import { dumpDatabase, openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

const standard = { form: 'standard' }

async function setUp() {
  const ctx = await openTestContext()
  const table = openTable(ctx.db, 'hangzhou')
  const handlers = createHandlers(ctx, 't')
  const handCount = () =>
    (ctx.db.prepare('SELECT count(*) AS n FROM hands WHERE session_id = ?').get(table.id) as { n: number }).n
  return { ctx, table, handCount, invoke: (method: string, input: unknown) => dispatch(handlers, method, input) }
}

describe('hand request ids', () => {
  it('the same hands.add request id sent three times records one hand and answers the same each time', async () => {
    const { ctx, table, handCount, invoke } = await setUp()
    const request = { sessionId: table.id, requestId: randomUUID(), hand: win(0, null, standard) }
    const answers = [await invoke('hands.add', request), await invoke('hands.add', request)]
    answers.push(await invoke('hands.add', request))
    expect(answers[0]).toMatchObject({ ok: true })
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect(handCount()).toBe(1)
    expect(listAudit(ctx.db, { sessionId: table.id, limit: 100 }).filter((e) => e.action === 'add')).toHaveLength(1)
    // A new request id is a new hand: the dealer's streak goes on from the one hand.
    const next = await invoke('hands.add', { ...request, requestId: randomUUID() })
    expect(next).toMatchObject({ ok: true })
    expect(handCount()).toBe(2)
  })

  it('forgets a session’s request ids when it closes; a late repeat then changes nothing', async () => {
    const { ctx, table, handCount, invoke } = await setUp()
    const request = { sessionId: table.id, requestId: randomUUID(), hand: win(0, null, standard) }
    expect(await invoke('hands.add', request)).toMatchObject({ ok: true })
    const requestRows = () => ctx.db.prepare('SELECT * FROM hand_requests WHERE session_id = ?').all(table.id)
    expect(requestRows()).toHaveLength(1)
    expect(await invoke('sessions.close', { id: table.id })).toMatchObject({ ok: true })
    expect(requestRows()).toEqual([])
    expect(await invoke('hands.add', request)).toMatchObject({ ok: false, error: { code: 'SESSION_CLOSED' } })
    expect(handCount()).toBe(1)
  })

  it('refuses a request id reused for a different hand, changing nothing', async () => {
    const { ctx, table, invoke } = await setUp()
    const requestId = randomUUID()
    expect(await invoke('hands.add', { sessionId: table.id, requestId, hand: win(0, null, standard) })).toMatchObject({
      ok: true
    })
    const before = dumpDatabase(ctx)
    const reused = await invoke('hands.add', { sessionId: table.id, requestId, hand: win(1, null, standard) })
    expect(reused).toMatchObject({ ok: false, error: { code: 'REQUEST_ID_REUSED' } })
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('hands.add without a request id is refused', async () => {
    const { table, handCount, invoke } = await setUp()
    const result = await invoke('hands.add', { sessionId: table.id, hand: win(0, null, standard) })
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: 'requestId' } })
    expect(handCount()).toBe(0)
  })

  it('a repeated hands.edit request is applied once: one audit entry, one undo brings the hand back', async () => {
    const { ctx, table, invoke } = await setUp()
    const added = await invoke('hands.add', {
      sessionId: table.id,
      requestId: randomUUID(),
      hand: win(0, null, standard)
    })
    if (!added.ok) throw new Error('add failed')
    const handId = (added.data as { changes: { handId: number }[] }).changes[0].handId
    const version = getSessionView(ctx.db, table.id).hands[0].version
    const edit = { handId, version, requestId: randomUUID(), hand: win(2, null, standard) }
    const first = await invoke('hands.edit', edit)
    expect(first).toMatchObject({ ok: true })
    expect(await invoke('hands.edit', edit)).toEqual(first)
    expect(listAudit(ctx.db, { sessionId: table.id, limit: 100 }).filter((e) => e.action === 'edit')).toHaveLength(1)
    const undone = await invoke('hands.undo', { sessionId: table.id })
    expect(undone).toMatchObject({ ok: true, data: { undone: 'edit' } })
  })
})
