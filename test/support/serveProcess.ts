import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = resolve(__dirname, '../..')

export interface ServeProcess {
  child: ChildProcess
  /** Everything printed so far (stdout and stderr). */
  output(): string
  /** Resolves with the first match of `pattern` in the output, or rejects when the process ends first. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>
  exited: Promise<number | null>
}

/** Runs the command of `npm run serve` itself (so the test can SIGKILL the serving process, not npm). */
export function startServe(args: string[]): ServeProcess {
  const script = (
    JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts.serve
  const [command, ...scriptArgs] = script.split(' ')
  const child = spawn(command === 'node' ? process.execPath : command, [...scriptArgs, ...args], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe']
  })
  let text = ''
  const listeners = new Set<() => void>()
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8')
    for (const listener of listeners) listener()
  }
  child.stdout!.on('data', append)
  child.stderr!.on('data', append)
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  return {
    child,
    output: () => text,
    exited,
    waitFor(pattern, ms = 60_000) {
      return new Promise((done, fail) => {
        const check = () => {
          const match = pattern.exec(text)
          if (!match) return
          listeners.delete(check)
          clearTimeout(timer)
          done(match)
        }
        const timer = setTimeout(() => fail(new Error(`no ${pattern} in:\n${text}`)), ms)
        listeners.add(check)
        void exited.then(() => {
          check()
          if (listeners.delete(check)) {
            clearTimeout(timer)
            fail(new Error(`exited before ${pattern}:\n${text}`))
          }
        })
        check()
      })
    }
  }
}
