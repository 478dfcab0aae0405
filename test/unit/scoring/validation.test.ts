/** One case per validation rule of RULES.md and issue 3, each with the error code it must give. */
import { describe, expect, it } from 'vitest'
import {
  ScoringError,
  scoreHand,
  settleSession,
  type ErrorCode,
  type HandInput,
  type SessionInput
} from '../../../src-main/scoring'

type Events = Record<string, unknown>[]

/** A 4-seat hand, dealer 0 on its first hand, with `extra` overriding any top-level field. */
function hand(variant: string, events: Events, extra: Record<string, unknown> = {}): unknown {
  return { variant, options: {}, seats: 4, dealer: 0, dealerStreak: 1, events, ...extra }
}

const selfDraw = (winner = 1, fields: Record<string, unknown> = {}) => ({ type: 'win', winner, from: null, ...fields })
const discard = (winner: number, from: number, fields: Record<string, unknown> = {}) => ({
  type: 'win',
  winner,
  from,
  ...fields
})
const draw = { type: 'draw' }

function codeOf(run: () => unknown): ErrorCode | 'no error' {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ScoringError)
    const e = error as ScoringError
    expect(e.message.length).toBeGreaterThan(0)
    expect(e.messageZh.length).toBeGreaterThan(0)
    return e.code
  }
  return 'no error'
}

const scoring = (input: unknown) => codeOf(() => scoreHand(input as HandInput))
const settling = (input: unknown) => codeOf(() => settleSession(input as SessionInput))

type Case = [name: string, input: unknown, code: ErrorCode]

function table(cases: Case[]): void {
  it.each(cases)('%s', (_name, input, code) => expect(scoring(input)).toBe(code))
}

describe('the frame of a hand', () => {
  table([
    ['null', null, 'INVALID_INPUT'],
    ['a string', 'hangzhou', 'INVALID_INPUT'],
    ['an array', [], 'INVALID_INPUT'],
    ['unknown variant', hand('mahjong', [draw]), 'UNKNOWN_VARIANT'],
    ['variant not a string', hand(7 as never, [draw]), 'UNKNOWN_VARIANT'],
    ['5 seats', hand('sichuan', [draw], { seats: 5 }), 'BAD_SEAT_COUNT'],
    ['1 seat', hand('sichuan', [draw], { seats: 1 }), 'BAD_SEAT_COUNT'],
    ['2.5 seats', hand('sichuan', [draw], { seats: 2.5 }), 'BAD_SEAT_COUNT'],
    ['anshun at 3 seats', hand('anshun', [{ type: 'draw' }], { seats: 3 }), 'BAD_SEAT_COUNT'],
    ['dealer outside the table', hand('sichuan', [draw], { dealer: 4 }), 'SEAT_OUT_OF_RANGE'],
    ['negative dealer', hand('sichuan', [draw], { dealer: -1 }), 'SEAT_OUT_OF_RANGE'],
    ['fractional dealer', hand('sichuan', [draw], { dealer: 0.5 }), 'SEAT_OUT_OF_RANGE'],
    ['NaN dealer', hand('sichuan', [draw], { dealer: NaN }), 'SEAT_OUT_OF_RANGE'],
    ['dealer as text', hand('sichuan', [draw], { dealer: '0' }), 'INVALID_FIELD_TYPE'],
    ['dealerStreak 0', hand('sichuan', [draw], { dealerStreak: 0 }), 'BAD_DEALER_STREAK'],
    ['dealerStreak 1.5', hand('sichuan', [draw], { dealerStreak: 1.5 }), 'BAD_DEALER_STREAK'],
    ['dealerStreak Infinity', hand('sichuan', [draw], { dealerStreak: Infinity }), 'BAD_DEALER_STREAK'],
    ['dealerStreak missing', hand('sichuan', [draw], { dealerStreak: undefined }), 'BAD_DEALER_STREAK'],
    ['events not a list', hand('sichuan', { 0: draw } as never), 'INVALID_FIELD_TYPE'],
    ['an event that is not an object', hand('sichuan', [draw, 3 as never]), 'INVALID_FIELD_TYPE'],
    ['unknown event type', hand('sichuan', [{ type: 'flee', by: 1 }, draw]), 'UNKNOWN_EVENT_TYPE'],
    ['event without a type', hand('sichuan', [{ winner: 1 }]), 'UNKNOWN_EVENT_TYPE'],
    [
      'supporters on a non-yaku hand',
      hand('sichuan', [draw], { supporters: [{ id: 'p1', seat: 0 }] }),
      'SUPPORTERS_NOT_ALLOWED'
    ]
  ])

  it('accepts an empty supporters list on a non-yaku hand', () => {
    expect(scoring(hand('sichuan', [draw], { supporters: [] }))).toBe('no error')
  })
})

describe('options', () => {
  table([
    ['unknown option', hand('sichuan', [draw], { options: { bse: 1 } }), 'UNKNOWN_OPTION'],
    ['options not an object', hand('sichuan', [draw], { options: 'base 2' }), 'OPTION_OUT_OF_RANGE'],
    ['base 0', hand('hangzhou', [draw], { options: { base: 0 } }), 'OPTION_OUT_OF_RANGE'],
    ['base as text', hand('hangzhou', [draw], { options: { base: '2' } }), 'OPTION_OUT_OF_RANGE'],
    [
      'anhua base 11',
      hand('anhua', [{ type: 'draw', lastDrawer: 1 }], { options: { base: 11 } }),
      'OPTION_OUT_OF_RANGE'
    ],
    ['changsha 7 birds', hand('changsha', [draw], { options: { birds: 7 } }), 'OPTION_OUT_OF_RANGE'],
    [
      'anhua birdCount 5',
      hand('anhua', [{ type: 'draw', lastDrawer: 1 }], { options: { birdCount: 5 } }),
      'OPTION_OUT_OF_RANGE'
    ],
    [
      'anhua wangMode 5',
      hand('anhua', [{ type: 'draw', lastDrawer: 1 }], { options: { wangMode: 5 } }),
      'OPTION_OUT_OF_RANGE'
    ],
    ['flag as text', hand('changsha', [draw], { options: { bigHandsStack: 'yes' } }), 'OPTION_OUT_OF_RANGE'],
    [
      'sichuan points for an unknown pattern',
      hand('sichuan', [draw], { options: { points: { longqidui: 8 } } }),
      'UNKNOWN_PATTERN'
    ],
    ['sichuan points 0', hand('sichuan', [draw], { options: { points: { qingqidui: 0 } } }), 'OPTION_OUT_OF_RANGE'],
    [
      'minScore threshold 0',
      hand('sichuan', [draw], { options: { minScore: { threshold: 0, bonus: 10 } } }),
      'OPTION_OUT_OF_RANGE'
    ],
    [
      'minScore with an unknown key',
      hand('sichuan', [draw], { options: { minScore: { limit: 10 } } }),
      'UNKNOWN_OPTION'
    ],
    [
      'doubling factor 5',
      hand('sichuan', [draw], { options: { doubling: { factor: 5, maxDiff: 20 } } }),
      'OPTION_OUT_OF_RANGE'
    ],
    ['yaku dealerRule "loser"', hand('yaku', [draw], { options: { dealerRule: 'loser' } }), 'OPTION_OUT_OF_RANGE'],
    [
      'hangzhou discardWinMinStreak 0',
      hand('hangzhou', [draw], { options: { discardWinMinStreak: 0 } }),
      'OPTION_OUT_OF_RANGE'
    ]
  ])

  it('accepts the session rules on a hand of any variant', () => {
    const options = { minScore: { threshold: 20, bonus: 5 }, doubling: { factor: 3, maxDiff: null } }
    expect(scoring(hand('hangzhou', [draw], { options }))).toBe('no error')
  })
})

describe('fields of events', () => {
  table([
    ['missing winner', hand('sichuan', [{ type: 'win', from: null }]), 'MISSING_FIELD'],
    ['winner outside the table', hand('sichuan', [selfDraw(4)]), 'SEAT_OUT_OF_RANGE'],
    ['winner at a 3-seat table', hand('sichuan', [selfDraw(3)], { seats: 3 }), 'SEAT_OUT_OF_RANGE'],
    ['fractional discarder', hand('sichuan', [discard(1, 2.5)]), 'SEAT_OUT_OF_RANGE'],
    ['flag as text', hand('sichuan', [selfDraw(1, { kongDraw: 'true' })]), 'INVALID_FIELD_TYPE'],
    ['int out of range', hand('sichuan', [selfDraw(1, { roots: 5 })]), 'VALUE_OUT_OF_RANGE'],
    ['fractional int', hand('sichuan', [selfDraw(1, { roots: 1.5 })]), 'VALUE_OUT_OF_RANGE'],
    ['enum out of range', hand('hangzhou', [selfDraw(1, { form: 'thirteen' })]), 'VALUE_OUT_OF_RANGE'],
    ['unknown pattern', hand('sichuan', [selfDraw(1, { pattern: 'longqidui' })]), 'UNKNOWN_PATTERN'],
    ['pattern not a text', hand('sichuan', [selfDraw(1, { pattern: 3 })]), 'INVALID_FIELD_TYPE'],
    ['unknown id in a list', hand('changsha', [selfDraw(1, { big: ['qingyise', 'sixi'] })]), 'UNKNOWN_PATTERN'],
    ['pattern given twice', hand('changsha', [selfDraw(1, { big: ['qingyise', 'qingyise'] })]), 'DUPLICATE_PATTERN'],
    ['list given as text', hand('changsha', [selfDraw(1, { big: 'qingyise' })]), 'INVALID_FIELD_TYPE'],
    ['bird rank 10', hand('changsha', [selfDraw(1, { birds: [10] })]), 'VALUE_OUT_OF_RANGE']
  ])
})

describe('outcome of a hand', () => {
  table([
    ['no win or draw', hand('sichuan', []), 'NO_OUTCOME'],
    ['only a kong', hand('sichuan', [{ type: 'kong', by: 1, kind: 'concealed' }]), 'NO_OUTCOME'],
    ['win and draw', hand('sichuan', [selfDraw(1), draw]), 'CONFLICTING_OUTCOME'],
    ['two draws', hand('sichuan', [draw, draw]), 'DUPLICATE_EVENT'],
    ['discarder is the winner', hand('sichuan', [discard(1, 1)]), 'DISCARDER_IS_WINNER'],
    ['two self-draws', hand('sichuan', [selfDraw(1), selfDraw(2)]), 'TWO_SELF_DRAWS'],
    ['a self-draw and a discard win', hand('sichuan', [selfDraw(1), discard(2, 0)]), 'WINS_ON_DIFFERENT_DISCARDS'],
    ['wins on different discards', hand('sichuan', [discard(1, 0), discard(2, 3)]), 'WINS_ON_DIFFERENT_DISCARDS'],
    [
      'a robbed kong and a discard from one seat',
      hand('sichuan', [discard(1, 0, { robKong: true }), discard(2, 0)]),
      'WINS_ON_DIFFERENT_DISCARDS'
    ],
    ['one seat winning twice on one discard', hand('sichuan', [discard(1, 0), discard(1, 0)]), 'DUPLICATE_WINNER'],
    [
      'two winners in hangzhou',
      hand('hangzhou', [discard(1, 0), discard(2, 0)], { dealerStreak: 2 }),
      'TOO_MANY_WINNERS'
    ],
    ['hangzhou without win, draw or flee', hand('hangzhou', [{ type: 'kong', by: 1, kind: 'concealed' }]), 'NO_OUTCOME']
  ])
})

describe('kongs', () => {
  table([
    [
      'exposed kong without a feeder',
      hand('sichuan', [{ type: 'kong', by: 1, kind: 'exposed' }, draw]),
      'DISCARDER_REQUIRED'
    ],
    [
      'concealed kong with a feeder',
      hand('sichuan', [{ type: 'kong', by: 1, kind: 'concealed', from: 2 }, draw]),
      'INCONSISTENT_FLAGS'
    ],
    [
      'kong fed by its maker',
      hand('anshun', [{ type: 'kong', by: 1, kind: 'exposed', from: 1 }, draw]),
      'SEAT_CONFLICT'
    ],
    [
      'yaku added kong without the ponged seat',
      hand('yaku', [{ type: 'kong', by: 1, kind: 'added' }, draw]),
      'DISCARDER_REQUIRED'
    ],
    ['unknown kong kind', hand('yaku', [{ type: 'kong', by: 1, kind: 'hidden' }, draw]), 'VALUE_OUT_OF_RANGE']
  ])

  it('lets an added kong go without a feeder where nobody pays for it', () => {
    expect(scoring(hand('anshun', [{ type: 'kong', by: 1, kind: 'added' }, selfDraw(1)]))).toBe('no error')
  })
})

describe('hangzhou', () => {
  table([
    ['a discard win on 平庄', hand('hangzhou', [discard(2, 0)]), 'DISCARD_WIN_FORBIDDEN'],
    [
      'a discard win between two non-dealers',
      hand('hangzhou', [discard(2, 1)], { dealerStreak: 3 }),
      'DISCARD_WIN_FORBIDDEN'
    ],
    [
      'a discard win below discardWinMinStreak',
      hand('hangzhou', [discard(2, 0)], { dealerStreak: 2, options: { discardWinMinStreak: 3 } }),
      'DISCARD_WIN_FORBIDDEN'
    ],
    ['财飘 without 暴头', hand('hangzhou', [selfDraw(1, { piao: 1 })]), 'INCONSISTENT_FLAGS'],
    [
      '暴头 on a discard',
      hand('hangzhou', [discard(1, 0, { baotou: true })], { dealerStreak: 2 }),
      'SELF_DRAW_REQUIRED'
    ],
    [
      '杠开 on a discard',
      hand('hangzhou', [discard(1, 0, { kongDraw: true })], { dealerStreak: 2 }),
      'SELF_DRAW_REQUIRED'
    ],
    ['luxury on a standard hand', hand('hangzhou', [selfDraw(1, { luxury: 1 })]), 'INCONSISTENT_FLAGS'],
    [
      'contract taker = feeder',
      hand('hangzhou', [selfDraw(1, { contract: { taker: 1, feeder: 1 } })]),
      'SEAT_CONFLICT'
    ],
    [
      'a seat fleeing twice',
      hand('hangzhou', [
        { type: 'flee', by: 1 },
        { type: 'flee', by: 1 }
      ]),
      'DUPLICATE_SEAT'
    ],
    ['fleeing after its own 财神', hand('hangzhou', [{ type: 'flee', by: 1, caishenBy: 1 }]), 'SEAT_CONFLICT'],
    [
      'caishenByTenpai without caishenBy',
      hand('hangzhou', [{ type: 'flee', by: 1, caishenByTenpai: true }]),
      'INCONSISTENT_FLAGS'
    ],
    ['a seat that fled wins', hand('hangzhou', [{ type: 'flee', by: 1 }, selfDraw(1)]), 'FLED_SEAT_CANNOT_WIN']
  ])
})

describe('sichuan', () => {
  table([
    ['杠上花 on a discard', hand('sichuan', [discard(1, 0, { kongDraw: true })]), 'SELF_DRAW_REQUIRED'],
    ['抢杠 without from', hand('sichuan', [selfDraw(1, { robKong: true })]), 'DISCARDER_REQUIRED'],
    ['kongFrom without 杠上花', hand('sichuan', [selfDraw(1, { kongFrom: 2 })]), 'INCONSISTENT_FLAGS'],
    ['kongFrom = winner', hand('sichuan', [selfDraw(1, { kongDraw: true, kongFrom: 1 })]), 'SEAT_CONFLICT'],
    [
      'a tenpai seat listed twice',
      hand('sichuan', [
        {
          type: 'draw',
          tenpai: [
            { seat: 1, minPoints: 1 },
            { seat: 1, minPoints: 2 }
          ]
        }
      ]),
      'DUPLICATE_SEAT'
    ],
    [
      'tenpai minPoints 0',
      hand('sichuan', [{ type: 'draw', tenpai: [{ seat: 1, minPoints: 0 }] }]),
      'VALUE_OUT_OF_RANGE'
    ],
    ['tenpai minPoints missing', hand('sichuan', [{ type: 'draw', tenpai: [{ seat: 1 }] }]), 'INVALID_FIELD_TYPE']
  ])
})

describe('changsha', () => {
  table([
    ['more birds than the option', hand('changsha', [selfDraw(1, { birds: [1, 2] })]), 'TOO_MANY_BIRDS'],
    ['杠上开花 on a discard', hand('changsha', [discard(1, 0, { big: ['kongDraw'] })]), 'SELF_DRAW_REQUIRED'],
    ['抢杠胡 without from', hand('changsha', [selfDraw(1, { big: ['robKong'] })]), 'DISCARDER_REQUIRED'],
    ['startWin without kinds', hand('changsha', [{ type: 'startWin', seat: 1, kinds: [] }, draw]), 'MISSING_FIELD'],
    [
      'startWin kind twice',
      hand('changsha', [{ type: 'startWin', seat: 1, kinds: ['sixi', 'sixi'] }, draw]),
      'DUPLICATE_PATTERN'
    ],
    [
      'unknown startWin kind',
      hand('changsha', [{ type: 'startWin', seat: 1, kinds: ['qingyise'] }, draw]),
      'UNKNOWN_PATTERN'
    ],
    [
      'one seat with two startWin events',
      hand('changsha', [
        { type: 'startWin', seat: 1, kinds: ['sixi'] },
        { type: 'startWin', seat: 1, kinds: ['banban'] },
        draw
      ]),
      'DUPLICATE_SEAT'
    ]
  ])
})

describe('anhua', () => {
  const anhuaDraw = { type: 'draw', lastDrawer: 1 }
  table([
    ['单王 on a discard', hand('anhua', [discard(1, 3, { wang: 'single' })]), 'DISCARD_WIN_FORBIDDEN'],
    [
      '三王 robbing a kong',
      hand('anhua', [discard(1, 3, { wang: 'three', features: ['robKong'] })], { options: { robKong: true } }),
      'DISCARD_WIN_FORBIDDEN'
    ],
    ['四王 on a discard', hand('anhua', [discard(1, 3, { wang: 'four' })]), 'DISCARD_WIN_FORBIDDEN'],
    [
      'robKong without the option',
      hand('anhua', [discard(1, 3, { wang: 'single', features: ['robKong'] })]),
      'FEATURE_NOT_ENABLED'
    ],
    [
      'kongDiscard without the option',
      hand('anhua', [discard(1, 3, { wang: 'hard', features: ['kongDiscard'] })]),
      'FEATURE_NOT_ENABLED'
    ],
    ['六王 in four-wild mode', hand('anhua', [selfDraw(1, { wang: 'six' })]), 'FEATURE_NOT_ENABLED'],
    ['七小对 with 杠上开花', hand('anhua', [selfDraw(1, { features: ['qidui', 'kongDraw'] })]), 'INCONSISTENT_FLAGS'],
    [
      'robKong with kongDiscard',
      hand('anhua', [discard(1, 3, { wang: 'hard', features: ['robKong', 'kongDiscard'] })], {
        options: { robKong: true, kongDiscardBig: true }
      }),
      'INCONSISTENT_FLAGS'
    ],
    [
      '杠上开花 on a discard',
      hand('anhua', [discard(1, 3, { wang: 'hard', features: ['kongDraw'] })]),
      'SELF_DRAW_REQUIRED'
    ],
    [
      'robKong on a self-draw',
      hand('anhua', [selfDraw(1, { features: ['robKong'] })], { options: { robKong: true } }),
      'DISCARDER_REQUIRED'
    ],
    [
      'two winners without multiRon',
      hand('anhua', [discard(1, 3, { wang: 'hard' }), discard(2, 3, { wang: 'hard' })]),
      'TOO_MANY_WINNERS'
    ],
    ['piao "choose" without the list', hand('anhua', [selfDraw(1)], { options: { piao: 'choose' } }), 'MISSING_FIELD'],
    [
      'piao list of the wrong length',
      hand('anhua', [selfDraw(1, { piao: [1, 2] })], { options: { piao: 'choose' } }),
      'VALUE_OUT_OF_RANGE'
    ],
    [
      'piao 4',
      hand('anhua', [selfDraw(1, { piao: [0, 4, 0, 0] })], { options: { piao: 'choose' } }),
      'VALUE_OUT_OF_RANGE'
    ],
    ['3 birds at birdCount 2', hand('anhua', [selfDraw(1, { birds: [1, 2, 3] })]), 'TOO_MANY_BIRDS'],
    [
      'birds under birdMode none',
      hand('anhua', [selfDraw(1, { birds: [1] })], { options: { birdMode: 'none' } }),
      'FEATURE_NOT_ENABLED'
    ],
    [
      '2 birds under oneBirdAllHit',
      hand('anhua', [selfDraw(1, { birds: [1, 2] })], { options: { oneBirdAllHit: true } }),
      'TOO_MANY_BIRDS'
    ],
    ['起手四王 on a discard', hand('anhua', [discard(1, 3, { startFourWang: true })]), 'SELF_DRAW_REQUIRED'],
    ['draw without lastDrawer', hand('anhua', [draw]), 'MISSING_FIELD'],
    ['unknown wang class', hand('anhua', [selfDraw(1, { wang: 'five' })]), 'VALUE_OUT_OF_RANGE'],
    ['unknown feature', hand('anhua', [anhuaDraw, selfDraw(1, { features: ['pengpenghu'] })]), 'UNKNOWN_PATTERN']
  ])
})

describe('anshun', () => {
  const chickens = (fields: Record<string, unknown>) => ({
    type: 'chickens',
    turned: '4m',
    held: [],
    chongfeng: null,
    ...fields
  })
  table([
    [
      '热炮 with 抢杠',
      hand('anshun', [discard(1, 2, { pattern: 'qingyise', hot: 'added', robKong: true })]),
      'INCONSISTENT_FLAGS'
    ],
    ['热炮 on a self-draw', hand('anshun', [selfDraw(1, { hot: 'concealed' })]), 'DISCARDER_REQUIRED'],
    ['抢杠 without from', hand('anshun', [selfDraw(1, { robKong: true })]), 'DISCARDER_REQUIRED'],
    ['平胡 on a discard without 闷豆 or 转弯豆', hand('anshun', [discard(1, 2)]), 'DISCARD_WIN_FORBIDDEN'],
    [
      '平胡 on a discard with only a 点豆',
      hand('anshun', [{ type: 'kong', by: 1, kind: 'exposed', from: 3 }, discard(1, 2)]),
      'DISCARD_WIN_FORBIDDEN'
    ],
    ['two chickens events', hand('anshun', [selfDraw(1), chickens({}), chickens({})]), 'DUPLICATE_EVENT'],
    [
      '天听 declared twice by one seat',
      hand('anshun', [{ type: 'tianting', seat: 1 }, { type: 'tianting', seat: 1 }, selfDraw(1)]),
      'DUPLICATE_SEAT'
    ],
    ['an honour as the turned tile', hand('anshun', [selfDraw(1), chickens({ turned: '1z' })]), 'INVALID_FIELD_TYPE'],
    [
      'swing chickens with no turned tile',
      hand('anshun', [selfDraw(1), chickens({ turned: null, held: [{ seat: 1, yaoji: 0, swing: 1 }] })]),
      'VALUE_OUT_OF_RANGE'
    ],
    [
      'five 幺鸡',
      hand('anshun', [
        selfDraw(1),
        chickens({
          held: [
            { seat: 1, yaoji: 3, swing: 0 },
            { seat: 2, yaoji: 2, swing: 0 }
          ]
        })
      ]),
      'VALUE_OUT_OF_RANGE'
    ],
    [
      'a chickens seat listed twice',
      hand('anshun', [
        selfDraw(1),
        chickens({
          held: [
            { seat: 1, yaoji: 1 },
            { seat: 1, swing: 1 }
          ]
        })
      ]),
      'DUPLICATE_SEAT'
    ],
    ['unknown pattern', hand('anshun', [selfDraw(1, { pattern: 'qidui' })]), 'UNKNOWN_PATTERN']
  ])
})

describe('yaku', () => {
  const dice = (total: number) => ({ type: 'dice', total })
  table([
    ['七对 with 龙七对', hand('yaku', [selfDraw(1, { yaku: ['qidui', 'longqidui'] })]), 'INCONSISTENT_FLAGS'],
    ['抢杠 on a self-draw', hand('yaku', [selfDraw(1, { yaku: ['qianggang'] })]), 'DISCARDER_REQUIRED'],
    ['岭上开花 on a discard', hand('yaku', [discard(1, 0, { yaku: ['lingshang'] })]), 'SELF_DRAW_REQUIRED'],
    ['门清自摸 on a discard', hand('yaku', [discard(1, 0, { yaku: ['menqianzimo'] })]), 'SELF_DRAW_REQUIRED'],
    ['杠振 on a self-draw', hand('yaku', [selfDraw(1, { yaku: ['gangzhen'] })]), 'DISCARDER_REQUIRED'],
    ['dice 10: a discard win', hand('yaku', [dice(10), discard(1, 0, { yaku: ['yiqi'] })]), 'DISCARD_WIN_FORBIDDEN'],
    [
      'dice 10: robbing a kong',
      hand('yaku', [dice(10), discard(1, 0, { yaku: ['qianggang'] })]),
      'DISCARD_WIN_FORBIDDEN'
    ],
    ['dice 11: a win with no yaku', hand('yaku', [dice(11), selfDraw(1)]), 'NO_YAKU'],
    ['dice 5: no yaku and no 2/5/8 eyes', hand('yaku', [dice(5), selfDraw(1)]), 'EYES_258_REQUIRED'],
    ['dice 3: two wins', hand('yaku', [dice(3), discard(1, 0), discard(2, 0)]), 'TOO_MANY_WINNERS'],
    ['no dice: two wins', hand('yaku', [selfDraw(1), selfDraw(2)]), 'TOO_MANY_WINNERS'],
    ['dice 7: a seat winning twice', hand('yaku', [dice(7), selfDraw(1), selfDraw(1)]), 'DUPLICATE_WINNER'],
    ['dice 7: a seat that won deals in', hand('yaku', [dice(7), selfDraw(1), discard(2, 1)]), 'SEAT_NOT_PLAYING'],
    [
      'dice 7: the last seat wins',
      hand('yaku', [dice(7), selfDraw(1), selfDraw(2), selfDraw(3), selfDraw(0)]),
      'LAST_SEAT_CANNOT_WIN'
    ],
    ['two dice rolls', hand('yaku', [dice(3), dice(4), selfDraw(1)]), 'DUPLICATE_EVENT'],
    ['dice 13', hand('yaku', [dice(13), selfDraw(1)]), 'VALUE_OUT_OF_RANGE'],
    ['dice without a total', hand('yaku', [{ type: 'dice' }, selfDraw(1)]), 'MISSING_FIELD'],
    [
      'a false win listing its offender as tenpai',
      hand('yaku', [{ type: 'falseWin', by: 1, tenpai: [1] }]),
      'SEAT_CONFLICT'
    ],
    [
      'two false wins',
      hand('yaku', [
        { type: 'falseWin', by: 1 },
        { type: 'falseWin', by: 2 }
      ]),
      'DUPLICATE_EVENT'
    ],
    ['false win multiplier 0', hand('yaku', [{ type: 'falseWin', by: 1, multiplier: 0 }]), 'VALUE_OUT_OF_RANGE'],
    ['a hand with no win, draw or false win', hand('yaku', [dice(3)]), 'NO_OUTCOME'],
    [
      'a supporter at no seat',
      hand('yaku', [selfDraw(1)], { supporters: [{ id: 'p1', seat: 4 }] }),
      'SEAT_OUT_OF_RANGE'
    ],
    ['a supporter without an id', hand('yaku', [selfDraw(1)], { supporters: [{ id: '', seat: 1 }] }), 'MISSING_FIELD'],
    [
      'a supporter listed twice',
      hand('yaku', [selfDraw(1)], {
        supporters: [
          { id: 'p1', seat: 1 },
          { id: 'p1', seat: 2 }
        ]
      }),
      'DUPLICATE_SUPPORTER'
    ],
    ['supporters not a list', hand('yaku', [selfDraw(1)], { supporters: { p1: 1 } }), 'INVALID_FIELD_TYPE'],
    ['unknown yaku', hand('yaku', [selfDraw(1, { yaku: ['riichi'] })]), 'UNKNOWN_PATTERN']
  ])
})

describe('errors name the field at fault', () => {
  it('gives the path of a bad event field', () => {
    try {
      scoreHand(hand('sichuan', [draw, selfDraw(1, { roots: 9 })]) as HandInput)
      expect.unreachable()
    } catch (error) {
      expect((error as ScoringError).path).toBe('events[1].roots')
      expect((error as ScoringError).toJSON()).toMatchObject({ code: 'VALUE_OUT_OF_RANGE', path: 'events[1].roots' })
    }
  })
})

describe('rules of the current contract, with the field they name', () => {
  const chickens = (fields: Record<string, unknown>) => ({ type: 'chickens', turned: '4m', chongfeng: null, ...fields })
  const cases: [name: string, input: unknown, code: ErrorCode, path: string][] = [
    ['a base of 1.5', hand('sichuan', [draw], { options: { base: 1.5 } }), 'OPTION_OUT_OF_RANGE', 'options.base'],
    ['a unit of 0.5', hand('yaku', [draw], { options: { unit: 0.5 } }), 'OPTION_OUT_OF_RANGE', 'options.unit'],
    [
      'five 幺鸡 with a turned 1s',
      hand('anshun', [selfDraw(1), chickens({ turned: '1s', held: [{ seat: 1, yaoji: 4, swing: 0 }] })]),
      'VALUE_OUT_OF_RANGE',
      'events[1].held'
    ],
    [
      'five 幺鸡 with the 冲锋鸡',
      hand('anshun', [
        selfDraw(1),
        chickens({
          held: [
            { seat: 1, yaoji: 2, swing: 0 },
            { seat: 2, yaoji: 2, swing: 0 }
          ],
          chongfeng: 3
        })
      ]),
      'VALUE_OUT_OF_RANGE',
      'events[1].held'
    ],
    [
      'a second startWin of one seat',
      hand('changsha', [
        { type: 'startWin', seat: 2, kinds: ['sixi'] },
        { type: 'startWin', seat: 2, kinds: ['banban'] },
        draw
      ]),
      'DUPLICATE_SEAT',
      'events[1].seat'
    ],
    [
      'sichuan: one winner robs the kong, the other takes the discard',
      hand('sichuan', [discard(1, 0, { robKong: true }), discard(2, 0)]),
      'WINS_ON_DIFFERENT_DISCARDS',
      'events[1]'
    ],
    [
      'changsha: only the second winner robs the kong',
      hand('changsha', [discard(1, 0), discard(2, 0, { big: ['robKong'] })]),
      'WINS_ON_DIFFERENT_DISCARDS',
      'events[1]'
    ],
    [
      'anhua: only the first winner robs the kong',
      hand('anhua', [discard(1, 0, { wang: 'hard', features: ['robKong'] }), discard(2, 0, { wang: 'hard' })], {
        options: { robKong: true, multiRon: true }
      }),
      'WINS_ON_DIFFERENT_DISCARDS',
      'events[1]'
    ],
    [
      'anshun: only the first winner robs the kong',
      hand('anshun', [discard(1, 0, { pattern: 'qingyise', robKong: true }), discard(2, 0, { pattern: 'qingyise' })]),
      'WINS_ON_DIFFERENT_DISCARDS',
      'events[1]'
    ],
    [
      '岭上开花 on a discard',
      hand('yaku', [discard(1, 0, { yaku: ['yiqi', 'lingshang'] })]),
      'SELF_DRAW_REQUIRED',
      'events[0].yaku'
    ],
    [
      '门清自摸 on a discard',
      hand('yaku', [discard(1, 0, { yaku: ['menqianzimo'] })]),
      'SELF_DRAW_REQUIRED',
      'events[0].yaku'
    ],
    [
      '杠振 on a self-draw',
      hand('yaku', [selfDraw(1, { yaku: ['gangzhen'] })]),
      'DISCARDER_REQUIRED',
      'events[0].from'
    ],
    [
      '抢杠 on a self-draw',
      hand('yaku', [selfDraw(1, { yaku: ['qianggang'] })]),
      'DISCARDER_REQUIRED',
      'events[0].from'
    ]
  ]
  it.each(cases)('%s', (_name, input, code, path) => {
    try {
      scoreHand(input as HandInput)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ScoringError)
      expect((error as ScoringError).toJSON()).toMatchObject({ code, path })
    }
  })

  it('accepts what the same rules allow', () => {
    const ok = [
      hand('anshun', [selfDraw(1), chickens({ turned: '1s', held: [{ seat: 1, yaoji: 3, swing: 0 }] })]),
      hand('anshun', [selfDraw(1), chickens({ held: [{ seat: 1, yaoji: 3, swing: 0 }], chongfeng: 2 })]),
      hand('changsha', [{ type: 'startWin', seat: 2, kinds: ['sixi', 'banban'] }, draw]),
      hand('sichuan', [discard(1, 0, { robKong: true }), discard(2, 0, { robKong: true })]),
      hand('yaku', [selfDraw(1, { yaku: ['lingshang', 'menqianzimo'] })]),
      hand('yaku', [discard(1, 0, { yaku: ['qianggang', 'gangzhen'] })])
    ]
    for (const input of ok) expect(scoring(input)).toBe('no error')
  })
})

describe('settleSession', () => {
  const session = (extra: Record<string, unknown>) => ({
    variant: 'anhua',
    seats: 2,
    options: {},
    hands: [{ deltas: [4, -4] }],
    ...extra
  })
  it.each<[string, unknown, ErrorCode]>([
    ['not an object', 'session', 'INVALID_INPUT'],
    ['unknown variant', session({ variant: 'x' }), 'UNKNOWN_VARIANT'],
    ['bad seat count', session({ seats: 5 }), 'BAD_SEAT_COUNT'],
    ['hands not a list', session({ hands: null }), 'INVALID_FIELD_TYPE'],
    ['deltas of the wrong length', session({ hands: [{ deltas: [1, -1, 0] }] }), 'VALUE_OUT_OF_RANGE'],
    ['NaN in deltas', session({ hands: [{ deltas: [NaN, 0] }] }), 'INVALID_FIELD_TYPE'],
    [
      'a supporter delta as text',
      session({ hands: [{ deltas: [1, -1], supporterDeltas: { p1: '1' } }] }),
      'INVALID_FIELD_TYPE'
    ],
    ['unknown option', session({ options: { bonus: 10 } }), 'UNKNOWN_OPTION'],
    ['minScore bonus 0', session({ options: { minScore: { threshold: 10, bonus: 0 } } }), 'OPTION_OUT_OF_RANGE'],
    ['doubling maxDiff 0', session({ options: { doubling: { factor: 2, maxDiff: 0 } } }), 'OPTION_OUT_OF_RANGE']
  ])('%s', (_name, input, code) => expect(settling(input)).toBe(code))
})
