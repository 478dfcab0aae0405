import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { catalog } from '../../src-main/scoring'
import HandDetailModal from '../../src-renderer/src/components/table/HandDetailModal.vue'
import ScoreSheet from '../../src-renderer/src/components/table/ScoreSheet.vue'
import { undoChanges } from '../../src-renderer/src/components/table/undoChanges'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'
import type { HandView, SessionView } from '../../src-main/model/sessions'
let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const sichuan = catalog().variants.find((variant) => variant.id === 'sichuan')!

/** A Sichuan table with three hands: 李四 自摸 清一色, 王五 wins 七对 on 张三's discard, a draw. */
function playedTable(): SessionView {
  const fake = createTestApi(['张三', '李四', '王五', '赵六'])
  const session = fake.createSession({
    title: '',
    variant: 'sichuan',
    playerIds: [1, 2, 3, 4],
    firstDealer: 0,
    rules: { pointValue: 1 }
  })
  fake.addHand(session.id, [{ type: 'win', winner: 1, from: null, pattern: 'qingyise' }])
  fake.addHand(session.id, [{ type: 'win', winner: 2, from: 0, pattern: 'qidui' }])
  return structuredClone(fake.addHand(session.id, [{ type: 'draw' }]))
}

const rowTexts = () =>
  byTestId('hand-row').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim()))

describe('the score sheet', () => {
  it('reads like a score sheet: dealer, winner, how, pattern from the catalog, deltas per seat, the running total', async () => {
    const session = playedTable()
    const opened: HandView[] = []
    wrapper = await mountInApp(
      defineComponent({
        render: () => h(ScoreSheet, { session, variant: sichuan, onOpen: (hand: HandView) => opened.push(hand) })
      }),
      createTestApi().api
    )
    expect(rowTexts()).toEqual([
      ['1', '张三', '李四', '自摸', '清一色', '-3', '+9', '-3', '-3'],
      ['2', '李四', '王五', '张三 点炮', '七对', '-3', '0', '+3', '0'],
      ['3', '王五', '', '流局', '', '0', '0', '0', '0']
    ])
    expect(byTestId('sheet-total-1')[0].textContent).toBe('+9')
    expect(byTestId('sheet-total-0')[0].textContent).toBe('-6')

    click(byTestId('hand-row')[1])
    expect(opened.map((hand) => hand.seq)).toEqual([2])
  })
})

describe('the score sheet: hands entered by their tiles', () => {
  it('shows a win’s tiles under its pattern, the winning tile marked, and a draw’s tenpai hands by seat', async () => {
    const fake = createTestApi(['张三', '李四', '王五', '赵六'])
    const { id } = fake.createSession({
      title: '',
      variant: 'sichuan',
      playerIds: [1, 2, 3, 4],
      firstDealer: 0,
      rules: { pointValue: 1 }
    })
    fake.addHand(id, [
      {
        type: 'win',
        winner: 2,
        from: null,
        tiles: { concealed: '11123456788m', melds: [{ kind: 'pong', tiles: '999m' }], winTile: '5m' }
      }
    ])
    fake.addHand(id, [{ type: 'win', winner: 1, from: null, pattern: 'qingyise' }])
    const session = structuredClone(
      fake.addHand(id, [{ type: 'draw', hands: [{ seat: 3, tiles: { concealed: '1112345678999s', melds: [] } }] }])
    )
    wrapper = await mountInApp(
      defineComponent({ render: () => h(ScoreSheet, { session, variant: sichuan }) }),
      createTestApi().api
    )
    const [win, typed, draw] = byTestId('hand-row')
    const tiles = win.querySelector('[data-testid="sheet-tiles"]')!
    expect(tiles.querySelectorAll('[data-tile]')).toHaveLength(14)
    expect([...tiles.querySelectorAll('[data-won] [data-tile]')].map((tile) => tile.getAttribute('data-tile'))).toEqual(
      ['5m']
    )
    expect(tiles.textContent).toContain('碰')
    // Winner, how and the pattern the tiles showed on one line across their columns, the tiles under them.
    expect(tiles.closest('td')?.getAttribute('colspan')).toBe('3')
    expect(tiles.closest('td')?.textContent).toMatch(/王五.*自摸.*清一色/)
    expect(typed.querySelector('[data-testid="sheet-tiles"]')).toBeNull()
    const waiting = draw.querySelector('[data-testid="sheet-tiles"]')!
    expect(waiting.textContent).toContain('赵六')
    expect(waiting.querySelectorAll('[data-tile]')).toHaveLength(13)
    expect(waiting.querySelectorAll('[data-won]')).toHaveLength(0)
  })
})

describe('a hand opened from the sheet', () => {
  it('lists its payments with reasons and asks once before deleting', async () => {
    const session = playedTable()
    const deleted: HandView[] = []
    const show = ref(true)
    wrapper = await mountInApp(
      defineComponent({
        render: () =>
          h(HandDetailModal, {
            show: show.value,
            'onUpdate:show': (value: boolean) => (show.value = value),
            hand: session.hands[1],
            session,
            variant: sichuan,
            onDelete: (hand: HandView) => deleted.push(hand)
          })
      }),
      createTestApi().api
    )
    expect(byTestId('transfer-row').map((row) => row.textContent?.replace(/\s+/g, ''))).toEqual([
      expect.stringMatching(/^张三→王五3.*七对/)
    ])
    click(byTestId('hand-delete')[0])
    await flushPromises()
    expect(deleted).toEqual([])
    expect(pageText()).toContain('删除第 2 局？')
    click(byTestId('hand-delete-confirm')[0])
    expect(deleted.map((hand) => hand.seq)).toEqual([2])
  })
})

describe('what an undo changed', () => {
  it('names the hand an undo removed or restored, besides the hands it rescored', () => {
    const after = playedTable()
    const before = structuredClone(after)
    before.hands = before.hands.slice(0, 2)
    const restored = undoChanges(before, after, [])
    expect(restored).toEqual([
      {
        handId: after.hands[2].id,
        seq: 3,
        before: null,
        after: { dealer: 2, dealerStreak: 1, deltas: [0, 0, 0, 0], supporterDeltas: {} }
      }
    ])
    const removed = undoChanges(after, before, [])
    expect(removed.map((change) => [change.seq, change.after])).toEqual([[3, null]])
  })
})
