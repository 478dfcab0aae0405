/**
 * The engine gives what main@338a29a gave (issue 22): every fixture, three seeded random pools
 * and a pool of spoiled hands, results, reasons and refusals included. The digests were written
 * by `tsx tools/rescoreDigests.ts` on that commit, before the variants became one folder each.
 */
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { rescoreDigests } from '../../support/rescore'

const before = JSON.parse(
  readFileSync(new URL('../../fixtures/rescore/main-338a29a.json', import.meta.url), 'utf8')
) as Record<string, string[]>

it('rescores every pool to the same results as main@338a29a', () => {
  const now = rescoreDigests()
  expect(Object.keys(now)).toEqual(Object.keys(before))
  for (const [pool, digests] of Object.entries(before)) {
    const changed = digests.flatMap((d, i) => (now[pool][i] === d ? [] : [i]))
    expect(changed, pool).toEqual([])
    expect(now[pool].length, pool).toBe(digests.length)
  }
})
