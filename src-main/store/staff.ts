import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'
import type { StaffMember } from '../model/staff'
import type { StaffRole } from './vocabulary'

export interface StaffRow extends StaffMember {
  /** scrypt salt ‖ key, hex (services/staff/pin). */
  pinHash: string
}

const COLUMNS = 'id, name, role, active, pin_hash AS pinHash'

const toRow = (row: Omit<StaffRow, 'active'> & { active: number }): StaffRow => ({ ...row, active: row.active === 1 })

export function listStaffRows(db: Database): StaffRow[] {
  return (prepare(db, `SELECT ${COLUMNS} FROM staff ORDER BY active DESC, role, name`).all() as never[]).map(toRow)
}

export function getStaffRow(db: Database, id: number): StaffRow | undefined {
  const row = prepare(db, `SELECT ${COLUMNS} FROM staff WHERE id = ?`).get(id) as never
  return row === undefined ? undefined : toRow(row)
}

export function countActiveStaff(db: Database, role?: StaffRole): number {
  return role === undefined
    ? (prepare(db, 'SELECT count(*) AS n FROM staff WHERE active = 1').get() as { n: number }).n
    : (prepare(db, 'SELECT count(*) AS n FROM staff WHERE active = 1 AND role = ?').get(role) as { n: number }).n
}

export function staffNameTaken(db: Database, name: string, exceptId: number | null): boolean {
  return prepare(db, 'SELECT 1 FROM staff WHERE name = ? AND id IS NOT ?').get(name, exceptId) !== undefined
}

export function insertStaff(
  db: Database,
  member: { name: string; role: StaffRole; active: boolean; pinHash: string; at: number }
): number {
  return Number(
    prepare(db, 'INSERT INTO staff (name, role, active, pin_hash, created_at) VALUES (?, ?, ?, ?, ?)').run(
      member.name,
      member.role,
      member.active ? 1 : 0,
      member.pinHash,
      member.at
    ).lastInsertRowid
  )
}

export function updateStaff(
  db: Database,
  member: { id: number; name: string; role: StaffRole; active: boolean; pinHash: string | null }
): void {
  prepare(db, 'UPDATE staff SET name = ?, role = ?, active = ?, pin_hash = coalesce(?, pin_hash) WHERE id = ?').run(
    member.name,
    member.role,
    member.active ? 1 : 0,
    member.pinHash,
    member.id
  )
}

export function setStaffPinHash(db: Database, id: number, pinHash: string): void {
  prepare(db, 'UPDATE staff SET pin_hash = ? WHERE id = ?').run(pinHash, id)
}
