/** Issue 11: what a correction reports, and a correction that would break a later hand. */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { createSession, getSessionView } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, handRow, changeReport, sichuanTable } = steps(() => h)

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 }
]
const LOCALES = [
  {
    locale: 'zh-CN',
    edited: '已修改第 1 局',
    noLater: '后面各局没有变化',
    openHand: '打开第 3 局',
    editHand3: '修改第 3 局'
  },
  {
    locale: 'en',
    edited: 'Hand 1 edited',
    noLater: 'no later hand changed',
    openHand: 'Open hand 3',
    editHand3: 'Edit hand 3'
  }
] as const

const win = (winner: number, from: number | null) => ({
  events: [{ type: 'win', winner, from, form: 'standard' }],
  supporters: []
})

/** A Hangzhou table of `hands` (winner, discarder), opened on screen in `locale`. */
async function table(locale: 'zh-CN' | 'en', hands: [number, number | null][]): Promise<number> {
  updateSettings(h.ctx.db, { locale })
  const { id } = createSession(h.ctx.db, {
    title: '',
    variant: 'hangzhou',
    options: {},
    playerIds: createPlayers(['张三', '李四', '王五', '赵六']),
    backerPlayerIds: [],
    firstDealer: 0,
    rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
  })
  for (const [winner, from] of hands) recordHand(h.ctx.db, id, win(winner, from))
  await h.open(`/sessions/${id}`)
  return id
}

async function startEdit(seq: number): Promise<void> {
  await handRow(seq).click()
  await byTestId('hand-edit').click()
  await byTestId('entry-modal').waitFor()
}

async function save(): Promise<void> {
  await expect.poll(() => byTestId('entry-save').isEnabled()).toBe(true)
  await byTestId('entry-save').click()
}

describe.each(LOCALES)('corrections ($locale)', (text) => {
  it('report later hands only when they changed, striking through only a dealer that changed', async () => {
    // The dealer wins hand 1 and deals hand 2 on a streak.
    await table(text.locale, [
      [0, null],
      [1, null]
    ])
    // 七对 in place of a plain win: hand 1 scores more, the dealer stays, hand 2 stands.
    await startEdit(1)
    await byTestId('entry-pattern-sevenPairs').click()
    await save()
    expect(await changeReport(text.edited)).toContain(text.noLater)
    expect(await byTestId('changes-dialog').count()).toBe(0)
    // Seat 3 won hand 1 instead: the dealer of hand 2 moves, hand 1's dealer does not.
    await startEdit(1)
    await byTestId('entry-seat-3').click()
    await byTestId('entry-selfdraw').click()
    await save()
    const dialog = byTestId('changes-dialog')
    await dialog.waitFor()
    const rows = byTestId('change-row')
    expect(await rows.count()).toBe(2)
    expect(await rows.nth(0).locator('.dealer .old').count()).toBe(0)
    expect(await rows.nth(0).locator('.dealer').innerText()).not.toContain('→')
    expect(await rows.nth(1).locator('.dealer .old').count()).toBe(1)
    for (const size of SIZES) {
      await h.page.setViewportSize(size)
      await h.screenshot(`changes-dialog-${text.locale}-${size.width}`)
      const box = (await dialog.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(size.width)
    }
    await byTestId('changes-close').click()
  })

  it('a correction that would make a later hand invalid names it and opens it', async () => {
    // Hand 3 is a discard win, legal only while seat 1 deals on the streak hand 2 gave it.
    const id = await table(text.locale, [
      [1, null],
      [1, null],
      [2, 1]
    ])
    await startEdit(2)
    await byTestId('entry-seat-3').click()
    await byTestId('entry-selfdraw').click()
    await save()
    const error = byTestId('entry-save-error')
    await error.waitFor()
    expect(await error.innerText()).not.toContain('events[')
    expect(await byTestId('entry-open-hand').innerText()).toBe(text.openHand)
    for (const size of SIZES) {
      await h.page.setViewportSize(size)
      await h.screenshot(`entry-later-invalid-${text.locale}-${size.width}`)
    }
    await byTestId('entry-open-hand').click()
    await expect.poll(() => byTestId('entry-modal').innerText()).toContain(text.editHand3)
    // Hand 3 made a self-draw, the correction of hand 2 goes through.
    await byTestId('entry-selfdraw').click()
    await save()
    await byTestId('entry-modal').waitFor({ state: 'hidden' })
    await expect.poll(() => getSessionView(h.ctx.db, id).hands[2].input.events[0]).toMatchObject({ from: null })
  })

  it('a delete that would make a later hand invalid names it by its number now and opens it', async () => {
    const id = await table(text.locale, [
      [1, null],
      [1, null],
      [2, 1]
    ])
    await handRow(2).click()
    await byTestId('hand-delete').click()
    await byTestId('hand-delete-confirm').click()
    const open = byTestId('later-hand-open')
    await open.waitFor()
    expect(await open.innerText()).toBe(text.openHand)
    // The harness's screenshots wait for messages to go: this one is of the message, once in.
    await h.page.waitForTimeout(400)
    await h.page.screenshot({ path: join(OUTPUT_DIR, 'screenshots', `delete-later-invalid-${text.locale}.png`) })
    expect(getSessionView(h.ctx.db, id).hands).toHaveLength(3)
    await open.click()
    await expect.poll(() => byTestId('entry-modal').innerText()).toContain(text.editHand3)
  })
})

describe('the changes dialog with backers', () => {
  it('shows a backer’s points where a delete changed them', async () => {
    const players = createPlayers(['张三', '李四', '王五', '赵六'])
    const [backer] = createPlayers(['钱七'])
    const { id } = createSession(h.ctx.db, {
      title: '',
      variant: 'yaku',
      options: {},
      playerIds: players,
      backerPlayerIds: [backer],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    const backed = (winner: number, from: number, seat: number) => ({
      events: [{ type: 'win', winner, from, yaku: [] }],
      supporters: [{ playerId: backer, seat }]
    })
    recordHand(h.ctx.db, id, backed(1, 0, 0))
    recordHand(h.ctx.db, id, backed(2, 0, 2))
    await h.open(`/sessions/${id}`)
    await handRow(1).click()
    await byTestId('hand-delete').click()
    await byTestId('hand-delete-confirm').click()
    const dialog = byTestId('changes-dialog')
    await dialog.waitFor()
    expect(await byTestId('change-backer-head').innerText()).toContain('钱七')
    expect(await byTestId(`change-backer-p${backer}`).count()).toBeGreaterThan(0)
    for (const size of SIZES) {
      await h.page.setViewportSize(size)
      await h.screenshot(`changes-backers-${size.width}`)
    }
    await byTestId('changes-close').click()
  })
})

describe('correcting a hand with two winners', () => {
  it('a tap on another seat changes the discarder of both winners and replaces neither', async () => {
    const id = sichuanTable(['张三', '李四', '王五', '赵六'])
    const winOf = (winner: number) => ({ type: 'win', winner, from: 0, pattern: 'pinghu' })
    recordHand(h.ctx.db, id, { events: [winOf(1), winOf(2)], supporters: [] })
    await h.open(`/sessions/${id}`)
    await startEdit(1)
    await byTestId('entry-seat-3').click()
    await save()
    await byTestId('entry-modal').waitFor({ state: 'hidden' })
    const winners = () =>
      getSessionView(h.ctx.db, id).hands[0].input.events.map((event) => {
        const { winner, from } = event as { winner: number; from: number | null }
        return [winner, from]
      })
    await expect.poll(winners).toEqual([
      [1, 3],
      [2, 3]
    ])
  })
})
