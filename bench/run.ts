/**
 * `npm run bench`: every benchmark of the project; the figures go to bench/results.json.
 * Run alone on a quiet machine: numbers are wall-clock.
 */
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { benchParlor } from './parlor'
import { benchRecords } from './records'
import { benchScoring } from './scoring'
import { benchTiles } from './tiles'

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version }
}

console.log('scoring 1,000,000 random hands across the six variants…')
results.scoring = benchScoring(1_000_000)
console.log(results.scoring)

console.log('tile reader against agari and @kobalab/majiang-core on the same hands…')
results.tiles = benchTiles()
console.log(results.tiles)

console.log('club records on a 300-player, 50,000-session, 1,000,000-hand database (built first if missing)…')
results.records = await benchRecords()
console.log(results.records)

console.log('the parlor: floor view with 30 open tables, a ten-year statement, the daily report…')
results.parlor = await benchParlor()
console.log(results.parlor)

const out = join(import.meta.dirname, 'results.json')
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`)
console.log(`written ${out}`)
