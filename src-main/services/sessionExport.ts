/** One table session as sheets: 结算 settlement, 每局 hands with per-seat deltas, 明细 transfers. */
import type { Database } from 'better-sqlite3'
import { catalog, type Party } from '../scoring'
import { getSessionView, loadSession, sessionView } from './sessions'
import { closedTableMoney } from './parlor/close'
import { fromCents } from './cents'
import { csvFile, xlsxFile, type ExportFile } from './exportFile'
import { spreadsheetTime } from './localTime'
import { HOUSE_KEY, NOBODY_KEY } from './settlement'
import { toCsv, toXlsx, type Sheet } from './sheets'
import type { SessionView } from '../model/sessions'
import type { TableMoney } from '../model/parlor'

const ROLE_NAMES = {
  seat: '玩家 Player',
  backer: '支持者 Backer',
  house: '台费 Table fee',
  nobody: '罚分不归任何人 Penalty paid to nobody'
}
const HOUSE = '店家 House'
const NOBODY = '无人 Nobody'

const SETTLE_NAMES = { cash: '现金 Cash', account: '记账 Account' }

/** Who pays whom as the settlement has it (a table not closed at the parlor). */
function settlementPayments(view: SessionView, nameOf: (key: string) => string): Sheet['blocks'][number] {
  return {
    title: '付款 Payments',
    header: ['付款人 From', '收款人 To', '金额 Amount'],
    rows: view.settlement.payments.map((payment) => [
      nameOf(payment.from),
      nameOf(payment.to),
      fromCents(payment.amountCents)
    ])
  }
}

/** Each person's fee shares, net and how it was settled; then who pays whom after the account settlements. */
function moneyBlocks(money: TableMoney, nameOf: (key: string) => string): Sheet['blocks'] {
  const balance = (cents: number | null) => (cents === null ? null : fromCents(cents))
  return [
    {
      title: '每人 Persons',
      header: [
        '名称 Name',
        '金额 Money',
        '计时台费 Time fee',
        '每人台费 Per-player fee',
        '赢家抽成 Share of winnings',
        '商品 Goods',
        '应收/应付 Net',
        '结算 Settled',
        '原余额 Balance before',
        '新余额 Balance after'
      ],
      rows: money.persons.map((person) => [
        person.name,
        fromCents(person.moneyCents),
        fromCents(person.fees.timeCents),
        fromCents(person.fees.perPlayerCents),
        fromCents(person.fees.winningsCents),
        fromCents(person.fees.goodsCents),
        fromCents(person.netCents),
        SETTLE_NAMES[person.settle.kind],
        balance(person.balanceBeforeCents),
        balance(person.balanceAfterCents)
      ])
    },
    {
      title: '付款 Payments',
      header: ['付款人 From', '收款人 To', '金额 Amount', '方式 Via'],
      rows: money.lines.map((line) => [
        nameOf(line.from),
        nameOf(line.to),
        fromCents(line.amountCents),
        SETTLE_NAMES[line.via]
      ])
    }
  ]
}

let variantNames: Map<string, string> | undefined

/** 杭州麻将 Hangzhou…; read from the catalog once (it is built anew at every call). */
export function variantName(variant: string): string {
  variantNames ??= new Map(catalog().variants.map((entry) => [entry.id, `${entry.name.zh} ${entry.name.en}`]))
  return variantNames.get(variant) ?? variant
}

/** Names of parties: a seat is named by who sat there in the given hand (the current players by default). */
function partyNames(view: SessionView) {
  const backers = new Map(view.backers.map((player) => [player.backerId, player.name]))
  const seated = new Map(view.settlement.parties.map((party) => [party.key, party.name]))
  const current = view.players.map((player) => player.name)
  const ofParty = (party: Party | null, seatNames: string[] = current) =>
    party === null ? NOBODY : typeof party === 'number' ? seatNames[party] : (backers.get(party) ?? party)
  const ofKey = (key: string) =>
    key === HOUSE_KEY ? HOUSE : key === NOBODY_KEY ? NOBODY : (seated.get(key) ?? ofParty(key))
  return { ofParty, ofKey }
}

/** A seat's column title: its players in the order they sat (乙 → 戊). */
function seatTitle(view: SessionView, seat: number): string {
  const names = [view.players[seat].name]
  for (const handover of [...view.handovers].reverse()) {
    if (handover.seat === seat) names.unshift(handover.previous.name)
  }
  return names.join(' → ')
}

/** The sheets of a session; once closed at the parlor, the money as its money model has it. */
export function sessionSheets(view: SessionView, money: TableMoney | null = null): Sheet[] {
  const names = partyNames(view)
  const backerIds = Object.keys(view.supporterTotals)
  const { settlement } = view
  return [
    {
      name: '结算',
      blocks: [
        {
          title: '牌局 Session',
          header: [
            '编号 Id',
            '标题 Title',
            '玩法 Variant',
            '开始 Started',
            '结束 Closed',
            '状态 Status',
            '每分金额 Point value'
          ],
          rows: [
            [
              view.id,
              view.title,
              variantName(view.variant),
              spreadsheetTime(view.startedAt),
              spreadsheetTime(view.closedAt),
              view.status,
              settlement.pointValue
            ]
          ]
        },
        {
          title: '结算 Settlement',
          header: ['名称 Name', '角色 Role', '分数 Points', '金额 Money', '台费 Fee', '净额 Net'],
          rows: settlement.parties.map((party) => [
            names.ofKey(party.key),
            ROLE_NAMES[party.role],
            party.points,
            fromCents(party.moneyCents),
            // Same sign as on screen: a fee paid is negative, the house's takings positive.
            fromCents(-party.feeCents),
            fromCents(party.netCents)
          ])
        },
        ...(money ? moneyBlocks(money, names.ofKey) : [settlementPayments(view, names.ofKey)])
      ]
    },
    {
      name: '每局',
      blocks: [
        {
          title: '每局 Hands',
          header: [
            '局 Hand',
            '时间 Time',
            '庄家 Dealer',
            '连庄 Streak',
            ...view.players.map((_, seat) => seatTitle(view, seat)),
            ...backerIds.map((id) => names.ofParty(id)),
            '无人收 Undistributed'
          ],
          rows: [
            ...view.hands.map((hand) => [
              hand.seq,
              spreadsheetTime(hand.createdAt),
              names.ofParty(hand.input.dealer, hand.seatNames),
              hand.input.dealerStreak,
              ...hand.result.deltas,
              ...backerIds.map((id) => hand.result.supporterDeltas[id] ?? 0),
              hand.result.undistributed
            ]),
            [
              '合计 Total',
              null,
              null,
              null,
              ...view.totals,
              ...backerIds.map((id) => view.supporterTotals[id]),
              view.undistributed
            ]
          ]
        }
      ]
    },
    {
      name: '明细',
      blocks: [
        {
          title: '明细 Transfers',
          header: ['局 Hand', '付 From', '收 To', '分数 Amount', '原因', 'Reason'],
          rows: view.hands.flatMap((hand) =>
            hand.result.transfers.map((transfer) => [
              hand.seq,
              names.ofParty(transfer.from, hand.seatNames),
              names.ofParty(transfer.to, hand.seatNames),
              transfer.amount,
              transfer.reason,
              transfer.reasonEn
            ])
          )
        }
      ]
    }
  ]
}

function baseName(view: SessionView): string {
  return `queji-session-${view.id}-${view.startedAt.slice(0, 10)}`
}

/** The file name (without extension) suggested for the session's export. */
export const sessionExportName = (db: Database, sessionId: number): string => baseName(getSessionView(db, sessionId))

/** The session's sheets, and the file name (without extension) suggested for them. */
export function sessionExport(db: Database, sessionId: number): { baseName: string; sheets: Sheet[] } {
  const read = loadSession(db, sessionId)
  const view = sessionView(db, read)
  return { baseName: baseName(view), sheets: sessionSheets(view, closedTableMoney(db, sessionId, read.session)) }
}

export async function exportSessionCsv(db: Database, sessionId: number): Promise<ExportFile> {
  const { baseName, sheets } = sessionExport(db, sessionId)
  return csvFile(`${baseName}.csv`, await toCsv(sheets))
}

export async function exportSessionXlsx(db: Database, sessionId: number): Promise<ExportFile> {
  const { baseName, sheets } = sessionExport(db, sessionId)
  return xlsxFile(`${baseName}.xlsx`, await toXlsx(sheets))
}
