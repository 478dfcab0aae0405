import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { app, BrowserWindow, dialog, session, shell } from 'electron'
import { assembleGateway } from './api/assemble'
import { CHANNELS } from './api/channels'
import { registerIpc } from './api/ipc'
import type { AppContext, HostDialogs } from './context'
import { CONTENT_SECURITY_POLICY } from './csp'
import { AppError } from './errors'
import { dailyBackupAtStart } from './services/backup'
import { registerPrinting } from './printing'
import { backupDatabase, listBackups } from './store/backup'
import { lockDataFile, type DataFileLock } from './store/fileLock'
import { openStore } from './store/open'
import { removeStagedCopies } from './store/restore'
import { watchedClock } from './services/time/wallClock'
import { settleParlorTimeZone } from './services/parlor/setup'
import { readLanConfig } from './services/lan/config'
import { LanService } from './server/lanService'
import { removeJobLeftovers } from './services/jobs/leftovers'

const rendererDevUrl = process.env.ELECTRON_RENDERER_URL
const rendererFile = join(__dirname, '../renderer/index.html')

const rendererFileUrl = pathToFileURL(rendererFile).href

/** Only the app's own page may call the API or be navigated to (any #/route of it). */
function isAppUrl(url: string): boolean {
  return rendererDevUrl ? url.startsWith(rendererDevUrl) : url.split('#')[0] === rendererFileUrl
}

function migrationsDir(): string {
  return app.isPackaged ? join(process.resourcesPath, 'migrations') : join(app.getAppPath(), 'db/migrations')
}

/** Written after the first successful open: from then on a missing data file is lost data, not a new install. */
const RUN_BEFORE_MARKER = 'queji.opened'

function dataPaths() {
  const dataDir = app.getPath('userData')
  return { dataDir, dbFile: join(dataDir, 'queji.sqlite'), defaultBackupDir: join(dataDir, 'backups') }
}

/** Opens the data file, claimed for this process until the app quits (another process is refused). */
async function openContext(): Promise<{ ctx: AppContext; lock: DataFileLock }> {
  const { dataDir, dbFile, defaultBackupDir } = dataPaths()
  mkdirSync(dataDir, { recursive: true })
  const marker = join(dataDir, RUN_BEFORE_MARKER)
  const lock = lockDataFile(dbFile)
  try {
    removeStagedCopies(dbFile)
    removeJobLeftovers(dbFile)
    const { db, checkIntegrity } = await openStore({
      file: dbFile,
      migrationsDir: migrationsDir(),
      mustExist: existsSync(marker) || listBackups(defaultBackupDir).length > 0,
      backupBeforeMigration: async (old) => void (await backupDatabase(old, defaultBackupDir, 'migration'))
    })
    if (!existsSync(marker)) writeFileSync(marker, '')
    checkIntegrity().catch((error: unknown) => warnDamaged(error))
    const clock = watchedClock(
      Date.now,
      () => performance.now(),
      (jump) =>
        console.warn(
          `The PC clock jumped ${Math.round(jump.jumpMs / 60_000)} min at ${new Date(jump.at).toISOString()}`
        )
    )
    const ctx: AppContext = {
      db,
      dbFile,
      migrationsDir: migrationsDir(),
      defaultBackupDir,
      now: clock.now,
      clockJumps: clock.jumps
    }
    settleParlorTimeZone(db)
    const backupWarning = await dailyBackupAtStart(ctx)
    ctx.startupWarnings = backupWarning ? [backupWarning] : []
    return { ctx, lock }
  } catch (error) {
    lock.release()
    throw error
  }
}

/** Chinese and English, for messages shown before the window (and its language setting) exists. */
function bilingual(error: unknown): string {
  const failure = error instanceof AppError ? error : new AppError('INTERNAL', String(error), String(error))
  return `${failure.messageZh}\n\n${failure.message}`
}

/** A big file is checked after opening; if it fails, the host is told to restore a backup. */
function warnDamaged(error: unknown): void {
  void dialog.showMessageBox({
    type: 'error',
    title: '雀记 Mahjong Ledger',
    message: '数据文件检查未通过 / The data file failed its check',
    detail: bilingual(error)
  })
}

const dialogs: HostDialogs = {
  async pickFolder(current) {
    const options: Electron.OpenDialogOptions = {
      title: '选择备份文件夹 / Choose the backup folder',
      defaultPath: current,
      properties: ['openDirectory', 'createDirectory']
    }
    const owner = BrowserWindow.getFocusedWindow()
    const result = await (owner ? dialog.showOpenDialog(owner, options) : dialog.showOpenDialog(options))
    return result.canceled ? null : (result.filePaths[0] ?? null)
  },
  async pickSaveFile(suggestedName) {
    const options: Electron.SaveDialogOptions = { title: '导出到 / Export to', defaultPath: suggestedName }
    const owner = BrowserWindow.getFocusedWindow()
    const result = await (owner ? dialog.showSaveDialog(owner, options) : dialog.showSaveDialog(options))
    return result.canceled ? null : (result.filePath ?? null)
  },
  async pickJsonFile() {
    const options: Electron.OpenDialogOptions = {
      title: '选择要导入的 JSON 备份 / Choose the JSON backup to import',
      filters: [{ name: 'JSON', extensions: ['json'] }],
      properties: ['openFile']
    }
    const owner = BrowserWindow.getFocusedWindow()
    const result = await (owner ? dialog.showOpenDialog(owner, options) : dialog.showOpenDialog(options))
    return result.canceled ? null : (result.filePaths[0] ?? null)
  }
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 1024,
    minHeight: 680,
    title: '雀记 Mahjong Ledger',
    show: false,
    webPreferences: {
      preload: join(__dirname, '../preload/preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true
    }
  })
  window.once('ready-to-show', () => window.show())
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }))
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault()
  })
  if (rendererDevUrl) void window.loadURL(rendererDevUrl)
  else void window.loadFile(rendererFile)
  return window
}

async function start(): Promise<void> {
  await app.whenReady()
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } })
  })
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault())
  })
  let opened: { ctx: AppContext; lock: DataFileLock }
  try {
    opened = await openContext()
  } catch (error) {
    const { dataDir, dbFile, defaultBackupDir } = dataPaths()
    dialog.showErrorBox(
      '雀记无法打开数据文件 / Cannot open the data file',
      `${bilingual(error)}\n\n数据文件 Data file: ${dbFile}\n备份文件夹 Backups: ${defaultBackupDir}`
    )
    void shell.openPath(dataDir)
    app.exit(1)
    return
  }
  const { ctx, lock } = opened
  // The LAN server (off unless turned on in Settings → 局域网) serves the same gateway as the window.
  const lan = new LanService(ctx, join(__dirname, '../renderer'), readLanConfig(ctx.db), true)
  const { gateway, files } = assembleGateway(ctx, app.getVersion(), lan, dialogs)
  registerIpc(gateway, isAppUrl)
  gateway.events.subscribe((event) => {
    for (const window of BrowserWindow.getAllWindows()) window.webContents.send(CHANNELS.events, event)
  })
  void lan.start(gateway, files)
  registerPrinting(isAppUrl)
  createWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('will-quit', () => {
    void lan.close()
    ctx.db.close()
    lock.release()
  })
}

/** A second launch brings the running window forward instead of opening the data file twice. */
function showRunningWindow(): void {
  const [window] = BrowserWindow.getAllWindows()
  if (!window) return
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
}

if (app.requestSingleInstanceLock()) {
  app.on('second-instance', showRunningWindow)
  void start()
} else {
  app.quit()
}
