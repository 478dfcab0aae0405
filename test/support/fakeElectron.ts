/* eslint-disable @typescript-eslint/no-explicit-any -- the stand-in mimics untyped Electron objects */
/**
 * A stand-in for the `electron` module (the binary cannot run here), for tests that start the
 * main process: `vi.mock('electron', () => import('../../support/fakeElectron'))`. Its state lives
 * on globalThis so that a test re-importing the main process after `vi.resetModules()` sees the
 * same windows, IPC handlers and dialogs.
 */
export interface FakeElectronState {
  userData: string
  /** What `app.requestSingleInstanceLock()` answers. */
  singleInstance: boolean
  windows: BrowserWindow[]
  ipc: Map<string, (event: unknown, ...args: unknown[]) => unknown>
  csp: string | undefined
  /** Title and body of the last error box. */
  error?: string
  exitCode?: number
  quitCalls: number
  appEvents: Map<string, ((...args: unknown[]) => void)[]>
}

const holder = globalThis as { __fakeElectronState?: FakeElectronState }

export const fakeState: FakeElectronState = (holder.__fakeElectronState ??= {
  userData: '',
  singleInstance: true,
  windows: [],
  ipc: new Map(),
  csp: '',
  quitCalls: 0,
  appEvents: new Map()
})

/** Quits an earlier start (closing its database) and forgets its windows, IPC handlers and errors. */
export function resetFakeElectron(userData: string, { singleInstance = true } = {}): void {
  emitAppEvent('will-quit')
  Object.assign(fakeState, {
    userData,
    singleInstance,
    windows: [],
    ipc: new Map(),
    csp: '',
    error: undefined,
    exitCode: undefined,
    quitCalls: 0,
    appEvents: new Map()
  })
}

/** Runs the app's handlers of `name`, as Electron would on that event. */
export function emitAppEvent(name: string, ...args: unknown[]): void {
  for (const handler of fakeState.appEvents.get(name) ?? []) handler(...args)
}

class BrowserWindow {
  webContents: Record<string, any>
  minimized = false
  shown = false
  focused = false
  constructor(readonly options: Record<string, any>) {
    const handlers = new Map<string, (...args: any[]) => void>()
    const sent: [string, unknown][] = []
    this.webContents = {
      handlers,
      sent,
      send: (channel: string, payload: unknown) => sent.push([channel, payload]),
      on: (name: string, handler: (...args: any[]) => void) => handlers.set(name, handler),
      setWindowOpenHandler: (handler: unknown) => handlers.set('window-open', handler as never)
    }
    fakeState.windows.push(this)
  }
  get contents() {
    return this.webContents
  }
  isMinimized() {
    return this.minimized
  }
  restore() {
    this.minimized = false
  }
  show() {
    this.shown = true
  }
  focus() {
    this.focused = true
  }
  once() {}
  loadFile() {
    return Promise.resolve()
  }
  loadURL() {
    return Promise.resolve()
  }
  static getAllWindows() {
    return fakeState.windows
  }
  static getFocusedWindow() {
    return null
  }
  static fromWebContents() {
    return null
  }
}

export const app = {
  isPackaged: false,
  whenReady: () => Promise.resolve(),
  requestSingleInstanceLock: () => fakeState.singleInstance,
  getPath: () => fakeState.userData,
  getAppPath: () => process.cwd(),
  getVersion: () => '0.0.0-test',
  on: (name: string, handler: (...args: unknown[]) => void) =>
    fakeState.appEvents.set(name, [...(fakeState.appEvents.get(name) ?? []), handler]),
  exit: (code: number) => void (fakeState.exitCode = code),
  quit: () => void fakeState.quitCalls++
}

export const ipcMain = {
  handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) =>
    fakeState.ipc.set(channel, handler)
}

export const dialog = {
  showErrorBox: (title: string, body: string) => void (fakeState.error = `${title}: ${body}`),
  showMessageBox: () => Promise.resolve({ response: 0 }),
  showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] })
}

export const shell = { openPath: () => Promise.resolve('') }

export const session = {
  defaultSession: {
    webRequest: {
      onHeadersReceived: (
        handler: (details: unknown, callback: (response: { responseHeaders: Record<string, string[]> }) => void) => void
      ) =>
        handler({ responseHeaders: {} }, (response) => {
          fakeState.csp = response.responseHeaders['Content-Security-Policy']?.[0]
        })
    },
    setPermissionRequestHandler: () => {}
  }
}

export { BrowserWindow }

export default { app, BrowserWindow, ipcMain, dialog, shell, session }
