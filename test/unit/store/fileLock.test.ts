import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataFile } from '../../../src-main/store/fileLock'
import { tempDir } from '../../support/context'

const ROOT = resolve(__dirname, '../../..')
const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

/** Starts a process that tries to claim `file`; resolves with the process and its first line. */
async function startHolder(file: string): Promise<{ child: ChildProcess; said: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/support/lockHolder.ts'), file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit']
  })
  children.push(child)
  const lines = createInterface({ input: child.stdout! })
  const said = await new Promise<string>((done) => lines.once('line', done))
  return { child, said }
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGKILL')
  await exited
}

describe('the data file lock', () => {
  it('refuses a second process on the same file with a clear message, in both languages', async () => {
    const file = join(tempDir(), 'queji.sqlite')
    const first = await startHolder(file)
    expect(first.said).toBe('locked')
    const error = (() => {
      try {
        lockDataFile(file)
      } catch (thrown) {
        return thrown as { code: string; messageZh: string; message: string }
      }
      throw new Error('the second claim was not refused')
    })()
    expect(error.code).toBe('DATA_FILE_IN_USE')
    expect(error.messageZh).toContain(`进程 ${first.child.pid}`)
    expect(error.messageZh).toContain('另一个雀记')
    expect(error.message).toContain('in use by another')
    expect((await startHolder(file)).said).toBe('refused DATA_FILE_IN_USE')
  }, 60_000)

  it('takes over the lock of a process that was killed, and releases its own', async () => {
    const file = join(tempDir(), 'queji.sqlite')
    const first = await startHolder(file)
    expect(first.said).toBe('locked')
    await kill(first.child)
    const lock = lockDataFile(file)
    expect((await startHolder(file)).said).toBe('refused DATA_FILE_IN_USE')
    lock.release()
    expect(existsSync(`${file}.lock`)).toBe(false)
    expect((await startHolder(file)).said).toBe('locked')
  }, 60_000)
})
