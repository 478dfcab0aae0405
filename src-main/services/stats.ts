import type { Database } from 'better-sqlite3'
import {
  leaderboardRows,
  playerBestHands,
  playerDays,
  playerMonths,
  playerSumsByVariant,
  playerTables,
  type DateRange,
  type LeaderboardFilter,
  type MonthSums
} from '../store/records'
import { getParlorSettings } from './parlor/setup'
import { requirePlayer } from './roster'
import { businessDayInstants, type DayFilter } from './time/businessDay'
import type { BestHandRow, RecordSums, StepSums, LeaderboardEntry, PlayerProfile, PlayRecord } from '../model/players'
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

type LeaderboardQuery = Omit<LeaderboardFilter, keyof DateRange> & DayFilter

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
