import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import type { HandChange } from '../../src-main/api/types'
import ChangesDialog from '../../src-renderer/src/components/table/ChangesDialog.vue'
import { setLocale } from '../../src-renderer/src/i18n'
import { createTestApi } from './helpers/testApi'
import { byTestId, mountInApp, pageText } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

async function showChanges(changes: HandChange[]) {
  const fake = createTestApi(['张三', '李四', '王五', '赵六'])
  const session = fake.createSession({
    title: '',
    variant: 'hangzhou',
    playerIds: [1, 2, 3, 4],
    firstDealer: 0,
    rules: { pointValue: 1 }
  })
  const Dialog = defineComponent({
    setup: () => () => h(ChangesDialog, { show: true, title: '第 1 局', changes, session })
  })
  wrapper = await mountInApp(Dialog, fake.api)
}

const cascade: HandChange = {
  handId: 2,
  seq: 2,
  before: { dealer: 0, dealerStreak: 1, deltas: [2, -2, 0, 0] },
  after: { dealer: 1, dealerStreak: 1, deltas: [2, -2, 0, 0] }
}
const rescored: HandChange = {
  handId: 3,
  seq: 3,
  before: { dealer: 1, dealerStreak: 1, deltas: [-8, 24, -8, -8] },
  after: { dealer: 1, dealerStreak: 1, deltas: [-4, 12, -4, -4] },
  engineVersion: { before: '0.9.0', after: '1.0.0' }
}

describe('the changes dialog', () => {
  it('marks a hand the newer engine rescored and names both versions, in Chinese and English', async () => {
    await showChanges([cascade, rescored])
    expect(byTestId('change-rescored')).toHaveLength(1)
    expect(byTestId('change-rescored')[0].closest('[data-testid="change-row"]')?.getAttribute('data-seq')).toBe('3')
    expect(byTestId('changes-rescored')[0].textContent).toContain('0.9.0')
    expect(byTestId('changes-rescored')[0].textContent).toContain('1.0.0')
    expect(pageText()).toContain('新版计分')
    setLocale('en')
    await flushPromises()
    expect(byTestId('changes-rescored')[0].textContent).toContain('version 0.9.0')
  })

  it('says nothing of engines when no hand was rescored', async () => {
    await showChanges([cascade])
    expect(byTestId('change-rescored')).toHaveLength(0)
    expect(byTestId('changes-rescored')).toHaveLength(0)
  })
})
