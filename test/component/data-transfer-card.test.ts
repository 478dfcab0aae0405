/** The settings card's 取消 shows only for a job this caller may cancel (main says so per caller: on a LAN desk, its own exports). */
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import DataTransferCard from '../../src-renderer/src/components/settings/DataTransferCard.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
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
})
