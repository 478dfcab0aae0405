/**
 * Engine-version policy: a closed table's stored settlement is its record. A settlement written by
 * an earlier version (its payments routed through the net balances, no direct payments) imports as
 * stored, as long as its books hold and each person's points and money are the ones its hands give.
 */
import { describe, expect, it } from 'vitest'
import { recordHand } from '../../../src-main/services/hands'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { closeSession } from '../../../src-main/services/sessions'
import { dumpDatabase, openTestContext } from '../../support/context'
import { openTable, win } from '../../support/fixtures'

interface Party {
  key: string
  role: string
  moneyCents: number
  feeCents: number
  netCents: number
  [field: string]: unknown
}
interface Payment {
  from: string
  to: string
  amountCents: number
}
interface StoredSettlement {
  parties: Party[]
  payments: Payment[]
  directPayments?: Payment[]
  [field: string]: unknown
}
type Tables = Record<string, Record<string, unknown>[]>

/** How the version before fees were paid straight to the house routed money: the largest debtor pays the largest creditor. */
function routedByNets(parties: Party[]): Payment[] {
  const left = new Map(parties.map((party) => [party.key, party.netCents]))
  const payments: Payment[] = []
  for (;;) {
    const sorted = [...left].sort((a, b) => a[1] - b[1])
    const [debtor, owes] = sorted[0]
    const [creditor, gets] = sorted[sorted.length - 1]
    if (owes === 0 || gets === 0) return payments
    const amountCents = Math.min(-owes, gets)
    payments.push({ from: debtor, to: creditor, amountCents })
    left.set(debtor, owes + amountCents)
    left.set(creditor, gets - amountCents)
  }
}

function asEarlierVersion(settlement: StoredSettlement): StoredSettlement {
  const parties = settlement.parties.map(({ key, playerId, name, role, points, moneyCents, feeCents, netCents }) => ({
    key,
    playerId,
    name,
    role,
    points,
    moneyCents,
    feeCents,
    netCents
  }))
  const { directPayments: _, ...rest } = settlement
  return { ...rest, parties, payments: routedByNets(parties) }
}

async function closedTableBackup(change: (settlement: StoredSettlement) => StoredSettlement): Promise<string> {
  const { db } = await openTestContext()
  const table = openTable(db, 'sichuan', 4, {
    rules: { minScore: null, doubling: null, pointValue: 0.3, tableFee: { kind: 'perPlayer', amount: 1.1 } }
  })
  recordHand(db, table.id, win(1, 0, { pattern: 'pinghu' }))
  recordHand(db, table.id, win(2, null, { pattern: 'pinghu' }))
  closeSession(db, table.id)
  const document = JSON.parse(exportJsonBackup(db).content) as { tables: Tables }
  const session = document.tables.table_sessions[0]
  session.settlement = JSON.stringify(change(JSON.parse(session.settlement as string) as StoredSettlement))
  return JSON.stringify(document)
}

function storedSettlement(content: string): unknown {
  return (JSON.parse(content) as { tables: Tables }).tables.table_sessions[0].settlement
}

describe('a settlement stored by an earlier version', () => {
  it('imports and stays the record of its table', async () => {
    const content = await closedTableBackup(asEarlierVersion)
    expect(JSON.parse(storedSettlement(content) as string)).not.toHaveProperty('directPayments')
    const target = await openTestContext()
    importJsonBackup(target, content)
    expect(dumpDatabase(target).table_sessions).toEqual([
      expect.objectContaining({ settlement: storedSettlement(content) })
    ])
  })

  const crafted: [string, (settlement: StoredSettlement) => void][] = [
    [
      'money moved from one player to another',
      (s) => {
        for (const [index, cents] of [
          [0, 100],
          [1, -100]
        ]) {
          s.parties[index].moneyCents += cents
          s.parties[index].netCents += cents
        }
        s.payments = routedByNets(s.parties)
      }
    ],
    ['a payment that does not match the nets', (s) => (s.payments[0].amountCents += 1)],
    ['a net that is not money less fee', (s) => (s.parties[0].netCents += 1)],
    ['a player left out', (s) => (s.parties = s.parties.slice(1))]
  ]
  it.each(crafted)('is refused with %s, and nothing changes', async (_, craft) => {
    const content = await closedTableBackup((settlement) => {
      const earlier = asEarlierVersion(settlement)
      craft(earlier)
      return earlier
    })
    const target = await openTestContext()
    const before = dumpDatabase(target)
    expect(() => importJsonBackup(target, content)).toThrow(
      expect.objectContaining({ code: 'IMPORT_INVALID', messageZh: expect.stringMatching(/第 1 个牌局.*结算/) })
    )
    expect(dumpDatabase(target)).toEqual(before)
  })
})
