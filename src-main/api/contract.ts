/**
 * The one API of the app: every method's name and its zod input schema (result types: ./types).
 */
import { z } from 'zod'
import { isVariantId, type VariantId } from '../scoring'
import { DEVICE_ROLES, STAFF_ROLES } from '../store/vocabulary'
import { PIN_PATTERN } from '../services/staff/pin'
import { ACCOUNT_SORTS } from '../services/parlor/accountSorts'
import { PICKED_JOB_KINDS } from '../services/jobs/kinds'
import { WALL_TIME_PATTERN } from '../services/time/wallTime'
import { sessionRules } from '../services/dataSchemas'
import { cents, saying, shortText } from '../store/codecs/fields'
import { storedRatePlan } from '../store/codecs/ratePlan'
import {
  clubSettings,
  feePayer,
  idleLockMinutesSchema,
  lanConfigSchema,
  parlorSettings,
  tenderName
} from '../store/codecs/settings'

const id = z.number().int().positive()
/** What POST /api/uploads answered (its shape is checked by the uploads, which know no other ids). */
const uploadId = z.string().max(100)

const playerFields = {
  name: shortText(40),
  nickname: shortText(40).default(''),
  phone: shortText(30).default(''),
  note: shortText(500).default(''),
  allowDuplicate: z.boolean().default(false)
}

const requestId = z.uuid()
/** The hand's `version` as the client read it: a hand changed since is not overwritten (HAND_CHANGED). */
const handVersion = z.string().min(1).max(64)
const deviceRole = z.enum(DEVICE_ROLES)
const seat = z.number().int().min(0).max(3)
/** One of the engine's registered variants (checked when called, so the registry is the one list). */
const variant = z.custom<VariantId>(isVariantId, saying('没有这种玩法', 'Unknown variant'))
const MAX_JSON = 20_000
const fitsInJson = (value: unknown) => JSON.stringify(value).length <= MAX_JSON
const tooLarge = { message: 'too large' }

/** Engine options are checked against the catalog by the engine itself; here only their shape. */
const engineOptions = z.record(z.string().max(40), z.json()).refine(fitsInJson, tooLarge)

const handDraft = z
  .object({
    events: z
      .array(z.looseObject({ type: z.string().max(30) }))
      .min(1)
      .max(40),
    supporters: z
      .array(z.object({ playerId: id, seat }).strict())
      .max(16)
      .default([])
  })
  .strict()
  .refine(fitsInJson, tooLarge)

const signedCents = z.number().int().min(-100_000_000).max(100_000_000)
/** A rate plan as saved: each add-on once (else it would be charged twice). */
const ratePlan = storedRatePlan.refine(
  (plan) => new Set(plan.addOns.map((addOn) => addOn.name.trim())).size === plan.addOns.length,
  { path: ['addOns'], ...saying('同一计费方案里的附加项名称不能重复', 'An add-on name appears twice in the plan') }
)

/** How many of a good: received, counted or sold at once. */
const stockQuantity = z.number().int().min(0).max(100_000)
/** A business day, 2026-11-23. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** A top-up or a refund: money over the counter, with its tender (none: the parlor's first). */
const counterMove = z
  .object({ playerId: id, cents, note: shortText(200).default(''), tender: tenderName.optional() })
  .strict()
const sessionInput = z
  .object({
    title: shortText(60).default(''),
    variant,
    options: engineOptions.default({}),
    playerIds: z.array(id).min(2).max(4),
    backerPlayerIds: z.array(id).max(12).default([]),
    firstDealer: seat,
    rules: sessionRules
  })
  .strict()

/** How a parlor table is to settle: who goes to the account, and who pays the time fee. */
const parlorSettling = z.object({
  sessionId: id,
  toAccount: z.array(seat).max(4).default([]),
  toAccountPlayers: z.array(id).max(8).default([]),
  feePayer: feePayer.optional(),
  /** Each cash person's tender (none given: the parlor's first). */
  tenders: z
    .array(z.object({ playerId: id, tender: tenderName }).strict())
    .max(8)
    .default([])
})

/** A PIN: 4 to 8 digits. */
const pin = z.string().regex(PIN_PATTERN, saying('PIN 是 4 到 8 位数字', 'A PIN is 4 to 8 digits'))
/** An owner's PIN entered on the spot (授权), sent with the call as `ownerGrant` (api/gateway). */
export const ownerGrantSchema = z.object({ staffId: id, pin }).strict()
/** An owner's PIN entered on the spot, sent along with the call it authorises. */
export type OwnerGrant = z.output<typeof ownerGrantSchema>
/** An amount per tender: a shift's float or what was counted at its close. */
const perTender = z
  .array(z.object({ tender: tenderName, cents }).strict())
  .max(12)
  .refine(
    (rows) => new Set(rows.map((row) => row.tender)).size === rows.length,
    saying('支付方式重复', 'A tender is listed twice')
  )
const businessDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const inputSchemas = {
  'app.info': z.object({}).strict(),
  'app.warnings': z.object({}).strict(),
  'players.list': z
    .object({
      query: shortText(100).default(''),
      includeArchived: z.boolean().default(false),
      limit: z.number().int().min(1).max(1000).default(200)
    })
    .strict(),
  'players.create': z.object(playerFields).strict(),
  'players.createGuest': z.object({ name: shortText(40).default('') }).strict(),
  'players.discardGuest': z.object({ id }).strict(),
  'players.update': z.object({ id, ...playerFields }).strict(),
  'players.openTables': z.object({ id }).strict(),
  'players.archive': z.object({ id }).strict(),
  'players.restore': z.object({ id }).strict(),
  'settings.get': z.object({}).strict(),
  'settings.update': clubSettings.partial().strict(),
  'backups.list': z.object({}).strict(),
  'backups.create': z.object({}).strict(),
  'backups.restorePreview': z.object({ file: shortText(200) }).strict(),
  // a backup in the backup folder (at the window), or one a paired desk uploaded (POST /api/uploads)
  'backups.restore': z
    .object({ file: shortText(200).optional(), upload: uploadId.optional() })
    .strict()
    .refine(
      (input) => (input.file === undefined) !== (input.upload === undefined),
      saying('请给出备份文件或上传的文件，只给一个', 'Name a backup file or an upload, one of them')
    ),
  'backups.pickFolder': z.object({}).strict(),
  'audit.list': z
    .object({
      sessionId: id.optional(),
      staffId: id.optional(),
      entity: shortText(20).optional(),
      businessDay: businessDay.optional(),
      limit: z.number().int().min(1).max(1000).default(200)
    })
    .strict(),
  'catalog.get': z.object({}).strict(),
  'presets.list': z.object({}).strict(),
  'presets.save': z
    .object({
      name: shortText(40),
      variant,
      seats: z.number().int().min(2).max(4),
      options: engineOptions,
      rules: sessionRules
    })
    .strict(),
  'presets.delete': z.object({ id }).strict(),
  'sessions.create': sessionInput,
  'sessions.get': z.object({ id }).strict(),
  'sessions.overview': z.object({ id }).strict(),
  'sessions.list': z
    .object({
      status: z.enum(['open', 'closed']).optional(),
      /** The business days the tables started in, both included. */
      fromDay: day.optional(),
      toDay: day.optional(),
      limit: z.number().int().min(1).max(200).default(50),
      offset: z.number().int().min(0).max(10_000_000).default(0)
    })
    .strict(),
  'sessions.close': z.object({ id }).strict(),
  'sessions.reopen': z.object({ id }).strict(),
  /** Voids an open table opened by mistake: audited, kept, out of the records. */
  'sessions.void': z.object({ id }).strict(),
  /** Hands a seat to another player from the next hand on; the hands so far stay with the old one. */
  'sessions.handOver': z.object({ sessionId: id, seat: z.number().int(), playerId: id }).strict(),
  /** Takes back a seat's last handover while no hand was recorded after it. */
  'sessions.takeBackHandover': z.object({ sessionId: id, seat: z.number().int() }).strict(),
  /** With `handId`: the draft scored in that earlier hand's place (its dealer and streak). */
  'hands.preview': z.object({ sessionId: id, hand: handDraft, handId: id.optional() }).strict(),
  /** `requestId`: made once per draft by the client; a repeated request gets the first answer. */
  'hands.add': z.object({ sessionId: id, requestId, hand: handDraft }).strict(),
  'hands.edit': z.object({ handId: id, version: handVersion, requestId, hand: handDraft }).strict(),
  'hands.delete': z.object({ handId: id, version: handVersion }).strict(),
  'hands.undo': z.object({ sessionId: id }).strict(),
  'hands.redo': z.object({ sessionId: id }).strict(),
  // the table-hands queue: a tablet sends, the desk accepts (recorded as hands.add) or returns
  'handQueue.send': z.object({ sessionId: id, requestId, hand: handDraft }).strict(),
  'handQueue.list': z.object({}).strict(),
  'handQueue.table': z.object({ sessionId: id }).strict(),
  'handQueue.accept': z.object({ id }).strict(),
  'handQueue.return': z.object({ id, reason: z.string().trim().min(1).max(200) }).strict(),
  // club records
  'stats.player': z.object({ playerId: id }).strict(),
  'stats.leaderboard': z
    .object({
      fromDay: day.optional(),
      toDay: day.optional(),
      variant: variant.optional(),
      orderBy: z.enum(['points', 'money', 'winRate', 'sessions']).default('points'),
      minSessions: z.number().int().min(0).max(1_000_000).default(0),
      limit: z.number().int().min(1).max(1000).default(100)
    })
    .strict(),
  'history.list': z
    .object({
      fromDay: day.optional(),
      toDay: day.optional(),
      playerId: id.optional(),
      variant: variant.optional(),
      page: z.number().int().min(1).max(1_000_000).default(1),
      pageSize: z.number().int().min(1).max(200).default(50)
    })
    .strict(),
  'export.sessionCsv': z.object({ sessionId: id }).strict(),
  'export.sessionXlsx': z.object({ sessionId: id }).strict(),
  'jobs.start': z
    .object({ kind: z.enum(PICKED_JOB_KINDS), upload: uploadId.optional() })
    .strict()
    .refine(
      (input) => input.upload === undefined || input.kind === 'importJson',
      saying('只有导入读取上传的文件', 'Only an import reads an upload')
    ),
  'jobs.list': z.object({}).strict(),
  'jobs.cancel': z.object({ id }).strict(),
  // the parlor: tables, rate plans, clocks, member accounts, reports
  'parlor.settings.get': z.object({}).strict(),
  'parlor.settings.update': parlorSettings.partial().strict(),
  'parlor.ratePlans.list': z.object({}).strict(),
  'parlor.ratePlans.save': z.object({ id: id.optional(), name: shortText(30), plan: ratePlan }).strict(),
  'parlor.ratePlans.delete': z.object({ id }).strict(),
  'parlor.tables.list': z.object({}).strict(),
  'parlor.tables.save': z
    .object({
      id: id.optional(),
      name: shortText(30),
      kind: z.enum(['hall', 'room']),
      ratePlanId: id.nullable(),
      position: z.number().int().min(0).max(10_000).default(0)
    })
    .strict(),
  'parlor.tables.delete': z.object({ id }).strict(),
  'parlor.open': z
    .object({
      session: sessionInput,
      tableId: id,
      feePayer,
      addOns: z.array(shortText(20)).max(8).default([]),
      /** The booking whose guests sit down: it is marked seated with the session. */
      bookingId: id.optional()
    })
    .strict(),
  'parlor.clock.get': z.object({ sessionId: id }).strict(),
  'parlor.clock.pause': z.object({ sessionId: id }).strict(),
  'parlor.clock.resume': z.object({ sessionId: id }).strict(),
  'parlor.preview': parlorSettling.strict(),
  'parlor.close': parlorSettling
    .extend({
      confirmOverLimit: z.boolean().default(false),
      confirmTime: z
        .array(z.enum(['longFee', 'beforeOpening']))
        .max(2)
        .default([])
    })
    .strict(),
  'parlor.money': z.object({ sessionId: id }).strict(),
  'parlor.floor': z.object({}).strict(),
  'accounts.list': z
    .object({ query: shortText(100).default(''), sort: z.enum(ACCOUNT_SORTS).default('debt') })
    .strict(),
  'accounts.get': z.object({ playerId: id }).strict(),
  'accounts.topUp': counterMove,
  'accounts.refund': counterMove,
  'accounts.adjust': z
    .object({
      playerId: id,
      cents: signedCents,
      reason: shortText(200),
      /** The owner confirmed that a charge may take the account past its credit limit. */
      confirmOverLimit: z.boolean().default(false)
    })
    .strict(),
  'accounts.transfer': z
    .object({
      fromId: id,
      toId: id,
      cents,
      note: shortText(200).default(''),
      /** The host confirmed that the payer's account may pass its credit limit. */
      confirmOverLimit: z.boolean().default(false)
    })
    .strict(),
  'accounts.reverse': z
    .object({
      entryId: id,
      reason: shortText(200),
      /** The owner confirmed that the reversal may take an account past its credit limit. */
      confirmOverLimit: z.boolean().default(false)
    })
    .strict(),
  'accounts.setCreditLimit': z.object({ playerId: id, cents }).strict(),
  'accounts.statement': z.object({ playerId: id, fromDay: day, toDay: day }).strict(),
  'accounts.bonusRules.get': z.object({}).strict(),
  'accounts.bonusRules.save': z
    .object({
      rules: z.array(z.object({ minCents: cents.min(1), bonusCents: cents }).strict()).max(20),
      /** The host confirmed rules that give more than the top-up (see accounts.saveBonusRules). */
      confirmHighBonus: z.boolean().default(false)
    })
    .strict(),
  'receipts.get': z.object({ id }).strict(),
  'reports.parlor': z.object({ period: shortText(10) }).strict(),
  'reports.parlorXlsx': z.object({ period: shortText(10), locale: z.enum(['zh-CN', 'en']) }).strict(),
  // the LAN: a table's display, paired devices, the server (see docs/LAN.md)
  'display.table': z.object({ tableId: id }).strict(),
  'devices.list': z.object({}).strict(),
  /** A one-time code for the next device, granting this role (and table, for a tablet or display). */
  'devices.pair': z
    .object({ role: deviceRole, tableId: id.nullable().default(null), queueHands: z.boolean().default(false) })
    .strict(),
  /** The desk lets a device that writes (a tablet, a second desk) work; refusing it is devices.revoke. */
  'devices.confirm': z.object({ id }).strict(),
  'devices.revoke': z.object({ id }).strict(),
  'lan.status': z.object({}).strict(),
  'lan.configure': lanConfigSchema,
  /** A printed display card (QR) for every table; printing again replaces the old cards. */
  'lan.tableCards': z.object({}).strict(),
  // staff (PIN pad, roles) and shifts (交班)
  'staff.list': z.object({}).strict(),
  'staff.current': z.object({}).strict(),
  'staff.signIn': z.object({ staffId: id, pin }).strict(),
  'staff.signOut': z.object({}).strict(),
  'staff.save': z
    .object({
      id: id.optional(),
      name: shortText(20).trim().min(1),
      role: z.enum(STAFF_ROLES),
      active: z.boolean().default(true),
      pin: pin.optional()
    })
    .strict(),
  'staff.configure': z.object({ idleLockMinutes: idleLockMinutesSchema }).strict(),
  'shifts.current': z.object({}).strict(),
  'shifts.open': z.object({ floats: perTender }).strict(),
  'shifts.close': z.object({ counted: perTender, reason: shortText(200).default(''), pin: pin.optional() }).strict(),
  'shifts.get': z.object({ id }).strict(),
  'shifts.list': z.object({ businessDay }).strict(),
  // bookings (预约): wall times of the parlor's clock, 2026-11-26T20:00
  'bookings.list': z.object({ fromDay: day, toDay: day }).strict(),
  'bookings.upcoming': z.object({}).strict(),
  'bookings.suggestedSpan': z.object({}).strict(),
  'bookings.save': z
    .object({
      id: id.optional(),
      tableId: id,
      start: z.string().regex(WALL_TIME_PATTERN),
      end: z.string().regex(WALL_TIME_PATTERN),
      name: shortText(40).trim().min(1),
      phone: shortText(30).default(''),
      note: shortText(200).default('')
    })
    .strict(),
  'bookings.cancel': z.object({ id }).strict(),
  // goods (商品): the catalogue, its stock ledger and sales over the counter
  'goods.list': z.object({}).strict(),
  'goods.save': z
    .object({
      id: id.optional(),
      name: shortText(40).trim().min(1),
      category: shortText(20).default(''),
      priceCents: cents,
      costCents: cents.nullable().default(null),
      unit: shortText(10).default(''),
      lowStock: stockQuantity.nullable().default(null),
      onSale: z.boolean().default(true)
    })
    .strict(),
  'goods.receive': z.object({ goodsId: id, quantity: stockQuantity.min(1), note: shortText(200).default('') }).strict(),
  'goods.count': z.object({ goodsId: id, counted: stockQuantity, note: shortText(200).default('') }).strict(),
  'goods.sell': z.object({ goodsId: id, quantity: stockQuantity.min(1), tender: tenderName.optional() }).strict(),
  'goods.sellToAccount': z
    .object({
      goodsId: id,
      quantity: stockQuantity.min(1),
      playerId: id,
      /** The host confirmed that the account may pass its credit limit. */
      confirmOverLimit: z.boolean().default(false)
    })
    .strict(),
  'goods.voidSale': z.object({ saleId: id, reason: shortText(200).trim().min(1) }).strict(),
  'parlor.sellGoods': z
    .object({ goodsId: id, quantity: stockQuantity.min(1), sessionId: id, payerId: id.nullable() })
    .strict(),
  'parlor.tableGoods': z.object({ sessionId: id }).strict(),
  'goods.latestSales': z.object({}).strict(),
  'goods.stockReport': z.object({}).strict(),
  'bookings.noShow': z.object({ id }).strict()
} as const

/** The body of `POST /api/pair`: the code the desk showed and the device's name. */
export const pairRequestSchema = z.object({ code: z.string().regex(/^\d{6}$/), name: shortText(40).min(1) }).strict()

/** What a handler receives after parsing. */
/** The name of an API method. */
export type Method = keyof typeof inputSchemas

export type ParsedInput<M extends keyof typeof inputSchemas> = z.output<(typeof inputSchemas)[M]>

/** What `window.api.print` sends; checked by the print handler (printing.ts). */
export const printRequestSchema = z
  .object({
    paper: z.enum(['a4', 'receipt80']),
    target: z.enum(['printer', 'pdf']),
    /** Height of the printed content; a receipt strip is as long as its content. */
    contentHeightMm: z.number().min(10).max(5000),
    fileName: z
      .string()
      .max(120)
      .regex(/^[^/\\]+\.pdf$/)
  })
  .strict()
