/**
 * One very big table (20,000 hands) opened in the browser harness: where the time of its table page
 * and settlement page goes — main's read (sessions.get), the answer's JSON and its size, the call's
 * round trip into the page, and the page until its score sheet or settlement totals are on screen.
 * The settlement page reads sessions.overview (the table without its hands): its size and round trip too.
 * Needs Debian's Chromium; builds the renderer first when out/renderer is missing (a fresh clone).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { generateClub } from './clubGenerator'
import { median } from './parlor'
import { getSessionOverview, getSessionView } from '../src-main/services/sessions'
import { closeBrowser, startHarness, type Harness } from '../test/e2e/harness'
import { removeTempDirs } from '../test/support/context'

const HANDS = 20_000
const PAGE_RUNS = 3
/** A page of the big table may take long before the fix: wait for it rather than fail. */
const PAGE_TIMEOUT_MS = 300_000

/** The median of `times` wall-clock runs of an async step, in ms. */
async function medianAsync(times: number, run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = []
  for (let index = 0; index < times; index++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return Math.round(samples[Math.floor(times / 2)] * 10) / 10
}

/** Opens `route` from a blank page and waits until `selector` is on screen and painted. */
async function openUntil(h: Harness, route: string, selector: string): Promise<void> {
  await h.page.goto('about:blank')
  await h.open(route)
  await h.page.locator(selector).first().waitFor()
  await h.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

function ensureRendererBuilt(): void {
  if (existsSync(resolve(import.meta.dirname, '../out/renderer/index.html'))) return
  execFileSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' })
}

export async function benchBigTable(): Promise<object> {
  ensureRendererBuilt()
  const h = await startHarness()
  try {
    const db = h.ctx.db
    const club = generateClub(db, { players: 8, sessions: 1, hands: HANDS, seed: 20261127 })
    const { id } = db.prepare('SELECT id FROM table_sessions').get() as { id: number }
    const view = getSessionView(db, id)
    const json = JSON.stringify(view)
    h.page.setDefaultTimeout(PAGE_TIMEOUT_MS)
    await h.open('/')
    const roundTrip = (method: string) =>
      medianAsync(PAGE_RUNS, () =>
        h.page.evaluate(
          ([name, sessionId]) =>
            (window as unknown as { api: { invoke: (m: string, i: unknown) => Promise<unknown> } }).api
              .invoke(name, { id: sessionId })
              .then(() => null),
          [method, id] as const
        )
      )
    const roundTripMs = await roundTrip('sessions.get')
    const overviewRoundTripMs = await roundTrip('sessions.overview')
    const tablePageMs = await medianAsync(PAGE_RUNS, () => openUntil(h, `/sessions/${id}`, '[data-testid="hand-row"]'))
    const tableRowsInDom = await h.page.locator('[data-testid="hand-row"]').count()
    const settlementPageMs = await medianAsync(PAGE_RUNS, () =>
      openUntil(h, `/sessions/${id}/settlement`, '[data-testid="ledger-net"]')
    )
    return {
      hands: club.hands,
      sessionGetMedianMs: median(5, () => getSessionView(db, id)),
      answerBytes: Buffer.byteLength(json),
      jsonStringifyMedianMs: median(5, () => JSON.stringify(view)),
      jsonParseMedianMs: median(5, () => JSON.parse(json)),
      structuredCloneMedianMs: median(5, () => structuredClone(view)),
      sessionsGetRoundTripInPageMedianMs: roundTripMs,
      tablePageMedianMs: tablePageMs,
      tableRowsInDom,
      sessionOverviewMedianMs: median(5, () => getSessionOverview(db, id)),
      overviewAnswerBytes: Buffer.byteLength(JSON.stringify(getSessionOverview(db, id))),
      sessionsOverviewRoundTripInPageMedianMs: overviewRoundTripMs,
      settlementPageMedianMs: settlementPageMs
    }
  } finally {
    await h.close()
    await closeBrowser()
    removeTempDirs()
  }
}
