/** Every example of RULES.md, as shipped in test/fixtures/cases: hands through scoreHand, session.json through settleSession. */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ScoringError, scoreHand, settleSession, type HandInput, type SessionInput } from '../../../src-main/scoring'

interface Case {
  name: string
  input: unknown
  expect?: Record<string, unknown>
  error?: true
}

const dir = new URL('../../fixtures/cases/', import.meta.url)
const files = readdirSync(dir).filter((f) => f.endsWith('.json'))

describe.each(files)('%s', (file) => {
  const cases = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Case[]
  const run = (input: unknown) =>
    file === 'session.json' ? settleSession(input as SessionInput) : scoreHand(input as HandInput)

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    if (c.error) {
      expect(() => run(c.input)).toThrow(ScoringError)
      return
    }
    const result = run(c.input) as unknown as Record<string, unknown>
    for (const [key, value] of Object.entries(c.expect ?? {})) expect(result[key], key).toEqual(value)
  })
})

it('ships every case file', () => {
  expect(files.sort()).toEqual([
    'anhua.json',
    'anshun.json',
    'changsha.json',
    'hangzhou.json',
    'session.json',
    'sichuan.json',
    'tiles.json',
    'yaku.json'
  ])
})
