import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bandIndexAt,
  hourlyCents,
  newUnitMemo,
  playedIntervals,
  priceTableTime,
  type PriceRequest
} from '../../../src-main/services/fees/pricing'
import type { Pause, RatePlan } from '../../../src-main/model/parlor'
const MINUTE = 60_000
const DAY = 1440 * MINUTE
/** 2026-11-23 00:00 UTC: spans start around here, at any second. */
const BASE = Date.UTC(2026, 10, 23)

/**
 * The reference: each billing unit walked one by one, priced at the band in force (in the zone's
 * local time) at the wall time the unit starts, as a clock was priced before the fast path; the
 * block and a minimum's top-up go to the band the stay starts in.
 */
function unitWalk(request: PriceRequest): number[] {
  const { plan, timeZone } = request
  const intervals = playedIntervals(request.start, Math.max(request.start, request.stop), request.pauses)
  const playedMs = intervals.reduce((total, [from, to]) => total + (to - from), 0)
  const wallAt = (offset: number) => {
    let left = offset
    for (const [from, to] of intervals) {
      if (left < to - from) return from + left
      left -= to - from
    }
    return intervals.at(-1)?.[1] ?? 0
  }
  const unitsFrom = plan.block && playedMs > 0 ? plan.block.minutes * MINUTE : 0
  const unitMs = plan.unitMinutes * MINUTE
  const rest = Math.max(0, playedMs - unitsFrom)
  const whole = Math.floor(rest / unitMs)
  const units = rest - whole * unitMs > plan.graceMinutes * MINUTE ? whole + 1 : whole
  const byBand = plan.bands.map(() => 0)
  const firstBand = bandIndexAt(plan, wallAt(0), timeZone)
  if (plan.block && playedMs > 0) byBand[firstBand] += plan.block.cents
  for (let unit = 0; unit < units; unit += 1) {
    const band = bandIndexAt(plan, wallAt(unitsFrom + unit * unitMs), timeZone)
    byBand[band] += hourlyCents(plan.bands[band].centsPerHour, plan.unitMinutes)
  }
  const charged = byBand.reduce((total, cents) => total + cents, 0)
  if (playedMs > 0 && charged < plan.minimumCents) byBand[firstBand] += plan.minimumCents - charged
  return byBand
}

/** Bands cutting the day at random minutes (one band may cross midnight), each with its own price. */
const bands = fc
  .uniqueArray(fc.integer({ min: 0, max: 1439 }), { minLength: 1, maxLength: 5 })
  .chain((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b)
    return fc.tuple(
      fc.constant(sorted),
      fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: sorted.length, maxLength: sorted.length })
    )
  })
  .map(([cuts, prices]) =>
    cuts.map((from, index) => ({
      from,
      to: cuts.length === 1 ? from : cuts[(index + 1) % cuts.length],
      centsPerHour: prices[index]
    }))
  )

const plan: fc.Arbitrary<RatePlan> = fc
  .record({
    bands,
    unitMinutes: fc.oneof(fc.constantFrom(1, 5, 7, 15, 30, 45, 60, 90, 360, 1440), fc.integer({ min: 1, max: 1440 })),
    graceFraction: fc.double({ min: 0, max: 0.99, noNaN: true }),
    block: fc.option(
      fc.record({ minutes: fc.integer({ min: 1, max: 600 }), cents: fc.integer({ min: 0, max: 9999 }) })
    ),
    minimumCents: fc.integer({ min: 0, max: 5000 })
  })
  .map(({ graceFraction, unitMinutes, ...rest }) => ({
    ...rest,
    unitMinutes,
    graceMinutes: Math.floor(graceFraction * unitMinutes),
    addOns: [{ name: '空调', centsPerHour: 500 }]
  }))

/**
 * Spans from a minute to 40 days (the walk is the slow part here) on any day of a year (summer
 * time starts and ends), starting on a band edge, on the 06:00 cutoff or at any second.
 */
const span = fc.record({
  startDay: fc.integer({ min: 0, max: 400 }),
  startMinute: fc.oneof(fc.constantFrom(0, 360, 600, 1380, 1439), fc.integer({ min: 0, max: 1439 })),
  startSecond: fc.integer({ min: 0, max: 59 }),
  minutes: fc.oneof(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 600, max: 40 * 1440 })),
  pauses: fc.array(
    fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), minutes: fc.integer({ min: 1, max: 3000 }) }),
    {
      maxLength: 4
    }
  ),
  running: fc.boolean()
})

/** Fixed offsets, zones without summer time, and one with it (the walk and the fast path must agree there too). */
const zone = fc.constantFrom(
  'Asia/Shanghai',
  'UTC',
  '+05:45',
  '-03:30',
  'Asia/Kolkata',
  'Europe/Berlin',
  'America/New_York'
)

type Span = typeof span extends fc.Arbitrary<infer T> ? T : never

function request(p: RatePlan, s: Span, timeZone: string): PriceRequest {
  const start = BASE + s.startDay * DAY + s.startMinute * MINUTE + s.startSecond * 1000
  const stop = start + s.minutes * MINUTE
  const pauses: Pause[] = s.pauses.map((pause, index) => {
    const from = start + Math.floor(pause.at * s.minutes) * MINUTE
    const open = s.running && index === s.pauses.length - 1
    return { from, to: open ? null : from + pause.minutes * MINUTE }
  })
  return { plan: p, start, stop, pauses, timeZone }
}

describe('pricing a long clock', () => {
  it('gives the same cents by band as walking every unit', () => {
    fc.assert(
      fc.property(plan, span, zone, (p, s, timeZone) => {
        const asked = request(p, s, timeZone)
        expect(priceTableTime(asked).byBand).toEqual(unitWalk(asked))
      }),
      { numRuns: 300 }
    )
  }, 120_000)

  it('keeps the same cents when the floor looks again and again at a running clock', () => {
    fc.assert(
      fc.property(
        plan,
        span,
        zone,
        fc.array(fc.integer({ min: 1, max: 3 * 1440 }), { minLength: 1, maxLength: 5 }),
        (p, s, timeZone, steps) => {
          const memo = newUnitMemo()
          const first = request(p, { ...s, running: false }, timeZone)
          let stop = first.stop
          for (const minutes of steps) {
            stop += minutes * MINUTE
            const looked = { ...first, stop }
            expect(priceTableTime(looked, memo).byBand).toEqual(unitWalk(looked))
          }
        }
      ),
      { numRuns: 100 }
    )
  }, 120_000)

  it('prices a year at one-minute units as the walk does, over summer time too', () => {
    const p: RatePlan = {
      // An edge at 02:30: inside the hour summer time skips or repeats.
      bands: [
        { from: 30, to: 150, centsPerHour: 800 },
        { from: 150, to: 600, centsPerHour: 1000 },
        { from: 600, to: 1380, centsPerHour: 1500 },
        { from: 1380, to: 30, centsPerHour: 2000 }
      ],
      unitMinutes: 1,
      graceMinutes: 0,
      minimumCents: 0,
      block: null,
      addOns: []
    }
    for (const timeZone of ['Asia/Shanghai', 'Europe/Berlin', 'America/New_York']) {
      const year = { plan: p, start: BASE + 17_000, stop: BASE + 365 * DAY, pauses: [], timeZone }
      expect(priceTableTime(year).byBand).toEqual(unitWalk(year))
    }
  }, 120_000)
})
