/**
 * `npm run bench`: every benchmark of the project; the figures go to bench/results.json.
 * `npm run bench -- tiles` (or any of the section names) runs only those sections and keeps
 * the other sections' figures in results.json. Run alone on a quiet machine: numbers are wall-clock.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { benchBigTable } from './bigtable'
import { benchGoods } from './goods'
import { benchJobs } from './jobs'
import { benchLan } from './lan'
import { benchParlor } from './parlor'
import { benchRecords } from './records'
import { benchScoring } from './scoring'
import { benchSession } from './session'
import { benchTiles } from './tiles'

const sections: Record<string, { title: string; run: () => object | Promise<object> }> = {
  scoring: { title: 'scoring 1,000,000 random hands across the six variants…', run: () => benchScoring(1_000_000) },
  tiles: { title: 'tile reader against agari and @kobalab/majiang-core on the same hands…', run: benchTiles },
  records: {
    title: 'club records on a 300-player, 50,000-session, 1,000,000-hand database (built first if missing)…',
    run: benchRecords
  },
  session: {
    title:
      'one table of 300 hands: hands.add, hands.edit of hand 3 (the rest rescored), sessions.get, a hand-over, a close; sessions.list of 200 tables…',
    run: benchSession
  },
  bigtable: {
    title:
      'one table of 20,000 hands in the browser harness: sessions.get, its JSON, the table page, sessions.overview and the settlement page (builds the renderer if missing)…',
    run: benchBigTable
  },
  parlor: {
    title: 'the parlor: floor view with 30 open tables, a ten-year statement, the daily report…',
    run: benchParlor
  },
  goods: {
    title: 'goods: the daily report on the ten-year club with a year of goods sales, the stock report…',
    run: benchGoods
  },
  jobs: {
    title: `the long jobs in a worker (JSON export, Excel export, JSON import, restore) on the 10-year club × ${process.env.BENCH_JOBS_SCALE ?? 0.1}, main's event loop sampled…`,
    run: () => benchJobs()
  },
  lan: {
    title: 'the LAN: 30 tables × 5 displays on the event stream, a tablet at each recording hands…',
    run: benchLan
  }
}

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(name in sections))
if (unknown.length > 0) {
  console.error(`unknown section ${unknown.join(', ')}; the sections are ${Object.keys(sections).join(', ')}`)
  process.exit(1)
}
const chosen = asked.length > 0 ? asked : Object.keys(sections)

const out = join(import.meta.dirname, 'results.json')
const results: Record<string, unknown> =
  asked.length > 0 && existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {}
results.machine = { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version }

for (const name of chosen) {
  console.log(sections[name].title)
  const date = new Date().toISOString()
  results[name] = { date, ...(await sections[name].run()) }
  console.log(results[name])
}

writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`)
console.log(`written ${out}`)
