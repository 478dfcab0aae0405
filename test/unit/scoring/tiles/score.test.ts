/** scoreHand with tiles (RULES §9): each variant's fields read from tiles score as if typed; the reading and errors. */
import { describe, expect, it } from 'vitest'
import { scoreHand } from '../../../../src-main/scoring'
import { codeOf, hand, win } from './tileWins'

/** The hand by tiles pays as the same hand by the fields the tiles show, and reports those fields. */
function sameAsFields(
  variant: string,
  tiles: unknown,
  fields: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  options = {}
) {
  const byTiles = scoreHand(hand(variant, [win(1, null, { tiles, ...extra })], options))
  const byFields = scoreHand(hand(variant, [win(1, null, { ...fields, ...extra })], options))
  expect(byTiles.deltas).toEqual(byFields.deltas)
  expect(byTiles.tiles?.wins[0].derived).toEqual(fields)
  return byTiles
}

describe('wins read from tiles', () => {
  it('四川: 清一色 and a root from 11123456789999m', () => {
    const r = sameAsFields(
      'sichuan',
      { concealed: '11123456789999m', melds: [], winTile: '5m' },
      { pattern: 'qingyise', roots: 1 }
    )
    expect(r.deltas).toEqual([-4, 12, -4, -4])
    const reading = r.tiles!.wins[0].reading!
    expect(reading.form).toBe('standard')
    expect(reading.groups.map((g) => g.tiles.join(''))).toContain('9m9m9m')
  })
  it('四川: a pong meld and a kong meld count, the kong as a root', () => {
    sameAsFields(
      'sichuan',
      {
        concealed: '234m55m666p',
        melds: [
          { kind: 'pong', tiles: '777p' },
          { kind: 'kong', tiles: '8888p' }
        ],
        winTile: '6p'
      },
      { pattern: 'pinghu', roots: 1 }
    )
  })
  it('杭州: 暴头 names what the 财神 stood for', () => {
    const r = sameAsFields(
      'hangzhou',
      { concealed: '123456m5789s7p111z', winTile: '5s', wild: '7p' },
      { form: 'standard', luxury: 0, baotou: true }
    )
    expect(r.tiles!.wins[0].reading!.wilds).toEqual([{ face: '7p', standsFor: '5s' }])
  })
  it('杭州: two 财神 make a held pair four identical (豪华七对), worth more than the standard reading', () => {
    const r = sameAsFields(
      'hangzhou',
      { concealed: '112233m4455p66s7p7p', winTile: '1m', wild: '7p' },
      { form: 'sevenPairs', luxury: 1, baotou: false }
    )
    expect(r.deltas).toEqual([-8, 16, -4, -4])
  })
  it('杭州: 白板 is the 财神 face, not wild', () => {
    sameAsFields(
      'hangzhou',
      { concealed: '123m456m789m5z5z5z11z', winTile: '1z', wild: '7p' },
      { form: 'standard', luxury: 0, baotou: false }
    )
  })
  it('长沙: 小胡 with a 2/5/8 pair; 清一色 and a context 大胡 added', () => {
    sameAsFields('changsha', { concealed: '222m345p678p567s88m', winTile: '8m' }, { big: [] }, { birds: [] })
    const r = scoreHand(
      hand('changsha', [
        win(1, null, { tiles: { concealed: '11123456789999p', winTile: '1p' }, big: ['haidi'], birds: [] })
      ])
    )
    const typed = scoreHand(hand('changsha', [win(1, null, { big: ['qingyise', 'haidi'], birds: [] })]))
    expect(r.deltas).toEqual(typed.deltas)
  })
  it.each([
    ['tianhu', null],
    ['dihu', null],
    ['haidi', null],
    ['kongDraw', null],
    ['robKong', 3]
  ])('长沙: a context 大胡 (%s) makes the hand a 大胡, so any pair will do', (id, from) => {
    const tiles = { concealed: '12345633m789p234s', winTile: '3m' }
    const r = scoreHand(hand('changsha', [win(2, from, { tiles, big: [id], birds: [] })]))
    const typed = scoreHand(hand('changsha', [win(2, from, { big: [id], birds: [] })]))
    expect(r.deltas).toEqual(typed.deltas)
    expect(r.tiles!.wins[0].reading!.groups.at(-1)!.tiles).toEqual(['3m', '3m'])
  })
  it('长沙: without a 大胡, a pair that is not 2/5/8 is not a win', () => {
    expect(
      codeOf(hand('changsha', [win(1, null, { tiles: { concealed: '123m345p678p567s99m', winTile: '9m' } })]))
    ).toBe('TILES_NOT_WINNING')
  })
  it('安化: 三王 from three 王 tiles', () => {
    sameAsFields(
      'anhua',
      { concealed: '234567m34555p222s', winTile: '3p', turned: '1s' },
      { wang: 'three', features: [] },
      { birds: [] },
      { birdMode: 'none' }
    )
  })
  it('安化: 王 standing in one suit make 清一色', () => {
    sameAsFields(
      'anhua',
      { concealed: '1234567m99m2s2s234m', winTile: '9m', turned: '1s' },
      { wang: 'single', features: ['qingyise'] },
      { birds: [] },
      { birdMode: 'none' }
    )
  })
  it('安顺: 清七对 from seven pairs of one suit', () => {
    sameAsFields('anshun', { concealed: '11223344556677s', winTile: '7s' }, { pattern: 'qingqidui' })
  })
})

describe('draws read from tiles (查叫)', () => {
  it('四川: the least value over the waits', () => {
    const r = scoreHand(
      hand('sichuan', [{ type: 'draw', hands: [{ seat: 1, tiles: { concealed: '1112345678999m' } }] }])
    )
    expect(r.deltas).toEqual([-3, 9, -3, -3])
    expect(r.tiles!.draws[0].waits).toHaveLength(9)
  })
  it('安顺: a hand with no wait is not tenpai', () => {
    const r = scoreHand(
      hand('anshun', [
        {
          type: 'draw',
          hands: [
            { seat: 1, tiles: { concealed: '1112345678999m' } },
            { seat: 2, tiles: { concealed: '1357m1357p2468s9s' } }
          ]
        }
      ])
    )
    expect(r.tiles!.draws[1].tenpai).toBe(false)
    expect(r.deltas).toEqual([-10, 30, -10, -10])
  })
})

describe('errors', () => {
  const sichuan = (tiles: unknown, fields = {}) => hand('sichuan', [win(1, null, { tiles, ...fields })])
  it.each([
    ['malformed notation', { concealed: '123x', winTile: '1m' }],
    ['a fifth tile', { concealed: '11111234567899m', winTile: '1m' }],
    ['a win tile not held', { concealed: '11123456789999m', winTile: '1p' }],
    ['too few tiles', { concealed: '1112345678999m', winTile: '1m' }],
    ['honours in a 108-tile variant', { concealed: '11123456789m111z', winTile: '1m' }],
    ['a chow in Sichuan', { concealed: '11456789999m', melds: [{ kind: 'chow', tiles: '123m' }], winTile: '1m' }],
    [
      'a pong that is not three alike',
      { concealed: '11456789999m', melds: [{ kind: 'pong', tiles: '123m' }], winTile: '1m' }
    ]
  ])('TILES_INVALID: %s', (_name, tiles) => {
    expect(codeOf(sichuan(tiles))).toBe('TILES_INVALID')
  })
  it('TILES_NOT_WINNING: three suits in Sichuan, or no reading', () => {
    expect(codeOf(sichuan({ concealed: '123m456p789s11122s', winTile: '1s' }))).toBe('TILES_NOT_WINNING')
    expect(codeOf(sichuan({ concealed: '11223344556789m', winTile: '1m' }))).toBe('TILES_NOT_WINNING')
  })
  it('TILES_MISMATCH: a field the tiles decide given otherwise', () => {
    expect(codeOf(sichuan({ concealed: '11123456789999m', winTile: '5m' }, { roots: 0 }))).toBe('TILES_MISMATCH')
    expect(codeOf(sichuan({ concealed: '11123456789999m', winTile: '5m' }, { pattern: 'duiduihu' }))).toBe(
      'TILES_MISMATCH'
    )
  })
  it('a context pattern (天胡) replaces the tile pattern', () => {
    const r = scoreHand(sichuan({ concealed: '11123456789999m', winTile: '5m' }, { pattern: 'tianhu' }))
    expect(r.deltas).toEqual([-9, 27, -9, -9])
  })
})

describe('役种 from tiles', () => {
  const yakuWin = (tiles: unknown, from: number | null = null, extra: unknown[] = []) =>
    scoreHand(hand('yaku', [...extra, win(1, from, { tiles })], { unit: 1 }))
  it('清一色 + 一气贯通 self-drawn concealed (门清自摸): 6 + 2 + 2 = 10', () => {
    const r = yakuWin({ concealed: '12345678999m', melds: [{ kind: 'chow', tiles: '123m' }], winTile: '9m' })
    expect(r.tiles!.wins[0].derived.yaku).toEqual(expect.arrayContaining(['qingyise', 'yiqi']))
    expect(r.deltas).toEqual([-16, 48, -16, -16])
  })
  it('国士无双 is a 役满', () => {
    const r = yakuWin({ concealed: '19m19p19s12345677z', winTile: '7z' })
    expect(r.tiles!.wins[0].derived.yaku).toEqual(['guoshi'])
    expect(r.deltas).toEqual([-20, 60, -20, -20])
  })
  it('a triplet completed by a discarded tile is not concealed (no 四暗刻)', () => {
    const r = yakuWin({ concealed: '111m222p333s444z55z', winTile: '4z' }, 0)
    expect(r.tiles!.wins[0].derived.yaku).toContain('sananke')
    expect(r.tiles!.wins[0].derived.yaku).not.toContain('sianke')
  })
  it('dora from the indicator on dice 8', () => {
    const r = yakuWin({ concealed: '123m456p789s22z567m', winTile: '2z', doraIndicator: '1z' }, null, [
      { type: 'dice', total: 8 }
    ])
    expect(r.tiles!.wins[0].derived.dora).toBe(2)
  })
  it('a 2/5/8 pair and the dora indicator are read on every dice total, and count only where they apply', () => {
    const tiles = { concealed: '123456789m55666p', winTile: '6p', doraIndicator: '4p' }
    const byDice = (total: number | null) => yakuWin(tiles, null, total === null ? [] : [{ type: 'dice', total }])
    const plain = byDice(null)
    expect(plain.tiles!.wins[0].derived).toMatchObject({ eyes258: true, dora: 2 })
    for (const total of [2, 3, 4, 6, 7, 9, 10, 11, 12]) expect(byDice(total).deltas).toEqual(plain.deltas)
    // 门清自摸 + 一气贯通 = 3; on dice 8 the two 5p add 2 dora.
    expect(byDice(8).deltas[1]).toBeGreaterThan(plain.deltas[1])
    expect(byDice(5).deltas).toEqual(plain.deltas)
  })
  it('on dice 5 a hand with no yaku needs its 2/5/8 pair, read from the tiles', () => {
    const fromDiscard = (concealed: string) => yakuWin({ concealed, winTile: '6p' }, 0, [{ type: 'dice', total: 5 }])
    expect(fromDiscard('123m456p789s55p666p').tiles!.wins[0].derived.eyes258).toBe(true)
    expect(() => fromDiscard('123m456p789s77p666p')).toThrow()
  })
})
