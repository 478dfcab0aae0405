import { settleSession, type Party, type SessionSettlement, type Transfer } from '../scoring'
import { roundToTotal, roundZeroSum, toCents } from './cents'
import { fewestPayments, proportionalPayments, type Payment } from './payments'
import type { SessionRules, Settlement, SettlementParty, SettlementPayment } from '../model/sessions'

export interface SettlementHand {
  deltas: number[]
  supporterDeltas: Record<string, number>
  transfers: Pick<Transfer, 'from' | 'to' | 'amount'>[]
}

/** From hand `fromHand` (an index into `hands`) on, `playerId` sits at `seat`. */
export interface SettlementHandover {
  seat: number
  fromHand: number
  playerId: number
  name: string
}

export interface SettlementSource {
  variant: string
  /** Who sat down at each seat at the opening. */
  seats: { playerId: number; name: string }[]
  /** Seats handed to another player mid-session, in order. */
  handovers?: SettlementHandover[]
  backers: { id: string; playerId: number; name: string }[]
  rules: SessionRules
  hands: SettlementHand[]
}

export const NOBODY_KEY = 'nobody'
export const HOUSE_KEY = 'house'

/** The key of the person holding `seat` at the close; one who handed it over is `seat:N@H`. */
export const holderKey = (seat: number): string => `seat:${seat}`

/** Whether `party` is a seated person holding their seat at the close (not one who handed it over). */
export function holdsSeatAtClose(party: Pick<SettlementParty, 'key' | 'seat'>): boolean {
  return party.seat !== undefined && party.key === holderKey(party.seat)
}

function feeCentsFor(
  rules: SessionRules,
  party: Pick<SettlementParty, 'role' | 'key' | 'seat'>,
  moneyCents: number
): number {
  const fee = rules.tableFee
  // One per-player fee a seat, paid by whoever holds it at the close.
  if (fee.kind === 'perPlayer') return holdsSeatAtClose(party) ? toCents(fee.amount) : 0
  if (fee.kind === 'shareOfWinnings') return moneyCents > 0 ? toCents((moneyCents * fee.percent) / 10000) : 0
  return 0
}

/** One person's span at a seat: hands [fromHand, toHand). */
export interface Sitting {
  key: string
  seat: number
  playerId: number
  name: string
  fromHand: number
  toHand: number
}

/**
 * Each seat's people in order, over `handCount` hands. The one holding the seat at the close keeps
 * the key `seat:N`; one who handed it over is `seat:N@H` (H: the index of their first hand).
 */
export function sittingsOf(source: Pick<SettlementSource, 'seats' | 'handovers'>, handCount: number): Sitting[][] {
  return source.seats.map((opener, seat) => {
    const people = [
      { ...opener, fromHand: 0 },
      ...(source.handovers ?? []).filter((handover) => handover.seat === seat)
    ]
    return people.map((person, index) => {
      const last = index === people.length - 1
      return {
        key: last ? holderKey(seat) : `${holderKey(seat)}@${person.fromHand}`,
        seat,
        playerId: person.playerId,
        name: person.name,
        fromHand: person.fromHand,
        toHand: last ? handCount : people[index + 1].fromHand
      }
    })
  })
}

/** The key of whoever sat at `party`'s seat in hand `handIndex` (a backer is its own key). */
function keyAt(seats: Sitting[][], party: Party, handIndex: number): string {
  if (typeof party !== 'number') return party
  return seats[party].find((sitting) => handIndex >= sitting.fromHand && handIndex < sitting.toHand)!.key
}

/** Points each party paid to nobody over the hands (Hangzhou 逃跑). */
function paidToNobody(hands: SettlementHand[], seats: Sitting[][]): Map<string, number> {
  const paid = new Map<string, number>()
  hands.forEach((hand, index) => {
    for (const transfer of hand.transfers) {
      if (transfer.to !== null) continue
      const key = keyAt(seats, transfer.from, index)
      paid.set(key, (paid.get(key) ?? 0) + transfer.amount)
    }
  })
  return paid
}

/**
 * A seat handed over mid-session: each person gets the points of the hands they played; the
 * two-player rules' adjustment of the seat goes to whoever holds it at the close (the rules apply
 * to the seat's whole total, which only exists then), and so does the seat's per-player table fee.
 */
function seatPeople(source: SettlementSource, sittings: Sitting[][], engine: SessionSettlement) {
  // One who handed the seat over before playing in it has no line.
  return sittings.flatMap((seatSittings, seat) =>
    seatSittings
      .filter((sitting) => sitting.toHand > sitting.fromHand || holdsSeatAtClose(sitting))
      .map((sitting) => {
        const rawPoints = source.hands
          .slice(sitting.fromHand, sitting.toHand)
          .reduce((sum, hand) => sum + hand.deltas[seat], 0)
        const holdsAtClose = holdsSeatAtClose(sitting)
        return {
          key: sitting.key,
          playerId: sitting.playerId,
          name: sitting.name,
          role: 'seat' as const,
          points: holdsAtClose ? rawPoints + engine.totals[seat] - engine.raw[seat] : rawPoints,
          seat,
          hands: sitting.toHand - sitting.fromHand,
          rawPoints
        }
      })
  )
}

/**
 * The engine's session totals, turned into money (integer cents, rounded here and nowhere else),
 * fees and the fewest payments. Points paid to nobody stay with nobody: their payer pays them to
 * `nobody`, never to another player, and they are no table fee. `sittings`: the source's, when the
 * caller has built them already.
 */
export function computeSettlement(
  source: SettlementSource,
  sittings = sittingsOf(source, source.hands.length)
): Settlement {
  const { rules } = source
  const engine = settleSession({
    variant: source.variant,
    seats: source.seats.length,
    options: { minScore: rules.minScore, doubling: rules.doubling },
    hands: source.hands
  })
  const people: Omit<SettlementParty, 'moneyCents' | 'feeCents' | 'netCents'>[] = [
    ...seatPeople(source, sittings, engine),
    ...source.backers.map((backer) => ({
      key: backer.id,
      playerId: backer.playerId,
      name: backer.name,
      role: 'backer' as const,
      points: engine.supporterTotals[backer.id] ?? 0
    }))
  ]
  const centsPerPoint = rules.pointValue * 100
  const nobodyPoints = -people.reduce((total, person) => total + person.points, 0)
  const money = roundZeroSum([...people.map((person) => person.points * centsPerPoint), nobodyPoints * centsPerPoint])
  const nobodyCents = money.pop()!
  const parties: SettlementParty[] = people.map((person, index) => {
    const feeCents = feeCentsFor(rules, person, money[index])
    return { ...person, moneyCents: money[index], feeCents, netCents: money[index] - feeCents }
  })
  const feeTotalCents = parties.reduce((total, party) => total + party.feeCents, 0)
  const paid = paidToNobody(source.hands, sittings)
  // Points paid to nobody stay with nobody. Any other imbalance (the two-player rules scale the
  // seats but not the backers) is the house's, as money apart from the fees.
  const toNobody = paid.size > 0
  const houseMoneyCents = toNobody ? 0 : nobodyCents
  if (feeTotalCents !== 0 || houseMoneyCents !== 0) {
    parties.push({
      key: HOUSE_KEY,
      playerId: null,
      name: '',
      role: 'house',
      points: 0,
      moneyCents: houseMoneyCents,
      feeCents: -feeTotalCents,
      netCents: houseMoneyCents + feeTotalCents
    })
  }
  const nobodyPayments = toNobody ? paymentsToNobody(paid, nobodyCents) : []
  if (toNobody) {
    parties.push({
      key: NOBODY_KEY,
      playerId: null,
      name: '',
      role: 'nobody',
      points: nobodyPoints,
      moneyCents: nobodyCents,
      feeCents: 0,
      netCents: nobodyCents
    })
  }
  // Each table fee goes straight to the house; the winnings settle between the parties, and what a
  // payer owes nobody is paid to nobody, so no player's money detours through the house.
  const fees = parties
    .filter((party) => party.role !== 'house' && party.role !== 'nobody' && party.feeCents !== 0)
    .map((party) => ({ from: party.key, to: HOUSE_KEY, amountCents: party.feeCents }))
  const balances = new Map(
    parties.filter((party) => party.role !== 'nobody').map((party) => [party.key, party.moneyCents])
  )
  for (const payment of nobodyPayments) balances.set(payment.from, balances.get(payment.from)! + payment.amountCents)
  const settle = (between: Payment[]) => [
    ...fees,
    ...between.map(({ from, to, cents }) => ({ from, to, amountCents: cents })),
    ...nobodyPayments
  ]
  return {
    engine,
    pointValue: rules.pointValue,
    tableFee: rules.tableFee,
    feeTotalCents,
    parties,
    payments: settle(fewestPayments(balances)),
    directPayments: settle(proportionalPayments(balances))
  }
}

/** Splits the cents paid to nobody among their payers, in proportion to the points each paid. */
function paymentsToNobody(paid: Map<string, number>, nobodyCents: number): SettlementPayment[] {
  const payers = [...paid]
  const totalPoints = payers.reduce((total, [, points]) => total + points, 0)
  const shares = roundToTotal(
    payers.map(([, points]) => (nobodyCents * points) / totalPoints),
    nobodyCents
  )
  return payers
    .map(([from], index) => ({ from, to: NOBODY_KEY, amountCents: shares[index] }))
    .filter((payment) => payment.amountCents !== 0)
}
