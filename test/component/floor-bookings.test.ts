import type { VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiInput, Method, WindowApi } from '../../src-main/api/types'
import FloorView from '../../src-renderer/src/views/FloorView.vue'
import { router } from '../../src-renderer/src/router'
import { pickedToWall } from '../../src-renderer/src/components/parlor/wallTime'
import { instantOfWallTime, wallTimeOf } from '../../src-main/services/time/wallTime'
import { createTestApi } from './helpers/testApi'
import { byTestId, click, mountInApp, pageText } from './helpers/mountInApp'

let wrapper: VueWrapper | undefined
/** The machine is shared: a first load may take longer than vi.waitFor's 1 s. */
const SLOW = { timeout: 5000 }

afterEach(() => {
  wrapper?.unmount()
  wrapper = undefined
  document.body.innerHTML = ''
})

/** The parlor's clock `minutes` from now: the parlor is in this computer's zone, as the date pickers are. */
const wallIn = (minutes: number) => pickedToWall(Date.now() + minutes * 60_000)

async function invoke<M extends Method>(api: WindowApi, method: M, input: ApiInput<M>) {
  const result = await api.invoke(method, input)
  if (!result.ok) throw new Error(result.error.messageZh)
  return result.data
}

/** 1号桌 in play with a booking in 20 minutes, 3号包间 free with one in 2 hours. */
async function bookedParlor() {
  const fake = createTestApi(['张三', '李四', '王五', '赵六'])
  const { api } = fake
  await invoke(api, 'parlor.settings.update', { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })
  const hall = await invoke(api, 'parlor.tables.save', { name: '1号桌', kind: 'hall', ratePlanId: null })
  const room = await invoke(api, 'parlor.tables.save', { name: '3号包间', kind: 'room', ratePlanId: null, position: 1 })
  await invoke(api, 'parlor.open', {
    session: { variant: 'sichuan', playerIds: [1, 2, 3, 4], firstDealer: 0, rules: { pointValue: 1 } },
    tableId: hall.id,
    feePayer: 'even'
  })
  const soon = await invoke(api, 'bookings.save', {
    tableId: hall.id,
    start: wallIn(20),
    end: wallIn(140),
    name: '李女士'
  })
  const later = await invoke(api, 'bookings.save', {
    tableId: room.id,
    start: wallIn(120),
    end: wallIn(240),
    name: '王先生',
    phone: '13800000000'
  })
  return { fake, hall, room, soon, later }
}

describe('bookings on the floor', () => {
  it('shows each tile’s next booking, warns the table in play and opens a booked free table in one click', async () => {
    const { fake, hall, room, soon, later } = await bookedParlor()
    wrapper = await mountInApp(FloorView, fake.api, '/floor')
    await vi.waitFor(() => expect(byTestId(`floor-booking-${room.id}`)).toHaveLength(1), SLOW)
    expect(byTestId(`floor-booking-${hall.id}`)[0].textContent).toContain(
      `预约 ${soon.start.slice(5, 10)} ${soon.start.slice(11)} 李女士`
    )
    expect(byTestId(`floor-booking-soon-${hall.id}`)[0].textContent).toContain(`${soon.start.slice(11)} 有预约`)
    expect(byTestId(`floor-booking-${room.id}`)[0].textContent).toContain('王先生')
    expect(byTestId(`floor-booking-soon-${room.id}`)).toHaveLength(0)

    click(byTestId(`floor-open-booking-${room.id}`)[0])
    await vi.waitFor(() => expect(router.currentRoute.value.name).toBe('session-new'), SLOW)
    expect(router.currentRoute.value.query).toEqual({ tableId: String(room.id), bookingId: String(later.id) })
  })

  it('refuses an overlapping booking next to its field and cancels one only after the confirmation', async () => {
    const { fake, room, later } = await bookedParlor()
    wrapper = await mountInApp(FloorView, fake.api, '/floor')
    await vi.waitFor(() => expect(byTestId('floor-bookings')).toHaveLength(1), SLOW)
    click(byTestId('floor-bookings')[0])
    await vi.waitFor(() => expect(byTestId(`booking-${later.id}`)).toHaveLength(1), SLOW)

    // the form's default span (from the next full hour, 3 h) on 1号桌 runs into 李女士's booking
    const name = byTestId('booking-name')[0].querySelector('input')!
    name.value = '赵先生'
    name.dispatchEvent(new Event('input'))
    await vi.waitFor(() => expect(byTestId<HTMLButtonElement>('booking-save')[0].disabled).toBe(false), SLOW)
    click(byTestId('booking-save')[0])
    await vi.waitFor(() => expect(pageText()).toContain('已有预约（李女士），时间不能重叠'), SLOW)
    const startField = byTestId('booking-start')[0].closest('.n-form-item')!
    expect(startField.textContent).toContain('时间不能重叠')

    click(byTestId(`booking-cancel-${later.id}`)[0])
    await vi.waitFor(() => expect(byTestId('booking-cancel-confirm')).toHaveLength(1), SLOW)
    expect(fake.inputsOf('bookings.cancel')).toEqual([])
    click(byTestId('booking-cancel-confirm')[0])
    await vi.waitFor(() => expect(byTestId(`booking-${later.id}`)).toHaveLength(0), SLOW)
    expect(fake.inputsOf('bookings.cancel')).toEqual([{ id: later.id }])
    await vi.waitFor(() => expect(byTestId(`floor-booking-${room.id}`)).toHaveLength(0), SLOW)
  })
})

describe('the booking form’s default span', () => {
  it('starts at the next full hour of the parlor’s clock (main’s zone), not this computer’s', async () => {
    const fake = createTestApi(['张三'])
    const { api } = fake
    // Kathmandu is UTC+5:45: its full hours fall on no other zone's, so this computer's cannot match.
    const zone = 'Asia/Kathmandu'
    await invoke(api, 'parlor.settings.update', { timeZone: zone })
    await invoke(api, 'parlor.tables.save', { name: '5号桌', kind: 'hall', ratePlanId: null })
    const before = Date.now()
    wrapper = await mountInApp(FloorView, api, '/floor')
    await vi.waitFor(() => expect(byTestId('floor-bookings')).toHaveLength(1), SLOW)
    click(byTestId('floor-bookings')[0])
    const name = await vi.waitFor(() => byTestId('booking-name')[0].querySelector('input')!, SLOW)
    name.value = '钱先生'
    name.dispatchEvent(new Event('input'))
    await vi.waitFor(() => expect(byTestId<HTMLButtonElement>('booking-save')[0].disabled).toBe(false), SLOW)
    click(byTestId('booking-save')[0])
    await vi.waitFor(() => expect(fake.inputsOf('bookings.save')).toHaveLength(1), SLOW)
    const { start, end } = fake.inputsOf('bookings.save')[0] as { start: string; end: string }
    const nextFullHour = (at: number) => {
      const wall = wallTimeOf(at, zone)
      return wallTimeOf(instantOfWallTime(`${wall.slice(0, 13)}:00`, zone) + 3_600_000, zone)
    }
    expect([nextFullHour(before), nextFullHour(Date.now())]).toContain(start)
    expect(start.endsWith(':00')).toBe(true)
    expect(instantOfWallTime(end, zone) - instantOfWallTime(start, zone)).toBe(3 * 3_600_000)
  })
})
