import type { AppContext, HostDialogs } from '../context'
import { listAudit } from '../store/audit'
import { schemaVersion } from '../store/migrations'
import { backupNow, listBackupFiles, restoreBackup } from '../services/backup'
import { createGuest, createPlayer, listPlayers, setPlayerArchived, updatePlayer } from '../services/roster'
import { getSettings, updateSettings } from '../services/settings'
import { catalog } from '../scoring'
import { deleteHand, editHand, previewHand, recordHand, undoLastChange } from '../services/hands'
import { deletePreset, listPresets, savePreset } from '../services/presets'
import { closeSession, createSession, getSessionView, listSessions, reopenSession } from '../services/sessions'
import { leaderboard, playerProfile } from '../services/stats'
import { listHistory } from '../services/history'
import { exportSessionCsv, exportSessionXlsx } from '../services/sessionExport'
import { exportClubXlsx } from '../services/clubExport'
import { exportJsonBackup, importJsonBackup } from '../services/jsonBackup'
import type { ParsedInput } from './contract'
import type { ApiOutput, Method } from './types'
import { toApiError } from './dispatch'

export type Handlers = {
  [M in Method]: (input: ParsedInput<M>) => ApiOutput<M> | Promise<ApiOutput<M>>
}

const NO_DIALOGS: HostDialogs = { pickFolder: () => Promise.resolve(null) }

export function createHandlers(ctx: AppContext, appVersion: string, dialogs: HostDialogs = NO_DIALOGS): Handlers {
  return {
    'app.info': () => ({ version: appVersion, dbFile: ctx.dbFile, schemaVersion: schemaVersion(ctx.db) }),
    'app.warnings': () => (ctx.startupWarnings ?? []).map(toApiError),
    'players.list': (input) => listPlayers(ctx.db, input),
    'players.create': (input) => createPlayer(ctx.db, input),
    'players.createGuest': (input) => createGuest(ctx.db, input),
    'players.update': (input) => updatePlayer(ctx.db, input),
    'players.archive': ({ id }) => setPlayerArchived(ctx.db, id, true),
    'players.restore': ({ id }) => setPlayerArchived(ctx.db, id, false),
    'settings.get': () => getSettings(ctx.db),
    'settings.update': (input) => updateSettings(ctx.db, input),
    'backups.list': () => listBackupFiles(ctx),
    'backups.create': () => backupNow(ctx),
    'backups.restore': ({ file }) => restoreBackup(ctx, file),
    'backups.pickFolder': () => dialogs.pickFolder(getSettings(ctx.db).backupDir || ctx.defaultBackupDir),
    'audit.list': (input) => listAudit(ctx.db, input),
    'catalog.get': () => catalog(),
    'presets.list': () => listPresets(ctx.db),
    'presets.save': (input) => savePreset(ctx.db, input),
    'presets.delete': ({ id }) => (deletePreset(ctx.db, id), null),
    'sessions.create': (input) => createSession(ctx.db, input),
    'sessions.get': ({ id }) => getSessionView(ctx.db, id),
    'sessions.list': (input) => listSessions(ctx.db, input),
    'sessions.close': ({ id }) => closeSession(ctx.db, id),
    'sessions.reopen': ({ id }) => reopenSession(ctx.db, id),
    'hands.preview': ({ sessionId, hand, handId }) => previewHand(ctx.db, sessionId, hand, handId),
    'hands.add': ({ sessionId, requestId, hand }) => recordHand(ctx.db, sessionId, hand, requestId),
    'hands.edit': ({ handId, requestId, hand }) => editHand(ctx.db, handId, hand, requestId),
    'hands.delete': ({ handId }) => deleteHand(ctx.db, handId),
    'hands.undo': ({ sessionId }) => undoLastChange(ctx.db, sessionId),
    // club records
    'stats.player': ({ playerId, utcOffsetMinutes }) => playerProfile(ctx.db, playerId, utcOffsetMinutes),
    'stats.leaderboard': (input) => leaderboard(ctx.db, input),
    'history.list': (input) => listHistory(ctx.db, input),
    'export.sessionCsv': ({ sessionId }) => exportSessionCsv(ctx.db, sessionId),
    'export.sessionXlsx': ({ sessionId }) => exportSessionXlsx(ctx.db, sessionId),
    'export.allXlsx': () => exportClubXlsx(ctx.dbFile),
    'export.json': () => exportJsonBackup(ctx.db),
    'import.json': ({ content }) => importJsonBackup(ctx.db, content)
  }
}
