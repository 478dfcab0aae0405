/* eslint-disable @typescript-eslint/no-explicit-any -- a stand-in for untyped Electron objects */
/**
 * A stand-in for the `electron` module (the binary cannot run here), enough to start the main
 * process: it records the app's event handlers, the windows made and whether the app quit.
 * Import it in `vi.hoisted` and mock `electron` with `electronModule()`.
 */
import { vi } from 'vitest'

export const standIn = {
  userData: '',
  /** What `app.requestSingleInstanceLock()` answers. */
  singleInstance: true,
  appHandlers: new Map<string, ((...args: any[]) => void)[]>(),
  windows: [] as StandInWindow[],
  quit: vi.fn(),
  exit: vi.fn(),
  errorBox: vi.fn(),
  reset(userData: string, singleInstance: boolean) {
    standIn.userData = userData
    standIn.singleInstance = singleInstance
    standIn.appHandlers.clear()
    standIn.windows.length = 0
    for (const spy of [standIn.quit, standIn.exit, standIn.errorBox]) spy.mockClear()
  },
  emit(event: string, ...args: unknown[]) {
    for (const handler of standIn.appHandlers.get(event) ?? []) handler(...args)
  }
}

export class StandInWindow {
  minimized = false
  readonly restore = vi.fn(() => (this.minimized = false))
  readonly show = vi.fn()
  readonly focus = vi.fn()
  readonly webContents = { on: () => {}, setWindowOpenHandler: () => {} }
  constructor(readonly options: Record<string, any>) {
    standIn.windows.push(this)
  }
  isMinimized() {
    return this.minimized
  }
  once() {}
  loadFile() {
    return Promise.resolve()
  }
  loadURL() {
    return Promise.resolve()
  }
  static getAllWindows() {
    return standIn.windows
  }
}

export function electronModule() {
  const electron = {
    app: {
      isPackaged: false,
      whenReady: () => Promise.resolve(),
      getPath: () => standIn.userData,
      getAppPath: () => process.cwd(),
      getVersion: () => '0.0.0-test',
      requestSingleInstanceLock: () => standIn.singleInstance,
      on: (event: string, handler: (...args: any[]) => void) =>
        standIn.appHandlers.set(event, [...(standIn.appHandlers.get(event) ?? []), handler]),
      quit: standIn.quit,
      exit: standIn.exit
    },
    BrowserWindow: StandInWindow,
    ipcMain: { handle: () => {} },
    dialog: { showErrorBox: standIn.errorBox, showMessageBox: () => Promise.resolve({ response: 0 }) },
    shell: { openPath: () => Promise.resolve('') },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: () => {} },
        setPermissionRequestHandler: () => {}
      }
    }
  }
  return { ...electron, default: electron }
}
