import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { catalog, type VariantId } from '../../src-main/scoring'
import HandEntryForm from '../../src-renderer/src/components/entry/HandEntryForm.vue'
import { useTableStore } from '../../src-renderer/src/stores/table'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, typeInto } from './helpers/mountInApp'

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
    fake.refuseNext('hands.add', { code: 'SOME_REFUSAL', messageZh: '不行', messageEn: 'No' })
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

describe('hand entry: what the variant asks on every hand', () => {
  const inFirstStep = (testId: string) => byTestId('entry-first-step')[0].querySelectorAll(`[data-testid="${testId}"]`)

  it('杭州: 暴头 and its 财飘 are on the first step, not under 更多', async () => {
    const fake = await showEntry('hangzhou')
    await tap('entry-seat-1')
    await tap('entry-selfdraw')
    expect(inFirstStep('entry-field-baotou-toggle')).toHaveLength(1)
    expect(inFirstStep('entry-field-piao-input')).toHaveLength(0)

    await tap('entry-field-baotou-toggle')
    expect(inFirstStep('entry-field-piao-input')).toHaveLength(1)
    await tap('entry-more')
    expect(byTestId('entry-field-baotou-toggle')).toHaveLength(1)
    expect(byTestId('entry-field-piao-input')).toHaveLength(1)
    expect(await saved(fake)).toEqual({
      events: [{ type: 'win', winner: 1, from: null, baotou: true }],
      supporters: []
    })
  })

  it('杭州: 暴头 is a self-draw’s: a discard win does not ask it', async () => {
    await showEntry('hangzhou')
    await tap('entry-seat-1')
    await tap('entry-seat-2')
    expect(byTestId('entry-field-baotou-toggle')).toHaveLength(0)
  })
})

describe('hand entry: the tiles, quicker', () => {
  const tilesOf = (testId: string) =>
    [...byTestId(testId)[0].querySelectorAll('[data-tile]')].map((tile) => tile.getAttribute('data-tile'))
  const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key }))

  it('lays the palette out one suit a row, nine a row, the honours on their own row', async () => {
    await showEntry('hangzhou')
    await tap('entry-seat-1')
    await tap('entry-selfdraw')
    await tap('entry-tiles-toggle')
    const rows = byTestId('tiles-palette-row').map((row) =>
      [...row.querySelectorAll('[data-tile]')].map((tile) => tile.getAttribute('data-tile'))
    )
    const suit = (letter: string, count = 9) => Array.from({ length: count }, (_, rank) => `${rank + 1}${letter}`)
    expect(rows).toEqual([suit('m'), suit('p'), suit('s'), suit('z', 7)])
  })

  it('keeps a tapped tile selected, so a second tap adds the same tile again', async () => {
    await showEntry('sichuan')
    await tap('entry-seat-1')
    await tap('entry-selfdraw')
    await tap('entry-tiles-toggle')
    expect(byTestId('tiles-palette-row')).toHaveLength(3)
    await tap('tiles-add-5m')
    expect(byTestId('tiles-add-5m')[0].getAttribute('aria-pressed')).toBe('true')
    await tap('tiles-add-5m')
    await tap('tiles-add-7p')
    expect(byTestId('tiles-add-5m')[0].getAttribute('aria-pressed')).toBe('false')
    expect(byTestId('tiles-add-7p')[0].getAttribute('aria-pressed')).toBe('true')
    expect(tilesOf('tiles-concealed')).toEqual(['5m', '5m', '7p'])
  })

  /** The tiles a 14-tile hand needs tapped: 234m 567p 345s 777s 99m, the last 9m won on. */
  const HAND = ['2m', '3m', '4m', '9m', '9m', '5p', '6p', '7p', '3s', '4s', '5s', '7s', '7s', '7s']
  const sorted = (tiles: (string | null)[]) => [...tiles].sort()
  const disabled = (tile: string) => byTestId<HTMLButtonElement>(`tiles-add-${tile}`)[0].disabled

  it('adds a run or three of a kind in one tap: a typical 14-tile hand in 9 taps instead of 14', async () => {
    await showEntry('hangzhou')
    await tap('entry-seat-1')
    await tap('entry-selfdraw')
    await tap('entry-tiles-toggle')
    const taps = [
      ...['tiles-group-run', 'tiles-add-2m', 'tiles-add-5p', 'tiles-add-3s'],
      ...['tiles-group-three', 'tiles-add-7s', 'tiles-group-one', 'tiles-add-9m', 'tiles-add-9m']
    ]
    for (const id of taps) await tap(id)
    expect(taps).toHaveLength(9)
    expect(sorted(tilesOf('tiles-concealed'))).toEqual(sorted(HAND))
    // The last tile added is the winning tile, as with one tile a tap.
    expect(document.querySelector('[data-testid="tiles-concealed"] .won [data-tile]')?.getAttribute('data-tile')).toBe(
      '9m'
    )
  })

  it('adds a run on a Shift-tap; a tile that cannot start a run, or has no room for three, is not offered', async () => {
    await showEntry('hangzhou')
    await tap('entry-seat-1')
    await tap('entry-selfdraw')
    await tap('entry-tiles-toggle')
    byTestId('tiles-add-4m')[0].dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }))
    await flushPromises()
    expect(tilesOf('tiles-concealed')).toEqual(['4m', '5m', '6m'])

    await tap('tiles-group-run')
    expect(['8m', '9m', '9s', '1z', '7z'].map(disabled)).toEqual([true, true, true, true, true])
    expect(disabled('7m')).toBe(false)
    await tap('tiles-group-three')
    await tap('tiles-add-5p')
    expect(disabled('5p')).toBe(true)
    expect(disabled('4m')).toBe(false)
    await tap('tiles-group-one')
    expect(disabled('5p')).toBe(false)
    expect(sorted(tilesOf('tiles-concealed'))).toEqual(sorted(['4m', '5m', '6m', '5p', '5p', '5p']))
    // The run and three-of-a-kind choice belongs to the hand's own tiles, not to the meld modes.
    await tap('tiles-mode-pong')
    expect(byTestId('tiles-group-run')).toHaveLength(0)
  })

  it('takes notation typed anywhere in the form: T opens the tiles, 123m… goes into them', async () => {
    const fake = await showEntry('sichuan')
    for (const key of ['2', 'z']) press(key)
    await flushPromises()
    expect(byTestId('tile-entry')).toHaveLength(0)

    press('t')
    await vi.waitFor(() => expect(byTestId('tile-entry')).toHaveLength(1))
    for (const key of '123m456m789m123p55p') press(key)
    await flushPromises()
    expect(byTestId<HTMLInputElement>('tiles-typed')[0].value).toBe('123m456m789m123p55p')
    expect(tilesOf('tiles-concealed')).toHaveLength(14)
    // The seat keys type tiles while the tiles are open: the winner stays seat 2.
    await tap('entry-pattern-qingyise')
    expect(await saved(fake)).toMatchObject({
      events: [{ type: 'win', winner: 1, from: null, pattern: 'qingyise', tiles: { concealed: expect.any(String) } }]
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

describe('hand entry: 查叫 by tiles at a draw', () => {
  const waitsOf = (seat: number) =>
    [...(byTestId(`draw-waits-${seat}`)[0]?.querySelectorAll('[data-wait]') ?? [])].map((wait) => [
      wait.getAttribute('data-wait'),
      wait.textContent?.trim()
    ])

  it('安顺: each ready seat’s tiles show its waits with their values; the 查叫 pays from them (RULES §9 example 4)', async () => {
    const fake = await showEntry('anshun')
    await tap('entry-draw')
    await tap('entry-tiles-toggle')
    await tap('draw-tiles-seat-1')
    await typeInto('tiles-typed', '1112345678999m')
    await tap('draw-tiles-seat-2')
    await typeInto('tiles-typed', '1122334455667s')
    // The palette takes no winning tile on a waiting hand.
    expect(byTestId('tiles-mode-winTile')).toHaveLength(0)

    await vi.waitFor(() => expect(byTestId('entry-total-0')[0]?.textContent).toBe('-30'))
    expect(byTestId('entry-total-1')[0].textContent).toBe('+20')
    expect(byTestId('entry-total-2')[0].textContent).toBe('+40')
    // Every wait of the pure one-suit hand is 清一色 10; the 7s makes 清七对 20, the most.
    expect(waitsOf(1).map(([tile]) => tile)).toEqual(['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m'])
    expect(waitsOf(1).every(([, value]) => value?.endsWith('10'))).toBe(true)
    expect(waitsOf(2)).toContainEqual(['7s', expect.stringMatching(/20$/)])
    expect(byTestId('draw-value-1')[0].textContent).toContain('10')
    expect(byTestId('draw-value-2')[0].textContent).toContain('20')
    // The seat being entered (王五, the last tapped) shows its 13 tiles.
    expect(byTestId('tiles-concealed')[0].querySelectorAll('[data-tile]')).toHaveLength(13)
    expect(await saved(fake)).toEqual({
      events: [
        {
          type: 'draw',
          hands: [
            { seat: 1, tiles: { concealed: '1112345678999m', melds: [] } },
            { seat: 2, tiles: { concealed: '1122334455667s', melds: [] } }
          ]
        }
      ],
      supporters: []
    })
  })

  it('四川: a hand that is not ready says so; a seat given by tiles leaves the typed 查叫 list, and back', async () => {
    await showEntry('sichuan')
    await tap('entry-draw')
    await tap('entry-more')
    await tap('entry-tenpai-3')
    await typeInto('entry-tenpai-points-3', '5')
    await tap('entry-tiles-toggle')
    await tap('draw-tiles-seat-3')
    await typeInto('tiles-typed', '1112345678999m')
    // Typed for seat 3 before; now its tiles count, the least of its waits (清一色 3, no root).
    await vi.waitFor(() => expect(byTestId('draw-value-3')[0]?.textContent).toBe('查叫 3'))
    expect(byTestId('entry-tenpai-points-3')).toHaveLength(0)
    expect(byTestId('entry-total-3')[0].textContent).toBe('+9')

    await tap('draw-tiles-seat-0')
    await typeInto('tiles-typed', '1357m2468p13579s')
    await vi.waitFor(() => expect(byTestId('draw-value-0')[0]?.textContent).toMatch(/未听牌/))
    expect(byTestId('draw-waits-0')).toHaveLength(0)

    // Typed again for seat 3: its tiles are dropped.
    await tap('entry-tenpai-3')
    expect(byTestId('entry-tenpai-points-3')).toHaveLength(1)
    await vi.waitFor(() => expect(byTestId('draw-tiles-hand-0')).toHaveLength(1))
    expect(byTestId('draw-tiles-hand-3')).toHaveLength(0)
    expect(byTestId('draw-tiles-seat-3')[0].textContent).not.toContain('✓')
  })
})
