/**
 * Exports for a paired desk device (a browser has no save dialog): the same job writes into a
 * folder the app owns beside the data file, and the device that started it fetches the finished
 * file once over the LAN server (GET /api/downloads/<id>). The file is removed once downloaded,
 * when it expires, and at the next start (leftovers.ts). No path ever leaves this module.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { AppContext } from '../../context'
import type { JobView } from '../../model/jobs'
import { downloadsDir } from './leftovers'
import type { JobKind } from './kinds'
import type { JobParams } from './protocol'
import type { JobRegistry } from './registry'

/** A finished export waits this long for its device. */
export const DOWNLOAD_TTL_MS = 30 * 60_000

/** 16 random bytes in base64url: the id of a download or an upload. */
export const newFileId = () => randomBytes(16).toString('base64url')
/** The only shape of id a request may name (anything else is unknown, never a path). */
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/

interface Download<Started> {
  deviceId: number
  /** How the export was started (the method and who), for the rule rechecked at download. */
  started: Started
  jobId: number
  folder: string
  path: string
  /** Set when the job is done: until then there is nothing to fetch. */
  expiresAt: number | null
  /** Being sent now: a second request waits for this one to fail. */
  sending: boolean
}

/** What the server streams: the file, its name for Content-Disposition, and its size. */
export interface DownloadFile {
  path: string
  name: string
  size: number
}

export type Fetched<Started> = (DownloadFile & { started: Started }) | 'not-ready' | null

export class Downloads<Started = unknown> {
  private readonly entries = new Map<string, Download<Started>>()

  constructor(
    private readonly ctx: AppContext,
    private readonly jobs: JobRegistry
  ) {
    jobs.subscribe((view) => this.jobChanged(view))
  }

  /** Starts the export job for the device, into a file of its own; the view names the download. */
  start(deviceId: number, kind: JobKind, name: string, params: JobParams, started: Started): JobView {
    const id = newFileId()
    const folder = join(downloadsDir(this.ctx.dbFile), id)
    mkdirSync(folder, { recursive: true })
    const path = join(folder, basename(name))
    try {
      const view = this.jobs.start(kind, path, params, { download: id })
      this.entries.set(id, { deviceId, started, jobId: view.id, folder, path, expiresAt: null, sending: false })
      return view
    } catch (error) {
      rmSync(folder, { recursive: true, force: true })
      throw error
    }
  }

  /** Whether the device started this job (a device cancels only its own exports). */
  startedBy(jobId: number, deviceId: number): boolean {
    return [...this.entries.values()].some((entry) => entry.jobId === jobId && entry.deviceId === deviceId)
  }

  /**
   * The file for the device that started it (null for any other device, an unknown, used or
   * expired id); it is taken until `sent` says how the sending ended.
   */
  take(id: string, deviceId: number): Fetched<Started> {
    const entry = FILE_ID.test(id) ? this.entries.get(id) : undefined
    if (!entry || entry.deviceId !== deviceId || entry.sending) return null
    if (entry.expiresAt === null) return 'not-ready'
    if (this.now() >= entry.expiresAt) {
      this.drop(id)
      return null
    }
    entry.sending = true
    return { path: entry.path, name: basename(entry.path), size: statSync(entry.path).size, started: entry.started }
  }

  /** A complete download removes the file; a broken one leaves it for another try until it expires. */
  sent(id: string, complete: boolean): void {
    const entry = this.entries.get(id)
    if (!entry) return
    if (complete || this.now() >= entry.expiresAt!) this.drop(id)
    else entry.sending = false
  }

  private jobChanged(view: JobView): void {
    const id = view.download
    if (id === null || !this.entries.has(id) || view.state === 'running') return
    if (view.state !== 'done') return this.drop(id)
    this.entries.get(id)!.expiresAt = this.now() + DOWNLOAD_TTL_MS
    setTimeout(() => this.expire(id), DOWNLOAD_TTL_MS).unref()
  }

  private expire(id: string): void {
    const entry = this.entries.get(id)
    if (entry && !entry.sending) this.drop(id)
  }

  private drop(id: string): void {
    const entry = this.entries.get(id)
    if (!entry) return
    this.entries.delete(id)
    rmSync(entry.folder, { recursive: true, force: true })
  }

  private now(): number {
    return this.ctx.now?.() ?? Date.now()
  }
}
