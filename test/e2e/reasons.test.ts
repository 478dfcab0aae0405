/**
 * Issue 11: reasons name players, never "座位 N" — in the hand detail on screen, in the printed
 * settlement (pdftotext) and in the CSV export; the score sheet's 牌型 says what made a hand score.
 */
import { describe, expect, it } from 'vitest'
import { exportSessionCsv } from '../../src-main/services/sessionExport'
import { useHarness, type Harness } from './harness'
import { pdfText, steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, handRow, createPlayers, seat, openTableThroughOpening, openEntry, saveEntry, printFrom } = steps(
  () => h
)

const NAMES = ['东方明', '南宫玉', '西门雪', '北堂春']
const SEAT_NUMBER = /座位 ?\d|\bseat \d/i

describe('reasons name the players', () => {
  it('on screen, in print and in the CSV; the sheet shows 抢杠胡 and the 查叫', async () => {
    const playerIds = createPlayers(NAMES)
    const id = await openTableThroughOpening(async () => {
      await byTestId('variant-sichuan').click()
      for (const player of playerIds) await seat(player)
    })
    await byTestId('table-record').waitFor()

    // 查叫: 南宫玉 ready for 3, the three others pay it.
    await openEntry()
    await byTestId('entry-draw').click()
    await byTestId('entry-more').click()
    await byTestId('entry-tenpai-1').click()
    await byTestId('entry-tenpai-points-1').fill('3')
    await expect.poll(() => byTestId('entry-preview').innerText()).toContain('南宫玉')
    expect(await byTestId('entry-preview').innerText()).not.toMatch(SEAT_NUMBER)
    await saveEntry(1)

    // 西门雪 robs 东方明's kong.
    await openEntry()
    await byTestId('entry-seat-2').click()
    await byTestId('entry-seat-0').click()
    await byTestId('entry-more').click()
    await byTestId('entry-field-robKong-toggle').click()
    await saveEntry(2)
    expect(await handRow(2).innerText()).toContain('抢杠胡')

    await handRow(1).click()
    const detail = byTestId('hand-detail')
    await detail.waitFor()
    const shown = await detail.innerText()
    expect(shown).toContain('赔听牌的南宫玉')
    expect(shown).not.toMatch(SEAT_NUMBER)
    await h.screenshot('reasons-hand-detail')
    await h.page.keyboard.press('Escape')
    await detail.waitFor({ state: 'hidden' })

    await byTestId('table-settle').click()
    await h.page.waitForURL(/settlement$/)
    const printed = pdfText(await printFrom('print-pdf', 1))
    expect(printed).toContain('赔听牌的南宫玉')
    expect(printed).not.toMatch(SEAT_NUMBER)

    const csv = (await exportSessionCsv(h.ctx.db, id)).content
    expect(csv).toContain('赔听牌的南宫玉')
    expect(csv).toMatch(/pays ready 南宫玉/)
    expect(csv).not.toMatch(SEAT_NUMBER)
  })
})
