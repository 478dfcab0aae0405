/**
 * Issue 20, one money field: MoneyInput shows yuan with the club's currency in front and hands
 * back integer cents (never a float), within its min and max (also cents), in both languages.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { Settings } from '../../src-main/api/types'
import MoneyInput from '../../src-renderer/src/components/MoneyInput.vue'
import { i18n, setLocale } from '../../src-renderer/src/i18n'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'

afterEach(() => {
  document.body.innerHTML = ''
  setLocale('zh-CN')
})

/** A form holding cents, bound to one MoneyInput; every value the model took, in order. */
async function mountMoney(start: number | null, limits: { min?: number; max?: number } = {}, currency?: string) {
  const pinia = createPinia()
  setActivePinia(pinia)
  if (currency) useSettingsStore().settings = { currency } as Settings
  const cents = ref<number | null>(start)
  const seen: (number | null)[] = []
  const Form = defineComponent({
    render: () =>
      h(MoneyInput, {
        value: cents.value,
        ...limits,
        'data-testid': 'money',
        'onUpdate:value': (value: number | null) => {
          seen.push(value)
          cents.value = value
        }
      })
  })
  const wrapper = mount(Form, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await flushPromises()
  const input = wrapper.find('[data-testid="money"] input').element as HTMLInputElement
  /** Types `text` and leaves the field, as the host would. */
  const type = async (text: string) => {
    input.value = text
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.dispatchEvent(new Event('blur'))
    await flushPromises()
  }
  return { wrapper, input, cents, seen, type }
}

describe.each(['zh-CN', 'en'] as const)('MoneyInput in %s', (locale) => {
  it('shows cents as yuan with two decimals and the currency in front', async () => {
    setLocale(locale)
    const money = await mountMoney(123_456)
    expect(money.input.value).toBe('1234.56')
    expect(money.wrapper.find('.n-input__prefix').text()).toBe('¥')
    money.wrapper.unmount()
    const club = await mountMoney(5, {}, 'HK$')
    expect(club.input.value).toBe('0.05')
    expect(club.wrapper.find('.n-input__prefix').text()).toBe('HK$')
  })

  it('hands back integer cents for what the host types, never a float', async () => {
    setLocale(locale)
    const money = await mountMoney(null)
    await money.type('19.99')
    expect(money.cents.value).toBe(1999)
    await money.type('0.29')
    expect(money.cents.value).toBe(29)
    await money.type('88')
    expect(money.cents.value).toBe(8800)
    for (const value of money.seen) if (value !== null) expect(Number.isInteger(value), `${value}`).toBe(true)
    await money.type('')
    expect(money.cents.value).toBeNull()
  })

  it('keeps the amount within min and max, given in cents', async () => {
    setLocale(locale)
    const money = await mountMoney(null, { min: 1, max: 50_000 })
    await money.type('0')
    expect(money.cents.value).toBe(1)
    expect(money.input.value).toBe('0.01')
    await money.type('600')
    expect(money.cents.value).toBe(50_000)
    expect(money.input.value).toBe('500.00')
  })
})
