/**
 * The devices of `npm run bench -- lan`, in a worker thread so that the server's thread (the
 * app's main process) is measured alone: every table's displays on the event stream, each
 * re-reading its table's display when told, and each table's tablet recording hands.
 */
import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import WebSocket from 'ws'

export interface LanBenchTable {
  tableId: number
  sessionId: number
  displays: string[]
  tablet: string
}

interface Setup {
  url: string
  tables: LanBenchTable[]
  rounds: number
}

const { url, tables, rounds } = workerData as Setup
/** Each round, every table records one hand within this time: 30 tables → 10 hands a second. */
const ROUND_MS = 3000
const base = new URL(url)
/** Keep-alive connections shared by the simulated devices (a browser each would hold its own). */
const agent = new Agent({ keepAlive: true, maxSockets: 40 })

function post(path: string, token: string, body: unknown): Promise<unknown> {
  const data = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Content-Length': Buffer.byteLength(data)
        }
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          res.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(`${res.statusCode} ${text}`))
        )
      }
    )
    req.on('error', reject)
    req.end(data)
  })
}

/** Per table: the hand count each display has read, and who waits for a count. */
const seen = new Map<number, number[]>()
const waiters = new Map<number, { count: number; done: () => void }>()

function check(tableId: number): void {
  const waiter = waiters.get(tableId)
  if (waiter && seen.get(tableId)!.every((count) => count >= waiter.count)) {
    waiters.delete(tableId)
    waiter.done()
  }
}

function connect(table: LanBenchTable, index: number, token: string): Promise<void> {
  return new Promise((ready, fail) => {
    const ws = new WebSocket(`ws://${base.host}/api/events`)
    ws.on('open', () => ws.send(JSON.stringify({ token })))
    ws.on('error', fail)
    ws.on('message', (message) => {
      const data = JSON.parse(String(message)) as {
        type: string
        event?: { topic: string }
        display?: { session: { handCount: number } }
      }
      if (data.type === 'ready') return ready()
      if (data.event?.topic !== 'hands' || !data.display) return
      seen.get(table.tableId)![index] = data.display.session.handCount
      check(table.tableId)
    })
  })
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 100) / 100
}

async function run(): Promise<void> {
  for (const table of tables) {
    seen.set(
      table.tableId,
      table.displays.map(() => 0)
    )
    await Promise.all(table.displays.map((token, index) => connect(table, index, token)))
  }
  parentPort!.postMessage({ type: 'connected' })
  await new Promise((go) => parentPort!.once('message', go))

  const toAllDisplays: number[] = []
  const roundTrips: number[] = []
  for (let round = 0; round < rounds; round++) {
    // Every table records a hand within ROUND_MS, in a random order: far busier than a parlor.
    await Promise.all(
      tables.map(async (table) => {
        await new Promise((wait) => setTimeout(wait, Math.random() * ROUND_MS))
        const start = performance.now()
        const everyone = new Promise<void>((done) => waiters.set(table.tableId, { count: round + 1, done }))
        const winner = round % 4
        await post('/api/hands.add', table.tablet, {
          sessionId: table.sessionId,
          requestId: randomUUID(),
          hand: { events: [{ type: 'win', winner, from: (winner + 1) % 4, pattern: 'pinghu' }], supporters: [] }
        })
        roundTrips.push(performance.now() - start)
        check(table.tableId)
        await everyone
        toAllDisplays.push(performance.now() - start)
      })
    )
  }
  parentPort!.postMessage({
    type: 'done',
    hands: roundTrips.length,
    handToAllDisplaysP95Ms: percentile(toAllDisplays, 0.95),
    tabletRoundTripP95Ms: percentile(roundTrips, 0.95)
  })
  process.exit(0)
}

void run()
