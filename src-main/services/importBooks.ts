/**
 * Checks a backup's parlor books, read back from the import's scratch rows a member's ledger row, a
 * receipt or a table session at a time (never the whole books held), with the rules the live app writes
 * them by: each receipt stands for its ledger rows (receiptRows), each reversal cancels an earlier
 * row of the same member (reversalRow), guests have no account, a table's account rows are those of
 * its seat money (seatLedgerRows) and only while it is closed, its seat money is its settlement's, and
 * each clock's pauses lie in order within it and its stored fee is its plan's price (priceClock).
 * The first row that does not hold is named.
 */
import { isDeepStrictEqual } from 'node:util'
import type { Database } from 'better-sqlite3'
import {
  iterateGroups,
  iterateWritten,
  positionInSession,
  positionOf,
  rowById,
  rowsOfSession
} from '../store/importRows'
import type { LedgerRow } from '../store/ledger'
import type { BackupDocument } from './backupFormat'
import { ReplayMismatch } from './importReplay'
import { receiptRows, reversalRow } from './parlor/accounts'
import { priceClock } from './parlor/clock'
import { seatLedgerRows } from './parlor/close'
import { saleTotalCents } from './parlor/goods'
import { holdsSeatAtClose } from './settlement'
import { orDamage } from '../store/codecs/readStored'
import { RATE_PLAN } from '../store/codecs/ratePlan'
import { SETTLEMENT } from '../store/codecs/settlement'
import { TIME_FEE } from '../store/codecs/timeFee'

type Tables = BackupDocument['tables']
type TableName = keyof Tables

/** A row of a table, named by its position and its id (or session). */
class Where {
  constructor(
    readonly table: TableName,
    /** Its place in the file, looked up only when it is refused. */
    readonly locate: () => number,
    readonly id: number,
    readonly of: 'id' | 'session' = 'id'
  ) {}

  refuse(zh: string, en: string): never {
    const label = this.of === 'id' ? { zh: '编号', en: 'id' } : { zh: '牌局', en: 'session' }
    const position = this.locate()
    throw new ReplayMismatch(
      `表 ${this.table} 第 ${position} 行（${label.zh} ${this.id}）：${zh}`,
      `${this.table} row ${position} (${label.en} ${this.id}): ${en}`
    )
  }
}

const RECEIPT_KINDS = new Set(['topup', 'bonus', 'refund', 'transferIn', 'transferOut'])
const SESSION_KINDS = new Set(['settlement', 'tableFee'])
const SIGN: Partial<Record<LedgerRow['kind'], number>> = {
  topup: 1,
  bonus: 1,
  refund: -1,
  transferIn: 1,
  transferOut: -1,
  goods: -1
}

/** The columns a written row is compared on. */
const written = (row: Partial<LedgerRow>) => ({
  player_id: row.player_id,
  at: row.at,
  kind: row.kind,
  amount_cents: row.amount_cents,
  session_id: row.session_id ?? null,
  receipt_id: row.receipt_id ?? null,
  reverses_id: row.reverses_id ?? null,
  note: row.note ?? '',
  sale_id: row.sale_id ?? null
})
const sameRows = (a: Partial<LedgerRow>[], b: Partial<LedgerRow>[]) =>
  isDeepStrictEqual(a.map(written).sort(byJson), b.map(written).sort(byJson))
const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b))

type RowOf<T extends TableName> = Tables[T][number]

export function checkBooks(db: Database): void {
  const guests = new Set<number>()
  for (const player of iterateWritten<RowOf<'players'>>(db, 'players')) if (player.is_guest === 1) guests.add(player.id)
  const reversed = checkLedger(db, guests)
  checkAccountSales(db)
  checkReceipts(db)
  for (const session of iterateWritten<RowOf<'table_sessions'>>(db, 'table_sessions'))
    checkSession(db, session, guests, reversed)
}

/** Checks the ledger row by row; returns the ids of the rows reversed. */
function checkLedger(db: Database, guests: Set<number>): Set<number> {
  const balances = new Map<number, number>()
  const reversed = new Set<number>()
  for (const row of iterateWritten<LedgerRow>(db, 'account_ledger')) {
    const where: Where = new Where('account_ledger', () => positionOf(db, 'account_ledger', row.id), row.id)
    if (guests.has(row.player_id)) where.refuse('散客没有账户。', 'a guest has no account.')
    const sign = SIGN[row.kind]
    if (row.amount_cents === 0 || (sign !== undefined && Math.sign(row.amount_cents) !== sign))
      where.refuse('金额的正负与类别不符。', 'its amount has the wrong sign for its kind.')
    if (RECEIPT_KINDS.has(row.kind) !== (row.receipt_id !== null))
      where.refuse('收据与类别不符。', 'its receipt does not fit its kind.')
    if (row.kind !== 'reversal' && SESSION_KINDS.has(row.kind) !== (row.session_id !== null))
      where.refuse('牌局与类别不符。', 'its session does not fit its kind.')
    if (row.kind === 'reversal') {
      const target =
        row.reverses_id === null ? undefined : (rowById(db, 'account_ledger', row.reverses_id) as LedgerRow | undefined)
      if (
        !target ||
        target.id >= row.id ||
        target.kind === 'reversal' ||
        !sameRows([row], [reversalRow(target, row.at, row.note)])
      )
        where.refuse('冲正没有冲掉同一会员更早的一笔账。', 'it does not cancel an earlier row of the same member.')
      reversed.add(target.id)
    } else if (row.reverses_id !== null) where.refuse('只有冲正才能冲掉别的账。', 'only a reversal reverses a row.')
    const balance = (balances.get(row.player_id) ?? 0) + row.amount_cents
    if (!Number.isSafeInteger(balance))
      where.refuse('余额超出了能精确记账的范围。', 'the balance leaves the exact range.')
    balances.set(row.player_id, balance)
  }
  return reversed
}

/** Each sale to an account is charged once, to its payer, for its price; only those rows (and their reversals) name a sale. */
function checkAccountSales(db: Database): void {
  const charged = new Set<number>()
  for (const row of iterateWritten<LedgerRow>(db, 'account_ledger')) {
    if (row.kind === 'reversal' || (row.kind !== 'goods' && row.sale_id === null)) continue
    const sale =
      row.sale_id === null ? undefined : (rowById(db, 'goods_sales', row.sale_id) as RowOf<'goods_sales'> | undefined)
    const where: Where = new Where('account_ledger', () => positionOf(db, 'account_ledger', row.id), row.id)
    if (
      row.kind !== 'goods' ||
      sale?.session_id !== null ||
      sale.payer_id !== row.player_id ||
      row.amount_cents !== -saleTotalCents(sale)
    )
      where.refuse('与它记账的商品销售不符。', 'it does not match its goods sale.')
    charged.add(sale.id)
  }
  for (const sale of iterateWritten<RowOf<'goods_sales'>>(db, 'goods_sales'))
    if (sale.session_id === null && sale.payer_id !== null && !charged.has(sale.id))
      new Where('goods_sales', () => positionOf(db, 'goods_sales', sale.id), sale.id).refuse(
        '记账的商品没有记入会员账户。',
        'it went to an account that was never charged.'
      )
}

/** Each receipt against its ledger rows: both read in receipt order, side by side. */
function checkReceipts(db: Database): void {
  const groups = iterateGroups(db, 'account_ledger', 'receipt_id') as Generator<[number, LedgerRow[]]>
  try {
    let group = groups.next()
    const orphan = (rows: LedgerRow[]) =>
      new Where('account_ledger', () => positionOf(db, 'account_ledger', rows[0].id), rows[0].id).refuse(
        '它的收据不存在。',
        'its receipt does not exist.'
      )
    for (const receipt of iterateWritten<RowOf<'receipts'>>(db, 'receipts')) {
      while (!group.done && group.value[0] < receipt.id) orphan(group.value[1])
      const posted = !group.done && group.value[0] === receipt.id ? group.value[1] : []
      if (posted.length > 0) group = groups.next()
      checkReceipt(db, receipt, posted)
    }
    if (!group.done) orphan(group.value[1])
  } finally {
    // Ends the read even on a refusal: the import's rollback needs the connection free.
    groups.return(undefined)
  }
}

function checkReceipt(db: Database, receipt: RowOf<'receipts'>, posted: LedgerRow[]): void {
  const where: Where = new Where('receipts', () => positionOf(db, 'receipts', receipt.id), receipt.id)
  const toId = posted.find((row) => row.kind === 'transferIn')?.player_id
  if (
    receipt.cents <= 0 ||
    receipt.bonus_cents < 0 ||
    (receipt.kind !== 'topup' && receipt.bonus_cents !== 0) ||
    toId === receipt.player_id ||
    !sameRows(posted, receiptRows(receipt, toId))
  )
    where.refuse('收据与它的账目不符。', 'it does not match its ledger rows.')
}

/** A table session's clock, seat money and account rows. */
function checkSession(
  db: Database,
  session: RowOf<'table_sessions'>,
  guests: Set<number>,
  reversed: Set<number>
): void {
  const of = <T>(table: string) => rowsOfSession(db, table, session.id) as T[]
  const [clock] = of<RowOf<'table_clocks'>>('table_clocks')
  if (clock) checkClock(db, clock, session, of<RowOf<'clock_pauses'>>('clock_pauses'))
  const money = of<RowOf<'seat_money'>>('seat_money')
  money.forEach((row, index) => {
    const where = new Where(
      'seat_money',
      () => positionInSession(db, 'seat_money', session.id, index),
      session.id,
      'session'
    )
    checkSeatMoney(where, row, session, clock, guests)
  })
  const live = of<LedgerRow>('account_ledger').filter((row) => row.kind !== 'reversal' && !reversed.has(row.id))
  if (!sameRows(live, money.flatMap(seatLedgerRows)))
    new Where('table_sessions', () => positionOf(db, 'table_sessions', session.id), session.id).refuse(
      '会员账户里的结算账目与结账不符。',
      'its account rows do not match how its seats settled.'
    )
}

function checkClock(
  db: Database,
  clock: RowOf<'table_clocks'>,
  session: RowOf<'table_sessions'>,
  pauses: RowOf<'clock_pauses'>[]
) {
  const where = new Where(
    'table_clocks',
    () => positionOf(db, 'table_clocks', clock.session_id),
    clock.session_id,
    'session'
  )
  // A voided table's clock stops without a fee.
  const voided = session.voided_at != null
  if ((clock.stopped_at !== null) !== (session.status === 'closed' || voided))
    where.refuse('计时与牌局的状态不符。', "it does not match its session's state.")
  const end = clock.stopped_at ?? Number.MAX_SAFE_INTEGER
  if (end < clock.started_at) where.refuse('计时在开始之前就停了。', 'it stops before it started.')
  const list = [...pauses].sort((a, b) => a.paused_at - b.paused_at)
  let free = clock.started_at
  list.forEach((pause, at) => {
    // Only the last pause may last on: to the stop, or while the clock runs.
    const to = pause.resumed_at ?? (at === list.length - 1 ? end : -1)
    if (pause.paused_at < free || to < pause.paused_at || to > end)
      where.refuse('暂停的时间不在计时之内或互相重叠。', 'its pauses overlap or lie outside the clock.')
    free = to
  })
  const stored = clock.fee === null ? null : orDamage(() => TIME_FEE.read(clock.fee!))
  if (stored?.damage) where.refuse('保存的台费记录已损坏。', 'its stored fee is damaged.')
  const fee = stored?.value ?? null
  const price =
    clock.stopped_at === null
      ? null
      : voided
        ? 0
        : (priceClock(
            { ...clock, plan: clock.plan === null ? null : RATE_PLAN.read(clock.plan), fee },
            list.map((p) => ({ from: p.paused_at, to: p.resumed_at })),
            end
          )?.totalCents ?? 0)
  const shares = fee?.shares ?? null
  const sharesHold =
    clock.plan === null || clock.stopped_at === null || voided
      ? fee === null
      : shares !== null && shares.every(Number.isSafeInteger) && shares.reduce((a, b) => a + b, 0) === price
  if (clock.fee_cents !== price || !sharesHold)
    where.refuse('保存的台费不是计费方案算出的价格。', "its stored fee is not its plan's price.")
}

function checkSeatMoney(
  where: Where,
  row: RowOf<'seat_money'>,
  session: RowOf<'table_sessions'>,
  clock: RowOf<'table_clocks'> | undefined,
  guests: Set<number>
): void {
  if (session.status !== 'closed') where.refuse('未结算的牌局不能有结账。', 'an open session has no settled money.')
  const settlement = SETTLEMENT.read(session.settlement!)
  const party = settlement.parties.find((candidate) => candidate.key === row.party_key)
  const fee = clock?.fee
  const shares = fee ? (TIME_FEE.read(fee)?.shares ?? []) : []
  const seat = row.seat ?? undefined
  const feeCents = party && seat !== undefined && holdsSeatAtClose({ key: party.key, seat }) ? (shares[seat] ?? 0) : 0
  // A seat's person sits at the row's seat; a backer has none.
  const placed = party?.role === 'seat' ? party.key.startsWith(`seat:${row.seat}`) : seat === undefined
  if (
    (party?.role !== 'seat' && party?.role !== 'backer') ||
    party.playerId !== row.player_id ||
    party.netCents !== row.net_cents ||
    row.fee_cents !== feeCents ||
    !placed
  )
    where.refuse('结账与牌局的结算不符。', "it does not match its session's settlement.")
  const account = row.mode === 'account'
  if (
    (account && guests.has(row.player_id)) ||
    (account
      ? row.balance_before === null ||
        row.balance_after !== row.balance_before + row.net_cents - row.fee_cents - row.goods_cents
      : row.balance_before !== null || row.balance_after !== null)
  )
    where.refuse('结账前后的余额不对。', 'its balances before and after do not add up.')
}
