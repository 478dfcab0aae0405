/** The club's exports, written by a job's worker from a read snapshot of its own. */
import { createWriteStream } from 'node:fs'
import { finished } from 'node:stream/promises'
import { fsyncPath } from '../../store/backup'
import { openReadSnapshot } from '../../store/open'
import { countRows } from '../../store/tableRows'
import { TABLE_NAMES } from '../backupFormat'
import { clubSheets } from '../clubExport'
import { jsonBackupChunks } from '../jsonBackup'
import { writeXlsx } from '../sheets'
import type { JobProgress } from './protocol'
import { writeTextFile } from './writeFile'

type Report = (progress: JobProgress) => void

function rowCounter(total: number, report: Report): () => void {
  let done = 0
  report({ stage: 'writing', done, total })
  return () => report({ stage: 'writing', done: ++done, total })
}

export async function writeJsonBackupFile(dbFile: string, path: string, report: Report): Promise<void> {
  const snapshot = openReadSnapshot(dbFile)
  try {
    const total = TABLE_NAMES.reduce((sum, table) => sum + countRows(snapshot, table), 0)
    await writeTextFile(path, jsonBackupChunks(snapshot, new Date(), rowCounter(total, report)))
  } finally {
    snapshot.close()
  }
}

/** The sheets' data rows: the players, the sessions and the hands. */
const CLUB_SHEET_TABLES = ['players', 'table_sessions', 'hands']

export async function writeClubXlsxFile(dbFile: string, path: string, report: Report): Promise<void> {
  const snapshot = openReadSnapshot(dbFile)
  try {
    const total = CLUB_SHEET_TABLES.reduce((sum, table) => sum + countRows(snapshot, table), 0)
    const out = createWriteStream(path, { flags: 'wx' })
    await writeXlsx(clubSheets(snapshot), out, { onRow: rowCounter(total, report) })
    await finished(out)
    fsyncPath(path)
  } finally {
    snapshot.close()
  }
}
