import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { topUp } from '../../src-main/services/parlor/accounts'
import { openAtTable } from '../../src-main/services/parlor/clock'
import { parlorMoney } from '../../src-main/services/parlor/close'
import { saveParlorTable, saveRatePlan } from '../../src-main/services/parlor/setup'
import { updateSettings } from '../../src-main/services/settings'
import { DAY_NIGHT } from '../support/parlor'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { todayAt as at, yuan } from './receiptText'
import { pdfText, steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, printFrom, shots } = steps(() => h)

/** Chooses whose receipt to print. */
async function pick(name: string): Promise<void> {
  await byTestId('print-person-pick').click()
  await h.page.locator('.n-base-select-option', { hasText: name }).first().click()
}
const signed = (cents: number) => `${cents > 0 ? '+' : '-'}${yuan(Math.abs(cents))}`

describe('one person’s receipt, and a backer settled to the account', () => {
  it('settles the backer to the account from the settle card, then prints one person’s share on 80 mm and A4', async () => {
    const db = h.ctx.db
    updateSettings(db, { clubName: '老城棋牌室' })
    const [zhang, li, wang, liu, qian] = createPlayers(['张伟', '李娜', '王芳', '刘洋', '钱七'])
    topUp(db, { playerId: qian, cents: 10_000, note: '' }, at('13:00'))
    const { id: planId } = saveRatePlan(db, { name: '日夜', plan: DAY_NIGHT })
    const tableId = saveParlorTable(db, { name: '1号桌', kind: 'hall', ratePlanId: planId, position: 0 }).id
    const session = {
      title: '',
      variant: 'yaku' as const,
      options: {},
      playerIds: [zhang, li, wang, liu],
      backerPlayerIds: [qian],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' as const } }
    }
    const id = openAtTable(db, { session, tableId, feePayer: 'even', addOns: [] }, at('14:00')).session.id
    // 钱七 backs 张伟, who wins twice off 李娜.
    for (let hand = 0; hand < 2; hand += 1) {
      recordHand(db, id, {
        events: [{ type: 'win', winner: 0, from: 1, yaku: [] }],
        supporters: [{ playerId: qian, seat: 0 }]
      })
    }
    h.ctx.now = () => at('16:00')

    await h.open(`/sessions/${id}/settlement`)
    await byTestId(`settle-mode-p${qian}`).getByText('记账').click()
    await expect.poll(() => byTestId(`settle-balance-p${qian}`).textContent()).toMatch(/钱七.*¥100 → ¥1\d\d/)
    await shots('person-backer-preview')
    await byTestId('parlor-settle-button').click()
    await byTestId('parlor-settle-confirm').click()
    await byTestId('parlor-settled').waitFor()

    const { money } = parlorMoney(db, id)
    const backer = money!.persons.find((person) => person.role === 'backer')!
    expect(backer.settle).toEqual({ kind: 'account' })
    const player = money!.persons.find((person) => person.name === '李娜')!

    await pick('钱七')
    await shots('person-print-card')
    const receipt = await printFrom('print-person-receipt', 1)
    await pick('李娜')
    const a4 = await printFrom('print-person-a4', 2)

    for (const [file, name, person, others] of [
      [receipt, 'person-receipt-80mm', backer, ['李娜', '王芳', '刘洋']],
      [a4, 'person-receipt-a4', player, ['钱七', '王芳', '刘洋']]
    ] as const) {
      const text = pdfText(file).replace(/[ \t]+/g, ' ')
      expect(text).toContain('老城棋牌室')
      expect(text).toContain('个人结账单')
      expect(text).toContain('1号桌 · 大厅')
      expect(text).toMatch(/开台 \S+ 14:00 — 结账 \S+ 16:00/)
      expect(text).toContain(person.name)
      expect(text).toContain(`输赢 ${signed(person.moneyCents)}`)
      if (person.fees.timeCents > 0) expect(text).toContain(`计时台费 -${yuan(person.fees.timeCents)}`)
      expect(text).toContain(`应收/应付 ${signed(person.netCents)}`)
      // Only this person's share: nobody else's name, no hand list.
      for (const other of others) expect(text).not.toContain(other)
      execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', file, join(OUTPUT_DIR, name)])
    }
    const backerText = pdfText(receipt).replace(/[ \t]+/g, ' ')
    expect(backerText).toContain(`记账 余额 ${yuan(backer.balanceBeforeCents!)} → ${yuan(backer.balanceAfterCents!)}`)
    expect(backerText).toContain(`收到 店家 ${signed(backer.netCents)}`)
    // 李娜 pays in cash with the first tender, and the lines say to whom.
    const playerText = pdfText(a4).replace(/[ \t]+/g, ' ')
    expect(playerText).toMatch(/现金/)
    expect(playerText).toMatch(/付给 \S+ -¥/)

    updateSettings(db, { locale: 'en' })
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await byTestId('parlor-settled').waitFor()
    await pick('钱七')
    await shots('person-print-card-en')
    await byTestId('print-person-receipt').click()
    await expect.poll(() => h.printed.length, { timeout: 20_000 }).toBe(3)
    const english = pdfText(h.printed[2])
    expect(english).toContain('Personal receipt')
    expect(english).toContain('Receives/pays')
  })
})
