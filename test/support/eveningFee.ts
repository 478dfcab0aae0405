/**
 * Child process: prices one evening at a parlor on Beijing time (20:00–02:00, 2026-11-23) through
 * the API, whatever TZ this process runs under, and prints what it saw as one JSON line.
 * Usage: node --import tsx eveningFee.ts <folder> <migrations folder>
 */
import { join } from 'node:path'
import { createHandlers } from '../../src-main/api/handlers'
import { dispatch } from '../../src-main/api/dispatch'
import { openStore } from '../../src-main/store/open'
import { addPlayers } from './fixtures'
import { at, DAY_NIGHT, ZONE } from './parlor'

async function main(): Promise<void> {
  const [dir, migrationsDir] = process.argv.slice(2)
  const { db } = await openStore({ file: join(dir, 'queji.sqlite'), migrationsDir })
  let now = at('20:00')
  const ctx = {
    db,
    dbFile: join(dir, 'queji.sqlite'),
    migrationsDir,
    defaultBackupDir: dir,
    now: () => now
  }
  const handlers = createHandlers(ctx, 'tz')
  const call = async (method: string, input: unknown): Promise<never> => {
    const result = await dispatch(handlers, method, input)
    if (!result.ok) throw new Error(`${method}: ${result.error.code}`)
    return result.data as never
  }
  await call('parlor.settings.update', { timeZone: ZONE })
  const plan: { id: number } = await call('parlor.ratePlans.save', { name: '日夜', plan: DAY_NIGHT })
  const table: { id: number } = await call('parlor.tables.save', { name: '1号桌', kind: 'hall', ratePlanId: plan.id })
  const ids = addPlayers(db, ['甲', '乙', '丙', '丁'])
  const rules = { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
  const opened: { session: { id: number } } = await call('parlor.open', {
    session: { variant: 'sichuan', playerIds: ids, firstDealer: 0, rules },
    tableId: table.id,
    feePayer: 'even',
    addOns: ['空调']
  })
  now = at('02:00', 1)
  const closed: { timeFee: { breakdown: { totalCents: number } } } = await call('parlor.close', {
    sessionId: opened.session.id,
    toAccount: []
  })
  const report: { feeTotalCents: number } = await call('reports.parlor', { period: '2026-11-23' })
  process.stdout.write(
    `${JSON.stringify({
      processZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      feeCents: closed.timeFee.breakdown.totalCents,
      reportFeeCents: report.feeTotalCents
    })}\n`
  )
  db.close()
}

void main()
