/**
 * Issue 18 on paper: a day whose 1号桌 settlement no longer reads (damaged in SQLite the way
 * test/unit/parlor/damagedRows.test.ts does) prints its report on A4 with that table named in the
 * damaged block, with what to do, in zh and en; 2号桌 counts as usual.
 */
import type { Database } from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { topUp } from '../../src-main/services/parlor/accounts'
import { closeAtParlor } from '../../src-main/services/parlor/close'
import { updateSettings } from '../../src-main/services/settings'
import { at, dealIn, setUpTables, sitDown } from '../support/parlor'
import { useHarness, type Harness } from './harness'
import { pdfText, steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness), { timezoneId: 'Asia/Shanghai' })
const { byTestId, createPlayers, shots } = steps(() => h)

/** A damaged file has no triggers to run: drop them, then write the bad value. */
function damageSettlement(db: Database, sessionId: number): void {
  const triggers = db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'table_sessions'")
  for (const { name } of triggers.all() as { name: string }[]) db.exec(`DROP TRIGGER ${name}`)
  db.prepare('UPDATE table_sessions SET settlement = ? WHERE id = ?').run('not json', sessionId)
}

describe.each([
  { locale: 'zh-CN' as const, lang: 'zh', title: '以下桌的数据已损坏，未计入本报表的金额', todo: '备份' },
  { locale: 'en' as const, lang: 'en', title: 'their money is left out of this report', todo: 'backup' }
])('the printed report of a day with a damaged table ($lang)', ({ locale, lang, title, todo }) => {
  it('names the damaged table with what to do, above the money', async () => {
    const { db } = h.ctx
    updateSettings(db, { locale, clubName: '老城棋牌室' })
    const ids = createPlayers(['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛'])
    const [one, two] = setUpTables(db, ['1号桌', '2号桌'])
    topUp(db, { playerId: ids[0], cents: 10_000, note: '' }, at('10:00'))
    const damaged = sitDown(db, one, ids.slice(0, 4), at('11:00'))
    dealIn(db, damaged.id, 0, 1)
    closeAtParlor(db, { sessionId: damaged.id, toAccount: [0] }, at('12:00'))
    const healthy = sitDown(db, two, ids.slice(4), at('11:00'))
    dealIn(db, healthy.id, 1, 2)
    closeAtParlor(db, { sessionId: healthy.id, toAccount: [] }, at('12:30'))
    damageSettlement(db, damaged.id)
    h.ctx.now = () => at('15:00')

    await h.open('/reports?period=2026-11-23')
    await byTestId('report-damaged').waitFor()
    await shots(`report-damaged-${lang}`)
    await byTestId('report-print').click()
    await expect.poll(() => h.printed.length, { timeout: 20_000 }).toBe(1)
    const paper = pdfText(h.printed[0]).replace(/\s+/g, ' ')
    expect(paper).toContain(title)
    expect(paper).toContain(todo)
    const block = paper.slice(paper.indexOf(title), paper.indexOf('2号桌'))
    expect(block).toMatch(/1号桌: .+/)
  }, 60_000)
})
