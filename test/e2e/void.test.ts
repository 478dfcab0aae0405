import { describe, expect, it } from 'vitest'
import { createSession, getSessionView, listSessions } from '../../src-main/services/sessions'
import { recordHand } from '../../src-main/services/hands'
import { listAudit } from '../../src-main/store/audit'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers } = steps(() => h)

describe('voiding a table opened by mistake', () => {
  it('asks once, then keeps the table out of the list and locks it', async () => {
    const table = createSession(h.ctx.db, {
      title: '',
      variant: 'sichuan',
      options: {},
      playerIds: createPlayers(['张三', '李四', '王五', '赵六']),
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    recordHand(h.ctx.db, table.id, { events: [{ type: 'win', winner: 1, from: null }], supporters: [] })
    await h.open(`/sessions/${table.id}`)
    await byTestId('table-void').click()
    await byTestId('table-void-confirm').waitFor()
    await h.screenshot('table-void-dialog')
    await byTestId('table-void-confirm').click()
    await byTestId('table-voided-banner').waitFor()
    await h.screenshot('table-voided')
    expect(await byTestId('table-void').count()).toBe(0)
    expect(await byTestId('table-settle').count()).toBe(0)
    expect(await byTestId('table-record').count()).toBe(0)
    expect(getSessionView(h.ctx.db, table.id).voidedAt).not.toBeNull()
    expect(listSessions(h.ctx.db, { limit: 50, offset: 0 }).total).toBe(0)
    expect(listAudit(h.ctx.db, { sessionId: table.id, limit: 10 })[0].action).toBe('void')
    expect(h.errors).toEqual([])
  })
})
