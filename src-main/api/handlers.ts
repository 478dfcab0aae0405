import type { AppContext, HostDialogs } from '../context'
import { schemaVersion } from '../store/migrations'
import { backupNow, backupPath, listBackupFiles, restorePreview } from '../services/backup'
import {
  createGuest,
  createPlayer,
  discardGuest,
  listPlayers,
  openTablesOf,
  setPlayerArchived,
  updatePlayer
} from '../services/roster'
import { getSettings, updateSettings } from '../services/settings'
import { catalog } from '../scoring'
import { deleteHand, editHand, previewHand, recordHand, redoLastUndo, undoLastChange } from '../services/hands'
import { deletePreset, listPresets, savePreset } from '../services/presets'
import {
  createSession,
  getSessionOverview,
  getSessionView,
  handOver,
  listSessions,
  takeBackSeat,
  voidSession
} from '../services/sessions'
import { leaderboard, playerProfile } from '../services/stats'
import { listHistory } from '../services/history'
import { sessionExportName } from '../services/sessionExport'
import { clubXlsxName } from '../services/clubExport'
import { jsonBackupName } from '../services/jsonBackup'
import type { JobParams } from '../services/jobs/protocol'
import type { JobKind } from '../services/jobs/kinds'
import { Downloads } from '../services/jobs/downloads'
import { JobRegistry } from '../services/jobs/registry'
import { Uploads } from '../services/jobs/uploads'
import { currentActor } from '../store/actor'
import {
  accountSummary,
  adjust,
  getReceiptView,
  listAccounts,
  listBonusRules,
  refund,
  reverseEntry,
  saveBonusRules,
  setMemberCreditLimit,
  statement,
  topUp,
  transfer
} from '../services/parlor/accounts'
import { clockView, pauseClock, resumeClock } from '../services/parlor/clock'
import { closeAtParlor, previewClose, parlorMoney, reopenAtParlor } from '../services/parlor/close'
import { floorView } from '../services/parlor/floor'
import {
  cancelBooking,
  listBookings,
  markNoShow,
  openBooked,
  saveBooking,
  upcomingBookings,
  suggestedSpan
} from '../services/parlor/bookings'
import { countStock, listGoods, receiveStock, saveGoods, sellOverCounter, voidSale } from '../services/parlor/goods'
import { latestSales, sellToTable, tableGoods } from '../services/parlor/tableGoods'
import { stockReport } from '../services/parlor/goodsReport'
import { sellToAccount } from '../services/parlor/accountGoods'
import { parlorReport, parlorReportXlsxName } from '../services/parlor/report'
import { periodDays } from '../services/time/businessDay'
import {
  deleteParlorTable,
  deleteRatePlan,
  getParlorSettings,
  listParlorTables,
  listRatePlans,
  saveParlorTable,
  saveRatePlan,
  updateParlorSettings
} from '../services/parlor/setup'
import { zoneOffsetMinutes } from '../services/time/zone'
import { confirmDevice, listDevices, revokeDevice } from '../services/lan/devices'
import { acceptHand, pendingHands, returnHand, sendHand, tableQueue } from '../services/lan/handQueue'
import { tableDisplay } from '../services/lan/display'
import { NO_LAN, type LanHost } from '../services/lan/host'
import { auditLog } from '../services/staff/auditLog'
import { closeShift, currentShift, getShift, openShift, shiftsOfDay } from '../services/staff/shifts'
import { signIn, signOut, staffSession } from '../services/staff/signIns'
import { listStaff, saveStaff, setIdleLockMinutes } from '../services/staff/staff'
import { forbidden, type StartedCall } from './permissions'
import type { Handlers, Method } from './types'
import { toApiError } from '../errors'

const NO_DIALOGS: HostDialogs = {
  pickFolder: () => Promise.resolve(null),
  pickSaveFile: () => Promise.resolve(null),
  pickJsonFile: () => Promise.resolve(null)
}

export function createHandlers(
  ctx: AppContext,
  appVersion: string,
  dialogs: HostDialogs = NO_DIALOGS,
  lan: LanHost = NO_LAN,
  jobs = new JobRegistry(ctx),
  downloads = new Downloads<StartedCall>(ctx, jobs),
  uploads = new Uploads(ctx, jobs)
): Handlers {
  const now = () => ctx.now?.() ?? Date.now()
  /** The paired device making the call (null: the window on the machine with the data file). */
  const device = () => currentActor()?.deviceId ?? null
  /** A restore or an import of the backup the calling device uploaded. */
  const fromUpload = (upload: string, kind: 'importJson' | 'restoreBackup') =>
    uploads.use(upload, device(), (path, file) => jobs.start(kind, path, {}, { file }))
  /** The window cancels any job; a paired device only the exports, imports and restores it started. */
  const mayCancel = (jobId: number) => {
    const deviceId = device()
    return deviceId === null || downloads.startedBy(jobId, deviceId) || uploads.startedBy(jobId, deviceId)
  }
  /**
   * An export job: for a paired desk device into a file it then downloads; at the window, at the
   * file the host picks (null when the dialog is closed, or there is none).
   */
  const exportTo = async (method: Method, name: string, kind: JobKind, params: JobParams = {}) => {
    const actor = currentActor()
    if (actor && actor.deviceId !== null) {
      const acting = { staffId: actor.staffId, grantedBy: actor.grantedBy }
      return downloads.start(actor.deviceId, kind, name, params, { method, acting })
    }
    const path = await dialogs.pickSaveFile(name)
    return path === null ? null : jobs.start(kind, path, params)
  }
  return {
    'app.info': () => ({ version: appVersion, dbFile: ctx.dbFile, schemaVersion: schemaVersion(ctx.db) }),
    'app.warnings': () => (ctx.startupWarnings ?? []).map(toApiError),
    'players.list': (input) => listPlayers(ctx.db, input),
    'players.create': (input) => createPlayer(ctx.db, input),
    'players.createGuest': (input) => createGuest(ctx.db, input),
    'players.discardGuest': ({ id }) => (discardGuest(ctx.db, id), null),
    'players.update': (input) => updatePlayer(ctx.db, input),
    'players.openTables': ({ id }) => openTablesOf(ctx.db, id),
    'players.archive': ({ id }) => setPlayerArchived(ctx.db, id, true),
    'players.restore': ({ id }) => setPlayerArchived(ctx.db, id, false),
    'settings.get': () => getSettings(ctx.db),
    'settings.update': (input) => updateSettings(ctx.db, input),
    'backups.list': () => listBackupFiles(ctx),
    'backups.create': () => backupNow(ctx),
    'backups.restorePreview': ({ file }) => restorePreview(ctx, file),
    'backups.restore': ({ file, upload }) =>
      upload === undefined ? jobs.start('restoreBackup', backupPath(ctx, file!)) : fromUpload(upload, 'restoreBackup'),
    'backups.pickFolder': () => dialogs.pickFolder(getSettings(ctx.db).backupDir || ctx.defaultBackupDir),
    'audit.list': (input) => auditLog(ctx.db, input),
    'catalog.get': () => catalog(),
    'presets.list': () => listPresets(ctx.db),
    'presets.save': (input) => savePreset(ctx.db, input),
    'presets.delete': ({ id }) => (deletePreset(ctx.db, id), null),
    'sessions.create': (input) => createSession(ctx.db, input),
    'sessions.get': ({ id }) => getSessionView(ctx.db, id),
    'sessions.overview': ({ id }) => getSessionOverview(ctx.db, id),
    'sessions.list': (input) => listSessions(ctx.db, input),
    // Closing stops a parlor table's clock and settles every seat in cash; reopening reverses account rows.
    'sessions.close': ({ id }) => closeAtParlor(ctx.db, { sessionId: id, toAccount: [] }, now()).session,
    'sessions.reopen': ({ id }) => reopenAtParlor(ctx.db, id, now()),
    'sessions.void': ({ id }) => voidSession(ctx.db, id, now()),
    'sessions.handOver': (input) => handOver(ctx.db, input),
    'sessions.takeBackHandover': ({ sessionId, seat }) => takeBackSeat(ctx.db, sessionId, seat),
    'hands.preview': ({ sessionId, hand, handId }) => previewHand(ctx.db, sessionId, hand, handId),
    'hands.add': ({ sessionId, requestId, hand }) => recordHand(ctx.db, sessionId, hand, requestId),
    'hands.edit': ({ handId, version, requestId, hand }) => editHand(ctx.db, handId, hand, requestId, version),
    'hands.delete': ({ handId, version }) => deleteHand(ctx.db, handId, version),
    'hands.undo': ({ sessionId }) => undoLastChange(ctx.db, sessionId),
    'hands.redo': ({ sessionId }) => redoLastUndo(ctx.db, sessionId),
    'handQueue.send': ({ sessionId, hand, requestId }) => sendHand(ctx.db, sessionId, hand, requestId, now()),
    'handQueue.list': () => pendingHands(ctx.db),
    'handQueue.table': ({ sessionId }) => tableQueue(ctx.db, sessionId),
    'handQueue.accept': ({ id }) => acceptHand(ctx.db, id, now()),
    'handQueue.return': ({ id, reason }) => returnHand(ctx.db, id, reason, now()),
    // club records
    'stats.player': ({ playerId }) =>
      playerProfile(ctx.db, playerId, zoneOffsetMinutes(getParlorSettings(ctx.db).timeZone, now())),
    'stats.leaderboard': (input) => leaderboard(ctx.db, input),
    'history.list': (input) => listHistory(ctx.db, input),
    'export.sessionCsv': ({ sessionId }) =>
      exportTo('export.sessionCsv', `${sessionExportName(ctx.db, sessionId)}.csv`, 'exportSessionCsv', { sessionId }),
    'export.sessionXlsx': ({ sessionId }) =>
      exportTo('export.sessionXlsx', `${sessionExportName(ctx.db, sessionId)}.xlsx`, 'exportSessionXlsx', {
        sessionId
      }),
    'jobs.start': async ({ kind, upload }) => {
      if (upload !== undefined) return fromUpload(upload, 'importJson')
      if (kind === 'exportJson') return exportTo('jobs.start', jsonBackupName(new Date(now())), kind)
      if (kind === 'exportXlsx') return exportTo('jobs.start', clubXlsxName(new Date(now())), kind)
      const path = await dialogs.pickJsonFile()
      return path === null ? null : jobs.start(kind, path)
    },
    'jobs.list': () => jobs.list().map((job) => ({ ...job, cancellable: mayCancel(job.id) })),
    'jobs.cancel': ({ id }) => {
      if (!mayCancel(id)) throw forbidden()
      return jobs.cancel(id)
    },
    // the parlor
    'parlor.settings.get': () => getParlorSettings(ctx.db),
    'parlor.settings.update': (input) => updateParlorSettings(ctx.db, input),
    'parlor.ratePlans.list': () => listRatePlans(ctx.db),
    'parlor.ratePlans.save': (input) => saveRatePlan(ctx.db, input),
    'parlor.ratePlans.delete': ({ id }) => (deleteRatePlan(ctx.db, id), null),
    'parlor.tables.list': () => listParlorTables(ctx.db),
    'parlor.tables.save': (input) => saveParlorTable(ctx.db, input),
    'parlor.tables.delete': ({ id }) => (deleteParlorTable(ctx.db, id), null),
    'parlor.open': (input) => openBooked(ctx.db, input, now()),
    'parlor.clock.get': ({ sessionId }) => clockView(ctx.db, sessionId, now()),
    'parlor.clock.pause': ({ sessionId }) => pauseClock(ctx.db, sessionId, now()),
    'parlor.clock.resume': ({ sessionId }) => resumeClock(ctx.db, sessionId, now()),
    'parlor.preview': (input) => previewClose(ctx.db, input, now()),
    'parlor.close': (input) => closeAtParlor(ctx.db, input, now()),
    'parlor.money': ({ sessionId }) => parlorMoney(ctx.db, sessionId),
    'parlor.floor': () => floorView(ctx.db, now(), ctx.clockJumps?.() ?? []),
    'accounts.list': ({ query, sort }) => listAccounts(ctx.db, query, sort),
    'accounts.get': ({ playerId }) => accountSummary(ctx.db, playerId),
    'accounts.topUp': (input) => topUp(ctx.db, input, now()),
    'accounts.refund': (input) => refund(ctx.db, input, now()),
    'accounts.adjust': (input) => adjust(ctx.db, input, now()),
    'accounts.transfer': (input) => transfer(ctx.db, input, now()),
    'accounts.reverse': (input) => reverseEntry(ctx.db, input, now()),
    'accounts.setCreditLimit': ({ playerId, cents }) => setMemberCreditLimit(ctx.db, playerId, cents),
    'accounts.statement': ({ playerId, fromDay, toDay }) => statement(ctx.db, playerId, fromDay, toDay),
    'accounts.bonusRules.get': () => listBonusRules(ctx.db),
    'accounts.bonusRules.save': ({ rules, confirmHighBonus }) => saveBonusRules(ctx.db, rules, confirmHighBonus),
    'receipts.get': ({ id }) => getReceiptView(ctx.db, id),
    'reports.parlor': ({ period }) => parlorReport(ctx.db, period),
    'reports.parlorXlsx': ({ period, locale }) => {
      periodDays(period)
      return exportTo('reports.parlorXlsx', parlorReportXlsxName(period, locale), 'exportReportXlsx', {
        period,
        locale
      })
    },
    // the LAN
    'display.table': ({ tableId }) => tableDisplay(ctx.db, tableId, now()),
    'devices.list': () => listDevices(ctx.db),
    'devices.pair': (grant) => lan.pair(grant),
    'devices.confirm': ({ id }) => {
      const device = confirmDevice(ctx.db, id, now())
      lan.confirmDevice(id)
      return device
    },
    'devices.revoke': ({ id }) => (revokeDevice(ctx.db, id, now()), lan.dropDevice(id), null),
    'lan.status': () => lan.status(),
    'lan.configure': (config) => lan.configure(config),
    'lan.tableCards': () => lan.tableCards(),
    // staff and shifts
    'staff.list': () => listStaff(ctx.db),
    'staff.current': () => staffSession(ctx),
    'staff.signIn': ({ staffId, pin }) => signIn(ctx, staffId, pin),
    'staff.signOut': () => signOut(ctx),
    'staff.save': (input) => saveStaff(ctx.db, input, now()),
    'staff.configure': ({ idleLockMinutes }) => setIdleLockMinutes(ctx.db, idleLockMinutes),
    'shifts.current': () => currentShift(ctx.db, now()),
    'shifts.open': ({ floats }) => openShift(ctx.db, floats, now()),
    'shifts.close': (input) => closeShift(ctx, input, now()),
    'shifts.get': ({ id }) => getShift(ctx.db, id, now()),
    'shifts.list': ({ businessDay }) => shiftsOfDay(ctx.db, businessDay, now()),
    'bookings.list': ({ fromDay, toDay }) => listBookings(ctx.db, fromDay, toDay),
    'bookings.upcoming': () => upcomingBookings(ctx.db, now()),
    'bookings.suggestedSpan': () => suggestedSpan(ctx.db, now()),
    'bookings.save': (input) => saveBooking(ctx.db, input, now()),
    'bookings.cancel': ({ id }) => cancelBooking(ctx.db, id),
    'bookings.noShow': ({ id }) => markNoShow(ctx.db, id, now()),
    'goods.list': () => listGoods(ctx.db),
    'goods.save': (input) => saveGoods(ctx.db, input),
    'goods.receive': ({ goodsId, quantity, note }) => receiveStock(ctx.db, goodsId, quantity, note, now()),
    'goods.count': ({ goodsId, counted, note }) => countStock(ctx.db, goodsId, counted, note, now()),
    'goods.sell': (input) => sellOverCounter(ctx.db, input, now()),
    'goods.sellToAccount': (input) => sellToAccount(ctx.db, input, now()),
    'goods.voidSale': ({ saleId, reason }) => voidSale(ctx.db, saleId, reason, now()),
    'parlor.sellGoods': (input) => sellToTable(ctx.db, input, now()),
    'parlor.tableGoods': ({ sessionId }) => tableGoods(ctx.db, sessionId),
    'goods.latestSales': () => latestSales(ctx.db),
    'goods.stockReport': () => stockReport(ctx.db)
  }
}
