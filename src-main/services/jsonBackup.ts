/** The full JSON backup: export every table (the import, all or nothing, is in jsonImport.ts). */
import type { Database } from 'better-sqlite3'
import { AppError } from '../errors'
import { schemaVersion } from '../store/migrations'
import { iterateRows } from '../store/tableRows'
import { BACKUP_APP, BACKUP_FORMAT, TABLE_NAMES } from './backupFormat'
import { jsonFile, type ExportFile } from './exportFile'

/**
 * The backup as JSON text in pieces. Consume it to the end without awaiting in between: then it is
 * one consistent snapshot (and the connection is free again). A club's whole history can exceed
 * the longest string JavaScript allows: write the pieces to a file then.
 */
export function* jsonBackupChunks(db: Database, now = new Date(), onRow?: () => void): Generator<string> {
  const header = {
    app: BACKUP_APP,
    format: BACKUP_FORMAT,
    schemaVersion: schemaVersion(db),
    exportedAt: now.toISOString()
  }
  yield `${JSON.stringify(header).slice(0, -1)},"tables":{`
  for (const [index, table] of TABLE_NAMES.entries()) {
    yield `${index === 0 ? '' : ','}\n${JSON.stringify(table)}:[`
    let first = true
    for (const row of iterateRows(db, table)) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`
      first = false
      onRow?.()
    }
    yield ']'
  }
  yield '\n}}\n'
}

export const jsonBackupName = (now: Date) => `queji-backup-${now.toISOString().slice(0, 10)}.json`

export function exportJsonBackup(db: Database, now = new Date()): ExportFile {
  try {
    return jsonFile(jsonBackupName(now), [...jsonBackupChunks(db, now)].join(''))
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    throw new AppError(
      'EXPORT_TOO_LARGE',
      '数据太多，无法导出为一个 JSON 文本。请改用“设置”里的数据库备份。',
      'Too much data for one JSON text. Use the database backup in Settings instead.'
    )
  }
}
