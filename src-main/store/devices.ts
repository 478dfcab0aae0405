import type { Database } from 'better-sqlite3'
import { prepare } from './prepare'
import type { Device } from '../model/lan'
import type { DeviceRole } from './vocabulary'

export interface DeviceRow extends Omit<Device, 'queueHands'> {
  queueHands: 0 | 1
  printedCard: 0 | 1
  tokenHash: Buffer
  revokedAt: number | null
}

const COLUMNS = `id, name, role, table_id AS tableId, paired_at AS pairedAt, confirmed_at AS confirmedAt,
  queue_hands AS queueHands, printed_card AS printedCard, last_seen_at AS lastSeenAt,
  token_hash AS tokenHash, revoked_at AS revokedAt`

export function insertDevice(
  db: Database,
  device: {
    name: string
    role: DeviceRole
    tableId: number | null
    tokenHash: Buffer
    at: number
    confirmedAt: number | null
    queueHands: boolean
    printedCard: boolean
  }
): number {
  const { lastInsertRowid } = prepare(
    db,
    `INSERT INTO devices (name, role, table_id, token_hash, paired_at, confirmed_at, queue_hands, printed_card)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(
    device.name,
    device.role,
    device.tableId,
    device.tokenHash,
    device.at,
    device.confirmedAt,
    device.queueHands ? 1 : 0,
    device.printedCard ? 1 : 0
  )
  return Number(lastInsertRowid)
}

export function getDeviceRow(db: Database, id: number): DeviceRow | undefined {
  return prepare(db, `SELECT ${COLUMNS} FROM devices WHERE id = ?`).get(id) as DeviceRow | undefined
}

export function listDeviceRows(db: Database): DeviceRow[] {
  return prepare(db, `SELECT ${COLUMNS} FROM devices WHERE revoked_at IS NULL ORDER BY id`).all() as DeviceRow[]
}

/** The table's printed display card still in use, if any. */
export function printedCardIds(db: Database, tableId: number): number[] {
  return (
    prepare(db, 'SELECT id FROM devices WHERE table_id = ? AND printed_card = 1 AND revoked_at IS NULL').all(
      tableId
    ) as { id: number }[]
  ).map((row) => row.id)
}

export function markDeviceSeen(db: Database, id: number, at: number): void {
  prepare(db, 'UPDATE devices SET last_seen_at = ? WHERE id = ?').run(at, id)
}

export function confirmDeviceRow(db: Database, id: number, at: number): boolean {
  return (
    prepare(db, 'UPDATE devices SET confirmed_at = ? WHERE id = ? AND revoked_at IS NULL AND confirmed_at IS NULL').run(
      at,
      id
    ).changes === 1
  )
}

export function revokeDeviceRow(db: Database, id: number, at: number): boolean {
  return prepare(db, 'UPDATE devices SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at, id).changes === 1
}

export function sessionOfHand(db: Database, handId: number): number | null {
  const row = prepare(db, 'SELECT session_id FROM hands WHERE id = ?').get(handId) as { session_id: number } | undefined
  return row?.session_id ?? null
}
