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
const yaku = catalog().variants.find((variant) => variant.id === 'yaku')!

/** A 役种 table with 钱七 backing 张三: 张三 wins a hand, then 李四 declares a false win (reversed self-draw). */
async function yakuTableWithBacker() {
  const fake = createTestApi(['张三', '李四', '王五', '赵六', '钱七'])
  const { id } = fake.createSession({
    title: '',
    variant: 'yaku',
    playerIds: [1, 2, 3, 4],
    backerPlayerIds: [5],
    firstDealer: 0,
    rules: { pointValue: 1 }
  })
  const add = (events: unknown[]) =>
    fake.api.invoke('hands.add', {
      sessionId: id,
      requestId: crypto.randomUUID(),
      hand: { events, supporters: [{ playerId: 5, seat: 0 }] }
    } as never)
  await add([{ type: 'win', winner: 0, from: 2, yaku: ['yiqi'] }])
  await add([{ type: 'falseWin', by: 1 }])
  return fake.session(id)
}

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

  it.each([false, true])('names the 诈和 offender and has the backers’ points (narrow: %s)', async (narrow) => {
    const session = await yakuTableWithBacker()
    const players = session.players.map((player) => player.name)
    const backers = session.backers.map((backer) => backer.name)
    const lines = handLines(session, yaku)
    expect(lines[1].how[0]).toBe('李四（诈和者）赔付：诈和：按自摸反赔 2')
    for (const line of lines[1].how) expect(line).toMatch(/^李四（诈和者）赔付：/)
    expect(lines.map((line) => line.backerDeltas)).toEqual(
      session.hands.map((hand) => [hand.result.supporterDeltas[session.backers[0].backerId]])
    )
    expect(lines[0].backerDeltas[0]).not.toBe(0)

    wrapper = await mountInApp(
      defineComponent({ render: () => h(PrintHandList, { hands: lines, players, backers, narrow }) }),
      createTestApi().api
    )
    const text = document.body.textContent ?? ''
    expect(text).toContain('李四（诈和者）赔付')
    if (narrow) expect(byTestId('print-backer-delta').map((cell) => cell.textContent?.trim())).toHaveLength(2)
    else {
      expect(byTestId('print-backer-column').map((cell) => cell.textContent?.trim())).toEqual(['支持者 钱七'])
      const firstRow = [...document.querySelectorAll('tbody tr')][0]
      expect(firstRow.querySelectorAll('td')).toHaveLength(3 + players.length + 1)
    }
  })
})
