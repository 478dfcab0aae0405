/** The browser harness started with locale `en` shows the app in English from the first screen. */
import { describe, expect, it } from 'vitest'
import { useHarness, type Harness } from './harness'

describe.each([
  { locale: 'en' as const, settings: 'Settings', tables: 'Tables' },
  { locale: 'zh-CN' as const, settings: '设置', tables: '牌局' }
])('the harness in $locale', ({ locale, settings, tables }) => {
  let h: Harness
  useHarness((harness) => (h = harness), { locale })

  it('starts the app in that language', async () => {
    await h.open('/settings')
    const nav = h.page.locator('.side-nav')
    await expect.poll(() => nav.innerText()).toContain(settings)
    expect(await nav.innerText()).toContain(tables)
    await h.screenshot(`harness-${locale}`)
  })
})
