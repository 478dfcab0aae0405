import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { catalog } from '../../src-main/scoring'
import type { Player, SessionView } from '../../src-main/api/types'
import HandOverDialog from '../../src-renderer/src/components/table/HandOverDialog.vue'
import ScoreSheet from '../../src-renderer/src/components/table/ScoreSheet.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const sichuan = catalog().variants.find((variant) => variant.id === 'sichuan')!

/** 张三 李四 王五 赵六 at a Sichuan table, two hands played; 钱七 waits on the roster. */
function twoHandsPlayed() {
  const fake = createTestApi(['张三', '李四', '王五', '赵六', '钱七'])
  const session = fake.createSession({
    title: '',
    variant: 'sichuan',
    playerIds: [1, 2, 3, 4],
    firstDealer: 0,
    rules: { pointValue: 1 }
  })
  fake.addHand(session.id, [{ type: 'win', winner: 1, from: null, pattern: 'qingyise' }])
  fake.addHand(session.id, [{ type: 'win', winner: 2, from: 1, pattern: 'qidui' }])
  return { fake, session: fake.session(session.id) }
}

/** The hand-over dialog for 李四's seat (seat 1) of `twoHandsPlayed`, open; `show` follows it, `chosen` collects confirms. */
async function openHandOver() {
  const { fake, session } = twoHandsPlayed()
  const chosen: [number, Player][] = []
  const show = ref(true)
  wrapper = await mountInApp(
    defineComponent({
      render: () =>
        h(HandOverDialog, {
          session,
          seat: 1,
          show: show.value,
          'onUpdate:show': (value: boolean) => (show.value = value),
          onConfirm: (seat: number, player: Player) => chosen.push([seat, player])
        })
    }),
    fake.api
  )
  await flushPromises()
  return { fake, show, chosen }
}

describe('handing a seat over', () => {
  it('offers only players not yet at the table, then asks once, naming the hand the new player starts with', async () => {
    const { fake, chosen } = await openHandOver()
    expect(pageText()).toContain('换人：李四 的座位')
    expect(pageText()).toContain('已打的 2 局仍算 李四 的，从第 3 局起算新玩家的')
    expect(byTestId('handover-player-add').map((button) => button.textContent?.trim())).toEqual(['钱七'])
    expect(byTestId<HTMLButtonElement>('handover-confirm')[0].disabled).toBe(true)
    click(byTestId('handover-player-add')[0])
    await flushPromises()
    expect(byTestId('handover-confirm-text')[0].textContent?.trim()).toBe('从第 3 局起，钱七 接替 李四。')
    click(byTestId('handover-confirm')[0])
    expect(chosen.map(([seat, player]) => [seat, player.name])).toEqual([[1, '钱七']])
    expect(fake.inputsOf('sessions.handOver')).toEqual([])
  })

  it('closes on 取消 and on Esc alike, choosing nobody', async () => {
    const { show, chosen } = await openHandOver()
    click(byTestId('handover-player-add')[0])
    await flushPromises()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }))
    await flushPromises()
    expect(show.value).toBe(false)
    show.value = true
    await flushPromises()
    // opened again: the choice is gone, 取消 closes it as Esc did
    expect(byTestId<HTMLButtonElement>('handover-confirm')[0].disabled).toBe(true)
    click(byTestId('handover-cancel')[0])
    await flushPromises()
    expect(show.value).toBe(false)
    expect(chosen).toEqual([])
  })

  it('marks the change on the score sheet; earlier hands keep the name of who played them', async () => {
    const { fake, session } = twoHandsPlayed()
    const handedOver: SessionView = await fake.api
      .invoke('sessions.handOver', { sessionId: session.id, seat: 1, playerId: 5 })
      .then((answer) => (answer as { data: SessionView }).data)
    const taken: [number, string][] = []
    wrapper = await mountInApp(
      defineComponent({
        render: () =>
          h(ScoreSheet, {
            session: handedOver,
            variant: sichuan,
            onTakeBack: (seat: number, from: string) => taken.push([seat, from])
          })
      }),
      fake.api
    )
    const marker = byTestId('sheet-handover')
    expect(marker.map((line) => line.textContent)).toEqual(['第 3 局起 钱七 接替 李四撤回换人'])
    expect(pageText()).toContain('李四 → 钱七')
    const first = byTestId('hand-row')[0]
    expect([...first.querySelectorAll('td')].map((cell) => cell.textContent?.trim()).slice(0, 3)).toEqual([
      '1',
      '张三',
      '李四'
    ])
    click(byTestId('sheet-handover-take-back')[0])
    expect(taken).toEqual([[1, '李四']])
  })
})
