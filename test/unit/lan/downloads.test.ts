/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the replies as untyped JSON, as a device would */
/**
 * A paired desk exports through the LAN server: the job writes into a file the app owns, and only
 * the device that started it downloads it, once, streamed, with its name; then the file is gone.
 * Real HTTP against the real server, with wrong tokens, other devices, a wrong Host and path tricks.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_CALLER } from '../../../src-main/api/gateway'
import { downloadsDir, removeJobLeftovers } from '../../../src-main/services/jobs/leftovers'
import { DOWNLOAD_TTL_MS } from '../../../src-main/services/jobs/downloads'
import { saveStaff } from '../../../src-main/services/staff/staff'
import { tempDir } from '../../support/context'
import { rawRequest, startLan, until, type LanFixture } from '../../support/lan'
import { PINS } from '../../support/staff'

let lan: LanFixture
let desk: string
let otherDesk: string
let tablet: string

beforeAll(async () => {
  lan = await startLan()
  desk = await lan.pair({ role: 'desk', tableId: null }, '后台前台')
  otherDesk = await lan.pair({ role: 'desk', tableId: null }, '二号前台')
  tablet = await lan.pair({ role: 'table', tableId: lan.tables[0] }, '一号桌平板')
})
afterAll(() => lan.close())

/** Starts an export as the device: the job's view, naming its download. */
async function started(token: string, method: string, input: unknown): Promise<any> {
  const reply = await lan.call(token, method, input)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  expect(reply.body.ok, JSON.stringify(reply.body)).toBe(true)
  expect(reply.body.data.download).toMatch(/^[A-Za-z0-9_-]{22,}$/)
  return reply.body.data
}

/** Starts an export as the device and waits (through jobs.list over HTTP) until its file is ready. */
async function exported(token: string, method: string, input: unknown): Promise<{ id: string; file: string }> {
  return finished(token, await started(token, method, input))
}

async function finished(token: string, job: any): Promise<{ id: string; file: string }> {
  let state = job.state
  const deadline = Date.now() + 60_000
  while (state === 'running' && Date.now() < deadline) {
    const listed = await lan.call(token, 'jobs.list')
    state = listed.body.data.find((view: any) => view.id === job.id).state
    if (state === 'running') await new Promise((resolve) => setTimeout(resolve, 200))
  }
  expect(state).toBe('done')
  return { id: job.download, file: job.file }
}

function download(id: string, token?: string, headers: Record<string, string> = {}) {
  return fetch(`${lan.url}/api/downloads/${id}`, {
    headers: token === undefined ? headers : { Authorization: `Bearer ${token}`, ...headers }
  })
}

const filesLeft = () => (existsSync(downloadsDir(lan.ctx.dbFile)) ? readdirSync(downloadsDir(lan.ctx.dbFile)) : [])
/** The server removes the file once it has sent the last byte (a moment after the client read it). */
const allFetched = () => until(() => filesLeft().length === 0)

/** A worker job takes a few seconds on a busy machine. */
const JOB_MS = 60_000

describe('exports over the LAN: a desk device downloads what it exported', () => {
  it(
    'a desk exports the club Excel and downloads a valid .xlsx with its name; then the file is gone',
    async () => {
      const { id, file } = await exported(desk, 'jobs.start', { kind: 'exportXlsx' })
      expect(file).toMatch(/\.xlsx$/)
      expect(JSON.stringify((await lan.call(desk, 'jobs.list')).body)).not.toContain(lan.ctx.dbFile)
      const response = await download(id, desk)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      )
      const disposition = response.headers.get('content-disposition') ?? ''
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/)
      expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(file)
      const body = Buffer.from(await response.arrayBuffer())
      expect(Number(response.headers.get('content-length'))).toBe(body.length)
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(body as never)
      expect(book.worksheets.length).toBeGreaterThan(0)
      expect(JSON.stringify(book.worksheets.map((sheet) => sheet.getSheetValues()))).toContain('甲')

      await allFetched()
      const again = await download(id, desk)
      expect(again.status).toBe(404)
      expect((await again.json()).error.code).toBe('DOWNLOAD_NOT_FOUND')
    },
    JOB_MS
  )

  it(
    'refuses every other caller with the right status and no file content; the owner still gets it',
    async () => {
      const { id } = await exported(desk, 'export.sessionCsv', { sessionId: lan.sessions[0] })
      const refusals: [Promise<Response | { status: number; body: string }>, number][] = [
        [download(id), 401],
        [download(id, 'not-a-token'), 401],
        [download(id, otherDesk), 404],
        [download(id, tablet), 403],
        [
          rawRequest(lan.port, {
            path: `/api/downloads/${id}`,
            headers: { Host: `evil.example:${lan.port}`, Authorization: `Bearer ${desk}` }
          }),
          403
        ],
        [download(id, desk, { Origin: 'http://evil.example' }), 403],
        [download(`..%2F..%2F${id}`, desk), 404],
        [download(`${id}%2F..%2F..%2Fclub.sqlite`, desk), 404],
        [download('..%2Fdata.sqlite', desk), 404]
      ]
      for (const [pending, status] of refusals) {
        const reply = await pending
        const body = 'text' in reply && typeof reply.text === 'function' ? await reply.text() : (reply.body as string)
        expect(reply.status).toBe(status)
        expect(body).not.toContain('甲')
        expect(JSON.parse(body).ok).toBe(false)
      }
      const posted = await lan.call(desk, `downloads/${id}`)
      expect(posted.status).toBe(404)

      const response = await download(id, desk)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(await response.text()).toContain('甲')
      await allFetched()
    },
    JOB_MS
  )

  it('keeps a table device from exporting at all, and keeps import on the machine', async () => {
    const refused = await lan.call(tablet, 'export.sessionCsv', { sessionId: lan.sessions[0] })
    expect(refused.status).toBe(403)
    const importing = await lan.call(desk, 'jobs.start', { kind: 'importJson' })
    expect(importing.status).toBe(403)
    expect(importing.body.error.code).toBe('LOCAL_ONLY')
    expect(importing.body.error.messageEn).not.toContain('/')
    expect((await lan.call(desk, 'backups.restore', { file: 'x.sqlite' })).status).toBe(403)
  })

  it(
    'answers 409 while the export is still being written, and the file once it is done',
    async () => {
      const job = await started(desk, 'jobs.start', { kind: 'exportJson' })
      const early = await download(job.download, desk)
      expect(early.status).toBe(409)
      expect((await early.json()).error.code).toBe('DOWNLOAD_NOT_READY')
      const { id } = await finished(desk, job)
      const response = await download(id, desk)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(JSON.parse(await response.text())).toHaveProperty('tables')
      await allFetched()
    },
    JOB_MS
  )

  it(
    'lets a device cancel only the exports it started',
    async () => {
      const started = await lan.call(desk, 'jobs.start', { kind: 'exportJson' })
      const id = started.body.data.id
      // the list tells each caller whether it may cancel the job: its device, and the window, yes
      const cancellable = async (listed: Promise<{ body: any }>) =>
        (await listed).body.data.find((job: any) => job.id === id)?.cancellable
      expect(await cancellable(lan.call(desk, 'jobs.list'))).toBe(true)
      expect(await cancellable(lan.call(otherDesk, 'jobs.list'))).toBe(false)
      expect(await cancellable(lan.gateway.call(LOCAL_CALLER, 'jobs.list', {}).then((body) => ({ body })))).toBe(true)
      const stranger = await lan.call(otherDesk, 'jobs.cancel', { id })
      expect(stranger.status).toBe(403)
      expect(stranger.body.error.code).toBe('FORBIDDEN')
      const own = await lan.call(desk, 'jobs.cancel', { id })
      expect(own.body.data.state).toMatch(/^(cancelled|done)$/)
      if (own.body.data.state === 'cancelled') await until(() => filesLeft().length === 0)
      else expect((await download(started.body.data.download, desk)).status).toBe(200)
      await allFetched()
    },
    JOB_MS
  )

  it(
    'removes a download nobody fetched once it expires',
    async () => {
      const { id } = await exported(desk, 'jobs.start', { kind: 'exportJson' })
      expect(filesLeft()).toHaveLength(1)
      const realNow = lan.ctx.now
      lan.ctx.now = () => Date.now() + DOWNLOAD_TTL_MS + 1
      try {
        const response = await download(id, desk)
        expect(response.status).toBe(404)
        expect(await response.text()).not.toContain('"tables"')
      } finally {
        lan.ctx.now = realNow
      }
      expect(filesLeft()).toEqual([])
    },
    JOB_MS
  )

  it(
    'holds the staff rule: a cashier at a desk takes the day report but not the JSON backup',
    async () => {
      for (const role of ['owner', 'cashier'] as const)
        await saveStaff(lan.ctx.db, { name: role, role, active: true, pin: PINS[role] }, Date.now())
      const cashier = (lan.ctx.db.prepare("SELECT id FROM staff WHERE role = 'cashier'").get() as { id: number }).id
      const signedIn = await lan.call(desk, 'staff.signIn', { staffId: cashier, pin: PINS.cashier })
      expect(signedIn.body.ok, JSON.stringify(signedIn.body)).toBe(true)
      const backup = await lan.call(desk, 'jobs.start', { kind: 'exportJson' })
      expect(backup.body.error.code).toBe('OWNER_REQUIRED')
      expect(filesLeft()).toEqual([])
      const report = await exported(desk, 'reports.parlorXlsx', { period: '2026-11', locale: 'zh-CN' })
      expect(report.file).toBe('报表-2026-11.xlsx')
      const response = await download(report.id, desk)
      expect(response.status).toBe(200)
      // the Chinese name survives as RFC 5987's filename*, with an ASCII stand-in for old clients
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="__-2026-11.xlsx"; filename*=UTF-8''${encodeURIComponent('报表-2026-11.xlsx')}`
      )
      await response.arrayBuffer()
      await allFetched()
    },
    JOB_MS
  )
})

describe('download leftovers', () => {
  it('are removed at the next start', () => {
    const dbFile = join(tempDir('queji-downloads-'), 'club.sqlite')
    const left = join(downloadsDir(dbFile), 'abcdefghijklmnopqrstuv')
    mkdirSync(left, { recursive: true })
    writeFileSync(join(left, '雀记备份.json'), '{}')
    removeJobLeftovers(dbFile)
    expect(existsSync(downloadsDir(dbFile))).toBe(false)
  })
})
