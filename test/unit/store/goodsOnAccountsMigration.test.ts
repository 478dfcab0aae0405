/** The migration that gives the account ledger a goods kind (a table rebuild). */
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { applyPendingMigrations, loadMigrations } from '../../../src-main/store/migrations'
import { MIGRATIONS_DIR } from '../../support/context'

const schemaOf = (db: Database.Database) =>
  db
    .prepare(
      "SELECT type, name FROM sqlite_master WHERE tbl_name = 'account_ledger' AND type IN ('index', 'trigger') ORDER BY name"
    )
    .all()

describe('goods on accounts (migration 0017)', () => {
  it('keeps every row with its id, the balances, the indexes, the triggers and the foreign keys', () => {
    const migrations = loadMigrations(MIGRATIONS_DIR)
    const goods = migrations.findIndex((migration) => migration.name.endsWith('_goods_on_accounts.sql'))
    expect(goods).toBeGreaterThan(0)
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    applyPendingMigrations(db, migrations.slice(0, goods))
    const before = schemaOf(db)
    db.exec(`INSERT INTO players (id, name) VALUES (1, '甲'), (2, '乙')`)
    db.exec(`INSERT INTO account_ledger (id, player_id, at, kind, amount_cents, note) VALUES
      (3, 1, 10, 'topup', 5000, '充'), (7, 2, 11, 'adjustment', -1200, '欠'), (8, 1, 12, 'transferOut', -700, '')`)
    db.exec(`INSERT INTO account_ledger (id, player_id, at, kind, amount_cents, reverses_id, note)
      VALUES (11, 1, 13, 'reversal', 700, 8, '错了')`)
    const rows = db.prepare('SELECT * FROM account_ledger ORDER BY id').all()
    const balances = db.prepare('SELECT * FROM account_balances ORDER BY player_id').all()

    applyPendingMigrations(db, migrations.slice(0, goods + 1))
    expect(db.prepare('SELECT * FROM account_ledger ORDER BY id').all()).toEqual(
      rows.map((row) => ({ ...(row as object), sale_id: null }))
    )
    expect(db.prepare('SELECT * FROM account_balances ORDER BY player_id').all()).toEqual(balances)
    expect(schemaOf(db)).toEqual(expect.arrayContaining([...before, { type: 'index', name: 'account_ledger_sale' }]))
    expect(db.pragma('foreign_key_check')).toEqual([])
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')

    // append-only, the balance follows, a reversal names a row that exists, a goods row names its sale
    expect(() => db.exec('UPDATE account_ledger SET amount_cents = 1')).toThrow(/append-only/)
    expect(() => db.exec('DELETE FROM account_ledger')).toThrow(/append-only/)
    db.exec(`INSERT INTO account_ledger (player_id, at, kind, amount_cents) VALUES (2, 20, 'adjustment', -300)`)
    expect(db.prepare('SELECT cents FROM account_balances WHERE player_id = 2').get()).toEqual({ cents: -1500 })
    expect(() =>
      db.exec(
        `INSERT INTO account_ledger (player_id, at, kind, amount_cents, reverses_id) VALUES (1, 21, 'reversal', 1, 99)`
      )
    ).toThrow(/FOREIGN KEY/)
    expect(() =>
      db.exec(`INSERT INTO account_ledger (player_id, at, kind, amount_cents) VALUES (1, 21, 'goods', -100)`)
    ).toThrow(/CHECK/)
    expect(() =>
      db.exec(
        `INSERT INTO account_ledger (player_id, at, kind, amount_cents, sale_id) VALUES (1, 21, 'goods', -100, 5)`
      )
    ).toThrow(/FOREIGN KEY/)
    db.exec(`INSERT INTO goods (id, name, price_cents) VALUES (1, '茶', 100)`)
    db.exec(
      `INSERT INTO goods_sales (id, goods_id, at, quantity, unit_price_cents, tender, payer_id) VALUES (5, 1, 21, 1, 100, '', 1)`
    )
    db.exec(`INSERT INTO account_ledger (player_id, at, kind, amount_cents, sale_id) VALUES (1, 21, 'goods', -100, 5)`)
    expect(() =>
      db.exec(
        `INSERT INTO account_ledger (player_id, at, kind, amount_cents, sale_id) VALUES (1, 22, 'goods', -100, 5)`
      )
    ).toThrow(/UNIQUE/)
    expect(db.prepare('SELECT cents FROM account_balances WHERE player_id = 1').get()).toEqual({ cents: 4900 })
  })
})
