/** The settings card's 取消 shows only for a job this caller may cancel (main says so per caller: on a LAN desk, its own exports). */
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import DataTransferCard from '../../src-renderer/src/components/settings/DataTransferCard.vue'
import { setLocale } from '../../src-renderer/src/i18n'
import type * as Transport from '../../src-renderer/src/transport'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'

/** Whether the card is shown on a paired device (over the LAN) rather than in the app's window. */
const device = vi.hoisted(() => ({ paired: false }))
vi.mock('../../src-renderer/src/transport', async (actual) => ({
  ...(await actual<typeof Transport>()),
  overLan: () => device.paired
}))

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  device.paired = false
  document.body.innerHTML = ''
})

const running = (cancellable: boolean) => ({
  id: 7,
  kind: 'exportJson',
  file: 'queji-2026-11-27.json',
  state: 'running',
  stage: 'writing',
  percent: 40,
  secondsLeft: 3,
  error: null,
  outcome: null,
  safetyBackup: null,
  download: cancellable ? 'mine' : null,
  cancellable
})

describe('the data transfer card', () => {
  it('shows another device’s export running, without 取消', async () => {
    const fake = createTestApi([], undefined, { 'jobs.list': () => [running(false)] })
    wrapper = await mountInApp(DataTransferCard, fake.api)
    await vi.waitFor(() => expect(byTestId('job-progress')).toHaveLength(1))
    expect(byTestId('job-cancel')).toHaveLength(0)
    // nobody may start another export meanwhile
    expect(byTestId<HTMLButtonElement>('data-export-json')[0].disabled).toBe(true)
  })

  it('offers 取消 for a job this caller may cancel, and cancels it', async () => {
    const fake = createTestApi([], undefined, {
      'jobs.list': () => [running(true)],
      'jobs.cancel': () => ({ ...running(true), state: 'cancelled' })
    })
    wrapper = await mountInApp(DataTransferCard, fake.api)
    await vi.waitFor(() => expect(byTestId('job-cancel')).toHaveLength(1))
    click(byTestId('job-cancel')[0])
    await flushPromises()
    expect(fake.inputsOf('jobs.cancel')).toEqual([{ id: 7 }])
  })

  it('tells the window to restore from the backups above, and a device, which has no backup list, to restore from a file', async () => {
    wrapper = await mountInApp(DataTransferCard, createTestApi().api)
    expect(pageText()).toContain('已有数据时请改用上面的“备份”')
    wrapper.unmount()
    document.body.innerHTML = ''

    device.paired = true
    wrapper = await mountInApp(DataTransferCard, createTestApi().api)
    expect(byTestId('data-restore')).toHaveLength(1)
    // a device speaks its browser's language (English under jsdom) until told otherwise
    setLocale('zh-CN')
    await nextTick()
    expect(pageText()).not.toContain('上面')
    expect(pageText()).toContain('已有数据时请用“从备份恢复”')
    setLocale('en')
    await nextTick()
    expect(pageText()).not.toContain('backups above')
    expect(pageText()).toContain('With data already here, use “Restore from a backup”')
  })
})
