import { describe, expect, it } from 'vitest'
import { LOCK_MS, PAIRING_CODE_MS, PairingCodes } from '../../../src-main/server/pairing'

const desk = { role: 'desk' as const, tableId: null }
const code = (error: unknown) => (error as { code: string }).code

describe('pairing codes', () => {
  it('are six digits, valid two minutes, once', () => {
    let now = 1_000_000
    const codes = new PairingCodes(() => now)
    const first = codes.issue(desk)
    expect(first.code).toMatch(/^\d{6}$/)
    expect(first.expiresAt).toBe(now + PAIRING_CODE_MS)
    expect(codes.redeem(first.code)).toEqual(desk)
    expect(() => codes.redeem(first.code)).toThrow(expect.objectContaining({ code: 'PAIRING_CODE_WRONG' }))

    const late = codes.issue({ role: 'display', tableId: 3 })
    now += PAIRING_CODE_MS
    expect(() => codes.redeem(late.code)).toThrow(expect.objectContaining({ code: 'PAIRING_CODE_WRONG' }))
  })

  it('lock for a minute after ten wrong codes, a right one included, then open again', () => {
    let now = 0
    const codes = new PairingCodes(() => now)
    const right = codes.issue(desk).code
    const wrong = right === '123456' ? '654321' : '123456'
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(() => codes.redeem(wrong)).toThrow()
    }
    try {
      codes.redeem(right)
      expect.unreachable()
    } catch (error) {
      expect(code(error)).toBe('PAIRING_LOCKED')
    }
    now += LOCK_MS
    expect(codes.redeem(right)).toEqual(desk)
  })
})
