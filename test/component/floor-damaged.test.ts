import type { VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import FloorView from '../../src-renderer/src/views/FloorView.vue'
import { setUpTables, sitDown, at } from '../support/parlor'
import { byTestId, mountInApp } from './helpers/mountInApp'
import { createTestApi } from './helpers/testApi'

let wrapper: VueWrapper | undefined

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

describe('floor tile of a table whose stored data is damaged', () => {
  it('says 数据损坏 with what to do on that tile; the other table shows as usual', async () => {
    const fake = createTestApi(['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛'])
    const [one, two] = setUpTables(fake.db, ['1号桌', '2号桌'])
    const damaged = sitDown(fake.db, one, [1, 2, 3, 4], at('14:00'))
    sitDown(fake.db, two, [5, 6, 7, 8], at('14:00'))
    fake.db.prepare(`UPDATE table_clocks SET plan = '42' WHERE session_id = ?`).run(damaged.id)

    wrapper = await mountInApp(FloorView, fake.api)
    const [damagedTile] = byTestId(`floor-tile-${one}`)
    expect(damagedTile.textContent).toContain('数据损坏')
    expect(byTestId('floor-damage')[0].textContent).toMatch(/计费方案已损坏[^]*备份恢复[^]*作废/)
    const [otherTile] = byTestId(`floor-tile-${two}`)
    expect(otherTile.textContent).toContain('进行中')
    expect(otherTile.querySelector('[data-testid="floor-fee"]')).not.toBeNull()
  })
})
