/**
 * The Electron main process, started against a stand-in for the `electron` module (the binary
 * cannot run here): the window's security settings, the IPC sender check and navigation rules.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { tempDir } from '../../support/context'
import { fakeState, resetFakeElectron } from '../../support/fakeElectron'

vi.mock('electron', () => import('../../support/fakeElectron'))

resetFakeElectron(tempDir('queji-main-'))
await import('../../../src-main/index')
await vi.waitFor(() => expect(fakeState.windows).toHaveLength(1), { timeout: 10_000 })
const window = fakeState.windows[0]
// The page sits at ../renderer/index.html from the main bundle (here: from src-main).
const appPage = pathToFileURL(resolve('src-main/../renderer/index.html')).href

afterAll(() => {
  vi.restoreAllMocks()
})

describe('main window', () => {
  it('isolates the page: context isolation, sandbox, no Node integration, the bundled preload', () => {
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false
    })
    expect(window.options.webPreferences.preload).toMatch(/preload[/\\]preload\.cjs$/)
  })

  it('sends a strict Content-Security-Policy', () => {
    expect(fakeState.csp).toContain("script-src 'self'")
    expect(fakeState.csp).not.toContain('unsafe-eval')
  })

  it('denies new windows and navigation away from the app', () => {
    expect(window.contents.handlers.get('window-open')({ url: 'https://example.com' })).toEqual({ action: 'deny' })
    const leave = { preventDefault: vi.fn() }
    window.contents.handlers.get('will-navigate')(leave, 'https://example.com/')
    expect(leave.preventDefault).toHaveBeenCalled()
    const stay = { preventDefault: vi.fn() }
    window.contents.handlers.get('will-navigate')(stay, `${appPage}#/players`)
    expect(stay.preventDefault).not.toHaveBeenCalled()
    const otherFile = { preventDefault: vi.fn() }
    window.contents.handlers.get('will-navigate')(otherFile, 'file:///tmp/renderer/index.html')
    expect(otherFile.preventDefault).toHaveBeenCalled()
  })
})

describe('IPC', () => {
  const invoke = (url: string, method: unknown, input: unknown) =>
    fakeState.ipc.get('api')!({ senderFrame: { url } }, method, input)

  it('answers the app page through the handlers, with the input parsed', async () => {
    expect(await invoke(appPage, 'players.create', { name: '张三' })).toMatchObject({
      ok: true,
      data: { name: '张三' }
    })
    expect(await invoke(appPage, 'players.create', { name: 42 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' }
    })
  })

  it('refuses any other sender', async () => {
    expect(await invoke('https://example.com/', 'players.list', {})).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' }
    })
    expect(await fakeState.ipc.get('print')!({ senderFrame: { url: 'https://example.com/' } }, {})).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' }
    })
  })

  it('made the daily backup at start', async () => {
    const result = (await invoke(appPage, 'backups.list', {})) as { ok: true; data: { reason: string }[] }
    expect(result.data.map((backup) => backup.reason)).toEqual(['daily'])
  })
})
