import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { NSelect } from 'naive-ui'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { SessionOverview, SessionView } from '../../src-main/api/types'
import AccountSettleCard from '../../src-renderer/src/components/parlor/AccountSettleCard.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? ''

/** 李四 wins hands 1–2 at seat 1 (+¥2) and hands it to 钱七, who loses hands 3–5 (−¥3). */
async function handedOverSeat() {
  const fake = createTestApi(['张三', '李四', '王五', '赵六', '钱七'])
  const { id } = fake.createSession({
    title: '',
    variant: 'sichuan',
    playerIds: [1, 2, 3, 4],
    firstDealer: 0,
    rules: { pointValue: 1 }
  })
  const dealIn = (winner: number, from: number) => fake.addHand(id, [{ type: 'win', winner, from, pattern: 'pinghu' }])
  dealIn(1, 0)
  dealIn(1, 2)
  await fake.api.invoke('sessions.handOver', { sessionId: id, seat: 1, playerId: 5 })
  dealIn(0, 1)
  dealIn(3, 1)
  dealIn(2, 1)
  return { fake, session: fake.session(id) }
}

/** Picks cash or account for the person tagged `tag` (`1` a seat's holder, `1@0` one who left). */
function choose(tag: string, label: '现金' | '记账') {
  const button = [...byTestId(`settle-mode-${tag}`)[0].querySelectorAll('label')].find(
    (candidate) => text(candidate) === label
  )
  click(button?.querySelector('input') ?? undefined)
}

describe('the settle card at a handed-over seat', () => {
  it('lists both players of the seat with the hands each played, each with their own cash or account choice', async () => {
    const { fake, session } = await handedOverSeat()
    wrapper = await mountCard(session, fake.api)
    await vi.waitFor(() => expect(byTestId('settle-mode-1@0')).toHaveLength(1))
    expect(text(byTestId('parlor-settle')[0])).toContain('李四第 1–2 局')
    expect(text(byTestId('parlor-settle')[0])).toContain('钱七第 3–5 局')

    choose('1@0', '记账')
    choose('1', '记账')
    // A cash person picks how they pay: 现金 is the default, 微信 one tap away.
    await vi.waitFor(() => expect(text(byTestId('settle-tender-2')[0])).toBe('现金'))
    // (The list's popup does not open in the test DOM: the choice is made as the select reports it.)
    const picker = wrapper.findAllComponents(NSelect).find((one) => one.attributes('data-testid') === 'settle-tender-2')
    picker!.vm.$emit('update:value', '微信')
    await flushPromises()
    click(byTestId('parlor-settle-button')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settle-confirm')).toHaveLength(1))
    click(byTestId('parlor-settle-confirm')[0])
    // 钱七 ends at −¥3 with no credit: a second confirmation.
    await vi.waitFor(() => expect(byTestId('parlor-settle-confirm-over')).toHaveLength(1))
    click(byTestId('parlor-settle-confirm-over')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settled')).toHaveLength(1))

    expect(fake.inputsOf('parlor.close')).toEqual([
      {
        sessionId: session.id,
        toAccountPlayers: [2, 5],
        feePayer: 'even',
        tenders: [
          { playerId: 1, tender: '现金' },
          { playerId: 3, tender: '微信' },
          { playerId: 4, tender: '现金' }
        ],
        confirmOverLimit: true,
        confirmTime: []
      }
    ])
    // name (hands), mode, net (every fee share in), fee share, balance before → after
    const row = (tag: string) => [...byTestId(`settled-seat-${tag}`)[0].querySelectorAll('td')].map(text)
    expect(row('1@0')).toEqual(['李四第 1–2 局', '记账', '+2', '0', '0 → 2'])
    expect(row('1')).toEqual(['钱七第 3–5 局', '记账', '-3', '0', '0 → -3'])
    expect(row('0')).toEqual(['张三', '现金', '0', '0', ''])
    expect(row('2')[1]).toBe('微信')
  })

  it('shows each account balance before and after before confirming, and past the credit limit asks again', async () => {
    const { fake, session } = await handedOverSeat()
    // 李四 may owe ¥10; 钱七 nothing.
    await fake.api.invoke('accounts.setCreditLimit', { playerId: 2, cents: 1000 })
    await fake.api.invoke('accounts.topUp', { playerId: 5, cents: 100, note: '' })
    wrapper = await mountCard(session, fake.api)
    await vi.waitFor(() => expect(byTestId('settle-mode-1')).toHaveLength(1))

    choose('1', '记账')
    await vi.waitFor(() => expect(byTestId('settle-balance-1')).toHaveLength(1))
    // 钱七 −3: 1 → −2, past his limit of 0, before anything is saved (no currency set here).
    expect(text(byTestId('settle-balance-1')[0])).toBe('钱七余额 1 → -2超过额度 0')
    expect(text(byTestId('settle-due-1')[0])).toBe('-3')
    expect(fake.inputsOf('parlor.close')).toEqual([])

    click(byTestId('parlor-settle-button')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settle-confirm')).toHaveLength(1))
    click(byTestId('parlor-settle-confirm')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settle-confirm-over')).toHaveLength(1))
    expect(document.body.textContent).toContain('钱七：结算后余额 -2，额度 0')
    // Cancelling the second question settles nothing.
    click([...document.querySelectorAll('.n-dialog button')].find((button) => text(button) === '取消') as HTMLElement)
    await flushPromises()
    expect(fake.inputsOf('parlor.close')).toEqual([])
    expect(byTestId('parlor-settled')).toHaveLength(0)

    // Within the limit (李四 +¥2 instead of 钱七): one confirmation, no second question.
    choose('1', '现金')
    choose('1@0', '记账')
    await vi.waitFor(() => expect(byTestId('settle-balance-1@0')).toHaveLength(1))
    expect(text(byTestId('settle-balance-1@0')[0])).toBe('李四余额 0 → 2')
    expect(byTestId('settle-over-limit')).toHaveLength(0)
    click(byTestId('parlor-settle-button')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settle-confirm')).toHaveLength(1))
    click(byTestId('parlor-settle-confirm').at(-1))
    await vi.waitFor(() => expect(byTestId('parlor-settled')).toHaveLength(1))
    expect(fake.inputsOf('parlor.close')).toEqual([
      expect.objectContaining({
        sessionId: session.id,
        toAccountPlayers: [2],
        confirmOverLimit: false,
        confirmTime: []
      })
    ])
  })

  it('names the clock’s reason (a 26 h table) and settles only once the host confirms it', async () => {
    const { fake, session } = await handedOverSeat()
    wrapper = await mountCard(session, fake.api)
    await vi.waitFor(() => expect(byTestId('parlor-settle-button')).toHaveLength(1))
    // As main answers a table whose clock ran 26 hours (a PC clock set a day ahead).
    fake.refuseNext('parlor.close', {
      code: 'FEE_OVER_LIMIT',
      messageZh: '这张桌已计时 26.0 小时，超过 12.0 小时的上限；请核对电脑时间，确认无误后再结算。',
      messageEn: 'This table has run 26.0 h, past the 12.0 h limit.'
    })
    click(byTestId('parlor-settle-button')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settle-confirm')).toHaveLength(1))
    click(byTestId('parlor-settle-confirm')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settle-confirm-longFee')).toHaveLength(1))
    expect(document.body.textContent).toContain('已计时 26.0 小时')
    expect(byTestId('parlor-settled')).toHaveLength(0)

    click(byTestId('parlor-settle-confirm-longFee')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settled')).toHaveLength(1))
    expect(fake.inputsOf('parlor.close').map((input) => input.confirmTime)).toEqual([[], ['longFee']])
  })
})

/** The card as the settlement screen mounts it: on the table's overview, read again once it is closed. */
async function mountCard(session: SessionView, api: ReturnType<typeof createTestApi>['api']) {
  const overview = async () =>
    ((await api.invoke('sessions.overview', { id: session.id })) as { data: SessionOverview }).data
  const shown = ref<SessionOverview>(await overview())
  return mountInApp(
    defineComponent({
      render: () =>
        h(AccountSettleCard, {
          key: shown.value.status,
          session: shown.value,
          onClosed: async () => (shown.value = await overview())
        })
    }),
    api
  )
}
