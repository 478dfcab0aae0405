import type { StoredDamage } from '../errors'
import type { AuditAction, AuditEntity } from '../store/vocabulary'
import type { StaffRole } from '../store/vocabulary'

/** Derived from the runtime lists that the store checks against (they stay next to them). */
export type { AuditAction, AuditEntity, StaffRole }

export interface AuditEntry {
  id: number
  at: string
  entity: string
  entityId: number | null
  sessionId: number | null
  action: string
  before: unknown
  after: unknown
  /** Who made the change (null: before staff existed, or with none defined) and from which device. */
  staffId: number | null
  staffName: string | null
  deviceId: number | null
  deviceName: string | null
  /** The owner whose PIN authorised it on the spot (授权). */
  grantedBy: number | null
  grantedByName: string | null
  /** Set when its stored before or after no longer reads (both are then null): what to do. */
  damage: StoredDamage | null
}

/** An entry with its time as the parlor's clock read it (2026-11-26T20:00): windows show that, never their own zone. */
export type AuditLine = AuditEntry & { wall: string }

/** A staff member as every window sees them: the PIN hash stays in main (StaffRow). */
export interface StaffMember {
  id: number
  name: string
  role: StaffRole
  active: boolean
}

export interface Shift {
  id: number
  staffId: number | null
  staffName: string | null
  openedAt: number
  closedAt: number | null
  /** Both instants as the parlor's clock read them (2026-11-26T20:00), in its zone. */
  openedWall: string
  closedWall: string | null
  closedByName: string | null
  /** The business day the shift opened in. */
  businessDay: string
  reason: string
  lines: ShiftLine[]
  expectedCents: number
  countedCents: number | null
  differenceCents: number | null
}

export interface ShiftLine {
  tender: string
  floatCents: number
  /** The shift's movements in this tender: top-ups, refunds, cash settlements in and out (all ≥ 0). */
  topupCents: number
  refundCents: number
  settlementInCents: number
  settlementOutCents: number
  /** Σ of the shift's movements in this tender (in − out). */
  movementCents: number
  /** float + movements: what the drawer should hold. */
  expectedCents: number
  countedCents: number | null
  /** counted − expected: > 0 长款, < 0 短款. */
  differenceCents: number | null
}

export interface StaffSession {
  /** Whether anyone must sign in (false: no staff defined, the app runs as the one owner). */
  required: boolean
  member: StaffMember | null
  idleLockMinutes: number
}
