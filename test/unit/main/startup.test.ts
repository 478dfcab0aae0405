/**
 * Starting the main process (against the stand-in electron) on troubled data and backup folders:
 * a backup problem never stops the app, a lost or broken data file is never silently replaced.
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { listBackups } from '../../../src-main/store/backup'
import { openStore } from '../../../src-main/store/open'
import { writeSetting } from '../../../src-main/store/settings'
import { fakeState, resetFakeElectron } from '../../support/fakeElectron'
import { MIGRATIONS_DIR, tempDir } from '../../support/context'

vi.mock('electron', () => import('../../support/fakeElectron'))

const appPage = pathToFileURL(resolve('src-main/../renderer/index.html')).href

/** Starts the main process afresh on `userData`; resolves once it opened its window or gave up. */
async function start(userData: string): Promise<void> {
  resetFakeElectron(userData)
  vi.resetModules()
  await import('../../../src-main/index')
  await vi.waitFor(() => expect(fakeState.windows.length === 1 || fakeState.exitCode !== undefined).toBe(true), {
    timeout: 10_000
  })
}

async function api(method: string, input: unknown = {}) {
  return (await fakeState.ipc.get('api')!({ senderFrame: { url: appPage } }, method, input)) as {
    ok: boolean
    data?: unknown
    error?: { code: string; message: string; messageEn: string }
  }
}

/** A user-data folder whose database has `backupDir` set as given (as if saved before validation existed). */
async function userDataWithBackupDir(backupDir: string): Promise<string> {
  const userData = tempDir('queji-start-')
  const { db } = await openStore({ file: join(userData, 'queji.sqlite'), migrationsDir: MIGRATIONS_DIR })
  writeSetting(db, 'backupDir', backupDir)
  db.close()
  return userData
}

/** A folder this process cannot write to: read-only by mode, or (as root, who ignores modes) in sysfs. */
function readOnlyFolder(): string {
  const dir = join(tempDir(), 'read-only')
  mkdirSync(dir)
  chmodSync(dir, 0o555)
  try {
    writeFileSync(join(dir, 'probe'), '')
    return '/sys/queji-backups'
  } catch {
    return dir
  }
}

function fileInTheWay(): string {
  const file = join(tempDir(), 'not-a-folder')
  writeFileSync(file, 'x')
  return join(file, 'backups')
}

describe('start-up with a backup folder that cannot be used', () => {
  it.each([
    ['unreachable', fileInTheWay, 'BACKUP_DIR_UNREACHABLE'],
    ['read-only', readOnlyFolder, /^BACKUP_DIR_(READ_ONLY|UNREACHABLE)$/],
    ['relative', () => 'backups', 'BACKUP_DIR_INVALID'],
    ['containing NUL', () => '/tmp/queji\0backups', 'BACKUP_DIR_INVALID']
  ])('%s: opens the window and has the warning to show', async (_kind, backupDir, code) => {
    const userData = await userDataWithBackupDir(backupDir())
    await start(userData)
    expect(fakeState.exitCode).toBeUndefined()
    expect(fakeState.error).toBeUndefined()
    expect(fakeState.windows).toHaveLength(1)
    const warnings = await api('app.warnings')
    expect(warnings.ok).toBe(true)
    const [warning] = warnings.data as { code: string; messageZh: string; messageEn: string }[]
    expect(warning.code).toMatch(code)
    expect(warning.messageZh).toContain('自动备份没有成功')
    expect(warning.messageEn).toContain('automatic backup failed')
    // The app works, and the setting can be fixed from inside.
    expect((await api('players.create', { name: '张三' })).ok).toBe(true)
    const fixed = join(tempDir(), 'fixed')
    expect(await api('settings.update', { backupDir: fixed })).toMatchObject({ ok: true })
    expect(await api('backups.create')).toMatchObject({ ok: true })
    expect(listBackups(fixed)).toHaveLength(1)
  })

  it('has no warning when the daily backup worked', async () => {
    await start(tempDir('queji-start-'))
    expect(await api('app.warnings')).toEqual({ ok: true, data: [] })
  })
})

describe('start-up with a lost or broken data file', () => {
  async function usedBefore(): Promise<string> {
    const userData = tempDir('queji-start-')
    await start(userData) // the first start creates the database, the marker and the daily backup
    expect(fakeState.windows).toHaveLength(1)
    resetFakeElectron(userData) // quit: the database is closed
    return userData
  }

  it('a 0-byte data file of an app that ran before is an error with the restore guidance, not a new database', async () => {
    const userData = await usedBefore()
    writeFileSync(join(userData, 'queji.sqlite'), '')
    await start(userData)
    expect(fakeState.exitCode).toBe(1)
    expect(fakeState.windows).toHaveLength(0)
    expect(fakeState.error).toContain('最新的备份')
    expect(fakeState.error).toContain('newest backup')
    expect(readFileSync(join(userData, 'queji.sqlite'))).toHaveLength(0)
  })

  it('a missing data file when backups exist is an error too', async () => {
    const userData = tempDir('queji-start-')
    mkdirSync(join(userData, 'backups'))
    writeFileSync(join(userData, 'backups', 'queji-20260101-000000-000-daily.sqlite'), 'x')
    await start(userData)
    expect(fakeState.exitCode).toBe(1)
    expect(fakeState.error).toContain('数据文件不见了')
    expect(fakeState.error).toContain('missing or empty')
  })

  it('a text file in place of the data file shows guidance in both languages, never SQLite text', async () => {
    const userData = await usedBefore()
    writeFileSync(join(userData, 'queji.sqlite'), 'hello, this is not a database\n'.repeat(200))
    await start(userData)
    expect(fakeState.exitCode).toBe(1)
    expect(fakeState.error).toContain('从备份恢复')
    expect(fakeState.error).toContain('Restore a backup')
    expect(fakeState.error).toContain(join(userData, 'queji.sqlite'))
    expect(fakeState.error).not.toMatch(/file is not a database|SQLITE_/i)
  })

  it('a damaged data file shows the restore guidance', async () => {
    const userData = await usedBefore()
    const file = join(userData, 'queji.sqlite')
    const bytes = readFileSync(file)
    bytes.fill(0x5a, bytes.readUInt16BE(16) + 8, bytes.readUInt16BE(16) * 3)
    writeFileSync(file, bytes)
    await start(userData)
    expect(fakeState.exitCode).toBe(1)
    expect(fakeState.error).toMatch(/损坏|不是雀记的数据库/)
    expect(fakeState.error).not.toMatch(/SQLITE_|malformed/i)
  })

  it('removes the copy an interrupted restore left in the data folder', async () => {
    const userData = await usedBefore()
    const staged = join(userData, 'queji.sqlite.restore-123-456')
    writeFileSync(staged, 'half a copy')
    await start(userData)
    expect(fakeState.windows).toHaveLength(1)
    expect(readdirSync(userData).filter((name) => name.includes('.restore-'))).toEqual([])
  })
})
