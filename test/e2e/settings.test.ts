import { describe, expect, it } from 'vitest'
import { dailyBackupAtStart } from '../../src-main/services/backup'
import { getSettings, updateSettings } from '../../src-main/services/settings'
import { writeSettingRow } from '../../src-main/store/settings'
import { join } from 'node:path'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'

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
    await expect.poll(() => getSettings(h.ctx.db).clubName).toBe('雀记棋牌室')
    // The data from before the restore was itself backed up first.
    await expect.poll(() => h.page.getByTestId('backup-row').count()).toBe(2)
    await h.screenshot('settings-backups')
  })
})

describe('a backup folder that cannot be used', () => {
  /** With the warning still showing (it stays until closed, so h.screenshot would wait for it). */
  const shot = (name: string) =>
    h.page.screenshot({ path: join(OUTPUT_DIR, 'screenshots', `${name}.png`), animations: 'disabled' })

  it('the app shows why the daily backup failed, in Chinese and in English', async () => {
    writeSettingRow(h.ctx.db, 'backupDir', 'relative/backups')
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
