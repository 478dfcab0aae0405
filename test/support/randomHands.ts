/**
 * Random VALID hands of every variant, for property tests and the benchmark.
 *
 * One generator per variant, written against a tiny `Rng`; two sources drive it:
 * - `handArbitrary(variant)`: a fast-check arbitrary (fc.gen, so failures replay and shrink a little),
 * - `makeRandomHands(count, seed)`: a fast seeded plain-JS pool across all six variants.
 */
import fc from 'fast-check'
import type { AnhuaWang, HandEvent, HandInput, JsonValue, KongEvent, Seat, VariantId } from '../../src-main/scoring'

export interface Rng {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number
}

export const VARIANT_IDS: readonly VariantId[] = ['hangzhou', 'sichuan', 'changsha', 'anhua', 'anshun', 'yaku']

const chance = (rng: Rng, percent: number): boolean => rng.int(0, 99) < percent
const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(0, items.length - 1)]

/** Up to `max` distinct items, in a random order. */
function someOf<T>(rng: Rng, items: readonly T[], max: number): T[] {
  const pool = items.slice()
  const out: T[] = []
  const count = rng.int(0, Math.min(max, pool.length))
  for (let i = 0; i < count; i++) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0])
  return out
}

/** With `percent` chance, up to `max` distinct items; otherwise none. */
const sometimes = <T>(rng: Rng, percent: number, items: readonly T[], max: number): T[] =>
  chance(rng, percent) ? someOf(rng, items, max) : []

const seatsOf = (seats: number): Seat[] => Array.from({ length: seats }, (_, s) => s)
const otherSeat = (rng: Rng, seats: number, not: Seat): Seat => (not + rng.int(1, seats - 1)) % seats

interface Frame {
  seats: number
  dealer: Seat
  dealerStreak: number
}

function frame(rng: Rng, seatCounts: readonly number[]): Frame {
  const seats = pick(rng, seatCounts)
  return { seats, dealer: rng.int(0, seats - 1), dealerStreak: rng.int(1, 5) }
}

function randomKongs(rng: Rng, seats: number, max: number, addedNeedsFrom: boolean): KongEvent[] {
  const kongs: KongEvent[] = []
  const count = rng.int(0, max)
  for (let i = 0; i < count; i++) {
    const by = rng.int(0, seats - 1)
    const kind = pick(rng, ['concealed', 'added', 'exposed'] as const)
    const fed = kind === 'exposed' || (kind === 'added' && (addedNeedsFrom || chance(rng, 50)))
    kongs.push({ type: 'kong', by, kind, from: fed ? otherSeat(rng, seats, by) : null })
  }
  return kongs
}

/** A discarder and 1..maxWinners distinct winners on its discard. */
function discardGroup(rng: Rng, seats: number, maxWinners: number): { from: Seat; winners: Seat[] } {
  const from = rng.int(0, seats - 1)
  const others = seatsOf(seats).filter((s) => s !== from)
  const winners = someOf(rng, others, maxWinners)
  return { from, winners: winners.length > 0 ? winners : [others[0]] }
}

const ranks = (rng: Rng, max: number): number[] => Array.from({ length: rng.int(0, max) }, () => rng.int(1, 9))

function hangzhou(rng: Rng): HandInput {
  const f = frame(rng, [2, 3, 4])
  const options = { base: rng.int(1, 5), discardWinMinStreak: rng.int(1, 3) }
  const events: HandEvent[] = randomKongs(rng, f.seats, 1, false)
  const fled = sometimes(rng, 15, seatsOf(f.seats), Math.min(2, f.seats - 1))
  for (const by of fled) {
    const caishenBy = chance(rng, 40) ? otherSeat(rng, f.seats, by) : null
    events.push({ type: 'flee', by, caishenBy, caishenByTenpai: caishenBy !== null && chance(rng, 50) })
  }
  const outcome = rng.int(0, 9)
  if (outcome === 0 && fled.length > 0) return { variant: 'hangzhou', options, ...f, events }
  if (outcome <= 2) return { variant: 'hangzhou', options, ...f, events: [...events, { type: 'draw' }] }
  const winners = seatsOf(f.seats).filter((s) => !fled.includes(s))
  const winner = pick(rng, winners)
  const form = chance(rng, 30) ? 'sevenPairs' : 'standard'
  const luxury = form === 'sevenPairs' ? rng.int(0, 3) : 0
  if (f.dealerStreak >= options.discardWinMinStreak && chance(rng, 35)) {
    const from = winner === f.dealer ? otherSeat(rng, f.seats, winner) : f.dealer
    events.push({ type: 'win', winner, from, form, luxury })
  } else {
    const baotou = chance(rng, 25)
    const contract = chance(rng, 15) ? { taker: rng.int(0, f.seats - 1), feeder: 0 } : null
    if (contract) contract.feeder = otherSeat(rng, f.seats, contract.taker)
    events.push({
      type: 'win',
      winner,
      from: null,
      form,
      luxury,
      baotou,
      piao: baotou ? rng.int(0, 3) : 0,
      kongDraw: chance(rng, 15),
      contract
    })
  }
  return { variant: 'hangzhou', options, ...f, events }
}

const SICHUAN_PATTERNS = [
  'pinghu',
  'duiduihu',
  'qidui',
  'qingyise',
  'yaojiu',
  'qingdui',
  'jiangdui',
  'qingqidui',
  'tianhu',
  'dihu'
]

function sichuan(rng: Rng): HandInput {
  const f = frame(rng, [2, 3, 4])
  const options: Record<string, JsonValue> = { base: rng.int(1, 5) }
  if (chance(rng, 20)) options.points = { qingqidui: 8 }
  const events: HandEvent[] = randomKongs(rng, f.seats, 2, false)
  if (chance(rng, 20)) {
    const tenpai = someOf(rng, seatsOf(f.seats), f.seats).map((seat) => ({ seat, minPoints: rng.int(1, 10) }))
    events.push({ type: 'draw', tenpai })
  } else if (chance(rng, 50)) {
    const winner = rng.int(0, f.seats - 1)
    const kongDraw = chance(rng, 30)
    const kongFrom = kongDraw && chance(rng, 40) ? otherSeat(rng, f.seats, winner) : null
    events.push({
      type: 'win',
      winner,
      from: null,
      pattern: pick(rng, SICHUAN_PATTERNS),
      roots: rng.int(0, 4),
      kongDraw,
      kongFrom
    })
  } else {
    const { from, winners } = discardGroup(rng, f.seats, 3)
    const robKong = chance(rng, 20)
    for (const winner of winners) {
      events.push({ type: 'win', winner, from, pattern: pick(rng, SICHUAN_PATTERNS), roots: rng.int(0, 4), robKong })
    }
  }
  return { variant: 'sichuan', options, ...f, events }
}

const CHANGSHA_BIG = ['tianhu', 'dihu', 'pengpenghu', 'jiangjianghu', 'qingyise', 'haidi', 'qiqiaodui']

function changsha(rng: Rng): HandInput {
  const f = frame(rng, [2, 3, 4])
  const options = {
    base: rng.int(1, 5),
    birds: chance(rng, 80) ? rng.int(1, 2) : rng.int(0, 6),
    bigHandsStack: chance(rng, 70),
    drawKeepsDealer: chance(rng, 70)
  }
  const events: HandEvent[] = randomKongs(rng, f.seats, 1, false)
  for (const seat of sometimes(rng, 15, seatsOf(f.seats), 2)) {
    const kinds = someOf(rng, ['sixi', 'banban', 'queyise'], 2)
    events.push({ type: 'startWin', seat, kinds: kinds.length > 0 ? kinds : ['sixi'] })
  }
  if (chance(rng, 15)) {
    events.push({ type: 'draw' })
  } else if (chance(rng, 50)) {
    const big = someOf(rng, [...CHANGSHA_BIG, 'kongDraw'], 3)
    events.push({ type: 'win', winner: rng.int(0, f.seats - 1), from: null, big, birds: ranks(rng, options.birds) })
  } else {
    const { from, winners } = discardGroup(rng, f.seats, 3)
    const robKong = chance(rng, 20)
    for (const winner of winners) {
      const big = someOf(rng, CHANGSHA_BIG, 2)
      events.push({
        type: 'win',
        winner,
        from,
        big: robKong ? ['robKong', ...big] : big,
        birds: ranks(rng, options.birds)
      })
    }
  }
  return { variant: 'changsha', options, ...f, events }
}

function anhua(rng: Rng): HandInput {
  const f = frame(rng, [2, 3, 4])
  const options = {
    base: rng.int(1, 10),
    wangMode: pick(rng, [4, 7]),
    birdMode: pick(rng, ['159', 'dealer', 'winner', 'none']),
    birdCount: pick(rng, [1, 2, 3, 4, 6]),
    oneBirdAllHit: chance(rng, 20),
    piao: pick(rng, ['none', 'choose', 'fixed']),
    fixedPiao: rng.int(1, 10),
    robKong: chance(rng, 50),
    kongDiscardBig: chance(rng, 50),
    multiRon: chance(rng, 50),
    selfWangIsHard: chance(rng, 50)
  }
  const maxBirds = options.birdMode === 'none' ? 0 : options.oneBirdAllHit ? 1 : options.birdCount
  const extras = () => ({
    birds: ranks(rng, maxBirds),
    piao: options.piao === 'choose' ? seatsOf(f.seats).map(() => rng.int(0, 3)) : null
  })
  const events: HandEvent[] = randomKongs(rng, f.seats, 2, false)
  if (chance(rng, 15)) {
    events.push({ type: 'draw', lastDrawer: rng.int(0, f.seats - 1) })
  } else if (chance(rng, 55)) {
    const winner = rng.int(0, f.seats - 1)
    const wangs: AnhuaWang[] =
      options.wangMode === 7 ? ['hard', 'single', 'three', 'four', 'six', 'seven'] : ['hard', 'single', 'three', 'four']
    const features = someOf(rng, ['qingyise', chance(rng, 50) ? 'qidui' : 'kongDraw'], 2)
    const hand = chance(rng, 10) ? { startFourWang: true } : { wang: pick(rng, wangs), features }
    events.push({ type: 'win', winner, from: null, ...hand, ...extras() })
  } else {
    const { from, winners } = discardGroup(rng, f.seats, options.multiRon ? 3 : 1)
    const kinds = ['plain', ...(options.robKong ? ['robKong'] : []), ...(options.kongDiscardBig ? ['kongDiscard'] : [])]
    const kind = pick(rng, kinds)
    for (const winner of winners) {
      const features = someOf(rng, ['qingyise', 'qidui'], 2)
      if (kind !== 'plain') features.push(kind)
      const wang: AnhuaWang = kind === 'plain' ? 'hard' : pick(rng, ['hard', 'single'] as const)
      events.push({ type: 'win', winner, from, wang, features, ...extras() })
    }
  }
  return { variant: 'anhua', options, ...f, events }
}

const ANSHUN_PATTERNS = [
  'pinghu',
  'daduizi',
  'xiaoqidui',
  'qingyise',
  'qingdadui',
  'qingqidui',
  'longqidui',
  'qinglongqidui'
]
const TILES = ['1s', '2s', '5s', '8s', '9s', '1m', '5m', '9m', '2p', '7p']

function anshun(rng: Rng): HandInput {
  const f = frame(rng, [4])
  const options = { base: rng.int(1, 5), swingChicken: pick(rng, ['prevNext', 'nextTwo']) }
  const events: HandEvent[] = randomKongs(rng, 4, 2, false)
  for (const seat of sometimes(rng, 15, seatsOf(4), 2)) events.push({ type: 'tianting', seat })
  if (chance(rng, 20)) {
    const tenpai = someOf(rng, seatsOf(4), 4).map((seat) => ({ seat, points: rng.int(1, 30) }))
    events.push({ type: 'draw', tenpai })
    return { variant: 'anshun', options, ...f, events }
  }
  if (chance(rng, 50)) {
    events.push({ type: 'win', winner: rng.int(0, 3), from: null, pattern: pick(rng, ANSHUN_PATTERNS) })
  } else {
    const { from, winners } = discardGroup(rng, 4, 3)
    const robKong = chance(rng, 20)
    const hot = robKong ? null : pick(rng, [null, null, 'concealed', 'added'] as const)
    for (const winner of winners) {
      const pattern = pick(rng, ANSHUN_PATTERNS)
      if (pattern === 'pinghu' && !robKong) events.push({ type: 'kong', by: winner, kind: 'concealed', from: null })
      events.push({ type: 'win', winner, from, pattern, hot, robKong })
    }
  }
  if (chance(rng, 60)) {
    const turned = chance(rng, 15) ? null : pick(rng, TILES)
    const chongfeng = chance(rng, 30) ? rng.int(0, 3) : null
    let yaojiLeft = 4 - (chongfeng === null ? 0 : 1) - (turned === '1s' ? 1 : 0)
    const held = someOf(rng, seatsOf(4), 3).map((seat) => {
      const yaoji = rng.int(0, yaojiLeft)
      yaojiLeft -= yaoji
      return { seat, yaoji, swing: turned === null ? 0 : rng.int(0, 4) }
    })
    events.push({ type: 'chickens', turned, held, chongfeng })
  }
  return { variant: 'anshun', options, ...f, events }
}

const YAKU_ANY = [
  'duiduihe',
  'shierluotai',
  'yiqi',
  'sananke',
  'sanseshun',
  'hunquan',
  'hunlaotou',
  'wumenqi',
  'hunyise',
  'qidui',
  'sansetongke',
  'chunquan',
  'qingyise'
]
const YAKUMAN_IDS = ['tianhe', 'sianke', 'guoshi', 'dasixi']

function yakuList(rng: Rng, selfDraw: boolean, needsYaku: boolean): string[] {
  if (chance(rng, 5)) {
    const yakuman = someOf(rng, YAKUMAN_IDS, 2)
    return yakuman.length > 0 ? yakuman : ['guoshi']
  }
  const situational = selfDraw ? ['lingshang', 'menqianzimo'] : ['qianggang', 'gangzhen']
  const list = someOf(rng, [...YAKU_ANY, ...situational, 'longqidui'], 3)
  if (list.includes('qidui') && list.includes('longqidui')) list.splice(list.indexOf('qidui'), 1)
  return needsYaku && list.length === 0 ? ['yiqi'] : list
}

function yaku(rng: Rng): HandInput {
  const f = frame(rng, [2, 3, 4])
  const options = {
    unit: rng.int(1, 5),
    cap: rng.int(5, 15),
    yakumanValue: rng.int(5, 20),
    dealerRule: pick(rng, ['riichi', 'winner'])
  }
  const supporters = Array.from({ length: chance(rng, 50) ? rng.int(1, 3) : 0 }, (_, i) => ({
    id: `s${i}`,
    seat: rng.int(0, f.seats - 1)
  }))
  const dice = rng.int(2, 12)
  const events: HandEvent[] = randomKongs(rng, f.seats, 1, true)
  if (chance(rng, 85)) events.push({ type: 'dice', total: dice })
  const rule = events.some((e) => e.type === 'dice') ? dice : 3
  const outcome = rng.int(0, 9)
  if (outcome === 0) {
    const by = rng.int(0, f.seats - 1)
    const tenpai = someOf(
      rng,
      seatsOf(f.seats).filter((s) => s !== by),
      2
    )
    events.push({ type: 'falseWin', by, multiplier: rng.int(1, 3), tenpai })
  } else if (outcome === 1) {
    events.push({ type: 'draw' })
  } else {
    const maxWins = rule === 2 || rule === 12 ? 4 : rule === 7 ? f.seats - 1 : 1
    const out: boolean[] = new Array(f.seats).fill(false)
    const winCount = rng.int(1, maxWins)
    for (let i = 0; i < winCount; i++) {
      const playing = seatsOf(f.seats).filter((s) => rule !== 7 || !out[s])
      const winner = pick(rng, playing)
      const discarders = playing.filter((s) => s !== winner)
      const selfDraw = rule === 10 || discarders.length === 0 || chance(rng, 50)
      const from = selfDraw ? null : pick(rng, discarders)
      const list = yakuList(rng, selfDraw, rule === 11)
      events.push({
        type: 'win',
        winner,
        from,
        yaku: list,
        dora: rule === 8 ? rng.int(0, 3) : 0,
        eyes258: rule === 5 && list.length === 0
      })
      out[winner] = true
    }
  }
  return { variant: 'yaku', options, ...f, supporters, events }
}

export const RANDOM_HAND: Record<VariantId, (rng: Rng) => HandInput> = {
  hangzhou,
  sichuan,
  changsha,
  anhua,
  anshun,
  yaku
}

/** mulberry32: a small, fast, seeded PRNG. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { int: (min, max) => min + Math.floor(next() * (max - min + 1)) }
}

/** `count` valid hands, cycling through the six variants. */
export function makeRandomHands(count: number, seed = 1): HandInput[] {
  const rng = seededRng(seed)
  const hands: HandInput[] = []
  for (let i = 0; i < count; i++) hands.push(RANDOM_HAND[VARIANT_IDS[i % VARIANT_IDS.length]](rng))
  return hands
}

/** An arbitrary of valid hands of one variant. */
export function handArbitrary(variant: VariantId): fc.Arbitrary<HandInput> {
  return fc.gen().map((g) => RANDOM_HAND[variant]({ int: (min, max) => g(fc.integer, { min, max }) }))
}
