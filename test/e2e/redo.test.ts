import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { getSessionView } from '../../src-main/services/sessions'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, sichuanTable, changeReport } = steps(() => h)

describe('重做 after 撤销', () => {
  it('Ctrl+Z undoes the last hand, the redo button names it and Ctrl+Shift+Z brings it back', async () => {
    const tableId = sichuanTable(['张三', '李四', '王五', '赵六'])
    recordHand(h.ctx.db, tableId, { events: [{ type: 'win', winner: 1, from: null }], supporters: [] })
    recordHand(h.ctx.db, tableId, { events: [{ type: 'win', winner: 2, from: null }], supporters: [] })
    const totals = getSessionView(h.ctx.db, tableId).totals
    await h.open(`/sessions/${tableId}`)
    expect(await byTestId('table-redo').count()).toBe(0)
    await h.page.keyboard.press('Control+z')
    // The last hand is gone and no hand came after it: a message says so, no changes dialog.
    expect(await changeReport('已撤销：记第 2 局')).toContain('后面各局没有变化')
    expect(await byTestId('changes-dialog').count()).toBe(0)
    expect(await byTestId('table-redo').textContent()).toContain('重做记第 2 局')
    await h.page.setViewportSize({ width: 1024, height: 700 })
    await h.screenshot('table-redo-1024')
    await h.page.setViewportSize({ width: 1280, height: 800 })
    await h.page.keyboard.press('Control+Shift+Z')
    expect(await changeReport('已重做：第 2 局已恢复', 'table-redone')).toContain('后面各局没有变化')
    expect(getSessionView(h.ctx.db, tableId).totals).toEqual(totals)
    expect(getSessionView(h.ctx.db, tableId).hands).toHaveLength(2)
    expect(await byTestId('table-redo').count()).toBe(0)
    expect(h.errors).toEqual([])
  })
})
