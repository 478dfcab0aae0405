import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { getSessionView } from '../../../src-main/services/sessions'
import { latestVersion, loadMigrations } from '../../../src-main/store/migrations'
import { smallClub } from '../../support/club'
import { dumpDatabase, MIGRATIONS_DIR, openTestContext } from '../../support/context'

const FIXTURES = join(__dirname, '../../fixtures/backups')

function withoutImportEntry(dump: Record<string, unknown[]>): Record<string, unknown[]> {
  return { ...dump, audit_log: dump.audit_log.slice(0, -1) }
}

async function clubBackup() {
  const source = await openTestContext()
  smallClub(source.db, 12)
  source.db.prepare('UPDATE table_sessions SET voided_at = ? WHERE id = 3').run('2026-11-20T10:00:00.000Z')
  return { source, document: JSON.parse(exportJsonBackup(source.db).content) }
}

type Tables = Record<string, Record<string, unknown>[]>

/** Tables schema 5 did not have (empty in this club's backup). */
const ADDED_AFTER_5 = ['seat_handovers', 'staff', 'shifts', 'bookings', 'goods', 'goods_sales', 'stock_ledger']

/** The same backup as schema 5 wrote it: sessions had no `voided_at` yet, no handovers, staff, shifts, bookings or goods. */
function asSchema5(document: { tables: Tables }): { schemaVersion: number; tables: Tables } {
  for (const table of ADDED_AFTER_5) expect(document.tables[table]).toEqual([])
  const tables = Object.fromEntries(Object.entries(document.tables).filter(([table]) => !ADDED_AFTER_5.includes(table)))
  const sessions = tables.table_sessions.map(({ voided_at: _voided, ...row }) => row)
  const audit = tables.audit_log.map(({ staff_id: _staff, device_id: _device, granted_by: _granted, ...row }) => row)
  return { ...document, schemaVersion: 5, tables: { ...tables, table_sessions: sessions, audit_log: audit } }
}

describe('JSON backups from older versions', () => {
  it('migrates a schema-5 backup as the app migrates its database, then imports it', async () => {
    const { source, document } = await clubBackup()
    const old = asSchema5(document)
    const target = await openTestContext()
    expect(importJsonBackup(target, JSON.stringify(old))).toMatchObject({ sessions: 12 })
    const expected = dumpDatabase(source)
    expected.table_sessions = expected.table_sessions.map((row) => ({ ...(row as object), voided_at: null }))
    const imported = withoutImportEntry(dumpDatabase(target))
    expect(imported.table_sessions).toEqual(expected.table_sessions)
    expect(imported.hands).toEqual(expected.hands)
    expect(getSessionView(target.db, 5)).toEqual(getSessionView(source.db, 5))
  }, 60_000)

  it('imports the backup file the app wrote at schema 6', async () => {
    const target = await openTestContext()
    const text = readFileSync(join(FIXTURES, 'schema-6.json'), 'utf8')
    expect(JSON.parse(text).schemaVersion).toBe(6)
    expect(importJsonBackup(target, text)).toEqual({ players: 6, sessions: 2, hands: 5 })
    const account = target.db.prepare('SELECT sum(cents) AS cents FROM account_balances').get() as { cents: number }
    expect(account.cents).toBeGreaterThan(0)
    // Each seat's money, settled before seats could change hands, is its holder's at the close.
    const money = target.db.prepare('SELECT seat, party_key FROM seat_money ORDER BY seat').all()
    expect(money).toEqual([0, 1, 2, 3].map((seat) => ({ seat, party_key: `seat:${seat}` })))
  })

  it('refuses an old backup with a column its version never had, and changes nothing', async () => {
    const { document } = await clubBackup()
    const old = asSchema5(document)
    old.tables.players = old.tables.players.map((row) => ({ ...row, colour: 'red' }))
    const target = await openTestContext()
    const before = dumpDatabase(target)
    expect(() => importJsonBackup(target, JSON.stringify(old))).toThrow(
      expect.objectContaining({ code: 'IMPORT_INVALID', messageZh: expect.stringContaining('数据版本 5') })
    )
    expect(dumpDatabase(target)).toEqual(before)
  }, 60_000)

  it('refuses a backup from a newer version, saying to update the app', async () => {
    const { document } = await clubBackup()
    const target = await openTestContext()
    const newer = latestVersion(loadMigrations(MIGRATIONS_DIR)) + 1
    expect(() => importJsonBackup(target, JSON.stringify({ ...document, schemaVersion: newer }))).toThrow(
      expect.objectContaining({ code: 'IMPORT_INVALID', messageZh: expect.stringContaining('请先升级雀记') })
    )
  }, 60_000)
})
