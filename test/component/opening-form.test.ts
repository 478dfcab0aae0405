import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalog, type OptionSpec } from '../../src-main/scoring'
import { router } from '../../src-renderer/src/router'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'
import NewSessionView from '../../src-renderer/src/views/NewSessionView.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText, typeInto } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const ROSTER = ['张三', '李四', '王五', '赵六']

async function showOpening() {
  const fake = createTestApi(ROSTER)
  wrapper = await mountInApp(NewSessionView, fake.api, { name: 'session-new' })
  await useSettingsStore().load()
  await vi.waitFor(() => expect(byTestId('variant-anhua')).toHaveLength(1))
  await flushPromises()
  return fake
}

async function seat(names: string[]): Promise<void> {
  for (const name of names) {
    await vi.waitFor(() =>
      expect(byTestId('seat-pick-add').some((button) => button.textContent?.includes(name))).toBe(true)
    )
    click(byTestId('seat-pick-add').find((button) => button.textContent?.includes(name)))
    await flushPromises()
  }
}

async function pickChoice(id: string): Promise<void> {
  click(byTestId(id)[0].querySelector('input') ?? undefined)
  await flushPromises()
}

async function switchOnMinScore(threshold: string): Promise<void> {
  click(byTestId('option-minScore')[0])
  await flushPromises()
  await typeInto('option-minScore-threshold', threshold)
}

async function chooseVariant(id: string): Promise<void> {
  click(byTestId(`variant-${id}`)[0])
  await flushPromises()
}

/** The test ids the options form gives each control of these specs (a record: its switch and its fields). */
function controlIds(specs: OptionSpec[], prefix = 'option'): string[] {
  const tables = catalog().variants.flatMap((variant) => variant.tables)
  return specs.flatMap((spec) => {
    const id = `${prefix}-${spec.key}`
    if (spec.type === 'record') return [`${id}-box`, ...controlIds(spec.fields, id)]
    if (spec.type === 'patternPoints')
      return tables.find((table) => table.id === spec.table)!.entries.map((entry) => `${id}-${entry.id}`)
    return [id]
  })
}

const createInput = (fake: ReturnType<typeof createTestApi>) => fake.inputsOf('sessions.create').at(-1)!

describe('the opening form', () => {
  it('warns when a player seated at another open table is picked', async () => {
    const fake = createTestApi([...ROSTER, '钱七'])
    await fake.api.invoke('sessions.create', {
      title: '',
      variant: 'sichuan',
      options: {},
      playerIds: [1, 2, 3, 4],
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    wrapper = await mountInApp(NewSessionView, fake.api, { name: 'session-new' })
    await vi.waitFor(() => expect(byTestId('variant-anhua')).toHaveLength(1))
    await flushPromises()
    await seat(['钱七'])
    expect(byTestId('seat-elsewhere')).toHaveLength(0)
    await seat(['李四'])
    await vi.waitFor(() => expect(byTestId('seat-elsewhere')[0]?.textContent).toContain('李四'))
    expect(byTestId('seat-elsewhere')[0].textContent).not.toContain('钱七')
  })

  it('leaves no guest behind when 开局 is cancelled', async () => {
    const fake = await showOpening()
    await seat(['张三'])
    click(byTestId('seat-pick-guest')[0])
    await flushPromises()
    expect(fake.players.filter((player) => player.isGuest)).toHaveLength(1)
    click(byTestId('opening-cancel')[0])
    await vi.waitFor(() => expect(fake.players.filter((player) => player.isGuest)).toHaveLength(0))
    expect(fake.players.map((player) => player.name).sort()).toEqual([...ROSTER].sort())
  })

  it('names a guest with what the search box holds', async () => {
    const fake = await showOpening()
    await typeInto('seat-pick-search', ' 小明 ')
    expect(byTestId('seat-pick-guest')[0].textContent).toContain('小明')
    click(byTestId('seat-pick-guest')[0])
    await flushPromises()
    expect(fake.players.find((player) => player.isGuest)?.name).toBe('小明')
    await vi.waitFor(() => expect(pageText()).toContain('小明'))
    expect(byTestId<HTMLInputElement>('seat-pick-search')[0].value).toBe('')
  })

  it('renders every option of every variant from the catalog, with its label and help', async () => {
    await showOpening()
    for (const variant of catalog().variants) {
      await chooseVariant(variant.id)
      for (const id of controlIds(variant.options)) expect(byTestId(id), `${variant.id}: ${id}`).toHaveLength(1)
      for (const spec of variant.options) {
        expect(pageText()).toContain(spec.label.zh)
        expect(pageText()).toContain(spec.help.zh)
      }
    }
  })

  it('starts from the defaults and sends typed values: numbers, booleans, enum values, pattern overrides', async () => {
    const fake = await showOpening()
    await chooseVariant('anhua')
    await typeInto('option-base', '3')
    await pickChoice('option-wangMode-7')
    click(byTestId('option-robKong')[0])
    await flushPromises()
    await seat(['张三', '李四'])
    click(byTestId('session-create')[0])

    await vi.waitFor(() => expect(fake.inputsOf('sessions.create')).toHaveLength(1))
    const sent = createInput(fake)
    expect(sent.variant).toBe('anhua')
    expect(sent.options).toEqual({
      base: 3,
      wangMode: 7,
      birdMode: '159',
      birdCount: 2,
      oneBirdAllHit: false,
      piao: 'none',
      fixedPiao: 1,
      robKong: true,
      kongDiscardBig: false,
      multiRon: false,
      selfWangIsHard: false
    })
    expect(sent.playerIds).toEqual([1, 2])
    expect(sent.firstDealer).toBe(0)
    expect(sent.rules).toEqual({ minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } })
  })

  it('sends only the pattern points the host changed', async () => {
    const fake = await showOpening()
    await chooseVariant('sichuan')
    await typeInto('option-points-qingqidui', '8')
    await seat(ROSTER)
    click(byTestId('session-create')[0])

    await vi.waitFor(() => expect(fake.inputsOf('sessions.create')).toHaveLength(1))
    expect(createInput(fake).options).toEqual({ base: 1, points: { qingqidui: 8 } })
  })

  it('shows the two-player rules only at two seats, and sends them only there', async () => {
    const fake = await showOpening()
    await chooseVariant('anhua')
    expect(byTestId('two-player-rules')).toHaveLength(0)

    await seat(['张三', '李四'])
    expect(byTestId('two-player-rules')).toHaveLength(1)
    for (const id of controlIds(catalog().sessionRules)) {
      // A switched-off record shows its switch, not its fields.
      if (id.split('-').length === 2 || id.endsWith('-box')) expect(byTestId(id), id).toHaveLength(1)
    }
    await switchOnMinScore('20')

    await seat(['王五'])
    expect(byTestId('two-player-rules')).toHaveLength(0)
    click(byTestId('seat-remove').at(-1))
    await flushPromises()
    expect(byTestId('two-player-rules')).toHaveLength(1)
    click(byTestId('session-create')[0])
    await vi.waitFor(() => expect(fake.inputsOf('sessions.create')).toHaveLength(1))
    expect(createInput(fake).rules).toMatchObject({ minScore: { threshold: 20, bonus: 10 }, doubling: null })
  })

  it(
    'leaves the two-player rules out at three seats and opens the new table on the table screen',
    { timeout: 30_000 },
    async () => {
      const fake = await showOpening()
      await chooseVariant('anhua')
      await seat(['张三', '李四'])
      await switchOnMinScore('20')
      await seat(['王五'])
      click(byTestId('session-create')[0])

      await vi.waitFor(() => expect(fake.inputsOf('sessions.create')).toHaveLength(1))
      expect(createInput(fake).rules).toMatchObject({ minScore: null, doubling: null })
      // The first visit loads the table screen's code.
      await vi.waitFor(
        () => expect(router.currentRoute.value).toMatchObject({ name: 'session-table', params: { id: '1' } }),
        { timeout: 25_000 }
      )
    }
  )

  it('keeps the dealer with the player when seats are reordered, and rolls a dealer', async () => {
    const fake = await showOpening()
    await chooseVariant('sichuan')
    await seat(['张三', '李四', '王五'])
    click(byTestId('seat-dealer')[1])
    click(byTestId('seat-up')[1])
    await flushPromises()
    expect(byTestId('seat-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('李四'),
      expect.stringContaining('张三'),
      expect.stringContaining('王五')
    ])
    click(byTestId('session-create')[0])
    await vi.waitFor(() => expect(fake.inputsOf('sessions.create')).toHaveLength(1))
    expect(createInput(fake)).toMatchObject({ playerIds: [2, 1, 3], firstDealer: 0 })

    click(byTestId('dealer-roll')[0])
    await flushPromises()
    expect(byTestId('dealer-roll-result')[0].textContent).toMatch(/掷出 \d \+ \d = \d+ 点：.家 .+ 坐庄/)
  })

  it('takes backers for the yaku variant only', async () => {
    const fake = await showOpening()
    await chooseVariant('sichuan')
    expect(byTestId('backer-pick-search')).toHaveLength(0)

    await chooseVariant('yaku')
    await seat(['张三', '李四'])
    await vi.waitFor(() =>
      expect(byTestId('backer-pick-add').some((button) => button.textContent?.includes('王五'))).toBe(true)
    )
    // Seated players are not offered as backers.
    expect(byTestId('backer-pick-add').map((button) => button.textContent)).not.toContainEqual(
      expect.stringContaining('张三')
    )
    click(byTestId('backer-pick-add').find((button) => button.textContent?.includes('王五')))
    await flushPromises()
    expect(byTestId('backer').map((tag) => tag.textContent)).toEqual([expect.stringContaining('王五')])

    click(byTestId('session-create')[0])
    await vi.waitFor(() => expect(fake.inputsOf('sessions.create')).toHaveLength(1))
    expect(createInput(fake)).toMatchObject({ variant: 'yaku', playerIds: [1, 2], backerPlayerIds: [3] })
  })

  it('shows an engine refusal in Chinese next to the option it names', async () => {
    const fake = await showOpening()
    await chooseVariant('hangzhou')
    await seat(['张三', '李四'])
    fake.refuseNext('sessions.create', {
      code: 'OPTION_OUT_OF_RANGE',
      messageZh: 'options.base：应为1 到 10000 的整数，收到 0',
      messageEn: 'options.base: must be a whole number from 1 to 10000; got 0',
      path: 'options.base'
    })
    click(byTestId('session-create')[0])
    await vi.waitFor(() => expect(byTestId('opening-error')).toHaveLength(1))

    const baseField = byTestId('option-base')[0].closest('.n-form-item')
    expect(baseField?.textContent).toContain('应为1 到 10000 的整数')
    expect(byTestId('opening-error')[0].textContent).toContain('还不能开局')
  })

  it('saves the form as a named preset, fills the form from one, and deletes one after asking', async () => {
    const fake = await showOpening()
    await chooseVariant('anhua')
    await pickChoice('option-wangMode-7')
    await seat(['张三', '李四'])
    click(byTestId('preset-save')[0])
    await flushPromises()
    await typeInto('preset-name', '安化 七王 两人')
    click(byTestId('preset-save-confirm')[0])
    await vi.waitFor(() => expect(fake.inputsOf('presets.save')).toHaveLength(1))
    expect(fake.inputsOf('presets.save')[0]).toMatchObject({
      name: '安化 七王 两人',
      variant: 'anhua',
      seats: 2,
      options: { wangMode: 7 }
    })

    await chooseVariant('hangzhou')
    await vi.waitFor(() => expect(byTestId('preset-apply')).toHaveLength(1))
    click(byTestId('preset-apply')[0])
    await flushPromises()
    expect(byTestId('variant-anhua')[0].getAttribute('aria-checked')).toBe('true')
    expect(byTestId('option-wangMode-7')[0].className).toContain('checked')

    click(byTestId('preset-delete')[0])
    await flushPromises()
    expect(fake.inputsOf('presets.delete')).toHaveLength(0)
    click(byTestId('preset-delete-confirm')[0])
    await vi.waitFor(() => expect(fake.inputsOf('presets.delete')).toHaveLength(1))
    await vi.waitFor(() => expect(byTestId('preset-apply')).toHaveLength(0))
  })
})
