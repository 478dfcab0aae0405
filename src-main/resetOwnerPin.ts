/**
 * `npm run serve -- --data FILE --reset-owner-pin [--owner NAME]`: sets a new owner PIN on the
 * machine that holds the data file (services/staff/ownerPinReset). Asks for the PIN twice on the
 * terminal; refuses while the app (or a server) has the file open.
 */
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { AppError } from './errors'
import { resetOwnerPin } from './services/staff/ownerPinReset'
import { lockDataFile } from './store/fileLock'
import { openStore } from './store/open'

async function askTwice(): Promise<[string, string]> {
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]()
  const ask = async (prompt: string) => {
    process.stdout.write(prompt)
    const line = await lines.next()
    return line.done ? '' : String(line.value).trim()
  }
  const pin = await ask('新的老板 PIN / new owner PIN: ')
  const repeat = await ask('再输一次 / again: ')
  return [pin, repeat]
}

export async function resetOwnerPinOn(data: string, migrationsDir: string, ownerName: string | undefined) {
  if (!existsSync(data)) {
    throw new AppError('NO_DATA_FILE', '找不到这个数据文件。', 'There is no such data file.')
  }
  const lock = lockDataFile(data)
  try {
    const { db } = await openStore({ file: data, migrationsDir })
    try {
      const [pin, repeat] = await askTwice()
      const owner = await resetOwnerPin(db, { ownerName, pin, repeat })
      process.stdout.write(`已重设 ${owner.name} 的 PIN。\nThe PIN of ${owner.name} is reset.\n`)
    } finally {
      db.close()
    }
  } finally {
    lock.release()
  }
}
