import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { proportionalPayments } from '../../../src-main/services/payments'
import { computeSettlement } from '../../../src-main/services/settlement'
import type { SettlementPayment } from '../../../src-main/model/sessions'

const seats = ['陈静', '张伟', '杨磊'].map((name, index) => ({ playerId: index + 1, name }))
const paid = (payments: SettlementPayment[], key: string) =>
  payments.filter((payment) => payment.from === key).reduce((sum, payment) => sum + payment.amountCents, 0)
const received = (payments: SettlementPayment[], key: string) =>
  payments.filter((payment) => payment.to === key).reduce((sum, payment) => sum + payment.amountCents, 0)

describe('who pays whom (issue 11)', () => {
  // ¥20 a player; 陈静 −21 points, 张伟 −8, 杨磊 +29 at ¥1 a point.
  const settlement = computeSettlement({
    variant: 'sichuan',
    seats,
    backers: [],
    rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'perPlayer', amount: 20 } },
    hands: [{ deltas: [-21, -8, 29], supporterDeltas: {}, transfers: [] }]
  })

  it.each(['payments', 'directPayments'] as const)(
    '%s: each fee goes to the house, winnings between players',
    (kind) => {
      const payments = settlement[kind]
      for (const key of ['seat:0', 'seat:1', 'seat:2']) {
        expect(payments.filter((p) => p.from === key && p.to === 'house')).toEqual([
          { from: key, to: 'house', amountCents: 2000 }
        ])
      }
      expect(received(payments, 'house')).toBe(6000)
      expect(paid(payments, 'seat:1')).toBe(2800) // 张伟: his fee and the ¥8 he lost, nothing more
      expect(paid(payments, 'seat:0')).toBe(4100)
      expect(received(payments, 'seat:2') - paid(payments, 'seat:2')).toBe(900) // 29 won − 20 fee
    }
  )

  it('direct payments: every loser pays every winner in proportion, to the cent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50_000, max: 50_000 }), { minLength: 2, maxLength: 8 }), (amounts) => {
        const last = 0 - amounts.reduce((sum, cents) => sum + cents, 0) // never -0
        const balances = new Map([...amounts, last].map((cents, index) => [`p${index}`, cents]))
        const payments = proportionalPayments(balances)
        for (const [key, cents] of balances) {
          const net = payments.reduce((sum, p) => sum + (p.to === key ? p.cents : p.from === key ? -p.cents : 0), 0)
          expect(net).toBe(cents)
        }
        for (const payment of payments) expect(payment.cents).toBeGreaterThan(0)
      })
    )
  })
})
