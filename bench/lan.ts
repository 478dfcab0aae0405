/**
 * `npm run bench -- lan`: 30 tables with 5 displays each (150 event streams) and a tablet each, on
 * the LAN server over real HTTP and WebSocket on 127.0.0.1. The devices run in a worker thread;
 * this thread is the app's main process, whose event-loop delay is measured while they play.
 * Budgets: a hand saved to every display of its table having it, p95 < 100 ms; a tablet's hand
 * round trip p95 < 50 ms; main's event-loop delay p99 < 50 ms.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { Worker } from 'node:worker_threads'
import { assembleGateway } from '../src-main/api/assemble'
import type { AppContext } from '../src-main/context'
import { registerDevice } from '../src-main/services/lan/devices'
import { saveParlorTable } from '../src-main/services/parlor/setup'
import { createPlayer } from '../src-main/services/roster'
import { LanService } from '../src-main/server/lanService'
import { openStore } from '../src-main/store/open'
import { sitDown } from '../test/support/parlor'
import type { LanBenchTable } from './lanClients'

const MIGRATIONS_DIR = join(import.meta.dirname, '../db/migrations')
const TABLES = 30
const DISPLAYS_PER_TABLE = 5
const ROUNDS = 10

function seedTables(ctx: AppContext): LanBenchTable[] {
  const now = Date.now()
  return Array.from({ length: TABLES }, (_, index) => {
    const playerIds = [0, 1, 2, 3].map(
      (seat) =>
        createPlayer(ctx.db, { name: `桌${index}座${seat}`, nickname: '', phone: '', note: '', allowDuplicate: false })
          .id
    )
    const tableId = saveParlorTable(ctx.db, {
      name: `${index + 1}号桌`,
      kind: 'hall',
      ratePlanId: null,
      position: index
    }).id
    const session = sitDown(ctx.db, tableId, playerIds, now)
    const token = (role: 'display' | 'table', name: string) =>
      registerDevice(ctx.db, { role, tableId, confirmed: true }, name, now).token
    return {
      tableId,
      sessionId: session.id,
      displays: Array.from({ length: DISPLAYS_PER_TABLE }, (_, n) => token('display', `电视${index}-${n}`)),
      tablet: token('table', `平板${index}`)
    }
  })
}

const kib = (bytes: number) => Math.round(bytes / 1024)

/** The heap in use after a full collection (the connections' own memory, not garbage). */
function liveHeap(): number {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
  return process.memoryUsage().heapUsed
}

export async function benchLan(): Promise<object> {
  const dir = mkdtempSync(join(tmpdir(), 'queji-bench-lan-'))
  try {
    const { db } = await openStore({ file: join(dir, 'club.sqlite'), migrationsDir: MIGRATIONS_DIR })
    const ctx: AppContext = {
      db,
      dbFile: join(dir, 'club.sqlite'),
      migrationsDir: MIGRATIONS_DIR,
      defaultBackupDir: dir
    }
    const pages = join(dir, 'renderer')
    mkdirSync(pages)
    writeFileSync(join(pages, 'index.html'), '<!doctype html>')
    const tables = seedTables(ctx)
    const lan = new LanService(ctx, pages, { enabled: true, host: '127.0.0.1', port: 0 }, false)
    const { gateway, files } = assembleGateway(ctx, 'bench', lan)
    await lan.start(gateway, files)

    const before = { heap: liveHeap(), rss: process.memoryUsage().rss }
    const worker = new Worker(new URL('./lanClients.ts', import.meta.url), {
      workerData: { url: lan.status().url, tables, rounds: ROUNDS }
    })
    const next = () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      })
    await next()
    const after = { heap: liveHeap(), rss: process.memoryUsage().rss }
    const lag = monitorEventLoopDelay({ resolution: 5 })
    lag.enable()
    worker.postMessage('go')
    const { type: _done, ...figures } = await next()
    lag.disable()
    await lan.close()
    db.close()
    const streams = TABLES * DISPLAYS_PER_TABLE
    return {
      displays: streams,
      tables: TABLES,
      ...figures,
      serverHeapPerConnectionKiB: Math.round(((after.heap - before.heap) / streams / 1024) * 10) / 10,
      /** The worker's devices included. */
      processRssGrowthKiB: kib(after.rss - before.rss),
      mainEventLoopLagP99Ms: Math.round((lag.percentile(99) / 1e6) * 100) / 100,
      budgets: { handToAllDisplaysP95Ms: 100, tabletRoundTripP95Ms: 50, mainEventLoopLagP99Ms: 50 }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
