import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'
import SettingsView from '../../src-renderer/src/views/SettingsView.vue'
import StartupWarningsNotice from '../../src-renderer/src/components/StartupWarningsNotice'
import { createTestApi, PICKED_FOLDER } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText, typeInto } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

async function showSettings() {
  const fake = createTestApi(['张三'])
  wrapper = await mountInApp(SettingsView, fake.api)
  await useSettingsStore().load()
  await flushPromises()
  return fake
}

const saveButton = () => byTestId<HTMLButtonElement>('settings-save')[0]

describe('the settings screen', () => {
  it('shows the saved settings and sends only the changed fields', async () => {
    const fake = await showSettings()
    expect(byTestId<HTMLInputElement>('settings-club-name')[0].value).toBe('雀记棋牌室')
    expect(saveButton().disabled).toBe(true)

    await typeInto('settings-club-name', '东风棋牌')
    await typeInto('settings-point-value', '0.5')
    click(saveButton())

    await vi.waitFor(() =>
      expect(fake.inputsOf('settings.update')).toEqual([{ clubName: '东风棋牌', pointValue: 0.5 }])
    )
    await vi.waitFor(() => expect(pageText()).toContain('设置已保存'))
    expect(saveButton().disabled).toBe(true)
  })

  it('refuses an empty club name next to the field', async () => {
    const fake = await showSettings()
    await typeInto('settings-club-name', '  ')
    click(saveButton())
    await flushPromises()

    expect(pageText()).toContain('请填写棋牌室或俱乐部名称')
    expect(fake.inputsOf('settings.update')).toHaveLength(0)
  })

  it('calls the venue a 棋牌室 (a 球馆 is a ball venue)', async () => {
    await showSettings()
    expect(pageText()).toContain('棋牌室/俱乐部名称')
    expect(pageText()).not.toContain('球馆')
  })

  it('switches the whole UI to English once the language is saved', async () => {
    await showSettings()
    click(byTestId('settings-locale-en')[0].querySelector('input') ?? byTestId('settings-locale-en')[0])
    await flushPromises()
    click(saveButton())

    await vi.waitFor(() => expect(saveButton().textContent).toContain('Save settings'))
    expect(document.documentElement.lang).toBe('en')
  })

  it('restores a backup only after a confirmation, then reloads settings and players', async () => {
    const fake = await showSettings()
    await vi.waitFor(() => expect(byTestId('backup-row')).toHaveLength(1))
    expect(byTestId('backup-row')[0].textContent).toContain('每日')
    const settingsLoads = fake.inputsOf('settings.get').length

    click(byTestId('backup-restore')[0])
    await flushPromises()
    expect(fake.inputsOf('backups.restore')).toHaveLength(0)
    expect(pageText()).toContain('恢复前，雀记会先把现在的数据另存为')
    expect(fake.inputsOf('backups.restorePreview')).toEqual([{ file: 'queji-20250301-080000-000-daily.sqlite' }])

    click(byTestId('backup-restore-confirm')[0])
    await vi.waitFor(() =>
      expect(fake.inputsOf('backups.restore')).toEqual([{ file: 'queji-20250301-080000-000-daily.sqlite' }])
    )
    await vi.waitFor(() => expect(fake.inputsOf('settings.get').length).toBe(settingsLoads + 1))
    expect(fake.inputsOf('players.list').length).toBeGreaterThan(0)
    await vi.waitFor(() =>
      expect(pageText()).toContain('已恢复。原来的数据已备份为 restore-before-queji-20250301-080000-000-daily.sqlite')
    )
  })

  it('fills the backup folder from the folder picker and saves it', async () => {
    const fake = await showSettings()
    click(byTestId('settings-backup-dir-pick')[0])
    await vi.waitFor(() => expect(byTestId<HTMLInputElement>('settings-backup-dir')[0].value).toBe(PICKED_FOLDER))
    click(saveButton())
    await vi.waitFor(() => expect(fake.inputsOf('settings.update')).toEqual([{ backupDir: PICKED_FOLDER }]))
  })

  it('says why a backup folder was refused', async () => {
    const fake = await showSettings()
    fake.refuseNext('settings.update', {
      code: 'BACKUP_DIR_INVALID',
      messageZh: '备份文件夹必须是完整的文件夹路径。',
      messageEn: 'The backup folder must be a full path.'
    })
    await typeInto('settings-backup-dir', 'backups')
    click(saveButton())
    await vi.waitFor(() => expect(pageText()).toContain('备份文件夹必须是完整的文件夹路径'))
  })
})

describe('start-up warnings', () => {
  it('shows each warning from the main process in the UI language', async () => {
    const warning = {
      code: 'BACKUP_DIR_UNREACHABLE',
      messageZh: '今天的自动备份没有成功：找不到备份文件夹。',
      messageEn: "Today's automatic backup failed: the backup folder cannot be reached."
    }
    const fake = createTestApi([], undefined, { 'app.warnings': () => [warning] })
    wrapper = await mountInApp(StartupWarningsNotice, fake.api)
    await vi.waitFor(() => expect(pageText()).toContain('今天的自动备份没有成功'))
  })

  it('names what the restore undoes: the open tables, the hands and the account movements since, and the safety folder', async () => {
    const fake = createTestApi(['张三'], undefined, {
      'backups.restorePreview': () => ({
        backup: {
          file: 'queji-20250301-080000-000-daily.sqlite',
          path: '',
          reason: 'daily',
          createdAt: '2025-03-01T08:00:00.000Z',
          bytes: 1
        },
        openTables: [{ sessionId: 7, title: '', tableName: '3号桌', startedAt: '2025-03-01T09:00:00.000Z' }],
        hands: [{ sessionId: 7, hands: 4 }],
        movements: [
          { id: 1, playerId: 1, name: '张三', at: Date.UTC(2025, 2, 1, 10), kind: 'topup', amountCents: 30_000 }
        ],
        safetyBackupDir: '/data/queji-backups'
      })
    })
    wrapper = await mountInApp(SettingsView, fake.api)
    await vi.waitFor(() => expect(byTestId('backup-row')).toHaveLength(1))
    click(byTestId('backup-restore')[0])
    await vi.waitFor(() => expect(byTestId('restore-preview')).toHaveLength(1))
    expect(byTestId('restore-open-tables')[0].textContent).toContain('3号桌')
    expect(byTestId('restore-hands')[0].textContent).toContain('3号桌：4 局')
    expect(byTestId('restore-movements')[0].textContent).toMatch(/张三 充值 \+\D*300/)
    expect(byTestId('restore-safety')[0].textContent).toContain('/data/queji-backups')
    expect(fake.inputsOf('backups.restore')).toHaveLength(0)
  })
})
