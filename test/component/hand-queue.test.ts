/**
 * The desk's queue of hands from the tablets: one footer per hand. Sending one back asks for a reason
 * in the card and turns the footer into 取消 / 退回; 接受 is not on offer meanwhile.
 */
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import HandQueuePanel from '../../src-renderer/src/components/lan/HandQueuePanel.vue'
import { DEFAULT_TEST_SETTINGS, createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const WAITING = {
  id: 7,
  sessionId: 1,
  tableName: '一号桌',
  deviceName: '一号桌记分板',
  draft: { events: [{ type: 'win', winner: 0, from: 1, pattern: 'pinghu' }], supporters: [] },
  status: 'pending',
  reason: null,
  handId: null,
  sentAt: Date.UTC(2026, 10, 23, 4),
  decidedAt: null,
  seatNames: ['甲', '乙', '丙', '丁'],
  preview: { deltas: [2, -2, 0, 0], transfers: [{ from: 1, to: 0, amount: 2, reason: '点炮', reasonEn: 'Deal-in' }] },
  problem: null
}

const footerLabels = () =>
  [...document.querySelectorAll('[data-testid="hand-queue-item"] .queue-actions button')].map((button) =>
    button.textContent?.trim()
  )

describe('a hand waiting at the desk', () => {
  it('has one footer: 退回 / 接受, then, while giving a reason, 取消 / 退回 (sent with that reason)', async () => {
    const fake = createTestApi([], DEFAULT_TEST_SETTINGS, {
      'handQueue.list': () => [WAITING],
      'handQueue.return': () => null
    })
    wrapper = await mountInApp(HandQueuePanel, fake.api)
    click(byTestId('hand-queue-open')[0])
    await vi.waitFor(() => expect(byTestId('hand-queue-item')).toHaveLength(1))
    expect(footerLabels()).toEqual(['退回', '接受'])

    click(byTestId('hand-queue-return')[0])
    await vi.waitFor(() => expect(byTestId('hand-queue-reason')).toHaveLength(1))
    expect(footerLabels()).toEqual(['取消', '退回'])
    expect(document.querySelectorAll('[data-testid="hand-queue-item"] button')).toHaveLength(2)
    const confirm = byTestId<HTMLButtonElement>('hand-queue-return-confirm')[0]
    expect(confirm.disabled).toBe(true)

    const input = byTestId('hand-queue-reason')[0].querySelector('input')!
    input.value = '丙没有点炮'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await flushPromises()
    expect(confirm.disabled).toBe(false)
    click(confirm)
    await vi.waitFor(() => expect(fake.inputsOf('handQueue.return')).toEqual([{ id: 7, reason: '丙没有点炮' }]))
  })
})
