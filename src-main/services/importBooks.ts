/**
 * Checks a backup's parlor books before anything is written, with the rules the live app writes
 * them by: each receipt stands for its ledger rows (receiptRows), each reversal cancels an earlier
 * row of the same member (reversalRow), guests have no account, a table's account rows are those of
 * its seat money (seatLedgerRows) and only while it is closed, its seat money is its settlement's, and
 * each clock's pauses lie in order within it and its stored fee is its plan's price (priceClock).
 * The first row that does not hold is named.
 */
import { isDeepStrictEqual } from 'node:util'
import type { LedgerRow } from '../store/ledger'
import type { BackupDocument } from './backupFormat'
import { ReplayMismatch } from './importReplay'
import { receiptRows, reversalRow } from './parlor/accounts'
import { priceClock } from './parlor/clock'
import { seatLedgerRows } from './parlor/close'
import { holdsSeatAtClose } from './settlement'
import { orDamage } from '../store/codecs/readStored'
import { RATE_PLAN } from '../store/codecs/ratePlan'
import { SETTLEMENT } from '../store/codecs/settlement'
import { TIME_FEE } from './stored/timeFee'

type Tables = BackupDocument['tables']
type TableName = keyof Tables

/** A row of a table, named by its position and its id (or session). */
class Where {
  constructor(
    readonly table: TableName,
    readonly position: number,
    readonly id: number,
    readonly of: 'id' | 'session' = 'id'
  ) {}

  refuse(zh: string, en: string): never {
    const label = this.of === 'id' ? { zh: '编号', en: 'id' } : { zh: '牌局', en: 'session' }
    throw new ReplayMismatch(
      `表 ${this.table} 第 ${this.position} 行（${label.zh} ${this.id}）：${zh}`,
      `${this.table} row ${this.position} (${label.en} ${this.id}): ${en}`
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
  transferOut: -1
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
  note: row.note ?? ''
})
const sameRows = (a: Partial<LedgerRow>[], b: Partial<LedgerRow>[]) =>
  isDeepStrictEqual(a.map(written).sort(byJson), b.map(written).sort(byJson))
const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b))

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

export function checkBooks(tables: Tables): void {
  checkLedger(tables)
  checkReceipts(tables)
  checkClocks(tables)
  checkSeatMoney(tables)
}

function checkLedger(tables: Tables): void {
  const guests = new Set(tables.players.filter((player) => player.is_guest === 1).map((player) => player.id))
  const byId = new Map(tables.account_ledger.map((row) => [row.id, row]))
  const balances = new Map<number, number>()
  tables.account_ledger.forEach((row, index) => {
    const where: Where = new Where('account_ledger', index + 1, row.id)
    if (guests.has(row.player_id)) where.refuse('散客没有账户。', 'a guest has no account.')
    const sign = SIGN[row.kind]
    if (row.amount_cents === 0 || (sign !== undefined && Math.sign(row.amount_cents) !== sign))
      where.refuse('金额的正负与类别不符。', 'its amount has the wrong sign for its kind.')
    if (RECEIPT_KINDS.has(row.kind) !== (row.receipt_id !== null))
      where.refuse('收据与类别不符。', 'its receipt does not fit its kind.')
    if (row.kind !== 'reversal' && SESSION_KINDS.has(row.kind) !== (row.session_id !== null))
      where.refuse('牌局与类别不符。', 'its session does not fit its kind.')
    if (row.kind === 'reversal') {
      const target = row.reverses_id === null ? undefined : byId.get(row.reverses_id)
      if (
        !target ||
        target.id >= row.id ||
        target.kind === 'reversal' ||
        !sameRows([row], [reversalRow(target, row.at, row.note)])
      )
        where.refuse('冲正没有冲掉同一会员更早的一笔账。', 'it does not cancel an earlier row of the same member.')
    } else if (row.reverses_id !== null) where.refuse('只有冲正才能冲掉别的账。', 'only a reversal reverses a row.')
    const balance = (balances.get(row.player_id) ?? 0) + row.amount_cents
    if (!Number.isSafeInteger(balance))
      where.refuse('余额超出了能精确记账的范围。', 'the balance leaves the exact range.')
    balances.set(row.player_id, balance)
  })
}

function checkReceipts(tables: Tables): void {
  const rows = groupBy(
    tables.account_ledger.filter((row) => row.receipt_id !== null),
    (row) => row.receipt_id!
  )
  tables.receipts.forEach((receipt, index) => {
    const where: Where = new Where('receipts', index + 1, receipt.id)
    const posted = rows.get(receipt.id) ?? []
    const toId = posted.find((row) => row.kind === 'transferIn')?.player_id
    if (
      receipt.cents <= 0 ||
      receipt.bonus_cents < 0 ||
      (receipt.kind !== 'topup' && receipt.bonus_cents !== 0) ||
      toId === receipt.player_id ||
      !sameRows(posted, receiptRows(receipt, toId))
    )
      where.refuse('收据与它的账目不符。', 'it does not match its ledger rows.')
  })
  const receipts = new Set(tables.receipts.map((receipt) => receipt.id))
  const orphan = tables.account_ledger.findIndex((row) => row.receipt_id !== null && !receipts.has(row.receipt_id))
  if (orphan >= 0)
    new Where('account_ledger', orphan + 1, tables.account_ledger[orphan].id).refuse(
      '它的收据不存在。',
      'its receipt does not exist.'
    )
}

function checkClocks(tables: Tables): void {
  const sessions = new Map(tables.table_sessions.map((session) => [session.id, session]))
  const pauses = groupBy(tables.clock_pauses, (pause) => pause.session_id)
  tables.table_clocks.forEach((clock, index) => {
    const where: Where = new Where('table_clocks', index + 1, clock.session_id, 'session')
    const session = sessions.get(clock.session_id)
    // A voided table's clock stops without a fee.
    const voided = session?.voided_at != null
    if ((clock.stopped_at !== null) !== (session?.status === 'closed' || voided))
      where.refuse('计时与牌局的状态不符。', "it does not match its session's state.")
    const end = clock.stopped_at ?? Number.MAX_SAFE_INTEGER
    if (end < clock.started_at) where.refuse('计时在开始之前就停了。', 'it stops before it started.')
    const list = [...(pauses.get(clock.session_id) ?? [])].sort((a, b) => a.paused_at - b.paused_at)
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
              { ...clock, plan: clock.plan === null ? null : RATE_PLAN.read(clock.plan) },
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
  })
}

function checkSeatMoney(tables: Tables): void {
  const sessions = new Map(tables.table_sessions.map((session) => [session.id, session]))
  const clocks = new Map(tables.table_clocks.map((clock) => [clock.session_id, clock]))
  const guests = new Set(tables.players.filter((player) => player.is_guest === 1).map((player) => player.id))
  const money = groupBy(tables.seat_money, (row) => row.session_id)
  const ledger = groupBy(
    tables.account_ledger.filter((row) => row.session_id !== null),
    (row) => row.session_id!
  )
  const reversed = new Set(tables.account_ledger.map((row) => row.reverses_id))
  tables.seat_money.forEach((row, index) => {
    const where: Where = new Where('seat_money', index + 1, row.session_id, 'session')
    const session = sessions.get(row.session_id)
    if (session === undefined || session.status !== 'closed')
      where.refuse('未结算的牌局不能有结账。', 'an open session has no settled money.')
    const settlement = SETTLEMENT.read(session.settlement!)
    const party = settlement.parties.find((candidate) => candidate.key === row.party_key)
    const fee = clocks.get(row.session_id)?.fee
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
  })
  for (const [position, session] of tables.table_sessions.entries()) {
    const live = (ledger.get(session.id) ?? []).filter((row) => row.kind !== 'reversal' && !reversed.has(row.id))
    const expected = (money.get(session.id) ?? []).flatMap(seatLedgerRows)
    if (!sameRows(live, expected))
      new Where('table_sessions', position + 1, session.id).refuse(
        '会员账户里的结算账目与结账不符。',
        'its account rows do not match how its seats settled.'
      )
  }
}
