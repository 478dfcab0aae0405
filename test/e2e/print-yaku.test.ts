/** The 役种 print: a 诈和 line names the offender who pays; the hand list has the backer's points. */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../src-main/services/hands'
import { createSession, getSessionView } from '../../src-main/services/sessions'
import { OUTPUT_DIR, useHarness, type Harness } from './harness'
import { pdfText, steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { createPlayers, printFrom, byTestId } = steps(() => h)

describe('the 役种 print', () => {
  it('names the 诈和 offender and prints the backer’s points per hand, on A4 and on the receipt', async () => {
    const [zhang, li, wang, zhao, qian] = createPlayers(['张三', '李四', '王五', '赵六', '钱七'])
    const { id } = createSession(h.ctx.db, {
      title: '',
      variant: 'yaku',
      options: {},
      playerIds: [zhang, li, wang, zhao],
      backerPlayerIds: [qian],
      firstDealer: 0,
      rules: { minScore: null, doubling: null, pointValue: 1, tableFee: { kind: 'none' } }
    })
    const supporters = [{ playerId: qian, seat: 0 }]
    recordHand(h.ctx.db, id, { events: [{ type: 'win', winner: 0, from: 2, yaku: ['yiqi'] }], supporters })
    recordHand(h.ctx.db, id, { events: [{ type: 'falseWin', by: 1 }], supporters })
    const backer = getSessionView(h.ctx.db, id).backers[0].backerId
    const backerPoints = getSessionView(h.ctx.db, id).hands.map((hand) => hand.result.supporterDeltas[backer])
    expect(backerPoints[0]).toBeGreaterThan(0)

    await h.open(`/sessions/${id}/settlement`)
    await byTestId('ledger-net').first().waitFor()
    const a4 = pdfText(await printFrom('print-a4', 1))
    expect(a4).toContain('李四（诈和者）赔付')
    expect(a4).toMatch(/支持者\s*钱七/)
    expect(a4).toContain(`+${backerPoints[0]}`)
    // The dealer's name whole on its line, beside the backer's column.
    expect(a4).toMatch(/^\s*1\s+张三\s/m)
    const receipt = pdfText(await printFrom('print-receipt', 2))
    expect(receipt).toContain('李四（诈和者）赔付')
    expect(receipt).toMatch(/支持者\s*钱七/)
    for (const [file, name] of [
      [h.printed[0], 'print-yaku-a4'],
      [h.printed[1], 'print-yaku-receipt']
    ])
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, join(OUTPUT_DIR, name)])
  })
})
