import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import { fsyncPath } from '../../store/backup'

const BATCH_CHARS = 1 << 20

/**
 * Writes text pieces to a new file, about a megabyte per write, waiting whenever the disk lags
 * (so memory stays bounded), and flushes it to disk.
 */
export async function writeTextFile(path: string, pieces: Iterable<string> | AsyncIterable<string>): Promise<void> {
  const out = createWriteStream(path, { flags: 'wx' })
  const failed = once(out, 'error').then(([error]) => Promise.reject(error as Error))
  failed.catch(() => undefined)
  let batch: string[] = []
  let size = 0
  const flush = async () => {
    const ready = out.write(batch.join(''))
    batch = []
    size = 0
    if (!ready) await Promise.race([once(out, 'drain'), failed])
  }
  for await (const piece of pieces) {
    batch.push(piece)
    size += piece.length
    if (size >= BATCH_CHARS) await flush()
  }
  await flush()
  out.end()
  await Promise.race([finished(out), failed])
  fsyncPath(path)
}
