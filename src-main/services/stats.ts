import type { Database } from 'better-sqlite3'
import {
  leaderboardRows,
  playerBestHands,
  playerDays,
  playerMonths,
  playerSumsByVariant,
  playerTables,
  type BestHandRow,
  type DateRange,
  type LeaderboardFilter,
  type MonthSums,
  type RecordSums,
  type StepSums
} from '../store/records'
import { getParlorSettings } from './parlor/setup'
import { requirePlayer, type Player } from './roster'
import { businessDayInstants, type DayFilter } from './time/businessDay'

/** Counts per hand played: a rate is a share of the hands (wins count win events). */
export interface PlayRecord extends RecordSums {
  discardWins: number
  winRate: number
  selfDrawRate: number
  discardWinRate: number
  dealInRate: number
  biggestHand: BestHandRow | null
}

export interface TrendPoint {
  month: string
  sessions: number
  points: number
  moneyCents: number
  cumulativePoints: number
  cumulativeMoneyCents: number
}

/** A finer trend's step (a day, a table) with the running totals. */
export interface TrendStep extends StepSums {
  cumulativePoints: number
  cumulativeMoneyCents: number
}

export interface PlayerProfile {
  player: Player
  overall: PlayRecord
  byVariant: (PlayRecord & { variant: string })[]
  /** One point a month with play, oldest first. */
  trend: TrendPoint[]
  /** One point a day with play, oldest first: a club's first day has a trend too. */
  trendByDay: TrendStep[]
  /** One point a table, oldest first. */
  trendByTable: TrendStep[]
}

const NO_PLAY: RecordSums = {
  sessions: 0,
  hands: 0,
  wins: 0,
  selfDraws: 0,
  dealIns: 0,
  points: 0,
  rawPoints: 0,
  moneyCents: 0
}

const share = (count: number, hands: number) => (hands === 0 ? 0 : count / hands)

function playRecord(sums: RecordSums, biggestHand: BestHandRow | null): PlayRecord {
  const discardWins = sums.wins - sums.selfDraws
  return {
    ...sums,
    discardWins,
    winRate: share(sums.wins, sums.hands),
    selfDrawRate: share(sums.selfDraws, sums.hands),
    discardWinRate: share(discardWins, sums.hands),
    dealInRate: share(sums.dealIns, sums.hands),
    biggestHand
  }
}

function addSums(a: RecordSums, b: RecordSums): RecordSums {
  return {
    sessions: a.sessions + b.sessions,
    hands: a.hands + b.hands,
    wins: a.wins + b.wins,
    selfDraws: a.selfDraws + b.selfDraws,
    dealIns: a.dealIns + b.dealIns,
    points: a.points + b.points,
    rawPoints: a.rawPoints + b.rawPoints,
    moneyCents: a.moneyCents + b.moneyCents
  }
}

function biggest(hands: BestHandRow[]): BestHandRow | null {
  return hands.reduce<BestHandRow | null>(
    (best, hand) => (best === null || hand.points > best.points ? hand : best),
    null
  )
}

/** The steps with the running totals after each. */
function trendOf<Step extends MonthSums | StepSums>(
  steps: Step[]
): (Step & { cumulativePoints: number; cumulativeMoneyCents: number })[] {
  let cumulativePoints = 0
  let cumulativeMoneyCents = 0
  return steps.map((step) => {
    cumulativePoints += step.points
    cumulativeMoneyCents += step.moneyCents
    return { ...step, cumulativePoints, cumulativeMoneyCents }
  })
}

/** `utcOffsetMinutes` places each session in the host's calendar month (UTC+8: 480). */
export function playerProfile(db: Database, playerId: number, utcOffsetMinutes: number): PlayerProfile {
  const player = requirePlayer(db, playerId)
  const variants = playerSumsByVariant(db, playerId)
  const bestHands = playerBestHands(db, playerId)
  return {
    player,
    overall: playRecord(variants.reduce(addSums, NO_PLAY), biggest(bestHands)),
    byVariant: variants.map(({ variant, ...sums }) => ({
      variant,
      ...playRecord(sums, bestHands.find((hand) => hand.variant === variant) ?? null)
    })),
    trend: trendOf(playerMonths(db, playerId, utcOffsetMinutes)),
    trendByDay: trendOf(playerDays(db, playerId, utcOffsetMinutes)),
    trendByTable: trendOf(playerTables(db, playerId, utcOffsetMinutes))
  }
}

export interface LeaderboardEntry {
  rank: number
  playerId: number
  name: string
  sessions: number
  hands: number
  wins: number
  winRate: number
  /** Settled totals of closed sessions (two-player rules applied), running sums of open ones. */
  points: number
  /** The hands' sums, before the two-player rules. */
  rawPoints: number
  /** Settled money (after table fees) of the closed sessions, in cents. */
  moneyCents: number
}

export type LeaderboardQuery = Omit<LeaderboardFilter, keyof DateRange> & DayFilter

/** The players ranked over the chosen business days. */
export function leaderboard(db: Database, query: LeaderboardQuery): LeaderboardEntry[] {
  const { fromDay, toDay, ...filter } = query
  const range = businessDayInstants({ fromDay, toDay }, getParlorSettings(db))
  return leaderboardRows(db, { ...filter, ...range }).map((row, index) => ({
    rank: index + 1,
    ...row,
    winRate: share(row.wins, row.hands)
  }))
}
