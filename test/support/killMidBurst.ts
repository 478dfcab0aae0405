import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { MIGRATIONS_DIR } from './context'

const ROOT = resolve(__dirname, '../..')

/**
 * Runs a writer script (test/support/…) on `file`, which prints `ack N` after each committed write,
 * and SIGKILLs it after `acksBeforeKill` acks. Returns every ack read (lines already sent still
 * arrive) and the signal that ended it.
 */
export async function killMidBurst(
  script: string,
  file: string,
  acksBeforeKill: number
): Promise<{ acked: number[]; signal: NodeJS.Signals | null }> {
  // `node --import tsx`, not the tsx CLI: the CLI runs the script in a grandchild the kill would miss.
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test/support', script), file, MIGRATIONS_DIR], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const acked: number[] = []
  const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)))
  for await (const line of createInterface({ input: child.stdout })) {
    const match = /^ack (\d+)$/.exec(line)
    if (match) acked.push(Number(match[1]))
    if (acked.length === acksBeforeKill) child.kill('SIGKILL')
  }
  return { acked, signal: await exited }
}
