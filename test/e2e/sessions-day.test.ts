import { describe, expect, it } from 'vitest'
import { closeAtParlor } from '../../src-main/services/parlor/close'
import { updateParlorSettings } from '../../src-main/services/parlor/setup'
import { updateSettings } from '../../src-main/services/settings'
import { at, dealIn, setUpTables, sitDown } from '../support/parlor'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, shots } = steps(() => h)

/** Opens and settles a table whose record starts at `start` (its clock's start). */
function settledTable(players: number[], tableId: number, start: number, stop: number): number {
  const db = h.ctx.db
  const session = sitDown(db, tableId, players, start)
  dealIn(db, session.id, 0, 1)
  closeAtParlor(db, { sessionId: session.id, toAccount: [] }, stop)
  db.prepare('UPDATE table_sessions SET started_at = ? WHERE id = ?').run(new Date(start).toISOString(), session.id)
  return session.id
}

const listed = async () =>
  (await h.page
    .locator('[data-testid="closed-session"]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-session-id'))))) as number[]

describe('牌局 lists the tables of a business day', () => {
  it('puts a 21:00–00:30 table and a 05:30 one on the day they started, a 06:10 one on the next', async () => {
    const players = createPlayers(['张伟', '李娜', '王芳', '刘洋'])
    const [t1, t2] = setUpTables(h.ctx.db, ['1号桌', '2号桌'])
    updateParlorSettings(h.ctx.db, { dayCutoffMinutes: 6 * 60 })
    const late = settledTable(players, t1, at('21:00'), at('00:30', 1))
    const small = settledTable(players, t2, at('05:30', 1), at('06:20', 1))
    const morning = settledTable(players, t1, at('06:10', 1), at('08:00', 1))

    await h.open('/sessions')
    await expect.poll(listed).toHaveLength(3)
    const pick = async (day: string) => {
      const input = byTestId('sessions-day').locator('input')
      await input.fill(day)
      await input.press('Enter')
    }
    await pick('2026-11-23')
    await expect.poll(listed).toEqual([small, late])
    await shots('sessions-business-day')
    await pick('2026-11-24')
    await expect.poll(listed).toEqual([morning])
    await pick('2026-11-20')
    await expect.poll(listed).toEqual([])
    await h.page.getByText('这个营业日没有结算的牌局').waitFor()

    updateSettings(h.ctx.db, { locale: 'en' })
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await pick('2026-11-23')
    await expect.poll(listed).toEqual([small, late])
    await h.page.getByText('Settled on a business day').waitFor()
    await shots('sessions-business-day-en')
  })
})
