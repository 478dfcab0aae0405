/**
 * The daily (日报) and monthly report: table fees by table and by hour band, top-ups and bonuses,
 * refunds, adjustments, settlements in cash and to accounts, transfers, reversals, and who owes
 * the house at the end of the period. Every figure is a sum of that period's rows.
 */
import type { Database } from 'better-sqlite3'
import { counterByTender, debtsAt, ledgerKindsBetween } from '../../store/ledger'
import { businessRange, periodDays, type BusinessClock } from '../time/businessDay'
import { getParlorSettings } from './setup'
import { toXlsx, type Block, type Sheet } from '../sheets'
import { xlsxFile, type ExportFile } from '../exportFile'
import { closedTableMoney } from './close'
import { closedClocksStartedBetween, sessionsSettledBetween, tableNamesOf } from '../../store/parlor'
import { orDamage } from '../../store/codecs/readStored'
import type { StoredDamage } from '../../errors'
import { goodsTotals } from './goodsReport'
import { reportShifts } from '../staff/reportShifts'
import type {
  HouseMoney,
  TableMoney,
  GoodsTotals,
  ParlorReport,
  SettleKind,
  SettleKindTotals,
  IdentityKey,
  TenderTotal
} from '../../model/parlor'
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** Adds up the money models of the period's tables, and the goods sold over the counter. */
function moneyTotals(
  models: TableMoney[],
  goods: GoodsTotals
): Pick<ParlorReport, 'settlements' | 'house' | 'identityCents' | 'identity'> {
  const persons = models.flatMap((model) => model.persons)
  const totals = (kind: SettleKind): SettleKindTotals => {
    const nets = persons.filter((person) => person.settle.kind === kind).map((person) => person.netCents)
    return {
      persons: nets.length,
      wonCents: sum(nets.filter((net) => net > 0)),
      lostCents: sum(nets.filter((net) => net < 0)),
      netCents: sum(nets)
    }
  }
  const houseSum = (pick: keyof HouseMoney) => sum(models.map((model) => model.house[pick]))
  const house: HouseMoney = {
    timeCents: houseSum('timeCents'),
    perPlayerCents: houseSum('perPlayerCents'),
    winningsCents: houseSum('winningsCents'),
    goodsCents: houseSum('goodsCents'),
    tableFeeCents: houseSum('tableFeeCents'),
    feeCents: houseSum('feeCents'),
    otherCents: houseSum('otherCents'),
    totalCents: houseSum('totalCents')
  }
  const settlements = { cash: totals('cash'), account: totals('account') }
  // A counter sale is the house's income and the same money taken in by its tenders; a sale to an
  // account is the house's income and the same money charged to the accounts.
  const counterInCents = -sum(goods.tenders.map((line) => line.cents))
  const identityCents =
    settlements.cash.netCents +
    settlements.account.netCents +
    house.totalCents +
    goods.counterCents +
    counterInCents +
    goods.accountCents +
    goods.accountChargedCents
  const identity = identityLines({ settlements, house, identityCents }, goods, counterInCents)
  return { settlements, house, identityCents, identity }
}

/** `2026-11-23` is one business day, `2026-11` a month of them, in the parlor's zone from its cutoff. */
export function reportRange(
  period: string,
  clock: BusinessClock
): { fromDay: string; toDay: string; from: number; to: number } {
  const days = periodDays(period)
  return { ...days, ...businessRange(days.fromDay, days.toDay, clock) }
}

/** Every tender of the list (and any older one that occurs), with the period's counter money and cash nets. */
export function tenderTotals(
  db: Database,
  from: number,
  to: number,
  models: TableMoney[],
  listed: string[],
  goods: { tender: string; cents: number }[] = []
): TenderTotal[] {
  const totals = new Map<string, TenderTotal>()
  const total = (tender: string) => {
    let line = totals.get(tender)
    if (!line) {
      line = {
        tender,
        topupCents: 0,
        refundCents: 0,
        settlementInCents: 0,
        settlementOutCents: 0,
        goodsCents: 0,
        netCents: 0
      }
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
  for (const sold of goods) {
    total(sold.tender).goodsCents += sold.cents
    total(sold.tender).netCents += sold.cents
  }
  for (const person of models.flatMap((model) => model.persons)) {
    if (person.settle.kind !== 'cash') continue
    const line = total(person.settle.tender ?? listed[0])
    if (person.netCents < 0) line.settlementInCents -= person.netCents
    else line.settlementOutCents += person.netCents
    line.netCents -= person.netCents
  }
  return [...totals.values()]
}

/** The report of a day or a month; a table (its fee and its settlements) counts on the business day it started. */
export function parlorReport(db: Database, period: string): ParlorReport {
  const settings = getParlorSettings(db)
  const { fromDay, toDay, from, to } = reportRange(period, settings)
  const clocks = closedClocksStartedBetween(db, from, to)
  const tables = new Map<number, ParlorReport['tables'][number]>()
  const bands = new Map<string, number>()
  const addOns = new Map<string, number>()
  const damaged = new Map<number, StoredDamage>()
  for (const clock of clocks) {
    const table = tables.get(clock.table_id) ?? { tableId: clock.table_id, name: clock.name, sessions: 0, cents: 0 }
    tables.set(clock.table_id, { ...table, sessions: table.sessions + 1, cents: table.cents + clock.fee_cents })
    const read = orDamage(() => clock.fee)
    if (read.damage) damaged.set(clock.session_id, read.damage)
    const fee = read.value
    for (const band of fee?.bands ?? []) {
      if (band.cents !== 0) bands.set(band.label, (bands.get(band.label) ?? 0) + band.cents)
    }
    for (const addOn of fee?.breakdown.addOns ?? []) addOns.set(addOn.name, (addOns.get(addOn.name) ?? 0) + addOn.cents)
  }

  const kinds = ledgerKindsBetween(db, from, to)
  const kind = (name: string) => kinds.find((row) => row.kind === name) ?? { count: 0, cents: 0 }
  const line = (name: string, sign = 1) => ({ count: kind(name).count, cents: sign * kind(name).cents })

  const sessionIds = sessionsSettledBetween(db, from, to)
  const models = sessionIds.flatMap((id) => {
    const model = orDamage(() => closedTableMoney(db, id))
    if (model.damage) damaged.set(id, model.damage)
    return model.value ?? []
  })
  const goods = goodsTotals(db, from, to, sessionIds)
  const money = moneyTotals(models, goods)

  const debts = debtsAt(db, to)

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
      goodsOnAccount: line('goods', -1),
      reversal: line('reversal')
    },
    ...money,
    ledgerNetCents: kinds.reduce((sum, row) => sum + row.cents, 0),
    debts: debts.map((row) => ({
      playerId: row.player_id,
      name: row.name,
      balanceCents: row.balance,
      creditLimitCents: row.credit
    })),
    debtTotalCents: debts.reduce((sum, row) => sum + row.balance, 0),
    tenders: tenderTotals(db, from, to, models, settings.tenders, goods.tenders),
    goods,
    shifts: reportShifts(db, from, to, settings.timeZone),
    damaged: damagedTables(db, damaged)
  }
}

function damagedTables(db: Database, damaged: Map<number, StoredDamage>): ParlorReport['damaged'] {
  const names = tableNamesOf(db, [...damaged.keys()])
  return [...damaged].map(([sessionId, damage]) => ({ sessionId, tableName: names.get(sessionId) ?? null, damage }))
}

const yuan = (cents: number) => cents / 100

/** The report's identity, line by line: the persons' nets, the house's income, and their sum (0). */
function identityLines(
  report: Pick<ParlorReport, 'settlements' | 'house' | 'identityCents'>,
  goods: Pick<GoodsTotals, 'counterCents' | 'accountCents' | 'accountChargedCents'>,
  counterInCents: number
): { key: IdentityKey; cents: number }[] {
  const { house } = report
  return [
    { key: 'cashNets', cents: report.settlements.cash.netCents },
    { key: 'accountNets', cents: report.settlements.account.netCents },
    { key: 'timeCents', cents: house.timeCents },
    { key: 'perPlayerCents', cents: house.perPlayerCents },
    { key: 'winningsCents', cents: house.winningsCents },
    { key: 'goodsCents', cents: house.goodsCents },
    { key: 'otherCents', cents: house.otherCents },
    { key: 'counterGoods', cents: goods.counterCents },
    { key: 'counterIn', cents: counterInCents },
    { key: 'accountGoods', cents: goods.accountCents },
    { key: 'accountCharged', cents: goods.accountChargedCents },
    { key: 'identity', cents: report.identityCents }
  ]
}

const IDENTITY_LABELS: Record<IdentityKey, [string, string]> = {
  cashNets: ['现金结算各人净额', 'Cash persons’ nets'],
  accountNets: ['记账结算各人净额', 'Account persons’ nets'],
  timeCents: ['计时台费', 'Table-time fees'],
  perPlayerCents: ['每人台费', 'Per-player fees'],
  winningsCents: ['赢家抽成', 'Share-of-winnings fees'],
  goodsCents: ['桌台商品', 'Goods at tables'],
  counterGoods: ['柜台商品收入', 'Goods over the counter'],
  counterIn: ['柜台商品收款（按付款方式）', 'Counter goods taken in (by payment method)'],
  accountGoods: ['记账商品收入', 'Goods on accounts'],
  accountCharged: ['记账商品记入会员账户', 'Goods charged to members’ accounts'],
  otherCents: ['无人收取与规则差额', 'Paid to nobody and rules remainder'],
  identity: ['合计（应为 0）', 'Sum (must be 0)']
}

/** The workbook's file name for the period, in the UI language. */
export const parlorReportXlsxName = (period: string, locale: 'zh-CN' | 'en'): string =>
  `${locale === 'zh-CN' ? '报表' : 'report'}-${period}.xlsx`

/** The tables left out of the money (issue 18), first so nobody misses them; nothing when none is damaged. */
function damagedBlocks(report: ParlorReport, t: (zhText: string, en: string) => string): Block[] {
  if (report.damaged.length === 0) return []
  const heading = t('数据损坏的桌台（未计入以下金额）', 'Damaged tables (left out of the money below)')
  return [
    {
      title: heading,
      header: [heading, t('处理办法', 'What to do')],
      rows: report.damaged.map((row) => [
        row.tableName ?? t(`第 ${row.sessionId} 场`, `Session ${row.sessionId}`),
        t(row.damage.messageZh, row.damage.messageEn)
      ])
    }
  ]
}

/** The report as a workbook (amounts in yuan, two decimals); headings follow the UI language. */
export async function exportParlorReportXlsx(
  db: Database,
  period: string,
  locale: 'zh-CN' | 'en'
): Promise<ExportFile> {
  return xlsxFile(parlorReportXlsxName(period, locale), await toXlsx(parlorReportSheets(db, period, locale)))
}

/** The report as one sheet of blocks; headings follow the UI language. */
export function parlorReportSheets(db: Database, period: string, locale: 'zh-CN' | 'en'): Sheet[] {
  const report = parlorReport(db, period)
  const zh = locale === 'zh-CN'
  const t = (zhText: string, en: string) => (zh ? zhText : en)
  const sheet: Sheet = {
    name: t('报表', 'Report'),
    blocks: [
      ...damagedBlocks(report, t),
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
          [
            t('商品记账', 'Goods on accounts'),
            report.ledger.goodsOnAccount.count,
            yuan(report.ledger.goodsOnAccount.cents)
          ],
          [t('冲正', 'Reversals'), report.ledger.reversal.count, yuan(report.ledger.reversal.cents)],
          [t('账户净变动', 'Net change of balances'), null, yuan(report.ledgerNetCents)]
        ]
      },
      {
        title: t('结算（每人，扣除全部台费后）', 'Settlements (each person, after every fee)'),
        header: [t('方式', 'Mode'), t('人次', 'Persons'), t('赢', 'Won'), t('输', 'Lost'), t('净额', 'Net')],
        rows: (['cash', 'account'] as const).map((mode) => {
          const row = report.settlements[mode]
          return [
            mode === 'cash' ? t('现金', 'Cash') : t('记账', 'Account'),
            row.persons,
            yuan(row.wonCents),
            yuan(row.lostCents),
            yuan(row.netCents)
          ]
        })
      },
      {
        title: t('对账：各人净额 + 店家收入 = 0', 'Check: persons’ nets + the house’s income = 0'),
        header: [t('项目', 'Item'), t('金额', 'Amount')],
        rows: report.identity.map((line) => [t(...IDENTITY_LABELS[line.key]), yuan(line.cents)])
      },
      {
        title: t('付款方式', 'Payment methods'),
        header: [
          t('方式', 'Method'),
          t('充值', 'Top-ups'),
          t('退款', 'Refunds'),
          t('现金结算收入', 'Settlements in'),
          t('现金结算支出', 'Settlements out'),
          t('柜台商品', 'Counter goods'),
          t('净额', 'Net')
        ],
        rows: report.tenders.map((row) => [
          row.tender,
          yuan(row.topupCents),
          yuan(row.refundCents),
          yuan(row.settlementInCents),
          yuan(-row.settlementOutCents),
          yuan(row.goodsCents),
          yuan(row.netCents)
        ])
      },
      {
        title: t('班次（交班）', 'Shifts (handovers)'),
        header: [
          t('收银', 'Cashier'),
          t('开班', 'Opened'),
          t('交班', 'Handed over'),
          t('备用金', 'Float'),
          t('应有', 'Expected'),
          t('实点', 'Counted'),
          t('差额', 'Difference'),
          t('原因', 'Reason')
        ],
        rows: report.shifts.map((row) => [
          row.staffName,
          row.openedWall.replace('T', ' '),
          row.closedWall === null
            ? t('营业日结束时仍未交班', 'Still open at the cutoff')
            : row.closedWall.replace('T', ' '),
          yuan(row.floatCents),
          row.expectedCents === null ? null : yuan(row.expectedCents),
          row.countedCents === null ? null : yuan(row.countedCents),
          row.differenceCents === null ? null : yuan(row.differenceCents),
          row.reason
        ])
      },
      {
        title: t('商品（按品项）', 'Goods by item'),
        header: [
          t('商品', 'Item'),
          t('数量', 'Quantity'),
          t('桌台', 'At tables'),
          t('柜台', 'Counter'),
          t('记账', 'On accounts'),
          t('收入', 'Takings'),
          t('毛利', 'Margin')
        ],
        rows: [
          ...report.goods.items.map((row) => [
            row.name,
            row.quantity,
            yuan(row.tableCents),
            yuan(row.counterCents),
            yuan(row.accountCents),
            yuan(row.takingsCents),
            row.marginCents === null ? null : yuan(row.marginCents)
          ]),
          [
            t('合计', 'Total'),
            null,
            yuan(report.goods.tableCents),
            yuan(report.goods.counterCents),
            yuan(report.goods.accountCents),
            yuan(report.goods.takingsCents),
            yuan(report.goods.marginCents)
          ]
        ]
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
  return [sheet]
}
