/**
 * The money model of a table at its close, the one thing every screen, print, export and report
 * reads about money. PURE, integer cents.
 *
 * Per person (each player of a handed-over seat, each backer): points, money, each fee share and
 * the net; then how the net is settled (to the account, or in cash); who pays whom is derived last:
 * an account settlement is between that person and the house, cash lines are between the cash
 * persons and the house, and they add up to every cash net.
 */
import { fewestPayments, proportionalPayments, type Payment } from '../payments'
import { HOUSE_KEY, holdsSeatAtClose } from '../settlement'
import type { Settlement, SettlementParty } from '../../model/sessions'
import type { TableMoney, PersonMoney, HouseMoney, MoneyLine, FeeShares, Settle } from '../../model/parlor'

interface TableMoneyInput {
  settlement: Pick<Settlement, 'parties' | 'tableFee'>
  /** Each seat's share of the table-time fee; null without a clock. */
  timeShares: number[] | null
  /** How each person settles, by party key; anyone missing settles in cash. */
  settles: Record<string, Settle>
  /** Account persons' balance before this table, by party key. */
  balancesBefore: Record<string, number>
  /** Account persons' credit limit, by party key. */
  creditLimits: Record<string, number>
  /** Each person's share of the table's goods, by party key; anyone missing has none. */
  goodsShares?: Record<string, number>
}

const tableFeeSum = (fees: FeeShares): number => fees.timeCents + fees.perPlayerCents + fees.winningsCents
export const feeSum = (fees: FeeShares): number => tableFeeSum(fees) + fees.goodsCents

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

function feesOf(input: TableMoneyInput, party: SettlementParty): FeeShares {
  const kind = input.settlement.tableFee.kind
  // The time fee is a seat's, carried by whoever holds the seat at the close.
  return {
    timeCents: holdsSeatAtClose(party) ? (input.timeShares?.[party.seat!] ?? 0) : 0,
    perPlayerCents: kind === 'perPlayer' ? party.feeCents : 0,
    winningsCents: kind === 'shareOfWinnings' ? party.feeCents : 0,
    goodsCents: input.goodsShares?.[party.key] ?? 0
  }
}

function personOf(input: TableMoneyInput, party: SettlementParty): PersonMoney {
  const fees = feesOf(input, party)
  const feeCents = feeSum(fees)
  const netCents = party.moneyCents - feeCents
  const settle = input.settles[party.key] ?? { kind: 'cash' }
  const before = settle.kind === 'account' ? (input.balancesBefore[party.key] ?? 0) : null
  const after = before === null ? null : before + netCents
  const limit = settle.kind === 'account' ? (input.creditLimits[party.key] ?? 0) : null
  return {
    key: party.key,
    playerId: party.playerId!,
    name: party.name,
    role: party.role as 'seat' | 'backer',
    seat: party.seat ?? null,
    hands: party.hands ?? null,
    points: party.points,
    moneyCents: party.moneyCents,
    fees,
    tableFeeCents: tableFeeSum(fees),
    feeCents,
    netCents,
    settle,
    balanceBeforeCents: before,
    balanceAfterCents: after,
    creditLimitCents: limit,
    // A debit that leaves the balance below the limit; a credit never warns.
    overLimit: after !== null && netCents < 0 && after < -limit!
  }
}

function houseOf(persons: PersonMoney[], parties: SettlementParty[]): HouseMoney {
  const fees = (pick: keyof FeeShares) => sum(persons.map((person) => person.fees[pick]))
  const otherCents = sum(
    parties.filter((party) => party.role === 'house' || party.role === 'nobody').map((party) => party.moneyCents)
  )
  const house = {
    timeCents: fees('timeCents'),
    perPlayerCents: fees('perPlayerCents'),
    winningsCents: fees('winningsCents'),
    goodsCents: fees('goodsCents'),
    otherCents
  }
  return {
    ...house,
    tableFeeCents: tableFeeSum(house),
    feeCents: feeSum(house),
    totalCents: feeSum(house) + otherCents
  }
}

/** Account lines (person ↔ house), then the cash lines that settle every cash net against the others and the house. */
function linesOf(persons: PersonMoney[], settleCash: (balances: Map<string, number>) => Payment[]): MoneyLine[] {
  const account = persons
    .filter((person) => person.settle.kind === 'account' && person.netCents !== 0)
    .map((person) =>
      person.netCents < 0
        ? { from: person.key, to: HOUSE_KEY, amountCents: -person.netCents, via: 'account' as const }
        : { from: HOUSE_KEY, to: person.key, amountCents: person.netCents, via: 'account' as const }
    )
  const cash = persons.filter((person) => person.settle.kind === 'cash')
  const balances = new Map(cash.map((person) => [person.key, person.netCents]))
  // The house takes or pays in cash whatever the cash persons do not settle among themselves.
  balances.set(HOUSE_KEY, -sum(cash.map((person) => person.netCents)))
  const between = settleCash(balances).map(({ from, to, cents }) => ({
    from,
    to,
    amountCents: cents,
    via: 'cash' as const
  }))
  return [...account, ...between]
}

export function tableMoney(input: TableMoneyInput): TableMoney {
  const parties = input.settlement.parties
  const persons = parties
    .filter((party) => party.role === 'seat' || party.role === 'backer')
    .map((party) => personOf(input, party))
  return {
    persons,
    house: houseOf(persons, parties),
    lines: linesOf(persons, fewestPayments),
    directLines: linesOf(persons, proportionalPayments)
  }
}

/** Σ of all persons' nets + the house's take: zero to the cent for every table. */
export function identityCents(money: Pick<TableMoney, 'persons' | 'house'>): number {
  return sum(money.persons.map((person) => person.netCents)) + money.house.totalCents
}
