/** Issue 11, entry in English: the same cases from the first step, the preview in view, no text cut. */
import { describe, expect, it } from 'vitest'
import { updateSettings } from '../../src-main/services/settings'
import { entryCases } from './entryCases'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness), { locale: 'en' })
const { byTestId, openEntry } = steps(() => h)
const { CASES, SIZES, perform, expectPreview, expectPreviewInView, openTable } = entryCases(() => h)

describe('every-hand details on the first step, in English', () => {
  it.each(CASES)('$name', async ({ variant, actions, deltas }) => {
    updateSettings(h.ctx.db, { locale: 'en' })
    await openTable(variant)
    await openEntry()
    const clicks = await perform(actions).catch(async (error: unknown) => {
      await h.screenshot(`entry-en-${variant}-failed`)
      throw error
    })
    expect(clicks).toBeLessThanOrEqual(5)
    await expectPreview(deltas)
    expect(await byTestId('entry-modal').innerText()).toMatch(/Save/)
    for (const size of SIZES) {
      await h.page.setViewportSize(size)
      await expectPreviewInView()
      await h.screenshot(`entry-en-${variant}-${size.width}x${size.height}`)
    }
  })
})
