import type { Database } from 'better-sqlite3'
import { createPlayer } from '../../src-main/services/roster'
import { createSession, type NewSessionInput } from '../../src-main/services/sessions'
import type { SessionRules } from '../../src-main/model/sessions'

export const NO_RULES: SessionRules = { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }

export function addPlayers(db: Database, names: string[]): number[] {
  return names.map((name) => createPlayer(db, { name, nickname: '', phone: '', note: '', allowDuplicate: false }).id)
}

/** A table of `seats` new players (甲 乙 丙 丁), dealer 0, no fees. */
export function openTable(db: Database, variant: string, seats = 4, overrides: Partial<NewSessionInput> = {}) {
  const playerIds = addPlayers(
    db,
    ['甲', '乙', '丙', '丁'].slice(0, seats).map((name) => `${name}${Math.random()}`)
  )
  return createSession(db, {
    title: '',
    variant,
    options: {},
    playerIds,
    backerPlayerIds: [],
    firstDealer: 0,
    rules: NO_RULES,
    ...overrides
  })
}

export const win = (winner: number, from: number | null, fields: Record<string, unknown> = {}) => ({
  events: [{ type: 'win', winner, from, ...fields }],
  supporters: []
})
