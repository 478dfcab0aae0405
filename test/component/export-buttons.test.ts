import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { JobView, WindowApi } from '../../src-main/api/types'
import ExportButtons from '../../src-renderer/src/components/settlement/ExportButtons.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const job = (state: JobView['state']): JobView => ({
  id: 7,
  kind: 'exportSessionXlsx',
  file: 'queji-session-1.xlsx',
  state,
  stage: 'writing',
  percent: state === 'running' ? 40 : 100,
  secondsLeft: 12,
  error: null,
  outcome: null,
  safetyBackup: null,
  download: null
})

/**
 * A table export that runs until 取消: main tells the window the job changed while it answers jobs.cancel (as the
 * gateway does), and the job list answers a moment later, so the reload of the event and that of the cancel overlap.
 */
function exportUntilCancelled() {
  let state: JobView['state'] = 'running'
  let tell: ((event: { topic: 'jobs'; sessionId: null; tableId: null }) => void) | undefined
  const fake = createTestApi([], undefined, {
    'export.sessionXlsx': () => job('running'),
    'jobs.cancel': () => {
      state = 'cancelled'
      tell?.({ topic: 'jobs', sessionId: null, tableId: null })
      return null
    }
  })
  const api = {
    ...fake.api,
    invoke: async (method: string, input: Record<string, unknown>) => {
      if (method !== 'jobs.list') return fake.api.invoke(method as never, input as never)
      await new Promise((done) => setTimeout(done, 20))
      return { ok: true, data: [job(state)] }
    },
    onEvent: (listener: typeof tell) => void (tell = listener)
  } as unknown as WindowApi
  return api
}

describe('a table’s export buttons', () => {
  it('show the running export in place of the buttons, with 取消, and say once that it was cancelled', async () => {
    wrapper = await mountInApp(
      defineComponent({ render: () => h(ExportButtons, { sessionId: 1 }) }),
      exportUntilCancelled()
    )
    click(byTestId('export-session-xlsx')[0])
    await vi.waitFor(() => expect(byTestId('job-progress')).toHaveLength(1))
    expect(byTestId('export-session-xlsx')).toEqual([])
    expect(byTestId('export-session-csv')).toEqual([])
    expect(byTestId('job-progress')[0].textContent).toContain('牌局导出（Excel）')

    click(byTestId('job-cancel')[0])
    await vi.waitFor(() => expect(byTestId('export-session-xlsx')).toHaveLength(1))
    await new Promise((done) => setTimeout(done, 100))
    await flushPromises()
    const told = [...document.querySelectorAll('.n-message')].map((toast) => toast.textContent)
    expect(told).toEqual([expect.stringContaining('已取消')])
    expect(byTestId('job-progress')).toEqual([])
  })
})
