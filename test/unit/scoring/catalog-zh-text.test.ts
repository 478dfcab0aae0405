import { describe, expect, it } from 'vitest'
import { catalog } from '../../../src-main/scoring'

/** Every Chinese text of the catalog (`{ zh, en }` objects), with where it sits. */
function chineseTexts(value: unknown, path = ''): { path: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => chineseTexts(item, `${path}[${index}]`))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'zh' && typeof item === 'string' ? [{ path, text: item }] : chineseTexts(item, `${path}.${key}`)
  )
}

/**
 * English words left in Chinese text: runs of two or more Latin letters. Tile notation (`5m`,
 * `1-9s`) and one-letter formula names (V, P, M, x) are not words.
 */
function latinWords(text: string): string[] {
  return text.replace(/\d+[mpsz]\b/g, '').match(/[A-Za-z]{2,}/g) ?? []
}

describe('the catalog’s Chinese texts', () => {
  it('finds words by the rule the scan uses', () => {
    expect(latinWords('吃碰方（taker）吃碰了 3 次')).toEqual(['taker'])
    expect(latinWords('否则 min(上限, 1)')).toEqual(['min'])
    expect(latinWords('胡牌分 V = 底分 × 2，5m 与 9s 为鸡')).toEqual([])
  })

  it('hold no English: labels, hints, choices, pattern names and rules of every variant', () => {
    const texts = chineseTexts(catalog())
    expect(texts.length).toBeGreaterThan(200)
    const english = texts.filter(({ text }) => latinWords(text).length > 0)
    expect(english).toEqual([])
  })
})
