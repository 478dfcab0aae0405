/**
 * The tables part of the fake main process: catalog, presets and sessions, scored by the real
 * engine and settled by the real computeSettlement (both pure), kept in memory.
 */
import type { ApiError, ApiInput } from '../../../src-main/api/contract'
import {
  catalog,
  ENGINE_VERSION,
  resolveOptions,
  scoreHand,
  ScoringError,
  type HandInput
} from '../../../src-main/scoring'
import type { Preset } from '../../../src-main/services/presets'
import type { Player } from '../../../src-main/services/roster'
import type { SessionListItem, SessionView } from '../../../src-main/services/sessions'
import { computeSettlement } from '../../../src-main/services/settlement'

export class FakeApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.messageEn)
  }
}

function engineFailure(error: unknown): never {
  if (error instanceof ScoringError)
    throw new FakeApiFailure({ code: error.code, message: error.messageZh, messageEn: error.message })
  throw error
}

const STARTED_AT = '2025-03-01T12:00:00.000Z'
const CLOSED_AT = '2025-03-01T16:00:00.000Z'

export function createFakeSessions(players: Player[]) {
  const presets: Preset[] = []
  const sessions: SessionView[] = []
  let nextId = 1

  function player(id: number): Player {
    const found = players.find((candidate) => candidate.id === id)
    if (!found)
      throw new FakeApiFailure({ code: 'PLAYER_NOT_FOUND', message: '找不到会员。', messageEn: 'No such player.' })
    return found
  }

  function session(id: unknown): SessionView {
    const found = sessions.find((candidate) => candidate.id === id)
    if (!found)
      throw new FakeApiFailure({ code: 'SESSION_NOT_FOUND', message: '找不到牌局。', messageEn: 'No such session.' })
    return found
  }

  /** Totals, next dealer and settlement from the hands, as getSessionView does. */
  function recompute(view: SessionView): SessionView {
    const last = view.hands.at(-1)
    view.totals = last ? last.totalsAfter : new Array<number>(view.seats).fill(0)
    view.dealer = last ? last.result.nextDealer : view.firstDealer
    view.dealerStreak = last ? last.result.nextDealerStreak : 1
    view.settlement = computeSettlement({
      variant: view.variant,
      seats: view.players.map((seated) => ({ playerId: seated.id, name: seated.name })),
      backers: view.spectators.map((backer) => ({ id: `p${backer.id}`, playerId: backer.id, name: backer.name })),
      rules: view.rules,
      hands: view.hands.map((hand) => ({
        deltas: hand.result.deltas,
        supporterDeltas: hand.result.supporterDeltas,
        transfers: hand.result.transfers
      }))
    })
    return view
  }

  function create(input: ApiInput<'sessions.create'>): SessionView {
    let options: Record<string, unknown> = {}
    try {
      options = resolveOptions(input.variant, input.playerIds.length, input.options ?? {})
    } catch (error) {
      engineFailure(error)
    }
    const view = {
      id: nextId++,
      title: input.title ?? '',
      variant: input.variant,
      seats: input.playerIds.length,
      status: 'open',
      startedAt: STARTED_AT,
      closedAt: null,
      options,
      rules: { minScore: null, doubling: null, tableFee: { kind: 'none' }, ...input.rules },
      firstDealer: input.firstDealer,
      players: input.playerIds.map(player),
      spectators: (input.spectatorIds ?? []).map(player),
      hands: [],
      supporterTotals: {},
      undistributed: 0,
      ended: false,
      leaves: null,
      engineVersion: ENGINE_VERSION
    } as unknown as SessionView
    sessions.push(recompute(view))
    return view
  }

  /** Scores and appends a hand, as hands.add would. */
  function addHand(id: number, events: HandInput['events']): SessionView {
    const view = session(id)
    const input = {
      variant: view.variant,
      options: view.options,
      seats: view.seats,
      dealer: view.dealer,
      dealerStreak: view.dealerStreak,
      events
    } as HandInput
    const result = scoreHand(input)
    const before = view.hands.at(-1)?.totalsAfter ?? new Array<number>(view.seats).fill(0)
    const seq = view.hands.length + 1
    view.hands.push({
      id: 1000 + seq,
      seq,
      input,
      result,
      engineVersion: ENGINE_VERSION,
      totalsAfter: before.map((total, seat) => total + result.deltas[seat]),
      createdAt: STARTED_AT,
      updatedAt: STARTED_AT
    })
    return recompute(view)
  }

  function listItem(view: SessionView): SessionListItem {
    const { id, title, variant, seats, status, startedAt, closedAt, totals } = view
    return {
      id,
      title,
      variant,
      seats,
      status,
      startedAt,
      closedAt,
      totals,
      handCount: view.hands.length,
      players: view.players.map(({ id: playerId, name }) => ({ id: playerId, name }))
    }
  }

  const handlers = {
    'catalog.get': () => catalog(),
    'presets.list': () => presets,
    'presets.save': (input: Record<string, unknown>) => {
      const saved = {
        ...(input as Omit<Preset, 'id'>),
        id: presets.find((preset) => preset.name === input.name)?.id ?? nextId++
      }
      presets.splice(0, presets.length, ...presets.filter((preset) => preset.id !== saved.id), saved)
      return saved
    },
    'presets.delete': ({ id }: Record<string, unknown>) => {
      presets.splice(0, presets.length, ...presets.filter((preset) => preset.id !== id))
      return null
    },
    'sessions.list': ({ status }: Record<string, unknown>) => {
      const items = sessions.filter((view) => status === undefined || view.status === status).map(listItem)
      return { total: items.length, items }
    },
    'sessions.create': (input: Record<string, unknown>) => create(input as ApiInput<'sessions.create'>),
    'sessions.get': ({ id }: Record<string, unknown>) => session(id),
    'sessions.close': ({ id }: Record<string, unknown>) =>
      Object.assign(session(id), { status: 'closed', closedAt: CLOSED_AT }),
    'sessions.reopen': ({ id }: Record<string, unknown>) =>
      Object.assign(session(id), { status: 'open', closedAt: null })
  }

  return { handlers, presets, sessions, create, addHand }
}
