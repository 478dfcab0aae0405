/**
 * `npm run seed:big [file]`: the big club of the records benchmark (default bench/big.sqlite),
 * built anew. better-sqlite3 needs the project's Node 22, so an older `node` hands over to it.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { openStore } from '../src-main/store/open'
import { BIG_CLUB, BIG_CLUB_FILE, generateClub } from './clubGenerator'

export async function seedBigClub(file = BIG_CLUB_FILE): Promise<{ seconds: number; sessions: number; hands: number }> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  const start = performance.now()
  const { db } = await openStore({ file, migrationsDir: join(import.meta.dirname, '../db/migrations') })
  const club = generateClub(db, BIG_CLUB, (sessions, hands) => {
    if (sessions % 5000 === 0)
      console.log(`  ${sessions} sessions, ${hands} hands, ${Math.round((performance.now() - start) / 1000)} s`)
  })
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
  return { seconds: (performance.now() - start) / 1000, sessions: club.sessions, hands: club.hands }
}

if (process.argv[1] === import.meta.filename) {
  if (Number(process.versions.node.split('.')[0]) < 22) {
    const node = join(import.meta.dirname, '../node_modules/.bin/node')
    const run = spawnSync(node, ['--import', 'tsx', import.meta.filename, ...process.argv.slice(2)], {
      stdio: 'inherit'
    })
    process.exit(run.status ?? 1)
  }
  const file = process.argv[2] ?? BIG_CLUB_FILE
  console.log(`building ${file}:`, BIG_CLUB)
  console.log(await seedBigClub(file))
}
