import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { saveBonusRules, setMemberCreditLimit, transfer } from '../../src-main/services/parlor/accounts'
import { openAtTable, pauseClock, resumeClock } from '../../src-main/services/parlor/clock'
import { closeAtParlor } from '../../src-main/services/parlor/close'
import { saveParlorTable, saveRatePlan } from '../../src-main/services/parlor/setup'
import { handOver } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import { DAY_NIGHT } from '../support/parlor'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, shots } = steps(() => h)

// The browser and this process share the machine's time zone (the parlor's by default); the day is today, local time.
const midnight = new Date(new Date().setHours(0, 0, 0, 0)).getTime()
const at = (time: string) => midnight + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000
const RULES = { minScore: null, doubling: null, pointValue: 10, tableFee: { kind: 'none' as const } }

/** Sets the app's clock (the services' `now`). */
function clockAt(time: string): void {
  h.ctx.now = () => at(time)
}

function open(tableId: number, playerIds: number[], time: string, addOns: string[] = []): number {
  const session = {
    title: '',
    variant: 'sichuan' as const,
    options: {},
    playerIds,
    backerPlayerIds: [],
    firstDealer: 0,
    rules: RULES
  }
  return openAtTable(h.ctx.db, { session, tableId, feePayer: 'even', addOns }, at(time)).session.id
}

function dealIns(sessionId: number, pairs: [number, number][]): void {
  for (const [winner, from] of pairs) {
    recordHand(h.ctx.db, sessionId, { events: [{ type: 'win', winner, from, pattern: 'pinghu' }], supporters: [] })
  }
}

describe('one day at a parlor (大厅 → 充值 → 结算到账户 → 日报)', () => {
  it('prices three tables, settles to accounts and in cash, and the floor, a statement and the daily report match hand-computed figures', async () => {
    const db = h.ctx.db
    updateSettings(db, { clubName: '老城棋牌室' })
    const [jia, yi, bing, ding, wu, ji, geng] = createPlayers(['甲', '乙', '丙', '丁', '戊', '己', '庚'])
    const { id: planId } = saveRatePlan(db, { name: '日夜', plan: DAY_NIGHT })
    const [t1, t2, t3] = ['1号桌', '2号桌', '3号包间'].map(
      (name, position) =>
        saveParlorTable(db, { name, kind: position === 2 ? 'room' : 'hall', ratePlanId: planId, position }).id
    )
    saveBonusRules(db, [{ minCents: 50_000, bonusCents: 10_000 }]) // 充 500 送 100
    setMemberCreditLimit(db, ding, 5_000) // 丁 may owe ¥50

    // 10:00 甲 tops up ¥500 at the counter (UI): ¥600 with the bonus, and the 80 mm receipt prints.
    clockAt('10:00')
    await h.open('/accounts')
    await byTestId(`account-${jia}`).click()
    await byTestId('account-amount').locator('input').fill('500')
    await byTestId('account-submit').click()
    await h.page.waitForURL(/#\/accounts/)
    await expect.poll(() => h.printed.length, { timeout: 15_000 }).toBe(1)
    expect(h.printed[0]).toMatch(/小票-1\.pdf$/)
    await expect.poll(() => byTestId('account-balance').textContent()).toContain('¥600')

    // Three tables: 1号桌 from 14:00; 3号包间 from 19:00, paused 20:00–20:45 (空调 on); 2号桌 from 21:30, into the night band.
    const s1 = open(t1, [jia, yi, bing, ding], '14:00')
    dealIns(s1, [
      [0, 3],
      [0, 3],
      [0, 3],
      [0, 3],
      [0, 3],
      [1, 2]
    ]) // 甲 +5, 乙 +1, 丙 −1, 丁 −5 points at ¥10
    const s3 = open(t3, [wu, ji, geng, yi], '19:00', ['空调'])
    dealIns(s3, [[0, 1]])
    pauseClock(db, s3, at('20:00'))
    resumeClock(db, s3, at('20:45'))
    const s2 = open(t2, [bing, wu, ji, geng], '21:30')

    // 22:00 the floor: 1号桌 8 h = 16 × ¥7.50 = ¥120; 2号桌 30 min = ¥7.50;
    // 3号包间 2 h 15 played = 5 × ¥7.50 + 空调 150 min × ¥5/h = ¥50.
    clockAt('22:00')
    await h.open('/')
    await h.page.waitForURL(/#\/floor/)
    await expect.poll(() => byTestId(`floor-tile-${t1}`).textContent()).toContain('¥120')
    expect(await byTestId(`floor-tile-${t1}`).textContent()).toContain('8:00')
    expect(await byTestId(`floor-tile-${t1}`).textContent()).toContain('领先：甲')
    expect(await byTestId(`floor-tile-${t2}`).textContent()).toContain('¥7.50')
    expect(await byTestId(`floor-tile-${t3}`).textContent()).toContain('¥50')
    expect(await byTestId(`floor-tile-${t3}`).textContent()).toContain('2:15')
    // Each tile says when it opened.
    expect(await byTestId(`floor-tile-${t3}`).getByTestId('floor-started').textContent()).toMatch(/开台 .*19:00/)
    await shots('parlor-floor')

    // 22:00 1号桌 closes (结账 on its tile): 甲 and 丁 to their accounts, 乙 and 丙 in cash; ¥120 split evenly, ¥30 each.
    await byTestId(`floor-settle-${t1}`).click()
    await h.page.waitForURL(new RegExp(`#/sessions/${s1}/settlement$`))
    await byTestId('settle-mode-0').getByText('记账').click()
    await byTestId('settle-mode-3').getByText('记账').click()
    // Before confirming: 甲 ¥600 → ¥620 (+¥50 − ¥30); 丁 ¥0 → −¥80, past the ¥50 limit.
    await expect.poll(() => byTestId('settle-balance-3').textContent()).toMatch(/丁.*¥0 → -¥80.*超过额度 ¥50/)
    expect(await byTestId('settle-balance-0').textContent()).toMatch(/甲.*¥600 → ¥620/)
    expect(await byTestId('settle-due-3').textContent()).toBe('-¥80')
    await shots('parlor-settle-preview')
    await byTestId('parlor-settle-button').click()
    await byTestId('parlor-settle-confirm').click()
    await byTestId('parlor-settle-confirm-over').click()
    await byTestId('parlor-settled').waitFor()
    expect(await byTestId('settled-seat-0').textContent()).toMatch(/\+¥20¥30¥600 → ¥620/)
    expect(await byTestId('settled-seat-3').textContent()).toMatch(/-¥80¥30¥0 → -¥80/)
    // The house pays nobody for the account persons; 乙 and 丙 settle their cash nets.
    const lines = await h.page.getByTestId('payment').allTextContents()
    expect(lines.filter((line) => line.includes('记账'))).toHaveLength(2)
    await shots('parlor-settlement')

    // 22:30 乙 lends 丁 ¥30 (a transfer); 23:00 3号包间 closes in cash, 23:30 2号桌 too.
    transfer(db, { fromId: yi, toId: ding, cents: 3_000, note: '借', confirmOverLimit: true }, at('22:30'))
    const c3 = closeAtParlor(db, { sessionId: s3, toAccount: [] }, at('23:00'))
    dealIns(s2, [[1, 0]])
    const c2 = closeAtParlor(db, { sessionId: s2, toAccount: [] }, at('23:30'))
    // 3号包间 195 min played → 7 units × ¥7.50 + 空调 210 min × ¥5/h; 2号桌 21:30–23:30 → 3 × ¥7.50 + ¥10
    expect(c3.timeFee!.breakdown.totalCents).toBe(5_250 + 1_750)
    expect(c2.timeFee!.breakdown.totalCents).toBe(3_250)

    // 丁's statement (UI): −¥50 settlement, −¥30 fee, +¥30 transfer → −¥50.
    clockAt('23:50')
    await h.open(`/accounts?player=${ding}`)
    await expect.poll(() => byTestId('ledger-closing').textContent()).toContain('-¥50')
    const ledger = await byTestId('ledger-table').textContent()
    expect(ledger).toContain('牌局结算')
    expect(ledger).toContain('转入')
    await shots('parlor-account')
    await byTestId('account-print-statement').click()
    await expect.poll(() => h.printed.length, { timeout: 15_000 }).toBe(2)
    expect(h.printed[1]).toMatch(/对账单-丁\.pdf$/)
    await h.page.waitForURL(/#\/accounts/) // the print view goes back once printed
    await byTestId('ledger-table').waitFor()

    // The daily report: fees ¥120 + ¥70 + ¥32.50 = ¥222.50; bands day ¥120 + ¥52.50 + ¥22.50, night ¥10, 空调 ¥17.50.
    await h.open('/reports')
    await expect.poll(() => byTestId('report-fee-total').textContent()).toBe('¥222.50')
    const report = await byTestId('parlor-report').textContent()
    expect(report).toContain('10:00–23:00¥195')
    expect(report).toContain('23:00–10:00¥10')
    expect(report).toContain('空调¥17.50')
    expect(await byTestId('report-topup').textContent()).toContain('¥500')
    expect(await byTestId('report-bonus').textContent()).toContain('¥100')
    expect(await byTestId('report-transfer').textContent()).toContain('¥30')
    // account persons after every fee: 甲 +¥20, 丁 −¥80; the identity holds
    expect(await byTestId('report-settle-account').textContent()).toMatch(/2¥20-¥80-¥60/)
    expect(await byTestId('report-settle-cash').textContent()).toMatch(/10.*¥/)
    expect(await byTestId('report-identity-timeCents').textContent()).toContain('¥222.50')
    expect(await byTestId('report-identity-identity').textContent()).toContain('¥0')
    // 丁 owes ¥50; 乙 lent ¥30 he did not have (settled in cash): −¥30
    expect(await byTestId('report-debt-total').textContent()).toBe('-¥80')
    // ledger net: +500 +100 (top-up) +50 −50 −60 (settled to accounts) ±30 (transfer)
    expect(await byTestId('report-net').textContent()).toBe('+¥540')
    await shots('parlor-report')

    // English
    updateSettings(db, { locale: 'en' })
    await h.open('/floor')
    await h.page.reload()
    await h.page.waitForSelector('[data-app-ready]')
    await byTestId(`floor-tile-${t1}`).waitFor()
    await shots('parlor-floor-en')
    await h.open('/reports')
    await expect.poll(() => byTestId('report-fee-total').textContent()).toBe('¥222.50')
    await shots('parlor-report-en')
    await h.open(`/accounts?player=${ding}`)
    await byTestId('ledger-table').waitFor()
    await shots('parlor-account-en')
  })
  it('settles each player of a handed-over seat: the one who left and the newcomer, each to their own account', async () => {
    const db = h.ctx.db
    const [zhang, li, wang, zhao, qian] = createPlayers(['张三', '李四', '王五', '赵六', '钱七'])
    const { id: planId } = saveRatePlan(db, { name: '日夜', plan: DAY_NIGHT })
    const table = saveParlorTable(db, { name: '1号桌', kind: 'hall', ratePlanId: planId, position: 0 }).id
    // 李四 wins hands 1–2 (+¥20) and hands seat 2 to 钱七, who loses hands 3–5 (−¥30); 14:00–16:00 = ¥30 of time.
    const session = open(table, [zhang, li, wang, zhao], '14:00')
    dealIns(session, [
      [1, 0],
      [1, 2]
    ])
    handOver(db, { sessionId: session, seat: 1, playerId: qian })
    dealIns(session, [
      [0, 1],
      [3, 1],
      [2, 1]
    ])
    clockAt('16:00')
    await h.open(`/sessions/${session}/settlement`)
    await byTestId('settle-mode-1@0').getByText('记账').click()
    await byTestId('settle-mode-1').getByText('记账').click()
    await byTestId('parlor-settle-button').click()
    await byTestId('parlor-settle-confirm').click()
    await byTestId('parlor-settle-confirm-over').click()
    await byTestId('parlor-settled').waitFor()
    // 李四 keeps his +¥20, no share of the time fee (it stays with the seat's holder at the close);
    // 钱七: −¥30 and the seat's ¥7.50 share.
    expect(await byTestId('settled-seat-1@0').textContent()).toMatch(/李四.*第 1–2 局.*记账\+¥20¥0¥0 → ¥20/)
    expect(await byTestId('settled-seat-1').textContent()).toMatch(/钱七.*第 3–5 局.*记账-¥37\.50¥7\.50¥0 → -¥37\.50/)
    expect(await byTestId('settled-seat-2').textContent()).toContain('现金')
    await h.screenshot('parlor-handover-settlement-1280')
  })
})
