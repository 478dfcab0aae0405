/** The table's 撤销/重做 buttons name the hand by the number the score sheet shows, after a delete too. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import TableView from '../../src-renderer/src/views/TableView.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, mountInApp } from './helpers/mountInApp'

// happy-dom has no canvas: the table's chart is a plain box here.
vi.mock('vue-echarts', () => ({ default: { name: 'VChart', render: () => null } }))

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

describe('the undo and redo labels', () => {
  it('name hands 3 and 7 as the sheet numbers them after hand 3 was deleted, not by their stored numbers', async () => {
    const fake = createTestApi(['张三', '李四', '王五', '赵六'])
    const { id } = fake.openFourSeats('sichuan')
    const win = (winner: number) => [{ type: 'win', winner, from: 0, pattern: 'pinghu' }] as never
    for (const winner of [1, 2, 3, 1, 2, 3, 1]) fake.addHand(id, win(winner))
    const { id: handId, version } = fake.session(id).hands[2]
    await fake.api.invoke('hands.delete', { handId, version })
    fake.addHand(id, win(2))
    await fake.api.invoke('hands.undo', { sessionId: id })

    wrapper = await mountInApp(TableView, fake.api, { name: 'session-table', params: { id } })
    await vi.waitFor(() => expect(byTestId('hand-row')).toHaveLength(6))
    expect(byTestId('table-undo')[0].textContent).toContain('撤销删除第 3 局')
    expect(byTestId('table-redo')[0].textContent).toContain('重做记第 7 局')
  })
})
