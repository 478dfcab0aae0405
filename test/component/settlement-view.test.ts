import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { router } from '../../src-renderer/src/router'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'
import SettlementView from '../../src-renderer/src/views/SettlementView.vue'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

const text = (element: Element) => element.textContent?.trim() ?? ''

/** A four-player Sichuan table, 2 money a point, 10 a player table fee, three hands. */
function sichuanTable() {
  const fake = createTestApi(['张三', '李四', '王五', '赵六'])
  const { id } = fake.createSession({
    variant: 'sichuan',
    playerIds: [1, 2, 3, 4],
    firstDealer: 0,
    rules: { minScore: null, doubling: null, pointValue: 2, tableFee: { kind: 'perPlayer', amount: 10 } }
  })
  fake.addHand(id, [{ type: 'win', winner: 1, from: null, pattern: 'qingyise', roots: 1 }])
  fake.addHand(id, [
    { type: 'win', winner: 2, from: 0, pattern: 'qidui' },
    { type: 'win', winner: 3, from: 0, pattern: 'pinghu' }
  ])
  fake.addHand(id, [{ type: 'draw', tenpai: [{ seat: 1, minPoints: 3 }] }])
  return { fake, id }
}

async function showSettlement(fake: ReturnType<typeof createTestApi>, id: number) {
  wrapper = await mountInApp(SettlementView, fake.api, { name: 'session-settlement', params: { id } })
  await useSettingsStore().load()
  await vi.waitFor(() => expect(byTestId('ledger-row').length).toBeGreaterThan(0))
  await flushPromises()
}

describe('the settlement screen', () => {
  it('shows who pays whom from the money model: everyone in cash, each net settled with the others and the house', async () => {
    const { fake, id } = sichuanTable()
    await showSettlement(fake, id)

    const preview = (await fake.api.invoke('parlor.preview', { sessionId: id })) as {
      data: {
        persons: { key: string; name: string; netCents: number }[]
        lines: { from: string; to: string; amountCents: number }[]
      }
    }
    const { persons, lines } = preview.data
    expect(lines.length).toBeGreaterThan(0)
    const names = new Map([...persons.map((person): [string, string] => [person.key, person.name]), ['house', '店家']])
    const shown = byTestId('payment').map((row) => [
      row.dataset.from,
      row.dataset.to,
      text(byTestId('payment-amount').find((amount) => row.contains(amount))!)
    ])
    expect(shown).toEqual(lines.map((line) => [names.get(line.from), names.get(line.to), `¥${line.amountCents / 100}`]))
    // Each person pays or receives exactly their net (the ¥10 fee included).
    for (const person of persons) {
      const flow = lines.reduce(
        (sum, line) =>
          sum + (line.to === person.key ? line.amountCents : line.from === person.key ? -line.amountCents : 0),
        0
      )
      expect(flow).toBe(person.netCents)
    }
  })

  it('lists every party with points, money, table fee and net as computed, and the fee total', async () => {
    const { fake, id } = sichuanTable()
    await showSettlement(fake, id)

    const { settlement } = fake.session(id)
    const rows = byTestId('ledger-row')
    expect(rows.map((row) => row.dataset.key)).toEqual(settlement.parties.map((party) => party.key))
    for (const party of settlement.parties.filter((candidate) => candidate.role === 'seat')) {
      const row = rows.find((candidate) => candidate.dataset.key === party.key)!
      const cell = (id: string) => text(row.querySelector(`[data-testid="${id}"]`)!)
      const signed = (value: number, prefix = '') =>
        `${value > 0 ? '+' : value < 0 ? '-' : ''}${prefix}${Math.abs(value)}`
      expect(cell('ledger-points')).toBe(signed(party.points))
      expect(cell('ledger-money')).toBe(signed(party.moneyCents / 100, '¥'))
      expect(cell('ledger-fee')).toBe(signed(-party.feeCents / 100, '¥'))
      expect(cell('ledger-net')).toBe(signed(party.netCents / 100, '¥'))
    }
    expect(text(byTestId('fee-total')[0])).toContain(`台费合计 ¥${settlement.feeTotalCents / 100}`)
    expect(text(byTestId('settlement-summary')[0])).toContain('四川麻将')
  })

  it('names the two-player adjustments from the catalog', async () => {
    const fake = createTestApi(['张三', '李四'])
    const { id } = fake.createSession({
      variant: 'anhua',
      playerIds: [1, 2],
      firstDealer: 0,
      rules: {
        minScore: { threshold: 10, bonus: 10 },
        doubling: { factor: 2, maxDiff: null },
        pointValue: 1,
        tableFee: { kind: 'none' }
      }
    })
    fake.addHand(id, [{ type: 'win', winner: 1, from: null, wang: 'single', features: [], birds: [2, 3] }])
    await showSettlement(fake, id)

    expect(pageText()).toContain('低于多少分加分（2 人）')
    expect(pageText()).toContain('翻倍（2 人）')
    const adjustments = byTestId('ledger-adjustment').map(text)
    expect(adjustments).toEqual(['-10', '-12', '+10', '+12'])
    expect(byTestId('ledger-points').map(text)).toEqual(['-24', '+24'])
  })

  it('closes the table only after one confirmation, then offers to reopen it', async () => {
    const { fake, id } = sichuanTable()
    await showSettlement(fake, id)

    click(byTestId('settlement-close')[0])
    await flushPromises()
    expect(pageText()).toContain('结算后牌局锁定，可以重新打开')
    expect(fake.inputsOf('sessions.close')).toHaveLength(0)
    click(byTestId('settlement-close-confirm')[0])

    await vi.waitFor(() => expect(fake.inputsOf('sessions.close')).toEqual([{ id }]))
    await vi.waitFor(() => expect(byTestId('settlement-reopen')).toHaveLength(1))
    expect(text(byTestId('settlement-status')[0])).toContain('已结算')

    click(byTestId('settlement-reopen')[0])
    await flushPromises()
    click(byTestId('settlement-reopen-confirm')[0])
    await vi.waitFor(() => expect(fake.inputsOf('sessions.reopen')).toEqual([{ id }]))
    await vi.waitFor(() => expect(byTestId('settlement-close')).toHaveLength(1))
  })

  it('reads the table without its hands, and counts them', async () => {
    const { fake, id } = sichuanTable()
    await showSettlement(fake, id)
    expect(fake.inputsOf('sessions.overview')).toEqual([{ id }])
    expect(fake.inputsOf('sessions.get')).toEqual([])
    expect(text(byTestId('settlement-summary')[0])).toContain(`共 ${fake.session(id).hands.length} 局`)
  })

  it('goes to the print view of the chosen paper', { timeout: 30_000 }, async () => {
    const { fake, id } = sichuanTable()
    await showSettlement(fake, id)
    click(byTestId('print-receipt')[0])
    // The first visit loads the print view's code.
    await vi.waitFor(
      () =>
        expect(router.currentRoute.value).toMatchObject({
          name: 'session-print',
          params: { id: String(id), paper: 'receipt80' },
          query: { target: 'printer' }
        }),
      { timeout: 25_000 }
    )
  })
})
