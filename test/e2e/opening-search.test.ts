/**
 * Issue 11, opening a table: full pinyin (`zhangwei`) and initials find a player, Enter seats the
 * only match and the search empties; the roster is offered in pinyin order.
 */
import { describe, expect, it } from 'vitest'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers } = steps(() => h)

describe('finding players when opening a table', () => {
  it('seats by full pinyin or initials with Enter, empties the search, lists by pinyin', async () => {
    createPlayers(['赵六', '张伟', '陈静', '杨磊'])
    await h.open('/sessions')
    await byTestId('session-start').click()
    const search = byTestId('seat-pick-search')
    await search.waitFor()
    const offered = () => byTestId('seat-pick-add').allInnerTexts()
    await expect.poll(offered).toEqual(['陈静', '杨磊', '张伟', '赵六'])

    await search.fill('zhangwei')
    await expect.poll(offered).toEqual(['张伟'])
    await search.press('Enter')
    await expect.poll(() => byTestId('seat-row').allInnerTexts()).toEqual([expect.stringContaining('张伟')])
    expect(await search.inputValue()).toBe('')

    await search.fill('yl')
    await expect.poll(offered).toEqual(['杨磊'])
    await search.press('Enter')
    await expect.poll(() => byTestId('seat-row').count()).toBe(2)
    expect(await byTestId('seat-row').nth(1).innerText()).toContain('杨磊')
    expect(await search.inputValue()).toBe('')
  })
})
