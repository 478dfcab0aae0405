import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import ParlorReportView from '../../src-renderer/src/views/ParlorReportView.vue'
import { router } from '../../src-renderer/src/router'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

describe('the report page', () => {
  it('printed for another day, comes back on that day and exports that day’s report', async () => {
    const fake = createTestApi()
    wrapper = await mountInApp(ParlorReportView, fake.api, '/reports?period=2026-11-20')
    expect(fake.inputsOf('reports.parlor')).toEqual([{ period: '2026-11-20' }])
    expect(pageText()).toContain('营业日 2026-11-20 – 2026-11-20')

    click(byTestId('report-print')[0])
    await vi.waitFor(() =>
      expect(router.currentRoute.value).toMatchObject({ name: 'parlor-print', query: { period: '2026-11-20' } })
    )

    // The print page goes back when done (router.back()): to the report page of the day it printed, not today.
    const back = router.options.history.state.back
    expect(back).toBe('/reports?period=2026-11-20')
    wrapper.unmount()
    wrapper = await mountInApp(ParlorReportView, fake.api, String(back))
    expect(fake.inputsOf('reports.parlor').at(-1)).toEqual({ period: '2026-11-20' })

    click(byTestId('report-export')[0])
    await flushPromises()
    expect(fake.inputsOf('reports.parlorXlsx')).toEqual([{ period: '2026-11-20', locale: 'zh-CN' }])
  })

  it('follows the export job it starts, and reads the job list only then', async () => {
    const job = (state: 'running' | 'done') => ({
      id: 3,
      kind: 'exportReportXlsx',
      file: '报表-2026-11-20.xlsx',
      state,
      stage: 'writing',
      percent: state === 'done' ? 100 : 10,
      secondsLeft: null,
      error: null,
      outcome: null,
      safetyBackup: null,
      download: null
    })
    const fake = createTestApi([], undefined, {
      'reports.parlorXlsx': () => job('running'),
      'jobs.list': () => [job('done')]
    })
    wrapper = await mountInApp(ParlorReportView, fake.api, '/reports?period=2026-11-20')
    await flushPromises()
    expect(fake.inputsOf('jobs.list')).toEqual([])
    click(byTestId('report-export')[0])
    await vi.waitFor(() => expect(pageText()).toContain('已导出 报表-2026-11-20.xlsx'))
    expect(fake.inputsOf('jobs.list').length).toBeGreaterThan(0)
  })

  it('keeps the chosen period in the address', async () => {
    const fake = createTestApi()
    wrapper = await mountInApp(ParlorReportView, fake.api, '/reports?period=2026-11-20')
    click(byTestId('report-kind-month')[0].querySelector('input') ?? undefined)
    await vi.waitFor(() => expect(router.currentRoute.value.query.period).toBe('2026-11'))
    expect(fake.inputsOf('reports.parlor').at(-1)).toEqual({ period: '2026-11' })
  })
})
