/**
 * Staff: who works the desk. With no active staff the app runs as before (everyone is the owner);
 * once there are staff, a caller (the desk window, or a paired device) acts as the person who
 * signed in with a PIN there, until they sign out or stay idle past the parlor's lock time.
 */
import type { Database } from 'better-sqlite3'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { writeAudit } from '../../store/audit'
import { orDamage } from '../../store/codecs/readStored'
import { readSetting, writeSetting } from '../../store/settings'
import {
  countActiveStaff,
  getStaffRow,
  insertStaff,
  listStaffRows,
  staffNameTaken,
  updateStaff,
  type StaffRow
} from '../../store/staff'
import type { StaffRole } from '../../store/vocabulary'
import { clearPinFailure, getPinFailure, setPinFailure } from '../../store/pinFailures'
import { hashPin, pinMatches } from './pin'
import type { StaffMember } from '../../model/staff'

/** Wrong PINs in a row before that person is locked, and for how long. */
export const PIN_TRIES = 5
export const PIN_LOCK_MS = 60_000

const IDLE_KEY = 'staff.idleLockMinutes'
const DEFAULT_IDLE_MINUTES = 5

export const publicMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  active: row.active
})

export function listStaff(db: Database): StaffMember[] {
  return listStaffRows(db).map(publicMember)
}

export function staffRequired(db: Database): boolean {
  return countActiveStaff(db) > 0
}

export function idleLockMinutes(db: Database): number {
  return orDamage(() => readSetting(db, IDLE_KEY)).value ?? DEFAULT_IDLE_MINUTES
}

export function setIdleLockMinutes(db: Database, minutes: number): number {
  db.transaction(() => {
    writeAudit(db, { entity: 'setting', action: 'update', before: idleLockMinutes(db), after: minutes })
    writeSetting(db, IDLE_KEY, minutes)
  })()
  return minutes
}

interface StaffInput {
  id?: number
  name: string
  role: StaffRole
  active: boolean
  /** Required for a new member; absent: keep the PIN. */
  pin?: string
}

const noOwnerLeft = () =>
  new AppError(
    'LAST_OWNER',
    '至少要保留一位在职的老板（否则没人能授权）。',
    'Keep at least one active owner (nobody could authorise otherwise).'
  )

/** Adds or changes a member; the staff always keep an active owner once there are any. */
export async function saveStaff(db: Database, input: StaffInput, now: number): Promise<StaffMember> {
  const before = input.id === undefined ? undefined : getStaffRow(db, input.id)
  if (input.id !== undefined && !before) throw new AppError('NOT_FOUND', '没有这位员工。', 'No such staff member.')
  if (!before && input.pin === undefined) {
    throw new AppError('PIN_REQUIRED', '新员工需要设置 PIN。', 'A new staff member needs a PIN.')
  }
  const pinHash = input.pin === undefined ? null : await hashPin(input.pin)
  return db.transaction(() => {
    if (staffNameTaken(db, input.name, input.id ?? null)) {
      throw new AppError('NAME_TAKEN', '已有同名员工。', 'A staff member has that name.')
    }
    const id = before
      ? (updateStaff(db, { ...input, id: before.id, pinHash }), before.id)
      : insertStaff(db, { ...input, pinHash: pinHash as string, at: now })
    if (countActiveStaff(db) > 0 && countActiveStaff(db, 'owner') === 0) throw noOwnerLeft()
    const after = publicMember(getStaffRow(db, id) as StaffRow)
    writeAudit(db, {
      entity: 'staff',
      entityId: id,
      action: before ? 'update' : 'create',
      before: before && { ...publicMember(before), pinChanged: pinHash !== null },
      after
    })
    return after
  })()
}

const wrongPin = () => new AppError('WRONG_PIN', 'PIN 不对。', 'Wrong PIN.')

/**
 * The app's PIN checks and sign-ins: 5 wrong PINs lock that person for a minute. The count and
 * the lock live in the data file (a restart must not clear them); sign-ins live in memory.
 */
class StaffDesk {
  private readonly signedIn = new Map<string, { staffId: number; lastActive: number }>()

  constructor(private readonly ctx: AppContext) {}

  private now(): number {
    return this.ctx.now?.() ?? Date.now()
  }

  /** The active member whose PIN this is; refused (and counted) otherwise. */
  async verify(staffId: number, pin: string): Promise<StaffRow> {
    const at = this.now()
    const { db } = this.ctx
    const failure = getPinFailure(db, staffId)
    if (failure && failure.lockedUntil > at) {
      const seconds = Math.ceil((failure.lockedUntil - at) / 1000)
      throw new AppError(
        'PIN_LOCKED',
        `PIN 错误次数太多，请 ${seconds} 秒后再试。`,
        `Too many wrong PINs: try again in ${seconds} s.`
      )
    }
    const row = getStaffRow(db, staffId)
    if (!row) throw wrongPin()
    if (!row.active || !(await pinMatches(pin, row.pinHash))) {
      // a lock that has run out starts a fresh count
      const failures = (failure && failure.lockedUntil === 0 ? failure.failures : 0) + 1
      setPinFailure(
        db,
        staffId,
        failures >= PIN_TRIES ? { failures: 0, lockedUntil: at + PIN_LOCK_MS } : { failures, lockedUntil: 0 }
      )
      throw wrongPin()
    }
    if (failure) clearPinFailure(db, staffId)
    return row
  }

  async signIn(caller: string, staffId: number, pin: string): Promise<StaffMember> {
    const row = await this.verify(staffId, pin)
    this.signedIn.set(caller, { staffId: row.id, lastActive: this.now() })
    return publicMember(row)
  }

  signOut(caller: string): void {
    this.signedIn.delete(caller)
  }

  /** The active member signed in at this caller (and not idle past the lock), marked active now. */
  current(caller: string): StaffRow | null {
    const entry = this.signedIn.get(caller)
    if (!entry) return null
    const at = this.now()
    const row = getStaffRow(this.ctx.db, entry.staffId)
    if (!row?.active || at - entry.lastActive > idleLockMinutes(this.ctx.db) * 60_000) {
      this.signedIn.delete(caller)
      return null
    }
    entry.lastActive = at
    return row
  }
}

const desks = new WeakMap<AppContext, StaffDesk>()

/** The one StaffDesk of a running app (its sign-ins live in main's memory). */
export function staffDeskOf(ctx: AppContext): StaffDesk {
  let desk = desks.get(ctx)
  if (!desk) {
    desk = new StaffDesk(ctx)
    desks.set(ctx, desk)
  }
  return desk
}
