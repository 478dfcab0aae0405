/** Member accounts: the append-only ledger, receipts, credit limits and top-up bonus rules. */
import type { Database } from 'better-sqlite3'
import { storedDataDamaged } from '../errors'
import { prepare } from './prepare'
import type { BonusRule } from '../model/parlor'
import type { LedgerKind } from './vocabulary'

export interface LedgerRow {
  id: number
  player_id: number
  at: number
  kind: LedgerKind
  amount_cents: number
  session_id: number | null
  receipt_id: number | null
  reverses_id: number | null
  note: string
  /** A goods charge (and its reversal): the sale to the account. */
  sale_id: number | null
}

type OptionalColumn = 'session_id' | 'receipt_id' | 'reverses_id' | 'note' | 'sale_id'
export type NewLedgerRow = Omit<LedgerRow, 'id' | OptionalColumn> & Partial<Pick<LedgerRow, OptionalColumn>>

export interface ReceiptRow {
  id: number
  kind: 'topup' | 'refund' | 'transfer'
  player_id: number
  at: number
  cents: number
  bonus_cents: number
  note: string
  tender: string
}

export function insertLedgerRow(db: Database, row: NewLedgerRow): number {
  return Number(
    prepare(
      db,
      `INSERT INTO account_ledger (player_id, at, kind, amount_cents, session_id, receipt_id, reverses_id, note, sale_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
    ).run(
      row.player_id,
      row.at,
      row.kind,
      row.amount_cents,
      row.session_id ?? null,
      row.receipt_id ?? null,
      row.reverses_id ?? null,
      row.note ?? '',
      row.sale_id ?? null
    ).lastInsertRowid
  )
}

export function getLedgerRow(db: Database, id: number): LedgerRow | undefined {
  return prepare(db, 'SELECT * FROM account_ledger WHERE id = ?').get(id) as LedgerRow | undefined
}

/** The rows a receipt posted (a transfer posts two). */
export function receiptLedgerRows(db: Database, receiptId: number): LedgerRow[] {
  return prepare(db, 'SELECT * FROM account_ledger WHERE receipt_id = ? ORDER BY id').all(receiptId) as LedgerRow[]
}

/** The member's balance right after a receipt's last row. */
export function balanceAfterReceipt(db: Database, playerId: number, receiptId: number): number {
  return (
    prepare(
      db,
      'SELECT coalesce(sum(amount_cents), 0) AS cents FROM account_ledger WHERE player_id = ? AND id <= (SELECT max(id) FROM account_ledger WHERE receipt_id = ?)'
    ).get(playerId, receiptId) as { cents: number }
  ).cents
}

/** Every member (not a guest, not archived) with balance and credit limit. */
export function memberBalances(db: Database): { id: number; name: string; balance: number; credit: number }[] {
  return prepare(
    db,
    `SELECT p.id, p.name, coalesce(b.cents, 0) AS balance, coalesce(l.credit_limit_cents, 0) AS credit
     FROM players p LEFT JOIN account_balances b ON b.player_id = p.id LEFT JOIN account_limits l ON l.player_id = p.id
     WHERE p.is_guest = 0 AND p.archived_at IS NULL`
  ).all() as { id: number; name: string; balance: number; credit: number }[]
}

/** The account row that charged a goods sale, if it went to an account. */
export function saleChargeRow(db: Database, saleId: number): LedgerRow | undefined {
  return prepare(db, "SELECT * FROM account_ledger WHERE sale_id = ? AND kind = 'goods'").get(saleId) as
    LedgerRow | undefined
}

export function isReversed(db: Database, id: number): boolean {
  return prepare(db, 'SELECT 1 FROM account_ledger WHERE reverses_id = ?').get(id) !== undefined
}

/**
 * The balance: the sum of the member's rows (before `before`, when given). Summed as a real, so a
 * damaged row (an amount no movement could have) is reported as that account's, not an overflow.
 */
export function ledgerBalance(db: Database, playerId: number, before = Number.MAX_SAFE_INTEGER): number {
  const { cents } = prepare(
    db,
    'SELECT total(amount_cents) AS cents FROM account_ledger WHERE player_id = ? AND at < ?'
  ).get(playerId, before) as { cents: number }
  if (!Number.isSafeInteger(cents)) throw storedDataDamaged(MEMBER_LEDGER)
  return cents
}

export const MEMBER_LEDGER = { zh: '会员账户流水', en: 'member account ledger' }

/** A session's account rows not yet reversed. */
export function liveSessionRows(db: Database, sessionId: number): LedgerRow[] {
  return prepare(
    db,
    `SELECT * FROM account_ledger l WHERE l.session_id = ? AND l.kind IN ('settlement', 'tableFee')
       AND NOT EXISTS (SELECT 1 FROM account_ledger r WHERE r.reverses_id = l.id) ORDER BY l.id`
  ).all(sessionId) as LedgerRow[]
}

export function insertReceipt(db: Database, receipt: Omit<ReceiptRow, 'id'>): number {
  return Number(
    prepare(
      db,
      'INSERT INTO receipts (kind, player_id, at, cents, bonus_cents, note, tender) VALUES (?, ?, ?, ?, ?, ?, ?)'
    ).run(receipt.kind, receipt.player_id, receipt.at, receipt.cents, receipt.bonus_cents, receipt.note, receipt.tender)
      .lastInsertRowid
  )
}

export function getReceipt(db: Database, id: number): ReceiptRow | undefined {
  return prepare(db, 'SELECT * FROM receipts WHERE id = ?').get(id) as ReceiptRow | undefined
}

export function creditLimit(db: Database, playerId: number): number {
  const row = prepare(db, 'SELECT credit_limit_cents FROM account_limits WHERE player_id = ?').get(playerId) as
    { credit_limit_cents: number } | undefined
  return row?.credit_limit_cents ?? 0
}

export function setCreditLimit(db: Database, playerId: number, cents: number): void {
  prepare(
    db,
    `INSERT INTO account_limits (player_id, credit_limit_cents) VALUES (?, ?)
     ON CONFLICT (player_id) DO UPDATE SET credit_limit_cents = excluded.credit_limit_cents`
  ).run(playerId, cents)
}

export function bonusRules(db: Database): BonusRule[] {
  return (
    prepare(db, 'SELECT min_cents, bonus_cents FROM bonus_rules ORDER BY min_cents').all() as {
      min_cents: number
      bonus_cents: number
    }[]
  ).map((row) => ({ minCents: row.min_cents, bonusCents: row.bonus_cents }))
}

export function replaceBonusRules(db: Database, rules: BonusRule[]): void {
  prepare(db, 'DELETE FROM bonus_rules').run()
  const insert = prepare(db, 'INSERT INTO bonus_rules (min_cents, bonus_cents) VALUES (?, ?)')
  for (const rule of rules) insert.run(rule.minCents, rule.bonusCents)
}

/** A ledger row as a member's statement lists it: with the tender of the money behind it, if any. */
type StatementRow = LedgerRow & { tender: string | null }

/**
 * The member's rows in [from, to), each top-up and refund (and a reversal of one) with the tender
 * its receipt names.
 */
export function statementRows(db: Database, playerId: number, from: number, to: number): StatementRow[] {
  return prepare(
    db,
    `SELECT l.*, CASE WHEN coalesce(o.kind, l.kind) IN ('topup', 'refund') THEN r.tender END AS tender
       FROM account_ledger l LEFT JOIN account_ledger o ON o.id = l.reverses_id
       LEFT JOIN receipts r ON r.id = coalesce(l.receipt_id, o.receipt_id)
       WHERE l.player_id = ? AND l.at >= ? AND l.at < ? ORDER BY l.at, l.id`
  ).all(playerId, from, to) as StatementRow[]
}

/** Money over the counter in [from, to) by tender: top-ups and refunds, and reversals of them (drawer's sign). */
export function counterByTender(
  db: Database,
  from: number,
  to: number
): { tender: string; kind: 'topup' | 'refund'; cents: number }[] {
  return prepare(
    db,
    `SELECT r.tender, coalesce(o.kind, l.kind) AS kind, sum(l.amount_cents) AS cents
       FROM account_ledger l LEFT JOIN account_ledger o ON o.id = l.reverses_id
       JOIN receipts r ON r.id = coalesce(l.receipt_id, o.receipt_id)
       WHERE l.at >= ? AND l.at < ? AND coalesce(o.kind, l.kind) IN ('topup', 'refund')
       GROUP BY r.tender, coalesce(o.kind, l.kind) ORDER BY r.tender`
  ).all(from, to) as { tender: string; kind: 'topup' | 'refund'; cents: number }[]
}

/** Each kind of ledger row in [from, to): how many and their sum. */
export function ledgerKindsBetween(
  db: Database,
  from: number,
  to: number
): { kind: string; count: number; cents: number }[] {
  return prepare(
    db,
    `SELECT kind, count(*) AS count, sum(amount_cents) AS cents FROM account_ledger
       WHERE at >= ? AND at < ? GROUP BY kind`
  ).all(from, to) as { kind: string; count: number; cents: number }[]
}

interface DebtRow {
  player_id: number
  name: string
  balance: number
  credit: number
}

/** The members whose balance was below zero at `at` (today's balance less what was posted since), most owed first. */
export function debtsAt(db: Database, at: number): DebtRow[] {
  // Without the hint SQLite walks the per-member index over all ten years: 55 ms instead of 1 ms.
  return prepare(
    db,
    `SELECT b.player_id, p.name, b.cents - coalesce(later.cents, 0) AS balance, coalesce(l.credit_limit_cents, 0) AS credit
       FROM account_balances b JOIN players p ON p.id = b.player_id
       LEFT JOIN (SELECT player_id, sum(amount_cents) AS cents FROM account_ledger INDEXED BY account_ledger_at WHERE at >= ? GROUP BY player_id) later
         ON later.player_id = b.player_id
       LEFT JOIN account_limits l ON l.player_id = b.player_id
       WHERE b.cents - coalesce(later.cents, 0) < 0 ORDER BY balance, p.name`
  ).all(at) as DebtRow[]
}
