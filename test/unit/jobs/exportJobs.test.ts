/**
 * One table's CSV and Excel, and the parlor report's Excel, as jobs: written in a worker to the file
 * the host picks, equal to what the whole-file exports build; killed or cancelled midway, no file
 * at the chosen name (nor its temporary), the database as it was, and the app still working.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import ExcelJS from 'exceljs'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import type { AppContext } from '../../../src-main/context'
import type { JobParams } from '../../../src-main/services/jobs/protocol'
import type { JobKind } from '../../../src-main/services/jobs/kinds'
import { JobRegistry } from '../../../src-main/services/jobs/registry'
import { exportParlorReportXlsx } from '../../../src-main/services/parlor/report'
import { exportSessionCsv, exportSessionXlsx } from '../../../src-main/services/sessionExport'
import { generateClub } from '../../../bench/clubGenerator'
import { smallClub } from '../../support/club'
import { dumpDatabase, openTestContext, tempDir } from '../../support/context'
import type { JobView } from '../../../src-main/model/jobs'

/** One table long enough that writing it takes a while (the stop lands while it writes). */
const LONG_TABLE_HANDS = 20_000
const PERIOD = '2026-11'

let ctx: AppContext
const workers: Worker[] = []

beforeAll(async () => {
  ctx = await openTestContext()
  generateClub(ctx.db, { players: 8, sessions: 1, hands: LONG_TABLE_HANDS, seed: 7 })
  ctx.db.pragma('wal_checkpoint(TRUNCATE)')
}, 120_000)

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()))
})

function registry(): JobRegistry {
  return new JobRegistry(ctx, (entry, options) => {
    const worker = new Worker(entry, options)
    workers.push(worker)
    return worker
  })
}

const SESSION: JobParams = { sessionId: 1 }
const REPORT: JobParams = { period: PERIOD, locale: 'zh-CN' }

/** Resolves at the job's first report of writing with something written. */
function writing(jobs: JobRegistry, id: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const off = jobs.subscribe((job) => {
      if (job.id !== id) return
      if (job.state !== 'running') reject(new Error(`job ended (${job.state}) before writing`))
      else if (job.stage === 'writing' && (job.percent ?? 0) > 0) resolve()
      else return
      off()
    })
  })
}

async function expectNothingLeft(out: string, before: Record<string, unknown[]>, jobs: JobRegistry) {
  expect(readdirSync(out)).toEqual([])
  expect(dumpDatabase(ctx)).toEqual(before)
  expect(await dispatch(createHandlers(ctx, 't'), 'players.list', {})).toMatchObject({ ok: true })
  const next = jobs.start('exportSessionCsv', join(out, 'next.csv'), SESSION)
  expect((await jobs.finished(next.id)).state).toBe('done')
}

/**
 * The table's Excel is stopped while it writes; its CSV and the report (written in less than the
 * 100 ms between two progress reports) are stopped before they write, while the worker reads.
 */
const STOPS: { kind: JobKind; params: JobParams; file: string; midway: boolean }[] = [
  { kind: 'exportSessionCsv', params: SESSION, file: 'table.csv', midway: false },
  { kind: 'exportSessionXlsx', params: SESSION, file: 'table.xlsx', midway: true },
  { kind: 'exportReportXlsx', params: REPORT, file: 'report.xlsx', midway: false }
]

describe.each(STOPS)('$kind', ({ kind, params, file, midway }) => {
  async function stopped(stop: (jobs: JobRegistry, id: number) => Promise<JobView>): Promise<JobView> {
    const jobs = registry()
    const out = tempDir('queji-out-')
    const before = dumpDatabase(ctx)
    const job = jobs.start(kind, join(out, file), params)
    if (midway) await writing(jobs, job.id)
    const ended = await stop(jobs, job.id)
    await expectNothingLeft(out, before, jobs)
    return ended
  }

  it('leaves no file and no change when its worker is killed', async () => {
    const ended = await stopped(async (jobs, id) => {
      await workers.at(-1)!.terminate()
      return jobs.finished(id)
    })
    expect(ended).toMatchObject({ state: 'failed', error: { code: 'JOB_STOPPED' } })
  }, 120_000)

  it('leaves no file and no change when it is cancelled', async () => {
    const ended = await stopped((jobs, id) => jobs.cancel(id))
    expect(ended).toMatchObject({ state: 'cancelled', error: null })
  }, 120_000)
})

async function sheetRows(source: string | Buffer): Promise<unknown[][][]> {
  const workbook = new ExcelJS.Workbook()
  if (typeof source === 'string') await workbook.xlsx.readFile(source)
  else await workbook.xlsx.load(source as unknown as ExcelJS.Buffer)
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    return rows
  })
}

describe('a finished export job', () => {
  async function finished(kind: JobKind, file: string, params: JobParams, db = ctx) {
    const jobs = new JobRegistry(db)
    const seen: JobView[] = []
    jobs.subscribe((job) => seen.push(job))
    const path = join(tempDir('queji-out-'), file)
    const job = jobs.start(kind, path, params)
    expect(await jobs.finished(job.id)).toMatchObject({ state: 'done', percent: 100 })
    expect(seen.some((view) => view.stage === 'writing')).toBe(true)
    return path
  }

  it('writes the same CSV and workbook of a table as the whole-file export', async () => {
    const small = await openTestContext()
    smallClub(small.db, 3)
    const csv = await finished('exportSessionCsv', 'table.csv', SESSION, small)
    expect(readFileSync(csv, 'utf8')).toBe((await exportSessionCsv(small.db, 1)).content)
    const xlsx = await finished('exportSessionXlsx', 'table.xlsx', SESSION, small)
    const whole = Buffer.from((await exportSessionXlsx(small.db, 1)).content, 'base64')
    expect(await sheetRows(xlsx)).toEqual(await sheetRows(whole))
  }, 60_000)

  it('writes the same report workbook as the whole-file export', async () => {
    const xlsx = await finished('exportReportXlsx', 'report.xlsx', REPORT)
    const whole = Buffer.from((await exportParlorReportXlsx(ctx.db, PERIOD, 'zh-CN')).content, 'base64')
    expect(await sheetRows(xlsx)).toEqual(await sheetRows(whole))
  }, 60_000)
})

describe('the export methods', () => {
  it('start a job at the file the host picks, or answer null with no dialog', async () => {
    const out = tempDir('queji-out-')
    const suggested: string[] = []
    const dialogs = {
      pickFolder: () => Promise.resolve(null),
      pickSaveFile: (name: string) => (suggested.push(name), Promise.resolve(join(out, name))),
      pickJsonFile: () => Promise.resolve(null)
    }
    const jobs = new JobRegistry(ctx)
    const handlers = createHandlers(ctx, 't', dialogs, undefined, jobs)
    const started = await dispatch(handlers, 'reports.parlorXlsx', REPORT)
    expect(started).toMatchObject({ ok: true, data: { kind: 'exportReportXlsx', state: 'running' } })
    await jobs.finished((started as { data: JobView }).data.id)
    expect(suggested).toEqual([`报表-${PERIOD}.xlsx`])
    expect(readdirSync(out)).toEqual([`报表-${PERIOD}.xlsx`])
    expect(await dispatch(handlers, 'reports.parlorXlsx', { period: '11/2026', locale: 'en' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PERIOD' }
    })
    expect(await dispatch(handlers, 'export.sessionCsv', { sessionId: 999 })).toMatchObject({
      ok: false,
      error: { code: 'SESSION_NOT_FOUND' }
    })
    expect(await dispatch(createHandlers(ctx, 't'), 'export.sessionXlsx', { sessionId: 1 })).toEqual({
      ok: true,
      data: null
    })
  }, 60_000)
})
