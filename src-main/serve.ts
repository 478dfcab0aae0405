/**
 * Headless: `npm run serve -- --data FILE [--host H] [--port P]` serves the app and its API on the
 * LAN without Electron (a mini PC in the back room). It prints the address and a pairing code for
 * a desk device (Enter prints a new one), and serves until stopped. Never imports 'electron'.
 * With `--reset-owner-pin [--owner NAME]` it sets a lost owner PIN instead, and exits.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import QRCode from 'qrcode'
import { assembleGateway } from './api/assemble'
import type { AppContext } from './context'
import { AppError } from './errors'
import { LanService } from './server/lanService'
import { removeJobLeftovers } from './services/jobs/leftovers'
import { backupDatabase } from './store/backup'
import { lockDataFile } from './store/fileLock'
import { openStore } from './store/open'
import { removeStagedCopies } from './store/restore'
import { resetOwnerPinOn } from './resetOwnerPin'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const USAGE =
  'npm run serve -- --data FILE [--host 0.0.0.0] [--port 8765] | --data FILE --reset-owner-pin [--owner NAME]'

function fail(zh: string, en: string): never {
  process.stderr.write(`${zh}\n${en}\n`)
  process.exit(1)
}

function options() {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      host: { type: 'string', default: '0.0.0.0' },
      port: { type: 'string', default: '8765' },
      'reset-owner-pin': { type: 'boolean', default: false },
      owner: { type: 'string' }
    }
  })
  const port = Number(values.port)
  if (!values.data) fail(`请用 --data 指定数据文件：${USAGE}`, `Name the data file with --data: ${USAGE}`)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) fail('端口应为 0–65535。', 'The port must be 0–65535.')
  return {
    data: resolve(values.data),
    host: values.host,
    port,
    resetOwnerPin: values['reset-owner-pin'],
    owner: values.owner
  }
}

async function printPairingCode(lan: LanService): Promise<void> {
  const { code, url } = lan.pair({ role: 'desk', tableId: null, confirmed: true })
  process.stdout.write(`前台配对码 desk pairing code: ${code}（2 分钟内有效 valid 2 minutes）\n${url}\n`)
  process.stdout.write(await QRCode.toString(url, { type: 'terminal', small: true }))
  process.stdout.write('按回车生成新的配对码 / press Enter for a new code\n')
}

async function main(): Promise<void> {
  const { data, host, port, resetOwnerPin, owner } = options()
  if (resetOwnerPin) {
    await resetOwnerPinOn(data, join(ROOT, 'db/migrations'), owner)
    process.exit(0)
  }
  const rendererDir = join(ROOT, 'out/renderer')
  if (!existsSync(join(rendererDir, 'index.html'))) {
    fail('页面还没有构建：请先运行 npm run build。', 'The pages are not built: run `npm run build` first.')
  }
  const backups = join(dirname(data), 'backups')
  mkdirSync(dirname(data), { recursive: true })
  const lock = lockDataFile(data)
  removeStagedCopies(data)
  removeJobLeftovers(data)
  const migrationsDir = join(ROOT, 'db/migrations')
  const { db } = await openStore({
    file: data,
    migrationsDir,
    backupBeforeMigration: async (old) => void (await backupDatabase(old, backups, 'migration'))
  })
  const ctx: AppContext = { db, dbFile: data, migrationsDir, defaultBackupDir: backups }
  const lan = new LanService(ctx, rendererDir, { enabled: true, host, port }, false)
  const { gateway, files } = assembleGateway(ctx, 'serve', lan)
  await lan.start(gateway, files)
  const status = lan.status()
  if (!status.running) {
    db.close()
    lock.release()
    fail(status.problem?.messageZh ?? '', status.problem?.messageEn ?? '')
  }

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await lan.close()
    db.close()
    lock.release()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())

  process.stdout.write(`雀记 serving ${status.url}\n`)
  await printPairingCode(lan)
  createInterface({ input: process.stdin }).on('line', () => void printPairingCode(lan))
}

main().catch((error: unknown) => {
  if (error instanceof AppError) fail(error.messageZh, error.message)
  throw error
})
