import { describe, expect, it } from 'vitest'
import { getSessionView, listSessions } from '../../src-main/services/sessions'
import { recordHand } from '../../src-main/services/hands'
import { listAudit } from '../../src-main/store/audit'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, sichuanTable } = steps(() => h)

describe('voiding a table opened by mistake', () => {
  it('asks once, then keeps the table out of the list and locks it', async () => {
    const tableId = sichuanTable(['张三', '李四', '王五', '赵六'])
    recordHand(h.ctx.db, tableId, { events: [{ type: 'win', winner: 1, from: null }], supporters: [] })
    await h.open(`/sessions/${tableId}`)
    await byTestId('table-void').click()
    await byTestId('table-void-confirm').waitFor()
    await h.screenshot('table-void-dialog')
    await byTestId('table-void-confirm').click()
    await byTestId('table-voided-banner').waitFor()
    await h.screenshot('table-voided')
    expect(await byTestId('table-void').count()).toBe(0)
    expect(await byTestId('table-settle').count()).toBe(0)
    expect(await byTestId('table-record').count()).toBe(0)
    expect(getSessionView(h.ctx.db, tableId).voidedAt).not.toBeNull()
    expect(listSessions(h.ctx.db, { limit: 50, offset: 0 }).total).toBe(0)
    expect(listAudit(h.ctx.db, { sessionId: tableId, limit: 10 })[0].action).toBe('void')
    expect(h.errors).toEqual([])
  })
})
