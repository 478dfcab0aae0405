/**
 * Who may call what: the one permission table of the API, checked in main before every handler
 * on every transport (IPC, HTTP, the event stream's filter). The desk window (IPC) is the caller
 * with the widest reach, `local`; a paired device has a role and, below desk, one parlor table.
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../errors'
import { getClockRow } from '../store/parlor'
import { sessionOfHand, type DeviceRole } from '../store/devices'
import type { ParsedInput } from './contract'
import type { ApiOutput, Method } from './types'

/** Each level may do everything the levels before it may. */
const LEVELS = ['display', 'table', 'desk', 'local'] as const
type Level = (typeof LEVELS)[number]

export type Caller = { role: 'local' } | { role: DeviceRole; tableId: number | null; deviceId: number }

interface Rule<M extends Method> {
  /** The least level that may call the method. */
  least: Level
  /** For a caller bound to one table: the parlor table the call touches (null: none, refused). */
  table?: (input: ParsedInput<M>, db: Database) => number | null
  /** What a device is not shown of the result (file paths stay on the machine with the data file). */
  hide?: (output: ApiOutput<M>) => ApiOutput<M>
}

const tableOfSession = (db: Database, sessionId: number) => getClockRow(db, sessionId)?.table_id ?? null
const bySession = { table: (input: { sessionId: number }, db: Database) => tableOfSession(db, input.sessionId) }
const byHand = {
  table: (input: { handId: number }, db: Database) => {
    const sessionId = sessionOfHand(db, input.handId)
    return sessionId === null ? null : tableOfSession(db, sessionId)
  }
}

const LOCAL = { least: 'local' } as const
const DESK = { least: 'desk' } as const

export const PERMISSIONS: { [M in Method]: Rule<M> } = {
  // file paths, backups, exports, imports and the LAN itself stay on the machine with the data file
  'app.info': LOCAL,
  'app.warnings': LOCAL,
  'settings.get': { least: 'desk', hide: (settings) => ({ ...settings, backupDir: '' }) },
  'settings.update': LOCAL,
  'backups.list': LOCAL,
  'backups.create': LOCAL,
  'backups.restore': LOCAL,
  'backups.pickFolder': LOCAL,
  'export.sessionCsv': LOCAL,
  'export.sessionXlsx': LOCAL,
  'export.allXlsx': LOCAL,
  'export.json': LOCAL,
  'import.json': LOCAL,
  'reports.parlorXlsx': LOCAL,
  'lan.status': LOCAL,
  'lan.configure': LOCAL,
  'devices.list': DESK,
  'devices.pair': DESK,
  'devices.revoke': DESK,
  'players.list': DESK,
  'players.create': DESK,
  'players.createGuest': DESK,
  'players.discardGuest': DESK,
  'players.update': DESK,
  'players.openTables': DESK,
  'players.archive': DESK,
  'players.restore': DESK,
  'audit.list': { least: 'desk', hide: (entries) => entries.filter((entry) => entry.entity !== 'settings') },
  'catalog.get': { least: 'display' },
  'presets.list': DESK,
  'presets.save': DESK,
  'presets.delete': DESK,
  'sessions.create': DESK,
  'sessions.get': { least: 'table', table: (input, db) => tableOfSession(db, input.id) },
  'sessions.list': DESK,
  'sessions.close': DESK,
  'sessions.reopen': DESK,
  'sessions.void': DESK,
  'sessions.handOver': DESK,
  'sessions.takeBackHandover': DESK,
  'hands.preview': { least: 'table', ...bySession },
  'hands.add': { least: 'table', ...bySession },
  'hands.edit': { least: 'table', ...byHand },
  'hands.delete': { least: 'table', ...byHand },
  'hands.undo': { least: 'table', ...bySession },
  'hands.redo': { least: 'table', ...bySession },
  'stats.player': DESK,
  'stats.leaderboard': DESK,
  'history.list': DESK,
  'parlor.settings.get': DESK,
  'parlor.settings.update': DESK,
  'parlor.ratePlans.list': DESK,
  'parlor.ratePlans.save': DESK,
  'parlor.ratePlans.delete': DESK,
  'parlor.tables.list': DESK,
  'parlor.tables.save': DESK,
  'parlor.tables.delete': DESK,
  'parlor.open': DESK,
  'parlor.clock.get': { least: 'table', ...bySession },
  'parlor.clock.pause': DESK,
  'parlor.clock.resume': DESK,
  'parlor.close': DESK,
  'parlor.money': { least: 'table', ...bySession },
  'parlor.floor': DESK,
  'accounts.list': DESK,
  'accounts.get': DESK,
  'accounts.topUp': DESK,
  'accounts.refund': DESK,
  'accounts.adjust': DESK,
  'accounts.transfer': DESK,
  'accounts.reverse': DESK,
  'accounts.setCreditLimit': DESK,
  'accounts.statement': DESK,
  'accounts.bonusRules.get': DESK,
  'accounts.bonusRules.save': DESK,
  'receipts.get': DESK,
  'reports.parlor': DESK,
  'display.table': { least: 'display', table: (input) => input.tableId }
}

const levelOf = (role: Caller['role']): number => LEVELS.indexOf(role)

export function forbidden(): AppError {
  return new AppError('FORBIDDEN', '这台设备无权进行这个操作。', 'This device may not do that.')
}

/** The result as this caller may see it. */
export function shownTo<M extends Method>(caller: Caller, method: M, output: ApiOutput<M>): ApiOutput<M> {
  const hide = PERMISSIONS[method].hide
  return caller.role === 'local' || !hide ? output : hide(output)
}

/** Whether the caller's role reaches the method at all (checked before the input is read). */
export function mayCall(caller: Caller, method: Method): boolean {
  return levelOf(caller.role) >= levelOf(PERMISSIONS[method].least)
}

/** Throws FORBIDDEN unless the caller may make this call with this (parsed) input. */
export function authorize<M extends Method>(caller: Caller, method: M, input: ParsedInput<M>, db: Database): void {
  if (!mayCall(caller, method)) throw forbidden()
  if (caller.role === 'local' || caller.role === 'desk') return
  const tableOf = PERMISSIONS[method].table
  if (tableOf && tableOf(input, db) !== caller.tableId) throw forbidden()
}
