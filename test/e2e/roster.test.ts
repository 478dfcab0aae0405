import { describe, expect, it } from 'vitest'
import { listPlayers } from '../../src-main/services/roster'
import { useHarness, type Harness } from './harness'

let h: Harness
useHarness((harness) => (h = harness))

const byTestId = (id: string) => h.page.getByTestId(id)

async function addPlayer(name: string, nickname = '') {
  await byTestId('player-add').click()
  await byTestId('player-form-name').fill(name)
  if (nickname) await byTestId('player-form-nickname').fill(nickname)
  await byTestId('player-form-submit').click()
  await expect.poll(() => h.page.locator('[data-testid="player-row"]', { hasText: name }).count()).toBeGreaterThan(0)
}

const rowNames = () => h.page.getByTestId('player-row').allInnerTexts()

describe('roster (会员)', () => {
  it('adds players, finds them by pinyin initials, warns on a duplicate name', async () => {
    await h.open('/players')
    await h.screenshot('roster-empty')
    for (const [name, nickname] of [
      ['张三', '三哥'],
      ['李四', ''],
      ['王五', '小王'],
      ['赵六', '']
    ])
      await addPlayer(name, nickname)
    await byTestId('player-add-guest').click()
    await expect.poll(() => listPlayers(h.ctx.db, { query: '散客', includeArchived: false, limit: 10 }).length).toBe(1)

    await byTestId('player-search').fill('zs')
    await expect.poll(async () => (await rowNames()).length).toBe(1)
    expect((await rowNames())[0]).toContain('张三')
    await byTestId('player-search').fill('xw')
    await expect.poll(async () => (await rowNames()).join()).toContain('王五')
    expect(await rowNames()).toHaveLength(1)
    await byTestId('player-search').fill('')
    await expect.poll(async () => (await rowNames()).length).toBe(5)
    await h.screenshot('roster')

    await byTestId('player-add').click()
    await byTestId('player-form-name').fill('张三')
    await byTestId('player-form-submit').click()
    await byTestId('player-duplicate-confirm').click()
    await expect.poll(() => listPlayers(h.ctx.db, { query: '张三', includeArchived: false, limit: 10 }).length).toBe(2)
  })

  it('archives with a confirmation and restores, keeping the player', async () => {
    await h.open('/players')
    await addPlayer('钱七')
    const row = h.page.locator('[data-testid="player-row"]', { hasText: '钱七' })
    await row.getByTestId('player-archive').click()
    await byTestId('player-archive-confirm').click()
    await expect.poll(async () => (await rowNames()).join()).not.toContain('钱七')
    expect(listPlayers(h.ctx.db, { query: '钱七', includeArchived: true, limit: 10 })[0].archivedAt).not.toBeNull()

    await byTestId('player-show-archived').click()
    await expect.poll(async () => (await rowNames()).join()).toContain('钱七')
    await h.page.locator('[data-testid="player-row"]', { hasText: '钱七' }).getByTestId('player-restore').click()
    await expect.poll(() => listPlayers(h.ctx.db, { query: '钱七', includeArchived: false, limit: 10 }).length).toBe(1)
  })
})
