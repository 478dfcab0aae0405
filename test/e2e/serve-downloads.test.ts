/**
 * `npm run serve` with a desk paired in Chromium: 设置 → 导出全部（Excel） runs the job on the server
 * and the browser downloads the file (read back with exceljs), and so does the report page's
 * Excel. The card at 1280x800 in zh and, after a restart in en, in en; the restart also removes a
 * download nobody fetched. A headless parlor's empty data file takes a JSON backup chosen in the
 * browser (uploaded, imported, the upload gone), then a restore of a backup chosen there.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import ExcelJS from 'exceljs'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { downloadsDir, uploadsDir } from '../../src-main/services/jobs/leftovers'
import { JobRegistry } from '../../src-main/services/jobs/registry'
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

/** Shots of the card with its import button, at 1280x800 and 1024x700; the import's hint. */
async function exportCard(page: Page, name: string): Promise<string> {
  for (const [width, height] of [
    [1024, 700],
    [1280, 800]
  ]) {
    await page.setViewportSize({ width, height })
    await page.getByTestId('data-import').scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    const path = join(OUTPUT_DIR, 'screenshots', `${name}-${width}.png`)
    await page.screenshot({ path, animations: 'disabled' })
  }
  return page.locator('.import').innerText()
}

/** Pairs the page as a desk of the served file and opens 设置. */
async function pairDesk(page: Page, url: string, code: string): Promise<void> {
  await page.goto(`${url}/#/pair?code=${code}`)
  await page.getByTestId('pair-name').locator('input').fill('后台前台')
  await page.getByTestId('pair-submit').click()
  await page.waitForURL((at) => !at.hash.startsWith('#/pair'))
  await page.goto(`${url}/#/settings`)
}

describe('npm run serve: a desk device exports and downloads', () => {
  it('downloads the club Excel in the browser, and offers import by upload', async () => {
    const dir = tempDir('queji-serve-downloads-')
    const data = await dataFile(dir)
    const first = await serveOn(data)
    context = await (
      await sharedBrowser()
    ).newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', acceptDownloads: true })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await pairDesk(page, first.url, first.code)

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

    const zhCard = await exportCard(page, 'serve-export-card-zh')
    expect(zhCard).toContain('上传到存放数据的电脑')
    // a device has no backup list: its hint names its own restore button
    expect(zhCard).toContain('已有数据时请用“从备份恢复”')
    expect(zhCard).not.toContain('上面的“备份”')

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
    const enCard = await exportCard(page, 'serve-export-card-en')
    expect(enCard).toContain('uploaded to the computer that holds the data')
    expect(enCard).toContain('With data already here, use “Restore from a backup”')
    expect(enCard).not.toContain('backups above')
    expect(errors).toEqual([])
  }, 180_000)

  it('imports a JSON backup chosen in the browser into a headless parlor\u2019s empty data file, then restores a backup chosen there', async () => {
    const source = await openTestContext(tempDir('queji-serve-import-source-'))
    createPlayer(source.db, { name: '老李', nickname: '', phone: '', note: '', allowDuplicate: false })
    const backup = join(tempDir('queji-serve-import-json-'), '雀记备份.json')
    const jobs = new JobRegistry(source)
    expect((await jobs.finished(jobs.start('exportJson', backup).id)).state).toBe('done')
    source.db.close()

    const empty = await openTestContext(tempDir('queji-serve-import-'))
    empty.db.close()
    const { url, code } = await serveOn(empty.dbFile)
    const page = await context!.newPage()
    await pairDesk(page, url, code)
    await page.getByTestId('data-upload-file').setInputFiles(backup)
    await page.getByTestId('data-import-confirm').click()
    await expect
      .poll(() => page.locator('.n-message').allInnerTexts(), { timeout: 30_000 })
      .toContainEqual(expect.stringMatching(/已导入 1 位会员/))
    await until(() => !existsSync(uploadsDir(empty.dbFile)) || readdirSync(uploadsDir(empty.dbFile)).length === 0)
    // the job list names the file chosen in the browser, not the upload's id
    await expect
      .poll(() => page.getByTestId('job-row').allInnerTexts())
      .toContainEqual(expect.stringContaining('雀记备份.json'))
    await page.goto(`${url}/#/players`)
    await expect.poll(() => page.getByText('老李').count()).toBeGreaterThan(0)

    // a backup of the served file now (this desk paired in it), then a member added after it
    const restorable = join(tempDir('queji-serve-restore-'), 'queji-backup.sqlite')
    const live = new Database(empty.dbFile, { readonly: true })
    await live.backup(restorable)
    live.close()
    const added = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('queji.device') ?? '{}') as { token: string }
      const response = await fetch('/api/players.create', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: '后来的人' })
      })
      return response.status
    })
    expect(added).toBe(200)
    await page.goto(`${url}/#/settings`)
    await page.getByTestId('data-restore').click()
    await page.getByTestId('data-upload-file').setInputFiles(restorable)
    await page.getByTestId('data-restore-confirm').click()
    await expect
      .poll(() => page.locator('.n-message').allInnerTexts(), { timeout: 30_000 })
      .toContainEqual(expect.stringMatching(/^已恢复。原来的数据已备份为 /))
    await until(() => readdirSync(uploadsDir(empty.dbFile)).length === 0)
    await expect
      .poll(() => page.getByTestId('job-row').allInnerTexts())
      .toContainEqual(expect.stringContaining('queji-backup.sqlite'))
    await page.goto(`${url}/#/players`)
    await expect.poll(() => page.getByText('老李').count()).toBeGreaterThan(0)
    expect(await page.getByText('后来的人').count()).toBe(0)
    await page.close()
  }, 120_000)
})
