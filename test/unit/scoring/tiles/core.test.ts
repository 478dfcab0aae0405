/** The tile reader's core: notation, win checks, waits and readings, against built hands and a brute-force oracle. */
import { describe, expect, it } from 'vitest'
import {
  formatCounts,
  isWinning,
  parseTiles,
  readings,
  SEVEN_PAIRS,
  STANDARD,
  THIRTEEN_ORPHANS,
  winningTiles
} from '../../../../src-main/scoring/tiles'
import {
  bruteWinning,
  bruteWinningWithWilds,
  completeHand,
  randomHand,
  seededRng,
  withWildsTaken
} from '../../../support/tileHands'

describe('notation', () => {
  it('reads digits then a suit letter into 34 counts', () => {
    const c = parseTiles('123m456p789s11z')
    expect(c).toHaveLength(34)
    expect(formatCounts(c)).toBe('123m456p789s11z')
    expect(c[27]).toBe(2)
  })
  it.each(['123', 'm', '8z', '12x3m', '0m'])('rejects %s', (text) => {
    expect(() => parseTiles(text)).toThrow()
  })
})

describe('isWinning', () => {
  it('is true for built complete hands with 0–8 of their tiles taken as wilds', () => {
    const rng = seededRng(1)
    for (let i = 0; i < 20_000; i++) {
      const wilds = i % 9
      const hand = withWildsTaken(rng, completeHand(rng), wilds)
      expect(isWinning(hand, wilds, STANDARD), formatCounts(hand)).toBe(true)
    }
  })
  it('agrees with the brute-force oracle on random hands without wilds', () => {
    const rng = seededRng(2)
    for (let i = 0; i < 20_000; i++) {
      const hand = i % 2 ? randomHand(rng, 14, 9) : randomHand(rng, 14)
      expect(isWinning(hand), formatCounts(hand)).toBe(bruteWinning(hand))
    }
  })
  it('agrees with every substitution of 1–2 wilds (five of a kind allowed)', () => {
    const rng = seededRng(3)
    for (let i = 0; i < 3_000; i++) {
      const wilds = 1 + (i % 2)
      const hand = withWildsTaken(rng, i % 3 ? randomHand(rng, 14, 18) : completeHand(rng, 18), wilds)
      if (i % 5 === 0) hand[rng.int(0, 17)] = 0
      const padded = hand.reduce((a, b) => a + b, 0) + wilds
      if (padded % 3 !== 2) continue
      expect(isWinning(hand, wilds), `${formatCounts(hand)} + ${wilds}`).toBe(bruteWinningWithWilds(hand, wilds))
    }
  })
  it('reads four identical tiles as two of the seven pairs, and thirteen orphans only when asked', () => {
    expect(isWinning(parseTiles('11112233445566m'))).toBe(true)
    expect(isWinning(parseTiles('1111m22p33s445566z'), 0, SEVEN_PAIRS)).toBe(true)
    expect(isWinning(parseTiles('1111m22p33s445566z'), 0, STANDARD)).toBe(false)
    const orphans = parseTiles('19m19p19s1234567z')
    expect(isWinning(orphans, 1)).toBe(false)
    expect(isWinning(orphans, 1, THIRTEEN_ORPHANS)).toBe(true)
    expect(isWinning(parseTiles('119m19p19s123456z'), 1, THIRTEEN_ORPHANS)).toBe(true)
  })
})

describe('winningTiles', () => {
  it('contains every tile taken out of a complete hand', () => {
    const rng = seededRng(4)
    for (let i = 0; i < 10_000; i++) {
      const wilds = i % 4
      const hand = withWildsTaken(rng, completeHand(rng), wilds)
      const k = hand.findIndex((n) => n > 0)
      const taken = hand.slice()
      taken[k]--
      expect(winningTiles(taken, wilds), formatCounts(hand)).toContain(k)
    }
  })
  it('is exactly the kinds that complete the hand and are not held four times', () => {
    const rng = seededRng(5)
    for (let i = 0; i < 5_000; i++) {
      const hand = i % 2 ? randomHand(rng, 13, 9) : randomHand(rng, 13)
      const waits = []
      for (let k = 0; k < 34; k++) {
        if (hand[k] === 4) continue
        hand[k]++
        if (bruteWinning(hand)) waits.push(k)
        hand[k]--
      }
      expect(winningTiles(hand), formatCounts(hand)).toEqual(waits)
    }
  })
  it('finds the nine waits of 1112345678999m', () => {
    expect(winningTiles(parseTiles('1112345678999m'))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
  })
})

describe('readings', () => {
  it('splits every built complete hand, each reading using every tile once', () => {
    const rng = seededRng(6)
    for (let i = 0; i < 2_000; i++) {
      const wilds = i % 4
      const hand = withWildsTaken(rng, completeHand(rng), wilds)
      const all = readings(hand, wilds, [], { wildKinds: [0] })
      expect(all.length, formatCounts(hand)).toBeGreaterThan(0)
      for (const r of all) {
        const used = new Array<number>(34).fill(0)
        for (const s of r.sets) {
          if (s.type === 'run') for (let j = 0; j < 3; j++) used[s.first + j]++
          else used[s.first] += 3
        }
        for (const p of r.pairs) used[p.kind] += 2
        for (const k of r.wilds) used[k]--
        expect(used).toEqual(hand)
        expect(r.wilds).toHaveLength(wilds)
      }
    }
  })
  it('gives both readings of 111222333m789p11s and no duplicates', () => {
    const all = readings(parseTiles('111222333m789p11s'), 0)
    expect(all.map((r) => r.sets.map((s) => s.type).join())).toEqual(['triplet,triplet,triplet,run', 'run,run,run,run'])
  })
  it('reads nothing from a hand of the wrong size', () => {
    expect(readings(parseTiles('1119m19p19s11234567z'), 0, [], { shapes: THIRTEEN_ORPHANS })).toEqual([])
    expect(readings(parseTiles('111222333m456789p11s'), 0)).toEqual([])
    expect(readings(parseTiles('111222333m789p11s'), 0, [{ kind: 'pong', first: 27 }])).toEqual([])
    expect(readings(parseTiles('1122m3344p5566s77z'), 0, [{ kind: 'pong', first: 27 }])).toEqual([])
  })
  it('reads four identical tiles as two of the seven pairs', () => {
    const all = readings(parseTiles('1111m2255p3366s77z'), 0)
    expect(all.map((r) => r.form)).toEqual(['sevenPairs'])
    expect(all[0].pairs.map((p) => p.kind)).toEqual([0, 0, 10, 13, 20, 23, 33])
  })
  it('gives every assignment of the wilds: a wild where a natural tile could stand (RULES §9 example 5)', () => {
    // 123m 456m 东东东 5s 6s 7s and two wilds: 567s + a wild pair, or 5s·wild·7s + 6s·wild
    const all = readings(parseTiles('123456m567s111z'), 2, [], { wildKinds: [0] })
    const pairs = all.map((r) => `${r.pairs[0].kind}:${r.pairs[0].wilds}`)
    expect(pairs).toContain('23:1')
    expect(pairs).toContain('0:2')
    const split = all.find((r) => r.pairs[0].kind === 23)!
    expect(split.sets.find((s) => s.first === 22)).toMatchObject({ type: 'run', wilds: [23] })
  })
  it('lets a wild stand for a kind already held four times', () => {
    // 1m·wild·3m beside 222m and 2m·wild: the wild is a fifth 2m
    const all = readings(parseTiles('122223m567p789s'), 2, [], { wildKinds: [0] })
    const fifth = all.filter((r) => r.sets.some((s) => s.type === 'run' && s.first === 0 && s.wilds[0] === 1))
    expect(fifth.map((r) => r.pairs[0])).toContainEqual({ kind: 1, wilds: 1 })
  })
  it('reads declared melds as sets of their own', () => {
    const all = readings(parseTiles('123m4z'), 1, [
      { kind: 'pong', first: 9 },
      { kind: 'kong', first: 18 },
      { kind: 'chow', first: 3 }
    ])
    expect(all.length).toBeGreaterThan(0)
    expect(all[0].sets.slice(0, 3).map((s) => s.meld)).toEqual(['pong', 'kong', 'chow'])
  })
})
