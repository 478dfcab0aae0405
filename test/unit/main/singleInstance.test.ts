/**
 * One app per data file: a second launch quits at once and the running window comes forward;
 * the running app holds the data file's lock until it quits.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { tempDir } from '../../support/context'
import { emitAppEvent, fakeState, resetFakeElectron } from '../../support/fakeElectron'

vi.mock('electron', () => import('../../support/fakeElectron'))

/** Runs the main process's entry afresh, as a new launch would. */
async function launch(singleInstance: boolean, userData = tempDir('queji-instance-')): Promise<string> {
  resetFakeElectron(userData, { singleInstance })
  vi.resetModules()
  await import('../../../src-main/index')
  return userData
}

describe('a single instance', () => {
  it('a second launch quits before it opens anything', async () => {
    const userData = await launch(false)
    await new Promise((done) => setTimeout(done, 200))
    expect(fakeState.quitCalls).toBeGreaterThan(0)
    expect(fakeState.windows).toHaveLength(0)
    expect(readdirSync(userData)).toEqual([])
  }, 60_000)

  it('the running app brings its window forward on a second launch, and holds the data file until it quits', async () => {
    const userData = await launch(true)
    await vi.waitFor(() => expect(fakeState.windows).toHaveLength(1), { timeout: 10_000 })
    const [window] = fakeState.windows
    expect(fakeState.quitCalls).toBe(0)
    const lockFile = join(userData, 'queji.sqlite.lock')
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid))

    window.minimized = true
    emitAppEvent('second-instance', {}, ['queji'], userData)
    expect(window.minimized).toBe(false)
    expect(window.shown).toBe(true)
    expect(window.focused).toBe(true)

    emitAppEvent('will-quit')
    expect(existsSync(lockFile)).toBe(false)
  }, 60_000)

  it('a data file another running process holds is refused with the reason, and nothing is opened', async () => {
    const userData = tempDir('queji-instance-')
    // Process 1 is always running: as if another app (say, from another user session) held the file.
    writeFileSync(join(userData, 'queji.sqlite.lock'), '1')
    await launch(true, userData)
    await vi.waitFor(() => expect(fakeState.exitCode).toBe(1), { timeout: 10_000 })
    expect(fakeState.error).toContain('另一个雀记')
    expect(fakeState.windows).toHaveLength(0)
    expect(existsSync(join(userData, 'queji.sqlite'))).toBe(false)
    expect(readFileSync(join(userData, 'queji.sqlite.lock'), 'utf8')).toBe('1')
  }, 60_000)
})
