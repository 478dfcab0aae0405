import { describe, expect, it } from 'vitest'
import en from '../../src-renderer/src/i18n/en'
import zhCN from '../../src-renderer/src/i18n/zh-CN'

type Messages = { [key: string]: string | Messages }

/** Every message as [dotted key, text]. */
function flatten(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`)
  )
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
}

describe('locale files', () => {
  const zh = new Map(flatten(zhCN))
  const english = new Map(flatten(en))

  it('have the same keys', () => {
    expect([...english.keys()].sort()).toEqual([...zh.keys()].sort())
  })

  it('use the same placeholders for every key', () => {
    for (const [key, text] of zh) expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text))
  })

  it('have no empty text and no characters vue-i18n would read as syntax', () => {
    for (const [key, text] of [...zh, ...english]) {
      expect(text.trim(), key).not.toBe('')
      // `|` separates plural forms and `@` starts a linked message.
      expect(text, key).not.toMatch(/[|@]/)
    }
  })
})
