import { describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { backupDir, dailyBackupAtStart } from '../../src-main/services/backup'
import { getSettings, updateSettings } from '../../src-main/services/settings'
import { writeSetting } from '../../src-main/store/settings'
import { dirname, join } from 'node:path'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'

const JOB = { timeout: 30_000 }

let h: Harness
useHarness((harness) => (h = harness))

const byTestId = (id: string) => h.page.getByTestId(id)

describe('settings (设置)', () => {
  it('saves the club settings, which survive reopening the database file', async () => {
    await h.open('/settings')
    await byTestId('settings-club-name').fill('老城棋牌室')
    await byTestId('settings-currency').fill('元')
    await byTestId('settings-point-value').fill('2.5')
    await byTestId('settings-save').click()
    await expect.poll(() => getSettings(h.ctx.db).clubName).toBe('老城棋牌室')

    await h.reopen()
    expect(getSettings(h.ctx.db)).toMatchObject({ clubName: '老城棋牌室', currency: '元', pointValue: 2.5 })
    await h.open('/settings')
    await expect.poll(() => byTestId('settings-club-name').inputValue()).toBe('老城棋牌室')
    expect(await byTestId('settings-point-value').inputValue()).toBe('2.5')
    expect(await byTestId('nav-club-name').innerText()).toContain('老城棋牌室')
    await h.screenshot('settings')
  })

  it('backs up now and restores a backup after confirmation', async () => {
    await h.open('/settings')
    await byTestId('backup-create').click()
    await expect.poll(() => h.page.getByTestId('backup-row').count()).toBe(1)
    await byTestId('settings-club-name').fill('改过的名字')
    await byTestId('settings-save').click()
    await expect.poll(() => getSettings(h.ctx.db).clubName).toBe('改过的名字')

    await byTestId('backup-restore').first().click()
    await byTestId('backup-restore-confirm').click()
    await expect.poll(() => getSettings(h.ctx.db).clubName, JOB).toBe('雀记棋牌室')
    // The data from before the restore was itself backed up first.
    await expect.poll(() => h.page.getByTestId('backup-row').count()).toBe(2)
    await h.screenshot('settings-backups')
  })

  it('shows a restore in progress, and 取消 stops it with nothing changed', async () => {
    mkdirSync(backupDir(h.ctx), { recursive: true })
    // A backup still arriving (a pipe): the restore job waits on it, its stage and bar showing.
    const arriving = join(backupDir(h.ctx), 'queji-20260101-000000-000-manual.sqlite')
    execFileSync('mkfifo', [arriving])
    const before = getSettings(h.ctx.db)
    await h.open('/settings')
    await byTestId('backup-restore').first().click()
    await byTestId('backup-restore-confirm').click()
    const writer = await open(arriving, 'w')
    await writer.write('SQLite format 3\0')
    await expect.poll(() => byTestId('restore-progress').innerText(), JOB).toContain('正在复制备份')
    await byTestId('restore-progress').scrollIntoViewIfNeeded()
    await h.screenshot('settings-restore-progress')
    updateSettings(h.ctx.db, { locale: 'en' })
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await byTestId('backup-restore').first().waitFor()
    // Reopened, the screen finds the restore still running, and 取消 is told as it ends.
    await expect.poll(() => byTestId('restore-progress').innerText(), JOB).toContain('Copying the backup')
    await byTestId('restore-progress').scrollIntoViewIfNeeded()
    await h.screenshot('settings-restore-progress-en')
    await byTestId('job-cancel').click()
    await writer.close()
    await expect
      .poll(() => h.page.locator('.n-message').allInnerTexts(), JOB)
      .toContainEqual(expect.stringContaining('Restore cancelled'))
    await expect.poll(() => byTestId('job-row').first().innerText(), JOB).toContain('Cancelled')
    expect(getSettings(h.ctx.db)).toEqual({ ...before, locale: 'en' })
    expect(readdirSync(dirname(h.ctx.dbFile)).filter((name) => name.includes('.restore-'))).toEqual([])
  })
})

describe('a backup folder that cannot be used', () => {
  /** With the warning still showing (it stays until closed, so h.screenshot would wait for it). */
  const shot = (name: string) =>
    h.page.screenshot({ path: join(OUTPUT_DIR, 'screenshots', `${name}.png`), animations: 'disabled' })

  it('the app shows why the daily backup failed, in Chinese and in English', async () => {
    writeSetting(h.ctx.db, 'backupDir', 'relative/backups')
    const warning = await dailyBackupAtStart(h.ctx)
    expect(warning).not.toBeNull()
    h.ctx.startupWarnings = [warning!]
    await h.open('/settings')
    await expect.poll(() => h.page.getByText('今天的自动备份没有成功').count()).toBeGreaterThan(0)
    await shot('startup-warning-zh')
    await h.page.setViewportSize({ width: 1024, height: 700 })
    await shot('startup-warning-zh-1024')

    updateSettings(h.ctx.db, { locale: 'en' })
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await expect.poll(() => h.page.getByText("Today's automatic backup failed").count()).toBeGreaterThan(0)
    await shot('startup-warning-en-1024')
    await h.page.setViewportSize({ width: 1280, height: 800 })
    await shot('startup-warning-en')
  })
})
