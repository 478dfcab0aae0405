/**
 * The table receipt's 台费 column is table time only: each person's goods share is its own column
 * (商品), on paper (PrintTotals) and on the settlement screen's ledger rows.
 */
import { mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import PrintTotals from '../../src-renderer/src/components/settlement/print/PrintTotals.vue'
import { ledgerRows } from '../../src-renderer/src/components/settlement/settlementRows'
import { formatCents } from '../../src-renderer/src/format'
import { i18n } from '../../src-renderer/src/i18n'
import { closeAtParlor } from '../../src-main/services/parlor/close'
import { receiveStock, saveGoods } from '../../src-main/services/parlor/goods'
import { sellToTable } from '../../src-main/services/parlor/tableGoods'
import { getSessionView } from '../../src-main/services/sessions'
import { at, dealIn, setUpTables, sitDown } from '../support/parlor'
import { createTestApi } from './helpers/testApi'

afterEach(() => (document.body.innerHTML = ''))

/** 1号桌 from 14:00 to 16:00 (¥15/h + 空调 ¥5/h, split four ways), tea ×2 split and 中华 for 王五. */
function closedTableWithGoods() {
  const fake = createTestApi(['张三', '李四', '王五', '赵六'])
  const { db } = fake
  const [tableId] = setUpTables(db, ['1号桌'])
  const item = { category: '', costCents: null, unit: '壶', lowStock: null, onSale: true }
  const tea = saveGoods(db, { ...item, name: '龙井', priceCents: 3000 })
  const smokes = saveGoods(db, { ...item, name: '中华', priceCents: 4500 })
  receiveStock(db, tea.id, 5, '', at('09:00'))
  const session = sitDown(db, tableId, [1, 2, 3, 4], at('14:00'), ['空调'])
  dealIn(db, session.id, 0, 1)
  sellToTable(db, { goodsId: tea.id, quantity: 2, sessionId: session.id, payerId: null }, at('14:30'))
  sellToTable(db, { goodsId: smokes.id, quantity: 1, sessionId: session.id, payerId: 3 }, at('14:31'))
  const { money } = closeAtParlor(db, { sessionId: session.id, toAccount: [] }, at('16:00'))
  return { settlement: getSessionView(db, session.id).settlement, money }
}

describe('the receipt’s fee and goods columns', () => {
  it('keeps goods out of each person’s 台费 and shows them in their own column; the rows still add up', () => {
    const { settlement, money } = closedTableWithGoods()
    const rows = ledgerRows(settlement, money)
    for (const person of money.persons) {
      const row = rows.find((one) => one.key === person.key)!
      expect(row.goodsCents).toBe(person.fees.goodsCents)
      expect(row.feeCents).toBe(person.feeCents - person.fees.goodsCents)
      expect(row.moneyCents - row.feeCents - row.goodsCents).toBe(row.netCents)
    }
    const house = rows.find((one) => one.role === 'house')!
    expect([house.feeCents, house.goodsCents]).toEqual([
      -(money.house.feeCents - money.house.goodsCents),
      -money.house.goodsCents
    ])
    expect(money.house.goodsCents).toBe(10_500)

    const wrapper = mount(PrintTotals, {
      props: { rows, adjustmentNames: [], currency: '¥', showFee: true },
      global: { plugins: [createPinia(), i18n] },
      attachTo: document.body
    })
    expect(wrapper.findAll('th').map((th) => th.text())).toEqual(['玩家', '总分', '金额', '台费', '商品', '应收/应付'])
    const cells = (name: string) =>
      wrapper
        .findAll('[data-testid="print-total"]')
        .find((row) => row.text().startsWith(name))!
        .findAll('td')
        .map((td) => td.text())
    const wang = money.persons.find((person) => person.name === '王五')!
    // 王五: a quarter of the time fee in 台费, a quarter of the tea and his 中华 in 商品.
    const yuan = (cents: number) => formatCents(cents, '¥', true)
    expect(cells('王五').slice(-3)).toEqual([yuan(-wang.fees.timeCents), yuan(-(1500 + 4500)), yuan(wang.netCents)])
    expect(wang.fees.timeCents).toBeGreaterThan(0)
    wrapper.unmount()
  })
})
