/**
 * The JSON backup: every table's rows as stored, with the app and schema version that wrote them.
 * The summary tables are left out: triggers rebuild them from these rows.
 */
import { z } from 'zod'
import { parseJsonText } from '../store/codecs/jsonText'
import { storedRatePlan } from '../store/codecs/ratePlan'
import { utcOffsetMinutes } from './dataSchemas'
import { LEDGER_KINDS, STAFF_ROLES } from '../store/vocabulary'

export const BACKUP_APP = 'queji-mahjong-ledger'
export const BACKUP_FORMAT = 1

const id = z.number().int().positive()
const count = z.number().int().min(0)
const flag = z.union([z.literal(0), z.literal(1)])
const instant = z.iso.datetime()
const text = z.string()
const cents = z.number().int()
const epochMs = z.number().int()

function jsonText(shape: z.ZodType = z.json()) {
  return text.refine((value) => {
    const parsed = parseJsonText(value)
    return parsed !== undefined && shape.safeParse(parsed.value).success
  }, 'not the JSON expected here')
}

const handInput = z.looseObject({ seats: z.number().int(), events: z.array(z.looseObject({ type: text })) })
const handResult = z.looseObject({ deltas: z.array(z.number()), transfers: z.array(z.unknown()) })

/** In the order they are written back: a row's references are written before it. */
export const TABLE_ROWS = {
  settings: z.object({ key: text, value: jsonText() }).strict(),
  players: z
    .object({
      id,
      name: text,
      nickname: text,
      phone: text,
      note: text,
      initials: text,
      is_guest: flag,
      archived_at: instant.nullable(),
      created_at: instant,
      updated_at: instant
    })
    .strict(),
  rule_presets: z
    .object({
      id,
      name: text,
      variant: text,
      seats: z.number().int().min(2).max(4),
      options: jsonText(),
      session_options: jsonText(),
      created_at: instant
    })
    .strict(),
  staff: z
    .object({
      id,
      name: text,
      role: z.enum(STAFF_ROLES),
      pin_hash: z.string().regex(/^[0-9a-f]{96}$/),
      active: flag,
      created_at: epochMs
    })
    .strict(),
  rate_plans: z.object({ id, name: text, plan: jsonText(storedRatePlan), archived: flag }).strict(),
  parlor_tables: z
    .object({
      id,
      name: text,
      kind: z.enum(['hall', 'room']),
      rate_plan_id: id.nullable(),
      position: z.number().int(),
      archived: flag
    })
    .strict(),
  table_sessions: z
    .object({
      id,
      title: text,
      variant: text,
      seats: z.number().int().min(2).max(4),
      options: jsonText(),
      session_options: jsonText(),
      first_dealer: count,
      status: z.enum(['open', 'closed']),
      settlement: jsonText().nullable(),
      started_at: instant,
      closed_at: instant.nullable(),
      voided_at: instant.nullable().default(null)
    })
    .strict(),
  // Hands go before seats: the seats' triggers then summarise each session once.
  hands: z
    .object({
      id,
      session_id: id,
      seq: id,
      input: jsonText(handInput),
      result: jsonText(handResult),
      engine_version: text,
      deleted: flag,
      created_at: instant,
      updated_at: instant
    })
    .strict(),
  session_seats: z.object({ session_id: id, seat: z.number().int().min(0).max(3), player_id: id }).strict(),
  session_spectators: z.object({ session_id: id, player_id: id }).strict(),
  // After the seats: each handover's trigger splits its seat's record row.
  seat_handovers: z
    .object({ session_id: id, seat: z.number().int().min(0).max(3), after_seq: count, player_id: id, at: instant })
    .strict(),
  table_clocks: z
    .object({
      session_id: id,
      table_id: id,
      plan: jsonText(storedRatePlan).nullable(),
      utc_offset: utcOffsetMinutes,
      fee_payer: z.enum(['even', 'winners', 'biggestWinner']),
      started_at: epochMs,
      stopped_at: epochMs.nullable(),
      fee_cents: cents.nullable(),
      fee: jsonText().nullable(),
      time_zone: text.nullable()
    })
    .strict(),
  clock_pauses: z.object({ session_id: id, paused_at: epochMs, resumed_at: epochMs.nullable() }).strict(),
  bookings: z
    .object({
      id,
      table_id: id,
      starts_at: epochMs,
      ends_at: epochMs,
      name: text,
      phone: text,
      note: text,
      status: z.enum(['booked', 'seated', 'noShow', 'cancelled']),
      session_id: id.nullable(),
      created_at: epochMs
    })
    .strict(),
  goods: z
    .object({
      id,
      name: text,
      category: text,
      price_cents: count,
      cost_cents: count.nullable(),
      unit: text,
      low_stock: count.nullable(),
      on_sale: flag
    })
    .strict(),
  goods_sales: z
    .object({
      id,
      goods_id: id,
      at: epochMs,
      quantity: id,
      unit_price_cents: count,
      tender: text,
      session_id: id.nullable().default(null),
      payer_id: id.nullable().default(null)
    })
    .strict(),
  // In id order: a void comes after the sale row it reverses.
  stock_ledger: z
    .object({
      id,
      goods_id: id,
      at: epochMs,
      kind: z.enum(['received', 'counted', 'sale', 'void']),
      quantity: z.number().int(),
      sale_id: id.nullable(),
      reverses_id: id.nullable(),
      note: text
    })
    .strict(),
  account_limits: z.object({ player_id: id, credit_limit_cents: count }).strict(),
  bonus_rules: z.object({ min_cents: id, bonus_cents: count }).strict(),
  receipts: z
    .object({
      id,
      kind: z.enum(['topup', 'refund', 'transfer']),
      player_id: id,
      at: epochMs,
      cents,
      bonus_cents: cents,
      note: text,
      tender: text
    })
    .strict(),
  // Written in id order, so a reversal comes after the row it reverses; the balances follow by trigger.
  account_ledger: z
    .object({
      id,
      player_id: id,
      at: epochMs,
      kind: z.enum(LEDGER_KINDS),
      amount_cents: cents,
      session_id: id.nullable(),
      receipt_id: id.nullable(),
      reverses_id: id.nullable(),
      note: text,
      sale_id: id.nullable().default(null)
    })
    .strict(),
  seat_money: z
    .object({
      session_id: id,
      seat: z.number().int().min(0).max(3).nullable(),
      // A seat's person, or a backer (no seat).
      party_key: z.string().regex(/^(seat:[0-3](@\d+)?|p\d+)$/),
      player_id: id,
      mode: z.enum(['cash', 'account']),
      net_cents: cents,
      fee_cents: cents,
      goods_cents: count.default(0),
      balance_before: cents.nullable(),
      balance_after: cents.nullable(),
      closed_at: epochMs,
      tender: text.nullable()
    })
    .strict(),
  audit_log: z
    .object({
      id,
      at: instant,
      entity: text,
      entity_id: z.number().int().nullable(),
      session_id: z.number().int().nullable(),
      action: text,
      before: jsonText().nullable(),
      after: jsonText().nullable(),
      staff_id: id.nullable(),
      device_id: id.nullable(),
      granted_by: id.nullable()
    })
    .strict(),
  shifts: z
    .object({
      id,
      staff_id: id.nullable(),
      opened_at: epochMs,
      floats: jsonText(),
      closed_at: epochMs.nullable(),
      closed_by: id.nullable(),
      expected: jsonText().nullable(),
      counted: jsonText().nullable(),
      reason: text
    })
    .strict()
}

/**
 * Stored tables the backup leaves out: summaries the triggers rebuild from the rows above, and the
 * request ids of open tables' hand changes (a retry is never sent to another database).
 */
export const DERIVED_TABLES = ['hand_records', 'session_players', 'account_balances', 'hand_requests']
/**
 * Paired LAN devices and the hands their tablets queued belong to the machine that paired them: a
 * backup never carries their tokens; nor does it carry the desk's wrong-PIN counts and lockouts.
 */
export const MACHINE_TABLES = ['devices', 'hand_queue', 'pin_failures']

export type TableName = keyof typeof TABLE_ROWS
export const TABLE_NAMES = Object.keys(TABLE_ROWS) as TableName[]

export function backupDocument(schemaVersion: number) {
  return z
    .object({
      app: z.literal(BACKUP_APP),
      format: z.literal(BACKUP_FORMAT),
      schemaVersion: z.literal(schemaVersion),
      exportedAt: instant,
      tables: z
        .object(
          Object.fromEntries(TABLE_NAMES.map((name) => [name, z.array(TABLE_ROWS[name])])) as {
            [T in TableName]: z.ZodArray<(typeof TABLE_ROWS)[T]>
          }
        )
        .strict()
    })
    .strict()
}

export type BackupDocument = z.output<ReturnType<typeof backupDocument>>
