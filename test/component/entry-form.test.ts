import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { catalog, type VariantId } from '../../src-main/scoring'
import HandEntryForm from '../../src-renderer/src/components/entry/HandEntryForm.vue'
import { useTableStore } from '../../src-renderer/src/stores/table'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

/** The entry form over a fresh table of `variant`, as the table screen shows it. */
async function showEntry(variant: VariantId, open = ref(true)) {
  const fake = createTestApi(['张三', '李四', '王五', '赵六'])
  const session = fake.createSession({
    title: '',
    variant,
    playerIds: [1, 2, 3, 4],
    firstDealer: 0,
    rules: { pointValue: 1 }
  })
  const spec = catalog().variants.find((candidate) => candidate.id === variant)!
  const Entry = defineComponent({
    setup() {
      const table = useTableStore()
      void table.open(session.id)
      return () =>
        table.session && h(HandEntryForm, { session: table.session, variant: spec, editing: null, open: open.value })
    }
  })
  wrapper = await mountInApp(Entry, fake.api)
  return fake
}

const tap = async (testId: string) => {
  click(byTestId(testId)[0])
  await flushPromises()
}

const saveButton = () => byTestId<HTMLButtonElement>('entry-save')[0]

async function saved(fake: ReturnType<typeof createTestApi>) {
  await vi.waitFor(() => expect(saveButton().disabled).toBe(false))
  await tap('entry-save')
  await vi.waitFor(() => expect(fake.inputsOf('hands.add')).toHaveLength(1))
  return fake.inputsOf('hands.add')[0].hand
}

describe('hand entry: the fast path', () => {
  it('winner → 自摸 → pattern → 保存 makes a self-draw with that pattern', async () => {
    const fake = await showEntry('sichuan')
    await tap('entry-seat-1')
    await tap('entry-selfdraw')
    await tap('entry-pattern-qingyise')
    expect(await saved(fake)).toEqual({
      events: [{ type: 'win', winner: 1, from: null, pattern: 'qingyise' }],
      supporters: []
    })
  })

  it('winner → discarder → pattern makes a discard win', async () => {
    const fake = await showEntry('sichuan')
    await tap('entry-seat-2')
    await tap('entry-seat-0')
    await tap('entry-pattern-qidui')
    expect(await saved(fake)).toEqual({
      events: [{ type: 'win', winner: 2, from: 0, pattern: 'qidui' }],
      supporters: []
    })
  })

  it('works from the keyboard: seat keys, Z for 自摸, Enter to save', async () => {
    const fake = await showEntry('sichuan')
    for (const key of ['4', 'z']) window.dispatchEvent(new KeyboardEvent('keydown', { key }))
    await flushPromises()
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    await vi.waitFor(() => expect(fake.inputsOf('hands.add')).toHaveLength(1))
    expect(fake.inputsOf('hands.add')[0].hand).toEqual({
      events: [{ type: 'win', winner: 3, from: null }],
      supporters: []
    })
  })

  it('once saved, takes no more input: later Enters, clicks and seat keys do nothing', async () => {
    const fake = await showEntry('sichuan')
    for (const key of ['4', 'z']) window.dispatchEvent(new KeyboardEvent('keydown', { key }))
    await flushPromises()
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false))
    for (let press = 0; press < 6; press++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
      await flushPromises()
    }
    click(saveButton())
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '1' }))
    await flushPromises()
    expect(fake.inputsOf('hands.add')).toHaveLength(1)
    expect(saveButton().disabled).toBe(true)
  })

  it('sends one request id per draft, and a new one once the draft changes', async () => {
    const fake = await showEntry('sichuan')
    fake.refuseNext('hands.add', { code: 'SOME_REFUSAL', message: '不行', messageEn: 'No' })
    await tap('entry-seat-1')
    await tap('entry-selfdraw')
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false))
    await tap('entry-save')
    await vi.waitFor(() => expect(byTestId('entry-save-error')).toHaveLength(1))
    await tap('entry-pattern-qingyise')
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false))
    await tap('entry-save')
    await vi.waitFor(() => expect(fake.inputsOf('hands.add')).toHaveLength(2))
    const [first, second] = fake.inputsOf('hands.add').map((input) => input.requestId as string)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).not.toBe(first)
  })

  it('while its modal closes, the keys do nothing', async () => {
    const open = ref(true)
    const fake = await showEntry('sichuan', open)
    for (const key of ['4', 'z']) window.dispatchEvent(new KeyboardEvent('keydown', { key }))
    await flushPromises()
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false))
    open.value = false
    await flushPromises()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    await flushPromises()
    expect(fake.inputsOf('hands.add')).toHaveLength(0)
  })

  it('takes a seat by its wind letter or by the arrow pointing at it on the square', async () => {
    const fake = await showEntry('sichuan')
    // Dealer 张三: W is 西 (王五, across); ArrowDown is the bottom seat (张三).
    for (const key of ['w', 'ArrowDown']) window.dispatchEvent(new KeyboardEvent('keydown', { key }))
    await flushPromises()
    expect(await saved(fake)).toEqual({ events: [{ type: 'win', winner: 2, from: 0 }], supporters: [] })
  })

  it('tapping the winner again goes back a step; 流局 is one tap', async () => {
    const fake = await showEntry('sichuan')
    await tap('entry-seat-1')
    await tap('entry-seat-1')
    expect(byTestId('entry-prompt')[0].textContent).toContain('胡牌者')
    await tap('entry-draw')
    expect(await saved(fake)).toEqual({ events: [{ type: 'draw' }], supporters: [] })
  })
})

describe('hand entry: the catalog-driven 更多 step', () => {
  it('shows a field only while its `when` condition holds', async () => {
    await showEntry('sichuan')
    await tap('entry-seat-1')
    await tap('entry-selfdraw')
    await tap('entry-more')
    expect(byTestId('entry-field-kongDraw')).toHaveLength(1)
    expect(byTestId('entry-field-robKong')).toHaveLength(0)
    expect(byTestId('entry-field-kongFrom')).toHaveLength(0)

    await tap('entry-field-kongDraw-toggle')
    expect(byTestId('entry-field-kongFrom')).toHaveLength(1)

    // A discard instead: 杠上花 and its 引杠者 no longer apply, 抢杠胡 does.
    await tap('entry-seat-1')
    await tap('entry-seat-3')
    expect(byTestId('entry-field-kongDraw')).toHaveLength(0)
    expect(byTestId('entry-field-kongFrom')).toHaveLength(0)
    expect(byTestId('entry-field-robKong')).toHaveLength(1)
  })

  it('adds an extra event before the outcome, as played', async () => {
    const fake = await showEntry('sichuan')
    await tap('entry-seat-0')
    await tap('entry-selfdraw')
    await tap('entry-more')
    await tap('entry-add-kong')
    await tap('entry-field-by-2')
    await tap('entry-field-kind-concealed')
    expect(await saved(fake)).toEqual({
      events: [
        { type: 'kong', by: 2, kind: 'concealed' },
        { type: 'win', winner: 0, from: null }
      ],
      supporters: []
    })
  })
})

describe('hand entry: the live preview', () => {
  it('shows the engine’s error in Chinese and keeps 保存 disabled until the hand is valid', async () => {
    await showEntry('hangzhou')
    // 平庄: Hangzhou allows no discard win.
    await tap('entry-seat-1')
    await tap('entry-seat-3')
    await vi.waitFor(() => expect(byTestId('entry-error')).toHaveLength(1))
    expect(byTestId('entry-error')[0].textContent).toMatch(/[\u4e00-\u9fff]/)
    expect(saveButton().disabled).toBe(true)

    await tap('entry-selfdraw')
    await vi.waitFor(() => expect(byTestId('entry-error')).toHaveLength(0))
    await vi.waitFor(() => expect(byTestId('transfer-row')).toHaveLength(3))
    expect(saveButton().disabled).toBe(false)
    expect(byTestId('entry-total-1')[0].textContent).toBe('+4')
  })
})
