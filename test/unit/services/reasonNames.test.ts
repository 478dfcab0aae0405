import { describe, expect, it } from 'vitest'
import { recordHand, previewHand } from '../../../src-main/services/hands'
import { exportSessionCsv } from '../../../src-main/services/sessionExport'
import { getSessionView } from '../../../src-main/services/sessions'
import { openTestContext } from '../../support/context'
import { openTable } from '../../support/fixtures'

/** Sichuan 查叫: seat 1 ready for 3, the others pay it — the engine's reason names "座位 2". */
const tenpaiDraw = { events: [{ type: 'draw', tenpai: [{ seat: 1, minPoints: 3 }] }], supporters: [] }

describe('reasons name the players', () => {
  it('in the table view, the preview and the CSV, both languages; the stored result keeps the engine text', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    const ready = table.players[1].name
    const preview = previewHand(db, table.id, tenpaiDraw)
    recordHand(db, table.id, tenpaiDraw)
    const view = getSessionView(db, table.id)
    for (const transfers of [preview.result.transfers, view.hands[0].result.transfers]) {
      expect(transfers).toHaveLength(3)
      for (const transfer of transfers) {
        expect(transfer.reason).toContain(ready)
        expect(transfer.reasonEn).toContain(ready)
        expect(`${transfer.reason} ${transfer.reasonEn}`).not.toMatch(/座位 ?\d|\bseat \d/i)
      }
    }
    const csv = (await exportSessionCsv(db, table.id)).content
    expect(csv).toContain(ready)
    expect(csv).not.toMatch(/座位 ?\d|\bseat \d/i)
    const stored = db.prepare('SELECT result FROM hands WHERE session_id = ?').get(table.id) as { result: string }
    expect(stored.result).toContain('座位 2')
  })

  it('in the engine’s refusals of a hand, both languages', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    const ownDiscard = { events: [{ type: 'win', winner: 2, from: 2, pattern: 'pinghu' }], supporters: [] }
    for (const attempt of [() => previewHand(db, table.id, ownDiscard), () => recordHand(db, table.id, ownDiscard)]) {
      let thrown: { message: string; messageZh: string } | undefined
      try {
        attempt()
      } catch (error) {
        thrown = error as typeof thrown
      }
      expect(thrown?.messageZh).toContain(`${table.players[2].name} 不能胡自己打出的牌`)
      expect(thrown?.message).toContain(`${table.players[2].name} cannot win on its own discard`)
    }
  })
})
