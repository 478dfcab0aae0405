/** The migration that moves settlements to cents and stores the settled totals in the records. */
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { applyPendingMigrations, loadMigrations } from '../../../src-main/store/migrations'
import { MIGRATIONS_DIR } from '../../support/context'

describe('settlement money in cents (migration)', () => {
  it('converts a stored settlement to whole cents and fills the settled totals and money of its seats', () => {
    const migrations = loadMigrations(MIGRATIONS_DIR)
    const cents = migrations.findIndex((migration) => migration.name.endsWith('_settled_totals_cents.sql'))
    const db = new Database(':memory:')
    applyPendingMigrations(db, migrations.slice(0, cents))
    db.exec(`INSERT INTO players (id, name) VALUES (1, '甲'), (2, '乙')`)
    const old = {
      engine: { raw: [1, -1], adjustments: [], totals: [22, -22], supporterTotals: {} },
      pointValue: 0.1,
      tableFee: { kind: 'perPlayer', amount: 0.1 },
      feeTotal: 0.2,
      parties: [
        {
          key: 'seat:0',
          playerId: 1,
          name: '甲',
          role: 'seat',
          points: 22,
          money: 2.2,
          fee: 0.1,
          net: 2.1000000000000005
        },
        {
          key: 'seat:1',
          playerId: 2,
          name: '乙',
          role: 'seat',
          points: -22,
          money: -2.2,
          fee: 0.1,
          net: -2.3000000000000003
        },
        { key: 'house', playerId: null, name: '', role: 'house', points: 0, money: 0, fee: -0.2, net: 0.2 }
      ],
      payments: [
        { from: 'seat:1', to: 'seat:0', amount: 2.1000000000000005 },
        { from: 'seat:1', to: 'house', amount: 0.2 }
      ]
    }
    db.prepare(
      `INSERT INTO table_sessions (id, variant, seats, options, session_options, first_dealer, status, settlement)
       VALUES (1, 'sichuan', 2, '{}', '{}', 0, 'closed', ?)`
    ).run(JSON.stringify(old))
    db.exec('INSERT INTO session_seats VALUES (1, 0, 1), (1, 1, 2)')

    applyPendingMigrations(db, migrations.slice(0, cents + 1))
    const settlement = JSON.parse(
      (db.prepare('SELECT settlement FROM table_sessions').get() as { settlement: string }).settlement
    ) as Record<string, unknown>
    expect(settlement).toMatchObject({
      feeTotalCents: 20,
      parties: [
        { key: 'seat:0', moneyCents: 220, feeCents: 10, netCents: 210 },
        { key: 'seat:1', moneyCents: -220, feeCents: 10, netCents: -230 },
        { key: 'house', moneyCents: 0, feeCents: -20, netCents: 20 }
      ],
      payments: [
        { from: 'seat:1', to: 'seat:0', amountCents: 210 },
        { from: 'seat:1', to: 'house', amountCents: 20 }
      ]
    })
    expect(settlement).not.toHaveProperty('feeTotal')
    expect(JSON.stringify([settlement.parties, settlement.payments])).not.toMatch(/"(money|fee|net|amount)":/)
    expect(db.prepare('SELECT money_cents, settled_points FROM session_players ORDER BY seat').all()).toEqual([
      { money_cents: 210, settled_points: 22 },
      { money_cents: -230, settled_points: -22 }
    ])
  })
})
