import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PlayersView from '../../src-renderer/src/views/PlayersView.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText, typeInto } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

async function showRoster(names: string[]) {
  const fake = createTestApi(names)
  wrapper = await mountInApp(PlayersView, fake.api)
  return fake
}

function rowNames(): string[] {
  return byTestId('player-row').map((row) => row.querySelector('.name')?.textContent ?? '')
}

function rowOf(name: string): HTMLElement {
  const row = byTestId('player-row').find((candidate) => candidate.querySelector('.name')?.textContent === name)
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

async function fillAndSubmitForm(name: string): Promise<void> {
  click(byTestId('player-add')[0])
  await flushPromises()
  await typeInto('player-form-name', name)
  click(byTestId('player-form-submit')[0])
  await vi.waitFor(() => expect(byTestId('player-form-submit')[0].classList).not.toContain('n-button--loading'))
  await flushPromises()
}

describe('the roster', () => {
  it('lists the players and tells what to do when there are none', async () => {
    await showRoster(['张三', '李四'])
    // sorted by pinyin: li before zhang
    expect(rowNames()).toEqual(['李四', '张三'])

    wrapper!.unmount()
    document.body.innerHTML = ''
    await showRoster([])
    expect(byTestId('player-row')).toHaveLength(0)
    expect(pageText()).toContain('还没有会员，点“添加会员”开始')
  })

  it('searches through players.list with the typed query (pinyin initials included)', async () => {
    const fake = await showRoster(['张三', '李四', '王五'])
    await typeInto('player-search', 'zs')

    await vi.waitFor(() =>
      expect(fake.inputsOf('players.list').at(-1)).toMatchObject({ query: 'zs', includeArchived: false })
    )
    await vi.waitFor(() => expect(rowNames()).toEqual(['张三']))
  })

  it('asks before adding a second player with the same name, then re-sends with allowDuplicate', async () => {
    const fake = await showRoster(['张三'])
    await fillAndSubmitForm('张三')

    expect(fake.inputsOf('players.create')).toEqual([expect.objectContaining({ name: '张三', allowDuplicate: false })])
    expect(pageText()).toContain('已有同名会员“张三”，仍要添加？')

    click(byTestId('player-duplicate-confirm')[0])
    await vi.waitFor(() => expect(fake.inputsOf('players.create')).toHaveLength(2))
    expect(fake.inputsOf('players.create')[1]).toMatchObject({ name: '张三', allowDuplicate: true })
    await vi.waitFor(() => expect(rowNames()).toEqual(['张三', '张三']))
  })

  it('adds nothing when the host declines the duplicate', async () => {
    const fake = await showRoster(['张三'])
    await fillAndSubmitForm('张三')

    click(byTestId('player-duplicate-cancel')[0])
    await flushPromises()
    expect(fake.inputsOf('players.create')).toHaveLength(1)
    expect(rowNames()).toEqual(['张三'])
  })

  it('shows the missing name next to the field and sends nothing', async () => {
    const fake = await showRoster([])
    await fillAndSubmitForm('   ')

    expect(pageText()).toContain('请填写姓名')
    expect(fake.inputsOf('players.create')).toHaveLength(0)
  })

  it('archives after one confirmation, and 撤销 restores', async () => {
    const fake = await showRoster(['张三', '李四'])
    const liSi = fake.players.find((player) => player.name === '李四')!

    click(rowOf('李四').querySelector('[data-testid="player-archive"]')!)
    await flushPromises()
    expect(fake.inputsOf('players.archive')).toHaveLength(0)
    click(byTestId('player-archive-confirm')[0])

    await vi.waitFor(() => expect(fake.inputsOf('players.archive')).toEqual([{ id: liSi.id }]))
    await vi.waitFor(() => expect(rowNames()).toEqual(['张三']))
    expect(pageText()).toContain('已归档“李四”')

    click(byTestId('player-archive-undo')[0])
    await vi.waitFor(() => expect(fake.inputsOf('players.restore')).toEqual([{ id: liSi.id }]))
    await vi.waitFor(() => expect(rowNames()).toEqual(['李四', '张三']))
  })

  it('adds a walk-in guest with a generated name', async () => {
    const fake = await showRoster(['张三'])
    click(byTestId('player-add-guest')[0])

    await vi.waitFor(() => expect(fake.inputsOf('players.createGuest')).toEqual([{ name: '' }]))
    await vi.waitFor(() => expect(rowNames()).toContain('散客1'))
    expect(rowOf('散客1').textContent).toContain('散客')
  })

  it('focuses the search on "/" and opens the form on "n" unless the host is typing', async () => {
    await showRoster(['张三'])
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/' }))
    expect(document.activeElement).toBe(byTestId('player-search')[0])

    byTestId('player-search')[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }))
    await flushPromises()
    expect(byTestId('player-form-name')).toHaveLength(0)

    ;(document.activeElement as HTMLElement).blur()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }))
    await flushPromises()
    expect(byTestId('player-form-name')).toHaveLength(1)
  })
})
