import { describe, expect, it } from 'vitest'
import { newUnitMemo, priceTableTime, RatePlanError } from '../../../src-main/services/fees/pricing'
import type { Pause, RatePlan } from '../../../src-main/model/parlor'
/** Beijing time: bands are read at UTC+8. */
const OFFSET = 480
const hm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5))
/** `at('22:30')` on 2026-11-23, `at('01:00', 1)` on the next day, local time. */
const at = (time: string, day = 0) => Date.UTC(2026, 10, 23 + day) + (hm(time) - OFFSET) * 60_000

const dayNight = (centsDay: number, centsNight: number) => [
  { from: hm('10:00'), to: hm('23:00'), centsPerHour: centsDay },
  { from: hm('23:00'), to: hm('10:00'), centsPerHour: centsNight }
]
/** ¥15/h 10:00–23:00, ¥20/h 23:00–10:00, per 30 min, round up after 5 min. */
const PLAN: RatePlan = {
  bands: dayNight(1500, 2000),
  unitMinutes: 30,
  graceMinutes: 5,
  minimumCents: 0,
  block: null,
  addOns: []
}
/** ¥50 for the first 4 hours, then per hour (grace 10 min). */
const BLOCK: RatePlan = { ...PLAN, unitMinutes: 60, graceMinutes: 10, block: { minutes: 240, cents: 5000 } }
const AIRCON = [{ name: '空调', centsPerHour: 500 }]

interface Case {
  name: string
  plan: RatePlan
  start: number
  stop: number
  pauses?: Pause[]
  total: number
  byBand?: number[]
  billedMinutes?: number
  minimumApplied?: boolean
  addOns?: number[]
}

// Every figure below is worked out by hand in the case's name.
const CASES: Case[] = [
  { name: 'day band 14:00–16:00: 4 × ¥7.50', plan: PLAN, start: at('14:00'), stop: at('16:00'), total: 3000 },
  {
    name: '5 min over is inside the grace',
    plan: PLAN,
    start: at('14:00'),
    stop: at('16:05'),
    total: 3000,
    billedMinutes: 120
  },
  {
    name: '6 min over rounds up a unit: 5 × ¥7.50',
    plan: PLAN,
    start: at('14:00'),
    stop: at('16:06'),
    total: 3750,
    billedMinutes: 150
  },
  {
    name: 'seconds count: 16:05:30 is past the grace',
    plan: PLAN,
    start: at('14:00'),
    stop: at('16:05') + 30_000,
    total: 3750
  },
  {
    name: 'crossing bands and midnight 22:00–00:30: 2 × ¥7.50 + 3 × ¥10',
    plan: PLAN,
    start: at('22:00'),
    stop: at('00:30', 1),
    total: 4500,
    byBand: [1500, 3000]
  },
  {
    name: 'inside the night band across midnight 23:30–01:00: 3 × ¥10',
    plan: PLAN,
    start: at('23:30'),
    stop: at('01:00', 1),
    total: 3000,
    byBand: [0, 3000]
  },
  {
    name: 'a unit is priced by the band it starts in: 22:20, 22:50 day, 23:20 night (10 min > grace)',
    plan: PLAN,
    start: at('22:20'),
    stop: at('23:30'),
    total: 2500,
    byBand: [1500, 1000]
  },
  {
    name: 'night into morning 09:00–11:00: 2 × ¥10 + 2 × ¥7.50',
    plan: PLAN,
    start: at('09:00'),
    stop: at('11:00'),
    total: 3500,
    byBand: [1500, 2000]
  },
  {
    name: 'a pause is not charged: 14:00–17:00 less 45 min = 2 h 15 → 5 units',
    plan: PLAN,
    start: at('14:00'),
    stop: at('17:00'),
    pauses: [{ from: at('15:00'), to: at('15:45') }],
    total: 3750
  },
  {
    name: 'a pause moves later units into the night band: 15 min day, then 30 min from 23:15',
    plan: PLAN,
    start: at('22:00'),
    stop: at('23:45'),
    pauses: [{ from: at('22:15'), to: at('23:15') }],
    total: 1750,
    byBand: [750, 1000]
  },
  {
    name: 'a pause still running at the stop ends there: 14:00–15:00 played',
    plan: PLAN,
    start: at('14:00'),
    stop: at('16:00'),
    pauses: [{ from: at('15:00'), to: null }],
    total: 1500
  },
  {
    name: 'overlapping pauses count once: 14:00–18:00 less 15:00–16:30',
    plan: PLAN,
    start: at('14:00'),
    stop: at('18:00'),
    pauses: [
      { from: at('15:00'), to: at('16:00') },
      { from: at('15:30'), to: at('16:30') }
    ],
    total: 3750
  },
  {
    name: 'minimum charge: 20 min would be ¥7.50, the minimum is ¥20',
    plan: { ...PLAN, minimumCents: 2000 },
    start: at('14:00'),
    stop: at('14:20'),
    total: 2000,
    minimumApplied: true
  },
  {
    name: 'minimum not reached is not applied',
    plan: { ...PLAN, minimumCents: 2000 },
    start: at('14:00'),
    stop: at('16:00'),
    total: 3000,
    minimumApplied: false
  },
  {
    name: 'nothing played costs nothing, minimum or not',
    plan: { ...PLAN, minimumCents: 2000 },
    start: at('14:00'),
    stop: at('14:00'),
    total: 0
  },
  { name: 'inside the grace only: 4 min → 0 units', plan: PLAN, start: at('14:00'), stop: at('14:04'), total: 0 },
  {
    name: 'block: 3 h inside the first 4 h costs the block',
    plan: BLOCK,
    start: at('14:00'),
    stop: at('17:00'),
    total: 5000,
    billedMinutes: 240
  },
  {
    name: 'block: 4 h 10 min, the 10 min are the grace',
    plan: BLOCK,
    start: at('14:00'),
    stop: at('18:10'),
    total: 5000
  },
  {
    name: 'block: 4 h 11 min → block + 1 h at ¥15',
    plan: BLOCK,
    start: at('14:00'),
    stop: at('18:11'),
    total: 6500,
    billedMinutes: 300
  },
  { name: 'block: 6 h 30 → block + 3 h at ¥15', plan: BLOCK, start: at('14:00'), stop: at('20:30'), total: 9500 },
  {
    name: 'block from 20:00 then hours from 00:00 in the night band: ¥50 + 2 × ¥20',
    plan: BLOCK,
    start: at('20:00'),
    stop: at('02:00', 1),
    total: 9000,
    byBand: [5000, 4000]
  },
  {
    name: 'add-on by the hour on the billed minutes: 150 min of 空调 at ¥5/h',
    plan: { ...PLAN, addOns: AIRCON },
    start: at('14:00'),
    stop: at('16:06'),
    total: 3750 + 1250,
    addOns: [1250]
  },
  {
    name: 'add-ons on block time: 300 billed min of 空调 ¥5/h and 暖气 ¥3/h',
    plan: { ...BLOCK, addOns: [...AIRCON, { name: '暖气', centsPerHour: 300 }] },
    start: at('14:00'),
    stop: at('18:11'),
    total: 6500 + 2500 + 1500,
    addOns: [2500, 1500]
  },
  {
    name: 'a rate that does not divide: ¥10/h per 20 min is ¥3.33 a unit',
    plan: { ...PLAN, bands: dayNight(1000, 1000), unitMinutes: 20, graceMinutes: 0 },
    start: at('14:00'),
    stop: at('15:00'),
    total: 999
  }
]

describe('priceTableTime (hand-computed cases)', () => {
  it.each(CASES)('$name', (c) => {
    const fee = priceTableTime({
      plan: c.plan,
      start: c.start,
      stop: c.stop,
      pauses: c.pauses ?? [],
      timeZone: 'Asia/Shanghai'
    })
    expect(fee.totalCents).toBe(c.total)
    expect(Number.isInteger(fee.totalCents)).toBe(true)
    if (c.byBand) expect(fee.byBand).toEqual(c.byBand)
    if (c.billedMinutes !== undefined) expect(fee.billedMinutes).toBe(c.billedMinutes)
    if (c.minimumApplied !== undefined) expect(fee.minimumApplied).toBe(c.minimumApplied)
    if (c.addOns) expect(fee.addOns.map((addOn) => addOn.cents)).toEqual(c.addOns)
    expect(fee.byBand.reduce((sum, cents) => sum + cents, 0)).toBe(fee.timeCents)
    expect(fee.timeCents + fee.addOns.reduce((sum, addOn) => sum + addOn.cents, 0)).toBe(fee.totalCents)
  })

  it('reads the time of day at the parlor’s UTC offset', () => {
    // 14:00–16:00 UTC is 22:00–00:00 in Beijing: 2 day units, 2 night units.
    const start = Date.UTC(2026, 10, 23, 14)
    const stop = Date.UTC(2026, 10, 23, 16)
    expect(priceTableTime({ plan: PLAN, start, stop, pauses: [], timeZone: 'UTC' }).totalCents).toBe(3000)
    expect(priceTableTime({ plan: PLAN, start, stop, pauses: [], timeZone: 'Asia/Shanghai' }).totalCents).toBe(3500)
  })

  it.each([
    [
      'a gap between bands',
      {
        ...PLAN,
        bands: [
          { from: hm('10:00'), to: hm('22:00'), centsPerHour: 1 },
          { from: hm('23:00'), to: hm('10:00'), centsPerHour: 1 }
        ]
      },
      'RATE_BANDS_NOT_A_DAY'
    ],
    [
      'overlapping bands',
      {
        ...PLAN,
        bands: [
          { from: 0, to: 0, centsPerHour: 1 },
          { from: 60, to: 120, centsPerHour: 1 }
        ]
      },
      'RATE_BANDS_NOT_A_DAY'
    ],
    ['grace as long as the unit', { ...PLAN, graceMinutes: 30 }, 'RATE_BAD_GRACE'],
    ['a fractional price', { ...PLAN, bands: dayNight(1500.5, 2000) }, 'RATE_BAD_PRICE'],
    ['no bands', { ...PLAN, bands: [] }, 'RATE_NO_BANDS']
  ] as [string, RatePlan, string][])('refuses %s', (_name, plan, code) => {
    const price = () =>
      priceTableTime({ plan, start: at('14:00'), stop: at('15:00'), pauses: [], timeZone: 'Asia/Shanghai' })
    expect(price).toThrow(RatePlanError)
    expect(price).toThrow(expect.objectContaining({ code }))
  })

  it('accepts one band for the whole day', () => {
    const plan = { ...PLAN, bands: [{ from: 0, to: 0, centsPerHour: 1200 }] }
    expect(
      priceTableTime({ plan, start: at('23:00'), stop: at('01:00', 1), pauses: [], timeZone: 'Asia/Shanghai' })
        .totalCents
    ).toBe(2400)
  })
})

describe('a long clock priced again and again (the floor)', () => {
  it('keeps the units priced before and gives what a fresh pricing gives, pauses and a year included', () => {
    const memo = newUnitMemo()
    const plan = { ...PLAN, unitMinutes: 1, graceMinutes: 0 }
    const start = at('20:00')
    const pauses: Pause[] = [{ from: at('21:00'), to: at('21:30') }]
    for (const days of [0.1, 1, 1.5, 30, 365, 365.2]) {
      const request = { plan, start, stop: start + days * 86_400_000, pauses, timeZone: 'Asia/Shanghai' }
      expect(priceTableTime(request, memo)).toEqual(priceTableTime(request))
      expect(memo.units).toBe(priceTableTime(request).units)
    }
    // A new pause (the clock changed under the memo) prices everything again, still right.
    const paused = { plan, start, stop: start + 400 * 86_400_000, pauses: [...pauses, { from: at('23:00'), to: null }] }
    expect(priceTableTime({ ...paused, timeZone: 'Asia/Shanghai' }, memo)).toEqual(
      priceTableTime({ ...paused, timeZone: 'Asia/Shanghai' })
    )
  })
})
