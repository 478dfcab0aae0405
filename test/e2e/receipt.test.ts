import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { topUp } from '../../src-main/services/parlor/accounts'
import { openAtTable, pauseClock, resumeClock } from '../../src-main/services/parlor/clock'
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

describe('the receipt of a timed table (80 mm and A4)', () => {
  it('prints the table, its times, pauses, bands, add-on, the fee, each share, net and how each settled', async () => {
    const db = h.ctx.db
    updateSettings(db, { clubName: '老城棋牌室' })
    const [zhang, li, wang, liu] = createPlayers(['张伟', '李娜', '王芳', '刘洋'])
    topUp(db, { playerId: zhang, cents: 10_000, note: '' }, at('13:00'))
    const { id: planId } = saveRatePlan(db, { name: '日夜', plan: DAY_NIGHT })
    const tableId = saveParlorTable(db, { name: '1号桌', kind: 'hall', ratePlanId: planId, position: 0 }).id
    const session = {
      title: '',
      variant: 'sichuan' as const,
      options: {},
      playerIds: [zhang, li, wang, liu],
      backerPlayerIds: [],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 10, tableFee: { kind: 'none' as const } }
    }
    const id = openAtTable(db, { session, tableId, feePayer: 'even', addOns: ['空调'] }, at('14:00')).session.id
    // 张伟 +¥20, 李娜 −¥20, 王芳 −¥10, 刘洋 +¥10; paused 15:00–15:20.
    for (const [winner, from] of [
      [0, 1],
      [0, 2],
      [3, 1]
    ]) {
      recordHand(db, id, { events: [{ type: 'win', winner, from, pattern: 'pinghu' }], supporters: [] })
    }
    pauseClock(db, id, at('15:00'))
    resumeClock(db, id, at('15:20'))
    h.ctx.now = () => at('16:30')

    await h.open(`/sessions/${id}/settlement`)
    await byTestId('settle-mode-0').getByText('记账').click()
    await expect.poll(() => byTestId('settle-balance-0').textContent()).toMatch(/张伟.*¥100 →/)
    // 不收台费 never shows beside a time fee.
    expect(await byTestId('settlement-summary').textContent()).not.toContain('不收台费')
    expect(await byTestId('settlement-summary').textContent()).toContain('计时台费')
    await shots('receipt-settle-preview')
    await byTestId('parlor-settle-button').click()
    await byTestId('parlor-settle-confirm').click()
    await byTestId('parlor-settled').waitFor()
    await shots('receipt-settlement-closed')

    const { money, timeFee } = parlorMoney(db, id)
    const fee = timeFee!.breakdown.totalCents
    expect(fee).toBeGreaterThan(0)
    const receipt = await printFrom('print-receipt', 1)
    const a4 = await printFrom('print-a4', 2)
    for (const [file, name] of [
      [receipt, 'receipt-80mm'],
      [a4, 'receipt-a4']
    ]) {
      const text = pdfText(file).replace(/[ \t]+/g, ' ')
      expect(text).toContain('老城棋牌室')
      expect(text).toContain('1号桌 · 大厅')
      expect(text).toMatch(/开台 \S+ 14:00 — 结账 \S+ 16:30/)
      expect(text).toContain('暂停 20 分钟')
      expect(text).toMatch(/10:00–23:00 ¥15(\.00)?\/小时/)
      expect(text).toContain('空调')
      expect(text).toMatch(new RegExp(`计时台费 ${yuan(fee).replace('.', '\\.')}`))
      expect(text).not.toContain('不收台费')
      for (const person of money!.persons) {
        // Each person's share of the fee, net, and how they settled.
        expect(text).toContain(person.name)
        expect(text).toContain(`-${yuan(person.fees.timeCents)}`)
        const net = `${person.netCents > 0 ? '+' : '-'}${yuan(Math.abs(person.netCents))}`
        expect(text).toContain(net)
      }
      const zhangSettled = money!.persons[0]
      expect(text).toContain(
        `记账 余额 ${yuan(zhangSettled.balanceBeforeCents!)} → ${yuan(zhangSettled.balanceAfterCents!)}`
      )
      execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', file, join(OUTPUT_DIR, name)])
    }

    updateSettings(db, { locale: 'en' })
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await byTestId('parlor-settled').waitFor()
    await shots('receipt-settlement-closed-en')
    await byTestId('print-receipt').click()
    await expect.poll(() => h.printed.length, { timeout: 20_000 }).toBe(3)
    const english = pdfText(h.printed[2])
    expect(english).toContain('Table time fee')
    expect(english).toContain('paused 20 min')
  })
})
