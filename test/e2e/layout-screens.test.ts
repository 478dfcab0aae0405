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
import { recordHand, undoLastChange, type HandDraft } from '../../src-main/services/hands'
import { topUp } from '../../src-main/services/parlor/accounts'
import { openAtTable } from '../../src-main/services/parlor/clock'
import { closeAtParlor } from '../../src-main/services/parlor/close'
import { createGuest } from '../../src-main/services/roster'
import { closeSession, createSession, type NewSessionInput } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import { setUpTables } from '../support/parlor'
import { closeBrowser, OUTPUT_DIR, startHarness, type Harness } from './harness'
import { buttonsOutOfPlace, cutText, expectInViewport, expectUnclipped } from './layout'
import { pdfText, steps } from './steps'

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 }
]
const LONG_ZH = '司马青云飞扬'
const LONG_EN = 'Maximilian Featherstonehaugh'
const NO_RULES = { minScore: null, doubling: null, pointValue: 2, tableFee: { kind: 'none' as const } }
const RECEIPT_WIDTH_PT = (80 / 25.4) * 72

afterAll(closeBrowser)

/** Nothing under `selector` scrolls sideways: every column in view. */
async function expectNoSidewaysScroll(h: Harness, selector: string): Promise<void> {
  const wide = await h.page
    .locator(selector)
    .evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('*')]
        .filter((node) => node.scrollWidth > node.clientWidth + 1)
        .map((node) => `${node.className}: ${node.scrollWidth} > ${node.clientWidth}`)
    )
  expect(wide, `${selector} scrolls sideways`).toEqual([])
}

/** The settlement table fits its card, its totals in the window. */
async function expectLedgerFits(h: Harness): Promise<void> {
  await expectNoSidewaysScroll(h, '.ledger-card')
  await expectInViewport(h.page, h.page.getByTestId('ledger-net'), 'settlement totals')
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
    const { byTestId, createPlayers, seat, handRow } = steps(() => h)
    const db = h.ctx.db
    try {
      updateSettings(db, { clubName: '老城棋牌室', pointValue: 2, locale })
      const [zhang, li, wang, chen, yang, zhao] = createPlayers(['张伟', '李娜', LONG_ZH, '陈静', '杨磊', '赵敏'])
      const guest = createGuest(db, { name: LONG_EN }).id
      // Free to seat on the opening screen (the others play at open tables).
      const free = createPlayers(['上官婉儿', '欧阳春花秋月', 'Bartholomew Higginbottom', '诸葛明'])
      const session = (input: Partial<NewSessionInput> & Pick<NewSessionInput, 'variant' | 'playerIds'>) =>
        createSession(db, { title: '', options: {}, spectatorIds: [], firstDealer: 0, rules: NO_RULES, ...input }).id
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
      const sitDown = (tableId: number, playerIds: number[], startedAt: number) =>
        openAtTable(
          db,
          {
            session: {
              title: '',
              variant: 'sichuan',
              options: {},
              playerIds,
              spectatorIds: [],
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
      sitDown(t3, [yang, zhang, chen, li], now - 30 * 60_000)

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
          check: () => expectNoSidewaysScroll(h, '.score-sheet')
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
          name: 'settlement',
          show: openAt(`/sessions/${sichuan}/settlement`, () => byTestId('ledger-net')),
          check: () => expectLedgerFits(h)
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
        { name: 'floor', show: openAt('/floor', () => byTestId(`floor-tile-${t2}`)) },
        { name: 'account', show: openAt(`/accounts?player=${chen}`, () => byTestId('ledger-table')) }
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
          // The score sheet breaks a very long name so that every seat's column stays in view.
          const problems = [...(await cutText(body, '.sheet-text')), ...(await buttonsOutOfPlace(body))]
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
