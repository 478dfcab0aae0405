/**
 * Who may call what: the one permission table of the API, checked in main before every handler
 * on every transport (IPC, HTTP, the event stream's filter). The desk window (IPC) is the caller
 * with the widest reach, `local`; a paired device has a role and, below desk, one parlor table.
 * Once staff exist, the person signed in at that window or device needs a role too: a call is
 * allowed when both the device's role and the person's role allow it. What needs the owner may
 * be done by anyone else with an owner's PIN entered on the spot (授权). docs/PERMISSIONS.md is
 * printed from this table (npm run docs:permissions).
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../errors'
import { getClockRow } from '../store/parlor'
import { sessionOfHand } from '../store/devices'
import type { DeviceRole, StaffRole } from '../store/vocabulary'
import type { AppContext } from '../context'
import type { StaffRow } from '../store/staff'
import { staffDeskOf, staffRequired } from '../services/staff/staff'
import type { ParsedInput } from './contract'
import type { Method, OwnerGrant } from './contract'
import type { ApiOutput } from './types'

/** Each level may do everything the levels before it may. */
const LEVELS = ['display', 'table', 'desk', 'local'] as const
type Level = (typeof LEVELS)[number]

export type Caller =
  { role: 'local' } | { role: DeviceRole; tableId: number | null; deviceId: number; queueHands?: boolean }

/** The least staff role a method needs (`anyone`: also before anyone signs in). */
export const STAFF_NEEDS = ['anyone', 'attendant', 'cashier', 'owner'] as const
export type StaffNeed = (typeof STAFF_NEEDS)[number]

interface Rule<M extends Method> {
  /** The least level that may call the method. */
  least: Level
  /** The least staff role that may call it (once staff are defined). */
  staff: StaffNeed
  /** For a caller bound to one table: the parlor table the call touches (null: none, refused). */
  table?: (input: ParsedInput<M>, db: Database) => number | null
  /** A hand change a tablet whose hands wait in the desk's queue may not make itself (it sends them). */
  direct?: true
  /** What a device is not shown of the result (file paths stay on the machine with the data file). */
  hide?: (output: ApiOutput<M>) => ApiOutput<M>
  /** An input only the window on the machine with the data file may send (it reads a file of that machine). */
  localOnly?: (input: ParsedInput<M>) => boolean
}

const tableOfSession = (db: Database, sessionId: number) => getClockRow(db, sessionId)?.table_id ?? null
const byId = { table: (input: { id: number }, db: Database) => tableOfSession(db, input.id) }
const bySession = { table: (input: { sessionId: number }, db: Database) => tableOfSession(db, input.sessionId) }
const byHand = {
  table: (input: { handId: number }, db: Database) => {
    const sessionId = sessionOfHand(db, input.handId)
    return sessionId === null ? null : tableOfSession(db, sessionId)
  }
}

export const PERMISSIONS: { [M in Method]: Rule<M> } = {
  // file paths, the backup folder and the LAN itself stay on the machine with the data file; a desk
  // device's exports are written by the app and downloaded by that device (services/jobs/downloads),
  // and it restores or imports only a backup it uploaded (services/jobs/uploads)
  'app.info': { least: 'local', staff: 'anyone' },
  'app.warnings': { least: 'local', staff: 'anyone' },
  'settings.get': { least: 'desk', staff: 'anyone', hide: (settings) => ({ ...settings, backupDir: '' }) },
  'settings.update': { least: 'local', staff: 'owner' },
  'backups.list': { least: 'local', staff: 'owner' },
  'backups.create': { least: 'local', staff: 'owner' },
  'backups.restore': { least: 'desk', staff: 'owner', localOnly: (input) => input.upload === undefined },
  'backups.restorePreview': { least: 'local', staff: 'owner' },
  'backups.pickFolder': { least: 'local', staff: 'owner' },
  'export.sessionCsv': { least: 'desk', staff: 'owner' },
  'export.sessionXlsx': { least: 'desk', staff: 'owner' },
  'jobs.start': {
    least: 'desk',
    staff: 'owner',
    localOnly: (input) => input.kind === 'importJson' && input.upload === undefined
  },
  // a cashier follows and may cancel the report export it starts (reports.parlorXlsx is a job);
  // a device cancels only the jobs it started (its exports, and imports or restores of its uploads)
  'jobs.list': { least: 'desk', staff: 'cashier' },
  'jobs.cancel': { least: 'desk', staff: 'cashier' },
  'reports.parlorXlsx': { least: 'desk', staff: 'cashier' },
  'lan.status': { least: 'local', staff: 'owner' },
  'lan.configure': { least: 'local', staff: 'owner' },
  'lan.tableCards': { least: 'local', staff: 'owner' },
  'devices.list': { least: 'desk', staff: 'owner' },
  'devices.pair': { least: 'desk', staff: 'owner' },
  'devices.confirm': { least: 'desk', staff: 'owner' },
  'devices.revoke': { least: 'desk', staff: 'owner' },
  'players.list': { least: 'desk', staff: 'attendant' },
  'players.create': { least: 'desk', staff: 'cashier' },
  'players.createGuest': { least: 'desk', staff: 'attendant' },
  'players.discardGuest': { least: 'desk', staff: 'attendant' },
  'players.update': { least: 'desk', staff: 'cashier' },
  'players.openTables': { least: 'desk', staff: 'cashier' },
  'players.archive': { least: 'desk', staff: 'cashier' },
  'players.restore': { least: 'desk', staff: 'cashier' },
  'audit.list': {
    least: 'desk',
    staff: 'owner',
    hide: (entries) => entries.filter((entry) => entry.entity !== 'settings')
  },
  'catalog.get': { least: 'display', staff: 'anyone' },
  'presets.list': { least: 'desk', staff: 'attendant' },
  'presets.save': { least: 'desk', staff: 'owner' },
  'presets.delete': { least: 'desk', staff: 'owner' },
  'sessions.create': { least: 'desk', staff: 'attendant' },
  'sessions.get': { least: 'table', ...byId, staff: 'attendant' },
  'sessions.overview': { least: 'table', ...byId, staff: 'attendant' },
  'sessions.list': { least: 'desk', staff: 'attendant' },
  'sessions.close': { least: 'desk', staff: 'cashier' },
  'sessions.reopen': { least: 'desk', staff: 'owner' },
  'sessions.void': { least: 'desk', staff: 'owner' },
  'sessions.handOver': { least: 'desk', staff: 'attendant' },
  'sessions.takeBackHandover': { least: 'desk', staff: 'attendant' },
  'hands.preview': { least: 'table', ...bySession, staff: 'attendant' },
  'hands.add': { least: 'table', ...bySession, staff: 'attendant', direct: true },
  'hands.edit': { least: 'table', ...byHand, staff: 'attendant', direct: true },
  'hands.delete': { least: 'table', ...byHand, staff: 'attendant', direct: true },
  'hands.undo': { least: 'table', ...bySession, staff: 'attendant', direct: true },
  'hands.redo': { least: 'table', ...bySession, staff: 'attendant', direct: true },
  'handQueue.send': { least: 'table', ...bySession, staff: 'attendant' },
  'handQueue.list': { least: 'desk', staff: 'attendant' },
  'handQueue.table': { least: 'table', ...bySession, staff: 'attendant' },
  'handQueue.accept': { least: 'desk', staff: 'attendant' },
  'handQueue.return': { least: 'desk', staff: 'attendant' },
  'stats.player': { least: 'desk', staff: 'cashier' },
  'stats.leaderboard': { least: 'desk', staff: 'cashier' },
  'history.list': { least: 'desk', staff: 'cashier' },
  'parlor.settings.get': { least: 'desk', staff: 'attendant' },
  'parlor.settings.update': { least: 'desk', staff: 'owner' },
  'parlor.ratePlans.list': { least: 'desk', staff: 'attendant' },
  'parlor.ratePlans.save': { least: 'desk', staff: 'owner' },
  'parlor.ratePlans.delete': { least: 'desk', staff: 'owner' },
  'parlor.tables.list': { least: 'desk', staff: 'attendant' },
  'parlor.tables.save': { least: 'desk', staff: 'owner' },
  'parlor.tables.delete': { least: 'desk', staff: 'owner' },
  'parlor.open': { least: 'desk', staff: 'attendant' },
  'parlor.clock.get': { least: 'table', ...bySession, staff: 'attendant' },
  'parlor.clock.pause': { least: 'desk', staff: 'attendant' },
  'parlor.clock.resume': { least: 'desk', staff: 'attendant' },
  'parlor.preview': { least: 'desk', staff: 'cashier' },
  'parlor.close': { least: 'desk', staff: 'cashier' },
  'parlor.money': { least: 'table', ...bySession, staff: 'attendant' },
  'parlor.floor': { least: 'desk', staff: 'attendant' },
  'bookings.list': { least: 'desk', staff: 'attendant' },
  'bookings.upcoming': { least: 'desk', staff: 'attendant' },
  'bookings.suggestedSpan': { least: 'desk', staff: 'attendant' },
  'bookings.save': { least: 'desk', staff: 'attendant' },
  'bookings.cancel': { least: 'desk', staff: 'attendant' },
  'bookings.noShow': { least: 'desk', staff: 'attendant' },
  'goods.list': { least: 'desk', staff: 'cashier' },
  'goods.save': { least: 'desk', staff: 'owner' },
  'goods.receive': { least: 'desk', staff: 'cashier' },
  'goods.count': { least: 'desk', staff: 'cashier' },
  'goods.sell': { least: 'desk', staff: 'cashier' },
  'goods.sellToAccount': { least: 'desk', staff: 'cashier' },
  'goods.voidSale': { least: 'desk', staff: 'owner' },
  'parlor.sellGoods': { least: 'desk', staff: 'attendant' },
  'parlor.tableGoods': { least: 'desk', staff: 'attendant' },
  'goods.latestSales': { least: 'desk', staff: 'cashier' },
  'goods.stockReport': { least: 'desk', staff: 'cashier' },
  'accounts.list': { least: 'desk', staff: 'cashier' },
  'accounts.get': { least: 'desk', staff: 'cashier' },
  'accounts.topUp': { least: 'desk', staff: 'cashier' },
  'accounts.refund': { least: 'desk', staff: 'owner' },
  'accounts.adjust': { least: 'desk', staff: 'owner' },
  'accounts.transfer': { least: 'desk', staff: 'cashier' },
  'accounts.reverse': { least: 'desk', staff: 'owner' },
  'accounts.setCreditLimit': { least: 'desk', staff: 'owner' },
  'accounts.statement': { least: 'desk', staff: 'cashier' },
  'accounts.bonusRules.get': { least: 'desk', staff: 'cashier' },
  'accounts.bonusRules.save': { least: 'desk', staff: 'owner' },
  'receipts.get': { least: 'desk', staff: 'cashier' },
  'reports.parlor': { least: 'desk', staff: 'cashier' },
  'display.table': { least: 'display', table: (input) => input.tableId, staff: 'anyone' },
  // staff and shifts: the PIN pad works before anyone is signed in
  'staff.list': { least: 'desk', staff: 'anyone' },
  'staff.current': { least: 'table', staff: 'anyone' },
  'staff.signIn': { least: 'table', staff: 'anyone' },
  'staff.signOut': { least: 'table', staff: 'anyone' },
  'staff.save': { least: 'desk', staff: 'owner' },
  'staff.configure': { least: 'desk', staff: 'owner' },
  'shifts.current': { least: 'desk', staff: 'cashier' },
  'shifts.open': { least: 'desk', staff: 'cashier' },
  'shifts.close': { least: 'desk', staff: 'cashier' },
  'shifts.get': { least: 'desk', staff: 'cashier' },
  'shifts.list': { least: 'desk', staff: 'cashier' }
}

const levelOf = (role: Caller['role']): number => LEVELS.indexOf(role)
const rankOf = (need: StaffNeed): number => STAFF_NEEDS.indexOf(need)

function handsGoToDesk(): AppError {
  return new AppError(
    'HANDS_QUEUED',
    '这台平板的牌局要送前台接受，不能直接保存或修改。',
    'This tablet\u2019s hands wait for the desk to accept them: they cannot be saved or changed here directly.'
  )
}

export function forbidden(): AppError {
  return new AppError('FORBIDDEN', '这台设备无权进行这个操作。', 'This device may not do that.')
}

function onTheMachineOnly(): AppError {
  return new AppError(
    'LOCAL_ONLY',
    '只有存放数据的那台电脑能读它的文件；前台设备请上传备份文件再导入或恢复。',
    'Only the computer that holds the data reads its files; a desk device uploads the backup to import or restore it.'
  )
}

const ROLE_NAMES: Record<StaffRole, { zh: string; en: string }> = {
  owner: { zh: '老板', en: 'the owner' },
  cashier: { zh: '收银', en: 'a cashier' },
  attendant: { zh: '服务', en: 'an attendant' }
}

function signInFirst(): AppError {
  return new AppError('SIGN_IN_REQUIRED', '请先输入 PIN 登录。', 'Sign in with your PIN first.')
}

/** A refusal that names what is missing: the role, and for the owner's work, the way round it. */
export function needsRole(method: Method, need: StaffRole): AppError {
  const { zh, en } = ROLE_NAMES[need]
  return need === 'owner'
    ? new AppError(
        'OWNER_REQUIRED',
        `“${method}”需要老板权限，或老板当场输入 PIN 授权。`,
        `"${method}" needs the owner, or an owner's PIN entered now (authorisation).`
      )
    : new AppError('ROLE_REQUIRED', `“${method}”需要${zh}或更高的权限。`, `"${method}" needs ${en} or above.`)
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

/** Whether a staff member of this role may call the method without an owner's 授权. */
export function staffMayCall(role: StaffRole, method: Method): boolean {
  return rankOf(role) >= rankOf(PERMISSIONS[method].staff)
}

/** Where sign-ins are kept: one per desk window or paired device. */
export const callerKey = (caller: Caller): string => (caller.role === 'local' ? 'local' : `device:${caller.deviceId}`)

/** Who the call is made as: the person signed in (null: no staff defined), and the owner who authorised it. */
export interface Acting {
  staffId: number | null
  grantedBy: number | null
}

/** Throws unless the caller may make this call with this (parsed) input; says who it is made as. */
export async function authorize<M extends Method>(
  caller: Caller,
  method: M,
  input: ParsedInput<M>,
  ctx: AppContext,
  grant?: OwnerGrant
): Promise<Acting> {
  if (!mayCall(caller, method)) throw forbidden()
  if (caller.role !== 'local' && PERMISSIONS[method].localOnly?.(input)) throw onTheMachineOnly()
  const tableOf = PERMISSIONS[method].table
  if (caller.role !== 'local' && caller.role !== 'desk' && tableOf && tableOf(input, ctx.db) !== caller.tableId) {
    throw forbidden()
  }
  if (caller.role === 'table' && caller.queueHands && PERMISSIONS[method].direct) throw handsGoToDesk()
  const standing = standingOf(caller, method, ctx)
  if (!standing.short) return { staffId: standing.member?.id ?? null, grantedBy: null }
  const { member, short } = standing
  if (!member) throw signInFirst()
  if (short !== 'owner' || !grant) throw needsRole(method, short)
  const owner = await staffDeskOf(ctx).verify(grant.staffId, grant.pin)
  if (owner.role !== 'owner') throw needsRole(method, 'owner')
  return { staffId: member.id, grantedBy: owner.id }
}

/** Who is signed in at the caller, and the role the method needs that they lack (null: none lacking, or no staff). */
function standingOf(
  caller: Caller,
  method: Method,
  ctx: AppContext
): { member: StaffRow | null; short: StaffRole | null } {
  if (!staffRequired(ctx.db)) return { member: null, short: null }
  const need = PERMISSIONS[method].staff
  const member = staffDeskOf(ctx).current(callerKey(caller))
  if (need === 'anyone' || (member && rankOf(member.role) >= rankOf(need))) return { member, short: null }
  return { member, short: need }
}

/** The method whose rights an upload needs: only a restore or an import (both the owner's) reads one. */
export const UPLOAD_RIGHTS: Method = 'backups.restore'

/** A method call's (and who made it) that a later request completes: an export's download. */
export interface StartedCall {
  method: Method
  acting: Acting
}

/**
 * Throws unless the staff rule of the method still holds for the caller now, for the routes that are
 * no method call (an upload; a download, `started` by an earlier call). They carry no 授权: what an
 * owner authorised on the spot is fetched by the person it was authorised for, while signed in.
 */
export function staffStillAllowed(caller: Caller, method: Method, ctx: AppContext, started?: Acting): void {
  const { member, short } = standingOf(caller, method, ctx)
  if (!short) return
  if (!member) throw signInFirst()
  if (started && started.grantedBy !== null && started.staffId === member.id) return
  throw needsRole(method, short)
}
