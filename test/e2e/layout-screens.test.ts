/**
 * Issue 11, layout in both languages: every screen at 1280×800 and 1024×700, in Chinese and in
 * English, with long names and busy hands. No text cut with an ellipsis or squeezed to one
 * character a line, every button label inside its button and the window, the settlement table
 * without a sideways scroll, the entry preview in view; the 80 mm receipts fit their paper.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { recordHand, undoLastChange } from '../../src-main/services/hands'
import { topUp } from '../../src-main/services/parlor/accounts'
import { receiveStock, saveGoods } from '../../src-main/services/parlor/goods'
import { openAtTable } from '../../src-main/services/parlor/clock'
import { closeAtParlor } from '../../src-main/services/parlor/close'
import { createGuest } from '../../src-main/services/roster'
import { closeSession, createSession, type NewSessionInput } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import { openShift } from '../../src-main/services/staff/shifts'
import { setUpTables } from '../support/parlor'
import { closeBrowser, OUTPUT_DIR, startHarness, type Harness } from './harness'
import { buttonsOutOfPlace, cutText, expectInViewport, expectUnclipped } from './layout'
import { pdfText, steps } from './steps'
import type { HandDraft } from '../../src-main/model/sessions'

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 }
]
const LONG_ZH = '司马青云飞扬'
const LONG_EN = 'Maximilian Featherstonehaugh'
const NO_RULES = { minScore: null, doubling: null, pointValue: 2, tableFee: { kind: 'none' as const } }
const RECEIPT_WIDTH_PT = (80 / 25.4) * 72

afterAll(closeBrowser)

/** Nothing under `selector` scrolls sideways: every column in view (a word cut with its whole text on hover aside). */
async function expectNoSidewaysScroll(h: Harness, selector: string): Promise<void> {
  const wide = await h.page.locator(selector).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('*')]
      .filter((node) => node.scrollWidth > node.clientWidth + 1)
      .filter(
        (node) =>
          getComputedStyle(node).textOverflow !== 'ellipsis' ||
          !node.closest('[title]')?.getAttribute('title')?.includes(node.innerText)
      )
      .map((node) => `${node.className}: ${node.scrollWidth} > ${node.clientWidth}`)
  )
  expect(wide, `${selector} scrolls sideways: ${wide.join('; ')}`).toEqual([])
}

/** The settlement table fits its card, its totals in the window. */
async function expectLedgerFits(h: Harness): Promise<void> {
  await expectNoSidewaysScroll(h, '.ledger-card')
  await expectInViewport(h.page, h.page.getByTestId('ledger-net'), 'settlement totals')
}

/** Each element of `locator` keeps to one line of text. */
async function expectOneLine(locator: Locator, what: string): Promise<void> {
  const lines = await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20
      return {
        text: (element as HTMLElement).innerText,
        lines: Math.round(element.getBoundingClientRect().height / lineHeight)
      }
    })
  )
  expect(lines.length, `${what}: nothing found`).toBeGreaterThan(0)
  for (const line of lines) expect(line.lines, `${what} "${line.text}" on one line`).toBeLessThanOrEqual(1)
}

/** No two elements of `locator` overlap on screen. */
async function expectNoOverlap(locator: Locator, what: string): Promise<void> {
  const boxes = await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect()
      return { text: (element as HTMLElement).innerText.slice(0, 20), ...box.toJSON() } as {
        text: string
        top: number
        bottom: number
        left: number
        right: number
      }
    })
  )
  expect(boxes.length, `${what}: nothing found`).toBeGreaterThan(1)
  const overlaps = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
      .map((b) => `${a.text} / ${b.text}`)
  )
  expect(overlaps, `${what} overlap`).toEqual([])
}

/** The words (a Chinese name is one) under `root` split over two lines. */
function wordsSplitIn(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    const split: string[] = []
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
      for (const word of text.data.matchAll(/\S+/g)) {
        range.setStart(text, word.index)
        range.setEnd(text, word.index + word[0].length)
        const tops = new Set(
          [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top))
        )
        if (tops.size > 1) split.push(word[0])
      }
    }
    return split
  })
}

/** What one screen needs: how to get there, and its own checks beyond the common ones. */
interface Screen {
  name: string
  show: () => Promise<void>
  check?: () => Promise<void>
}

function pdfInfo(file: string): { pages: number; widthPt: number } {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
  const [, width] = /Page size:\s+([\d.]+) x/.exec(info)!
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), widthPt: Number(width) }
}

/** Each name is printed whole on one line: its first and last parts occur only within the whole name. */
function expectNamesOnOneLine(text: string, names: string[]): void {
  const count = (part: string) => text.split(part).length - 1
  for (const name of names) {
    const parts = name.includes(' ') ? name.split(' ') : [name.slice(0, 2), name.slice(-2)]
    expect(count(name), `${name} printed`).toBeGreaterThan(0)
    for (const part of parts) expect(count(part), `${name} on one line`).toBe(count(name))
  }
}

describe.each([
  { locale: 'zh-CN' as const, lang: 'zh' },
  { locale: 'en' as const, lang: 'en' }
])('every screen at 1280×800 and 1024×700 in $lang', ({ locale, lang }) => {
  it('has no cut text, every button label in view, the settlement table and the preview in view; the receipts fit 80 mm', async () => {
    const h = await startHarness({ locale })
    const { byTestId, createPlayers, seat, handRow, openEntry } = steps(() => h)
    const db = h.ctx.db
    try {
      updateSettings(db, { clubName: '老城棋牌室', pointValue: 2, locale })
      const [zhang, li, wang, chen, yang, zhao] = createPlayers(['张伟', '李娜', LONG_ZH, '陈静', '杨磊', '赵敏'])
      const guest = createGuest(db, { name: LONG_EN }).id
      // Free to seat on the opening screen (the others play at open tables).
      const free = createPlayers(['上官婉儿', '欧阳春花秋月', 'Bartholomew Higginbottom', '诸葛明'])
      const session = (input: Partial<NewSessionInput> & Pick<NewSessionInput, 'variant' | 'playerIds'>) =>
        createSession(db, { title: '', options: {}, backerPlayerIds: [], firstDealer: 0, rules: NO_RULES, ...input }).id
      const record = (id: number, hands: HandDraft['events'][]) => {
        for (const events of hands) recordHand(db, id, { events, supporters: [] })
      }

      // A Sichuan table with the long names: a two-winner hand, a self-draw, a draw; a hand undone for 重做.
      const sichuan = session({
        variant: 'sichuan',
        playerIds: [zhang, wang, guest, li],
        rules: { ...NO_RULES, tableFee: { kind: 'perPlayer', amount: 10 } }
      })
      record(sichuan, [
        [{ type: 'win', winner: 1, from: null, pattern: 'qingyise', roots: 1 }],
        [
          { type: 'win', winner: 2, from: 0, pattern: 'qidui' },
          { type: 'win', winner: 3, from: 0, pattern: 'pinghu' }
        ],
        [{ type: 'draw', tenpai: [{ seat: 1, minPoints: 3 }] }],
        [{ type: 'win', winner: 0, from: 2, pattern: 'duiduihu', roots: 2 }],
        [{ type: 'win', winner: 3, from: 1, pattern: 'pinghu' }]
      ])
      undoLastChange(db, sichuan)

      // An Anshun hand with many transfers: 天听, a kong, chickens.
      const anshun = session({ variant: 'anshun', playerIds: [zhang, li, wang, chen] })
      record(anshun, [
        [
          { type: 'tianting', seat: 3 },
          { type: 'kong', by: 1, kind: 'concealed', from: null },
          { type: 'win', winner: 1, from: null, pattern: 'qingyise' },
          { type: 'chickens', turned: '9s', held: [{ seat: 1, yaoji: 2, swing: 0 }], chongfeng: null }
        ]
      ])

      // A Hangzhou table whose dealer (the long name) has won twice: 庄 · 连庄 ×3 on the seat card.
      const hangzhou = session({ variant: 'hangzhou', playerIds: [guest, zhang, li, wang] })
      record(hangzhou, [[{ type: 'win', winner: 0, from: null }], [{ type: 'win', winner: 0, from: null }]])

      // A two-player Anhua table with the low-score bonus and doubling: the adjustment columns.
      const twoPlayer = session({
        variant: 'anhua',
        playerIds: [wang, guest],
        rules: {
          minScore: { threshold: 10, bonus: 10 },
          doubling: { factor: 2, maxDiff: null },
          pointValue: 2,
          tableFee: { kind: 'perPlayer', amount: 20 }
        }
      })
      record(twoPlayer, [
        [{ type: 'win', winner: 1, from: null, wang: 'single', features: [], birds: [2, 3] }],
        [{ type: 'win', winner: 0, from: 1, wang: 'hard', features: [], birds: [4, 6] }],
        [{ type: 'win', winner: 1, from: null, wang: 'three', features: [], birds: [1, 7] }]
      ])

      // A settled table for the records.
      const settled = session({ variant: 'sichuan', playerIds: [chen, yang, zhao, guest] })
      record(settled, [
        [{ type: 'win', winner: 0, from: 1, pattern: 'qingyise' }],
        [{ type: 'win', winner: 3, from: null, pattern: 'pinghu' }]
      ])
      closeSession(db, settled)

      // The parlor: two tables playing, one settled to 陈静's account after a top-up.
      const now = Date.now()
      const [t1, t2, t3] = setUpTables(db, ['1号桌', '2号桌', '3号包间'])
      // A shift open since before the day's money moved; goods on the shelf, one running low.
      openShift(db, [{ tender: '现金', cents: 20_000 }], now - 6 * 3_600_000)
      const goodsItem = { category: '茶水', costCents: 800, unit: '壶', lowStock: 5, onSale: true }
      const tea = saveGoods(db, { ...goodsItem, name: '西湖明前龙井特级', priceCents: 12_800 })
      saveGoods(db, { ...goodsItem, name: 'Sparkling mineral water', category: '饮料', priceCents: 500 })
      receiveStock(db, tea.id, 3, '进货', now - 6 * 3_600_000)
      const sitDown = (tableId: number, playerIds: number[], startedAt: number) =>
        openAtTable(
          db,
          {
            session: {
              title: '',
              variant: 'sichuan',
              options: {},
              playerIds,
              backerPlayerIds: [],
              firstDealer: 0,
              rules: NO_RULES
            },
            tableId,
            feePayer: 'even',
            addOns: []
          },
          startedAt
        ).session.id
      topUp(db, { playerId: chen, cents: 50_000, note: '' }, now - 5 * 3_600_000)
      const parlorDone = sitDown(t1, [chen, yang, zhao, zhang], now - 4 * 3_600_000)
      record(parlorDone, [[{ type: 'win', winner: 0, from: 1, pattern: 'qingyise' }]])
      closeAtParlor(db, { sessionId: parlorDone, toAccount: [0, 1], confirmOverLimit: true }, now - 3_600_000)
      sitDown(t2, [li, wang, guest, zhao], now - 90 * 60_000)
      const damaged = sitDown(t3, [yang, zhang, chen, li], now - 30 * 60_000)
      // Its stored rate plan damaged: the floor shows that tile as 数据损坏, with what to do.
      db.prepare(`UPDATE table_clocks SET plan = '42' WHERE session_id = ?`).run(damaged)

      /** A new hand's entry at a table, with no entry left open from the screen before. */
      const newEntry = async (id: number) => {
        await h.open(`/sessions/${id}`)
        await h.page.reload()
        await h.page.waitForSelector('[data-app-ready]')
        await openEntry()
      }
      const openAt = (route: string, ready: () => Locator) => async () => {
        await h.open(route)
        await ready().first().waitFor()
      }
      const screens: Screen[] = [
        { name: 'sessions', show: openAt('/sessions', () => byTestId('open-session')) },
        {
          name: 'opening',
          show: async () => {
            await h.open('/sessions/new')
            await byTestId('variant-sichuan').click()
            for (const player of free) await seat(player)
          }
        },
        {
          name: 'opening-two-player',
          show: async () => {
            await h.open('/sessions/new')
            await byTestId('variant-anhua').click()
            // The opening screen keeps its draft: empty the seats, then take two players.
            while ((await byTestId('seat-remove').count()) > 0) await byTestId('seat-remove').first().click()
            for (const player of free.slice(1, 3)) await seat(player)
            await byTestId('option-minScore').click()
            await byTestId('option-doubling').click()
          }
        },
        {
          name: 'table',
          show: openAt(`/sessions/${sichuan}`, () => handRow(4)),
          check: async () => {
            await expectNoSidewaysScroll(h, '.score-sheet')
            expect(await wordsSplitIn(h.page.locator('.score-sheet thead')), 'seat names split').toEqual([])
            const hover = await h.page
              .locator('.score-sheet thead [title]')
              .evaluateAll((titles) => titles.map((title) => title.getAttribute('title')))
            expect(hover, 'the whole names on hover').toEqual(expect.arrayContaining([LONG_ZH, LONG_EN]))
          }
        },
        {
          name: 'entry-preview',
          show: async () => {
            await h.open(`/sessions/${anshun}`)
            await handRow(1).click()
            await byTestId('hand-edit').click()
            await byTestId('entry-preview').getByTestId('transfer-row').first().waitFor()
          },
          check: async () => {
            const preview = byTestId('entry-preview')
            expect(await preview.getByTestId('transfer-row').count()).toBeGreaterThanOrEqual(10)
            for (const part of [
              preview.locator('[data-testid^="entry-total-"]'),
              preview.getByTestId('transfer-row')
            ]) {
              await expectInViewport(h.page, part, 'preview')
              await expectUnclipped(part, 'preview')
            }
            await expectInViewport(h.page, byTestId('entry-save'), 'save')
            // Not under the form's footer either.
            const footerTop = await h.page
              .locator('.entry-footer')
              .evaluate((footer) => footer.getBoundingClientRect().top)
            const last = await preview.getByTestId('transfer-row').last().boundingBox()
            expect(last!.y + last!.height, 'last transfer above the footer').toBeLessThanOrEqual(footerTop)
          }
        },
        {
          name: 'table-dealer-streak',
          show: async () => {
            await openAt(`/sessions/${hangzhou}`, () => handRow(2))()
            await h.page.reload()
            await handRow(2).waitFor()
          },
          check: async () => {
            expect(await byTestId('table-dealer').innerText()).toMatch(/×\s*3/)
            await expectOneLine(byTestId('table-dealer'), '庄 · 连庄 badge')
          }
        },
        {
          name: 'entry-hangzhou-first-step',
          show: async () => {
            await newEntry(hangzhou)
            await byTestId('entry-seat-1').click()
            await byTestId('entry-selfdraw').click()
            await byTestId('entry-field-baotou-toggle').click()
          },
          check: async () => {
            const firstStep = byTestId('entry-first-step')
            for (const id of ['entry-field-baotou-toggle', 'entry-field-piao-input']) {
              await expectInViewport(h.page, firstStep.getByTestId(id), id)
              await expectUnclipped(firstStep.getByTestId(id), id)
            }
          }
        },
        {
          name: 'entry-anshun-chickens',
          show: async () => {
            await newEntry(anshun)
            await byTestId('entry-seat-1').click()
            await byTestId('entry-selfdraw').click()
          },
          check: async () => {
            const editor = byTestId('entry-new-chickens')
            const controls = editor.locator('input, button')
            expect(await controls.count()).toBeGreaterThan(4)
            // At 1280×800 the whole of 捉鸡 (turned tile, each seat's chickens, 冲锋鸡) is in view
            // without a scroll; at 1024×700 each of its controls can be scrolled to.
            if (h.page.viewportSize()!.height < 800) await controls.last().scrollIntoViewIfNeeded()
            for (const part of h.page.viewportSize()!.height < 800 ? [controls.last()] : [editor, controls]) {
              await expectInViewport(h.page, part, '捉鸡')
              await expectUnclipped(part, '捉鸡')
            }
          }
        },
        {
          name: 'entry-more-open',
          show: async () => {
            await newEntry(hangzhou)
            await byTestId('entry-seat-1').click()
            await byTestId('entry-selfdraw').click()
            await byTestId('entry-more').click()
            await byTestId('entry-more-panel').waitFor()
          },
          check: async () => {
            const parts = byTestId('entry-more').locator('.n-button__content > span')
            await expectNoOverlap(parts, '收起更多')
            // Nor do the summary's own lines run into each other.
            const spacing = await parts.evaluateAll((spans) =>
              spans.map((span) => {
                const style = getComputedStyle(span)
                return parseFloat(style.lineHeight) / parseFloat(style.fontSize)
              })
            )
            for (const ratio of spacing) expect(ratio, '更多 line height').toBeGreaterThanOrEqual(1.2)
          }
        },
        {
          name: 'entry-tiles',
          show: async () => {
            await newEntry(hangzhou)
            await byTestId('entry-seat-1').click()
            await byTestId('entry-selfdraw').click()
            await byTestId('entry-tiles-toggle').click()
            for (const tile of ['1m', '2m', '3m', '4p', '5p', '6p', '7s', '8s', '9s', '1z', '1z', '1z', '5z'])
              await byTestId(`tiles-add-${tile}`).click()
            await byTestId('tiles-add-5z').click()
          },
          check: async () => {
            const rows = byTestId('tiles-palette-row')
            expect(await rows.count()).toBe(4)
            for (const [index, count] of [9, 9, 9, 7].entries()) {
              const tops = await rows
                .nth(index)
                .locator('.tile-button')
                .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)))
              expect(tops, `palette row ${index + 1} on one line`).toEqual(new Array(count).fill(tops[0]))
            }
            // Tapping the last row, the hand being entered is in view.
            await rows.last().scrollIntoViewIfNeeded()
            for (const part of [byTestId('tiles-concealed').locator('[data-tile]'), rows.last()]) {
              await expectInViewport(h.page, part, 'tiles')
              await expectUnclipped(part, 'tiles')
            }
            expect(await byTestId('tiles-concealed').locator('[data-tile]').count()).toBe(14)
          }
        },
        {
          name: 'settlement',
          show: openAt(`/sessions/${sichuan}/settlement`, () => byTestId('ledger-net')),
          check: async () => {
            await expectLedgerFits(h)
            // The payment method toggle stays above its explanation, each way on one line.
            await expectNoOverlap(
              h.page.locator('.payment-method .n-radio-button, .method-help'),
              'payment method and its help'
            )
            await expectOneLine(h.page.locator('.payment-method .n-radio__label'), 'payment method')
            // One primary action on the screen.
            const primary = await h.page
              .locator('.n-button--primary-type:not(.n-button--secondary):not(.n-button--quaternary):visible')
              .allInnerTexts()
            expect(primary, 'primary buttons').toHaveLength(1)
          }
        },
        {
          name: 'hand-detail',
          show: async () => {
            await h.open(`/sessions/${sichuan}`)
            await handRow(2).click()
            await byTestId('hand-detail').waitFor()
          }
        },
        {
          name: 'settlement-two-player',
          show: openAt(`/sessions/${twoPlayer}/settlement`, () => byTestId('ledger-net')),
          check: () => expectLedgerFits(h)
        },
        { name: 'history', show: openAt('/records?tab=history', () => byTestId('history-row')) },
        { name: 'leaderboard', show: openAt('/records?tab=leaderboard', () => byTestId('leaderboard-player')) },
        { name: 'profile', show: openAt(`/players/${guest}`, () => byTestId('profile-back')) },
        { name: 'roster', show: openAt('/players', () => byTestId('player-row')) },
        { name: 'rules', show: openAt('/rules', () => byTestId('rules-tabs')) },
        { name: 'settings', show: openAt('/settings', () => byTestId('backup-create')) },
        {
          name: 'floor',
          show: openAt('/floor', () => byTestId(`floor-tile-${t2}`)),
          check: () => expectUnclipped(byTestId('floor-damage'), 'damaged tile')
        },
        { name: 'account', show: openAt(`/accounts?player=${chen}`, () => byTestId('ledger-table')) },
        { name: 'accounts', show: openAt('/accounts', () => byTestId(`account-${chen}`)) },
        { name: 'goods', show: openAt('/goods', () => byTestId(`goods-row-${tea.id}`)) },
        { name: 'reports', show: openAt('/reports', () => byTestId('report-card')) },
        { name: 'shift', show: openAt('/shift', () => byTestId('shift-lines')) },
        { name: 'audit', show: openAt('/audit', () => byTestId('audit-table').locator('tbody tr')) }
      ]

      const failures: string[] = []
      for (const screen of screens) {
        await h.page.setViewportSize(SIZES[0])
        await screen.show().catch(async (error: unknown) => {
          await h.screenshot(`layout-${lang}-${screen.name}-failed`)
          throw error
        })
        for (const size of SIZES) {
          await h.page.setViewportSize(size)
          // The side navigation keeps its icons only below 1200 px; wait for it to settle.
          await h.page.waitForFunction(
            (width) => document.querySelector('.side-nav')?.getBoundingClientRect().width === width,
            size.width < 1200 ? 64 : 232
          )
          await h.page.waitForTimeout(400)
          const shot = `layout-${lang}-${screen.name}-${size.width}x${size.height}`
          const body = h.page.locator('body')
          // The score sheet breaks a very long name in a cell so that every seat's column stays in view; a
          // table header (the score sheet's seats too) or a floor tile's player keeps every word whole.
          const problems = [
            ...(await cutText(body, '.sheet-text', 'th, [data-testid^="floor-tile-"] li')),
            ...(await buttonsOutOfPlace(body))
          ]
          await screen.check?.().catch((error: unknown) => problems.push(String(error)))
          failures.push(...problems.map((problem) => `${shot}: ${problem}`))
          await h.page.screenshot({ path: join(OUTPUT_DIR, 'screenshots', `${shot}.png`), animations: 'disabled' })
        }
        // The whole screen at the narrow width, to look at what lies below the fold.
        await h.page.setViewportSize({ width: SIZES[1].width, height: 2000 })
        await h.page.waitForTimeout(300)
        await h.page.screenshot({ path: join(OUTPUT_DIR, 'screenshots', `layout-${lang}-${screen.name}-whole.png`) })
      }
      writeFileSync(join(OUTPUT_DIR, `layout-${lang}-failures.txt`), failures.join('\n'))
      expect(failures).toEqual([])

      // The 80 mm settlement receipt: 80 mm wide, one page, every name on one line.
      await h.page.setViewportSize(SIZES[0])
      await h.open(`/sessions/${sichuan}/settlement`)
      await byTestId('print-receipt').click()
      await expect.poll(() => h.printed.length, { timeout: 20_000 }).toBe(1)
      await h.page.waitForURL(/settlement$/)
      const receipt = h.printed[0]
      expect(pdfInfo(receipt).widthPt).toBeCloseTo(RECEIPT_WIDTH_PT, 0)
      expect(pdfInfo(receipt).pages).toBe(1)
      expectNamesOnOneLine(execFileSync('pdftotext', [receipt, '-'], { encoding: 'utf8' }), [
        '张伟',
        LONG_ZH,
        LONG_EN,
        '李娜'
      ])
      execFileSync('pdftoppm', ['-png', '-r', '100', receipt, join(OUTPUT_DIR, `layout-${lang}-receipt80`)])

      // The 80 mm top-up receipt: one page, 80 mm wide.
      await h.open('/accounts')
      await byTestId(`account-${chen}`).click()
      await byTestId('account-amount').locator('input').fill('200')
      await byTestId('account-submit').click()
      await expect.poll(() => h.printed.length, { timeout: 20_000 }).toBe(2)
      await h.page.waitForURL(/#\/accounts/)
      const topUpReceipt = h.printed[1]
      expect(pdfInfo(topUpReceipt)).toEqual({ pages: 1, widthPt: expect.closeTo(RECEIPT_WIDTH_PT, 0) })
      expect(pdfText(topUpReceipt)).toContain('陈静')
      execFileSync('pdftoppm', ['-png', '-r', '100', topUpReceipt, join(OUTPUT_DIR, `layout-${lang}-topup80`)])
      expect(h.errors).toEqual([])
    } finally {
      await h.close()
    }
  }, 300_000)
})
