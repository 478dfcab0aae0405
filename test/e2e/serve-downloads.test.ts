/**
 * `npm run serve` with a desk paired in Chromium: 设置 → 导出全部（Excel） runs the job on the server
 * and the browser downloads the file (read back with exceljs), and so does the report page's
 * Excel; import says it is done only on the
 * machine with the data. The card at 1280x800 in zh and, after a restart in en, in en; the restart
 * also removes a download nobody fetched.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { downloadsDir } from '../../src-main/services/jobs/leftovers'
import { createPlayer } from '../../src-main/services/roster'
import { updateSettings } from '../../src-main/services/settings'
import { openTestContext, tempDir } from '../support/context'
import { until } from '../support/lan'
import { startServe, type ServeProcess } from '../support/serveProcess'
import { closeBrowser, OUTPUT_DIR, sharedBrowser } from './harness'

const running: ServeProcess[] = []
let context: BrowserContext | undefined
afterAll(async () => {
  await context?.close()
  await closeBrowser()
  for (const serve of running.splice(0)) serve.child.kill('SIGKILL')
})

async function serveOn(data: string, port = 0): Promise<{ serve: ServeProcess; url: string; code: string }> {
  const serve = startServe(['--data', data, '--host', '127.0.0.1', '--port', String(port)])
  running.push(serve)
  const [, url] = await serve.waitFor(/雀记 serving (http:\/\/127\.0\.0\.1:\d+)\n/)
  const [, code] = await serve.waitFor(/desk pairing code: (\d{6})/)
  return { serve, url, code }
}

/** The data file with one member (whose name the Excel must hold), in the locale given. */
async function dataFile(dir: string, locale?: 'en'): Promise<string> {
  const ctx = await openTestContext(dir)
  if (locale) updateSettings(ctx.db, { locale })
  else createPlayer(ctx.db, { name: '老王', nickname: '', phone: '', note: '', allowDuplicate: false })
  ctx.db.close()
  return ctx.dbFile
}

/** Shots of the card with the import button's reason, at 1280x800 and 1024x700; the reason's text. */
async function exportCard(page: Page, name: string): Promise<string> {
  for (const [width, height] of [
    [1024, 700],
    [1280, 800]
  ]) {
    await page.setViewportSize({ width, height })
    await page.getByTestId('data-export-xlsx').scrollIntoViewIfNeeded()
    await page.getByTestId('data-import-local-only').hover()
    await expect.poll(() => page.locator('.n-tooltip').count()).toBeGreaterThan(0)
    await page.waitForTimeout(300)
    const path = join(OUTPUT_DIR, 'screenshots', `${name}-${width}.png`)
    await page.screenshot({ path, animations: 'disabled' })
  }
  return page.locator('.n-tooltip').innerText()
}

describe('npm run serve: a desk device exports and downloads', () => {
  it('downloads the club Excel in the browser, and says import stays on the machine', async () => {
    const dir = tempDir('queji-serve-downloads-')
    const data = await dataFile(dir)
    const first = await serveOn(data)
    context = await (
      await sharedBrowser()
    ).newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', acceptDownloads: true })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(`${first.url}/#/pair?code=${first.code}`)
    await page.getByTestId('pair-name').locator('input').fill('后台前台')
    await page.getByTestId('pair-submit').click()
    await page.waitForURL((url) => !url.hash.startsWith('#/pair'))
    await page.goto(`${first.url}/#/settings`)

    const downloaded = page.waitForEvent('download')
    await page.getByTestId('data-export-xlsx').click()
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(/^queji-club-\d{4}-\d{2}-\d{2}\.xlsx$/)
    mkdirSync(join(OUTPUT_DIR, 'downloads'), { recursive: true })
    const saved = join(OUTPUT_DIR, 'downloads', download.suggestedFilename())
    await download.saveAs(saved)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(saved)
    expect(JSON.stringify(book.worksheets.map((sheet) => sheet.getSheetValues()))).toContain('老王')
    await expect
      .poll(() => page.locator('.n-message').allInnerTexts())
      .toContain(`已下载 ${download.suggestedFilename()}`)
    await until(() => !existsSync(downloadsDir(data)) || readdirSync(downloadsDir(data)).length === 0, 10_000)

    expect(await page.getByTestId('data-import').count()).toBe(0)
    expect(await exportCard(page, 'serve-export-card-zh')).toContain('只能在存放数据的那台电脑上')

    // the day report's Excel, from its page, under its Chinese name
    await page.goto(`${first.url}/#/reports`)
    const report = page.waitForEvent('download')
    await page.getByTestId('report-export').click()
    expect((await report).suggestedFilename()).toMatch(/^报表-[\d-]+\.xlsx$/)

    // stopped and started again (in English): what nobody downloaded is removed at the start
    first.serve.child.kill('SIGTERM')
    expect(await first.serve.exited).toBe(0)
    await dataFile(dir, 'en')
    mkdirSync(join(downloadsDir(data), 'left-by-the-last-run'), { recursive: true })
    const port = Number(new URL(first.url).port)
    await serveOn(data, port)
    expect(existsSync(downloadsDir(data))).toBe(false)
    await page.goto(`${first.url}/#/settings`)
    await page.reload()
    await expect.poll(() => page.getByTestId('data-export-xlsx').innerText()).toBe('Export all (Excel)')
    expect(await exportCard(page, 'serve-export-card-en')).toContain('only in the 雀记 window')
    expect(errors).toEqual([])
  }, 180_000)
})
