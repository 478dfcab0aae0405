/**
 * `window.api` for component tests: the real handlers over a fresh in-memory SQLite database, as
 * the app's IPC would call them (validation, services, engine, store). It records every call and
 * can refuse the next call of a method. Backups are the only stand-in: the real ones are files.
 */
import Database from 'better-sqlite3'
import { inputSchemas } from '../../../src-main/api/contract'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import type {
  ApiError,
  ApiInput,
  BackupFile,
  HandDraft,
  JobView,
  Method,
  Settings,
  WindowApi
} from '../../../src-main/api/types'
import { recordHand } from '../../../src-main/services/hands'
import { createPlayer, listPlayers } from '../../../src-main/services/roster'
import { createSession, getSessionView } from '../../../src-main/services/sessions'
import { updateSettings } from '../../../src-main/services/settings'
import { applyPendingMigrations, loadMigrations } from '../../../src-main/store/migrations'
import { MIGRATIONS_DIR } from '../../support/context'

export interface RecordedCall {
  method: Method
  input: Record<string, unknown>
}

export const DEFAULT_TEST_SETTINGS: Settings = {
  clubName: '雀记棋牌室',
  currency: '¥',
  pointValue: 1,
  defaultVariant: 'hangzhou',
  backupDir: '',
  locale: 'zh-CN',
  theme: 'light'
}

const BACKUP: BackupFile = {
  file: 'queji-20250301-080000-000-daily.sqlite',
  path: '/data/backups/queji-20250301-080000-000-daily.sqlite',
  reason: 'daily',
  createdAt: '2025-03-01T08:00:00.000Z',
  bytes: 204_800
}

/** What the stand-in folder dialog answers. */
export const PICKED_FOLDER = '/media/usb/雀记备份'

export type Overrides = Partial<Record<Method, (input: Record<string, unknown>) => unknown>>

function inMemoryDatabase(): Database.Database {
  const db = new Database(':memory:')
  db.pragma('foreign_keys = ON')
  applyPendingMigrations(db, loadMigrations(MIGRATIONS_DIR))
  return db
}

/** A restore job (backups.restore) of `file`, as main lists it. */
function restoreJob(file: string, state: 'running' | 'done'): JobView {
  return {
    id: 1,
    kind: 'restoreBackup',
    file,
    state,
    stage: state === 'done' ? 'finishing' : 'copying',
    percent: state === 'done' ? 100 : 0,
    secondsLeft: null,
    error: null,
    outcome: null,
    safetyBackup: state === 'done' ? { ...BACKUP, file: `restore-before-${file}`, reason: 'restore' } : null,
    download: null
  }
}

/** A club with `names` as its players (ids 1, 2, …); `overrides` answer methods in place of the handlers. */
export function createTestApi(
  names: string[] = [],
  settings: Settings = DEFAULT_TEST_SETTINGS,
  overrides: Overrides = {}
) {
  const db = inMemoryDatabase()
  for (const name of names) createPlayer(db, { name, nickname: '', phone: '', note: '', allowDuplicate: false })
  updateSettings(db, settings)
  const handlers = createHandlers(
    { db, dbFile: ':memory:', migrationsDir: MIGRATIONS_DIR, defaultBackupDir: '' },
    'test'
  )
  const standIns: Overrides = {
    'backups.list': () => [BACKUP],
    'backups.pickFolder': () => PICKED_FOLDER,
    'backups.restorePreview': () => ({
      backup: BACKUP,
      openTables: [],
      hands: [],
      movements: [],
      safetyBackupDir: PICKED_FOLDER
    }),
    'backups.restore': ({ file }) => restoreJob(String(file), 'running'),
    // The restore job ends before the list is read again: done, with its safety backup.
    'jobs.list': () =>
      calls
        .filter((call) => call.method === 'backups.restore')
        .map(({ input }) => restoreJob(String(input.file), 'done')),
    ...overrides
  }
  const calls: RecordedCall[] = []
  /** Errors the next call of a method answers with, as the main process would refuse it. */
  const refusals = new Map<Method, ApiError>()

  const api = {
    async invoke(method: Method, input: Record<string, unknown>) {
      calls.push({ method, input: structuredClone(input) })
      const refusal = refusals.get(method)
      if (refusal) {
        refusals.delete(method)
        return { ok: false, error: refusal }
      }
      const standIn = standIns[method]
      if (standIn) return { ok: true, data: structuredClone(standIn(input)) }
      return structuredClone(await dispatch(handlers, method, input))
    },
    async print() {
      return {
        ok: false,
        error: { code: 'UNSUPPORTED', messageZh: '测试里不能打印。', messageEn: 'No printing in tests.' }
      }
    }
  } as unknown as WindowApi

  return {
    api,
    /** The database behind the handlers, to set up or damage rows directly. */
    db,
    get players() {
      return listPlayers(db, { query: '', includeArchived: true, limit: 1000 })
    },
    /** Opens a table directly (as sessions.create would). */
    createSession: (input: ApiInput<'sessions.create'>) =>
      createSession(db, inputSchemas['sessions.create'].parse(input)),
    /** A table of `variant` with the first four players seated, seat 0 dealing, a point worth 1. */
    openFourSeats: (variant: ApiInput<'sessions.create'>['variant']) =>
      createSession(
        db,
        inputSchemas['sessions.create'].parse({
          title: '',
          variant,
          playerIds: [1, 2, 3, 4],
          firstDealer: 0,
          rules: { pointValue: 1 }
        })
      ),
    /** Records a hand directly (as hands.add would); the session as it then stands. */
    addHand: (sessionId: number, events: HandDraft['events']) =>
      recordHand(db, sessionId, { events, supporters: [] }).session,
    session: (id: number) => getSessionView(db, id),
    refuseNext: (method: Method, error: ApiError) => refusals.set(method, error),
    /** The inputs of every call to `method`, oldest first. */
    inputsOf: (method: Method) => calls.filter((call) => call.method === method).map((call) => call.input)
  }
}
