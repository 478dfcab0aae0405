import { describe, expect, it } from 'vitest'
import { listBookings, saveBooking } from '../../src-main/services/parlor/bookings'
import { saveParlorTable, updateParlorSettings } from '../../src-main/services/parlor/setup'
import { updateSettings } from '../../src-main/services/settings'
import { businessDayOf } from '../../src-main/services/time/businessDay'
import { systemTimeZone } from '../../src-main/services/time/zone'
import { wallTimeOf } from '../../src-main/services/time/wallTime'
import { sitDown } from '../support/parlor'
import { steps } from './steps'
import { useHarness, type Harness } from './harness'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, seat, shots } = steps(() => h)

describe('bookings (预约)', () => {
  it('the floor shows each table’s next booking, warns the table in play, and a booking opens its table', async () => {
    const db = h.ctx.db
    // the parlor in this computer's zone, as the browser's date pickers are
    const zone = systemTimeZone()
    updateParlorSettings(db, { timeZone: zone })
    const wallIn = (minutes: number) => wallTimeOf(Date.now() + minutes * 60_000, zone)
    const players = createPlayers(['张三', '李四', '王五', '赵六', '钱七', '孙八', '周九', '吴十'])
    const hall = saveParlorTable(db, { name: '1号桌', kind: 'hall', ratePlanId: null, position: 0 }).id
    const room = saveParlorTable(db, { name: '3号包间', kind: 'room', ratePlanId: null, position: 1 }).id
    saveParlorTable(db, { name: '5号桌', kind: 'hall', ratePlanId: null, position: 2 })
    sitDown(db, hall, players.slice(0, 4), Date.now() - 90 * 60_000)
    const li = { tableId: hall, start: wallIn(20), end: wallIn(200), name: '李女士', phone: '13900000000', note: '' }
    saveBooking(db, li, Date.now())
    const wang = saveBooking(
      db,
      { tableId: room, start: wallIn(5), end: wallIn(185), name: '王先生', phone: '13800000000', note: '要龙井' },
      Date.now()
    )

    await h.open('/floor')
    await expect.poll(() => byTestId(`floor-booking-${hall}`).textContent()).toContain('李女士')
    expect(await byTestId(`floor-booking-soon-${hall}`).textContent()).toBe(`${li.start.slice(11)} 有预约`)
    expect(await byTestId(`floor-booking-${room}`).textContent()).toContain(
      `预约 ${wang.start.slice(5, 10)} ${wang.start.slice(11)} 王先生`
    )
    await shots('bookings-floor')
    await byTestId('floor-bookings').click()
    await byTestId(`booking-${wang.id}`).waitFor()
    await byTestId('booking-name').locator('input').fill('赵先生')
    await byTestId('booking-save').click()
    // the form's default span on 1号桌 runs into 李女士's booking: refused under the start
    await expect.poll(() => byTestId('booking-form').textContent()).toContain('已有预约（李女士），时间不能重叠')
    await shots('bookings-drawer')
    await h.page.keyboard.press('Escape')

    // 王先生 arrives: his table opens from its tile, with the players seated there
    await byTestId(`floor-open-booking-${room}`).click()
    await h.page.waitForURL(/#\/sessions\/new/)
    await byTestId('variant-sichuan').click()
    for (const player of players.slice(4)) await seat(player)
    await byTestId('session-create').click()
    await h.page.waitForURL(/#\/sessions\/\d+$/)
    const day = businessDayOf(Date.now(), updateParlorSettings(db, {}))
    const seated = listBookings(db, day, day).find((booking) => booking.id === wang.id)
    expect(seated).toMatchObject({ status: 'seated', sessionId: Number(/sessions\/(\d+)$/.exec(h.page.url())![1]) })

    updateSettings(db, { locale: 'en' })
    await h.open('/floor')
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await expect
      .poll(() => byTestId(`floor-booking-soon-${hall}`).textContent())
      .toBe(`Booked at ${li.start.slice(11)}`)
    await shots('bookings-floor-en')
    await byTestId('floor-bookings').click()
    await byTestId(`booking-${wang.id}`).waitFor()
    await shots('bookings-drawer-en')
  }, 120_000)
})
