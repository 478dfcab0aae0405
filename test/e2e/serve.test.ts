import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { tempDir } from '../support/context'
import { post } from '../support/lan'
import { startServe, type ServeProcess } from '../support/serveProcess'

const running: ServeProcess[] = []
afterEach(() => {
  for (const serve of running.splice(0)) serve.child.kill('SIGKILL')
})

async function serveOn(data: string): Promise<{ serve: ServeProcess; url: string; code: string }> {
  const serve = startServe(['--data', data, '--host', '127.0.0.1', '--port', '0'])
  running.push(serve)
  const [, url] = await serve.waitFor(/雀记 serving (http:\/\/127\.0\.0\.1:\d+)\n/)
  const [, code] = await serve.waitFor(/desk pairing code: (\d{6})/)
  return { serve, url, code }
}

describe('npm run serve: the app without Electron', () => {
  it('serves the page and the API to a paired desk, and one data file is never served twice', async () => {
    const data = join(tempDir('queji-serve-'), 'club.sqlite')
    const first = await serveOn(data)

    const page = await fetch(`${first.url}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="app">')
    expect((await post(first.url, '/api/players.list', {})).status).toBe(401)

    const paired = await post(first.url, '/api/pair', { code: first.code, name: '后台前台' })
    expect(paired.body).toMatchObject({ ok: true, data: { role: 'desk', tableId: null } })
    const auth = { Authorization: `Bearer ${paired.body.data.token}` }
    const created = await post(first.url, '/api/players.create', { name: '老王' }, auth)
    expect(created.body).toMatchObject({ ok: true, data: { name: '老王' } })

    const second = startServe(['--data', data, '--host', '127.0.0.1', '--port', '0'])
    running.push(second)
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain('in use by another 雀记')
    expect(second.output()).not.toContain('雀记 serving')

    first.serve.child.kill('SIGKILL')
    await first.serve.exited
    // A lock left by a killed process is taken over; what was written before the kill is there.
    const third = await serveOn(data)
    const listed = await post(third.url, '/api/players.list', {}, auth)
    expect(listed.body.data.map((player: { name: string }) => player.name)).toContain('老王')

    third.serve.child.kill('SIGTERM')
    expect(await third.serve.exited).toBe(0)
    expect(existsSync(`${data}.lock`)).toBe(false)
  })
})
