import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dispatch } from '../../../src-main/api/dispatch'
import { createHandlers } from '../../../src-main/api/handlers'
import { recordHand } from '../../../src-main/services/hands'
import { closeSession } from '../../../src-main/services/sessions'
import type { AppContext } from '../../../src-main/context'
import { Gateway, LOCAL_CALLER } from '../../../src-main/api/gateway'
import type { JobKind, JobView } from '../../../src-main/api/types'
import { JobRegistry } from '../../../src-main/services/jobs/registry'
import { dumpDatabase, openTestContext, tempDir } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

async function clubWithOneSession() {
  const ctx = await openTestContext()
  const table = openTable(ctx.db, 'sichuan')
  recordHand(ctx.db, table.id, win(1, 3, { pattern: 'qidui' }))
  closeSession(ctx.db, table.id)
  return { ctx, table, call: (method: string, input: unknown) => dispatch(createHandlers(ctx, 't'), method, input) }
}

/** A job started through the API at `path` (as if picked in the host's dialog), run to its end. */
async function finishedJob(ctx: AppContext, kind: JobKind, path: string): Promise<JobView> {
  const jobs = new JobRegistry(ctx)
  const dialogs = {
    pickFolder: () => Promise.resolve(null),
    pickSaveFile: () => Promise.resolve(path),
    pickJsonFile: () => Promise.resolve(path)
  }
  const started = await new Gateway(ctx, createHandlers(ctx, 't', dialogs, undefined, jobs), jobs).call(
    LOCAL_CALLER,
    'jobs.start',
    { kind }
  )
  if (!started.ok) throw new Error(started.error.messageZh)
  return jobs.finished((started.data as JobView).id)
}

describe('club records API', () => {
  it('answers every records method', async () => {
    const { table, call } = await clubWithOneSession()
    const playerId = table.players[1].id
    expect(await call('stats.player', { playerId })).toMatchObject({
      ok: true,
      data: { overall: { wins: 1, hands: 1 } }
    })
    expect(await call('stats.leaderboard', { orderBy: 'sessions' })).toMatchObject({
      ok: true,
      data: expect.arrayContaining([expect.objectContaining({ playerId })])
    })
    expect(await call('history.list', { playerId })).toMatchObject({
      ok: true,
      data: { total: 1, page: 1, pageSize: 50 }
    })
    // Jobs at the file the host picks (test/unit/jobs/exportJobs.test.ts): without a dialog, none.
    for (const method of ['export.sessionCsv', 'export.sessionXlsx']) {
      expect(await call(method, { sessionId: table.id })).toEqual({ ok: true, data: null })
    }
  })

  it('moves a club into an empty database through the export and import jobs', async () => {
    const { ctx } = await clubWithOneSession()
    const backup = join(tempDir(), 'club.json')
    await expect(finishedJob(ctx, 'exportJson', backup)).resolves.toMatchObject({ state: 'done' })
    const empty = await openTestContext()
    const imported = await finishedJob(empty, 'importJson', backup)
    expect(imported).toMatchObject({ state: 'done', outcome: { players: 4, sessions: 1, hands: 1 } })
    expect(dumpDatabase(empty).session_players).toEqual(dumpDatabase(ctx).session_players)
  }, 60_000)

  it.each([
    ['{"app":"queji-mahjong-ledger","tab', '截断', 'truncated'],
    ['{"app":"queji-mahjong-ledger","app":"other","tables":{}}', '“app”', '"app" appears twice']
  ])(
    'answers a bad import (%s) with a bilingual error and changes nothing',
    async (content, zh, en) => {
      const empty = await openTestContext()
      const before = dumpDatabase(empty)
      const file = join(tempDir(), 'bad.json')
      writeFileSync(file, content)
      expect(await finishedJob(empty, 'importJson', file)).toMatchObject({
        state: 'failed',
        error: {
          code: 'IMPORT_INVALID',
          messageZh: expect.stringContaining(zh),
          messageEn: expect.stringContaining(en)
        }
      })
      expect(dumpDatabase(empty)).toEqual(before)
      expect(readdirSync(join(empty.dbFile, '..'))).not.toContainEqual(expect.stringContaining('.restore-'))
    },
    60_000
  )

  it('validates paging and filters', async () => {
    const { call } = await clubWithOneSession()
    expect(await call('history.list', { pageSize: 500 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: 'pageSize' }
    })
    expect(await call('stats.leaderboard', { fromDay: 'yesterday' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: 'fromDay' }
    })
    expect(await call('history.list', { variant: 'mahjong' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', path: 'variant' }
    })
  })
})
