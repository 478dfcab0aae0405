import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createPlayer } from '../../../src-main/services/roster'
import { businessDayOf } from '../../../src-main/services/time/businessDay'
import { getParlorSettings } from '../../../src-main/services/parlor/setup'
import { DEFAULT_TENDERS } from '../../../src-main/services/parlor/tenders'
import { PINS, withStaff } from '../../support/staff'

const tender = fc.constantFrom(...DEFAULT_TENDERS)
const move = fc.record({
  kind: fc.constantFrom('topup', 'refund') as fc.Arbitrary<'topup' | 'refund'>,
  tender,
  cents: fc.integer({ min: 1, max: 50_000 }),
  /** before the shift, in it, after it */
  when: fc.constantFrom('before', 'in', 'in', 'in', 'after') as fc.Arbitrary<'before' | 'in' | 'after'>
})
const floats = fc.uniqueArray(fc.record({ tender, cents: fc.integer({ min: 0, max: 200_000 }) }), {
  selector: (line) => line.tender,
  maxLength: 4
})

/** The data file of `withStaff`, the cashier signed in at the desk, and one member account. */
async function cashierWithMember() {
  const staff = await withStaff()
  await staff.signInAs('cashier')
  const player = createPlayer(staff.ctx.db, { name: '会员', nickname: '', phone: '', note: '', allowDuplicate: false })
  return { staff, player: player.id }
}

describe('shifts (交班)', () => {
  it('expects float + the shift’s movements per tender; the difference is counted − expected', async () => {
    const { staff, player } = await cashierWithMember()
    let balance = 0
    const apply = async (step: { kind: 'topup' | 'refund'; tender: string; cents: number }) => {
      staff.clock.at += 60_000
      if (step.kind === 'refund' && step.cents > balance) return 0
      const method = step.kind === 'topup' ? 'accounts.topUp' : 'accounts.refund'
      const grant = step.kind === 'refund' ? { ownerGrant: { staffId: staff.ids.owner, pin: PINS.owner } } : {}
      const reply = await staff.call(method, { playerId: player, cents: step.cents, tender: step.tender, ...grant })
      expect(reply.ok, JSON.stringify(reply)).toBe(true)
      const bonus = reply.data.entries.filter((entry: { kind: string }) => entry.kind === 'bonus')
      balance +=
        (step.kind === 'topup' ? step.cents : -step.cents) +
        bonus.reduce((s: number, e: { amountCents: number }) => s + e.amountCents, 0)
      return step.kind === 'topup' ? step.cents : -step.cents
    }
    await fc.assert(
      fc.asyncProperty(
        floats,
        fc.array(move, { maxLength: 8 }),
        fc.integer({ min: -5_000, max: 5_000 }),
        async (float, moves, off) => {
          for (const step of moves.filter((m) => m.when === 'before')) await apply(step)
          staff.clock.at += 60_000
          const opened = await staff.call('shifts.open', { floats: float })
          expect(opened.ok, JSON.stringify(opened)).toBe(true)
          const expected = new Map(DEFAULT_TENDERS.map((t) => [t, float.find((line) => line.tender === t)?.cents ?? 0]))
          for (const step of moves.filter((m) => m.when === 'in')) {
            const moved = await apply(step)
            expected.set(step.tender, expected.get(step.tender)! + moved)
          }
          staff.clock.at += 60_000
          const preview = (await staff.call('shifts.current')).data
          for (const line of preview.lines) {
            expect(line.expectedCents, line.tender).toBe(expected.get(line.tender))
            expect(line.expectedCents).toBe(line.floatCents + line.movementCents)
            expect(line.movementCents).toBe(
              line.topupCents - line.refundCents + line.settlementInCents - line.settlementOutCents
            )
          }
          // count every tender right but 现金, which is `off` cents over (长款) or short (短款)
          const counted = DEFAULT_TENDERS.map((t) => ({
            tender: t,
            cents: Math.max(0, expected.get(t)! + (t === '现金' ? off : 0))
          }))
          const differences = counted.map((line) => line.cents - expected.get(line.tender)!)
          const closed = await staff.call('shifts.close', {
            counted,
            reason: differences.every((d) => d === 0) ? '' : '点错钞',
            pin: PINS.cashier
          })
          expect(closed.ok, JSON.stringify(closed)).toBe(true)
          expect(closed.data.lines.map((line: { differenceCents: number }) => line.differenceCents)).toEqual(
            differences
          )
          expect(closed.data.differenceCents).toBe(differences.reduce((a, b) => a + b, 0))
          expect(closed.data.closedByName).toBe('小李')
          // movements after the close do not change the closed shift
          for (const step of moves.filter((m) => m.when === 'after')) await apply(step)
          const again = (await staff.call('shifts.get', { id: closed.data.id })).data
          expect(again.lines).toEqual(closed.data.lines)
        }
      ),
      { numRuns: 25, endOnFailure: true }
    )
  }, 120_000)

  it('the day’s shifts add up to the day’s report, tender by tender', async () => {
    const { staff, player } = await cashierWithMember()
    const day = businessDayOf(staff.clock.at, getParlorSettings(staff.ctx.db))
    const tenders = ['现金', '微信', '支付宝']
    for (let shift = 0; shift < 2; shift++) {
      expect((await staff.call('shifts.open', { floats: [{ tender: '现金', cents: 50_000 }] })).ok).toBe(true)
      for (let i = 0; i < 4; i++) {
        staff.clock.at += 60_000
        await staff.call('accounts.topUp', { playerId: player, cents: 1_000 * (i + 1) + shift, tender: tenders[i % 3] })
      }
      const current = (await staff.call('shifts.current')).data
      const counted = current.lines.map((line: { tender: string; expectedCents: number }) => ({
        tender: line.tender,
        cents: line.expectedCents
      }))
      expect((await staff.call('shifts.close', { counted, pin: PINS.cashier })).ok).toBe(true)
      staff.clock.at += 60_000
    }
    const shifts = (await staff.call('shifts.list', { businessDay: day })).data
    expect(shifts).toHaveLength(2)
    const report = (await staff.call('reports.parlor', { period: day })).data
    for (const line of report.tenders) {
      const summed = shifts.reduce(
        (total: number, shift: { lines: { tender: string; movementCents: number }[] }) =>
          total + (shift.lines.find((l) => l.tender === line.tender)?.movementCents ?? 0),
        0
      )
      expect(summed, line.tender).toBe(line.netCents)
    }
  })

  it('refuses a close without the closer’s PIN, with a wrong PIN, or with a difference and no reason; nothing changes', async () => {
    const staff = await withStaff()
    await staff.signInAs('cashier')
    await staff.call('shifts.open', { floats: [{ tender: '现金', cents: 10_000 }] })
    const counted = [{ tender: '现金', cents: 9_000 }]
    expect((await staff.call('shifts.close', { counted, reason: '找错钱' })).error.code).toBe('PIN_REQUIRED')
    expect((await staff.call('shifts.close', { counted, reason: '找错钱', pin: PINS.owner })).error.code).toBe(
      'WRONG_PIN'
    )
    expect((await staff.call('shifts.close', { counted, pin: PINS.cashier })).error.code).toBe('REASON_REQUIRED')
    expect((await staff.call('shifts.current')).data.closedAt).toBeNull()
    const closed = await staff.call('shifts.close', { counted, reason: '找错钱', pin: PINS.cashier })
    expect(closed.data).toMatchObject({ differenceCents: -1_000, reason: '找错钱' })
    await staff.signInAs('attendant')
    expect((await staff.call('shifts.open', { floats: [] })).error.code).toBe('ROLE_REQUIRED')
  })
})
