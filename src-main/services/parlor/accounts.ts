/**
 * Member accounts: top-ups with the parlor's bonus rules, refunds, adjustments, transfers and
 * reversals. Every movement is a ledger row; a balance is the sum of its rows. Each operation is
 * one transaction.
 */
import type { Database } from 'better-sqlite3'
import { AppError, damageOf, storedDataDamaged } from '../../errors'
import { getPlayer } from '../../store/players'
import { listPlayers, refuseArchived, requirePlayer } from '../roster'
import {
  balanceAfterReceipt,
  bonusRules,
  creditLimit,
  getLedgerRow,
  getReceipt,
  insertLedgerRow,
  insertReceipt,
  isReversed,
  ledgerBalance,
  MEMBER_LEDGER,
  memberBalances,
  receiptLedgerRows,
  statementRows,
  replaceBonusRules,
  setCreditLimit,
  type LedgerRow,
  type NewLedgerRow,
  type ReceiptRow
} from '../../store/ledger'
import { writeAudit } from '../../store/audit'
import { businessRange } from '../time/businessDay'
import { getParlorSettings } from './setup'
import type { AccountSort } from './accountSorts'
import { chooseTender } from './tenders'
import type { Player } from '../../model/players'
import type {
  BonusRule,
  CreditWarning,
  AccountListItem,
  AccountMove,
  AccountSummary,
  Receipt,
  Statement,
  LedgerEntry
} from '../../model/parlor'

function toEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    playerId: row.player_id,
    at: row.at,
    kind: row.kind,
    amountCents: row.amount_cents,
    sessionId: row.session_id,
    receiptId: row.receipt_id,
    reversesId: row.reverses_id,
    note: row.note,
    saleId: row.sale_id
  }
}

function toReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    kind: row.kind,
    playerId: row.player_id,
    at: row.at,
    cents: row.cents,
    bonusCents: row.bonus_cents,
    note: row.note,
    tender: row.tender
  }
}

/** A member with an account: not a guest (guests settle in cash), not archived. */
export function requireMember(db: Database, playerId: number): Player {
  return memberOnly(requirePlayer(db, playerId))
}

/** The player, refused when a guest (no account) or archived. */
export function memberOnly(player: Player): Player {
  if (player.isGuest) {
    throw new AppError(
      'GUEST_NO_ACCOUNT',
      `“${player.name}”是散客，没有账户，只能现金结算。`,
      `"${player.name}" is a guest: no account, cash only.`
    )
  }
  return refuseArchived(player)
}

function requirePositive(cents: number): void {
  if (!Number.isInteger(cents) || cents <= 0) {
    throw new AppError('BAD_AMOUNT', '金额要大于 0，最小到分。', 'The amount must be more than 0, in whole cents.')
  }
}

/** The best bonus the rules give for a top-up: the rule with the highest threshold reached. */
function bonusFor(rules: BonusRule[], cents: number): number {
  return rules.filter((rule) => cents >= rule.minCents).reduce((best, rule) => Math.max(best, rule.bonusCents), 0)
}

/** The ledger rows a receipt stands for; a transfer's incoming row goes to `toId`. */
export function receiptRows(receipt: ReceiptRow, toId?: number): NewLedgerRow[] {
  const base = { player_id: receipt.player_id, at: receipt.at, receipt_id: receipt.id, note: receipt.note }
  if (receipt.kind === 'refund') return [{ ...base, kind: 'refund', amount_cents: -receipt.cents }]
  if (receipt.kind === 'transfer') {
    return [
      { ...base, kind: 'transferOut', amount_cents: -receipt.cents },
      { ...base, player_id: toId!, kind: 'transferIn', amount_cents: receipt.cents }
    ]
  }
  const rows: NewLedgerRow[] = [{ ...base, kind: 'topup', amount_cents: receipt.cents }]
  if (receipt.bonus_cents > 0) rows.push({ ...base, kind: 'bonus', amount_cents: receipt.bonus_cents })
  return rows
}

/** The row that cancels `row`: the same member, the opposite amount, the same session or sale. */
export function reversalRow(row: LedgerRow, at: number, note: string): NewLedgerRow {
  return {
    player_id: row.player_id,
    at,
    kind: 'reversal',
    amount_cents: -row.amount_cents,
    session_id: row.session_id,
    reverses_id: row.id,
    note,
    sale_id: row.sale_id
  }
}

/** Writes a receipt and the ledger rows it stands for. */
function postReceipt(db: Database, receipt: Omit<ReceiptRow, 'id'>, toId?: number): AccountMove {
  const row = getReceipt(db, insertReceipt(db, receipt))!
  return postRows(db, receiptRows(row, toId), toReceipt(row))
}

/**
 * Appends rows and reports each member's balance before and after, with credit warnings.
 * `people`: members the caller has read already (a warning names them without reading them again).
 */
export function postRows(
  db: Database,
  rows: NewLedgerRow[],
  receipt: Receipt | null = null,
  people: ReadonlyMap<number, Player> = new Map()
): AccountMove {
  const players = [...new Set(rows.map((row) => row.player_id))]
  const before = new Map(players.map((id) => [id, ledgerBalance(db, id)]))
  const entries = rows.map((row) => toEntry(getLedgerRow(db, insertLedgerRow(db, row))!))
  const balances = players.map((playerId) => ({
    playerId,
    beforeCents: before.get(playerId)!,
    afterCents: ledgerBalance(db, playerId)
  }))
  const warnings = balances.flatMap(({ playerId, beforeCents, afterCents }) => {
    const limit = creditLimit(db, playerId)
    if (afterCents >= -limit || afterCents >= beforeCents) return []
    const { name } = people.get(playerId) ?? getPlayer(db, playerId)!
    return [{ playerId, name, balanceCents: afterCents, creditLimitCents: limit }]
  })
  // money over the counter (top-up, refund, transfer) is logged with who took or paid it
  if (receipt) {
    const after = { ...receipt, ...pastLimitFact(warnings) }
    writeAudit(db, { entity: 'account', entityId: receipt.playerId, action: receipt.kind, after })
  }
  return { entries, balances, warnings, receipt }
}

/**
 * What the audit entry of a charge says about the credit limit: `overLimit` true when it went past
 * (then the host confirmed it, or it would not have been written).
 */
export function pastLimitFact(warnings: readonly CreditWarning[]): { overLimit: boolean } {
  return { overLimit: warnings.length > 0 }
}

const yuan = (cents: number) => (cents / 100).toFixed(2)

/** The refusal of a charge that takes accounts past their credit limit: each member, the balance after and the limit. */
export function overCreditLimit(over: readonly CreditWarning[]): AppError {
  const zh = over.map(
    (one) => `“${one.name}”的余额会变成 ${yuan(one.balanceCents)}，超过欠款额度 ${yuan(one.creditLimitCents)}`
  )
  const en = over.map(
    (one) =>
      `${one.name}'s balance would be ${yuan(one.balanceCents)}, past the credit limit of ${yuan(one.creditLimitCents)}`
  )
  return new AppError(
    'OVER_CREDIT_LIMIT',
    `${zh.join('；')}。确认后才能记账。`,
    `${en.join('; ')}. Confirm to go ahead.`,
    undefined,
    over
  )
}

/**
 * A charge past a credit limit is written only when the host confirmed it: otherwise it is
 * refused, and the caller's transaction writes nothing.
 */
export function requireCreditConfirmed(move: AccountMove, confirmed: boolean): AccountMove {
  if (move.warnings.length > 0 && !confirmed) throw overCreditLimit(move.warnings)
  return move
}

/** Money over the counter: a top-up or a refund, paid with a tender from the parlor's list. */
interface CounterInput {
  playerId: number
  cents: number
  note: string
  /** 现金, 微信, …; none given: the list's first. */
  tender?: string
}

export function topUp(db: Database, input: CounterInput, now: number): AccountMove {
  return db.transaction(() => {
    requireMember(db, input.playerId)
    requirePositive(input.cents)
    const tender = chooseTender(getParlorSettings(db).tenders, input.tender)
    const bonus = bonusFor(bonusRules(db), input.cents)
    return postReceipt(db, {
      kind: 'topup',
      player_id: input.playerId,
      at: now,
      cents: input.cents,
      bonus_cents: bonus,
      note: input.note,
      tender
    })
  })()
}

/** Cash paid back out of the balance; never more than the balance holds. */
export function refund(db: Database, input: CounterInput, now: number): AccountMove {
  return db.transaction(() => {
    const player = requireMember(db, input.playerId)
    requirePositive(input.cents)
    const tender = chooseTender(getParlorSettings(db).tenders, input.tender)
    const balance = ledgerBalance(db, input.playerId)
    if (input.cents > balance) {
      throw new AppError(
        'REFUND_TOO_LARGE',
        `“${player.name}”的余额只有 ${(balance / 100).toFixed(2)}，退款不能超过余额。`,
        `"${player.name}" has only ${(balance / 100).toFixed(2)}; a refund cannot exceed the balance.`
      )
    }
    return postReceipt(db, {
      kind: 'refund',
      player_id: input.playerId,
      at: now,
      cents: input.cents,
      bonus_cents: 0,
      note: input.note,
      tender
    })
  })()
}

/** A manual correction either way, with its reason; a charge past the credit limit only when confirmed (a credit never asks). */
export function adjust(
  db: Database,
  input: { playerId: number; cents: number; reason: string; confirmOverLimit?: boolean },
  now: number
): AccountMove {
  return db.transaction(() => {
    requireMember(db, input.playerId)
    if (!Number.isInteger(input.cents) || input.cents === 0) {
      throw new AppError('BAD_AMOUNT', '调整金额不能为 0，最小到分。', 'An adjustment must not be 0, in whole cents.')
    }
    if (input.reason.trim() === '') {
      throw new AppError('REASON_REQUIRED', '手动调整必须写明原因。', 'A manual adjustment needs a reason.')
    }
    const row: NewLedgerRow = {
      player_id: input.playerId,
      at: now,
      kind: 'adjustment',
      amount_cents: input.cents,
      note: input.reason.trim()
    }
    const move = requireCreditConfirmed(postRows(db, [row]), input.confirmOverLimit === true)
    const after = { ...move.entries[0], ...pastLimitFact(move.warnings) }
    writeAudit(db, { entity: 'account', entityId: input.playerId, action: 'adjust', after })
    return move
  })()
}

/** Money from one member's account to another's; past the payer's credit limit only when confirmed. */
export function transfer(
  db: Database,
  input: { fromId: number; toId: number; cents: number; note: string; confirmOverLimit?: boolean },
  now: number
): AccountMove {
  return db.transaction(() => {
    if (input.fromId === input.toId) {
      throw new AppError('TRANSFER_TO_SELF', '转账的双方不能是同一人。', 'A transfer needs two different members.')
    }
    requireMember(db, input.fromId)
    requireMember(db, input.toId)
    requirePositive(input.cents)
    const move = postReceipt(
      db,
      {
        kind: 'transfer',
        player_id: input.fromId,
        at: now,
        cents: input.cents,
        bonus_cents: 0,
        note: input.note,
        tender: ''
      },
      input.toId
    )
    return requireCreditConfirmed(move, input.confirmOverLimit === true)
  })()
}

/**
 * A reversing row for an entry (and for its receipt's other rows: a top-up's bonus, a transfer's
 * other side); one that takes an account past its credit limit (a top-up taken back, a transfer's
 * recipient charged) only when confirmed.
 */
export function reverseEntry(
  db: Database,
  input: { entryId: number; reason: string; confirmOverLimit?: boolean },
  now: number
): AccountMove {
  return db.transaction(() => {
    const entry = getLedgerRow(db, input.entryId)
    if (!entry)
      throw new AppError(
        'ENTRY_NOT_FOUND',
        `找不到编号为 ${input.entryId} 的账目。`,
        `No ledger entry ${input.entryId}.`
      )
    if (entry.kind === 'reversal') {
      throw new AppError(
        'REVERSE_REVERSAL',
        '冲正记录不能再冲正，请重新记一笔。',
        'A reversal cannot be reversed; post a new entry.'
      )
    }
    if (entry.session_id !== null) {
      throw new AppError(
        'REVERSE_BY_REOPEN',
        '牌局结算的账目请通过“重新打开”该牌局来冲正。',
        'Settlement entries are reversed by reopening their session.'
      )
    }
    if (entry.sale_id !== null) {
      throw new AppError(
        'REVERSE_BY_VOID',
        '记账的商品请在商品页作废那笔销售来冲正（库存一并加回）。',
        'Goods charged to an account are reversed by voiding the sale on the Goods page (the stock comes back too).'
      )
    }
    if (input.reason.trim() === '') {
      throw new AppError('REASON_REQUIRED', '冲正必须写明原因。', 'A reversal needs a reason.')
    }
    const group = entry.receipt_id === null ? [entry] : receiptLedgerRows(db, entry.receipt_id)
    if (group.some((row) => isReversed(db, row.id))) {
      throw new AppError('ALREADY_REVERSED', '这笔账目已经冲正过了。', 'This entry was already reversed.')
    }
    const rows = group.map((row) => reversalRow(row, now, input.reason.trim()))
    const move = requireCreditConfirmed(postRows(db, rows), input.confirmOverLimit === true)
    writeAudit(db, {
      entity: 'account',
      entityId: entry.player_id,
      action: 'reverse',
      before: toEntry(entry),
      after: { entries: move.entries, ...pastLimitFact(move.warnings) }
    })
    return move
  })()
}

export function accountSummary(db: Database, playerId: number): AccountSummary {
  const player = getPlayer(db, playerId)
  if (!player)
    throw new AppError('PLAYER_NOT_FOUND', `找不到编号为 ${playerId} 的会员。`, `No player with id ${playerId}.`)
  const balanceCents = ledgerBalance(db, playerId)
  const creditLimitCents = creditLimit(db, playerId)
  return { player, balanceCents, creditLimitCents, overLimit: balanceCents < -creditLimitCents }
}

export function setMemberCreditLimit(db: Database, playerId: number, cents: number): AccountSummary {
  return db.transaction(() => {
    requireMember(db, playerId)
    if (!Number.isInteger(cents) || cents < 0) {
      throw new AppError('BAD_AMOUNT', '欠款额度不能为负，最小到分。', 'The credit limit cannot be negative.')
    }
    const before = creditLimit(db, playerId)
    setCreditLimit(db, playerId, cents)
    writeAudit(db, { entity: 'account', entityId: playerId, action: 'creditLimit', before, after: cents })
    return accountSummary(db, playerId)
  })()
}

/** A member's movements over the business days `fromDay` to `toDay` (both included), with the running balance. */
export function statement(db: Database, playerId: number, fromDay: string, toDay: string): Statement {
  const { player } = accountSummary(db, playerId)
  const { from, to } = businessRange(fromDay, toDay, getParlorSettings(db))
  const openingCents = ledgerBalance(db, playerId, from)
  let running = openingCents
  const tenders = new Map<string, number>()
  const rows = statementRows(db, playerId, from, to).map((row) => {
    running += row.amount_cents
    if (row.tender !== null) tenders.set(row.tender, (tenders.get(row.tender) ?? 0) + row.amount_cents)
    return { ...toEntry(row), balanceAfterCents: running, tender: row.tender }
  })
  return {
    player,
    fromDay,
    toDay,
    from,
    to,
    openingCents,
    closingCents: running,
    rows,
    tenders: [...tenders].map(([tender, cents]) => ({ tender, cents }))
  }
}

export function listBonusRules(db: Database): BonusRule[] {
  return bonusRules(db)
}

/** A bonus above the top-up it rewards (充 0.01 送 1,000,000) is likely a slip: saved only when confirmed. */
const MAX_BONUS_PER_TOP_UP = 1

export function saveBonusRules(db: Database, rules: BonusRule[], confirmHighBonus = false): BonusRule[] {
  return db.transaction(() => {
    const lavish = rules.find((rule) => rule.bonusCents > rule.minCents * MAX_BONUS_PER_TOP_UP)
    if (lavish && !confirmHighBonus) {
      const [min, bonus] = [lavish.minCents / 100, lavish.bonusCents / 100].map((yuan) => yuan.toFixed(2))
      throw new AppError(
        'BONUS_CONFIRM_NEEDED',
        `“充 ${min} 送 ${bonus}”送的比充的还多，请确认后再保存。`,
        `"Top up ${min}, get ${bonus}" gives more than the top-up; confirm to save it.`
      )
    }
    const thresholds = rules.map((rule) => rule.minCents)
    if (new Set(thresholds).size !== thresholds.length) {
      throw new AppError(
        'BONUS_DUPLICATE',
        '同一个充值档位只能有一条赠送规则。',
        'One bonus rule per top-up threshold.'
      )
    }
    const before = bonusRules(db)
    replaceBonusRules(db, rules)
    writeAudit(db, { entity: 'bonusRules', action: 'update', before, after: rules })
    return bonusRules(db)
  })()
}

export function getReceiptView(db: Database, id: number): Receipt & { player: Player; balanceAfterCents: number } {
  const row = getReceipt(db, id)
  if (!row) throw new AppError('RECEIPT_NOT_FOUND', `找不到编号为 ${id} 的收据。`, `No receipt ${id}.`)
  const balanceAfterCents = balanceAfterReceipt(db, row.player_id, id)
  return { ...toReceipt(row), player: getPlayer(db, row.player_id)!, balanceAfterCents }
}

/** How the accounts list is ordered: debtors first, by name (pinyin, as the roster), or by balance (highest first). */

/**
 * Members (not guests, not archived) with their balances. `query` finds them as the roster's
 * search does (name, nickname, phone, pinyin: `ly` finds 刘洋); within a sort, names go in the
 * roster's pinyin order.
 */
export function listAccounts(db: Database, query = '', sort: AccountSort = 'debt'): AccountListItem[] {
  const found = listPlayers(db, { query, includeArchived: false, limit: -1 })
  const rank = new Map(found.map((player, index) => [player.id, index]))
  const accounts = memberBalances(db)
    .filter((row) => rank.has(row.id))
    .map((row) => ({
      playerId: row.id,
      name: row.name,
      balanceCents: row.balance,
      creditLimitCents: row.credit,
      damage: Number.isSafeInteger(row.balance) ? null : damageOf(storedDataDamaged(MEMBER_LEDGER))
    }))
  const byName = (a: AccountListItem, b: AccountListItem) => rank.get(a.playerId)! - rank.get(b.playerId)!
  const orders: Record<AccountSort, (a: AccountListItem, b: AccountListItem) => number> = {
    debt: (a, b) => Number(b.balanceCents < 0) - Number(a.balanceCents < 0) || byName(a, b),
    name: byName,
    balance: (a, b) => b.balanceCents - a.balanceCents || byName(a, b)
  }
  return accounts.sort(orders[sort])
}
