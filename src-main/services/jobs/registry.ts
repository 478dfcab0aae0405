/**
 * The long jobs (club exports, JSON backup, import, restore) of the running app: each runs in a
 * worker thread, reports its progress here, and can be cancelled. An export is written under a
 * temporary name and renamed to the chosen file only when complete; an import is replayed into a
 * scratch copy, and a restore's backup copied and checked, and that copy replaces the live file only
 * when complete. Cancelled or killed, a job leaves neither.
 */
import { renameSync, rmSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { Worker, type WorkerOptions } from 'node:worker_threads'
import type { AppContext } from '../../context'
import { AppError, toApiError, type ApiError } from '../../errors'
import { fsyncPath } from '../../store/backup'
import { removeDatabaseFiles, stagingPath } from '../../store/restore'
import { hasPlayersOrSessions } from '../../store/tableRows'
import { installChecked, installRestored } from '../backup'
import { forgetTemp, noteTemp, partPath } from './leftovers'
import type { JobParams, JobProgress, JobRequest, WorkerMessage } from './protocol'
import type { JobKind } from './kinds'
import type { JobState, JobView } from '../../model/jobs'

interface Job {
  view: JobView
  worker: Worker
  request: JobRequest
  /** The chosen file: the export's target, or the import's or restore's source. */
  path: string
  stageStartedAt: number
  /** Set once main takes over the finished file, or once the host cancels: the worker's exit then says nothing. */
  handedOver: boolean
  cancelled: boolean
  settled: Promise<JobView>
  settle: (view: JobView) => void
}

export type SpawnWorker = (entry: URL, options: WorkerOptions) => Worker

/** From source (vitest, tsx, `npm run serve`) the worker is TypeScript; built, it is a bundle beside main's. */
function workerEntry(): { url: URL; execArgv: string[] } {
  return import.meta.url.endsWith('.ts')
    ? { url: new URL('./worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] }
    : { url: new URL('./jobWorker.js', import.meta.url), execArgv: [] }
}

/** An import or a restore: it reads the chosen file and writes a database next to the live one. */
const readsFile = (kind: JobKind) => kind === 'importJson' || kind === 'restoreBackup'

/** Jobs kept in the list after they end. */
const KEPT = 10

const busy = () =>
  new AppError(
    'JOB_RUNNING',
    '另一项导出或导入正在进行，请等它完成或取消后再试。',
    'Another export or import is running; wait for it to finish or cancel it.'
  )
const stopped = () =>
  new AppError(
    'JOB_STOPPED',
    '后台任务意外中止了，没有写出文件，数据库没有任何改动。',
    'The background job stopped unexpectedly; no file was written and nothing was changed.'
  )
const notFound = (id: number) => new AppError('JOB_NOT_FOUND', `没有编号为 ${id} 的任务。`, `There is no job ${id}.`)

export class JobRegistry {
  private readonly jobs = new Map<number, Job>()
  private readonly listeners = new Set<(job: JobView) => void>()
  private nextId = 1

  constructor(
    private readonly ctx: AppContext,
    private readonly spawn: SpawnWorker = (entry, options) => new Worker(entry, options)
  ) {}

  /** Hears every change of a job (progress included, a few times a second at most). */
  subscribe(listener: (job: JobView) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  list(): JobView[] {
    return [...this.jobs.values()].map((job) => ({ ...job.view })).reverse()
  }

  /**
   * One job at a time: the next one waits for the file the first is writing or swapping in.
   * `download` names a paired device's export (downloads.ts) in the job's view; `file` is the name
   * shown for the file when it is not the path's own (an upload's, uploads.ts).
   */
  start(
    kind: JobKind,
    path: string,
    params: JobParams = {},
    { download = null, file = basename(path) }: { download?: string | null; file?: string } = {}
  ): JobView {
    if ([...this.jobs.values()].some((job) => job.view.state === 'running')) throw busy()
    const id = this.nextId++
    const temp = readsFile(kind) ? stagingPath(this.ctx.dbFile) : partPath(path, id)
    if (!readsFile(kind)) noteTemp(this.ctx.dbFile, temp)
    const request: JobRequest = {
      kind,
      dbFile: this.ctx.dbFile,
      migrationsDir: this.ctx.migrationsDir,
      source: readsFile(kind) ? path : '',
      temp,
      params
    }
    const { url, execArgv } = workerEntry()
    const worker = this.spawn(url, { workerData: request, execArgv })
    let settle!: (view: JobView) => void
    const settled = new Promise<JobView>((resolve) => (settle = resolve))
    const job: Job = {
      view: {
        id,
        kind,
        file,
        state: 'running',
        stage: 'starting',
        percent: null,
        secondsLeft: null,
        error: null,
        outcome: null,
        safetyBackup: null,
        download
      },
      worker,
      request,
      path,
      stageStartedAt: performance.now(),
      handedOver: false,
      cancelled: false,
      settled,
      settle
    }
    this.jobs.set(id, job)
    this.forgetOld()
    worker.on('message', (message: WorkerMessage) => void this.heard(job, message))
    worker.on('error', (error) => this.end(job, 'failed', toApiError(error)))
    worker.on('exit', () => {
      if (job.cancelled) this.end(job, 'cancelled', null)
      else if (!job.handedOver) this.end(job, 'failed', toApiError(stopped()))
    })
    this.changed(job)
    return { ...job.view }
  }

  /** Stops the job's worker; what it had written is removed. A job already putting its file in place ends as it would. */
  async cancel(id: number): Promise<JobView> {
    const job = this.jobs.get(id)
    if (!job) throw notFound(id)
    if (job.view.state === 'running' && !job.handedOver) {
      job.cancelled = true
      await job.worker.terminate()
    }
    return job.settled
  }

  /** The job's view once it has ended. */
  finished(id: number): Promise<JobView> {
    const job = this.jobs.get(id)
    if (!job) return Promise.reject(notFound(id))
    return job.settled
  }

  private async heard(job: Job, message: WorkerMessage): Promise<void> {
    if (job.view.state !== 'running') return
    if (message.type === 'progress') return this.progressed(job, message)
    if (message.type === 'failed') return this.end(job, 'failed', message.error)
    job.handedOver = true
    try {
      job.view.stage = 'finishing'
      await this.complete(job)
      job.view.outcome = message.outcome
      this.end(job, 'done', null)
    } catch (error) {
      this.end(job, 'failed', toApiError(error))
    }
  }

  private progressed(job: Job, { stage, done, total }: JobProgress): void {
    const now = performance.now()
    if (stage !== job.view.stage) job.stageStartedAt = now
    job.view.stage = stage
    if (done === undefined || total === undefined || total === 0) {
      job.view.percent = null
      job.view.secondsLeft = null
    } else {
      job.view.percent = Math.min(100, Math.floor((done / total) * 100))
      const elapsed = (now - job.stageStartedAt) / 1000
      job.view.secondsLeft = done > 0 && elapsed > 0.5 ? Math.ceil((elapsed / done) * (total - done)) : null
    }
    this.changed(job)
  }

  /** The finished file goes in place: the export renamed to the chosen name, the import's or restore's copy over the live file. */
  private async complete(job: Job): Promise<void> {
    const { temp } = job.request
    if (job.view.kind === 'restoreBackup') {
      job.view.safetyBackup = (await installRestored(this.ctx, temp, job.view.file, basename(job.path))).safetyBackup
      return
    }
    if (job.view.kind !== 'importJson') {
      renameSync(temp, job.path)
      fsyncPath(dirname(job.path))
      forgetTemp(this.ctx.dbFile, temp)
      return
    }
    if (hasPlayersOrSessions(this.ctx.db)) {
      throw new AppError(
        'IMPORT_TARGET_NOT_EMPTY',
        '导入期间数据库里有了会员或牌局，导入没有替换它。数据库没有任何改动。',
        'Players or sessions were added while the import ran, so it did not replace them. Nothing was changed.'
      )
    }
    await installChecked(this.ctx, temp)
  }

  private end(job: Job, state: JobState, error: ApiError | null): void {
    if (job.view.state !== 'running') return
    Object.assign(job.view, { state, error, secondsLeft: null }, state === 'done' ? { percent: 100 } : {})
    if (state !== 'done') this.removeTemp(job)
    job.settle({ ...job.view })
    this.changed(job)
  }

  private removeTemp(job: Job): void {
    if (readsFile(job.view.kind)) return removeDatabaseFiles(job.request.temp)
    rmSync(job.request.temp, { force: true })
    forgetTemp(this.ctx.dbFile, job.request.temp)
  }

  private forgetOld(): void {
    const ended = [...this.jobs.values()].filter((job) => job.view.state !== 'running')
    for (const job of ended.slice(0, Math.max(0, this.jobs.size - KEPT))) this.jobs.delete(job.view.id)
  }

  private changed(job: Job): void {
    for (const listener of this.listeners) listener({ ...job.view })
  }
}
