import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { dumpDatabase } from '../../support/context'
import { post, rawRequest, startLan, until, type LanFixture } from '../../support/lan'

const pinghu = (winner: number, from: number) => ({
  events: [{ type: 'win', winner, from, pattern: 'pinghu' }],
  supporters: []
})

/** Opens the event stream with a token; resolves once the server said ready (or closed it). */
function openStream(lan: LanFixture, token: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${lan.port}/api/events`)
  const events: { topic: string; sessionId: number | null; tableId: number | null }[] = []
  const displays: { tableId: number; session: { handCount: number } }[] = []
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  const ready = new Promise<string>((resolve) => {
    ws.on('open', () => ws.send(JSON.stringify({ token })))
    ws.on('message', (data) => {
      const message = JSON.parse(String(data))
      if (message.type === 'ready') resolve('ready')
      else {
        events.push(message.event)
        if (message.display) displays.push(message.display)
      }
    })
    void closed.then(() => resolve('closed'))
  })
  return { ws, events, displays, ready, closed }
}

describe('the LAN server: the one API over HTTP and WebSocket', () => {
  let lan: LanFixture
  let desk: string
  let display: string
  let tablet: string

  beforeAll(async () => {
    lan = await startLan()
    desk = await lan.pair({ role: 'desk', tableId: null }, '二号前台')
    display = await lan.pair({ role: 'display', tableId: lan.tables[0] }, '一号桌电视')
    tablet = await lan.pair({ role: 'table', tableId: lan.tables[0] }, '一号桌平板')
  })
  afterAll(() => lan.close())

  it('serves the page with its CSP and refuses paths outside the renderer', async () => {
    const page = await rawRequest(lan.port, { path: '/', headers: { Host: `127.0.0.1:${lan.port}` } })
    expect(page.status).toBe(200)
    expect(page.body).toContain('雀记')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    const escape = await rawRequest(lan.port, {
      path: '/../../../etc/passwd',
      headers: { Host: `127.0.0.1:${lan.port}` }
    })
    expect(escape.status).toBe(404)
  })

  it('refuses a call without a token or with a wrong one (401) and changes nothing', async () => {
    const before = dumpDatabase(lan.ctx)
    const input = { name: '闯入者' }
    expect((await post(lan.url, '/api/players.create', input)).status).toBe(401)
    expect((await lan.call('not-a-token', 'players.create', input)).status).toBe(401)
    const [id, secret] = desk.split('.')
    const forged = `${id}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    expect((await lan.call(forged, 'players.create', input)).status).toBe(401)
    expect(dumpDatabase(lan.ctx).players).toEqual(before.players)
  })

  it('refuses a Host of another name (DNS rebinding) and a foreign Origin', async () => {
    const headers = { Host: `evil.example:${lan.port}`, Authorization: `Bearer ${desk}` }
    const rebound = await rawRequest(lan.port, { method: 'POST', path: '/api/players.list', headers, body: '{}' })
    expect(rebound.status).toBe(403)
    expect(JSON.parse(rebound.body).error.code).toBe('BAD_HOST')
    const page = await rawRequest(lan.port, { path: '/', headers: { Host: `evil.example:${lan.port}` } })
    expect(page.status).toBe(403)
    const foreign = await post(
      lan.url,
      '/api/players.list',
      {},
      { Authorization: `Bearer ${desk}`, Origin: 'http://evil.example' }
    )
    expect(foreign.status).toBe(403)
  })

  it('refuses a 10 MB body (413) without recording anything', async () => {
    const before = dumpDatabase(lan.ctx).players
    const huge = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) })
    const refused = await post(lan.url, '/api/players.create', huge, { Authorization: `Bearer ${desk}` })
    expect(refused.status).toBe(413)
    expect(dumpDatabase(lan.ctx).players).toEqual(before)
  })

  it('answers a desk device with the same results as dispatch, and keeps backups and files local', async () => {
    const created = await lan.call(desk, 'players.create', { name: '新会员' })
    expect(created).toMatchObject({ status: 200, body: { ok: true, data: { name: '新会员' } } })
    const invalid = await lan.call(desk, 'players.create', { name: 42 })
    expect(invalid.body).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: 'name' } })
    for (const method of ['backups.list', 'backups.create', 'app.info', 'lan.configure']) {
      expect((await lan.call(desk, method, {})).status, method).toBe(403)
    }
    // a desk restores only a backup it uploaded (uploads.test.ts), never one named in the backup folder
    const named = await lan.call(desk, 'backups.restore', { file: 'x.sqlite' })
    expect(named).toMatchObject({ status: 403, body: { ok: false, error: { code: 'LOCAL_ONLY' } } })
    expect((await lan.call(desk, 'no.such.method', {})).status).toBe(404)
    // no file path reaches a device: the backup folder is the window's to see
    await lan.gateway.call({ role: 'local' }, 'settings.update', {
      backupDir: join(lan.ctx.defaultBackupDir, 'elsewhere')
    })
    const settings = await lan.call(desk, 'settings.get', {})
    expect(settings.body.data).toMatchObject({ clubName: expect.any(String), backupDir: '' })
    const audit = await lan.call(desk, 'audit.list', {})
    expect(JSON.stringify(audit.body.data)).not.toContain('elsewhere')
  })

  it('lets a display read its own table only, and write nothing', async () => {
    const own = await lan.call(display, 'display.table', { tableId: lan.tables[0] })
    expect(own.body).toMatchObject({ ok: true, data: { tableName: '一号桌', session: { id: lan.sessions[0] } } })
    expect(JSON.stringify(own.body)).not.toMatch(/phone|balance/i)
    const refused = {
      'hands.add': { sessionId: lan.sessions[0], requestId: randomUUID(), hand: pinghu(0, 1) },
      'sessions.get': { id: lan.sessions[1] },
      'accounts.list': {},
      'parlor.floor': {},
      'players.list': {}
    }
    for (const [method, input] of Object.entries(refused)) {
      expect((await lan.call(display, method, input)).status, method).toBe(403)
    }
    expect((await lan.call(display, 'display.table', { tableId: lan.tables[1] })).status).toBe(403)
  })

  it('lets a table tablet enter hands at its own table only', async () => {
    const hand = { sessionId: lan.sessions[0], requestId: randomUUID(), hand: pinghu(0, 1) }
    const added = await lan.call(tablet, 'hands.add', hand)
    expect(added.body.ok).toBe(true)
    const again = await lan.call(tablet, 'hands.add', hand)
    expect(again.body.data.session.hands).toHaveLength(added.body.data.session.hands.length)
    const elsewhere = await lan.call(tablet, 'hands.add', {
      ...hand,
      sessionId: lan.sessions[1],
      requestId: randomUUID()
    })
    expect(elsewhere.status).toBe(403)
    expect((await lan.call(tablet, 'sessions.get', { id: lan.sessions[1] })).status).toBe(403)
    expect((await lan.call(tablet, 'accounts.list', {})).status).toBe(403)
  })

  it('streams a hand saved at the desk to the table display, and not to another table', async () => {
    const own = openStream(lan, display)
    const other = openStream(lan, await lan.pair({ role: 'display', tableId: lan.tables[1] }))
    expect(await own.ready).toBe('ready')
    expect(await other.ready).toBe('ready')
    const saved = await lan.gateway.call({ role: 'local' }, 'hands.add', {
      sessionId: lan.sessions[0],
      requestId: randomUUID(),
      hand: pinghu(1, 2)
    })
    expect(saved.ok).toBe(true)
    await until(() => own.events.length > 0)
    expect(own.events[0]).toEqual({ topic: 'hands', sessionId: lan.sessions[0], tableId: lan.tables[0] })
    // a display is sent its table's view with the event, as display.table reads it
    await until(() => own.displays.length > 0)
    const read = await lan.call(display, 'display.table', { tableId: lan.tables[0] })
    expect(own.displays[0].session).toEqual(read.body.data.session)
    await lan.gateway.call({ role: 'local' }, 'accounts.topUp', { playerId: 1, cents: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(other.events).toEqual([])
    expect(own.events.map((event) => event.topic)).not.toContain('accounts')
    own.ws.close()
    other.ws.close()
  })

  it('closes a stream that sends no valid token', async () => {
    const stream = openStream(lan, 'nope')
    expect(await stream.ready).toBe('closed')
    expect(await stream.closed).toBe(4401)
  })

  it('drops a revoked device at once: its stream closes and its token stops working', async () => {
    const token = await lan.pair({ role: 'table', tableId: lan.tables[1] }, '二号桌平板')
    const stream = openStream(lan, token)
    expect(await stream.ready).toBe('ready')
    const id = Number(token.split('.')[0])
    expect((await lan.call(desk, 'devices.revoke', { id })).body.ok).toBe(true)
    const started = Date.now()
    expect(await stream.closed).toBe(4403)
    expect(Date.now() - started).toBeLessThan(1000)
    expect((await lan.call(token, 'sessions.get', { id: lan.sessions[1] })).status).toBe(401)
    const listed = await lan.call(desk, 'devices.list', {})
    expect(listed.body.data.map((device: { id: number }) => device.id)).not.toContain(id)
    expect(JSON.stringify(listed.body)).not.toContain(token.split('.')[1])
  })

  it('stores only a hash of each token', () => {
    const rows = lan.ctx.db.prepare('SELECT token_hash FROM devices').all() as { token_hash: Buffer }[]
    const secret = desk.split('.')[1]
    for (const row of rows) expect(row.token_hash.toString('utf8')).not.toContain(secret)
    expect(rows[0].token_hash).toHaveLength(32)
  })
})

describe('pairing over HTTP', () => {
  let lan: LanFixture
  beforeAll(async () => (lan = await startLan()))
  afterAll(() => lan.close())

  it('takes a code once, and locks after ten wrong codes', async () => {
    const { code } = lan.lan.pair({ role: 'desk', tableId: null })
    expect((await post(lan.url, '/api/pair', { code, name: '前台二' })).status).toBe(200)
    const reused = await post(lan.url, '/api/pair', { code, name: '前台三' })
    expect(reused.status).toBe(403)
    expect(reused.body.error.code).toBe('PAIRING_CODE_WRONG')

    const fresh = lan.lan.pair({ role: 'desk', tableId: null }).code
    const wrong = fresh === '000000' ? '000001' : '000000'
    // the reused code above was the first wrong one: eight more, then the tenth
    for (let attempt = 2; attempt < 10; attempt++) {
      expect((await post(lan.url, '/api/pair', { code: wrong, name: 'x' })).status).toBe(403)
    }
    expect((await post(lan.url, '/api/pair', { code: wrong, name: 'x' })).status).toBe(403)
    const eleventh = await post(lan.url, '/api/pair', { code: fresh, name: '前台四' })
    expect(eleventh.status).toBe(429)
    expect(eleventh.body.error.code).toBe('PAIRING_LOCKED')
  })
})
