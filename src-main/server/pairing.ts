import { randomInt } from 'node:crypto'
import { AppError } from '../errors'
import type { DeviceGrant } from '../services/lan/devices'

/** A pairing code is valid this long and once. */
export const PAIRING_CODE_MS = 2 * 60_000
/** After this many wrong codes in a row, pairing is refused for LOCK_MS (even with a right code). */
export const WRONG_CODES_BEFORE_LOCK = 10
export const LOCK_MS = 60_000

interface Pending {
  grant: DeviceGrant
  expiresAt: number
}

export interface PairingCode {
  code: string
  expiresAt: number
}

const wrongCode = () =>
  new AppError('PAIRING_CODE_WRONG', '配对码不对或已过期，请在前台重新生成。', 'The pairing code is wrong or expired.')
const locked = () =>
  new AppError(
    'PAIRING_LOCKED',
    '配对码错误次数太多，配对已锁定一分钟。',
    'Too many wrong pairing codes: pairing is locked for a minute.'
  )

/**
 * The one-time six-digit codes the desk hands out (each with the role and table it grants), kept
 * in memory only: a restart forgets them. Redeeming a code removes it; wrong codes lock pairing.
 */
export class PairingCodes {
  private readonly pending = new Map<string, Pending>()
  private wrong = 0
  private lockedUntil = 0

  constructor(private readonly now: () => number = Date.now) {}

  issue(grant: DeviceGrant): PairingCode {
    const at = this.now()
    for (const [code, entry] of this.pending) if (entry.expiresAt <= at) this.pending.delete(code)
    let code: string
    do code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    while (this.pending.has(code))
    const expiresAt = at + PAIRING_CODE_MS
    this.pending.set(code, { grant, expiresAt })
    return { code, expiresAt }
  }

  /** The grant of a valid code, which is used up; throws on a wrong, expired or locked attempt. */
  redeem(code: string): DeviceGrant {
    const at = this.now()
    if (at < this.lockedUntil) throw locked()
    const entry = this.pending.get(code)
    if (!entry || entry.expiresAt <= at) {
      this.wrong += 1
      if (this.wrong >= WRONG_CODES_BEFORE_LOCK) {
        this.wrong = 0
        this.lockedUntil = at + LOCK_MS
      }
      throw wrongCode()
    }
    this.pending.delete(code)
    this.wrong = 0
    return entry.grant
  }
}
