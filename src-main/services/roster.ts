import type { Database } from 'better-sqlite3'
import { pinyin } from 'pinyin-pro'
import { AppError } from '../errors'
import { writeAudit } from '../store/audit'
import {
  countGuests,
  deleteUnreferencedPlayer,
  getPlayer,
  insertPlayer,
  playersNamed,
  searchPlayers,
  setArchived,
  updatePlayerRow,
  type PlayerFields
} from '../store/players'
import { openSessionsSeating } from '../store/sessions'
import type { Player, OpenTable } from '../model/players'

/** Pinyin initials of name and nickname, lower case: 张三 → "zs". */
export function pinyinInitials(...texts: string[]): string {
  return texts
    .filter((text) => text !== '')
    .map((text) => pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase())
    .join(' ')
}

/**
 * What a player is found and sorted by: the full pinyin of name and nickname, then the initials
 * (张三 → "zhangsan zs"), so `zhangsan` and `zs` both find 张三 and the roster sorts by pinyin.
 */
export function pinyinSearchKey(...texts: string[]): string {
  const full = texts
    .filter((text) => text !== '')
    .map((text) => pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').toLowerCase())
  return [...full, pinyinInitials(...texts)].join(' ')
}

export function listPlayers(
  db: Database,
  filter: { query: string; includeArchived: boolean; limit: number }
): Player[] {
  return searchPlayers(db, filter)
}

export function requirePlayer(db: Database, id: number): Player {
  return foundPlayer(getPlayer(db, id), id)
}

/** The player read for `id`, refused when there was none. */
export function foundPlayer(player: Player | undefined, id: number): Player {
  if (!player) throw new AppError('PLAYER_NOT_FOUND', `找不到编号为 ${id} 的会员。`, `No player with id ${id}.`)
  return player
}

/** The open tables player `id` sits at, newest first: archiving them mid-session deserves a warning. */
export function openTablesOf(db: Database, id: number): OpenTable[] {
  requirePlayer(db, id)
  return openSessionsSeating(db, id).map((row) => ({
    sessionId: row.id,
    title: row.title,
    variant: row.variant,
    startedAt: row.startedAt
  }))
}

/** `player`, unless archived: an archived player neither sits at a table nor uses an account. */
export function refuseArchived(player: Player): Player {
  if (player.archivedAt) {
    throw new AppError(
      'PLAYER_ARCHIVED',
      `“${player.name}”已归档，请先在会员里恢复。`,
      `"${player.name}" is archived; restore them first.`
    )
  }
  return player
}

export function requireActivePlayer(db: Database, id: number): Player {
  return refuseArchived(requirePlayer(db, id))
}

function refuseDuplicateName(db: Database, name: string, exceptId: number | null): void {
  const twins = playersNamed(db, name, exceptId)
  if (twins.length > 0) {
    throw new AppError(
      'DUPLICATE_NAME',
      `已有同名会员“${name}”。如确实是另一个人，请确认后再保存（可加昵称区分）。`,
      `A player named "${name}" already exists. Confirm to save anyway (a nickname helps tell them apart).`
    )
  }
}

function cleanFields(fields: PlayerFields): PlayerFields {
  const name = fields.name.trim()
  if (name === '') throw new AppError('NAME_REQUIRED', '请填写姓名。', 'Enter a name.')
  return { name, nickname: fields.nickname.trim(), phone: fields.phone.trim(), note: fields.note.trim() }
}

export function createPlayer(db: Database, input: PlayerFields & { allowDuplicate: boolean }): Player {
  const fields = cleanFields(input)
  return db.transaction(() => {
    if (!input.allowDuplicate) refuseDuplicateName(db, fields.name, null)
    const id = insertPlayer(db, { ...fields, initials: pinyinSearchKey(fields.name, fields.nickname), isGuest: false })
    const player = requirePlayer(db, id)
    writeAudit(db, { entity: 'player', entityId: id, action: 'create', after: player })
    return player
  })()
}

/** A walk-in guest named 散客1, 散客2, … unless a name is given. */
export function createGuest(db: Database, input: { name: string }): Player {
  return db.transaction(() => {
    const name = input.name.trim() || `散客${countGuests(db) + 1}`
    const id = insertPlayer(db, {
      name,
      nickname: '',
      phone: '',
      note: '',
      initials: pinyinSearchKey(name),
      isGuest: true
    })
    const player = requirePlayer(db, id)
    writeAudit(db, { entity: 'player', entityId: id, action: 'create', after: player })
    return player
  })()
}

/** Removes a guest added for a table that was never opened (开局 cancelled); a guest who played stays. */
export function discardGuest(db: Database, id: number): void {
  db.transaction(() => {
    const guest = requirePlayer(db, id)
    if (!guest.isGuest)
      throw new AppError(
        'NOT_A_GUEST',
        `“${guest.name}”是会员，不是散客。`,
        `"${guest.name}" is a member, not a guest.`
      )
    if (!deleteUnreferencedPlayer(db, id)) {
      throw new AppError(
        'GUEST_IN_USE',
        `散客“${guest.name}”已有牌局或账目，不能删除。`,
        `Guest "${guest.name}" has tables or accounts and stays.`
      )
    }
    writeAudit(db, { entity: 'player', entityId: id, action: 'discard', before: guest })
  })()
}

export function updatePlayer(db: Database, input: PlayerFields & { id: number; allowDuplicate: boolean }): Player {
  const fields = cleanFields(input)
  return db.transaction(() => {
    const before = requirePlayer(db, input.id)
    if (!input.allowDuplicate && fields.name !== before.name) refuseDuplicateName(db, fields.name, input.id)
    updatePlayerRow(db, input.id, { ...fields, initials: pinyinSearchKey(fields.name, fields.nickname) })
    const after = requirePlayer(db, input.id)
    writeAudit(db, { entity: 'player', entityId: input.id, action: 'update', before, after })
    return after
  })()
}

export function setPlayerArchived(db: Database, id: number, archived: boolean): Player {
  return db.transaction(() => {
    const before = requirePlayer(db, id)
    setArchived(db, id, archived)
    const after = requirePlayer(db, id)
    writeAudit(db, { entity: 'player', entityId: id, action: archived ? 'archive' : 'restore', before, after })
    return after
  })()
}
