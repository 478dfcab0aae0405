import { describe, expect, it } from 'vitest'
import { browserLocale } from '../../src-renderer/src/deviceLocale'

describe('the language of a LAN page that cannot read the settings', () => {
  it('follows the browser\u2019s first Chinese or English language, Chinese otherwise', () => {
    expect(browserLocale(['en-US', 'zh-CN'])).toBe('en')
    expect(browserLocale(['fr-FR', 'zh-TW', 'en'])).toBe('zh-CN')
    expect(browserLocale(['EN-gb'])).toBe('en')
    expect(browserLocale(['fr-FR', 'de'])).toBe('zh-CN')
    expect(browserLocale([])).toBe('zh-CN')
  })
})
