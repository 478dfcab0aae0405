/**
 * Import checks the parlor's books with the rules the live database keeps: each crafted document is
 * refused (the first bad row named) with the database unchanged; the plain export of the same data imports.
 */
import { describe, expect, it } from 'vitest'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { reverseEntry, topUp, transfer } from '../../../src-main/services/parlor/accounts'
import { sellToAccount } from '../../../src-main/services/parlor/accountGoods'
import { saveGoods, voidSale } from '../../../src-main/services/parlor/goods'
import { pauseClock, resumeClock } from '../../../src-main/services/parlor/clock'
import { closeAtParlor, reopenAtParlor } from '../../../src-main/services/parlor/close'
import { createGuest } from '../../../src-main/services/roster'
import { voidSession } from '../../../src-main/services/sessions'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

type Row = Record<string, unknown>
type Tables = Record<string, Row[]>

/**
 * Members 甲 乙 丙 丁 and a guest: a top-up with bonus, a transfer, a reversed top-up; table 1 closed
 * (paused once, reopened and closed again) with 甲 and 乙 to their accounts; at table 2 one session
 * voided and one still open; tea sold to 丙's account twice, once voided.
 */
async function parlorBackup(): Promise<{ header: Row; tables: Tables }> {
  const { db } = await openTestContext()
  const ids = addPlayers(db, ['甲', '乙', '丙', '丁'])
  const guest = createGuest(db, { name: '散客' }).id
  const [one, two] = setUpTables(db, ['1号桌', '2号桌'])
  db.prepare('INSERT INTO bonus_rules (min_cents, bonus_cents) VALUES (50000, 5000)').run()
  topUp(db, { playerId: ids[0], cents: 50_000, note: '' }, at('10:00'))
  transfer(db, { fromId: ids[0], toId: ids[1], cents: 4_000, note: '借', confirmOverLimit: true }, at('10:05'))
  const mistake = topUp(db, { playerId: ids[2], cents: 1_000, note: '' }, at('10:10'))
  reverseEntry(db, { entryId: mistake.entries[0].id, reason: '输错' }, at('10:11'))
  const closed = sitDown(db, one, ids, at('14:00'), ['空调'])
  pauseClock(db, closed.id, at('15:00'))
  resumeClock(db, closed.id, at('15:20'))
  dealIn(db, closed.id, 0, 1)
  closeAtParlor(db, { sessionId: closed.id, toAccount: [0, 1] }, at('17:00'))
  reopenAtParlor(db, closed.id, at('17:05'))
  dealIn(db, closed.id, 2, 1)
  closeAtParlor(db, { sessionId: closed.id, toAccount: [0, 1] }, at('17:30'))
  const others = addPlayers(db, ['戊', '己', '庚'])
  voidSession(db, sitDown(db, two, [guest, ...others], at('15:00')).id, at('15:30'))
  sitDown(db, two, [guest, ...others], at('16:00'))
  const tea = saveGoods(db, {
    name: '茶',
    category: '',
    priceCents: 1500,
    costCents: null,
    unit: '杯',
    lowStock: null,
    onSale: true
  })
  sellToAccount(db, { goodsId: tea.id, quantity: 2, playerId: ids[2], confirmOverLimit: true }, at('18:00'))
  voidSale(
    db,
    sellToAccount(db, { goodsId: tea.id, quantity: 1, playerId: ids[2], confirmOverLimit: true }, at('18:05')).saleId,
    '退',
    at('18:06')
  )
  const { tables, ...header } = JSON.parse(exportJsonBackup(db).content) as Row & { tables: Tables }
  return { header, tables }
}

const ledger = (t: Tables, kind: string) => t.account_ledger.filter((row) => row.kind === kind)
const nextId = (rows: Row[]) => Math.max(...rows.map((row) => row.id as number)) + 1
const closedClock = (t: Tables) => t.table_clocks.find((clock) => clock.stopped_at !== null)!
const liveSettlement = (t: Tables) =>
  ledger(t, 'settlement').find((row) => !t.account_ledger.some((other) => other.reverses_id === row.id))!

const CRAFTED: [string, (t: Tables) => void][] = [
  ['a goods charge that differs from its sale', (t) => (ledger(t, 'goods')[0].amount_cents = -2000)],
  ['a goods charge to another member', (t) => (ledger(t, 'goods')[0].player_id = t.players[0].id)],
  [
    'a sale to an account never charged',
    (t) => (t.account_ledger = t.account_ledger.filter((row) => row.id !== ledger(t, 'goods')[0].id))
  ],
  ['a top-up that names a sale', (t) => (ledger(t, 'topup')[0].sale_id = t.goods_sales[0].id)],
  ['a goods charge for a counter sale', (t) => (t.goods_sales[0].payer_id = null)],
  ['a top-up that differs from its receipt', (t) => (t.receipts[0].cents = (t.receipts[0].cents as number) + 1)],
  [
    'a receipt without ledger rows',
    (t) => (t.account_ledger = t.account_ledger.filter((row) => row.receipt_id !== t.receipts[0].id))
  ],
  [
    'a transfer with one side missing',
    (t) => (t.account_ledger = t.account_ledger.filter((row) => row.kind !== 'transferIn'))
  ],
  [
    'a reversal that does not cancel its row',
    (t) => (ledger(t, 'reversal')[0].amount_cents = (ledger(t, 'reversal')[0].amount_cents as number) + 1)
  ],
  [
    'a reversal of a reversal',
    (t) => {
      const reversal = ledger(t, 'reversal')[0]
      t.account_ledger.push({
        ...reversal,
        id: nextId(t.account_ledger),
        amount_cents: -(reversal.amount_cents as number),
        reverses_id: reversal.id
      })
    }
  ],
  [
    "a reversal of another member's row",
    (t) => {
      const row = ledger(t, 'adjustment')[0] ?? ledger(t, 'transferIn')[0]
      t.account_ledger.push({
        ...row,
        id: nextId(t.account_ledger),
        kind: 'reversal',
        player_id: ledger(t, 'topup')[0].player_id === row.player_id ? 3 : ledger(t, 'topup')[0].player_id,
        amount_cents: -(row.amount_cents as number),
        receipt_id: null,
        reverses_id: row.id
      })
    }
  ],
  [
    'ledger rows for a guest',
    (t) => {
      const guest = t.players.find((player) => player.is_guest === 1)!
      t.account_ledger.push({
        id: nextId(t.account_ledger),
        player_id: guest.id,
        at: 1,
        kind: 'adjustment',
        amount_cents: 100,
        session_id: null,
        receipt_id: null,
        reverses_id: null,
        note: '送'
      })
    }
  ],
  [
    'settlement rows on an open session',
    (t) => {
      const open = t.table_sessions.find((session) => session.status === 'open')!
      t.account_ledger.push({ ...liveSettlement(t), id: nextId(t.account_ledger), session_id: open.id })
    }
  ],
  [
    'seat money without its ledger rows',
    (t) => (t.account_ledger = t.account_ledger.filter((row) => row !== liveSettlement(t)))
  ],
  [
    'seat money with a wrong net',
    (t) => {
      const money = t.seat_money.find((row) => row.mode === 'cash')!
      money.net_cents = (money.net_cents as number) + 100
    }
  ],
  [
    'a pause that ends before it starts',
    (t) => (t.clock_pauses[0].resumed_at = (t.clock_pauses[0].paused_at as number) - 60_000)
  ],
  [
    'a clock that stops before it started',
    (t) => (closedClock(t).stopped_at = (closedClock(t).started_at as number) - 60_000)
  ],
  [
    "a stored fee that is not the plan's price",
    (t) => (closedClock(t).fee_cents = (closedClock(t).fee_cents as number) + 100)
  ],
  ['a time-zone offset of 100000', (t) => (t.table_clocks[0].utc_offset = 100_000)],
  [
    'a sum past 2^53 − 1',
    (t) => {
      const row = ledger(t, 'transferIn')[0]
      for (const id of [nextId(t.account_ledger), nextId(t.account_ledger) + 1]) {
        t.account_ledger.push({ ...row, id, kind: 'adjustment', receipt_id: null, amount_cents: 2 ** 52 })
      }
    }
  ],
  [
    'a running clock whose plan has no bands',
    (t) => {
      const clock = t.table_clocks.find((row) => row.stopped_at === null)!
      clock.plan = JSON.stringify({ ...JSON.parse(clock.plan as string), bands: [] })
    }
  ],
  ['a rate plan stored as "42"', (t) => (t.rate_plans[0].plan = '42')]
]

async function refused(content: string): Promise<void> {
  const target = await openTestContext()
  const before = dumpDatabase(target)
  let thrown: unknown
  try {
    importJsonBackup(target, content)
  } catch (error) {
    thrown = error
  }
  expect(thrown).toMatchObject({ code: 'IMPORT_INVALID', messageZh: expect.stringMatching(/^无法导入：/) })
  expect(dumpDatabase(target)).toEqual(before)
}

describe('importing a parlor checks its books', () => {
  it('imports the plain export', async () => {
    const { header, tables } = await parlorBackup()
    const target = await openTestContext()
    importJsonBackup(target, JSON.stringify({ ...header, tables }))
    expect(dumpDatabase(target).account_ledger).toEqual(tables.account_ledger)
  })

  it.each(CRAFTED)('refuses %s, and nothing changes', async (_, craft) => {
    const { header, tables } = await parlorBackup()
    craft(tables)
    await refused(JSON.stringify({ ...header, tables }))
  })

  it('refuses a duplicated JSON key, and nothing changes', async () => {
    const { header, tables } = await parlorBackup()
    const content = JSON.stringify({ ...header, tables }).replace('"cents":', '"cents":1,"cents":')
    expect(JSON.parse(content)).toBeTruthy()
    await refused(content)
  })
})
