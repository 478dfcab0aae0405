/**
 * The daily (日报) and monthly report: table fees by table and by hour band, top-ups and bonuses,
 * refunds, adjustments, settlements in cash and to accounts, transfers, reversals, and who owes
 * the house at the end of the period. Every figure is a sum of that period's rows.
 */
import type { Database } from 'better-sqlite3'
import { counterByTender } from '../../store/ledger'
import { cashSettlementsByTender } from '../../store/parlor'
import { businessRange, periodDays, type BusinessClock } from '../time/businessDay'
import { getParlorSettings } from './setup'
import { toXlsx, type Sheet } from '../sheets'
import { xlsxFile, type ExportFile } from '../exportFile'
import type { TimeFee } from './close'

export interface ParlorReport {
  period: string
  /** The period's first and last business day, both included. */
  fromDay: string
  toDay: string
  from: number
  to: number
  tables: { tableId: number; name: string; sessions: number; cents: number }[]
  bands: { label: string; cents: number }[]
  addOns: { name: string; cents: number }[]
  feeTotalCents: number
  ledger: Record<
    'topup' | 'bonus' | 'refund' | 'adjustment' | 'transfer' | 'reversal',
    { count: number; cents: number }
  >
  settlements: Record<'cash' | 'account', { seats: number; wonCents: number; lostCents: number; feeCents: number }>
  /** Sum of every ledger row in the period: the change of all balances together. */
  ledgerNetCents: number
  debts: { playerId: number; name: string; balanceCents: number; creditLimitCents: number }[]
  debtTotalCents: number
  /**
   * Money over the counter by tender: top-ups and refunds (and their reversals), cash settlements
   * paid in and paid out; net = what the drawer of that tender should have gained.
   */
  tenders: TenderTotal[]
}

export interface TenderTotal {
  tender: string
  topupCents: number
  refundCents: number
  settlementInCents: number
  settlementOutCents: number
  netCents: number
}

/** `2026-11-23` is one business day, `2026-11` a month of them, in the parlor's zone from its cutoff. */
export function reportRange(
  period: string,
  clock: BusinessClock
): { fromDay: string; toDay: string; from: number; to: number } {
  const days = periodDays(period)
  return { ...days, ...businessRange(days.fromDay, days.toDay, clock) }
}

function tenderTotals(db: Database, from: number, to: number, listed: string[]): TenderTotal[] {
  const totals = new Map<string, TenderTotal>()
  const total = (tender: string) => {
    let line = totals.get(tender)
    if (!line) {
      line = { tender, topupCents: 0, refundCents: 0, settlementInCents: 0, settlementOutCents: 0, netCents: 0 }
      totals.set(tender, line)
    }
    return line
  }
  for (const tender of listed) total(tender)
  for (const row of counterByTender(db, from, to)) {
    const line = total(row.tender)
    if (row.kind === 'topup') line.topupCents += row.cents
    else line.refundCents += row.cents
    line.netCents += row.cents
  }
  for (const row of cashSettlementsByTender(db, from, to)) {
    const line = total(row.tender)
    line.settlementInCents += row.paidInCents
    line.settlementOutCents += row.paidOutCents
    line.netCents += row.paidInCents - row.paidOutCents
  }
  return [...totals.values()]
}

/** The report of a day or a month; a table (its fee and its settlements) counts on the business day it started. */
export function parlorReport(db: Database, period: string): ParlorReport {
  const settings = getParlorSettings(db)
  const { fromDay, toDay, from, to } = reportRange(period, settings)
  const clocks = db
    .prepare(
      `SELECT c.table_id, t.name, c.fee_cents, c.fee FROM table_clocks c JOIN parlor_tables t ON t.id = c.table_id
       WHERE c.stopped_at IS NOT NULL AND c.started_at >= ? AND c.started_at < ? ORDER BY t.position, t.id`
    )
    .all(from, to) as { table_id: number; name: string; fee_cents: number; fee: string | null }[]
  const tables = new Map<number, ParlorReport['tables'][number]>()
  const bands = new Map<string, number>()
  const addOns = new Map<string, number>()
  for (const clock of clocks) {
    const table = tables.get(clock.table_id) ?? { tableId: clock.table_id, name: clock.name, sessions: 0, cents: 0 }
    tables.set(clock.table_id, { ...table, sessions: table.sessions + 1, cents: table.cents + clock.fee_cents })
    const fee = clock.fee === null ? null : (JSON.parse(clock.fee) as TimeFee)
    for (const band of fee?.bands ?? []) {
      if (band.cents !== 0) bands.set(band.label, (bands.get(band.label) ?? 0) + band.cents)
    }
    for (const addOn of fee?.breakdown.addOns ?? []) addOns.set(addOn.name, (addOns.get(addOn.name) ?? 0) + addOn.cents)
  }

  const kinds = db
    .prepare(
      `SELECT kind, count(*) AS count, sum(amount_cents) AS cents FROM account_ledger
       WHERE at >= ? AND at < ? GROUP BY kind`
    )
    .all(from, to) as { kind: string; count: number; cents: number }[]
  const kind = (name: string) => kinds.find((row) => row.kind === name) ?? { count: 0, cents: 0 }
  const line = (name: string, sign = 1) => ({ count: kind(name).count, cents: sign * kind(name).cents })

  const seats = db
    .prepare(
      `SELECT m.mode, count(*) AS seats, coalesce(sum(max(m.net_cents, 0)), 0) AS won,
              coalesce(sum(min(m.net_cents, 0)), 0) AS lost, coalesce(sum(m.fee_cents), 0) AS fee
       FROM seat_money m LEFT JOIN table_clocks c ON c.session_id = m.session_id
       WHERE coalesce(c.started_at, m.closed_at) >= ? AND coalesce(c.started_at, m.closed_at) < ? GROUP BY mode`
    )
    .all(from, to) as { mode: 'cash' | 'account'; seats: number; won: number; lost: number; fee: number }[]
  const settled = (mode: 'cash' | 'account') => {
    const row = seats.find((candidate) => candidate.mode === mode)
    return { seats: row?.seats ?? 0, wonCents: row?.won ?? 0, lostCents: row?.lost ?? 0, feeCents: row?.fee ?? 0 }
  }

  // Balances at the period's end: today's balance less what was posted since. (Without the hint
  // SQLite walks the per-member index over all ten years: 55 ms instead of 1 ms.)
  const debts = db
    .prepare(
      `SELECT b.player_id, p.name, b.cents - coalesce(later.cents, 0) AS balance, coalesce(l.credit_limit_cents, 0) AS credit
       FROM account_balances b JOIN players p ON p.id = b.player_id
       LEFT JOIN (SELECT player_id, sum(amount_cents) AS cents FROM account_ledger INDEXED BY account_ledger_at WHERE at >= ? GROUP BY player_id) later
         ON later.player_id = b.player_id
       LEFT JOIN account_limits l ON l.player_id = b.player_id
       WHERE b.cents - coalesce(later.cents, 0) < 0 ORDER BY balance, p.name`
    )
    .all(to) as { player_id: number; name: string; balance: number; credit: number }[]

  return {
    period,
    fromDay,
    toDay,
    from,
    to,
    tables: [...tables.values()],
    bands: [...bands].map(([label, cents]) => ({ label, cents })).sort((a, b) => a.label.localeCompare(b.label)),
    addOns: [...addOns].map(([name, cents]) => ({ name, cents })),
    feeTotalCents: clocks.reduce((sum, clock) => sum + clock.fee_cents, 0),
    ledger: {
      topup: line('topup'),
      bonus: line('bonus'),
      refund: line('refund', -1),
      adjustment: line('adjustment'),
      transfer: line('transferIn'),
      reversal: line('reversal')
    },
    settlements: { cash: settled('cash'), account: settled('account') },
    ledgerNetCents: kinds.reduce((sum, row) => sum + row.cents, 0),
    debts: debts.map((row) => ({
      playerId: row.player_id,
      name: row.name,
      balanceCents: row.balance,
      creditLimitCents: row.credit
    })),
    debtTotalCents: debts.reduce((sum, row) => sum + row.balance, 0),
    tenders: tenderTotals(db, from, to, settings.tenders)
  }
}

const yuan = (cents: number) => cents / 100

/** The report as a workbook (amounts in yuan, two decimals); headings follow the UI language. */
export async function exportParlorReportXlsx(
  db: Database,
  period: string,
  locale: 'zh-CN' | 'en'
): Promise<ExportFile> {
  const report = parlorReport(db, period)
  const zh = locale === 'zh-CN'
  const t = (zhText: string, en: string) => (zh ? zhText : en)
  const sheet: Sheet = {
    name: t('报表', 'Report'),
    blocks: [
      {
        title: t('桌台费（按桌）', 'Table fees by table'),
        header: [t('桌台', 'Table'), t('场次', 'Sessions'), t('金额', 'Amount')],
        rows: [
          ...report.tables.map((row) => [row.name, row.sessions, yuan(row.cents)]),
          [t('合计', 'Total'), null, yuan(report.feeTotalCents)]
        ]
      },
      {
        title: t('桌台费（按时段）', 'Table fees by hour band'),
        header: [t('时段', 'Band'), t('金额', 'Amount')],
        rows: [
          ...report.bands.map((row) => [row.label, yuan(row.cents)]),
          ...report.addOns.map((row) => [row.name, yuan(row.cents)])
        ]
      },
      {
        title: t('账户流水', 'Account movements'),
        header: [t('项目', 'Item'), t('笔数', 'Count'), t('金额', 'Amount')],
        rows: [
          [t('充值', 'Top-ups'), report.ledger.topup.count, yuan(report.ledger.topup.cents)],
          [t('赠送', 'Bonuses'), report.ledger.bonus.count, yuan(report.ledger.bonus.cents)],
          [t('退款', 'Refunds'), report.ledger.refund.count, yuan(report.ledger.refund.cents)],
          [t('调整', 'Adjustments'), report.ledger.adjustment.count, yuan(report.ledger.adjustment.cents)],
          [t('转账', 'Transfers'), report.ledger.transfer.count, yuan(report.ledger.transfer.cents)],
          [t('冲正', 'Reversals'), report.ledger.reversal.count, yuan(report.ledger.reversal.cents)],
          [t('账户净变动', 'Net change of balances'), null, yuan(report.ledgerNetCents)]
        ]
      },
      {
        title: t('结算', 'Settlements'),
        header: [t('方式', 'Mode'), t('人次', 'Seats'), t('赢', 'Won'), t('输', 'Lost'), t('台费', 'Table fee')],
        rows: (['cash', 'account'] as const).map((mode) => {
          const row = report.settlements[mode]
          return [
            mode === 'cash' ? t('现金', 'Cash') : t('记账', 'Account'),
            row.seats,
            yuan(row.wonCents),
            yuan(row.lostCents),
            yuan(row.feeCents)
          ]
        })
      },
      {
        title: t('付款方式', 'Payment methods'),
        header: [
          t('方式', 'Method'),
          t('充值', 'Top-ups'),
          t('退款', 'Refunds'),
          t('结算收入', 'Settlements in'),
          t('结算支出', 'Settlements out'),
          t('净额', 'Net')
        ],
        rows: report.tenders.map((row) => [
          row.tender,
          yuan(row.topupCents),
          yuan(row.refundCents),
          yuan(row.settlementInCents),
          yuan(-row.settlementOutCents),
          yuan(row.netCents)
        ])
      },
      {
        title: t('欠款', 'Outstanding debts'),
        header: [t('会员', 'Member'), t('余额', 'Balance'), t('额度', 'Credit limit')],
        rows: [
          ...report.debts.map((row) => [row.name, yuan(row.balanceCents), yuan(row.creditLimitCents)]),
          [t('合计', 'Total'), yuan(report.debtTotalCents), null]
        ]
      }
    ]
  }
  return xlsxFile(`${t('报表', 'report')}-${period}.xlsx`, await toXlsx([sheet]))
}
