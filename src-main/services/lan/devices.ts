import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { writeAudit } from '../../store/audit'
import {
  confirmDeviceRow,
  getDeviceRow,
  insertDevice,
  listDeviceRows,
  markDeviceSeen,
  revokeDeviceRow,
  type DeviceRow
} from '../../store/devices'
import type { DeviceRole } from '../../store/vocabulary'
import { requireTable } from '../parlor/setup'
import type { Device } from '../../model/lan'

/** What a device is granted when its pairing code is made. */
export interface DeviceGrant {
  role: DeviceRole
  tableId: number | null
  /** A table's tablet: its hands wait in the desk's queue (接受 / 退回). */
  queueHands?: boolean
  /** A table's printed display card (its QR holds the token). */
  printedCard?: true
  /** Confirmed where the code was made (the terminal of `npm run serve`): no desk prompt. */
  confirmed?: true
}

/** A device that writes waits for the desk's confirmation after pairing; a display only reads. */
const needsConfirmation = (role: DeviceRole): boolean => role !== 'display'

/** 256 random bits; the token is `<device id>.<secret>`, only the secret's SHA-256 is stored. */
const SECRET_BYTES = 32
/** Last-seen is written at most this often per device, not on every request. */
const SEEN_EVERY_MS = 30_000

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest()
}

function toDevice({
  tokenHash: _hash,
  revokedAt: _revoked,
  printedCard: _card,
  queueHands,
  ...device
}: DeviceRow): Device {
  return { ...device, queueHands: queueHands === 1 }
}

export function checkGrant(db: Database, grant: DeviceGrant): void {
  if ((grant.role === 'desk') !== (grant.tableId === null)) {
    throw new AppError(
      'DEVICE_SCOPE',
      '桌台平板和桌台显示屏要选一张桌台；前台设备不选桌台。',
      'A table tablet or display needs a table; a desk device has none.'
    )
  }
  if (grant.queueHands && grant.role !== 'table') {
    throw new AppError(
      'DEVICE_SCOPE',
      '只有桌台平板会记分，只有它的牌局才能送前台接受。',
      'Only a table tablet enters hands: only its hands can wait for the desk.'
    )
  }
  if (grant.tableId !== null) requireTable(db, grant.tableId)
}

/** Registers a device that redeemed a pairing code; the token is returned once and never stored. */
export function registerDevice(
  db: Database,
  grant: DeviceGrant,
  name: string,
  at: number
): { device: Device; token: string } {
  checkGrant(db, grant)
  const secret = randomBytes(SECRET_BYTES).toString('base64url')
  return db.transaction(() => {
    const confirmedAt = grant.confirmed || !needsConfirmation(grant.role) ? at : null
    const id = insertDevice(db, {
      name,
      role: grant.role,
      tableId: grant.tableId,
      tokenHash: hashSecret(secret),
      at,
      confirmedAt,
      queueHands: grant.queueHands === true,
      printedCard: grant.printedCard === true
    })
    const device = toDevice(getDeviceRow(db, id)!)
    writeAudit(db, { entity: 'device', entityId: id, action: 'pair', after: device })
    return { device, token: `${id}.${secret}` }
  })()
}

/** The device a token belongs to, or null for a malformed, unknown or revoked token (compared in constant time). */
export function deviceOfToken(db: Database, token: string, at: number): Device | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const row = getDeviceRow(db, Number(match[1]))
  if (!row || row.revokedAt !== null) return null
  if (!timingSafeEqual(hashSecret(match[2]), row.tokenHash)) return null
  if (row.lastSeenAt === null || at - row.lastSeenAt >= SEEN_EVERY_MS) markDeviceSeen(db, row.id, at)
  return toDevice(row)
}

export function listDevices(db: Database): Device[] {
  return listDeviceRows(db).map(toDevice)
}

const deviceNotFound = (id: number) =>
  new AppError('DEVICE_NOT_FOUND', `找不到编号为 ${id} 的设备。`, `No paired device ${id}.`)

/** The desk lets a device that writes do so; its event stream is told (LanHost.confirmDevice). */
export function confirmDevice(db: Database, id: number, at: number): Device {
  return db.transaction(() => {
    const row = getDeviceRow(db, id)
    if (!row || row.revokedAt !== null) throw deviceNotFound(id)
    if (!confirmDeviceRow(db, id, at)) {
      throw new AppError(
        'DEVICE_CONFIRMED',
        `设备“${row.name}”已经确认过了。`,
        `Device "${row.name}" is already confirmed.`
      )
    }
    const device = toDevice(getDeviceRow(db, id)!)
    writeAudit(db, { entity: 'device', entityId: id, action: 'confirm', after: device })
    return device
  })()
}

export function revokeDevice(db: Database, id: number, at: number): void {
  db.transaction(() => {
    const row = getDeviceRow(db, id)
    if (!row || !revokeDeviceRow(db, id, at)) {
      throw deviceNotFound(id)
    }
    writeAudit(db, { entity: 'device', entityId: id, action: 'revoke', before: toDevice(row) })
  })()
}
