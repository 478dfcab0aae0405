import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bonusRules } from '../../src-main/store/ledger'
import ParlorSetupCard from '../../src-renderer/src/components/parlor/ParlorSetupCard.vue'
import { byTestId, click, mountInApp, pageText, typeInto } from './helpers/mountInApp'
import { createTestApi } from './helpers/testApi'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

describe('top-up bonuses in 桌台与计费', () => {
  it('saves a bonus larger than its top-up only after the host confirms it', async () => {
    const fake = createTestApi()
    wrapper = await mountInApp(ParlorSetupCard, fake.api)
    await flushPromises()
    click(byTestId('bonus-add')[0])
    await flushPromises()
    // ¥500 top-up, ¥600 bonus: more than the money paid in
    await typeInto('bonus-give-0', '600')
    click(byTestId('bonus-save')[0])

    await vi.waitFor(() => expect(byTestId('bonus-confirm')).toHaveLength(1))
    expect(pageText()).toContain('充 500.00 送 600.00')
    expect(bonusRules(fake.db)).toEqual([])
    expect(fake.inputsOf('accounts.bonusRules.save')).toEqual([
      { rules: [{ minCents: 50_000, bonusCents: 60_000 }], confirmHighBonus: false }
    ])

    click(byTestId('bonus-confirm')[0])
    await vi.waitFor(() => expect(bonusRules(fake.db)).toEqual([{ minCents: 50_000, bonusCents: 60_000 }]))
    expect(fake.inputsOf('accounts.bonusRules.save').at(-1)).toMatchObject({ confirmHighBonus: true })
  })
})
