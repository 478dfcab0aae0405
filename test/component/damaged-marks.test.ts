/**
 * Issue 18 on screen: a closed table whose stored settlement is damaged (damaged in SQLite the way
 * test/unit/parlor/damagedRows.test.ts does) is marked 数据损坏 with what to do, in the 牌局 list and
 * in the report, while the healthy table shows as usual.
 */
import type { Database } from 'better-sqlite3'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { topUp } from '../../src-main/services/parlor/accounts'
import { closeAtParlor } from '../../src-main/services/parlor/close'
import ParlorPrintView from '../../src-renderer/src/views/ParlorPrintView.vue'
import ParlorReportView from '../../src-renderer/src/views/ParlorReportView.vue'
import SessionsView from '../../src-renderer/src/views/SessionsView.vue'
import TableView from '../../src-renderer/src/views/TableView.vue'
import AccountsView from '../../src-renderer/src/views/AccountsView.vue'
import AuditView from '../../src-renderer/src/views/AuditView.vue'
import { at, dealIn, setUpTables, sitDown } from '../support/parlor'
import { byTestId, mountInApp } from './helpers/mountInApp'
import { setLocale } from '../../src-renderer/src/i18n'
import { createTestApi } from './helpers/testApi'

// happy-dom has no canvas: the table's chart is a plain box here.
vi.mock('vue-echarts', () => ({ default: { name: 'VChart', render: () => null } }))

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

/** Two tables closed on 2026-11-23; the settlement of 1号桌 no longer reads. */
function dayWithDamagedSettlement() {
  const fake = createTestApi(['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛'])
  const [one, two] = setUpTables(fake.db, ['1号桌', '2号桌'])
  topUp(fake.db, { playerId: 1, cents: 10_000, note: '' }, at('10:00'))
  topUp(fake.db, { playerId: 5, cents: 10_000, note: '' }, at('10:00'))
  const damaged = sitDown(fake.db, one, [1, 2, 3, 4], at('11:00'))
  dealIn(fake.db, damaged.id, 0, 1)
  closeAtParlor(fake.db, { sessionId: damaged.id, toAccount: [0] }, at('12:00'))
  const healthy = sitDown(fake.db, two, [5, 6, 7, 8], at('11:00'))
  dealIn(fake.db, healthy.id, 1, 2)
  closeAtParlor(fake.db, { sessionId: healthy.id, toAccount: [0] }, at('12:30'))
  damageColumn(fake.db, 'table_sessions', 'settlement', damaged.id, 'not json')
  return { fake, damaged, healthy }
}

/** A damaged file has no triggers to run: drop them, then write the bad value. */
function damageColumn(db: Database, table: string, column: string, id: number, value: unknown): void {
  const triggers = db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?").all(table)
  for (const { name } of triggers as { name: string }[]) db.exec(`DROP TRIGGER ${name}`)
  db.prepare(`UPDATE ${table} SET ${column} = ? WHERE id = ?`).run(value, id)
}

describe('a table whose stored settlement is damaged', () => {
  it('is marked 数据损坏 with what to do in the 牌局 list; the other row is not', async () => {
    const { fake, damaged, healthy } = dayWithDamagedSettlement()
    wrapper = await mountInApp(SessionsView, fake.api)
    const row = (id: number) => document.querySelector(`[data-testid="closed-session"][data-session-id="${id}"]`)
    const mark = row(damaged.id)?.querySelector('[data-testid="damage-mark"]')
    expect(mark?.textContent).toMatch(/数据损坏[^]*已损坏[^]*备份恢复/)
    expect(row(damaged.id)?.querySelector('[data-testid="closed-session-open"]')).not.toBeNull()
    expect(row(healthy.id)?.textContent).not.toContain('数据损坏')
  })

  it('is listed by name in a warning on the report, with what to do', async () => {
    const { fake } = dayWithDamagedSettlement()
    wrapper = await mountInApp(ParlorReportView, fake.api, '/reports?period=2026-11-23')
    const [warning] = byTestId('report-damaged')
    expect(warning.textContent).toMatch(/未计入[^]*备份[^]*1号桌[^]*已损坏/)
    expect(warning.textContent).not.toContain('2号桌')
  })

  it.each([
    { locale: 'zh-CN' as const, text: /未计入[^]*备份[^]*1号桌[^]*已损坏/ },
    { locale: 'en' as const, text: /left out[^]*backup[^]*1号桌[^]*damaged/i }
  ])('is listed by name, with what to do, on the printed report ($locale)', async ({ locale, text }) => {
    const { fake } = dayWithDamagedSettlement()
    // happy-dom has no font loading; the page is read while it is being printed
    Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve() }, configurable: true })
    let printed: (value: { ok: true; data: { done: boolean } }) => void = () => undefined
    fake.api.print = () => new Promise((resolve) => (printed = resolve))
    wrapper = await mountInApp(ParlorPrintView, fake.api, '/parlor-print/report?period=2026-11-23')
    setLocale(locale)
    await flushPromises()
    const sheet = byTestId('parlor-print-sheet')[0]?.textContent ?? ''
    printed({ ok: true, data: { done: false } })
    expect(sheet).toMatch(text)
    expect(sheet.slice(0, sheet.indexOf('1号桌') + 4)).not.toContain('2号桌')
  })

  it('opens with a warning notice saying what is damaged and what to do', async () => {
    const { fake, damaged } = dayWithDamagedSettlement()
    wrapper = await mountInApp(TableView, fake.api, { name: 'session-table', params: { id: damaged.id } })
    await vi.waitFor(() => expect(byTestId('table-damaged')[0]?.textContent).toMatch(/已损坏[^]*备份恢复/))
  })
})

describe('a member whose ledger holds an amount no account can hold', () => {
  it('is marked 数据损坏 with what to do in the accounts list; the other member is not', async () => {
    const { fake } = dayWithDamagedSettlement()
    const db = fake.db
    const triggers = db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'account_ledger'")
    for (const { name } of triggers.all() as { name: string }[]) db.exec(`DROP TRIGGER ${name}`)
    db.prepare(
      "INSERT INTO account_ledger (player_id, at, kind, amount_cents) VALUES (1, ?, 'adjustment', 9000000000000000000)"
    ).run(at('13:00'))
    db.prepare('UPDATE account_balances SET cents = cents + 9000000000000000000 WHERE player_id = 1').run()
    wrapper = await mountInApp(AccountsView, fake.api)
    expect(byTestId('account-1')[0].textContent).toMatch(/数据损坏[^]*已损坏[^]*备份/)
    expect(byTestId('account-5')[0].textContent).not.toContain('数据损坏')
  })
})

describe('an audit entry whose stored change is damaged', () => {
  it('is the one entry marked 数据损坏 with what to do in the audit list', async () => {
    const { fake, healthy } = dayWithDamagedSettlement()
    const [entry] = fake.db
      .prepare("SELECT id FROM audit_log WHERE session_id = ? AND entity = 'hand' ORDER BY id DESC LIMIT 1")
      .all(healthy.id) as { id: number }[]
    damageColumn(fake.db, 'audit_log', 'after', entry.id, 'not json')
    wrapper = await mountInApp(AuditView, fake.api)
    await vi.waitFor(() => expect(byTestId('damage-mark')).toHaveLength(1))
    expect(byTestId('damage-mark')[0].textContent).toMatch(/数据损坏[^]*已损坏[^]*备份/)
  })
})
