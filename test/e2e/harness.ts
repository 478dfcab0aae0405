/**
 * The browser harness: the built renderer (out/renderer) served on 127.0.0.1, Debian's Chromium
 * driven by playwright-core, and `window.api` bound to the real handlers over a real SQLite file.
 */
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeEach, expect } from 'vitest'
import type { PrintRequest } from '../../src-main/api/types'
import { Gateway, LOCAL_CALLER } from '../../src-main/api/gateway'
import { createHandlers } from '../../src-main/api/handlers'
import type { AppContext, HostDialogs } from '../../src-main/context'
import { CONTENT_SECURITY_POLICY } from '../../src-main/csp'
import { JobRegistry } from '../../src-main/services/jobs/registry'
import { updateSettings } from '../../src-main/services/settings'
import { openTestContext, tempDir } from '../support/context'

const RENDERER_DIR = resolve(import.meta.dirname, '../../out/renderer')
export const OUTPUT_DIR = resolve(import.meta.dirname, '../../test-results')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json'
}

function serveRenderer(): Promise<Server> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error('out/renderer is missing: run `npm run build` first (npm test does).')
  }
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(RENDERER_DIR, path === '/' ? 'index.html' : path)
    if (!file.startsWith(RENDERER_DIR) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY
    })
    createReadStream(file).pipe(response)
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

export interface Harness {
  page: Page
  ctx: AppContext
  dir: string
  /** Page errors and console errors seen so far (a finished screen has none). */
  errors: string[]
  /** PDFs written by `window.api.print`, newest last. */
  printed: string[]
  /** The file the host picks in the import dialog (null: the dialog is closed); exports are saved into `dir`. */
  jsonToImport: string | null
  open(route?: string): Promise<void>
  screenshot(name: string): Promise<string>
  /** Closes the page and database, reopens both on the same file. */
  reopen(): Promise<void>
  close(): Promise<void>
}

let browser: Browser | undefined

export async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  return browser
}

export async function closeBrowser(): Promise<void> {
  await browser?.close()
  browser = undefined
}

/** The harness's browser: its UI language, and its time zone when it should differ from this machine's. */
export interface HarnessOptions {
  locale?: 'zh-CN' | 'en'
  timezoneId?: string
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dir = tempDir('queji-e2e-')
  const server = await serveRenderer()
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const ctx = await openTestContext(dir)
  // The app's language is a setting: a harness in English starts the app in English.
  if (options.locale) updateSettings(ctx.db, { locale: options.locale })
  mkdirSync(join(OUTPUT_DIR, 'screenshots'), { recursive: true })
  mkdirSync(join(OUTPUT_DIR, 'pdf'), { recursive: true })

  const harness: Harness = {
    page: undefined as unknown as Page,
    ctx,
    dir,
    errors: [],
    printed: [],
    jsonToImport: null,
    async open(route = '/') {
      await harness.page.goto(`${baseUrl}#${route}`)
      await harness.page.waitForSelector('[data-app-ready]')
    },
    async screenshot(name) {
      const path = join(OUTPUT_DIR, 'screenshots', `${name}.png`)
      // A screen at rest: toasts gone, transitions finished.
      await harness.page
        .locator('.n-message')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {})
      await harness.page.waitForTimeout(400)
      await harness.page.screenshot({ path, fullPage: true, animations: 'disabled' })
      return path
    },
    async reopen() {
      await harness.page.close()
      ctx.db.close()
      const reopened = await openTestContext(dir)
      ctx.db = reopened.db
      harness.page = await newPage()
    },
    async close() {
      await harness.page.close()
      ctx.db.close()
      await new Promise((done) => server.close(done))
    }
  }

  async function newPage(): Promise<Page> {
    const page = await (
      await sharedBrowser()
    ).newPage({
      viewport: { width: 1280, height: 820 },
      locale: options.locale ?? 'zh-CN',
      timezoneId: options.timezoneId,
      deviceScaleFactor: 1
    })
    // the same gateway as the window's IPC: permissions (device and staff) checked in main
    const dialogs: HostDialogs = {
      pickFolder: () => Promise.resolve(null),
      pickSaveFile: (name) => Promise.resolve(join(dir, name)),
      pickJsonFile: () => Promise.resolve(harness.jsonToImport)
    }
    const jobs = new JobRegistry(ctx)
    const gateway = new Gateway(ctx, createHandlers(ctx, 'e2e', dialogs, undefined, jobs), jobs)
    // The jobs' progress reaches the page as the window's IPC events do (other topics are not forwarded yet).
    gateway.events.subscribe((event) => {
      if (event.topic !== 'jobs') return
      void page
        .evaluate(
          (sent) => (window as unknown as { __queji_event?: (e: unknown) => void }).__queji_event?.(sent),
          event
        )
        .catch(() => undefined)
    })
    page.on('pageerror', (error) => harness.errors.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') harness.errors.push(`console: ${message.text()}`)
    })
    await page.exposeBinding('__queji_invoke', (_source, method: unknown, input: unknown) =>
      gateway.call(LOCAL_CALLER, method, input)
    )
    await page.exposeBinding('__queji_print', async (_source, request: PrintRequest) => {
      const path = await printToPdf(page, request)
      harness.printed.push(path)
      return { ok: true, data: { done: true, file: path } }
    })
    // Run under tsx (the bench), the functions sent to the page call esbuild's `__name` helper.
    await page.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
    await page.addInitScript(() => {
      const bound = window as unknown as {
        __queji_invoke: (method: unknown, input: unknown) => Promise<unknown>
        __queji_print: (request: unknown) => Promise<unknown>
        __queji_event?: (event: unknown) => void
      }
      Object.defineProperty(window, 'api', {
        value: Object.freeze({
          invoke: (method: unknown, input: unknown) => bound.__queji_invoke(method, input),
          print: (request: unknown) => bound.__queji_print(request),
          onEvent: (listener: (event: unknown) => void) => void (bound.__queji_event = listener)
        })
      })
    })
    return page
  }

  harness.page = await newPage()
  return harness
}

/**
 * A fresh harness for every test of the file, handed to `onStart`; after each test it checks the
 * page logged no errors, and the browser closes after the file.
 */
export function useHarness(onStart: (harness: Harness) => void, options: HarnessOptions = {}): void {
  let current: Harness | undefined
  beforeEach(async () => {
    current = await startHarness(options)
    onStart(current)
  })
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && current) await reportFailure(current, task.name)
    expect(current?.errors).toEqual([])
    await current?.close()
  })
  afterAll(closeBrowser)
}

/**
 * What the page showed when a test failed (CI keeps only the log): the route, the dialogs and
 * messages on screen, the errors, and a screenshot `failed-<test>.png`.
 */
async function reportFailure(harness: Harness, testName: string): Promise<void> {
  const shown = await harness.page
    .evaluate(() => ({
      url: location.hash,
      dialogs: [...document.querySelectorAll('.n-modal, .n-drawer, .n-dialog, .n-message')]
        .filter((node) => (node as HTMLElement).offsetParent !== null || getComputedStyle(node).position === 'fixed')
        .map(
          (node) =>
            `${node.getAttribute('data-testid') ?? node.className}: ${(node as HTMLElement).innerText.slice(0, 200)}`
        ),
      animations: document.getAnimations().length
    }))
    .catch((error: unknown) => String(error))
  const file = await harness.screenshot(`failed-${testName.replace(/[^\w-]+/g, '_')}`).catch(() => 'none')
  console.error(`[failed] ${testName}`, JSON.stringify({ shown, errors: harness.errors, screenshot: file }, null, 1))
}

/** Prints the page as `window.api.print` would, to a PDF under test-results/pdf; its path. */
export async function printToPdf(page: Page, request: PrintRequest): Promise<string> {
  const path = join(OUTPUT_DIR, 'pdf', request.fileName)
  await page.emulateMedia({ media: 'print' })
  await page.pdf(
    request.paper === 'a4'
      ? { path, format: 'A4', printBackground: false, preferCSSPageSize: true }
      : { path, width: '80mm', height: `${Math.max(request.contentHeightMm + 10, 100)}mm`, printBackground: false }
  )
  await page.emulateMedia({ media: 'screen' })
  return path
}
