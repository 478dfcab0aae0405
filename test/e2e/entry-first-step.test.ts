/**
 * Issue 11, entry: what a variant needs on every hand (birds, 王 and features, dice, Anshun's 豆
 * and 鸡) is entered from the first step; the clicks each case takes are counted and printed; the
 * preview's totals and every transfer are in view at 1280×800 and 1024×700; a whole-number field
 * refuses 1.5 next to the field, in the host's words.
 */
import { describe, expect, it } from 'vitest'
import { getSessionView } from '../../src-main/services/sessions'
import { entryCases } from './entryCases'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, openEntry, saveEntry } = steps(() => h)
const { CASES, SIZES, click, win, perform, expectPreview, expectPreviewInView, openTable } = entryCases(() => h)

describe('every-hand details on the first step', () => {
  it.each(CASES)('$name', async ({ variant, name, actions, deltas }) => {
    const id = await openTable(variant)
    await openEntry()
    const clicks = await perform(actions).catch(async (error: unknown) => {
      await h.screenshot(`entry-${variant}-failed`)
      throw error
    })
    console.log(`[clicks] ${name}: ${clicks} clicks (+ the values), then 保存`)
    expect(clicks).toBeLessThanOrEqual(5)
    expect(await byTestId('entry-more-panel').count()).toBe(0)
    await expectPreview(deltas).catch(async (error: unknown) => {
      await h.screenshot(`entry-${variant}-failed`)
      throw error
    })
    for (const size of SIZES) {
      await h.page.setViewportSize(size)
      await expectPreviewInView()
      await h.screenshot(`entry-${variant}-${size.width}x${size.height}-${name.replace(/\W+/g, '-')}`)
    }
    await saveEntry(1)
    expect(getSessionView(h.ctx.db, id).hands.map((hand) => hand.result.deltas)).toEqual([deltas])
  })

  it('a whole-number field refuses 1.5 next to the field, in the host’s words', async () => {
    await openTable('hangzhou')
    await openEntry()
    await perform([...win(1, 'self'), click('entry-more'), click('entry-field-baotou-toggle')])
    await byTestId('entry-field-piao-input').fill('1.5')
    const error = byTestId('entry-field-error')
    await expect.poll(() => error.innerText()).toContain('财飘次数')
    expect(await error.innerText()).toContain('整数')
    expect(await byTestId('entry-modal').innerText()).not.toMatch(/events\[/)
    await expect.poll(() => byTestId('entry-save').isDisabled()).toBe(true)
    await h.screenshot('entry-whole-number')
    await byTestId('entry-field-piao-input').fill('1')
    await expect.poll(() => error.count()).toBe(0)
    await expectPreview([-8, 16, -4, -4])
  })
})
