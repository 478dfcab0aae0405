/**
 * The settlement as rows a person reads, shared by the settlement screen and the print: every
 * number comes from the main process (the engine and computeSettlement); here only names and labels.
 */
import type { OptionSpec, Transfer, VariantCatalog } from '../../../../src-main/scoring'
import type { TableFee, TableMoney } from '../../../../src-main/api/types'
import { formatHandSpan, formatMoney } from '../../format'
import { currentLocale, i18n } from '../../i18n'
import { localText } from '../../stores/catalog'
import { shownTiles, type ShownTiles } from '../tiles/notation'
import type { SessionView } from '../../stores/sessions'

type Settlement = SessionView['settlement']
type SettlementParty = Settlement['parties'][number]

export interface LedgerRow extends SettlementParty {
  displayName: string
  /** The hands' sum before the session rules (seats and backers). */
  raw: number | null
  /** This party's share of each adjustment, in the order of `settlement.engine.adjustments`. */
  adjustments: (number | null)[]
  /** A seat handed over mid-session: the hands this person played there ("第 1–2 局"), else null. */
  span: string | null
  /** The share of the table's goods (the house's row: all of them, negative); `feeCents` leaves it out. */
  goodsCents: number
}

export interface PaymentLine {
  from: string
  to: string
  amountCents: number
  /** To or from the account (记账), or in cash. */
  via: 'cash' | 'account'
}

export interface HandLine {
  id: number
  seq: number
  dealer: string
  /** "李四：自摸 清一色 3 + 1根 = 4", one line per distinct reason. */
  how: string[]
  deltas: number[]
  /** Each backer's points this hand, in the order of the session's backers (役种). */
  backerDeltas: number[]
  /** The tiles the hand was entered with (RULES §9), if it was. */
  tiles: ShownTiles[]
}

const SEAT_KEY = /^seat:(\d+)$/
/** The reason code of a 诈和's payments (役种): the offender pays, `params.by`. */
const FALSE_WIN_CODE = 'falseWin'

function seatOf(key: string): number | null {
  const match = SEAT_KEY.exec(key)
  return match ? Number(match[1]) : null
}

function displayName(party: SettlementParty): string {
  if (party.role === 'house') return i18n.global.t('settlement.house')
  if (party.role === 'nobody') return i18n.global.t('settlement.nobody')
  return party.name
}

/** The hands each person of a handed-over seat played, as "第 1–2 局"; null for a seat that kept its player. */
function spans(settlement: Settlement): Map<string, string> {
  const spanOf = new Map<string, string>()
  const seated = settlement.parties.filter((party) => party.role === 'seat' && party.seat !== undefined)
  for (const seat of new Set(seated.map((party) => party.seat))) {
    const people = seated.filter((party) => party.seat === seat)
    if (people.length < 2) continue
    let played = 0
    for (const person of people) {
      const hands = person.hands ?? 0
      spanOf.set(person.key, formatHandSpan(played + 1, hands))
      played += hands
    }
  }
  return spanOf
}

/**
 * The ledger's rows. With the table's money model (closed, or previewed while open) each person's
 * fee includes every fee share (the time fee too) but the goods, which are their own figure; the
 * net takes both; the house row takes every fee and the goods.
 */
export function ledgerRows(settlement: Settlement, money: TableMoney | null = null): LedgerRow[] {
  const spanOf = spans(settlement)
  const persons = new Map(money?.persons.map((person) => [person.key, person]))
  const housed = !money || money.house.totalCents === 0 || settlement.parties.some((party) => party.role === 'house')
  const parties = housed ? settlement.parties : [...settlement.parties, houseParty()]
  return parties.map((party) => {
    const seat = seatOf(party.key)
    const person = persons.get(party.key)
    const house = money && party.role === 'house' ? money.house : null
    return {
      ...party,
      goodsCents: 0,
      ...(person && {
        feeCents: person.tableFeeCents,
        goodsCents: person.fees.goodsCents,
        netCents: person.netCents
      }),
      ...(house && {
        feeCents: -house.tableFeeCents,
        goodsCents: -house.goodsCents,
        netCents: house.totalCents
      }),
      displayName: displayName(party),
      raw:
        party.rawPoints ??
        (seat !== null ? settlement.engine.raw[seat] : party.role === 'backer' ? party.points : null),
      adjustments: settlement.engine.adjustments.map((adjustment) => (seat !== null ? adjustment.deltas[seat] : null)),
      span: spanOf.get(party.key) ?? null
    }
  })
}

/** The house's row where only the time fee reaches it (the settlement itself has no house then). */
function houseParty(): SettlementParty {
  return { key: 'house', playerId: null, name: '', role: 'house', points: 0, moneyCents: 0, feeCents: 0, netCents: 0 }
}

/** Each seat handed over mid-session, as one line ("第 3 局起 王五 接替 张三"). */
export function handoverLines(session: Pick<SessionView, 'handovers'>): string[] {
  return session.handovers.map((handover) =>
    i18n.global.t('table.handOver.marker', {
      n: handover.fromHand,
      to: handover.player.name,
      from: handover.previous.name
    })
  )
}

/** The name of each session rule that changed the totals (低于多少分加分, 翻倍), from the catalog. */
export function adjustmentNames(settlement: Settlement, sessionRules: OptionSpec[]): string[] {
  return settlement.engine.adjustments.map((adjustment) => {
    const spec = sessionRules.find((candidate) => candidate.key === adjustment.rule)
    return spec ? localText(spec.label) : adjustment.rule
  })
}

/** How the winnings are paid: the fewest payments, or each loser to every winner in proportion. */
export type PaymentMethod = 'fewest' | 'direct'

/** Who pays whom, from the money model: account lines (person ↔ house), then the cash lines. */
export function paymentLines(settlement: Settlement, money: TableMoney, method: PaymentMethod): PaymentLine[] {
  const names = new Map(settlement.parties.map((party) => [party.key, displayName(party)]))
  names.set('house', i18n.global.t('settlement.house'))
  const lines = method === 'direct' ? money.directLines : money.lines
  return lines.map((line) => ({
    from: names.get(line.from) ?? line.from,
    to: names.get(line.to) ?? line.to,
    amountCents: line.amountCents,
    via: line.via
  }))
}

/** The table fee in words; "不收台费" only where no fee of any kind (the clock's neither) applies. */
export function tableFeeText(fee: TableFee, currency: string, timed: boolean): string {
  const { t } = i18n.global
  const parts = timed ? [t('settlement.fee.timed')] : []
  if (fee.kind === 'perPlayer') parts.push(t('settlement.fee.perPlayer', { amount: formatMoney(fee.amount, currency) }))
  if (fee.kind === 'shareOfWinnings') parts.push(t('settlement.fee.shareOfWinnings', { percent: fee.percent }))
  return parts.length > 0 ? parts.join(' · ') : t('settlement.fee.none')
}

function reasonOf(transfer: Transfer): string {
  return currentLocale() === 'en' ? transfer.reasonEn : transfer.reason
}

/** The hand list: who dealt, who got what and why (the transfers' reasons), the deltas per seat. */
export function handLines(session: SessionView, variant: VariantCatalog | undefined): HandLine[] {
  const { t } = i18n.global
  const backers = new Map(session.backers.map((player) => [player.backerId, player.name]))
  const nameOf = (party: Transfer['to'], seatNames: string[]) =>
    party === null
      ? t('settlement.nobody')
      : typeof party === 'number'
        ? (seatNames[party] ?? '')
        : (backers.get(party) ?? party)
  const outcomeLabel = (type: string) => {
    const spec = variant?.events.find((event) => event.type === type)
    return spec ? localText(spec.label) : type
  }
  /** A line names who gained; a 诈和 line names the offender who pays. */
  const reasonLine = (transfer: Transfer, seatNames: string[]) =>
    transfer.code === FALSE_WIN_CODE && typeof transfer.params.by === 'number'
      ? t('settlement.hands.offender', { name: seatNames[transfer.params.by] ?? '', reason: reasonOf(transfer) })
      : t('settlement.hands.reason', { name: nameOf(transfer.to, seatNames), reason: reasonOf(transfer) })
  return session.hands.map((hand) => {
    const reasons = new Set(hand.result.transfers.map((transfer) => reasonLine(transfer, hand.seatNames)))
    const how = reasons.size > 0 ? [...reasons] : hand.input.events.map((event) => outcomeLabel(event.type))
    return {
      id: hand.id,
      seq: hand.seq,
      dealer: hand.seatNames[hand.input.dealer] ?? '',
      how,
      deltas: hand.result.deltas,
      backerDeltas: session.backers.map((backer) => hand.result.supporterDeltas[backer.backerId] ?? 0),
      tiles: shownTiles(hand.input.events)
    }
  })
}
