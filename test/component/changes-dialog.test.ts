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

async function showChanges(changes: HandChange[], variant: 'hangzhou' | 'yaku' = 'hangzhou') {
  const fake = createTestApi(['张三', '李四', '王五', '赵六', '钱七'])
  const session = fake.createSession({
    title: '',
    variant,
    playerIds: [1, 2, 3, 4],
    backerPlayerIds: variant === 'yaku' ? [5] : [],
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
  before: { dealer: 0, dealerStreak: 1, deltas: [2, -2, 0, 0], supporterDeltas: {} },
  after: { dealer: 1, dealerStreak: 1, deltas: [2, -2, 0, 0], supporterDeltas: {} }
}
const rescored: HandChange = {
  handId: 3,
  seq: 3,
  before: { dealer: 1, dealerStreak: 1, deltas: [-8, 24, -8, -8], supporterDeltas: {} },
  after: { dealer: 1, dealerStreak: 1, deltas: [-4, 12, -4, -4], supporterDeltas: {} },
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

  it('strikes through only a dealer that changed', async () => {
    await showChanges([cascade, rescored])
    const [moved, kept] = byTestId('change-row')
    expect(moved.querySelectorAll('.dealer .old')).toHaveLength(1)
    expect(moved.querySelector('.dealer')?.textContent).toContain('→')
    expect(kept.querySelectorAll('.dealer .old')).toHaveLength(0)
    expect(kept.querySelector('.dealer')?.textContent).not.toContain('→')
    expect(kept.querySelector('.dealer')?.textContent).toContain('李四')
  })

  it('leaves out hands where nothing shown changed, and says so plainly when none did', async () => {
    const same = { dealer: 0, dealerStreak: 1, deltas: [4, -4, 0, 0], supporterDeltas: {} }
    await showChanges([{ handId: 1, seq: 1, before: same, after: { ...same } }, cascade])
    expect(byTestId('change-row').map((row) => row.getAttribute('data-seq'))).toEqual(['2'])
    wrapper?.unmount()
    await showChanges([{ handId: 1, seq: 1, before: same, after: { ...same } }])
    expect(byTestId('change-row')).toHaveLength(0)
    expect(document.querySelector('table.changes')).toBeNull()
    expect(byTestId('changes-nothing')[0].textContent).toContain('没有变化')
  })

  it('shows a backer’s points when they changed, in Chinese and English', async () => {
    const backer = (points: number) => ({
      dealer: 0,
      dealerStreak: 1,
      deltas: [-3, 3, 0, 0],
      supporterDeltas: { p5: points }
    })
    await showChanges([{ handId: 1, seq: 1, before: backer(-1.5), after: backer(1.5) }], 'yaku')
    expect(byTestId('change-backer-head')[0].textContent).toContain('钱七')
    const cell = byTestId('change-row')[0].querySelector('[data-testid="change-backer-p5"]')
    expect(cell?.querySelector('.old')?.textContent).toContain('1.5')
    expect(cell?.textContent).toContain('→')
    setLocale('en')
    await flushPromises()
    expect(byTestId('change-backer-head')[0].textContent).toContain('backer')
  })

  it('shows no backer column when no backer’s points changed', async () => {
    const backer = (deltas: number[]) => ({ dealer: 0, dealerStreak: 1, deltas, supporterDeltas: { p5: 1.5 } })
    await showChanges([{ handId: 1, seq: 1, before: backer([-3, 3, 0, 0]), after: backer([0, 3, -3, 0]) }], 'yaku')
    expect(byTestId('change-backer-head')).toHaveLength(0)
  })

  it('says nothing of engines when no hand was rescored', async () => {
    await showChanges([cascade])
    expect(byTestId('change-rescored')).toHaveLength(0)
    expect(byTestId('changes-rescored')).toHaveLength(0)
  })
})
