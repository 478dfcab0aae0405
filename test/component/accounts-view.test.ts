/**
 * The accounts list is found by name, pinyin or phone and sorted; the transfer's recipient picker
 * finds by pinyin; a transfer, an adjustment or a reversal past the credit limit asks first.
 */
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AccountActions from '../../src-renderer/src/components/parlor/AccountActions.vue'
import AccountsView from '../../src-renderer/src/views/AccountsView.vue'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, typeInto } from './helpers/mountInApp'
import { defineComponent, h } from 'vue'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

/** 张三 ¥50, 刘洋 ¥100, 李娜 (phone 13900001111) and 王五 with nothing. */
async function members() {
  const fake = createTestApi(['张三', '刘洋', '王五'])
  await fake.api.invoke('players.create', { name: '李娜', phone: '13900001111' })
  const id = (name: string) => fake.players.find((player) => player.name === name)!.id
  await fake.api.invoke('accounts.topUp', { playerId: id('张三'), cents: 5_000 })
  await fake.api.invoke('accounts.topUp', { playerId: id('刘洋'), cents: 10_000 })
  return { fake, id }
}

/** A member's actions at the counter, with the settings read as the app does at start (the currency). */
async function mountActions(
  fake: Awaited<ReturnType<typeof members>>['fake'],
  playerId: number,
  creditLimitCents: number
) {
  const accounts = fake.players.map((player) => ({ playerId: player.id, name: player.name }))
  wrapper = await mountInApp(
    defineComponent({ render: () => h(AccountActions, { playerId, members: accounts, creditLimitCents }) }),
    fake.api
  )
  await useSettingsStore().load()
  await flushPromises()
}

/** Types the amount and sends the form. */
async function submitAmount(yuan: string): Promise<void> {
  const amount = byTestId('account-amount')[0].querySelector('input')!
  amount.value = yuan
  amount.dispatchEvent(new Event('input'))
  amount.dispatchEvent(new Event('blur'))
  await flushPromises()
  click(byTestId('account-submit')[0])
}

const listed = () => [...document.querySelectorAll('.member .app-words')].map((name) => name.textContent?.trim())

describe('the accounts list', () => {
  it('finds a member by pinyin initials, by name and by phone', async () => {
    const { fake } = await members()
    wrapper = await mountInApp(AccountsView, fake.api, '/accounts')
    await vi.waitFor(() => expect(listed()).toHaveLength(4))

    await typeInto('account-search', 'ly')
    await vi.waitFor(() => expect(listed()).toEqual(['刘洋']))
    await typeInto('account-search', '0000111')
    await vi.waitFor(() => expect(listed()).toEqual(['李娜']))
    await typeInto('account-search', '王')
    await vi.waitFor(() => expect(listed()).toEqual(['王五']))
    await typeInto('account-search', 'nobody')
    await vi.waitFor(() => expect(document.body.textContent).toContain('没有找到会员'))
  })

  it('sorts by name (pinyin) or by balance, highest first', async () => {
    const { fake } = await members()
    const sorted = async (sort: 'name' | 'balance') =>
      (await fake.api.invoke('accounts.list', { sort })) as unknown as { ok: true; data: { name: string }[] }
    expect((await sorted('name')).data.map((account) => account.name)).toEqual(['李娜', '刘洋', '王五', '张三'])
    expect((await sorted('balance')).data.map((account) => account.name)).toEqual(['刘洋', '张三', '李娜', '王五'])

    wrapper = await mountInApp(AccountsView, fake.api, '/accounts')
    await vi.waitFor(() => expect(listed()).toHaveLength(4))
    expect(byTestId('account-sort')).toHaveLength(1)
  })
})

describe('the transfer recipient picker', () => {
  it('finds the recipient by pinyin (ly finds 刘洋); a transfer past the limit asks first', async () => {
    const { fake, id } = await members()
    await mountActions(fake, id('张三'), 0)
    const transfer = [...byTestId('account-action')[0].querySelectorAll('label')].find((label) =>
      label.textContent?.includes('转账')
    )
    click(transfer?.querySelector('input') ?? undefined)
    await flushPromises()
    const picker = byTestId('account-transfer-to')[0]
    click(picker.querySelector('.n-base-selection') ?? picker)
    await flushPromises()
    const input = picker.querySelector<HTMLInputElement>('input')!
    input.value = 'ly'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await vi.waitFor(() => expect(fake.inputsOf('accounts.list')).toContainEqual({ query: 'ly', sort: 'name' }))
    await vi.waitFor(() =>
      expect(
        [...document.querySelectorAll('.n-base-select-option')].map((option) => option.textContent?.trim())
      ).toEqual(['刘洋'])
    )

    // ¥80 out of 张三's ¥50 passes his limit (0): refused until the dialog naming the figures is confirmed
    click(document.querySelector('.n-base-select-option') ?? undefined)
    await submitAmount('80')
    const dialog = await vi.waitFor(() => {
      const shown = document.querySelector('.n-dialog')
      // the figures in the app's money format (the currency from the settings, loaded at start)
      expect(shown?.textContent).toContain('“张三”的余额会变成 -¥30，超过欠款额度 ¥0')
      expect(shown?.textContent).toContain('确认后才能记账。')
      return shown!
    })
    const sent = { fromId: id('张三'), toId: id('刘洋'), cents: 8_000, note: '' }
    expect(fake.inputsOf('accounts.transfer')).toEqual([{ ...sent, confirmOverLimit: false }])
    click(dialog.querySelector('[data-testid="over-limit-confirm"]') ?? undefined)
    await vi.waitFor(() =>
      expect(fake.inputsOf('accounts.transfer')).toEqual([
        { ...sent, confirmOverLimit: false },
        { ...sent, confirmOverLimit: true }
      ])
    )
    const balance = await fake.api.invoke('accounts.get', { playerId: id('张三') })
    expect(balance).toMatchObject({ ok: true, data: { balanceCents: -3_000 } })
  })

  it('names the figures with the currency in English too', async () => {
    const { fake, id } = await members()
    await fake.api.invoke('accounts.setCreditLimit', { playerId: id('张三'), cents: 1_250 })
    await fake.api.invoke('settings.update', { locale: 'en' })
    await mountActions(fake, id('张三'), 1_250)
    click(byTestId('account-action-transfer')[0].querySelector('input') ?? undefined)
    await flushPromises()
    const picker = byTestId('account-transfer-to')[0]
    click(picker.querySelector('.n-base-selection') ?? picker)
    await vi.waitFor(() => expect(document.querySelector('.n-base-select-option')).not.toBeNull())
    click(
      [...document.querySelectorAll('.n-base-select-option')].find((option) => option.textContent?.trim() === '刘洋')
    )
    await submitAmount('80')
    await vi.waitFor(() =>
      expect(document.querySelector('.n-dialog')?.textContent).toContain(
        "张三's balance would be -¥30, past the credit limit of ¥12.50"
      )
    )
  })
})

describe('the adjustment', () => {
  /** Opens the adjust tab, types the reason and the amount (negative: a charge), and sends it. */
  async function adjustBy(yuan: string): Promise<void> {
    click(byTestId('account-action-adjust')[0].querySelector('input') ?? undefined)
    await flushPromises()
    const reason = byTestId('account-note')[0].querySelector('input')!
    reason.value = '赔偿茶杯'
    reason.dispatchEvent(new Event('input'))
    await submitAmount(yuan)
  }
  type Fake = Awaited<ReturnType<typeof members>>['fake']
  const balanceOf = async (fake: Fake, playerId: number) =>
    ((await fake.api.invoke('accounts.get', { playerId })) as { data: { balanceCents: number } }).data.balanceCents

  it('past the limit asks first: cancel writes nothing, confirm writes it', async () => {
    const { fake, id } = await members()
    const zhang = id('张三')
    await mountActions(fake, zhang, 0)

    // −¥80 out of 张三's ¥50 passes his limit (0): refused, the dialog names the figures
    await adjustBy('-80')
    const sent = { playerId: zhang, cents: -8_000, reason: '赔偿茶杯' }
    // the newest dialog (jsdom does not finish a closed one's leave transition)
    const overLimitDialog = () =>
      vi.waitFor(() => {
        const shown = [...document.querySelectorAll('.n-dialog')].at(-1)
        expect(shown?.textContent).toContain('“张三”的余额会变成 -¥30，超过欠款额度 ¥0')
        return shown!
      })
    click((await overLimitDialog()).querySelector('[data-testid="over-limit-cancel"]') ?? undefined)
    await flushPromises()
    expect(fake.inputsOf('accounts.adjust')).toEqual([{ ...sent, confirmOverLimit: false }])
    expect(await balanceOf(fake, zhang)).toBe(5_000)

    // sent again and confirmed: written once, past the limit
    click(byTestId('account-submit')[0])
    await vi.waitFor(() => expect(fake.inputsOf('accounts.adjust')).toHaveLength(2))
    click((await overLimitDialog()).querySelector('[data-testid="over-limit-confirm"]') ?? undefined)
    await vi.waitFor(() =>
      expect(fake.inputsOf('accounts.adjust')).toEqual([
        { ...sent, confirmOverLimit: false },
        { ...sent, confirmOverLimit: false },
        { ...sent, confirmOverLimit: true }
      ])
    )
    await vi.waitFor(async () => expect(await balanceOf(fake, zhang)).toBe(-3_000))
  })

  it('within the limit, and a credit, go through without asking', async () => {
    const { fake, id } = await members()
    const zhang = id('张三')
    await mountActions(fake, zhang, 0)
    await adjustBy('-50')
    await vi.waitFor(async () => expect(await balanceOf(fake, zhang)).toBe(0))
    await adjustBy('20')
    await vi.waitFor(async () => expect(await balanceOf(fake, zhang)).toBe(2_000))
    expect(document.querySelector('.n-dialog')).toBeNull()
    expect(fake.inputsOf('accounts.adjust').map((input) => input.cents)).toEqual([-5_000, 2_000])
  })
})

describe('the reversal', () => {
  /** 张三's account page: ¥50 topped up, ¥30 spent (an adjustment), credit limit `limitCents`. */
  async function zhangsAccount(limitCents = 0) {
    const { fake, id } = await members()
    const zhang = id('张三')
    await fake.api.invoke('accounts.adjust', { playerId: zhang, cents: -3_000, reason: '茶水' })
    await fake.api.invoke('accounts.setCreditLimit', { playerId: zhang, cents: limitCents })
    wrapper = await mountInApp(AccountsView, fake.api, { path: '/accounts', query: { player: zhang } })
    await useSettingsStore().load()
    const balance = async () =>
      ((await fake.api.invoke('accounts.get', { playerId: zhang })) as { data: { balanceCents: number } }).data
        .balanceCents
    return { fake, zhang, balance }
  }
  /** Reverses the ledger line whose kind reads `label`, giving a reason in the reversal's dialog. */
  async function reverseLine(label: string): Promise<void> {
    const line = await vi.waitFor(() => {
      const row = [...document.querySelectorAll('tr')].find((tr) => tr.children[1]?.textContent?.includes(label))
      expect(row?.querySelector('button')).toBeTruthy()
      return row!
    })
    // the new dialog's (jsdom does not finish a closed one's leave transition)
    const shown = byTestId('reverse-reason').length
    click(line.querySelector('button') ?? undefined)
    const reason = await vi.waitFor(() => {
      const inputs = byTestId<HTMLInputElement>('reverse-reason')
      expect(inputs).toHaveLength(shown + 1)
      return inputs[shown]
    })
    reason.value = '收错了'
    reason.dispatchEvent(new Event('input'))
    await flushPromises()
    click(byTestId('reverse-submit')[shown])
  }
  const overLimitDialog = () =>
    vi.waitFor(() => {
      const shown = [...document.querySelectorAll('.n-dialog')].at(-1)
      expect(shown?.textContent).toContain('“张三”的余额会变成 -¥30，超过欠款额度 ¥0')
      return shown!
    })

  it('taking back a top-up past the limit asks first: cancel writes nothing, confirm writes it', async () => {
    const { fake, balance } = await zhangsAccount()

    // the ¥50 top-up taken back leaves 张三 at −¥30, past his limit (0): refused, the dialog names the figures
    await reverseLine('充值')
    click((await overLimitDialog()).querySelector('[data-testid="over-limit-cancel"]') ?? undefined)
    await flushPromises()
    const [sent] = fake.inputsOf('accounts.reverse')
    expect(sent).toMatchObject({ reason: '收错了', confirmOverLimit: false })
    expect(fake.inputsOf('accounts.reverse')).toHaveLength(1)
    expect(await balance()).toBe(2_000)

    // sent again and confirmed: written once, past the limit
    await reverseLine('充值')
    click((await overLimitDialog()).querySelector('[data-testid="over-limit-confirm"]') ?? undefined)
    await vi.waitFor(() =>
      expect(fake.inputsOf('accounts.reverse')).toEqual([sent, sent, { ...sent, confirmOverLimit: true }])
    )
    await vi.waitFor(async () => expect(await balance()).toBe(-3_000))
    await vi.waitFor(() => expect(byTestId('account-balance')[0]?.textContent).toContain('-¥30'))
  })

  it('within the limit, or a credit, goes through without asking', async () => {
    const { fake, balance } = await zhangsAccount(5_000)
    // the ¥50 top-up taken back leaves −¥30, within his ¥50; then the ¥30 charge taken back credits him
    await reverseLine('充值')
    await vi.waitFor(async () => expect(await balance()).toBe(-3_000))
    await reverseLine('调整')
    await vi.waitFor(async () => expect(await balance()).toBe(0))
    expect(fake.inputsOf('accounts.reverse')).toEqual([
      expect.objectContaining({ confirmOverLimit: false }),
      expect.objectContaining({ confirmOverLimit: false })
    ])
    expect(document.querySelector('[data-testid="over-limit-confirm"]')).toBeNull()
  })
})
