import type { Database } from 'better-sqlite3'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { listHistory } from '../../src-main/services/history'
import { exportJsonBackup } from '../../src-main/services/jsonBackup'
import { createPlayer } from '../../src-main/services/roster'
import { updateSettings } from '../../src-main/services/settings'
import { generateClub } from '../../bench/clubGenerator'
import { closeSession, createSession } from '../../src-main/services/sessions'
import { leaderboard, playerProfile } from '../../src-main/services/stats'
import { openTestContext, tempDir } from '../support/context'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import type { HandDraft } from '../../src-main/model/sessions'

let h: Harness
useHarness((harness) => (h = harness))

const byTestId = (id: string) => h.page.getByTestId(id)
/** A job's worker starts from source in the harness: allow it seconds. */
const JOB = { timeout: 30_000 }
/** "+21" , "-7.5" → the number. */
const amountOf = (text: string) => Number(text.replace(/[¥,+\s]/g, ''))

const NAMES = ['张三', '李四', '王五', '赵六', '孙七']
const win = (winner: number, from: number | null, pattern: string): HandDraft['events'] => [
  { type: 'win', winner, from, pattern }
]

/** Three Sichuan tables through the real services: two settled, one still playing. */
function seedClub(db: Database = h.ctx.db): Record<string, number> {
  const ids = Object.fromEntries(
    NAMES.map((name) => [name, createPlayer(db, { name, nickname: '', phone: '', note: '', allowDuplicate: false }).id])
  )
  const table = (title: string, players: string[], hands: HandDraft['events'][], close: boolean) => {
    const session = createSession(db, {
      title,
      variant: 'sichuan',
      options: {},
      playerIds: players.map((name) => ids[name]),
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 2, tableFee: { kind: 'none' } }
    })
    for (const events of hands) recordHand(db, session.id, { events, supporters: [] })
    if (close) closeSession(db, session.id)
  }
  table(
    '1 号桌',
    ['张三', '李四', '王五', '赵六'],
    [win(0, null, 'qingyise'), win(0, 1, 'qidui'), win(2, 3, 'pinghu')],
    true
  )
  table('2 号桌', ['张三', '王五', '赵六', '孙七'], [win(3, null, 'pinghu'), win(0, 3, 'pinghu')], true)
  table('3 号桌', ['李四', '王五', '赵六', '孙七'], [win(1, 0, 'pinghu')], false)
  return ids
}

async function pickPlayer(name: string): Promise<void> {
  await byTestId('records-player').click()
  await byTestId('records-player').locator('input').fill(name)
  await h.page.locator('.n-base-select-option', { hasText: name }).first().click()
}

describe('club records (战绩)', () => {
  it('lists the history, filters it by player, and opens a settled table', async () => {
    const ids = seedClub()
    await h.open('/records')
    await expect.poll(() => byTestId('history-row').count()).toBe(3)
    expect(await byTestId('history-row').first().getAttribute('data-status')).toBe('open')
    await h.screenshot('history')

    await pickPlayer('孙七')
    const expected = listHistory(h.ctx.db, { playerId: ids['孙七'], page: 1, pageSize: 50 }).items.map((item) =>
      String(item.id)
    )
    expect(expected).toHaveLength(2)
    await expect
      .poll(() => byTestId('history-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-session-id'))))
      .toEqual(expected)

    await h.page.locator('[data-testid="history-row"][data-status="closed"]').click()
    await h.page.waitForURL(/#\/sessions\/\d+\/settlement$/)
    await byTestId('ledger-row').first().waitFor()
  })

  it('ranks the players as the stats service does and opens the top player’s profile', async () => {
    seedClub()
    await h.open('/records?tab=leaderboard')
    const ranked = leaderboard(h.ctx.db, { orderBy: 'points', minSessions: 0, limit: 100 })
    await expect.poll(() => byTestId('leaderboard-row').count()).toBe(ranked.length)
    const top = h.page.locator('[data-testid="leaderboard-row"]').first()
    expect(await top.getByTestId('leaderboard-player').innerText()).toBe(ranked[0].name)
    expect(amountOf(await top.getByTestId('leaderboard-points').innerText())).toBe(ranked[0].points)
    await h.screenshot('leaderboard')

    await byTestId('leaderboard-order-sessions').click()
    const bySessions = leaderboard(h.ctx.db, { orderBy: 'sessions', minSessions: 3, limit: 100 })
    await h.page.getByTestId('leaderboard-min-sessions').fill('3')
    await h.page.getByTestId('leaderboard-min-sessions').blur()
    await expect
      .poll(() => byTestId('leaderboard-player').allInnerTexts())
      .toEqual(bySessions.map((entry) => entry.name))

    await top.getByTestId('leaderboard-player').click()
    await h.page.waitForURL(/#\/players\/\d+$/)
    const profile = playerProfile(h.ctx.db, bySessions[0].playerId, -new Date().getTimezoneOffset())
    const stat = (id: string) => byTestId(id).getByTestId('stat-value').innerText()
    await expect.poll(() => stat('stat-hands')).toBe(String(profile.overall.hands))
    expect(await stat('stat-wins')).toBe(String(profile.overall.wins))
    expect(await stat('stat-selfDraws')).toBe(String(profile.overall.selfDraws))
    expect(amountOf(await stat('stat-points'))).toBe(profile.overall.points)
    expect(await byTestId('variant-record').count()).toBe(profile.byVariant.length)
    await h.page.locator('[data-testid="profile-trend"] canvas').waitFor()
    // The whole profile in one picture: the window made as tall as the page.
    await h.page.setViewportSize({ width: 1280, height: 1180 })
    await h.screenshot('profile')
  })

  it('downloads a settled table as Excel and the whole club from the settings', async () => {
    seedClub()
    const [first] = listHistory(h.ctx.db, { page: 1, pageSize: 50 }).items.filter((item) => item.status === 'closed')
    await h.open(`/sessions/${first.id}/settlement`)
    // Each a job writing the file the host picks (the harness's dialog picks the suggested name in its folder).
    const name = `queji-session-${first.id}-`
    const saved = (extension: string) =>
      readdirSync(h.dir).filter((file) => file.startsWith(name) && file.endsWith(`.${extension}`))
    await byTestId('export-session-xlsx').click()
    await expect.poll(() => saved('xlsx'), JOB).toEqual([expect.stringMatching(name)])
    await expect
      .poll(() => h.page.locator('.n-message').allInnerTexts(), JOB)
      .toContainEqual(expect.stringContaining(saved('xlsx')[0]))
    await byTestId('export-session-csv').click()
    await expect.poll(() => saved('csv'), JOB).toEqual([expect.stringMatching(name)])
    // The BOM the worker puts first lets Excel read the Chinese names.
    expect(readFileSync(join(h.dir, saved('csv')[0]), 'utf8').startsWith('\uFEFF')).toBe(true)
    await h.screenshot('records-settlement-export')

    await h.open('/settings')
    await byTestId('data-export-xlsx').click()
    await expect.poll(() => byTestId('job-row').first().innerText(), JOB).toMatch(/已完成[\s\S]*导出全部（Excel）/)
    expect(readdirSync(h.dir).filter((name) => /^queji-club-.*\.xlsx$/.test(name))).toHaveLength(1)
    await byTestId('data-import').scrollIntoViewIfNeeded()
    await h.screenshot('records-export')
  })

  it('shows a long table export’s progress in place of its buttons (1280×800, 1024×700, zh and en); 取消 leaves no file', async () => {
    generateClub(h.ctx.db, { players: 8, sessions: 1, hands: 20_000, seed: 7 })
    // A 20,000-hand table's page takes long to draw on a busy machine.
    h.page.setDefaultTimeout(90_000)
    const cancelled = { zh: '已取消', en: 'Cancelled' }
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') updateSettings(h.ctx.db, { locale: 'en' })
      // a fresh load: the app reads its language as it starts
      await h.page.goto('about:blank')
      await h.open('/sessions/1/settlement')
      for (const size of [
        { width: 1280, height: 800 },
        { width: 1024, height: 700 }
      ]) {
        await h.page.setViewportSize(size)
        await h.page.locator('.n-message').first().waitFor({ state: 'detached' })
        const excel = byTestId('export-session-xlsx')
        await excel.scrollIntoViewIfNeeded()
        const where = (await excel.boundingBox())!
        await excel.click()
        await byTestId('job-progress').waitFor(JOB)
        // Where the buttons were, in the window as it is: nothing to scroll to.
        const shown = (await byTestId('job-progress').boundingBox())!
        expect(Math.abs(shown.y - where.y)).toBeLessThan(2)
        expect(shown.y + shown.height).toBeLessThanOrEqual(size.height)
        expect(await excel.count()).toBe(0)
        if (lang === 'en') expect(await byTestId('job-progress').innerText()).toContain('Table export (Excel)')
        const name = `settlement-export-progress-${size.width}-${lang}.png`
        await h.page.screenshot({ path: join(OUTPUT_DIR, 'screenshots', name) })
        await byTestId('job-cancel').click()
        await expect
          .poll(() => h.page.locator('.n-message').allInnerTexts(), JOB)
          .toContainEqual(expect.stringContaining(cancelled[lang]))
        await excel.waitFor()
      }
    }
    expect(readdirSync(h.dir).filter((file) => file.includes('queji-session-'))).toEqual([])
  }, 240_000)

  it('imports a full JSON backup into an empty database, and refuses one that has data', async () => {
    const source = await openTestContext(tempDir('queji-source-'))
    seedClub(source.db)
    const backup = join(h.dir, 'club-backup.json')
    writeFileSync(backup, exportJsonBackup(source.db).content)
    source.db.close()

    await h.open('/settings')
    const messages = () => h.page.locator('.n-message').allInnerTexts()
    const importing = async () => {
      await byTestId('data-import').click()
      await byTestId('data-import-confirm').click()
      await byTestId('data-import-confirm').waitFor({ state: 'detached' })
    }

    // A backup still arriving (a pipe): the job shows its stage and a bar, and 取消 stops it with nothing changed.
    const arriving = join(h.dir, 'arriving.json')
    execFileSync('mkfifo', [arriving])
    h.jsonToImport = arriving
    await importing()
    const writer = await open(arriving, 'w')
    await writer.write(readFileSync(backup, 'utf8').slice(0, 200))
    await expect.poll(() => byTestId('job-progress').innerText(), JOB).toContain('正在读取文件')
    await h.screenshot('records-job-progress')
    await h.page.setViewportSize({ width: 1024, height: 700 })
    await byTestId('job-progress').scrollIntoViewIfNeeded()
    await h.screenshot('records-job-progress-1024')
    const reopenIn = async (locale: 'en' | 'zh-CN') => {
      updateSettings(h.ctx.db, { locale })
      await h.page.reload()
      await h.page.waitForSelector('[data-app-ready]')
    }
    await reopenIn('en')
    await expect.poll(() => byTestId('job-progress').innerText(), JOB).toContain('Reading the file')
    await byTestId('job-progress').scrollIntoViewIfNeeded()
    await h.screenshot('records-job-progress-1024-en')
    await h.page.setViewportSize({ width: 1280, height: 800 })
    await h.screenshot('records-job-progress-en')
    await reopenIn('zh-CN')
    await byTestId('job-cancel').click()
    await writer.close()
    await expect.poll(messages).toContainEqual(expect.stringContaining('已取消'))
    await expect.poll(() => byTestId('job-row').first().innerText()).toContain('已取消')
    expect(h.ctx.db.prepare('SELECT count(*) FROM players').pluck().get()).toBe(0)

    h.jsonToImport = backup
    await importing()
    await expect.poll(messages, JOB).toContainEqual(expect.stringContaining('已导入 5 位会员、3 场牌局、6 局'))

    await importing()
    await expect.poll(messages, JOB).toContainEqual(expect.stringContaining('只能导入到空的数据库'))

    await h.open('/records')
    await expect.poll(() => byTestId('history-row').count()).toBe(3)
  })
})
