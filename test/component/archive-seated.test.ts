import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PlayersView from '../../src-renderer/src/views/PlayersView.vue'
import { setLocale } from '../../src-renderer/src/i18n'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

/** The roster of a club where 张三 sits at the open table 二楼 3 号桌. */
async function rosterWithOpenTable() {
  const fake = createTestApi(['张三', '李四', '王五', '赵六', '钱七'])
  fake.createSession({
    title: '二楼 3 号桌',
    variant: 'sichuan',
    playerIds: [1, 2, 3, 4],
    firstDealer: 0,
    rules: { pointValue: 1 }
  })
  wrapper = await mountInApp(PlayersView, fake.api)
  await vi.waitFor(() => expect(byTestId('player-row').length).toBe(5))
  return fake
}

async function archiveFromRow(name: string): Promise<void> {
  const row = byTestId('player-row').find((candidate) => candidate.querySelector('.name')?.textContent === name)!
  click(row.querySelector('[data-testid="player-archive"]')!)
  await flushPromises()
  click(byTestId('player-archive-confirm')[0])
  await flushPromises()
}

describe('archiving a player seated at an open table', () => {
  it('warns, naming the table; 取消 archives nothing', async () => {
    const fake = await rosterWithOpenTable()
    await archiveFromRow('张三')
    await vi.waitFor(() => expect(byTestId('player-archive-seated')).toHaveLength(1))
    expect(pageText()).toContain('二楼 3 号桌')
    expect(pageText()).toContain('张三')
    click(byTestId('player-archive-seated-cancel')[0])
    await flushPromises()
    expect(fake.inputsOf('players.archive')).toHaveLength(0)
  })

  it('archives when the host goes on, in English too', async () => {
    const fake = await rosterWithOpenTable()
    setLocale('en')
    await flushPromises()
    await archiveFromRow('张三')
    await vi.waitFor(() => expect(byTestId('player-archive-seated')).toHaveLength(1))
    expect(byTestId('player-archive-seated')[0].textContent).toContain('open table')
    click(byTestId('player-archive-seated-confirm')[0])
    await vi.waitFor(() => expect(fake.inputsOf('players.archive')).toEqual([{ id: 1 }]))
  })

  it('asks nothing more for a player at no open table', async () => {
    const fake = await rosterWithOpenTable()
    await archiveFromRow('钱七')
    await vi.waitFor(() => expect(fake.inputsOf('players.archive')).toEqual([{ id: 5 }]))
    expect(byTestId('player-archive-seated')).toHaveLength(0)
  })
})
