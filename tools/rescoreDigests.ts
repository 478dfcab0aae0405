/** Writes the engine's result digests (test/support/rescore.ts) to a file: run on main, compare after a refactor. */
import { writeFileSync } from 'node:fs'
import { rescoreDigests } from '../test/support/rescore'

const out = process.argv[2]
if (!out) throw new Error('usage: tsx tools/rescoreDigests.ts <out.json>')
writeFileSync(out, JSON.stringify(rescoreDigests(), null, 1) + '\n')
