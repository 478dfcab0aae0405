/**
 * The LAN server in the app's main process (against the stand-in electron): off by default, turned
 * on through the API as Settings → 局域网 does, its events reach the window too, and it stops
 * when the app quits.
 */
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { tempDir } from '../../support/context'
import { emitAppEvent, fakeState, resetFakeElectron } from '../../support/fakeElectron'

vi.mock('electron', () => import('../../support/fakeElectron'))

const appPage = pathToFileURL(resolve('src-main/../renderer/index.html')).href

async function api(method: string, input: unknown = {}) {
  return (await fakeState.ipc.get('api')!({ senderFrame: { url: appPage } }, method, input)) as {
    ok: boolean
    data?: any // eslint-disable-line @typescript-eslint/no-explicit-any -- read as untyped JSON
    error?: { code: string }
  }
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

const pair = (url: string) =>
  fetch(`${url}/api/pair`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: '000000', name: 'x' })
  }).then((response) => response.status)

describe('the LAN server in the app', () => {
  it('is off until turned on, tells the window of changes, and stops when the app quits', async () => {
    resetFakeElectron(tempDir('queji-lan-main-'))
    vi.resetModules()
    await import('../../../src-main/index')
    await vi.waitFor(() => expect(fakeState.windows).toHaveLength(1), { timeout: 10_000 })

    expect((await api('lan.status')).data).toMatchObject({ enabled: false, running: false, url: null })
    const port = await freePort()
    const on = await api('lan.configure', { enabled: true, host: '127.0.0.1', port })
    expect(on.data).toMatchObject({ running: true, url: `http://127.0.0.1:${port}`, problem: null })
    expect(await pair(on.data.url)).toBe(403) // served: a wrong code is refused

    const offer = await api('devices.pair', { role: 'desk', tableId: null })
    expect(offer.data.url).toBe(`http://127.0.0.1:${port}/#/pair?code=${offer.data.code}`)
    const [window] = fakeState.windows
    expect(window.webContents.sent).toContainEqual(['events', { topic: 'devices', sessionId: null, tableId: null }])

    emitAppEvent('will-quit')
    await vi.waitFor(() => expect(pair(on.data.url)).rejects.toThrow(), { timeout: 2000 })
  }, 60_000)
})
