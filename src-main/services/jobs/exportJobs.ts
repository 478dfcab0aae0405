/** The exports, written by a job's worker from a read snapshot of its own. */
import { createWriteStream } from 'node:fs'
import { finished } from 'node:stream/promises'
import { fsyncPath } from '../../store/backup'
import { openReadSnapshot } from '../../store/open'
import { countRows } from '../../store/tableRows'
import { TABLE_NAMES } from '../backupFormat'
import { clubSheets } from '../clubExport'
import { jsonBackupChunks } from '../jsonBackup'
import { parlorReportSheets } from '../parlor/report'
import { sessionExport } from '../sessionExport'
import { csvLines, listedRows, writeXlsx, type Sheet } from '../sheets'
import type { JobProgress, JobRequest } from './protocol'
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

async function writeXlsxFile(path: string, sheets: Sheet[], onRow: () => void): Promise<void> {
  const out = createWriteStream(path, { flags: 'wx' })
  await writeXlsx(sheets, out, { onRow })
  await finished(out)
  fsyncPath(path)
}

export async function writeClubXlsxFile(dbFile: string, path: string, report: Report): Promise<void> {
  const snapshot = openReadSnapshot(dbFile)
  try {
    const total = CLUB_SHEET_TABLES.reduce((sum, table) => sum + countRows(snapshot, table), 0)
    await writeXlsxFile(path, clubSheets(snapshot), rowCounter(total, report))
  } finally {
    snapshot.close()
  }
}

/** One table's sheets (export.session*) or the parlor report's (reports.parlorXlsx), as CSV or Excel. */
export async function writeSheetsFile({ kind, dbFile, temp, params }: JobRequest, report: Report): Promise<void> {
  const snapshot = openReadSnapshot(dbFile)
  try {
    const sheets =
      kind === 'exportReportXlsx'
        ? parlorReportSheets(snapshot, params.period!, params.locale!)
        : sessionExport(snapshot, params.sessionId!).sheets
    const onRow = rowCounter(listedRows(sheets), report)
    if (kind === 'exportSessionCsv') await writeTextFile(temp, csvLines(sheets, onRow))
    else await writeXlsxFile(temp, sheets, onRow)
  } finally {
    snapshot.close()
  }
}
