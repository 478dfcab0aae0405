/** RULES §9 "Points settled": one test per point, each through scoreHand with tiles. */
import { describe, expect, it } from 'vitest'
import { scoreHand, type HandResult } from '../../../../src-main/scoring'
import { codeOf, hand, win } from './tileWins'
import { parseTiles, readings } from '../../../../src-main/scoring/tiles'
import { fours } from '../../../../src-main/scoring/tiles/derive/common'

const derived = (r: HandResult, i = 0) => r.tiles!.wins[i].derived
/** Declared melds, `kind:tiles` each. */
const melds = (...specs: string[]) => specs.map((spec) => ({ kind: spec.split(':')[0], tiles: spec.split(':')[1] }))

describe('every assignment of the wilds is its own reading', () => {
  const hz = (concealed: string, winTile: string, fields = {}) =>
    scoreHand(hand('hangzhou', [win(1, null, { tiles: { concealed, winTile, wild: '7p' }, ...fields })]))
  it('three 财神: 44567m222444s, drawn 6m, reads 4m·财神·6m 5m·财神·7m and 4m·财神 as the 暴头 pair', () => {
    const r = hz('44567m222444s7p7p7p', '6m')
    expect(derived(r)).toEqual({ form: 'standard', luxury: 0, baotou: true })
    expect(r.deltas).toEqual([-4, 8, -2, -2])
  })
  it('the plain reading is a reading too: the host may say it is not 暴头', () => {
    const r = hz('123456m57s7p7p111z6s', '6s', { baotou: false })
    expect(r.deltas).toEqual([-2, 4, -1, -1])
  })
})

describe('杭州', () => {
  const hz = (tiles: Record<string, unknown>, fields = {}) =>
    scoreHand(hand('hangzhou', [win(1, null, { tiles, ...fields })]))
  it('a drawn 财神 makes 暴头 with a pair of two wilds', () => {
    const r = hz({ concealed: '123456m789s111z7p7p', winTile: '7p', wild: '7p' })
    expect(derived(r).baotou).toBe(true)
    expect(r.tiles!.wins[0].reading!.groups.at(-1)!.wild).toEqual([true, true])
    // one drawn 财神 with a natural single: the 财神 pairs it, not 暴头
    expect(derived(hz({ concealed: '123456m789s111z5s7p', winTile: '7p', wild: '7p' })).baotou).toBe(false)
  })
  it('with 白板 named as 财神, 白板 tiles are wild', () => {
    const r = hz({ concealed: '123456m789s111z5s5z', winTile: '5s', wild: '5z' })
    expect(derived(r)).toEqual({ form: 'standard', luxury: 0, baotou: true })
    expect(r.tiles!.wins[0].reading!.wilds).toEqual([{ face: '5z', standsFor: '5s' }])
  })
  it('seven pairs: six identical tiles are one group of four and a pair, eight are two', () => {
    // 1111m 22m 33m 44m 55m and two 财神: as 1m (six: 豪华 1) or as 2m (1111 2222: 两豪华)
    const tiles = { concealed: '111122334455m7p7p', winTile: '5m', wild: '7p' }
    expect(derived(hz(tiles))).toMatchObject({ form: 'sevenPairs', luxury: 2 })
    expect(derived(hz(tiles, { luxury: 1 }))).toMatchObject({ form: 'sevenPairs', luxury: 1 })
    expect(hz(tiles, { luxury: 1 }).tiles!.wins[0].reading!.wilds.map((w) => w.standsFor)).toContain('1m')
    // 1111m 22m 33m 44m and four 财神: eight 1m are two groups (两豪华), six one and a pair
    const eight = readings(parseTiles('1111223344m'), 4, [], { wildKinds: [0] })
    // the reading with `n` pairs of 1m and every other kind once
    const ofOneM = (n: number) =>
      eight.find(
        (r) =>
          r.pairs.filter((p) => p.kind === 0).length === n &&
          r.pairs.every((p, i) => p.kind === 0 || p.kind !== r.pairs[i - 1].kind)
      )!
    expect(fours(ofOneM(4))).toBe(2)
    expect(fours(ofOneM(3))).toBe(1)
    expect(derived(hz({ concealed: '1111223344m7p7p7p7p', winTile: '1m', wild: '7p' }))).toMatchObject({ luxury: 3 })
  })
})

describe('RULES §2: a 承包 contract given on a discard win', () => {
  it('is an error, with tiles as with typed fields', () => {
    const tiles = { concealed: '123456m789s111z55s', winTile: '5s', wild: '7p' }
    const discard = (contract: unknown) => hand('hangzhou', [win(1, 0, { tiles, contract })], { base: 1 }, 2)
    expect(codeOf(discard({ taker: 1, feeder: 3 }))).toBe('SELF_DRAW_REQUIRED')
    expect(scoreHand(discard(null)).deltas).toEqual([-4, 4, 0, 0])
  })
})

describe('长沙', () => {
  it('a context 大胡 makes the hand a 大胡: any pair (RULES §9 example 6)', () => {
    const tiles = { concealed: '12345633m789p234s', winTile: '3m' }
    expect(scoreHand(hand('changsha', [win(2, null, { tiles, big: ['haidi'], birds: [] })])).deltas).toEqual([
      -4, -3, 10, -3
    ])
    expect(codeOf(hand('changsha', [win(2, null, { tiles, birds: [] })]))).toBe('TILES_NOT_WINNING')
  })
})

describe('安化', () => {
  const ah = (tiles: Record<string, unknown>, options = {}) =>
    hand('anhua', [win(1, null, { tiles: { turned: '1s', ...tiles }, birds: [] })], { birdMode: 'none', ...options })
  it('a 王 tile in a declared meld is TILES_INVALID', () => {
    const tiles = { concealed: '234567m345p55p', melds: melds('pong:222s'), winTile: '3p' }
    expect(codeOf(ah(tiles))).toBe('TILES_INVALID')
    expect(codeOf(ah({ ...tiles, melds: melds('pong:333s') }))).toBe('none')
  })
  it.each([
    ['hard', '234567m345p789s33p'],
    ['single', '234567m345p78s2s33p']
  ])('every 王 class (%s) needs the 2/5/8 pair of a standard reading', (_wang, concealed) => {
    expect(codeOf(ah({ concealed, winTile: '3p' }))).toBe('TILES_NOT_WINNING')
  })
  it('…unless the hand is 清一色', () => {
    const r = scoreHand(ah({ concealed: '12345678999m2s2s3m', winTile: '3m' }))
    expect(derived(r)).toEqual({ wang: 'single', features: ['qingyise'] })
  })
})

describe('役种', () => {
  const yk = (tiles: Record<string, unknown>, from: number | null = null, fields = {}) =>
    scoreHand(hand('yaku', [win(1, from, { tiles, ...fields })], { unit: 1 }))
  const yakuOf = (tiles: Record<string, unknown>, from: number | null = null) =>
    derived(yk(tiles, from)).yaku as string[]
  it('混一色 needs an honour tile; without one it is 清一色', () => {
    expect(yakuOf({ concealed: '12345678999m111z', winTile: '1z' })).toContain('hunyise')
    const flush = yakuOf({ concealed: '11123456789999m', winTile: '5m' })
    expect(flush).toContain('qingyise')
    expect(flush).not.toContain('hunyise')
  })
  it('混老头 needs an honour tile; without one it is 清老头', () => {
    expect(yakuOf({ concealed: '111999m111p111z99s', winTile: '9s' })).toContain('hunlaotou')
    const terminals = yakuOf({ concealed: '111999m111p999s11s', winTile: '1s' })
    expect(terminals).toContain('qinglaotou')
    expect(terminals).not.toContain('hunlaotou')
  })
  it('纯全带幺九 (no honours) and 混老头 replace 混全带幺九', () => {
    const pure = yakuOf({ concealed: '123789m123p789s11m', winTile: '1m' })
    expect(pure).toContain('chunquan')
    expect(pure).not.toContain('hunquan')
    expect(yakuOf({ concealed: '123789m123p111z11m', winTile: '1m' })).toContain('hunquan')
    const allTerminals = yakuOf({ concealed: '111999m111p111z99s', winTile: '9s' })
    expect(allTerminals).not.toContain('hunquan')
  })
  it('十二落抬 counts concealed kongs among the four melds', () => {
    const tiles = {
      concealed: '55z',
      melds: melds('concealedKong:1111m', 'pong:222p', 'chow:345s', 'pong:777s'),
      winTile: '5z'
    }
    expect(yakuOf(tiles)).toContain('shierluotai')
  })
  it('三暗刻 and 三杠子 are exactly three (four is the 役满)', () => {
    const four = yakuOf({ concealed: '111m222p333s444z55z', winTile: '5z' })
    expect(four).toContain('sianke')
    expect(four).not.toContain('sananke')
    const kongs = {
      concealed: '55z',
      melds: melds('kong:1111m', 'kong:2222p', 'kong:3333s', 'kong:4444z'),
      winTile: '5z'
    }
    expect(yakuOf(kongs)).toContain('sigangzi')
    expect(yakuOf(kongs)).not.toContain('sangangzi')
    expect(yakuOf({ ...kongs, concealed: '444z55z', melds: kongs.melds.slice(0, 3) })).toContain('sangangzi')
  })
  it('小四喜 needs a wind pair', () => {
    expect(yakuOf({ concealed: '111222333z44z789m', winTile: '7m' })).toContain('xiaosixi')
    expect(yakuOf({ concealed: '111222333z55z789m', winTile: '7m' })).not.toContain('xiaosixi')
  })
  it('九莲宝灯 has no melds', () => {
    expect(yakuOf({ concealed: '11123455678999m', winTile: '5m' })).toContain('jiulian')
    const melded = { concealed: '11145678999m', melds: melds('chow:123m'), winTile: '9m' }
    expect(yakuOf(melded)).not.toContain('jiulian')
  })
  it('on a discard win the winning tile may sit in any concealed group of its kind', () => {
    // 1m from a discard: it sits in 123m, so 111m stays concealed (三暗刻)
    expect(yakuOf({ concealed: '111123m222p333s55z', winTile: '1m' }, 0)).toContain('sananke')
    expect(yakuOf({ concealed: '111m222p333s789m55z', winTile: '1m' }, 0)).not.toContain('sananke')
  })
  it('yaku that fit one reading all count', () => {
    const ids = yakuOf({ concealed: '111m111p111s789m33z', winTile: '3z' }, 0)
    expect(ids).toEqual(expect.arrayContaining(['sananke', 'sansetongke', 'hunquan']))
  })
  it('when an ordinary reading and a 役满 reading pay the same, the 役满 is kept', () => {
    // 111222333m 999m 55m: 四暗刻 (10), or 123m ×3: 清一色 + 一色三同顺 + 门清自摸 = 10
    const r = yk({ concealed: '11122233399955m', winTile: '5m' })
    expect(derived(r).yaku).toContain('sianke')
    expect(r.deltas).toEqual([-20, 60, -20, -20])
    expect(r.sessionEnds).toBe(true)
  })
})

describe('host fields beside the tiles', () => {
  it('a list agrees when some reading has exactly that set of tile ids (context ids aside)', () => {
    const tiles = { concealed: '12345678999m', melds: melds('chow:123m'), winTile: '9m' }
    const yk = (yaku: string[]) => hand('yaku', [win(1, null, { tiles, yaku })], { unit: 1 })
    expect(codeOf(yk(['qingyise']))).toBe('TILES_MISMATCH')
    expect(codeOf(yk(['qingyise', 'yiqi', 'lingshang']))).toBe('none')
    expect(derived(scoreHand(yk(['lingshang']))).yaku).toEqual(expect.arrayContaining(['qingyise', 'yiqi']))
    const cs = (big: string[]) =>
      hand('changsha', [win(1, null, { tiles: { concealed: '11122233344455p', winTile: '5p' }, big, birds: [] })])
    expect(codeOf(cs(['pengpenghu']))).toBe('TILES_MISMATCH')
    expect(codeOf(cs(['qingyise']))).toBe('none')
  })
  it('安化 features agree with a reading that has exactly them', () => {
    // 11 22 44 55 77 99m (no standard reading) and two 王: 清一色 七小对, or the 王 pair in another suit: 七小对 alone
    const ah = (features: string[]) =>
      hand(
        'anhua',
        [win(1, null, { tiles: { concealed: '112244557799m2s2s', winTile: '1m', turned: '1s' }, features, birds: [] })],
        {
          birdMode: 'none'
        }
      )
    expect(derived(scoreHand(ah(['qidui']))).features).toEqual(['qidui'])
    expect(codeOf(ah(['qingyise']))).toBe('TILES_MISMATCH')
  })
  it('several wins in one hand are each read on their own', () => {
    const r = scoreHand(
      hand('changsha', [
        win(1, 0, { tiles: { concealed: '22233344466688s', winTile: '8s' }, birds: [] }),
        win(2, 0, { tiles: { concealed: '234m345p678p567s88s', winTile: '8s' }, birds: [] })
      ])
    )
    expect(derived(r, 0).big).toEqual(['pengpenghu', 'qingyise'])
    expect(derived(r, 1).big).toEqual([])
  })
})
