/**
 * The LAN server: the built renderer and the one API (`POST /api/<method>`, `POST /api/pair`,
 * the event stream at `GET /api/events` as a WebSocket, a desk device's finished exports at
 * `GET /api/downloads/<id>`, the backups it restores or imports at `POST /api/uploads`) on
 * node:http with `ws`. See docs/LAN.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { z } from 'zod'
import { CONTENT_SECURITY_POLICY } from '../csp'
import { pairRequestSchema } from '../api/contract'
import { AppError, toApiError } from '../errors'
import type { Gateway } from '../api/gateway'
import { mayCall, PERMISSIONS, staffStillAllowed, UPLOAD_RIGHTS, type Acting, type Caller } from '../api/permissions'
import type { ApiEvent, Topic } from '../api/events'
import type { ApiError, Method } from '../api/types'
import type { AppContext } from '../context'
import type { DeviceFiles } from '../api/assemble'
import { UploadTooLarge } from '../services/jobs/uploads'
import { deviceOfToken, registerDevice } from '../services/lan/devices'
import type { Device } from '../model/lan'
import { DOWNLOAD_PREFIX, sendFile } from './downloadRoute'
import type { PairingCodes } from './pairing'
import { acceptedHost, acceptedOrigin } from './origin'
import { RateLimit } from './rateLimit'
import { loadStaticFiles } from './staticFiles'

/** The event stream's first message: `{ token }`; anything else carries no token. */
const streamHello = z.looseObject({ token: z.string().catch('') }).catch({ token: '' })

export const MAX_BODY_BYTES = 64 * 1024
export const MAX_CONNECTIONS = 200
/** API calls per device: a burst, then this many a second. */
const CALLS_PER_SECOND = 20
const CALL_BURST = 60
/** A WebSocket must send its token this soon after opening. */
const AUTH_WITHIN_MS = 5_000
const PING_EVERY_MS = 15_000

const PAGE_HEADERS = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-cache'
}

export interface LanServerOptions {
  ctx: AppContext
  gateway: Gateway
  files: DeviceFiles
  pairing: PairingCodes
  rendererDir: string
  host: string
  port: number
}

export interface LanServer {
  port: number
  /** Closes a revoked device's event streams. */
  dropDevice(id: number): void
  /** Tells a device the desk confirmed that it may work now, and lets its streams hear events. */
  confirmDevice(id: number): void
  close(): Promise<void>
}

class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError
  ) {
    super(error.messageEn)
  }
}

const refusal = (status: number, code: string, messageZh: string, messageEn: string) =>
  new HttpRefusal(status, { code, messageZh, messageEn })
const REFUSED = {
  host: () => refusal(403, 'BAD_HOST', '请求的地址不对。', 'Wrong Host or Origin.'),
  token: () =>
    refusal(401, 'UNAUTHORIZED', '这台设备没有配对或已被移除，请重新配对。', 'Not paired, or revoked: pair again.'),
  role: () => refusal(403, 'FORBIDDEN', '这台设备无权进行这个操作。', 'This device may not do that.'),
  unconfirmed: () =>
    refusal(
      403,
      'DEVICE_UNCONFIRMED',
      '这台设备还在等前台确认，确认之前不能使用。',
      'This device is waiting for the desk to confirm it; until then it may do nothing.'
    ),
  method: () => refusal(404, 'UNKNOWN_METHOD', '没有这个操作。', 'Unknown method.'),
  verb: () => refusal(405, 'METHOD_NOT_ALLOWED', '请求方式不对。', 'Method not allowed.'),
  size: () => refusal(413, 'TOO_LARGE', '请求太大。', 'Request too large.'),
  json: () => refusal(400, 'INVALID_JSON', '请求不是有效的 JSON。', 'The body is not valid JSON.'),
  rate: () => refusal(429, 'TOO_MANY_REQUESTS', '请求太频繁，请稍后再试。', 'Too many requests: slow down.'),
  download: () =>
    refusal(
      404,
      'DOWNLOAD_NOT_FOUND',
      '没有这个下载：它已经下载过、已过期，或不是这台设备导出的。',
      'No such download: it was already fetched, it expired, or another device exported it.'
    ),
  notReady: () => refusal(409, 'DOWNLOAD_NOT_READY', '导出还没有完成。', 'The export has not finished yet.')
}

/** Refusals of who the caller is (answered 403), as opposed to a refusal of what was sent. */
const REFUSED_BY_ROLE = ['FORBIDDEN', 'HANDS_QUEUED', 'LOCAL_ONLY']

/** `POST /api/uploads`: a backup a desk device restores or imports next. */
const UPLOAD_PATH = '/api/uploads'
/** The chosen file's name, percent-encoded (services/jobs/uploadName.ts): a label only. */
const UPLOAD_NAME_HEADER = 'x-file-name'

const PAIRING_STATUS: Record<string, number> = { PAIRING_LOCKED: 429, PAIRING_CODE_WRONG: 403 }

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...PAGE_HEADERS, 'Content-Type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

function readBody(request: IncomingMessage): Promise<unknown> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return Promise.reject(REFUSED.size())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners('data')
        reject(REFUSED.size())
      } else chunks.push(chunk)
    })
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      try {
        resolve(text === '' ? {} : JSON.parse(text))
      } catch {
        reject(REFUSED.json())
      }
    })
    request.on('error', reject)
  })
}

function bearer(request: IncomingMessage): string {
  const header = request.headers.authorization ?? ''
  return header.startsWith('Bearer ') ? header.slice(7).trim() : ''
}

const callerOf = (device: Device): Caller => ({
  role: device.role,
  tableId: device.tableId,
  deviceId: device.id,
  queueHands: device.queueHands
})

/** Whether a device hears of an event: a desk of all; a table's devices of their own table only. */
function hears(caller: Caller, event: ApiEvent): boolean {
  if (caller.role === 'local' || caller.role === 'desk') return true
  const topics: Topic[] =
    caller.role === 'display' ? ['hands', 'tables', 'clocks'] : ['hands', 'tables', 'clocks', 'queue']
  return topics.includes(event.topic) && event.tableId === caller.tableId
}

export async function startLanServer(options: LanServerOptions): Promise<LanServer> {
  const { ctx, gateway, pairing } = options
  const now = () => ctx.now?.() ?? Date.now()
  const files = loadStaticFiles(options.rendererDir)
  const rate = new RateLimit(CALLS_PER_SECOND, CALL_BURST, now)
  /** Each device's open event streams, with what starts one listening once the desk confirmed it. */
  const streams = new Map<number, Map<WebSocket, () => void>>()
  let port = options.port

  const authenticate = (token: string): Device | null => deviceOfToken(ctx.db, token, now())

  /**
   * A display is sent its table's view with each event (read once per event for all the table's
   * displays, through the gateway under the display's own permission) instead of every display
   * asking again.
   */
  const displays = new WeakMap<ApiEvent, Promise<unknown>>()
  function displayAfter(event: ApiEvent, caller: Caller): Promise<unknown> {
    let view = displays.get(event)
    if (!view) {
      view = gateway
        .call(caller, 'display.table', { tableId: event.tableId })
        .then((result) => (result.ok ? result.data : undefined))
      displays.set(event, view)
    }
    return view
  }

  async function pair(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const parsed = pairRequestSchema.safeParse(await readBody(request))
    if (!parsed.success)
      throw refusal(400, 'INVALID_INPUT', '请填写六位配对码和设备名称。', 'Send a six-digit code and a name.')
    try {
      const grant = pairing.redeem(parsed.data.code)
      const { device, token } = registerDevice(ctx.db, grant, parsed.data.name, now())
      gateway.events.publish({ topic: 'devices', sessionId: null, tableId: null })
      sendJson(response, 200, { ok: true, data: { token, ...device } })
    } catch (error) {
      const apiError = toApiError(error)
      sendJson(response, PAIRING_STATUS[apiError.code] ?? 400, { ok: false, error: apiError })
    }
  }

  /** The device of the request's token, confirmed and within its rate; every API request passes here. */
  function confirmedDevice(request: IncomingMessage): Device {
    const device = authenticate(bearer(request))
    if (!device) throw REFUSED.token()
    if (!rate.take(device.id)) throw REFUSED.rate()
    if (device.confirmedAt === null) throw REFUSED.unconfirmed()
    return device
  }

  async function callApi(request: IncomingMessage, response: ServerResponse, method: string): Promise<void> {
    const device = confirmedDevice(request)
    if (!Object.hasOwn(PERMISSIONS, method)) throw REFUSED.method()
    const caller = callerOf(device)
    if (!mayCall(caller, method as Method)) throw REFUSED.role()
    const result = await gateway.call(caller, method, await readBody(request))
    sendJson(response, !result.ok && REFUSED_BY_ROLE.includes(result.error.code) ? 403 : 200, result)
  }

  /** A staff rule that no longer (or does not) hold is a refusal of who the caller is. */
  function staffRule(caller: Caller, method: Method, started?: Acting): void {
    try {
      staffStillAllowed(caller, method, ctx, started)
    } catch (error) {
      if (error instanceof AppError) throw new HttpRefusal(403, toApiError(error))
      throw error
    }
  }

  /**
   * Only the device that started the export (one that may start exports) fetches its file, once,
   * while the staff rule of the method that started it still holds for whoever is signed in there.
   */
  async function download(request: IncomingMessage, response: ServerResponse, id: string): Promise<void> {
    const device = confirmedDevice(request)
    const caller = callerOf(device)
    if (!mayCall(caller, 'jobs.start')) throw REFUSED.role()
    const { downloads } = options.files
    const file = downloads.take(id, device.id)
    if (file === 'not-ready') throw REFUSED.notReady()
    if (file === null) throw REFUSED.download()
    try {
      staffRule(caller, file.started.method, file.started.acting)
    } catch (refused) {
      downloads.sent(id, false)
      throw refused
    }
    downloads.sent(id, await sendFile(response, file, PAGE_HEADERS))
  }

  /** A desk device with the owner's rights streams a backup into a file of its own, within the cap. */
  async function upload(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const device = confirmedDevice(request)
    const caller = callerOf(device)
    if (!mayCall(caller, UPLOAD_RIGHTS)) throw REFUSED.role()
    staffRule(caller, UPLOAD_RIGHTS)
    const { uploads } = options.files
    if (Number(request.headers['content-length'] ?? 0) > uploads.maxBytes) throw REFUSED.size()
    try {
      const received = await uploads.receive(device.id, request, request.headers[UPLOAD_NAME_HEADER])
      sendJson(response, 200, { ok: true, data: received })
    } catch (error) {
      throw error instanceof UploadTooLarge ? REFUSED.size() : error
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const host = request.headers.host
    if (!acceptedHost(host, port) || !acceptedOrigin(request.headers.origin, host!)) throw REFUSED.host()
    const path = (request.url ?? '/').split('?')[0]
    if (path.startsWith(DOWNLOAD_PREFIX) && request.method === 'GET') {
      return download(request, response, path.slice(DOWNLOAD_PREFIX.length))
    }
    if (path === UPLOAD_PATH && request.method === 'POST') return upload(request, response)
    if (path.startsWith('/api/')) {
      if (request.method !== 'POST') throw REFUSED.verb()
      const method = path.slice('/api/'.length)
      return method === 'pair' ? pair(request, response) : callApi(request, response, method)
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') throw REFUSED.verb()
    const file = files.get(path)
    if (!file) {
      response.writeHead(404, PAGE_HEADERS).end()
      return
    }
    response.writeHead(200, { ...PAGE_HEADERS, 'Content-Type': file.type })
    response.end(request.method === 'HEAD' ? undefined : file.body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const refused = error instanceof HttpRefusal ? error : null
      if (response.headersSent) return void response.end()
      // A refused body is not read further: the connection closes after the answer.
      if (refused?.status === 413) response.setHeader('Connection', 'close')
      sendJson(response, refused?.status ?? 500, { ok: false, error: refused?.error ?? toApiError(error) })
    })
  })
  server.maxConnections = MAX_CONNECTIONS

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES })
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const host = request.headers.host
    const allowed =
      request.url === '/api/events' && acceptedHost(host, port) && acceptedOrigin(request.headers.origin, host!)
    if (!allowed) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return
    }
    sockets.handleUpgrade(request, socket, head, (ws) => openStream(ws))
  })

  /** The first message carries the token (a browser cannot set headers on a WebSocket). */
  function openStream(ws: WebSocket): void {
    const timer = setTimeout(() => ws.close(4401, 'unauthorized'), AUTH_WITHIN_MS)
    ws.once('message', (data) => {
      clearTimeout(timer)
      let token = ''
      try {
        token = streamHello.parse(JSON.parse(String(data))).token
      } catch {
        // not JSON: no token
      }
      const device = authenticate(token)
      if (!device) return ws.close(4401, 'unauthorized')
      const caller = callerOf(device)
      let unsubscribe = () => {}
      const listen = () => {
        unsubscribe = gateway.events.subscribe((event) => {
          if (!hears(caller, event)) return
          if (caller.role !== 'display') return ws.send(JSON.stringify({ type: 'event', event }))
          void displayAfter(event, caller).then((display) => ws.send(JSON.stringify({ type: 'event', event, display })))
        })
      }
      const own = streams.get(device.id) ?? new Map<WebSocket, () => void>()
      streams.set(device.id, own.set(ws, listen))
      // A device waiting for the desk hears nothing until it is confirmed (confirmDevice).
      if (device.confirmedAt !== null) listen()
      let alive = true
      ws.on('pong', () => (alive = true))
      const ping = setInterval(() => {
        if (!alive) return ws.terminate()
        alive = false
        ws.ping()
      }, PING_EVERY_MS)
      ws.on('close', () => {
        clearInterval(ping)
        unsubscribe()
        own.delete(ws)
      })
      const confirmed = device.confirmedAt !== null
      ws.send(JSON.stringify({ type: 'ready', role: device.role, tableId: device.tableId, confirmed }))
    })
    ws.on('close', () => clearTimeout(timer))
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  port = (server.address() as AddressInfo).port

  return {
    port,
    dropDevice(id) {
      for (const ws of streams.get(id)?.keys() ?? []) ws.close(4403, 'revoked')
      streams.delete(id)
    },
    confirmDevice(id) {
      for (const [ws, listen] of streams.get(id) ?? []) {
        listen()
        ws.send(JSON.stringify({ type: 'confirmed' }))
      }
    },
    close() {
      for (const ws of sockets.clients) ws.terminate()
      sockets.close()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    }
  }
}
