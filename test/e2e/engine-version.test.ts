import { describe, expect, it } from 'vitest'
import { ENGINE_VERSION } from '../../src-main/scoring'
import { recordHand } from '../../src-main/services/hands'
import { createSession } from '../../src-main/services/sessions'
import { updateSettings } from '../../src-main/services/settings'
import { useHarness, type Harness } from './harness'
import { steps } from './steps'

let h: Harness
useHarness((harness) => (h = harness))
const { byTestId, createPlayers, handRow } = steps(() => h)

const OLD_ENGINE = '0.9.0'
const win = (winner: number) => ({ events: [{ type: 'win', winner, from: null, form: 'standard' }], supporters: [] })

describe('a hand scored by an older engine', () => {
  it.each(['zh-CN', 'en'] as const)(
    'is rescored by an edit, marked in the changes dialog and logged (%s)',
    async (locale) => {
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
      const ids = [1, 2, 3].map((winner) => recordHand(h.ctx.db, id, win(winner)).changes[0].handId)
      // As an older engine might have stored it: another version, other deltas.
      const { result } = h.ctx.db.prepare('SELECT result FROM hands WHERE id = ?').get(ids[2]) as { result: string }
      const old = JSON.parse(result) as { deltas: number[] }
      old.deltas = old.deltas.map((delta) => delta * 2)
      h.ctx.db
        .prepare('UPDATE hands SET result = ?, engine_version = ? WHERE id = ?')
        .run(JSON.stringify(old), OLD_ENGINE, ids[2])

      await h.open(`/sessions/${id}`)
      await handRow(1).click()
      await byTestId('hand-edit').click()
      await byTestId('entry-modal').waitFor()
      await expect.poll(() => byTestId('entry-save').isEnabled()).toBe(true)
      await byTestId('entry-save').click()
      await byTestId('changes-dialog').waitFor()
      await expect.poll(() => byTestId('change-rescored').count()).toBe(1)
      const note = await byTestId('changes-rescored').innerText()
      expect(note).toContain(OLD_ENGINE)
      expect(note).toContain(ENGINE_VERSION)
      for (const [width, height] of [
        [1280, 800],
        [1024, 700]
      ]) {
        await h.page.setViewportSize({ width, height })
        await h.screenshot(`changes-rescored-${locale}-${width}`)
      }
      await byTestId('changes-close').click()
      const logged = h.ctx.db.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'rescore'").get() as {
        n: number
      }
      expect(logged.n).toBe(1)
    }
  )
})
