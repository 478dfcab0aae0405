/** A job's worker thread: runs one job (protocol.ts) off the main event loop and reports as it goes. */
import { parentPort, workerData } from 'node:worker_threads'
import { toApiError } from '../../errors'
import { writeClubXlsxFile, writeJsonBackupFile, writeSheetsFile } from './exportJobs'
import { importIntoScratch } from './importJob'
import { stageRestore } from './restoreJob'
import type { JobProgress, JobRequest, WorkerMessage } from './protocol'

const REPORT_EVERY_MS = 100

const post = (message: WorkerMessage) => parentPort!.postMessage(message)

/** Progress at most every REPORT_EVERY_MS, and always when the stage changes. */
function reporter(): (progress: JobProgress) => void {
  let last = 0
  let stage = ''
  return (progress) => {
    const now = performance.now()
    if (progress.stage === stage && now - last < REPORT_EVERY_MS) return
    last = now
    stage = progress.stage
    post({ type: 'progress', ...progress })
  }
}

async function run(request: JobRequest): Promise<WorkerMessage> {
  const report = reporter()
  switch (request.kind) {
    case 'exportJson':
      await writeJsonBackupFile(request.dbFile, request.temp, report)
      return { type: 'done', outcome: null }
    case 'exportXlsx':
      await writeClubXlsxFile(request.dbFile, request.temp, report)
      return { type: 'done', outcome: null }
    case 'importJson':
      return { type: 'done', outcome: await importIntoScratch(request, report) }
    case 'exportSessionCsv':
    case 'exportSessionXlsx':
    case 'exportReportXlsx':
      await writeSheetsFile(request, report)
      return { type: 'done', outcome: null }
    case 'restoreBackup':
      await stageRestore(request, report)
      return { type: 'done', outcome: null }
  }
}

run(workerData as JobRequest).then(post, (error: unknown) => post({ type: 'failed', error: toApiError(error) }))
