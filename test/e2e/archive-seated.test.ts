/** Issue 11: archiving a player seated at an open table warns, naming the table. */
import { describe, expect, it } from 'vitest'
import { listPlayers } from '../../src-main/services/roster'
import { createSession } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers } = steps(() => h)

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 }
]

describe.each(['zh-CN', 'en'] as const)('archiving a seated player (%s)', (locale) => {
  it('warns naming the open table; cancel keeps the player, going on archives', async () => {
    updateSettings(h.ctx.db, { locale })
    const ids = createPlayers(['张三', '李四', '王五', '赵六'])
    createSession(h.ctx.db, {
      title: '二楼 3 号桌',
      variant: 'sichuan',
      options: {},
      playerIds: ids,
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    await h.open('/players')
    const archive = async () => {
      await h.page.locator('[data-testid="player-row"]', { hasText: '张三' }).getByTestId('player-archive').click()
      await byTestId('player-archive-confirm').click()
      await byTestId('player-archive-seated').waitFor()
    }
    await archive()
    expect(await byTestId('player-archive-seated').innerText()).toContain('二楼 3 号桌')
    for (const size of SIZES) {
      await h.page.setViewportSize(size)
      await h.screenshot(`archive-seated-${locale}-${size.width}`)
    }
    await byTestId('player-archive-seated-cancel').click()
    await byTestId('player-archive-seated').waitFor({ state: 'hidden' })
    expect(listPlayers(h.ctx.db, { query: '张三', includeArchived: true, limit: 10 })[0].archivedAt).toBeNull()
    await archive()
    await byTestId('player-archive-seated-confirm').click()
    await expect
      .poll(() => listPlayers(h.ctx.db, { query: '张三', includeArchived: true, limit: 10 })[0].archivedAt)
      .not.toBeNull()
  })
})
