/**
 * A seventh variant is one folder and one registry line (issue 22): the toy variant of
 * test/support/toyVariant, registered by test/support/registerToyVariant.ts, shows in the
 * catalog, is accepted by the API, is read from tiles, and has its page on the rules screen.
 */
import '../support/registerToyVariant'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { randomUUID } from 'node:crypto'
import { afterEach, expect, it, vi } from 'vitest'
import { catalog, scoreHand, type HandInput, type VariantId } from '../../src-main/scoring'
import RulesView from '../../src-renderer/src/views/RulesView.vue'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'
import { createTestApi } from './helpers/testApi'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const SEVEN_PAIRS = { concealed: '11223344556677m', melds: [], winTile: '7m' }

it('is in the catalog, last, with its tile rules', () => {
  const variants = catalog().variants
  expect(variants.map((v) => v.id)).toEqual(['hangzhou', 'sichuan', 'changsha', 'anhua', 'anshun', 'yaku', 'toy'])
  const toy = variants[6]
  expect(toy.name).toEqual({ zh: '玩具麻将', en: 'Toy mahjong' })
  expect(toy.tileRules).toEqual({ chow: false, wildKey: null, doraIndicator: false, drawHands: false })
  expect(toy.tables[0].entries[1]).toMatchObject({ id: 'pairs', needs: 'selfDraw' })
})

it('is read from tiles by its own derivation, and its rows say what they need', () => {
  const toyHand = (event: Record<string, unknown>) =>
    ({
      variant: 'toy',
      options: { base: 2 },
      seats: 4,
      dealer: 0,
      dealerStreak: 1,
      events: [event]
    }) as unknown as HandInput
  const won = scoreHand(toyHand({ type: 'win', winner: 1, from: null, tiles: SEVEN_PAIRS }))
  expect(won.deltas).toEqual([-8, 24, -8, -8])
  expect(won.tiles?.wins[0].derived).toEqual({ hand: 'pairs' })
  const onDiscard = { type: 'win', winner: 1, from: 2, tiles: SEVEN_PAIRS }
  const plain = scoreHand(toyHand(onDiscard))
  expect(plain.tiles?.wins[0].derived).toEqual({ hand: 'plain' })
  expect(plain.deltas).toEqual([0, 2, -2, 0])
  expect(() => scoreHand(toyHand({ type: 'win', winner: 1, from: 2, hand: 'pairs' }))).toThrow(
    expect.objectContaining({
      code: 'SELF_DRAW_REQUIRED',
      messageZh: 'events[0].hand：七对只能是自摸（from 应为 null）'
    })
  )
})

it('is a variant the API accepts: a table of it opens and records a hand given by its tiles', async () => {
  const { api } = createTestApi(['甲', '乙', '丙', '丁'])
  const table = { title: '', options: {}, playerIds: [1, 2, 3, 4], firstDealer: 0, rules: { pointValue: 1 } }
  // Not one of the shipped ids (VariantId): known only to the registry, at run time.
  const variantOf = (id: string) => id as VariantId
  const refused = await api.invoke('sessions.create', { ...table, variant: variantOf('toy2') })
  expect(refused.ok).toBe(false)
  const opened = await api.invoke('sessions.create', { ...table, variant: variantOf('toy') })
  if (!opened.ok) throw new Error(opened.error.messageZh)
  expect(opened.data.variant).toBe('toy')
  const added = await api.invoke('hands.add', {
    sessionId: opened.data.id,
    requestId: randomUUID(),
    hand: { events: [{ type: 'win', winner: 2, from: 0, tiles: { ...SEVEN_PAIRS, concealed: '11122233345677m' } }] }
  })
  if (!added.ok) throw new Error(added.error.messageZh)
  expect(added.data.session.totals).toEqual([-1, 0, 1, 0])
})

it('has its page on the rules screen', async () => {
  wrapper = await mountInApp(RulesView, createTestApi().api, { name: 'rules' })
  await vi.waitFor(() => expect(pageText()).toContain('玩具麻将'))
  click([...document.querySelectorAll('.n-tabs-tab')].find((tab) => tab.textContent?.includes('玩具麻将')))
  await flushPromises()
  await vi.waitFor(() => expect(pageText()).toContain('只有平胡和七对的玩具玩法'))
  expect(pageText()).toContain('七对')
  expect(byTestId('rules-tabs')).toHaveLength(1)
})

it('is listed by a catalog read before it was registered, once registered', async () => {
  const { registerVariant } = await import('../../src-main/scoring/variants')
  const { toy } = await import('../support/toyVariant/score')
  const before = catalog().variants.length
  registerVariant({ ...toy, catalog: { ...toy.catalog, id: 'toy8' } })
  expect(catalog().variants.map((v) => v.id)).toHaveLength(before + 1)
  expect(() => registerVariant(toy)).toThrow(/registered twice/)
})
