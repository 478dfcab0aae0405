/**
 * Checks the hand changes of a backup's audit log, read back from the import's scratch rows one
 * entry at a time (links are looked up by id, never the whole log held): each is a known
 * action on a hand of its table, holds what 撤销/重做 read back, and its undo or redo links name an
 * earlier row of the same table and hand. The first row that does not is named.
 */
import type { Database } from 'better-sqlite3'
import { iterateWritten, rowById } from '../store/importRows'
import type { BackupDocument } from './backupFormat'
import { ReplayMismatch } from './importReplay'
import { HAND_AUDIT, HAND_CHANGES, type HandAuditAction, type HandChangeAction } from '../store/codecs/handAudit'

type Tables = BackupDocument['tables']
type AuditRowIn = Tables['audit_log'][number]

const isHandChange = (action: string): action is HandChangeAction =>
  (HAND_CHANGES as readonly string[]).includes(action)
const json = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

function refuse(position: number, row: AuditRowIn, zh: string, en: string): never {
  throw new ReplayMismatch(
    `操作记录第 ${position} 条（编号 ${row.id}）：${zh}`,
    `audit entry ${position} (id ${row.id}): ${en}`
  )
}

export function checkHandAudit(db: Database): void {
  const hasSession = (id: number | null) => id !== null && rowById(db, 'table_sessions', id) !== undefined
  let position = 0
  for (const row of iterateWritten<AuditRowIn>(db, 'audit_log')) {
    position++
    if (row.entity !== 'hand') continue
    const wrong = (zh: string, en: string) => refuse(position, row, zh, en)
    if (!Object.hasOwn(HAND_AUDIT, row.action)) wrong('不认识的对局操作。', 'an unknown hand action.')
    // A closed table's deleted hands are purged, and their ids may be another table's hands since.
    if (row.entity_id === null || !hasSession(row.session_id)) {
      wrong('没有写明是哪个牌局的哪一局。', 'it does not name a hand of a table in the backup.')
    }
    const shape = HAND_AUDIT[row.action as HandAuditAction]
    const [before, after] = [json(row.before), json(row.after)]
    if (!shape.before.safeParse(before).success || !shape.after.safeParse(after).success) {
      wrong('记录的内容不完整，无法撤销或重做。', 'what it records is incomplete; it cannot be undone or redone.')
    }
    /** An earlier hand row of the same table and hand. */
    const earlier = (linked: number) => {
      const target = rowById(db, 'audit_log', linked) as AuditRowIn | undefined
      return target &&
        target.id < row.id &&
        target.entity === 'hand' &&
        target.session_id === row.session_id &&
        target.entity_id === row.entity_id
        ? target
        : undefined
    }
    const links = after as { undoOf?: number; undid?: string; redoOf?: number } | null
    if (row.action === 'undo') {
      const change = earlier(links!.undoOf!)
      if (!change || change.action !== links!.undid || !isHandChange(change.action))
        wrong('撤销的修改不存在。', 'the change it undid does not exist.')
    }
    if (links?.redoOf !== undefined) {
      const undo = earlier(links.redoOf)
      const undid = undo?.action === 'undo' ? (json(undo.after) as { undid: string }).undid : undefined
      if (undid !== row.action) wrong('重做的撤销不存在。', 'the undo it redid does not exist.')
    }
  }
}
