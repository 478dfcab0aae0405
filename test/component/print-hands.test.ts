import type { VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { catalog } from '../../src-main/scoring'
import PrintHandList from '../../src-renderer/src/components/settlement/print/PrintHandList.vue'
import { handLines } from '../../src-renderer/src/components/settlement/settlementRows'
import { createTestApi } from './helpers/testApi'
import { byTestId, mountInApp } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const anshun = catalog().variants.find((variant) => variant.id === 'anshun')!

/** An Anshun table: 王五 wins by tiles, 李四 by fields, then a draw with 赵六's tenpai hand by tiles. */
function playedTable() {
  const fake = createTestApi(['张三', '李四', '王五', '赵六'])
  const { id } = fake.createSession({
    title: '',
    variant: 'anshun',
    playerIds: [1, 2, 3, 4],
    firstDealer: 0,
    rules: { pointValue: 1 }
  })
  fake.addHand(id, [
    { type: 'win', winner: 2, from: null, tiles: { concealed: '11223344556677s', melds: [], winTile: '7s' } }
  ])
  fake.addHand(id, [{ type: 'win', winner: 1, from: null, pattern: 'qingyise' }])
  fake.addHand(id, [{ type: 'draw', hands: [{ seat: 3, tiles: { concealed: '1112345678999m', melds: [] } }] }])
  return fake.session(id)
}

describe('the printed hand list', () => {
  it.each([false, true])('shows the tiles a hand was entered with under its line (narrow: %s)', async (narrow) => {
    const session = playedTable()
    const players = session.players.map((player) => player.name)
    wrapper = await mountInApp(
      defineComponent({ render: () => h(PrintHandList, { hands: handLines(session, anshun), players, narrow }) }),
      createTestApi().api
    )
    const rows = byTestId('print-tiles')
    expect(rows.map((row) => row.getAttribute('data-seq'))).toEqual(['1', '3'])
    const [win, draw] = rows
    expect(win.querySelectorAll('[data-tile]')).toHaveLength(14)
    expect([...win.querySelectorAll('[data-won] [data-tile]')].map((tile) => tile.getAttribute('data-tile'))).toEqual([
      '7s'
    ])
    expect(draw.textContent).toContain('赵六')
    expect(draw.querySelectorAll('[data-tile]')).toHaveLength(13)
    // Each tiles line spans the whole table under its hand; on the receipt it closes the hand's block.
    if (narrow) expect(win.closest('li')?.lastElementChild).toBe(win)
    else expect(win.querySelector('td')?.getAttribute('colspan')).toBe(String(3 + players.length))
  })
})
