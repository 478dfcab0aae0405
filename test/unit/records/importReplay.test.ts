/** A JSON backup is replayed before it is written: a file whose rows the engine disagrees with is refused whole. */
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../../src-main/services/hands'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { closeSession } from '../../../src-main/services/sessions'
import { updateSettings } from '../../../src-main/services/settings'
import { dumpDatabase, openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

interface Row {
  [column: string]: unknown
}
type Tables = Record<string, Row[]>

async function clubBackup(): Promise<Tables> {
  const { db } = await openTestContext()
  updateSettings(db, { pointValue: 2, clubName: '测试' })
  const closed = openTable(db, 'sichuan', 4, {
    rules: { minScore: null, doubling: null, pointValue: 0.3, tableFee: { kind: 'perPlayer', amount: 1.1 } }
  })
  recordHand(db, closed.id, win(1, 0, { pattern: 'pinghu' }))
  recordHand(db, closed.id, win(2, null, { pattern: 'pinghu' }))
  closeSession(db, closed.id)
  const open = openTable(db, 'sichuan')
  recordHand(db, open.id, win(3, 1, { pattern: 'pinghu' }))
  return (JSON.parse(exportJsonBackup(db).content) as { tables: Tables }).tables
}

const parsed = (row: Row, column: string) => JSON.parse(row[column] as string) as Record<string, unknown>
const firstHand = (tables: Tables, seq: number) =>
  tables.hands.find((hand) => hand.session_id === tables.table_sessions[0].id && hand.seq === seq)!

const CRAFTED: [name: string, where: RegExp, craft: (tables: Tables) => void][] = [
  ['an unknown variant', /^第 1 个牌局/, (t) => (t.table_sessions[0].variant = 'mars')],
  [
    'a missing seat',
    /^第 2 个牌局.*座位/,
    (t) => (t.session_seats = t.session_seats.filter((s) => !(s.session_id === t.table_sessions[1].id && s.seat === 3)))
  ],
  ['empty options', /^第 1 个牌局.*选项/, (t) => (t.table_sessions[0].options = '{}')],
  [
    'a result without nextDealer',
    /^第 1 个牌局（编号 \d+）第 2 局/,
    (t) => {
      const hand = firstHand(t, 2)
      const result = parsed(hand, 'result')
      delete result.nextDealer
      hand.result = JSON.stringify(result)
    }
  ],
  ['a closed session with an empty settlement', /^第 1 个牌局.*结算/, (t) => (t.table_sessions[0].settlement = '{}')],
  [
    'deltas that do not sum to zero',
    /^第 1 个牌局（编号 \d+）第 1 局/,
    (t) => {
      const hand = firstHand(t, 1)
      const result = parsed(hand, 'result') as { deltas: number[] }
      result.deltas[0] += 1
      hand.result = JSON.stringify(result)
    }
  ],
  ['a duplicate seq', /^第 1 个牌局.*第 1 局出现了两次/, (t) => (firstHand(t, 2).seq = 1)],
  [
    'a setting of the wrong type',
    /^设置“pointValue”/,
    (t) => (t.settings.find((s) => s.key === 'pointValue')!.value = '"abc"')
  ]
]

describe('importing a JSON backup replays it', () => {
  it('accepts the untouched backup', async () => {
    const tables = await clubBackup()
    const target = await openTestContext()
    const header = JSON.parse(exportJsonBackup(target.db).content) as Record<string, unknown>
    expect(importJsonBackup(target, JSON.stringify({ ...header, tables }))).toMatchObject({ sessions: 2, hands: 3 })
  })

  it('keeps, as its record, the stored result of a hand an earlier engine scored differently', async () => {
    const tables = await clubBackup()
    const openHand = tables.hands.find((hand) => hand.session_id === tables.table_sessions[1].id)!
    const earlier = firstHand(tables, 1).result
    openHand.result = earlier
    const target = await openTestContext()
    const header = JSON.parse(exportJsonBackup(target.db).content) as Record<string, unknown>
    const document = JSON.stringify({ ...header, tables })
    expect(() => importJsonBackup(target, document)).toThrow(/stored result differs/)
    openHand.engine_version = '0.9.0'
    importJsonBackup(target, JSON.stringify({ ...header, tables }))
    const imported = dumpDatabase(target).hands.find((hand) => (hand as Row).engine_version === '0.9.0') as Row
    expect(imported.result).toBe(earlier)
  })

  for (const [name, where, craft] of CRAFTED) {
    it(`refuses ${name}, naming the row, and changes nothing`, async () => {
      const tables = await clubBackup()
      craft(tables)
      const target = await openTestContext()
      const header = JSON.parse(exportJsonBackup(target.db).content) as Record<string, unknown>
      const before = dumpDatabase(target)
      let thrown: unknown
      try {
        importJsonBackup(target, JSON.stringify({ ...header, tables }))
      } catch (error) {
        thrown = error
      }
      expect(thrown).toMatchObject({ code: 'IMPORT_INVALID' })
      const { messageZh, message } = thrown as { messageZh: string; message: string }
      expect(messageZh.replace(/^无法导入：/, '')).toMatch(where)
      expect(message).toMatch(/^Cannot import: (session \d|the setting)/)
      expect(dumpDatabase(target)).toEqual(before)
    })
  }
})
