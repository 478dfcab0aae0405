/** A token bucket per key: `burst` calls at once, refilled at `perSecond`. */
export class RateLimit {
  private readonly buckets = new Map<string | number, { tokens: number; at: number }>()

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now
  ) {}

  /** Takes one call from the key's bucket; false when it is empty. */
  take(key: string | number): boolean {
    const at = this.now()
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at }
    // a wall clock set back refills nothing (rather than emptying every bucket for as long as it went back)
    const elapsed = Math.max(0, at - bucket.at)
    bucket.tokens = Math.min(this.burst, bucket.tokens + (elapsed / 1000) * this.perSecond)
    bucket.at = at
    const allowed = bucket.tokens >= 1
    if (allowed) bucket.tokens -= 1
    this.buckets.set(key, bucket)
    return allowed
  }
}
