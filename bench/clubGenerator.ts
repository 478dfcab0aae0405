/**
 * Builds a club's history straight into a migrated store: players, table sessions of the six
 * variants over ten years, and engine-scored hands that chain dealer and streak like real play.
 * Hands of a session are written before its seats, so the summary triggers add each session up once.
 */
import { fileURLToPath } from 'node:url'
import type { Database } from 'better-sqlite3'
import {
  ENGINE_VERSION,
  resolveOptions,
  scoreHand,
  ScoringError,
  type HandInput,
  type HandResult,
  type VariantId
} from '../src-main/scoring'
import { pinyinInitials } from '../src-main/services/roster'
import { computeSettlement } from '../src-main/services/settlement'
import type { SessionRules } from '../src-main/model/sessions'
import { insertPlayer } from '../src-main/store/players'
import { RANDOM_HAND, seededRng, VARIANT_IDS, type Rng } from '../test/support/randomHands'

export interface ClubSize {
  players: number
  sessions: number
  /** Aimed at; a yaku session ends early after a 役满, so the total may fall a little short. */
  hands: number
  seed: number
}

export const BIG_CLUB: ClubSize = { players: 300, sessions: 50_000, hands: 1_000_000, seed: 20261122 }
/** Where the benchmark keeps the big club between runs (git ignores it). */
export const BIG_CLUB_FILE = fileURLToPath(new URL('big.sqlite', import.meta.url))

const YEARS = 10
const END = Date.UTC(2026, 9, 31, 12)
const START = END - YEARS * 365.25 * 24 * 3600 * 1000
const MINUTES_PER_HAND = 4
const SESSIONS_PER_TRANSACTION = 250
/** The newest sessions are still being played; every other one is closed and settled. */
const OPEN_SHARE = 0.01
const MAX_ATTEMPTS_PER_HAND = 50
const SURNAMES = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜'
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂'

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(0, items.length - 1)]

interface Seated {
  id: number
  name: string
}

interface PlannedSession {
  variant: VariantId
  seats: Seated[]
  backers: Seated[]
  options: HandInput['options']
  rules: SessionRules
  firstDealer: number
  startedAt: number
  hands: { input: HandInput; result: HandResult }[]
}

function addPlayers(db: Database, count: number, rng: Rng): Seated[] {
  return db.transaction(() =>
    Array.from({ length: count }, (_, index) => {
      const name = `${pick(rng, [...SURNAMES])}${pick(rng, [...GIVEN])}${index + 1}`
      const isGuest = rng.int(0, 9) === 0
      return {
        id: insertPlayer(db, { name, nickname: '', phone: '', note: '', initials: pinyinInitials(name), isGuest }),
        name
      }
    })
  )()
}

function someDistinct(rng: Rng, from: Seated[], count: number, except: Seated[] = []): Seated[] {
  const chosen = new Set(except)
  const out: Seated[] = []
  while (out.length < count) {
    const candidate = pick(rng, from)
    if (chosen.has(candidate)) continue
    chosen.add(candidate)
    out.push(candidate)
  }
  return out
}

function randomRules(rng: Rng, seats: number): SessionRules {
  const twoPlayer = seats === 2 && rng.int(0, 2) === 0
  return {
    minScore: twoPlayer ? { threshold: 10, bonus: 10 } : null,
    doubling: twoPlayer && rng.int(0, 1) === 0 ? { factor: 2, maxDiff: null } : null,
    pointValue: pick(rng, [1, 2, 5, 10]),
    tableFee: pick(rng, [
      { kind: 'none' },
      { kind: 'perPlayer', amount: 20 },
      { kind: 'shareOfWinnings', percent: 5 }
    ] as const)
  }
}

/** A random hand of the session's table: its seat count, its options, supporters drawn from its backers. */
function nextDraft(rng: Rng, session: PlannedSession): HandInput {
  for (;;) {
    const hand = RANDOM_HAND[session.variant](rng)
    if (hand.seats !== session.seats.length) continue
    const supporters = (hand.supporters ?? [])
      .map((supporter) => ({ index: Number(supporter.id.slice(1)), seat: supporter.seat }))
      .filter((supporter) => supporter.index < session.backers.length)
      .map((supporter) => ({ id: `p${session.backers[supporter.index].id}`, seat: supporter.seat }))
    return { ...hand, options: session.options, ...(session.variant === 'yaku' ? { supporters } : {}) }
  }
}

/** Plays `count` hands, each dealt by the previous result; hands the engine refuses are drawn again. */
function playHands(rng: Rng, session: PlannedSession, count: number): void {
  let dealer = session.firstDealer
  let dealerStreak = 1
  for (let attempts = 0; session.hands.length < count && attempts < count * MAX_ATTEMPTS_PER_HAND; attempts++) {
    const input = { ...nextDraft(rng, session), dealer, dealerStreak }
    let result: HandResult
    try {
      result = scoreHand(input)
    } catch (error) {
      if (error instanceof ScoringError) continue
      throw error
    }
    session.hands.push({ input, result })
    if (result.sessionEnds) return
    dealer = result.nextDealer
    dealerStreak = result.nextDealerStreak
  }
}

function planSession(rng: Rng, roster: Seated[], index: number, size: ClubSize, handCount: number): PlannedSession {
  const variant = VARIANT_IDS[index % VARIANT_IDS.length]
  const template = RANDOM_HAND[variant](rng)
  const seats = someDistinct(rng, roster, template.seats)
  const slot = (END - START) / size.sessions
  const session: PlannedSession = {
    variant,
    seats,
    backers: variant === 'yaku' ? someDistinct(rng, roster, rng.int(0, 2), seats) : [],
    // Frozen with every default, as the app opens a table.
    options: resolveOptions(variant, template.seats, template.options) as HandInput['options'],
    rules: randomRules(rng, template.seats),
    firstDealer: rng.int(0, template.seats - 1),
    startedAt: Math.round(START + index * slot + rng.int(0, Math.floor(slot / 2))),
    hands: []
  }
  playHands(rng, session, handCount)
  return session
}

const iso = (ms: number) => new Date(ms).toISOString()

function statements(db: Database) {
  return {
    session: db.prepare(
      `INSERT INTO table_sessions (title, variant, seats, options, session_options, first_dealer, status, settlement, started_at, closed_at)
       VALUES ('', ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    ),
    hand: db.prepare(
      `INSERT INTO hands (session_id, seq, input, result, engine_version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`
    ),
    seat: db.prepare('INSERT INTO session_seats (session_id, seat, player_id) VALUES (?, ?, ?)'),
    backer: db.prepare('INSERT INTO session_spectators (session_id, player_id) VALUES (?, ?)')
  }
}

function writeSession(sql: ReturnType<typeof statements>, session: PlannedSession, closed: boolean): void {
  const handTime = (seq: number) => iso(session.startedAt + seq * MINUTES_PER_HAND * 60_000)
  const settlement = closed
    ? computeSettlement({
        variant: session.variant,
        seats: session.seats.map((seat) => ({ playerId: seat.id, name: seat.name })),
        backers: session.backers.map((backer) => ({ id: `p${backer.id}`, playerId: backer.id, name: backer.name })),
        rules: session.rules,
        hands: session.hands.map(({ result }) => ({
          deltas: result.deltas,
          supporterDeltas: result.supporterDeltas,
          transfers: result.transfers
        }))
      })
    : null
  const id = Number(
    sql.session.run(
      session.variant,
      session.seats.length,
      JSON.stringify(session.options ?? {}),
      JSON.stringify(session.rules),
      session.firstDealer,
      closed ? 'closed' : 'open',
      settlement && JSON.stringify(settlement),
      iso(session.startedAt),
      closed ? handTime(session.hands.length + 1) : null
    ).lastInsertRowid
  )
  session.hands.forEach(({ input, result }, index) => {
    const at = handTime(index + 1)
    sql.hand.run(id, index + 1, JSON.stringify(input), JSON.stringify(result), ENGINE_VERSION, at, at)
  })
  session.seats.forEach((player, seat) => sql.seat.run(id, seat, player.id))
  for (const backer of session.backers) sql.backer.run(id, backer.id)
}

export interface GeneratedClub {
  players: number
  sessions: number
  hands: number
}

/** Fills an empty, migrated store. `onProgress` hears how many sessions are written so far. */
export function generateClub(
  db: Database,
  size: ClubSize,
  onProgress?: (sessions: number, hands: number) => void
): GeneratedClub {
  const rng = seededRng(size.seed)
  const roster = addPlayers(db, size.players, rng)
  const sql = statements(db)
  const firstOpen = Math.ceil(size.sessions * (1 - OPEN_SHARE))
  let hands = 0
  for (let batchStart = 0; batchStart < size.sessions; batchStart += SESSIONS_PER_TRANSACTION) {
    db.transaction(() => {
      for (let index = batchStart; index < Math.min(batchStart + SESSIONS_PER_TRANSACTION, size.sessions); index++) {
        const average = (size.hands - hands) / (size.sessions - index)
        const count = Math.max(1, Math.round(average * (0.5 + rng.int(0, 100) / 100)))
        const session = planSession(
          rng,
          roster,
          index,
          size,
          index === size.sessions - 1 ? Math.max(1, size.hands - hands) : count
        )
        writeSession(sql, session, index < firstOpen)
        hands += session.hands.length
      }
    })()
    onProgress?.(Math.min(batchStart + SESSIONS_PER_TRANSACTION, size.sessions), hands)
  }
  return { players: roster.length, sessions: size.sessions, hands }
}
