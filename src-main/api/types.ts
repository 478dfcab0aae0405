/**
 * The data the API carries: every method's result type, and the types of the data inside them.
 * This is the renderer's only door into the main process (with the engine's catalog types), and
 * it imports it with `import type` only. The types are defined in model/ (types only, which
 * services and store import too) and gathered here.
 */
import type { z } from 'zod'
import type { Catalog, HandInput, HandResult } from '../scoring'
import type { inputSchemas, Method, OwnerGrant, ParsedInput, printRequestSchema } from './contract'

import type { ApiError } from '../errors'
export type { ApiError }
import type { ApiEvent } from './events'
import type {
  AuditAction,
  AuditEntity,
  AuditEntry,
  AuditLine,
  StaffMember,
  StaffRole,
  Shift,
  ShiftLine,
  StaffSession
} from '../model/staff'
import type { BackupFile, ImportOutcome, RestorePreview } from '../model/backup'
import type {
  SessionSummary,
  HandChange,
  HandDraft,
  HandsOutcome,
  HistoryItem,
  HistoryPage,
  HistorySeat,
  HandView,
  SeatHandover,
  SessionListItem,
  SessionView,
  SessionOverview,
  Backer,
  SessionRules,
  Settlement,
  SettlementParty,
  SettlementPayment,
  TableFee
} from '../model/sessions'
import type { JobKind, JobStage, JobState, JobView, ListedJob, PickedJobKind } from '../model/jobs'
import type { Preset, Settings } from '../model/settings'
import type {
  OpenTable,
  Player,
  LeaderboardEntry,
  PlayerProfile,
  PlayRecord,
  TrendPoint,
  TrendStep
} from '../model/players'
import type {
  AccountListItem,
  AccountMove,
  AccountSummary,
  Receipt,
  Statement,
  ClockView,
  ParlorClose,
  ParlorMoney,
  Floor,
  Booking,
  CounterSale,
  Goods,
  AccountSale,
  SaleListing,
  TableGoodsLine,
  TableSale,
  StockReport,
  TableMoney,
  ParlorReport,
  NamedRatePlan,
  ParlorTable,
  BonusRule
} from '../model/parlor'
import type { ParlorSettings } from '../model/parlorSettings'
import type { Device, PendingHand, QueuedHand, TableCard, TableDisplay, LanStatus, PairingOffer } from '../model/lan'
export type {
  ApiEvent,
  AuditAction,
  AuditEntity,
  AuditEntry,
  AuditLine,
  StaffMember,
  StaffRole,
  StaffSession,
  Shift,
  ShiftLine,
  OwnerGrant,
  Booking,
  CounterSale,
  AccountSale,
  Goods,
  BackupFile,
  Device,
  RestorePreview,
  HandChange,
  HandDraft,
  HandsOutcome,
  HandView,
  HistoryItem,
  HistoryPage,
  HistorySeat,
  ImportOutcome,
  JobKind,
  PickedJobKind,
  JobStage,
  JobState,
  JobView,
  ListedJob,
  LanStatus,
  PairingOffer,
  LeaderboardEntry,
  OpenTable,
  Player,
  PlayerProfile,
  PlayRecord,
  Preset,
  SeatHandover,
  SessionListItem,
  SessionRules,
  SessionSummary,
  SessionView,
  SessionOverview,
  Settings,
  Settlement,
  SettlementParty,
  SettlementPayment,
  Backer,
  TableDisplay,
  TableFee,
  TableMoney,
  TrendPoint,
  TrendStep
}

export interface AppInfo {
  version: string
  dbFile: string
  schemaVersion: number
}

export type PrintRequest = z.input<typeof printRequestSchema>
export interface PrintOutcome {
  done: boolean
  file?: string
}

export interface ApiOutputs {
  'app.info': AppInfo
  /** Problems found at start that did not stop the app, to show once in the window. */
  'app.warnings': ApiError[]
  'players.list': Player[]
  'players.create': Player
  'players.createGuest': Player
  'players.discardGuest': null
  'players.update': Player
  /** The open tables the player sits at (a warning before archiving them). */
  'players.openTables': OpenTable[]
  'players.archive': Player
  'players.restore': Player
  'settings.get': Settings
  'settings.update': Settings
  'backups.list': BackupFile[]
  'backups.create': BackupFile
  'backups.restorePreview': RestorePreview
  'backups.restore': JobView
  /** The folder chosen in the system's folder dialog (not yet saved), or null when cancelled. */
  'backups.pickFolder': string | null
  'audit.list': AuditLine[]
  'catalog.get': Catalog
  'presets.list': Preset[]
  'presets.save': Preset
  'presets.delete': null
  'sessions.create': SessionView
  'sessions.get': SessionView
  /** sessions.get without the hands (the settlement screen draws none): a very big table's answer stays small. */
  'sessions.overview': SessionOverview
  'sessions.list': { total: number; items: SessionListItem[] }
  'sessions.close': SessionView
  'sessions.reopen': SessionView
  'sessions.void': SessionView
  'sessions.handOver': SessionView
  'sessions.takeBackHandover': SessionView
  'hands.preview': { input: HandInput; result: HandResult }
  'hands.add': HandsOutcome
  'hands.edit': HandsOutcome
  'hands.delete': HandsOutcome
  'hands.undo': HandsOutcome & { undone: string }
  'hands.redo': HandsOutcome & { redone: string }
  // club records
  'stats.player': PlayerProfile
  'stats.leaderboard': LeaderboardEntry[]
  'history.list': HistoryPage
  'export.sessionCsv': JobView | null
  'export.sessionXlsx': JobView | null
  /** null when the host closed the file dialog without choosing. */
  'jobs.start': JobView | null
  'jobs.list': ListedJob[]
  'jobs.cancel': JobView
  // the parlor
  'parlor.settings.get': ParlorSettings
  'parlor.settings.update': ParlorSettings
  'parlor.ratePlans.list': NamedRatePlan[]
  'parlor.ratePlans.save': NamedRatePlan
  'parlor.ratePlans.delete': null
  'parlor.tables.list': ParlorTable[]
  'parlor.tables.save': ParlorTable
  'parlor.tables.delete': null
  'parlor.open': { session: SessionView; clock: ClockView }
  'parlor.clock.get': ClockView | null
  'parlor.clock.pause': ClockView
  'parlor.clock.resume': ClockView
  'parlor.preview': TableMoney
  'parlor.close': ParlorClose
  'parlor.money': ParlorMoney
  'parlor.floor': Floor
  'accounts.list': AccountListItem[]
  'accounts.get': AccountSummary
  'accounts.topUp': AccountMove
  'accounts.refund': AccountMove
  'accounts.adjust': AccountMove
  'accounts.transfer': AccountMove
  'accounts.reverse': AccountMove
  'accounts.setCreditLimit': AccountSummary
  'accounts.statement': Statement
  'accounts.bonusRules.get': BonusRule[]
  'accounts.bonusRules.save': BonusRule[]
  'receipts.get': Receipt & { player: Player; balanceAfterCents: number }
  'reports.parlor': ParlorReport
  'reports.parlorXlsx': JobView | null
  'display.table': TableDisplay
  'devices.list': Device[]
  'devices.pair': PairingOffer
  'handQueue.send': QueuedHand
  'handQueue.list': PendingHand[]
  'handQueue.table': QueuedHand[]
  'handQueue.accept': HandsOutcome & { queued: QueuedHand }
  'handQueue.return': QueuedHand
  'devices.confirm': Device
  'devices.revoke': null
  'lan.status': LanStatus
  'lan.configure': LanStatus
  'lan.tableCards': TableCard[]
  'staff.list': StaffMember[]
  'staff.current': StaffSession
  'staff.signIn': StaffSession
  'staff.signOut': StaffSession
  'staff.save': StaffMember
  'staff.configure': number
  'shifts.current': Shift | null
  'shifts.open': Shift
  'shifts.close': Shift
  'shifts.get': Shift
  'shifts.list': Shift[]
  'bookings.list': Booking[]
  'bookings.upcoming': Booking[]
  'bookings.suggestedSpan': { start: string; end: string }
  'bookings.save': Booking
  'bookings.cancel': Booking
  'bookings.noShow': Booking
  'goods.list': Goods[]
  'goods.save': Goods
  'goods.receive': Goods
  'goods.count': Goods
  'goods.sell': CounterSale
  'goods.sellToAccount': AccountSale
  'goods.voidSale': Goods
  'parlor.sellGoods': TableSale
  'parlor.tableGoods': TableGoodsLine[]
  'goods.latestSales': SaleListing[]
  'goods.stockReport': StockReport
}

export type { Method }
/** What a caller sends (defaults may be left out). */
export type ApiInput<M extends Method> = z.input<(typeof inputSchemas)[M]>
export type ApiOutput<M extends Method> = ApiOutputs[M]

/** What answers every method: its checked input in, its output (or a promise of it) out. */
export type Handlers = {
  [M in Method]: (input: ParsedInput<M>) => ApiOutput<M> | Promise<ApiOutput<M>>
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError }

/** What `POST /api/pair` answers, kept by the paired browser. */
export type PairedDevice = Device & { token: string }

/** The only thing the preload script puts on `window`. */
export interface WindowApi {
  invoke<M extends Method>(method: M, input: ApiInput<M>): Promise<ApiResult<ApiOutput<M>>>
  /** Prints or saves as PDF the page now shown (the settlement's print view). */
  print(request: PrintRequest): Promise<ApiResult<PrintOutcome>>
  /** Calls `listener` with every event of main's stream (absent in the browser harness). */
  onEvent?(listener: (event: ApiEvent) => void): void
}
