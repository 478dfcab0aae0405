/** The renderer's reading of typed tile notation agrees with the engine's, and melds start from the tapped tile. */
import { describe, expect, it } from 'vitest'
import { parseTiles } from '../../src-main/scoring/tiles'
import { formatKinds, meldKinds, parseKinds, tileName } from '../../src-renderer/src/components/tiles/notation'

describe('tile notation in the form', () => {
  it('reads what the engine reads, in typed order', () => {
    for (const text of ['123m456p789s11z', '5z5z', '19m19p19s1234567z', '2233445566778m']) {
      const kinds = parseKinds(text)!
      const counts = new Array<number>(34).fill(0)
      for (const k of kinds) counts[k]++
      expect(counts).toEqual(parseTiles(text))
    }
    expect(parseKinds('77p5s')!.map(tileName)).toEqual(['7p', '7p', '5s'])
  })
  it('refuses what is not notation', () => {
    for (const text of ['123', 'm', '8z', '12x']) expect(parseKinds(text)).toBeNull()
  })
  it('writes sorted notation', () => {
    expect(formatKinds(parseKinds('5s11z321m')!)).toBe('123m5s11z')
  })
  it('builds melds from the tapped tile', () => {
    expect(meldKinds('chow', parseKinds('7m')![0])!.map(tileName)).toEqual(['7m', '8m', '9m'])
    expect(meldKinds('chow', parseKinds('8m')![0])).toBeNull()
    expect(meldKinds('chow', parseKinds('1z')![0])).toBeNull()
    expect(meldKinds('concealedKong', 0)).toEqual([0, 0, 0, 0])
  })
})
