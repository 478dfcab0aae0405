/**
 * PINs: scrypt with a random salt per PIN (node:crypto), compared in constant time. The stored
 * value is salt ‖ key in hex, and it never leaves main (nor reaches any window).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** What a PIN is: 4 to 8 digits (checked by the API's schema and by the reset on the data file's machine). */
export const PIN_PATTERN = /^\d{4,8}$/

const SALT_BYTES = 16
const KEY_BYTES = 32
/** N = 2^14: about 50 ms a guess on a desk PC, 16 MiB of memory. */
const OPTIONS: ScryptOptions = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

function derive(pin: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_BYTES, OPTIONS, (error, key) => (error ? reject(error) : resolve(key)))
  )
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  return Buffer.concat([salt, await derive(pin, salt)]).toString('hex')
}

export async function pinMatches(pin: string, storedHex: string): Promise<boolean> {
  const stored = Buffer.from(storedHex, 'hex')
  if (stored.length !== SALT_BYTES + KEY_BYTES) return false
  const key = await derive(pin, stored.subarray(0, SALT_BYTES))
  return timingSafeEqual(key, stored.subarray(SALT_BYTES))
}
