/**
 * Child process of the file-lock test: claims the data file and prints `locked`, or prints
 * `refused <code>` when another process holds it; then stays alive until killed.
 */
import { lockDataFile } from '../../src-main/store/fileLock'

try {
  lockDataFile(process.argv[2])
  process.stdout.write('locked\n')
} catch (error) {
  process.stdout.write(`refused ${(error as { code?: string }).code}\n`)
}
setInterval(() => {}, 60_000)
