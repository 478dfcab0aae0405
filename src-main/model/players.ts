export interface Player {
  id: number
  name: string
  nickname: string
  phone: string
  note: string
  isGuest: boolean
  archivedAt: string | null
  createdAt: string
}

/** An open table a player sits at, as a warning names it. */
export interface OpenTable {
  sessionId: number
  title: string
  variant: string
  startedAt: string
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

/** Sums over the seats a player took; a seat counts once its session has a live hand. */
export interface RecordSums {
  sessions: number
  hands: number
  wins: number
  selfDraws: number
  dealIns: number
  points: number
  rawPoints: number
  /** Settled money (after table fees) of the closed sessions, in cents. */
  moneyCents: number
}

export interface BestHandRow {
  points: number
  sessionId: number
  handId: number
  seq: number
  variant: string
  startedAt: string
}

/** One step of a trend: a month (`YYYY-MM`) or a day (`YYYY-MM-DD`) in the caller's time zone, or one table. */
export interface StepSums {
  label: string
  sessions: number
  points: number
  moneyCents: number
}
