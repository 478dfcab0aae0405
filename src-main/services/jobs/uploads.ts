/**
 * Restores and imports for a paired desk device (a browser has no path on this machine): the device
 * uploads the backup (POST /api/uploads) into a file the app names and owns beside the data file,
 * then starts the restore or the import with the upload's id instead of a picked file. An upload is
 * read by one job, for the device that sent it; it is removed when that job ends, after
 * UPLOAD_TTL_MS unused, when the device uploads another (one unused upload per device, so that the
 * disk holds at most one cap's worth for each), and at the next start (leftovers.ts). No path ever
 * leaves this module. The name of the file the host chose comes along (uploadName.ts) as a label
 * for the job list and the audit only: the file on disk always has the app's own name.
 */
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import type { JobView } from '../../model/jobs'
import { DOWNLOAD_TTL_MS, FILE_ID, newFileId } from './downloads'
import { uploadsDir } from './leftovers'
import type { JobRegistry } from './registry'
import { uploadLabel } from './uploadName'

/** The largest backup a device may upload (a club's JSON backup can pass a gigabyte). */
export const MAX_UPLOAD_BYTES = 4 * 1024 ** 3
/** An upload waits for its restore or import as long as a finished export waits for its device. */
export const UPLOAD_TTL_MS = DOWNLOAD_TTL_MS

/** The body passed the cap: the server answers 413. */
export class UploadTooLarge extends Error {}

interface Upload {
  deviceId: number
  path: string
  /** The chosen file's name, checked (uploadName.ts): shown, never opened. */
  label: string
  expiresAt: number
  /** The job reading it: from then on nobody else may name it. */
  jobId: number | null
}

const notFound = () =>
  new AppError(
    'UPLOAD_NOT_FOUND',
    '没有这个上传的文件：它已经用过、已过期，或不是这台设备上传的。请重新选择文件。',
    'No such upload: it was already used, it expired, or another device sent it. Choose the file again.'
  )

/** Passes the bytes on until there are more than `max`. */
function capped(max: number): Transform {
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      size += chunk.length
      next(size > max ? new UploadTooLarge() : null, chunk)
    }
  })
}

export class Uploads {
  private readonly entries = new Map<string, Upload>()

  constructor(
    private readonly ctx: AppContext,
    jobs: JobRegistry,
    /** The cap; only a test lowers it. */
    readonly maxBytes = MAX_UPLOAD_BYTES
  ) {
    jobs.subscribe((view) => this.jobChanged(view))
  }

  /**
   * Writes the body into a new file of the device's; its id and the label its job will show once
   * complete (`name`: as the device sent it, unchecked). A body over the cap (UploadTooLarge) or
   * broken off leaves no file. The body is never destroyed here, so that the server can still answer it.
   */
  async receive(deviceId: number, body: Readable, name: unknown): Promise<{ upload: string; file: string }> {
    const label = uploadLabel(name)
    const id = newFileId()
    mkdirSync(uploadsDir(this.ctx.dbFile), { recursive: true })
    const path = join(uploadsDir(this.ctx.dbFile), id)
    const counted = capped(this.maxBytes)
    const brokenOff = () => {
      if (!body.readableEnded) counted.destroy(new Error('The upload was broken off.'))
    }
    body.once('close', brokenOff)
    body.pipe(counted)
    try {
      await pipeline(counted, createWriteStream(path, { flags: 'wx' }))
    } catch (error) {
      body.unpipe(counted)
      body.resume()
      rmSync(path, { force: true })
      throw error
    } finally {
      body.off('close', brokenOff)
    }
    for (const [other, entry] of this.entries) if (entry.deviceId === deviceId && entry.jobId === null) this.drop(other)
    this.entries.set(id, { deviceId, path, label, expiresAt: this.now() + UPLOAD_TTL_MS, jobId: null })
    setTimeout(() => this.expire(id), UPLOAD_TTL_MS).unref()
    return { upload: id, file: label }
  }

  /**
   * Starts the job that reads the device's upload (`start` is given its path and the chosen file's
   * label); the upload is used up once the job runs. A job that cannot start (another is running)
   * leaves it for another try.
   */
  use(id: string, deviceId: number | null, start: (path: string, label: string) => JobView): JobView {
    const entry = FILE_ID.test(id) ? this.entries.get(id) : undefined
    if (!entry || entry.deviceId !== deviceId || entry.jobId !== null) throw notFound()
    if (this.now() >= entry.expiresAt) {
      this.drop(id)
      throw notFound()
    }
    const view = start(entry.path, entry.label)
    entry.jobId = view.id
    return view
  }

  /** Whether the device started this job on its upload (a device cancels only its own jobs). */
  startedBy(jobId: number, deviceId: number): boolean {
    return [...this.entries.values()].some((entry) => entry.jobId === jobId && entry.deviceId === deviceId)
  }

  /** The file goes when its job ends; the entry stays (a few bytes a job) to say who started the job. */
  private jobChanged(view: JobView): void {
    if (view.state === 'running') return
    for (const entry of this.entries.values()) if (entry.jobId === view.id) rmSync(entry.path, { force: true })
  }

  private expire(id: string): void {
    if (this.entries.get(id)?.jobId === null) this.drop(id)
  }

  private drop(id: string): void {
    const entry = this.entries.get(id)
    if (!entry) return
    this.entries.delete(id)
    rmSync(entry.path, { force: true })
  }

  private now(): number {
    return this.ctx.now?.() ?? Date.now()
  }
}
