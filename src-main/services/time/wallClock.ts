import type { ClockJump } from '../../model/parlor'

interface WatchedClock {
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
