/**
 * Table-time pricing. PURE: no SQLite, no Electron, no clock — times come in as epoch
 * milliseconds, the time of day is read in the parlor's time zone (never the process's), money is
 * integer cents.
 *
 * The rules, in order:
 * - played time is the span from start to stop minus pauses;
 * - an optional first block charges a flat price for its minutes (and for any shorter stay);
 * - the time after the block is cut into billing units; a last partial unit is charged only
 *   when it runs past the grace minutes; each unit costs its band's hourly rate × unit / 60,
 *   the band being the one in force (local time of day) when the unit starts;
 * - the minimum charge applies to this table time; add-ons (空调, 暖气) are charged by the hour
 *   on the billed minutes on top.
 */
import { zoneOffsetMinutes } from '../time/zone'
import type { Pause, RatePlan, FeeBreakdown, RateBand } from '../../model/parlor'

export interface PriceRequest {
  plan: RatePlan
  start: number
  stop: number
  pauses: Pause[]
  /** The parlor's zone (Asia/Shanghai, or a fixed +08:00); bands are read in its local time. */
  timeZone: string
}

const MINUTE = 60_000
const QUARTER = 15 * MINUTE
const DAY_MINUTES = 24 * 60

export class RatePlanError extends Error {
  constructor(
    readonly code: string,
    readonly messageZh: string,
    readonly messageEn: string
  ) {
    super(messageEn)
  }
}

function bandMinutes(band: RateBand): number {
  return band.to > band.from ? band.to - band.from : DAY_MINUTES - band.from + band.to
}

function bandCovers(band: RateBand, minuteOfDay: number): boolean {
  return band.to > band.from
    ? minuteOfDay >= band.from && minuteOfDay < band.to
    : minuteOfDay >= band.from || minuteOfDay < band.to
}

/** Throws a RatePlanError naming the first thing wrong with the plan. */
export function checkRatePlan(plan: RatePlan): void {
  const fail = (code: string, zh: string, en: string) => {
    throw new RatePlanError(code, zh, en)
  }
  const whole = (n: number, min: number) => Number.isInteger(n) && n >= min
  if (plan.bands.length === 0)
    fail('RATE_NO_BANDS', '计费方案至少要有一个时段。', 'A rate plan needs at least one band.')
  for (const band of plan.bands) {
    if (!whole(band.from, 0) || !whole(band.to, 0) || band.from >= DAY_MINUTES || band.to > DAY_MINUTES) {
      fail('RATE_BAD_BAND', '时段的起止时间不对（00:00–24:00）。', 'A band must start and end between 00:00 and 24:00.')
    }
    if (!whole(band.centsPerHour, 0))
      fail('RATE_BAD_PRICE', '每小时价格不能为负。', 'An hourly price cannot be negative.')
  }
  const covered = plan.bands.reduce((total, band) => total + bandMinutes(band), 0)
  const gapOrOverlap = covered !== DAY_MINUTES || hasUncoveredMinute(plan.bands)
  if (gapOrOverlap) {
    fail(
      'RATE_BANDS_NOT_A_DAY',
      '各时段要正好覆盖一天 24 小时，不能重叠或留空。',
      'The bands must cover the 24 hours exactly, without overlap or gap.'
    )
  }
  if (!whole(plan.unitMinutes, 1) || plan.unitMinutes > DAY_MINUTES) {
    fail('RATE_BAD_UNIT', '计费单位要在 1 分钟到 24 小时之间。', 'The billing unit must be 1 minute to 24 hours.')
  }
  if (!whole(plan.graceMinutes, 0) || plan.graceMinutes >= plan.unitMinutes) {
    fail('RATE_BAD_GRACE', '免费宽限要短于一个计费单位。', 'The grace must be shorter than one billing unit.')
  }
  if (!whole(plan.minimumCents, 0))
    fail('RATE_BAD_PRICE', '最低消费不能为负。', 'The minimum charge cannot be negative.')
  if (plan.block && (!whole(plan.block.minutes, 1) || !whole(plan.block.cents, 0))) {
    fail('RATE_BAD_BLOCK', '首段包时的时长和价格不对。', 'The first block needs a length and a price.')
  }
  for (const addOn of plan.addOns) {
    if (!whole(addOn.centsPerHour, 0))
      fail('RATE_BAD_PRICE', '附加项价格不能为负。', 'An add-on price cannot be negative.')
  }
}

function hasUncoveredMinute(bands: RateBand[]): boolean {
  for (let minute = 0; minute < DAY_MINUTES; minute += 1) {
    if (bands.filter((band) => bandCovers(band, minute)).length !== 1) return true
  }
  return false
}

/** The wall-clock intervals actually played: [start, stop] minus the pauses. */
export function playedIntervals(start: number, stop: number, pauses: Pause[]): [number, number][] {
  const sorted = pauses
    .map((pause) => [Math.max(start, pause.from), Math.min(stop, pause.to ?? stop)] as [number, number])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0])
  const played: [number, number][] = []
  let cursor = start
  for (const [from, to] of sorted) {
    if (from > cursor) played.push([cursor, from])
    cursor = Math.max(cursor, to)
  }
  if (stop > cursor) played.push([cursor, stop])
  return played
}

/** The wall-clock time at `offset` ms of play. */
function wallTimeAt(intervals: [number, number][], offset: number): number {
  let left = offset
  for (const [from, to] of intervals) {
    if (left < to - from) return from + left
    left -= to - from
  }
  const last = intervals.at(-1)
  return last ? last[1] : 0
}

export function bandIndexAt(plan: RatePlan, time: number, timeZone: string): number {
  const local = Math.floor(time / MINUTE) + zoneOffsetMinutes(timeZone, time)
  const minuteOfDay = ((local % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES
  return plan.bands.findIndex((band) => bandCovers(band, minuteOfDay))
}

/** Cents of `centsPerHour` for `minutes`, to the nearest cent. */
export function hourlyCents(centsPerHour: number, minutes: number): number {
  return Math.round((centsPerHour * minutes) / 60)
}

/** Units charged for `ms` of play: whole units, plus one for a remainder past the grace. */
function unitsFor(ms: number, plan: RatePlan): number {
  const unitMs = plan.unitMinutes * MINUTE
  const whole = Math.floor(ms / unitMs)
  return ms - whole * unitMs > plan.graceMinutes * MINUTE ? whole + 1 : whole
}

/** The band of each minute of the local day. */
function bandsByMinute(plan: RatePlan): Int32Array {
  const bands = new Int32Array(DAY_MINUTES)
  for (let minute = 0; minute < DAY_MINUTES; minute += 1) {
    bands[minute] = plan.bands.findIndex((band) => bandCovers(band, minute))
  }
  return bands
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
const floorMod = (n: number, m: number) => ((n % m) + m) % m

/**
 * Where the zone's offset holds between `from` and `to`: the runs' starts and offsets. Offsets are
 * read once a day and a change is found by halving down to the quarter hour (offsets change on
 * quarter hours at the finest, at most once in a day).
 */
function offsetRuns(zone: string, from: number, to: number): { start: number; offset: number }[] {
  const runs = [{ start: from, offset: zoneOffsetMinutes(zone, from) }]
  for (let probe = from; probe < to;) {
    const next = Math.min(to, probe + DAY_MINUTES * MINUTE)
    const offset = zoneOffsetMinutes(zone, next)
    const current = runs[runs.length - 1].offset
    if (offset !== current) {
      let low = Math.floor(probe / QUARTER)
      let high = Math.floor(next / QUARTER)
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2)
        if (zoneOffsetMinutes(zone, middle * QUARTER) === current) low = middle
        else high = middle
      }
      runs.push({ start: Math.max(from, high * QUARTER), offset })
    }
    probe = next
  }
  return runs
}

/**
 * How many of the billing units `first` to `last` (excluded) fall in each band. A unit starts
 * `unitsFrom + unit × unitMinutes` into the play; within a played interval under one zone offset,
 * the local minutes of the units' starts step by the unit around the day, so they repeat every
 * 1440 / gcd(unit, 1440) units: one turn of that cycle is counted and multiplied, and only the
 * rest walked. A year-long clock costs a day's minutes, not a year's units.
 */
function countUnitsByBand(
  plan: RatePlan,
  intervals: [number, number][],
  timeZone: string,
  units: { unitsFrom: number; first: number; last: number }
): number[] {
  const counts = plan.bands.map(() => 0)
  if (units.last <= units.first) return counts
  const bandOf = bandsByMinute(plan)
  const step = plan.unitMinutes
  const unitMs = step * MINUTE
  const cycle = DAY_MINUTES / gcd(step, DAY_MINUTES)
  const walk = (startMinute: number, count: number, times: number) => {
    for (let unit = 0, minute = floorMod(startMinute, DAY_MINUTES); unit < count; unit += 1) {
      counts[bandOf[minute]] += times
      minute = (minute + step) % DAY_MINUTES
    }
  }
  const count = (firstStart: number, n: number, offset: number) => {
    const startMinute = Math.floor(firstStart / MINUTE) + offset
    walk(startMinute, Math.min(n, cycle), Math.floor(n / cycle))
    walk(startMinute, n % cycle, 1)
  }
  let playedBefore = 0
  for (const [from, to] of intervals) {
    // The units whose start falls in this interval's play: [playedBefore, playedBefore + to − from).
    const unitAt = (played: number) => Math.ceil((played - units.unitsFrom) / unitMs)
    const firstUnit = Math.max(units.first, unitAt(playedBefore))
    const lastUnit = Math.min(units.last, unitAt(playedBefore + to - from))
    playedBefore += to - from
    if (lastUnit <= firstUnit) continue
    const wallOf = (unit: number) => from + units.unitsFrom + unit * unitMs - (playedBefore - (to - from))
    const runs = offsetRuns(timeZone, wallOf(firstUnit), wallOf(lastUnit - 1))
    runs.forEach((run, index) => {
      const runEnd = runs[index + 1]?.start ?? Infinity
      const runFirst = Math.max(firstUnit, firstUnit + Math.ceil((run.start - wallOf(firstUnit)) / unitMs))
      const runLast = Math.min(lastUnit, firstUnit + Math.ceil((runEnd - wallOf(firstUnit)) / unitMs))
      if (runLast > runFirst) count(wallOf(runFirst), runLast - runFirst, run.offset)
    })
  }
  return counts
}

/**
 * The priced units of a clock still running, kept between pricings (the floor prices every table
 * every few seconds): a unit's band depends only on the play before it, so a unit once priced
 * keeps its price while the plan, the start, the zone and the pauses stay as they were.
 */
export interface UnitMemo {
  key: string
  units: number
  byBand: number[]
}

export function newUnitMemo(): UnitMemo {
  return { key: '', units: 0, byBand: [] }
}

export function priceTableTime(request: PriceRequest, memo?: UnitMemo): FeeBreakdown {
  const { plan, timeZone } = request
  checkRatePlan(plan)
  const intervals = playedIntervals(request.start, Math.max(request.start, request.stop), request.pauses)
  const playedMs = intervals.reduce((total, [from, to]) => total + (to - from), 0)
  const byBand = new Array<number>(plan.bands.length).fill(0)
  const bandAt = (offset: number) => bandIndexAt(plan, wallTimeAt(intervals, offset), timeZone)

  let billedMinutes = 0
  let unitsFrom = 0
  if (plan.block && playedMs > 0) {
    byBand[bandAt(0)] += plan.block.cents
    billedMinutes = plan.block.minutes
    unitsFrom = plan.block.minutes * MINUTE
  }
  const units = unitsFor(Math.max(0, playedMs - unitsFrom), plan)
  const key = JSON.stringify([plan, request.start, request.pauses, timeZone])
  const known = memo?.key === key && memo.units <= units ? memo : { key, units: 0, byBand: byBand.map(() => 0) }
  const unitBands = [...known.byBand]
  const counts = countUnitsByBand(plan, intervals, timeZone, { unitsFrom, first: known.units, last: units })
  counts.forEach(
    (count, band) => (unitBands[band] += count * hourlyCents(plan.bands[band].centsPerHour, plan.unitMinutes))
  )
  if (memo) Object.assign(memo, { key, units, byBand: [...unitBands] })
  unitBands.forEach((cents, band) => (byBand[band] += cents))
  billedMinutes += units * plan.unitMinutes

  const charged = byBand.reduce((total, cents) => total + cents, 0)
  const minimumApplied = playedMs > 0 && charged < plan.minimumCents
  if (minimumApplied) byBand[bandAt(0)] += plan.minimumCents - charged
  const timeCents = byBand.reduce((total, cents) => total + cents, 0)
  const addOns = plan.addOns.map((addOn) => ({
    name: addOn.name,
    cents: hourlyCents(addOn.centsPerHour, billedMinutes)
  }))
  const totalCents = timeCents + addOns.reduce((total, addOn) => total + addOn.cents, 0)
  return { playedMs, billedMinutes, units, byBand, timeCents, minimumApplied, addOns, totalCents }
}
