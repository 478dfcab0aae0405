/**
 * An in-memory stand-in for the main process, enough for the roster, settings and table screens:
 * it records every call and answers like the real handlers (duplicate names, guests, archive,
 * one daily backup; catalog, presets and sessions in fakeSessions.ts).
 */
import { pinyin } from 'pinyin-pro'
import type { ApiError, Method, WindowApi } from '../../../src-main/api/contract'
import type { Player } from '../../../src-main/services/roster'
import type { Settings } from '../../../src-main/services/settings'
import type { BackupFile } from '../../../src-main/store/backup'
import { createFakeSessions, FakeApiFailure } from './fakeSessions'

export interface RecordedCall {
  method: Method
  input: Record<string, unknown>
}

function initials(text: string): string {
  return pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase()
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

export type FakeHandlers = Partial<Record<Method, (input: Record<string, unknown>) => unknown>>

/** `extraHandlers` answer further methods (or replace the roster's), e.g. a table session's. */
export function createFakeApi(
  names: string[] = [],
  settings: Settings = DEFAULT_TEST_SETTINGS,
  extraHandlers: FakeHandlers = {}
) {
  let nextId = 1
  const calls: RecordedCall[] = []
  const players: Player[] = []
  let currentSettings = { ...settings }

  function addPlayer(fields: Partial<Player> & { name: string }): Player {
    const player: Player = {
      id: nextId++,
      nickname: '',
      phone: '',
      note: '',
      isGuest: false,
      archivedAt: null,
      createdAt: '2025-03-01T08:00:00.000Z',
      ...fields
    }
    players.push(player)
    return player
  }
  names.forEach((name) => addPlayer({ name }))
  const tables = createFakeSessions(players)

  function find(id: unknown): Player {
    const player = players.find((candidate) => candidate.id === id)
    if (!player)
      throw new FakeApiFailure({ code: 'PLAYER_NOT_FOUND', message: '找不到会员。', messageEn: 'No such player.' })
    return player
  }

  function refuseDuplicate(name: string, exceptId: number | null, allowDuplicate: unknown): void {
    if (allowDuplicate === true) return
    if (players.some((player) => player.name === name && player.id !== exceptId)) {
      throw new FakeApiFailure({
        code: 'DUPLICATE_NAME',
        message: `已有同名会员“${name}”。`,
        messageEn: `A player named "${name}" already exists.`
      })
    }
  }

  const handlers: FakeHandlers = {
    'settings.get': () => currentSettings,
    'settings.update': (input) => (currentSettings = { ...currentSettings, ...input }),
    'players.list': ({ query = '', includeArchived = false }) => {
      const needle = String(query).toLowerCase()
      return players.filter(
        (player) =>
          (includeArchived || player.archivedAt === null) &&
          [player.name, player.nickname, player.phone, initials(player.name)].some((text) =>
            text.toLowerCase().includes(needle)
          )
      )
    },
    'players.create': (input) => {
      const name = String(input.name).trim()
      refuseDuplicate(name, null, input.allowDuplicate)
      return addPlayer({
        name,
        nickname: String(input.nickname ?? ''),
        phone: String(input.phone ?? ''),
        note: String(input.note ?? '')
      })
    },
    'players.update': (input) => {
      const player = find(input.id)
      const name = String(input.name).trim()
      if (name !== player.name) refuseDuplicate(name, player.id, input.allowDuplicate)
      return Object.assign(player, {
        name,
        nickname: input.nickname ?? '',
        phone: input.phone ?? '',
        note: input.note ?? ''
      })
    },
    'players.createGuest': () =>
      addPlayer({ name: `散客${players.filter((player) => player.isGuest).length + 1}`, isGuest: true }),
    'players.archive': ({ id }) => Object.assign(find(id), { archivedAt: '2025-03-02T08:00:00.000Z' }),
    'players.restore': ({ id }) => Object.assign(find(id), { archivedAt: null }),
    'backups.list': () => [BACKUP],
    'backups.pickFolder': () => PICKED_FOLDER,
    'app.warnings': () => [],
    'backups.restore': ({ file }) => ({
      safetyBackup: { ...BACKUP, file: `restore-before-${String(file)}`, reason: 'restore' }
    }),
    ...tables.handlers,
    ...extraHandlers
  }

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
      const handler = handlers[method]
      if (!handler)
        return {
          ok: false,
          error: { code: 'UNKNOWN_METHOD', message: `没有这个操作：${method}`, messageEn: `Unknown method: ${method}` }
        }
      try {
        return { ok: true, data: structuredClone(handler(input)) }
      } catch (failure) {
        if (failure instanceof FakeApiFailure) return { ok: false, error: failure.error }
        throw failure
      }
    },
    async print() {
      return {
        ok: false,
        error: { code: 'UNSUPPORTED', message: '测试里不能打印。', messageEn: 'No printing in tests.' }
      }
    }
  } as unknown as WindowApi

  return {
    api,
    players,
    tables,
    refuseNext: (method: Method, error: ApiError) => refusals.set(method, error),
    /** The inputs of every call to `method`, oldest first. */
    inputsOf: (method: Method) => calls.filter((call) => call.method === method).map((call) => call.input)
  }
}
