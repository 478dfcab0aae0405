/**
 * The JSON import reads its file in pieces: rows are written as they arrive, so a refusal found
 * late in the file (a key given twice in the last row, a cut-off end, a table out of place) must
 * still leave the target as it was; and tables come in the order this app exports them.
 */
import { describe, expect, it } from 'vitest'
import { TABLE_NAMES } from '../../../src-main/services/backupFormat'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup, JsonImport } from '../../../src-main/services/jsonImport'
import { smallClub } from '../../support/club'
import { dumpDatabase, openTestContext } from '../../support/context'

async function exportedClub() {
  const source = await openTestContext()
  smallClub(source.db, 20)
  return { source, text: exportJsonBackup(source.db).content }
}

async function expectRefusedUnchanged(text: string, message: RegExp, pieceSize = 4096) {
  const target = await openTestContext()
  const before = dumpDatabase(target)
  const job = new JsonImport(target)
  const importAll = () => {
    for (let at = 0; at < text.length; at += pieceSize) job.write(text.slice(at, at + pieceSize))
    job.finish()
  }
  expect(importAll).toThrow(
    expect.objectContaining({ code: 'IMPORT_INVALID', message: expect.stringMatching(message) })
  )
  expect(dumpDatabase(target)).toEqual(before)
  expect(target.db.inTransaction).toBe(false)
}

/** The export's text with the tables' order changed by `reorder`. */
function withTables(text: string, reorder: (tables: [string, unknown][]) => [string, unknown][]) {
  const document = JSON.parse(text) as { tables: Record<string, unknown> }
  return JSON.stringify({ ...document, tables: Object.fromEntries(reorder(Object.entries(document.tables))) })
}

describe('the streaming JSON import', () => {
  it('imports the same from pieces of any size as from one text', async () => {
    const { source, text } = await exportedClub()
    const whole = await openTestContext()
    importJsonBackup(whole, text)
    const pieces = await openTestContext()
    const job = new JsonImport(pieces)
    const bytes = Buffer.from(text)
    for (let at = 0; at < bytes.length; at += 997) job.write(bytes.subarray(at, at + 997))
    expect(job.finish()).toEqual({ players: expect.any(Number), sessions: 20, hands: expect.any(Number) })
    const { audit_log: _a, ...tables } = dumpDatabase(pieces)
    const { audit_log: _b, ...expected } = dumpDatabase(whole)
    expect(tables).toEqual(expected)
    expect(dumpDatabase(pieces).hands).toEqual(dumpDatabase(source).hands)
  })

  it('refuses a key given twice in the last row, after every earlier row was written, and changes nothing', async () => {
    const { text } = await exportedClub()
    // The export writes one row a line.
    const lines = text.split('\n')
    const last = lines.findLastIndex((line) => line.startsWith('{"'))
    lines[last] = `{"note":1,"note":2,${lines[last].slice(1)}`
    await expectRefusedUnchanged(lines.join('\n'), /"note" appears twice/)
  })

  it('refuses a row with a "__proto__" key, and changes nothing', async () => {
    const { text } = await exportedClub()
    const lines = text.split('\n')
    const first = lines.findIndex((line) => line.startsWith('{"'))
    lines[first] = `{"__proto__":{"note":"x"},${lines[first].slice(1)}`
    await expectRefusedUnchanged(lines.join('\n'), /the key "__proto__" is not allowed/)
  })

  it('refuses a file cut off in the middle of the hands, and changes nothing', async () => {
    const { text } = await exportedClub()
    await expectRefusedUnchanged(text.slice(0, text.indexOf('"session_seats"') - 200), /not complete JSON/)
  })

  it('refuses tables out of the order the app exports them, naming the one expected', async () => {
    const { text } = await exportedClub()
    const swapped = withTables(text, (tables) => {
      const hands = tables.findIndex(([name]) => name === 'hands')
      return [...tables.slice(0, hands - 1), tables[hands], tables[hands - 1], ...tables.slice(hands + 1)]
    })
    await expectRefusedUnchanged(swapped, /table table_sessions is missing, or the tables are not in the order/)
  })

  it('refuses a backup without one of its tables, naming it, and changes nothing', async () => {
    const { text } = await exportedClub()
    await expectRefusedUnchanged(
      withTables(text, (tables) => tables.filter(([name]) => name !== 'receipts')),
      /table receipts is missing/
    )
    await expectRefusedUnchanged(
      withTables(text, (tables) => tables.filter(([name]) => name !== TABLE_NAMES.at(-1))),
      new RegExp(`table ${TABLE_NAMES.at(-1)} is missing`)
    )
  })

  it('refuses an unknown table and a table that is not a list', async () => {
    const { text } = await exportedClub()
    await expectRefusedUnchanged(
      withTables(text, (tables) => [...tables, ['secrets', []]]),
      /unknown table "secrets"/
    )
    await expectRefusedUnchanged(
      withTables(text, (tables) => tables.map(([name, rows]) => [name, name === 'goods' ? {} : rows])),
      /tables\.goods: not a list/
    )
  })

  it('names the row that does not fit its table, by its place in the file', async () => {
    const { text } = await exportedClub()
    const document = JSON.parse(text) as { tables: { hands: Record<string, unknown>[] } }
    document.tables.hands[3] = { ...document.tables.hands[3], deleted: 2 }
    await expectRefusedUnchanged(JSON.stringify(document), /tables\.hands\.3\.deleted/)
  })

  it('refuses a wrong app or a newer schema version before writing any row', async () => {
    const { text } = await exportedClub()
    const document = JSON.parse(text) as Record<string, unknown>
    await expectRefusedUnchanged(JSON.stringify({ ...document, app: 'other' }), /not a backup exported by this app/)
    await expectRefusedUnchanged(JSON.stringify({ ...document, schemaVersion: 999 }), /schema version 999/)
  })
})
