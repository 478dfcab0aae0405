/**
 * Printed table cards from 设置 → 局域网: one card per table (its name, a QR, how to use it) on A4
 * and on 80 mm, read back from the PDF; a card's address opens that table's display on a phone.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_CALLER } from '../../src-main/api/gateway'
import type { PrintRequest } from '../../src-main/api/types'
import { startLan, type LanFixture } from '../support/lan'
import { closeBrowser, OUTPUT_DIR, printToPdf, sharedBrowser } from './harness'
import { pdfText } from './steps'

const RENDERER_DIR = resolve(__dirname, '../../out/renderer')
let lan: LanFixture
const contexts: BrowserContext[] = []
/** The addresses in the cards last made, as the page received them. */
let cardUrls: string[] = []

beforeAll(async () => {
  lan = await startLan(RENDERER_DIR)
  mkdirSync(join(OUTPUT_DIR, 'pdf'), { recursive: true })
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await lan.close()
  await closeBrowser()
})

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await (await sharedBrowser()).newContext({ viewport, deviceScaleFactor: 1 })
  contexts.push(context)
  return context.newPage()
}

/** The desk window: the API through the gateway as the window's caller, printing to a PDF file. */
async function deskWindow(printed: string[]): Promise<Page> {
  const page = await newPage({ width: 1280, height: 800 })
  await page.exposeBinding('__lan_invoke', async (_source, method: unknown, input: unknown) => {
    const result = await lan.gateway.call(LOCAL_CALLER, method, input)
    if (method === 'lan.tableCards' && result.ok) cardUrls = (result.data as { url: string }[]).map((card) => card.url)
    return result
  })
  await page.exposeBinding('__lan_print', async (_source, request: PrintRequest) => {
    printed.push(await printToPdf(page, request))
    return { ok: true, data: { done: true, file: printed.at(-1) } }
  })
  await page.addInitScript(() => {
    const bound = window as unknown as {
      __lan_invoke: (method: unknown, input: unknown) => Promise<unknown>
      __lan_print: (request: unknown) => Promise<unknown>
    }
    Object.defineProperty(window, 'api', {
      value: Object.freeze({
        invoke: (method: unknown, input: unknown) => bound.__lan_invoke(method, input),
        print: (request: unknown) => bound.__lan_print(request)
      })
    })
  })
  return page
}

describe('printed table cards', () => {
  it('prints a card per table on A4 and on 80 mm, and a card opens its table on a phone', async () => {
    const printed: string[] = []
    const desk = await deskWindow(printed)
    await desk.goto(`${lan.url}/#/settings`)
    await desk.waitForSelector('[data-app-ready]')
    await desk.getByTestId('lan-cards').scrollIntoViewIfNeeded()
    await desk.screenshot({ path: join(OUTPUT_DIR, 'screenshots', 'lan-cards-settings-zh.png') })

    for (const [button, count] of [
      ['lan-cards-a4', 1],
      ['lan-cards-80', 2]
    ] as const) {
      await desk.getByTestId(button).click()
      await expect.poll(() => printed.length, { timeout: 20_000 }).toBe(count)
      await desk.waitForURL(/#\/settings/)
      const file = printed[count - 1]
      const text = pdfText(file)
      for (const table of ['一号桌', '二号桌']) expect(text).toContain(table)
      expect(text.match(/手机扫码，看本桌实时比分/g)).toHaveLength(2)
      expect(text).toContain('请先连上本店 Wi-Fi')
      const png = join(OUTPUT_DIR, `lan-cards-${button.slice(10)}`)
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, png])
    }
    expect(printed[0]).toMatch(/桌卡-A4\.pdf$/)
    expect(printed[1]).toMatch(/桌卡-80mm\.pdf$/)
    expect(execFileSync('pdfinfo', [printed[0]], { encoding: 'utf8' })).toMatch(/A4/)

    // the phone that scans table 2's card (the last printed) sees table 2's display
    expect(cardUrls).toHaveLength(2)
    const phone = await newPage({ width: 390, height: 844 })
    await phone.goto(cardUrls[1])
    await phone.waitForURL(/#\/display\/\d+/)
    await expect.poll(() => phone.getByTestId('display-table').innerText()).toBe('二号桌')
  })
})
