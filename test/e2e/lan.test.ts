/**
 * The parlor over the LAN in Chromium: the built app served by the LAN server on 127.0.0.1, with a
 * TV display, a phone, a table tablet and a second desk as separate browser contexts at once.
 */
import { randomUUID } from 'node:crypto'
import { join, resolve } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_CALLER } from '../../src-main/api/gateway'
import type { DeviceGrant } from '../../src-main/services/lan/devices'
import { startLan, type LanFixture } from '../support/lan'
import { closeBrowser, OUTPUT_DIR, sharedBrowser } from './harness'

const RENDERER_DIR = resolve(__dirname, '../../out/renderer')
const TV = { width: 1920, height: 1080 }
const PHONE = { width: 390, height: 844 }

let lan: LanFixture
const contexts: BrowserContext[] = []
const errors: string[] = []

beforeAll(async () => {
  lan = await startLan(RENDERER_DIR)
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await lan.close()
  await closeBrowser()
})

async function newDevicePage(viewport: { width: number; height: number }, locale = 'zh-CN'): Promise<Page> {
  const context = await (await sharedBrowser()).newContext({ viewport, locale, deviceScaleFactor: 1 })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return page
}

/** Pairs the page the way a guest's device does: the QR's address, a name, 配对. */
async function pairPage(page: Page, grant: DeviceGrant, name: string, screenshot?: string): Promise<void> {
  const { url } = lan.lan.pair(grant)
  await page.goto(url)
  await page.getByTestId('pair-name').locator('input').fill(name)
  if (screenshot) await shot(page, screenshot)
  await page.getByTestId('pair-submit').click()
}

const hand = (sessionId: number, winner: number, from: number, requestId = randomUUID()) => ({
  sessionId,
  requestId,
  hand: { events: [{ type: 'win', winner, from, pattern: 'pinghu' }], supporters: [] }
})

async function shownPoints(page: Page): Promise<string[]> {
  return page.getByTestId('display-points').allInnerTexts()
}

/** What display.table says now, as the display shows the points. */
async function expectedPoints(): Promise<string[]> {
  const result = await lan.gateway.call(LOCAL_CALLER, 'display.table', { tableId: lan.tables[0] })
  if (!result.ok) throw new Error(result.error.messageEn)
  const { session } = result.data as { session: { seats: { points: number }[] } }
  return session.seats.map(({ points }) => (points > 0 ? `+${points}` : String(points)))
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(OUTPUT_DIR, 'screenshots', `${name}.png`), animations: 'disabled' })
}

describe('the parlor over the LAN', () => {
  let tv: Page
  let tablet: Page
  let desk: Page

  it('pairs a TV display that shows its table live: a hand saved at the desk reaches it', async () => {
    tv = await newDevicePage(TV)
    await pairPage(tv, { role: 'display', tableId: lan.tables[0] }, '一号桌电视')
    await tv.waitForURL(/#\/display\/\d+/)
    await expect.poll(() => tv.getByTestId('display-table').innerText()).toBe('一号桌')
    await expect.poll(() => shownPoints(tv)).toEqual(['0', '0', '0', '0'])

    const saved = await lan.gateway.call(LOCAL_CALLER, 'hands.add', hand(lan.sessions[0], 0, 1))
    expect(saved.ok).toBe(true)
    const wanted = await expectedPoints()
    expect(wanted).not.toEqual(['0', '0', '0', '0'])
    await expect.poll(() => shownPoints(tv), { timeout: 3000 }).toEqual(wanted)
    await expect.poll(() => tv.getByTestId('display-transfers').innerText()).toContain('→')
    await shot(tv, 'lan-display-tv-zh')
  })

  it('pairs a phone in its browser\u2019s language (English), switched to 中文, and shows the same table', async () => {
    const phone = await newDevicePage(PHONE, 'en-US')
    const { url } = lan.lan.pair({ role: 'display', tableId: lan.tables[0] })
    await phone.goto(url)
    await expect.poll(() => phone.locator('.pair-card').innerText()).toContain('Pair this device')
    expect(await phone.locator('.pair-card').innerText()).toContain('Enter the six-digit code')
    await phone.getByTestId('pair-name').locator('input').fill('Phone')
    await shot(phone, 'lan-pair-phone-en')
    await phone.getByTestId('pair-language-zh-CN').click()
    await expect.poll(() => phone.locator('.pair-card').innerText()).toContain('配对这台设备')
    await shot(phone, 'lan-pair-phone-zh')
    await phone.getByTestId('pair-submit').click()
    await phone.waitForURL(/#\/display\/\d+/)
    await expect.poll(() => shownPoints(phone)).toEqual(await expectedPoints())
    await shot(phone, 'lan-display-phone-zh')
    await phone.goto(`${phone.url()}?lang=en`)
    await expect.poll(() => phone.getByText('Last hand').count()).toBeGreaterThan(0)
    await shot(phone, 'lan-display-phone-en')
    const width = await phone.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(PHONE.width)
    await tv.goto(`${tv.url().split('?')[0]}?lang=en`)
    await expect.poll(() => tv.getByText('Last hand').count()).toBeGreaterThan(0)
    await shot(tv, 'lan-display-tv-en')
  })

  it('records a hand from the table tablet once, and the second desk sees it at once', async () => {
    desk = await newDevicePage({ width: 1280, height: 800 })
    await pairPage(desk, { role: 'desk', tableId: null }, '二号前台')
    // a desk writes: it waits until the desk window confirms it
    await expect.poll(() => desk.getByTestId('pair-waiting').innerText()).toContain('二号前台')
    await shot(desk, 'lan-pair-waiting-zh')
    expect(desk.url()).toMatch(/#\/pair/)
    const waiting = await lan.gateway.call(LOCAL_CALLER, 'devices.list', {})
    const deskDevice = (waiting.ok ? (waiting.data as { id: number; name: string }[]) : []).find(
      (device) => device.name === '二号前台'
    )!
    expect((await lan.gateway.call(LOCAL_CALLER, 'devices.confirm', { id: deskDevice.id })).ok).toBe(true)
    await desk.waitForURL(/#\/(floor|sessions)/)
    await desk.goto(`${lan.url}/#/sessions/${lan.sessions[0]}`)
    await expect.poll(() => desk.getByTestId('hand-row').count()).toBe(1)

    tablet = await newDevicePage({ width: 800, height: 1280 })
    await pairPage(tablet, { role: 'table', tableId: lan.tables[0] }, '一号桌平板')
    await expect.poll(() => tablet.getByTestId('pair-waiting').count()).toBe(1)
    // the second desk is asked, naming the device, its role and table; it confirms
    await expect.poll(() => desk.getByTestId('device-confirm').innerText()).toContain('一号桌平板')
    expect(await desk.getByTestId('device-confirm').innerText()).toContain('桌台平板（记分）（一号桌）')
    await shot(desk, 'lan-device-confirm-zh')
    await desk.getByTestId('device-confirm-accept').click()
    await expect.poll(() => desk.getByTestId('device-confirm').count()).toBe(0)
    await tablet.waitForURL(/#\/display\/\d+/)
    await expect.poll(() => tablet.getByTestId('display-enter').count()).toBe(1)
    // the tablet opens its table's sheet (the same screen as the desk's) without a refusal
    await tablet.getByTestId('display-enter').click()
    await tablet.waitForURL(/#\/sessions\/\d+/)
    await expect.poll(() => tablet.getByTestId('hand-row').count()).toBe(1)
    expect(await tablet.locator('.n-message--error-type').count()).toBe(0)
    // The tablet sends the same hand twice (a reconnect resends it): it is recorded once.
    const input = hand(lan.sessions[0], 2, 3)
    const replies = await tablet.evaluate(async (body) => {
      const { token } = JSON.parse(localStorage.getItem('queji.device')!) as { token: string }
      const send = () =>
        fetch('/api/hands.add', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body)
        }).then((response) => response.status)
      return [await send(), await send()]
    }, input)
    expect(replies).toEqual([200, 200])
    await expect.poll(() => desk.getByTestId('hand-row').count(), { timeout: 3000 }).toBe(2)
    await expect.poll(() => shownPoints(tv)).toEqual(await expectedPoints())
  })

  it('shows 离线 on a display that loses the server, and catches up when it is back', async () => {
    await lan.lan.close()
    await expect.poll(() => tv.getByTestId('lan-offline').count(), { timeout: 3000 }).toBe(1)
    // a hand saved while the display is cut off
    expect((await lan.gateway.call(LOCAL_CALLER, 'hands.add', hand(lan.sessions[0], 1, 0))).ok).toBe(true)
    await lan.lan.configure({ enabled: true, host: '127.0.0.1', port: lan.port })
    await expect.poll(() => tv.getByTestId('lan-offline').count(), { timeout: 5000 }).toBe(0)
    await expect.poll(() => shownPoints(tv), { timeout: 3000 }).toEqual(await expectedPoints())
  })

  it('refuses the tablet a call outside its table, and drops it when the desk revokes it', async () => {
    const status = await tablet.evaluate(async (sessionId) => {
      const { token } = JSON.parse(localStorage.getItem('queji.device')!) as { token: string }
      const response = await fetch('/api/sessions.get', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: sessionId })
      })
      return response.status
    }, lan.sessions[1])
    expect(status).toBe(403)

    const devices = await lan.gateway.call(LOCAL_CALLER, 'devices.list', {})
    const tabletDevice = (devices.ok ? (devices.data as { id: number; name: string }[]) : []).find(
      (device) => device.name === '一号桌平板'
    )!
    expect((await lan.gateway.call(LOCAL_CALLER, 'devices.revoke', { id: tabletDevice.id })).ok).toBe(true)
    await expect.poll(() => tablet.getByTestId('lan-offline').count(), { timeout: 1000 }).toBe(1)
    await tablet.reload()
    await tablet.waitForURL(/#\/pair/)
  })

  it('queues a tablet\u2019s hands at the desk: 接受 records one, 退回 shows the reason on the tablet', async () => {
    const queued = await newDevicePage({ width: 800, height: 1280 })
    await pairPage(queued, { role: 'table', tableId: lan.tables[0], queueHands: true }, '一号桌记分板')
    await expect.poll(() => desk.getByTestId('device-confirm').innerText()).toContain('一号桌记分板')
    await desk.getByTestId('device-confirm-accept').click()
    await queued.waitForURL(/#\/display\/\d+/)
    await queued.getByTestId('display-enter').click()
    await queued.waitForURL(/#\/sessions\/\d+/)
    // the entry form sends to the desk instead of saving
    await queued.getByTestId('table-record').click()
    await expect.poll(() => queued.getByTestId('entry-save').innerText()).toBe('送前台')
    await queued.getByTestId('entry-cancel').click()
    // and its sheet shows the hands without undo, edit or delete (the desk's to change)
    expect(await queued.getByTestId('table-undo').count()).toBe(0)
    await queued.getByTestId('hand-row').first().click()
    await queued.getByTestId('hand-detail').waitFor()
    expect(await queued.getByTestId('hand-edit').count()).toBe(0)
    expect(await queued.getByTestId('hand-delete').count()).toBe(0)
    await queued.keyboard.press('Escape')
    const sendHand = (body: unknown) =>
      queued.evaluate(async (input) => {
        const { token } = JSON.parse(localStorage.getItem('queji.device')!) as { token: string }
        const response = await fetch('/api/handQueue.send', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(input)
        })
        return (await response.json()) as { ok: boolean }
      }, body)
    expect((await sendHand(hand(lan.sessions[0], 3, 2))).ok).toBe(true)

    const rows = await desk.getByTestId('hand-row').count()
    await desk.getByTestId('hand-queue-open').click()
    await expect.poll(() => desk.getByTestId('hand-queue-item').innerText()).toContain('一号桌记分板')
    expect(await desk.getByTestId('hand-queue-deltas').innerText()).toMatch(/[+-]/)
    await shot(desk, 'lan-hand-queue-zh-1280')
    await desk.getByTestId('hand-queue-accept').click()
    await expect.poll(() => desk.getByTestId('hand-row').count(), { timeout: 3000 }).toBe(rows + 1)
    await expect.poll(() => desk.getByTestId('hand-queue-open').count()).toBe(0)

    expect((await sendHand(hand(lan.sessions[0], 1, 3))).ok).toBe(true)
    await lan.gateway.call(LOCAL_CALLER, 'settings.update', { locale: 'en' })
    await desk.setViewportSize({ width: 1024, height: 700 })
    await desk.reload()
    await desk.getByTestId('hand-queue-open').click()
    await expect.poll(() => desk.getByTestId('hand-queue-item').count()).toBe(1)
    await desk.getByTestId('hand-queue-return').click()
    await desk.getByTestId('hand-queue-reason').locator('input').fill('丙没有点炮，请再看一下')
    await shot(desk, 'lan-hand-queue-en-1024')
    await desk.getByTestId('hand-queue-return-confirm').click()
    await expect.poll(() => desk.getByTestId('hand-queue-open').count()).toBe(0)
    await lan.gateway.call(LOCAL_CALLER, 'settings.update', { locale: 'zh-CN' })
    await expect
      .poll(() => queued.getByTestId('tablet-queue-reason').first().innerText(), { timeout: 3000 })
      .toContain('丙没有点炮')
    expect(await desk.getByTestId('hand-row').count()).toBe(rows + 1)
    await shot(queued, 'lan-tablet-queue-zh')
  })

  it('shows 局域网 in the desk window: the address, a pairing QR and the devices', async () => {
    const page = await newDevicePage({ width: 1280, height: 800 })
    await page.exposeBinding('__lan_invoke', (_source, method: unknown, input: unknown) =>
      lan.gateway.call(LOCAL_CALLER, method, input)
    )
    await page.addInitScript(() => {
      const bound = window as unknown as { __lan_invoke: (method: unknown, input: unknown) => Promise<unknown> }
      Object.defineProperty(window, 'api', {
        value: Object.freeze({ invoke: (method: unknown, input: unknown) => bound.__lan_invoke(method, input) })
      })
    })
    for (const [locale, size] of [
      ['zh-CN', { width: 1280, height: 800 }],
      ['en', { width: 1024, height: 700 }]
    ] as const) {
      await lan.gateway.call(LOCAL_CALLER, 'settings.update', { locale })
      await page.setViewportSize(size)
      await page.goto(`${lan.url}/#/settings`)
      await page.reload()
      await page.waitForSelector('[data-app-ready]')
      await expect.poll(() => page.getByTestId('lan-state').innerText()).toContain(lan.url)
      await page.getByTestId('pair-create').click()
      await expect.poll(() => page.getByTestId('pair-code').innerText()).toMatch(/\d{6}/)
      expect(await page.getByTestId('device-row').count()).toBeGreaterThanOrEqual(3)
      await page.getByTestId('lan-settings').scrollIntoViewIfNeeded()
      await page.screenshot({
        path: join(OUTPUT_DIR, 'screenshots', `lan-settings-${locale}-${size.width}.png`),
        animations: 'disabled'
      })
    }
    await lan.gateway.call(LOCAL_CALLER, 'settings.update', { locale: 'zh-CN' })
    expect(errors).toEqual([])
  })
})
