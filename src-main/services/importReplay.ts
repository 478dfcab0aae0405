/**
 * Checks a JSON backup by replaying it from the import's scratch rows, one table session at a time
 * (what is held is one session's rows, never the club's): every session's options are
 * resolved by the engine, every hand is rescored and must equal its stored result, every closed
 * session's settlement is rebuilt and the stored one must stand as its record (stored/settlement),
 * every setting has its type. The first row that differs is named in the error.
 */
import { isDeepStrictEqual } from 'node:util'
import type { Database } from 'better-sqlite3'
import { iterateWritten, rowsOfSession } from '../store/importRows'
import { sessionRules } from './dataSchemas'
import { ENGINE_VERSION, resolveOptions, scoreHand, ScoringError, type HandResult } from '../scoring'
import { computeSettlement } from './settlement'
import type { SessionRules } from '../model/sessions'
import type { BackupDocument } from './backupFormat'
import { standsAsRecord } from '../store/codecs/settlement'
import { HAND_INPUT, HAND_RESULT } from '../store/codecs/hand'
import { readOptions } from '../store/codecs/options'
import { orDamage } from '../store/codecs/readStored'
import { isValidSettingRow } from '../store/codecs/settings'

type Tables = BackupDocument['tables']
type SessionRowIn = Tables['table_sessions'][number]
type HandRowIn = Tables['hands'][number]

/** A row the replay refused: where it is and why, in both languages. */
export class ReplayMismatch extends Error {
  constructor(
    readonly zh: string,
    readonly en: string
  ) {
    super(en)
  }
}

const RULES = sessionRules

interface SessionRows {
  seats: Tables['session_seats']
  backers: Tables['session_spectators']
  handovers: Tables['seat_handovers']
  hands: HandRowIn[]
}

/** `replayed` is told how many sessions are done, after each one. */
export function replayBackup(db: Database, replayed: (sessions: number) => void = () => undefined): void {
  checkSettings([...iterateWritten<Tables['settings'][number]>(db, 'settings')])
  const names = new Map<number, string>()
  for (const player of iterateWritten<Tables['players'][number]>(db, 'players')) names.set(player.id, player.name)
  let position = 0
  for (const session of iterateWritten<SessionRowIn>(db, 'table_sessions')) {
    const of = <T>(table: string) => rowsOfSession(db, table, session.id) as T[]
    const rows: SessionRows = {
      seats: of('session_seats'),
      backers: of('session_spectators'),
      handovers: of('seat_handovers'),
      hands: of('hands')
    }
    replaySession(rows, session, ++position, names)
    replayed(position)
  }
}

/** As stored: JSON leaves out what is undefined. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

function checkSettings(rows: Tables['settings']): void {
  for (const row of rows) {
    if (!isValidSettingRow(row.key, row.value)) {
      throw new ReplayMismatch(
        `设置“${row.key}”的值类型不对。`,
        `the setting "${row.key}" has a value of the wrong type.`
      )
    }
  }
}

function sessionWhere(position: number, session: SessionRowIn) {
  return { zh: `第 ${position} 个牌局（编号 ${session.id}）`, en: `session ${position} (id ${session.id})` }
}

function refuse(where: { zh: string; en: string }, zh: string, en: string): never {
  throw new ReplayMismatch(`${where.zh}：${zh}`, `${where.en}: ${en}`)
}

/** A JSON column of the document through its codec; a damaged one refuses the import, naming the row. */
function readIn<T>(read: (text: string) => T, text: string, where: { zh: string; en: string }): T {
  const value = orDamage(() => read(text))
  if (value.damage) refuse(where, '保存的内容已损坏。', 'its stored JSON is damaged.')
  return value.value
}

function replaySession(tables: SessionRows, session: SessionRowIn, position: number, names: Map<number, string>): void {
  const where = sessionWhere(position, session)
  const seats = tables.seats.sort((a, b) => a.seat - b.seat)
  if (seats.length !== session.seats || seats.some((seat, index) => seat.seat !== index)) {
    refuse(where, `座位不全（应有 ${session.seats} 个）。`, `its seats are incomplete (${session.seats} expected).`)
  }
  if (session.first_dealer >= session.seats)
    refuse(where, '首局庄家不在桌上。', 'the first dealer is not at the table.')
  const options = readIn(readOptions, session.options, where)
  let resolved: unknown
  try {
    resolved = resolveOptions(session.variant, session.seats, options)
  } catch (error) {
    if (!(error instanceof ScoringError)) throw error
    refuse(where, `玩法或规则选项不对：${error.messageZh}`, `its variant or options are wrong: ${error.message}`)
  }
  if (!isDeepStrictEqual(asStored(resolved), options)) {
    refuse(where, '规则选项不完整。', 'its options are incomplete.')
  }
  const rules = RULES.safeParse(JSON.parse(session.session_options))
  if (!rules.success) refuse(where, '结算规则不对。', 'its session rules are wrong.')
  const hands = replayHands(tables.hands, session, where)
  replaySettlement(tables, session, rules.data, hands, names, where)
}

/** The handovers as the settlement reads them: from which live hand (index) on each new player sits. */
function settlementHandovers(tables: SessionRows, names: Map<number, string>) {
  const live = tables.hands.filter((hand) => hand.deleted === 0)
  return [...tables.handovers]
    .sort((a, b) => a.after_seq - b.after_seq)
    .map((handover) => ({
      seat: handover.seat,
      fromHand: live.filter((hand) => hand.seq <= handover.after_seq).length,
      playerId: handover.player_id,
      name: names.get(handover.player_id) ?? ''
    }))
}

/** Rescores the live hands in order, each with the dealer the hand before it left; returns their results. */
function replayHands(rows: HandRowIn[], session: SessionRowIn, where: { zh: string; en: string }): HandResult[] {
  const hands = rows.sort((a, b) => a.seq - b.seq)
  hands.forEach((hand, index) => {
    if (index > 0 && hands[index - 1].seq === hand.seq)
      refuse(where, `第 ${hand.seq} 局出现了两次。`, `hand ${hand.seq} appears twice.`)
  })
  const results: HandResult[] = []
  let state = { dealer: session.first_dealer, dealerStreak: 1 }
  for (const hand of hands) {
    const at = { zh: `${where.zh}第 ${hand.seq} 局`, en: `${where.en}, hand ${hand.seq}` }
    const input = readIn(HAND_INPUT.read, hand.input, at)
    const stored = readIn(HAND_RESULT.read, hand.result, at)
    const live = hand.deleted === 0
    if (input.variant !== session.variant || input.seats !== session.seats) {
      refuse(at, '玩法或人数与牌局不符。', 'its variant or seat count differs from the session.')
    }
    if (live && (input.dealer !== state.dealer || input.dealerStreak !== state.dealerStreak)) {
      refuse(at, '庄家或连庄与上一局的结果不符。', 'its dealer or streak does not follow from the hand before.')
    }
    // A hand an earlier engine scored keeps its stored result as its record (the engine-version policy).
    const scoredEarlier = hand.engine_version !== ENGINE_VERSION
    let result: HandResult
    try {
      result = scoreHand(input)
    } catch (error) {
      if (!(error instanceof ScoringError)) throw error
      if (!scoredEarlier)
        refuse(at, `计分引擎不接受这一局：${error.messageZh}`, `the scoring engine refuses it: ${error.message}`)
      result = stored
    }
    if (!isDeepStrictEqual(asStored(result), stored)) {
      if (!scoredEarlier)
        refuse(at, '保存的结果与重新计分的结果不同。', 'its stored result differs from the result the engine computes.')
      result = stored
    }
    if (!live) continue
    results.push(result)
    state = { dealer: result.nextDealer, dealerStreak: result.nextDealerStreak }
  }
  return results
}

function replaySettlement(
  tables: SessionRows,
  session: SessionRowIn,
  rules: SessionRules,
  hands: HandResult[],
  names: Map<number, string>,
  where: { zh: string; en: string }
): void {
  if (session.status === 'open') {
    if (session.settlement !== null) refuse(where, '未结算的牌局带有结算。', 'an open session carries a settlement.')
    return
  }
  const stored: unknown = session.settlement === null ? null : JSON.parse(session.settlement)
  if (stored === null) {
    refuse(where, '已结算的牌局没有结算。', 'a closed session has no settlement.')
  }
  const seats = tables.seats
  const backers = tables.backers
  const rebuilt = computeSettlement({
    variant: session.variant,
    seats: seats.map((seat) => ({ playerId: seat.player_id, name: names.get(seat.player_id) ?? '' })),
    handovers: settlementHandovers(tables, names),
    backers: backers.map((backer) => ({
      id: `p${backer.player_id}`,
      playerId: backer.player_id,
      name: names.get(backer.player_id) ?? ''
    })),
    rules,
    hands
  })
  if (!standsAsRecord(stored, rebuilt))
    refuse(
      where,
      '保存的结算对不上账（某人的分数、金额、台费或付款与各局的结果不符）。',
      "its stored settlement does not hold (a person's points, money, fee or payments differ from its hands)."
    )
}
