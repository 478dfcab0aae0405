import type { VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { SessionView } from '../../src-main/api/types'
import AccountSettleCard from '../../src-renderer/src/components/parlor/AccountSettleCard.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

describe('the settle card and a table clock to confirm', () => {
  it('names the clock’s reason and settles only once the host confirms it', async () => {
    const fake = createTestApi(['张三', '李四', '王五', '赵六'])
    const { id } = fake.createSession({
      title: '',
      variant: 'sichuan',
      playerIds: [1, 2, 3, 4],
      firstDealer: 0,
      rules: { pointValue: 1 }
    })
    fake.addHand(id, [{ type: 'win', winner: 0, from: 1, pattern: 'pinghu' }])
    const shown = ref<SessionView>(fake.session(id))
    wrapper = await mountInApp(
      defineComponent({
        render: () =>
          h(AccountSettleCard, {
            key: shown.value.status,
            session: shown.value,
            onClosed: (closed: SessionView) => (shown.value = closed)
          })
      }),
      fake.api
    )
    await vi.waitFor(() => expect(byTestId('parlor-settle-button')).toHaveLength(1))
    // As main answers a table whose clock ran 26 hours (a PC clock set a day ahead).
    fake.refuseNext('parlor.close', {
      code: 'FEE_OVER_LIMIT',
      message: '这张桌已计时 26.0 小时，超过 12.0 小时的上限；请核对电脑时间，确认无误后再结算。',
      messageEn: 'This table has run 26.0 h, past the 12.0 h limit.'
    })
    click(byTestId('parlor-settle-button')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settle-confirm')).toHaveLength(1))
    click(byTestId('parlor-settle-confirm')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settle-confirm-longFee')).toHaveLength(1))
    expect(pageText()).toContain('已计时 26.0 小时')
    expect(byTestId('parlor-settled')).toHaveLength(0)

    click(byTestId('parlor-settle-confirm-longFee')[0])
    await vi.waitFor(() => expect(byTestId('parlor-settled')).toHaveLength(1))
    expect(fake.inputsOf('parlor.close').map((input) => input.confirmTime)).toEqual([[], ['longFee']])
  })
})
