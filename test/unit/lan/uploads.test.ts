/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the replies as untyped JSON, as a device would */
/**
 * A paired desk restores or imports a backup over the LAN: it uploads the file (POST /api/uploads),
 * then starts the restore or the import with the upload's id. Real HTTP against the real server,
 * with wrong tokens, other devices, a wrong Host, a body over the cap and made-up ids; the data
 * afterwards is compared with what the window's own path gives.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_CALLER } from '../../../src-main/api/gateway'
import { backupPath } from '../../../src-main/services/backup'
import { removeJobLeftovers, uploadsDir } from '../../../src-main/services/jobs/leftovers'
import { JobRegistry } from '../../../src-main/services/jobs/registry'
import { MAX_UPLOAD_NAME, UPLOAD_FALLBACK_NAME } from '../../../src-main/services/jobs/uploadName'
import { MAX_UPLOAD_BYTES, UPLOAD_TTL_MS } from '../../../src-main/services/jobs/uploads'
import { createPlayer } from '../../../src-main/services/roster'
import { saveStaff } from '../../../src-main/services/staff/staff'
import type { AppContext } from '../../../src-main/context'
import { dumpDatabase, openTestContext, tempDir } from '../../support/context'
import { rawRequest, startLan, until, type LanFixture } from '../../support/lan'
import { PINS } from '../../support/staff'

/** The test server's cap: small, so that a body over it is quick to send. */
const CAP = 2 * 1024 * 1024
/** A worker job takes a few seconds on a busy machine. */
const JOB_MS = 60_000

let lan: LanFixture
let desk: string
let otherDesk: string
let tablet: string

beforeAll(async () => {
  lan = await startLan(undefined, { uploadCap: CAP })
  desk = await lan.pair({ role: 'desk', tableId: null }, '后台前台')
  otherDesk = await lan.pair({ role: 'desk', tableId: null }, '二号前台')
  tablet = await lan.pair({ role: 'table', tableId: lan.tables[0] }, '一号桌平板')
})
afterAll(() => lan.close())

const uploadsLeft = (fixture = lan) =>
  existsSync(uploadsDir(fixture.ctx.dbFile)) ? readdirSync(uploadsDir(fixture.ctx.dbFile)) : []

function upload(body: BodyInit, token?: string, headers: Record<string, string> = {}, fixture = lan) {
  return fetch(`${fixture.url}/api/uploads`, {
    method: 'POST',
    headers: token === undefined ? headers : { Authorization: `Bearer ${token}`, ...headers },
    body,
    duplex: 'half'
  } as RequestInit)
}

/** Uploads the bytes as the device (`name`: the chosen file's, sent as the browser does): the id the server answered. */
async function uploaded(bytes: Buffer, token = desk, fixture = lan, name?: string): Promise<string> {
  const headers: Record<string, string> = name === undefined ? {} : { 'X-File-Name': encodeURIComponent(name) }
  const response = await upload(new Uint8Array(bytes), token, headers, fixture)
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  expect(body.data.upload).toMatch(/^[A-Za-z0-9_-]{22}$/)
  return body.data.upload
}

/** What the restores wrote in the audit: the file each names. */
const restoredFiles = (ctx: AppContext) =>
  (
    ctx.db.prepare("SELECT after FROM audit_log WHERE entity = 'backup' AND action = 'restore'").all() as {
      after: string
    }[]
  ).map((row) => JSON.parse(row.after).file)

/** Waits (through jobs.list over HTTP) until the job ended; its view. */
async function ended(token: string, fixture: LanFixture, job: any): Promise<any> {
  const deadline = Date.now() + JOB_MS
  for (;;) {
    const view = (await fixture.call(token, 'jobs.list')).body.data.find((listed: any) => listed.id === job.id)
    if (view.state !== 'running' || Date.now() > deadline) return view
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The club's records (not the devices, sign-ins and audit, which differ by machine). */
const RECORDS = ['players', 'table_sessions', 'session_seats', 'hands', 'parlor_tables', 'account_ledger']
const records = (ctx: AppContext) =>
  Object.fromEntries(Object.entries(dumpDatabase(ctx)).filter(([name]) => RECORDS.includes(name)))

/** A chunked body (no Content-Length): the server learns its size only by reading it. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close()
      const chunk = new Uint8Array(Math.min(16 * 1024, size - sent)).fill(0x7b)
      sent += chunk.length
      controller.enqueue(chunk)
    }
  })
}

describe('POST /api/uploads', () => {
  it('refuses every caller but a confirmed desk device, and writes nothing', async () => {
    const bytes = new Uint8Array(1000).fill(0x41)
    const refusals: [Promise<Response | { status: number; body: string }>, number, string][] = [
      [upload(bytes), 401, 'UNAUTHORIZED'],
      [upload(bytes, 'not-a-token'), 401, 'UNAUTHORIZED'],
      [upload(bytes, tablet), 403, 'FORBIDDEN'],
      [upload(bytes, desk, { Origin: 'http://evil.example' }), 403, 'BAD_HOST'],
      [
        rawRequest(lan.port, {
          method: 'POST',
          path: '/api/uploads',
          headers: { Host: `evil.example:${lan.port}`, Authorization: `Bearer ${desk}` },
          body: 'AAAA'
        }),
        403,
        'BAD_HOST'
      ]
    ]
    for (const [pending, status, code] of refusals) {
      const reply = await pending
      const body = 'text' in reply && typeof reply.text === 'function' ? await reply.text() : (reply.body as string)
      expect(reply.status).toBe(status)
      expect(JSON.parse(body).error.code).toBe(code)
    }
    const unconfirmed = await lan.pair({ role: 'desk', tableId: null }, '未确认', { confirm: false })
    expect((await upload(bytes, unconfirmed)).status).toBe(403)
    expect((await fetch(`${lan.url}/api/uploads`, { headers: { Authorization: `Bearer ${desk}` } })).status).toBe(405)
    expect(uploadsLeft()).toEqual([])
  })

  it('answers 413 for a body over the cap, declared or streamed, and leaves no file', async () => {
    const declared = await rawRequest(lan.port, {
      method: 'POST',
      path: '/api/uploads',
      headers: {
        Authorization: `Bearer ${desk}`,
        'Content-Length': String(CAP + 1),
        Host: `127.0.0.1:${lan.port}`
      },
      body: 'x'.repeat(CAP + 1)
    })
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.body).error.code).toBe('TOO_LARGE')
    const streamed = await upload(chunked(CAP * 4), desk)
    expect(streamed.status).toBe(413)
    expect((await streamed.json()).error.code).toBe('TOO_LARGE')
    await until(() => uploadsLeft().length === 0)
    // the cap is one constant; a test server only lowers it
    expect(MAX_UPLOAD_BYTES).toBeGreaterThan(CAP)
    // exactly the cap is accepted
    const id = await uploaded(Buffer.alloc(CAP, 0x41))
    expect(uploadsLeft()).toEqual([id])
    expect(readFileSync(join(uploadsDir(lan.ctx.dbFile), id)).length).toBe(CAP)
    // and a byte more, streamed, is not; the accepted one stays
    expect((await upload(chunked(CAP + 1), desk)).status).toBe(413)
    expect(uploadsLeft()).toEqual([id])
  })

  it('lets no made-up, other device\u2019s or expired upload id be read, and keeps import and restore home without one', async () => {
    const id = await uploaded(Buffer.from('{}'))
    for (const upload of ['..%2F..%2Fqueji.sqlite', '../queji.sqlite', 'abcdefghijklmnopqrstuv', `${id}/..`]) {
      const reply = await lan.call(desk, 'backups.restore', { upload })
      expect(reply.body.ok).toBe(false)
      expect(reply.body.error.code).toMatch(/^(UPLOAD_NOT_FOUND|INVALID_INPUT)$/)
    }
    const stranger = await lan.call(otherDesk, 'jobs.start', { kind: 'importJson', upload: id })
    expect(stranger.body.error.code).toBe('UPLOAD_NOT_FOUND')
    const table = await lan.call(tablet, 'backups.restore', { upload: id })
    expect(table.status).toBe(403)
    const picked = await lan.call(desk, 'jobs.start', { kind: 'importJson' })
    expect(picked.status).toBe(403)
    expect(picked.body.error.code).toBe('LOCAL_ONLY')
    const named = await lan.call(desk, 'backups.restore', { file: 'x.sqlite' })
    expect(named.status).toBe(403)
    expect(named.body.error.code).toBe('LOCAL_ONLY')
    const exportWithUpload = await lan.call(desk, 'jobs.start', { kind: 'exportJson', upload: id })
    expect(exportWithUpload.body.error.code).toBe('INVALID_INPUT')
    // the window has no uploads of its own
    const local = await lan.gateway.call(LOCAL_CALLER, 'backups.restore', { upload: id })
    expect(local.ok || local.error.code).toBe('UPLOAD_NOT_FOUND')
    expect(uploadsLeft()).toContain(id)
    // one unused upload per device: the next one replaces it
    const [next, others] = [await uploaded(Buffer.from('{}')), await uploaded(Buffer.from('{}'), otherDesk)]
    expect(uploadsLeft().sort()).toEqual([next, others].sort())
    expect((await lan.call(desk, 'backups.restore', { upload: id })).body.error.code).toBe('UPLOAD_NOT_FOUND')
    expect(uploadsLeft()).toContain(others)

    const realNow = lan.ctx.now
    lan.ctx.now = () => Date.now() + UPLOAD_TTL_MS + 1
    try {
      expect((await lan.call(desk, 'backups.restore', { upload: next })).body.error.code).toBe('UPLOAD_NOT_FOUND')
    } finally {
      lan.ctx.now = realNow
    }
    expect(uploadsLeft()).not.toContain(next)
  })

  it(
    'restores an uploaded backup exactly as the window does, once; a damaged one changes nothing',
    async () => {
      // the earlier test left one upload of exactly the cap: let it go unused
      const backup = await lan.gateway.call(LOCAL_CALLER, 'backups.create', {})
      expect(backup.ok, JSON.stringify(backup)).toBe(true)
      const file = (backup as any).data.file as string
      const before = records(lan.ctx)
      createPlayer(lan.ctx.db, { name: '后来的人', nickname: '', phone: '', note: '', allowDuplicate: false })
      expect(records(lan.ctx)).not.toEqual(before)

      const damaged = await uploaded(Buffer.from('SQLite format 3\0 not really'))
      const failed = await ended(desk, lan, (await lan.call(desk, 'backups.restore', { upload: damaged })).body.data)
      expect(failed.state).toBe('failed')
      expect(records(lan.ctx).players).toHaveLength(before.players.length + 1)
      await until(() => !uploadsLeft().includes(damaged))

      const chosen = '十一月 会员备份 (1).sqlite'
      const id = await uploaded(readFileSync(backupPath(lan.ctx, file)), desk, lan, chosen)
      // the name is a label only: the file on disk keeps the app's name
      expect(uploadsLeft()).toContain(id)
      expect(uploadsLeft().join()).not.toContain('会员备份')
      const started = await lan.call(desk, 'backups.restore', { upload: id })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      expect(started.body.data.file).toBe(chosen)
      // the device that started it may cancel it, another may not
      const cancellable = async (token: string) =>
        (await lan.call(token, 'jobs.list')).body.data.find((job: any) => job.id === started.body.data.id)?.cancellable
      const [own, other] = [await cancellable(desk), await cancellable(otherDesk)]
      const ran = await ended(desk, lan, started.body.data)
      if (ran.state !== 'done') throw new Error(JSON.stringify(ran))
      expect([own, other]).toEqual([true, false])
      expect(ran.file).toBe(chosen)
      expect(restoredFiles(lan.ctx).at(-1)).toBe(chosen)
      expect(records(lan.ctx)).toEqual(before)
      await until(() => !uploadsLeft().includes(id))
      const again = await lan.call(desk, 'backups.restore', { upload: id })
      expect(again.body.error.code).toBe('UPLOAD_NOT_FOUND')
    },
    JOB_MS * 2
  )

  it(
    'imports an uploaded JSON backup into an empty parlor exactly as the window does; a damaged one changes nothing',
    async () => {
      // the JSON backup of the served parlor, written by the window's own job
      const exported = join(tempDir('queji-upload-json-'), 'backup.json')
      const jobs = new JobRegistry(lan.ctx)
      expect((await jobs.finished(jobs.start('exportJson', exported).id)).state).toBe('done')
      const json = readFileSync(exported)

      const local = await openTestContext()
      const localJobs = new JobRegistry(local)
      expect((await localJobs.finished(localJobs.start('importJson', exported).id)).state).toBe('done')

      const empty = await startLan(undefined, { empty: true })
      try {
        const emptyDesk = await empty.pair({ role: 'desk', tableId: null }, '新店前台')
        const damaged = await uploaded(json.subarray(0, json.length >> 1), emptyDesk, empty)
        const failed = await empty.call(emptyDesk, 'jobs.start', { kind: 'importJson', upload: damaged })
        expect((await ended(emptyDesk, empty, failed.body.data)).state).toBe('failed')
        expect(records(empty.ctx).players).toEqual([])

        const id = await uploaded(json, emptyDesk, empty, 'club-backup 2026-11.json')
        const started = await empty.call(emptyDesk, 'jobs.start', { kind: 'importJson', upload: id })
        expect(started.status, JSON.stringify(started.body)).toBe(200)
        const done = await ended(emptyDesk, empty, started.body.data)
        expect([done.state, done.file]).toEqual(['done', 'club-backup 2026-11.json'])
        expect(records(empty.ctx)).toEqual(records(local))
        expect(records(empty.ctx).players.length).toBeGreaterThan(0)
        await until(() => uploadsLeft(empty).length === 0)
      } finally {
        await empty.close()
        local.db.close()
      }
    },
    JOB_MS * 2
  )

  it(
    'takes the chosen file\u2019s name as a label only: a path, a control character or an overlong name becomes the neutral name',
    async () => {
      const hostile = [
        '../../queji.sqlite',
        '..',
        'backups/queji.sqlite',
        '/etc/passwd',
        'C:\\Users\\queji.sqlite',
        '..\\queji.sqlite',
        'bell\u0007.json',
        'line\nbreak.json',
        'nul\u0000.json',
        'del\u007f.json',
        'invoice\u202egpj.sqlite',
        'x'.repeat(MAX_UPLOAD_NAME + 1) + '.json',
        ''
      ]
      const send = (header: string | undefined) =>
        upload(new Uint8Array(Buffer.from('{}')), otherDesk, header === undefined ? {} : { 'X-File-Name': header })
      const replies = [
        ...hostile.map((name) => send(encodeURIComponent(name))),
        // not percent-encoding, and no header at all
        send('%E4%ZZ'),
        send(undefined)
      ]
      for (const pending of replies) {
        const reply = await pending
        const body = await reply.json()
        expect(reply.status, JSON.stringify(body)).toBe(200)
        expect(body.data.file).toBe(UPLOAD_FALLBACK_NAME)
        // nothing but the app's own random name ever reaches the disk
        expect(
          uploadsLeft().every((name) => /^[A-Za-z0-9_-]{22}$/.test(name)),
          uploadsLeft().join()
        ).toBe(true)
      }
      expect(existsSync(join(lan.ctx.dbFile, '..', 'passwd'))).toBe(false)
      // exactly the cap, and a name with dots inside, are kept
      const longest = 'x'.repeat(MAX_UPLOAD_NAME - 5) + '.json'
      expect((await (await send(encodeURIComponent(longest))).json()).data.file).toBe(longest)
      expect((await (await send(encodeURIComponent('a..b.json'))).json()).data.file).toBe('a..b.json')

      const id = await uploaded(Buffer.from('{}'), otherDesk, lan, '../../queji.sqlite')
      const started = await lan.call(otherDesk, 'jobs.start', { kind: 'importJson', upload: id })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      expect(started.body.data.file).toBe(UPLOAD_FALLBACK_NAME)
      const ran = await ended(otherDesk, lan, started.body.data)
      expect([ran.state, ran.file]).toEqual(['failed', UPLOAD_FALLBACK_NAME])
      const listed = (await lan.call(desk, 'jobs.list')).body.data.find((job: any) => job.id === ran.id)
      expect(listed.file).toBe(UPLOAD_FALLBACK_NAME)
    },
    JOB_MS
  )

  it(
    'holds the staff rules: only the owner uploads; an export is fetched only while its rule still holds',
    async () => {
      for (const role of ['owner', 'cashier'] as const)
        await saveStaff(lan.ctx.db, { name: role, role, active: true, pin: PINS[role] }, Date.now())
      const idOf = (role: string) =>
        (lan.ctx.db.prepare('SELECT id FROM staff WHERE role = ?').get(role) as { id: number }).id
      const signIn = async (role: 'owner' | 'cashier') => {
        const reply = await lan.call(desk, 'staff.signIn', { staffId: idOf(role), pin: PINS[role] })
        expect(reply.body.ok, JSON.stringify(reply.body)).toBe(true)
      }
      const left = uploadsLeft()
      await signIn('cashier')
      const refused = await upload(new Uint8Array(10), desk)
      expect(refused.status).toBe(403)
      expect((await refused.json()).error.code).toBe('OWNER_REQUIRED')
      expect(uploadsLeft()).toEqual(left)

      await signIn('owner')
      const job = (await lan.call(desk, 'jobs.start', { kind: 'exportJson' })).body.data
      expect((await ended(desk, lan, job)).state).toBe('done')
      await signIn('cashier')
      const fetched = await fetch(`${lan.url}/api/downloads/${job.download}`, {
        headers: { Authorization: `Bearer ${desk}` }
      })
      expect(fetched.status).toBe(403)
      const text = await fetched.text()
      expect(JSON.parse(text).error.code).toBe('OWNER_REQUIRED')
      expect(text).not.toContain('"tables"')
      await signIn('owner')
      const owner = await fetch(`${lan.url}/api/downloads/${job.download}`, {
        headers: { Authorization: `Bearer ${desk}` }
      })
      expect(owner.status).toBe(200)
      expect(JSON.parse(await owner.text())).toHaveProperty('tables')
    },
    JOB_MS
  )
})

describe('upload leftovers', () => {
  it('are removed at the next start', () => {
    const dbFile = join(tempDir('queji-uploads-'), 'club.sqlite')
    mkdirSync(uploadsDir(dbFile), { recursive: true })
    writeFileSync(join(uploadsDir(dbFile), 'abcdefghijklmnopqrstuv'), '{}')
    removeJobLeftovers(dbFile)
    expect(existsSync(uploadsDir(dbFile))).toBe(false)
  })
})
