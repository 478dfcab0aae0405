import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { app, BrowserWindow, dialog, session, shell } from 'electron'
import { createHandlers } from './api/handlers'
import { registerIpc } from './api/ipc'
import type { AppContext } from './context'
import { CONTENT_SECURITY_POLICY } from './csp'
import { AppError } from './errors'
import { dailyBackupIfDue } from './services/backup'
import { registerPrinting } from './printing'
import { backupDatabase } from './store/backup'
import { lockDataFile, type DataFileLock } from './store/fileLock'
import { openStore } from './store/open'

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

/** Opens the data file, claimed for this process until the app quits (another process is refused). */
async function openContext(): Promise<{ ctx: AppContext; lock: DataFileLock }> {
  const dataDir = app.getPath('userData')
  mkdirSync(dataDir, { recursive: true })
  const dbFile = join(dataDir, 'queji.sqlite')
  const defaultBackupDir = join(dataDir, 'backups')
  const lock = lockDataFile(dbFile)
  try {
    const { db, checkIntegrity } = await openStore({
      file: dbFile,
      migrationsDir: migrationsDir(),
      backupBeforeMigration: async (old) => void (await backupDatabase(old, defaultBackupDir, 'migration'))
    })
    checkIntegrity().catch((error: unknown) => warnDamaged(error))
    const ctx: AppContext = { db, dbFile, migrationsDir: migrationsDir(), defaultBackupDir }
    await dailyBackupIfDue(ctx)
    return { ctx, lock }
  } catch (error) {
    lock.release()
    throw error
  }
}

/** A big file is checked after opening; if it fails, the host is told to restore a backup. */
function warnDamaged(error: unknown): void {
  const message = error instanceof AppError ? error.messageZh : String(error)
  void dialog.showMessageBox({ type: 'error', title: '雀记', message: '数据文件检查未通过', detail: message })
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
    const message = error instanceof AppError ? error.messageZh : String(error)
    dialog.showErrorBox('雀记无法打开数据文件', `${message}\n\n数据文件夹：${app.getPath('userData')}`)
    void shell.openPath(app.getPath('userData'))
    app.exit(1)
    return
  }
  const { ctx, lock } = opened
  registerIpc(createHandlers(ctx, app.getVersion()), isAppUrl)
  registerPrinting(isAppUrl)
  createWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('will-quit', () => {
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
