import type { HandResult } from '../scoring/types'
import type { ApiError } from '../errors'
import type { HandDraft, HandView } from './sessions'
import type { ClockView } from './parlor'
import type { DeviceRole } from '../store/vocabulary'

/** Derived from the runtime list that the store checks against (it stays next to it). */
export type { DeviceRole }

/** A paired device as the desk lists it. */
export interface Device {
  id: number
  name: string
  role: DeviceRole
  /** The one parlor table a table or display device sees; null for a desk. */
  tableId: number | null
  pairedAt: number
  /** When the desk confirmed a device that writes (a display needs none); null: waiting, it may do nothing yet. */
  confirmedAt: number | null
  /** A table's tablet whose hands wait in the desk's queue (接受 / 退回) instead of going straight in. */
  queueHands: boolean
  lastSeenAt: number | null
}

/** A waiting hand with what it would do now: the preview, or why it would be refused. */
export interface PendingHand extends QueuedHand {
  seatNames: string[]
  preview: HandResult | null
  problem: ApiError | null
}

/** A hand in the queue as the desk and the tablet see it. */
export interface QueuedHand {
  id: number
  sessionId: number
  tableName: string | null
  deviceName: string
  draft: HandDraft
  status: QueuedHandStatus
  /** Why the desk returned it (shown on the tablet). */
  reason: string | null
  handId: number | null
  sentAt: number
  decidedAt: number | null
}

/** One table's printed card: its QR opens that table's live display (read-only) without pairing. */
export interface TableCard {
  tableId: number
  tableName: string
  url: string
}

/** What a table's display (a TV or a phone) shows: the table's running session, or none. */
export interface TableDisplay {
  tableId: number
  tableName: string
  /** The parlor's currency sign, for the money. */
  currency: string
  session: {
    id: number
    title: string
    variant: string
    seats: DisplaySeat[]
    dealer: number
    dealerStreak: number
    handCount: number
    lastHand: Pick<HandView, 'seq' | 'result' | 'seatNames'> | null
  } | null
  clock: ClockView | null
}

export interface LanStatus extends LanConfig {
  running: boolean
  /** The address devices open (also in the pairing QR), when running. */
  url: string | null
  /** This machine's IPv4 addresses to choose from. */
  interfaces: { name: string; address: string }[]
  /** False when the server runs headless: its address comes from the command line. */
  configurable: boolean
  /** Why the server could not start (e.g. the port is taken), in both languages. */
  problem: { messageZh: string; messageEn: string } | null
}

/** A code for the next device to pair with, and the address to open (shown as a QR). */
export interface PairingOffer {
  code: string
  expiresAt: number
  url: string
}

export type QueuedHandStatus = 'pending' | 'accepted' | 'returned'

/** One seat as a table's display shows it: no phone, no account, no balance. */
export interface DisplaySeat {
  name: string
  points: number
  /** Money so far at the session's point value, in cents, before fees. */
  moneyCents: number
}

export interface LanConfig {
  enabled: boolean
  /** The address to listen on: one interface's, or 0.0.0.0 for all. */
  host: string
  port: number
}
