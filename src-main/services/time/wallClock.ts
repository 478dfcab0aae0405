/**
 * The wall clock as main reads it, watched against a monotonic clock: a jump of the PC's clock
 * (set forward or back by hand, a dead CMOS battery, a sync) is logged and kept for the floor to
 * show. The time given never runs backwards while the app runs, so a clock set back cannot
 * shorten a table's time.
 */
export interface ClockJump {
  /** When it was noticed (the trusted time). */
  at: number
  /** How far the wall clock moved beyond the time that passed: + forward, − back. */
  jumpMs: number
}

export interface WatchedClock {
  now(): number
  jumps(): ClockJump[]
}

/** A jump smaller than this is a clock's ordinary correction. */
const JUMP_MS = 2 * 60_000
const KEPT_JUMPS = 20

export function watchedClock(
  wall: () => number = Date.now,
  mono: () => number = () => performance.now(),
  onJump: (jump: ClockJump) => void = () => {}
): WatchedClock {
  let last: { trusted: number; wall: number; mono: number } | null = null
  const jumps: ClockJump[] = []
  return {
    now() {
      const wallNow = wall()
      const monoNow = mono()
      const passed = last ? monoNow - last.mono : 0
      const trusted = last ? Math.max(wallNow, last.trusted + passed) : wallNow
      const jumpMs = last ? wallNow - last.wall - passed : 0
      if (Math.abs(jumpMs) >= JUMP_MS) {
        const jump = { at: trusted, jumpMs }
        jumps.push(jump)
        if (jumps.length > KEPT_JUMPS) jumps.shift()
        onJump(jump)
      }
      last = { trusted, wall: wallNow, mono: monoNow }
      return trusted
    },
    jumps: () => [...jumps]
  }
}
