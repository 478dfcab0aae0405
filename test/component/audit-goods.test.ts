/** The audit screen shows the goods entries (and a transfer, an adjustment or a reversal past the credit limit) readably: the kind, the action and what moved, in Chinese and English. */
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h, ref } from 'vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { receiveStock, saveGoods, sellOverCounter, voidSale } from '../../src-main/services/parlor/goods'
import { adjust, reverseEntry, setMemberCreditLimit, topUp, transfer } from '../../src-main/services/parlor/accounts'
import AuditView from '../../src-renderer/src/views/AuditView.vue'
import { setLocale } from '../../src-renderer/src/i18n'
import { sellToTable } from '../../src-main/services/parlor/tableGoods'
import AuditDrawer from '../../src-renderer/src/components/table/AuditDrawer.vue'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'
import { useTableStore } from '../../src-renderer/src/stores/table'
import { at, setUpTables, sitDown } from '../support/parlor'
import { byTestId, mountInApp } from './helpers/mountInApp'
import { createTestApi } from './helpers/testApi'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
  setLocale('zh-CN')
})

const rows = () =>
  [...byTestId('audit-table')[0].querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].slice(4).map((cell) => cell.textContent?.trim())
  )

/** The audit screen in `locale`, the settings read as at start: the detail of each member account entry, newest first. */
async function accountDetails(api: ReturnType<typeof createTestApi>['api'], locale: 'zh-CN' | 'en') {
  wrapper = await mountInApp(AuditView, api)
  await useSettingsStore().load()
  setLocale(locale)
  const kind = locale === 'en' ? 'Member account' : '会员账户'
  return () =>
    rows()
      .filter((row) => row[0] === kind)
      .map((row) => row[2])
}

const TEA = { name: '龙井', category: '', priceCents: 3000, costCents: null, unit: '壶', lowStock: null, onSale: true }

describe('the audit screen’s goods entries', () => {
  it.each([
    [
      'zh-CN' as const,
      [
        ['商品销售', '作废', '龙井 × 1，30 · 原因：客人没要'],
        ['商品销售', '卖出', '龙井 × 1，30'],
        ['商品与库存', '进货', '库存 0 → 10'],
        ['商品与库存', '新建', '龙井 30']
      ]
    ],
    [
      'en' as const,
      [
        ['Goods sale', 'Voided', '龙井 × 1, 30 · reason: 客人没要'],
        ['Goods sale', 'Sold', '龙井 × 1, 30'],
        ['Goods and stock', 'Stock received', 'stock 0 → 10'],
        ['Goods and stock', 'Created', '龙井 30']
      ]
    ]
  ])('in %s: kind, action and what moved', async (locale, expected) => {
    const fake = createTestApi()
    const tea = saveGoods(fake.db, TEA)
    receiveStock(fake.db, tea.id, 10, '', at('10:00'))
    const sale = sellOverCounter(fake.db, { goodsId: tea.id, quantity: 1, tender: '现金' }, at('11:00'))
    voidSale(fake.db, sale.saleId, '客人没要', at('11:05'))
    wrapper = await mountInApp(AuditView, fake.api)
    setLocale(locale)
    // newest first; the money in the club's currency, as the screen shows it once settings are read
    await vi.waitFor(() =>
      expect(
        rows()
          .slice(0, 4)
          .map((row) => row.map((cell) => cell?.replace(/¥?(\d+)(\.00)?/g, '$1')))
      ).toEqual(expected)
    )
  })

  it.each([
    ['zh-CN' as const, ['¥80 · 超过欠款额度（已确认）', '', '¥20', '¥50']],
    ['en' as const, ['¥80 · past the credit limit (confirmed)', '', '¥20', '¥50']]
  ])('in %s: a transfer past the credit limit says so, as a goods charge does', async (locale, expected) => {
    const fake = createTestApi(['张三', '刘洋'])
    const [zhang, liu] = fake.players.map((player) => player.id)
    topUp(fake.db, { playerId: zhang, cents: 5_000, note: '' }, at('10:00'))
    transfer(fake.db, { fromId: zhang, toId: liu, cents: 2_000, note: '' }, at('10:05'))
    setMemberCreditLimit(fake.db, zhang, 1_000)
    transfer(fake.db, { fromId: zhang, toId: liu, cents: 8_000, note: '', confirmOverLimit: true }, at('10:10'))
    const details = await accountDetails(fake.api, locale)
    // newest first: the transfer past the limit, the limit set (no detail), the transfer within it, the top-up
    await vi.waitFor(() => expect(details()).toEqual(expected))
  })

  it.each([
    ['zh-CN' as const, ['-¥80 · 超过欠款额度（已确认）', '¥20', '-¥10', '']],
    ['en' as const, ['-¥80 · past the credit limit (confirmed)', '¥20', '-¥10', '']]
  ])('in %s: an adjustment shows its amount, and past the credit limit says so', async (locale, expected) => {
    const fake = createTestApi(['张三'])
    const [zhang] = fake.players.map((player) => player.id)
    setMemberCreditLimit(fake.db, zhang, 1_000)
    adjust(fake.db, { playerId: zhang, cents: -1_000, reason: '茶水' }, at('10:00'))
    adjust(fake.db, { playerId: zhang, cents: 2_000, reason: '补记' }, at('10:05'))
    adjust(fake.db, { playerId: zhang, cents: -8_000, reason: '赔偿', confirmOverLimit: true }, at('10:10'))
    const details = await accountDetails(fake.api, locale)
    // newest first: the adjustment past the limit, the credit, the charge within it, the limit set (no detail)
    await vi.waitFor(() => expect(details()).toEqual(expected))
  })

  it.each([
    ['zh-CN' as const, ['-¥50 · 超过欠款额度（已确认）', '-¥20', '-¥60', '¥50', '¥20', '']],
    ['en' as const, ['-¥50 · past the credit limit (confirmed)', '-¥20', '-¥60', '¥50', '¥20', '']]
  ])(
    'in %s: a reversal shows what it moved on the account, and past the credit limit says so',
    async (locale, expected) => {
      const fake = createTestApi(['张三'])
      const [zhang] = fake.players.map((player) => player.id)
      setMemberCreditLimit(fake.db, zhang, 1_000)
      const small = topUp(fake.db, { playerId: zhang, cents: 2_000, note: '' }, at('10:00'))
      const big = topUp(fake.db, { playerId: zhang, cents: 5_000, note: '' }, at('10:01'))
      adjust(fake.db, { playerId: zhang, cents: -6_000, reason: '茶水' }, at('10:02'))
      reverseEntry(fake.db, { entryId: small.entries[0].id, reason: '收错了' }, at('10:05'))
      reverseEntry(fake.db, { entryId: big.entries[0].id, reason: '收错了', confirmOverLimit: true }, at('10:10'))
      const details = await accountDetails(fake.api, locale)
      // newest first: the reversal past the limit, the one within it, the charge, the top-ups, the limit set (no detail)
      await vi.waitFor(() => expect(details()).toEqual(expected))
    }
  )

  it('the table’s change log shows what went on its bill and what was voided', async () => {
    const fake = createTestApi(['甲', '乙', '丙', '丁'])
    const [table] = setUpTables(fake.db, ['1号桌'])
    const session = sitDown(fake.db, table, [1, 2, 3, 4], at('11:00'))
    const tea = saveGoods(fake.db, TEA)
    const onBill = { goodsId: tea.id, quantity: 2, sessionId: session.id, payerId: null }
    const sale = sellToTable(fake.db, onBill, at('11:30'))
    voidSale(fake.db, sale.saleId, '送错桌', at('11:35'))
    const show = ref(false)
    wrapper = await mountInApp(defineComponent({ render: () => h(AuditDrawer, { show: show.value }) }), fake.api)
    await useTableStore().open(session.id)
    show.value = true
    await flushPromises()
    await vi.waitFor(() =>
      expect(byTestId('audit-entry').map((entry) => entry.textContent?.replace(/¥?(\d+)(\.00)?/g, '$1'))).toEqual([
        expect.stringMatching(/作废\s*龙井 × 2，60 · 原因：送错桌$/),
        expect.stringMatching(/卖出\s*龙井 × 2，60$/),
        expect.stringMatching(/开台$/),
        expect.stringMatching(/新建$/)
      ])
    )
  })
})
