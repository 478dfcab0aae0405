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

async function openContext(): Promise<AppContext> {
  const dataDir = app.getPath('userData')
  mkdirSync(dataDir, { recursive: true })
  const dbFile = join(dataDir, 'queji.sqlite')
  const defaultBackupDir = join(dataDir, 'backups')
  const { db, checkIntegrity } = await openStore({
    file: dbFile,
    migrationsDir: migrationsDir(),
    backupBeforeMigration: async (old) => void (await backupDatabase(old, defaultBackupDir, 'migration'))
  })
  checkIntegrity().catch((error: unknown) => warnDamaged(error))
  const ctx: AppContext = { db, dbFile, migrationsDir: migrationsDir(), defaultBackupDir }
  await dailyBackupIfDue(ctx)
  return ctx
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
  let ctx: AppContext
  try {
    ctx = await openContext()
  } catch (error) {
    const message = error instanceof AppError ? error.messageZh : String(error)
    dialog.showErrorBox('雀记无法打开数据文件', `${message}\n\n数据文件夹：${app.getPath('userData')}`)
    void shell.openPath(app.getPath('userData'))
    app.exit(1)
    return
  }
  registerIpc(createHandlers(ctx, app.getVersion()), isAppUrl)
  registerPrinting(isAppUrl)
  createWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('will-quit', () => ctx.db.close())
}

void start()
