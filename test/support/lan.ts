/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the replies as untyped JSON, as a device would */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { request } from 'node:http'
import { assembleGateway } from '../../src-main/api/assemble'
import { LOCAL_CALLER, type Gateway } from '../../src-main/api/gateway'
import type { AppContext } from '../../src-main/context'
import type { DeviceGrant } from '../../src-main/services/lan/devices'
import { createPlayer } from '../../src-main/services/roster'
import { LanService } from '../../src-main/server/lanService'
import { openTestContext, tempDir } from './context'
import { setUpTables, sitDown } from './parlor'

export interface LanFixture {
  ctx: AppContext
  lan: LanService
  gateway: Gateway
  url: string
  port: number
  tables: number[]
  sessions: number[]
  /** Pairs a device; one that writes is confirmed at the desk too, unless `confirm` is false. */
  pair(grant: DeviceGrant, name?: string, options?: { confirm?: boolean }): Promise<string>
  call(token: string, method: string, input?: unknown): Promise<{ status: number; body: any }>
  close(): Promise<void>
}

/**
 * A served data file on 127.0.0.1 (any free port) with two parlor tables, each with a running session
 * (none of it when `empty`); `uploadCap` lowers the upload cap for a quick test of a body over it.
 */
export async function startLan(
  rendererDir?: string,
  { empty = false, uploadCap }: { empty?: boolean; uploadCap?: number } = {}
): Promise<LanFixture> {
  const dir = tempDir('queji-lan-')
  const ctx = await openTestContext(dir)
  const pages = rendererDir ?? join(dir, 'renderer')
  if (!rendererDir) {
    mkdirSync(pages)
    writeFileSync(join(pages, 'index.html'), '<!doctype html><title>雀记</title>')
  }
  const names = empty ? [] : ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛']
  const players = names.map(
    (name) => createPlayer(ctx.db, { name, nickname: '', phone: '', note: '', allowDuplicate: false }).id
  )
  const tables = empty ? [] : setUpTables(ctx.db, ['一号桌', '二号桌'])
  const sessions = tables.map(
    (table, index) => sitDown(ctx.db, table, players.slice(index * 4, index * 4 + 4), Date.now()).id
  )
  const lan = new LanService(ctx, pages, { enabled: true, host: '127.0.0.1', port: 0 }, true)
  const { gateway, files } = assembleGateway(ctx, 'test', lan, undefined, uploadCap)
  await lan.start(gateway, files)
  const url = lan.status().url!
  const fixture: LanFixture = {
    ctx,
    lan,
    gateway,
    url,
    port: Number(new URL(url).port),
    tables,
    sessions,
    async pair(grant, name = '设备', { confirm = true } = {}) {
      const { code } = lan.pair(grant)
      const { status, body } = await post(url, '/api/pair', { code, name })
      if (status !== 200) throw new Error(`pairing failed: ${JSON.stringify(body)}`)
      if (confirm && body.data.confirmedAt === null) {
        const confirmed = await gateway.call(LOCAL_CALLER, 'devices.confirm', { id: body.data.id })
        if (!confirmed.ok) throw new Error(`confirming failed: ${JSON.stringify(confirmed)}`)
      }
      return body.data.token as string
    },
    call: (token, method, input = {}) => post(url, `/api/${method}`, input, { Authorization: `Bearer ${token}` }),
    async close() {
      await lan.close()
      ctx.db.close()
    }
  }
  return fixture
}

/** A real HTTP POST with fetch (undici). */
export async function post(
  url: string,
  path: string,
  input: unknown,
  headers: Record<string, string> = {}
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof input === 'string' ? input : JSON.stringify(input)
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : JSON.parse(text) }
}

/** A raw request with node:http, which lets a test send any Host header. */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string }
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      }
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** Waits until `check` holds (polling every 10 ms); throws after `ms`. */
export async function until(check: () => boolean, ms = 2000): Promise<void> {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
