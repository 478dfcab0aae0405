import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import GoodsView from '../../src-renderer/src/views/GoodsView.vue'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined
/** The machine is shared: a first load may take longer than vi.waitFor's 1 s. */
const SLOW = { timeout: 5000 }

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

function type(testId: string, value: string): void {
  const input = byTestId(testId)[0].querySelector('input')!
  input.value = value
  input.dispatchEvent(new Event('input'))
  input.dispatchEvent(new Event('blur'))
}

/** Adds the screen's first good (id 1) through its form. */
async function addGood(name: string, price: string): Promise<void> {
  type('goods-name', name)
  type('goods-price', price)
  await vi.waitFor(() => expect(byTestId<HTMLButtonElement>('goods-add')[0].disabled).toBe(false), SLOW)
  click(byTestId('goods-add')[0])
  await vi.waitFor(() => expect(byTestId('goods-row-1')).toHaveLength(1), SLOW)
}

describe('the goods screen', () => {
  it('adds a good, receives stock and sells over the counter with the tender picked, stock = what the ledger says', async () => {
    const fake = createTestApi()
    wrapper = await mountInApp(GoodsView, fake.api, '/goods')
    type('goods-name', '龙井')
    type('goods-price', '30')
    await vi.waitFor(() => expect(byTestId<HTMLButtonElement>('goods-add')[0].disabled).toBe(false), SLOW)
    click(byTestId('goods-add')[0])
    await vi.waitFor(() => expect(byTestId('goods-row-1')).toHaveLength(1), SLOW)
    expect(fake.inputsOf('goods.save')).toEqual([
      { name: '龙井', category: '', unit: '', priceCents: 3000, costCents: null, lowStock: null }
    ])

    type('goods-quantity', '10')
    click(byTestId('goods-receive-1')[0])
    await vi.waitFor(() => expect(byTestId('goods-stock-1')[0].textContent).toContain('10'), SLOW)
    type('goods-quantity', '2')
    click([...byTestId('goods-tender')[0].querySelectorAll('label')].find((label) => label.textContent === '微信'))
    click(byTestId('goods-sell-1')[0])
    await vi.waitFor(() => expect(byTestId('goods-stock-1')[0].textContent).toContain('8'), SLOW)
    expect(fake.inputsOf('goods.sell')).toEqual([{ goodsId: 1, quantity: 2, tender: '微信' }])
    await vi.waitFor(() => expect(pageText()).toMatch(/卖出 2 龙井，收 ¥?60(\.00)?（微信）/), SLOW)
  })

  it('voids a sale only with a reason and after the confirmation; the stock comes back', async () => {
    const fake = createTestApi()
    wrapper = await mountInApp(GoodsView, fake.api, '/goods')
    await addGood('中华', '45')
    type('goods-quantity', '3')
    click(byTestId('goods-receive-1')[0])
    await vi.waitFor(() => expect(byTestId('goods-stock-1')[0].textContent).toContain('3'), SLOW)
    type('goods-quantity', '1')
    click(byTestId('goods-sell-1')[0])
    await vi.waitFor(() => expect(byTestId('goods-sale-1')).toHaveLength(1), SLOW)
    expect(byTestId('goods-stock-1')[0].textContent).toContain('2')

    expect(byTestId<HTMLButtonElement>('goods-void-1')[0].disabled).toBe(true)
    type('goods-void-reason', '收错了')
    await vi.waitFor(() => expect(byTestId<HTMLButtonElement>('goods-void-1')[0].disabled).toBe(false), SLOW)
    click(byTestId('goods-void-1')[0])
    const confirm = await vi.waitFor(() => {
      const button = [...document.querySelectorAll('.n-popconfirm__action button')].at(-1)
      expect(button).toBeDefined()
      return button!
    }, SLOW)
    expect(fake.inputsOf('goods.voidSale')).toEqual([])
    click(confirm)
    await vi.waitFor(() => expect(fake.inputsOf('goods.voidSale')).toEqual([{ saleId: 1, reason: '收错了' }]), SLOW)
    await vi.waitFor(() => expect(byTestId('goods-sale-1')[0].textContent).toContain('已作废：收错了'), SLOW)
    await vi.waitFor(() => expect(byTestId('goods-stock-1')[0].textContent).toContain('3'), SLOW)
  })

  it('sells to a member’s account with the 记账（会员） tender and the member picked; past the credit limit only after the dialog naming the figures', async () => {
    const fake = createTestApi(['刘洋', '王芳'])
    wrapper = await mountInApp(GoodsView, fake.api, '/goods')
    await useSettingsStore().load() // as the app does at start: the currency
    await addGood('龙井', '30')
    type('goods-quantity', '2')
    click(byTestId('goods-tender-account')[0].querySelector('input') ?? byTestId('goods-tender-account')[0])
    // no member yet: nothing to charge
    await vi.waitFor(() => expect(byTestId('goods-member')).toHaveLength(1), SLOW)
    expect(byTestId<HTMLButtonElement>('goods-sell-1')[0].disabled).toBe(true)
    const picker = byTestId('goods-member')[0]
    click(picker.querySelector('.n-base-selection') ?? picker)
    await flushPromises()
    const input = picker.querySelector<HTMLInputElement>('input')!
    input.value = 'ly'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await vi.waitFor(() => expect(fake.inputsOf('accounts.list')).toContainEqual({ query: 'ly', sort: 'name' }), SLOW)
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll('.n-base-select-option')].find(
        (one) => one.textContent?.trim() === '刘洋'
      )
      expect(found).toBeDefined()
      return found!
    }, SLOW)
    click(option)
    await vi.waitFor(() => expect(byTestId<HTMLButtonElement>('goods-sell-1')[0].disabled).toBe(false), SLOW)
    const sale = { goodsId: 1, quantity: 2, playerId: 1 }
    // refused by main until confirmed: the dialog names the member, the balance after and the limit
    const overLimitDialog = () =>
      vi.waitFor(() => {
        const dialog = [...document.querySelectorAll('.n-dialog')].at(-1)
        expect(dialog?.textContent).toContain('“刘洋”的余额会变成 -¥60，超过欠款额度 ¥0')
        return dialog!
      }, SLOW)
    click(byTestId('goods-sell-1')[0])
    await vi.waitFor(() => expect(fake.inputsOf('goods.sellToAccount')).toHaveLength(1), SLOW)
    expect(fake.inputsOf('goods.sellToAccount')).toEqual([{ ...sale, confirmOverLimit: false }])
    click((await overLimitDialog()).querySelector('[data-testid="over-limit-cancel"]') ?? undefined)
    await flushPromises()
    expect(byTestId('goods-sale-1')).toHaveLength(0)
    expect(fake.inputsOf('goods.sellToAccount')).toHaveLength(1)

    click(byTestId('goods-sell-1')[0])
    await vi.waitFor(() => expect(fake.inputsOf('goods.sellToAccount')).toHaveLength(2), SLOW)
    click((await overLimitDialog()).querySelector('[data-testid="over-limit-confirm"]') ?? undefined)
    await vi.waitFor(
      () =>
        expect(fake.inputsOf('goods.sellToAccount')).toEqual([
          { ...sale, confirmOverLimit: false },
          { ...sale, confirmOverLimit: false },
          { ...sale, confirmOverLimit: true }
        ]),
      SLOW
    )
    expect(fake.inputsOf('goods.sell')).toEqual([])
    await vi.waitFor(() => expect(pageText()).toMatch(/龙井 × 2 已记到刘洋的账上，余额 -¥?60(\.00)?/), SLOW)
    expect(pageText()).toMatch(/刘洋 的余额 -¥?60(\.00)? 已超过欠款额度/)
    await vi.waitFor(() => expect(byTestId('goods-sale-1')[0].textContent).toContain('记账（会员） · 刘洋'), SLOW)
  })
})
