/** A seat handed to another player mid-session: the service, its refusals, and the records it leaves. */
import { describe, expect, it } from 'vitest'
import { deleteHand, previewHand, recordHand, undoLastChange } from '../../../src-main/services/hands'
import { listHistory } from '../../../src-main/services/history'
import { exportSessionCsv } from '../../../src-main/services/sessionExport'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { setPlayerArchived } from '../../../src-main/services/roster'
import {
  closeSession,
  getSessionView,
  handOver,
  reopenSession,
  takeBackSeat
} from '../../../src-main/services/sessions'
import { leaderboard, playerProfile } from '../../../src-main/services/stats'
import { AppError } from '../../../src-main/errors'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers, openTable, win } from '../../support/fixtures'
import { recomputedSessionPlayers, storedSessionPlayers } from '../../support/recordsOracle'

const pinghu = { pattern: 'pinghu' }
const qidui = { pattern: 'qidui' }

/** 4 seats; two hands, seat 1 to 戊, two more hands. */
async function handedOver() {
  const ctx = await openTestContext()
  const { db } = ctx
  const table = openTable(db, 'sichuan')
  const [newcomer, bystander] = addPlayers(db, ['戊', '己'])
  const leaver = table.players[1]
  recordHand(db, table.id, win(1, 0, qidui))
  recordHand(db, table.id, win(2, 1, pinghu))
  const after = handOver(db, { sessionId: table.id, seat: 1, playerId: newcomer })
  recordHand(db, table.id, win(1, 3, pinghu))
  recordHand(db, table.id, win(0, null, qidui))
  return { ctx, db, table, leaver, newcomer, bystander, after }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function expectRefused(run: () => unknown, code: string): void {
  let error: unknown
  try {
    run()
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(AppError)
  expect(error).toMatchObject({ code })
  expect((error as AppError).message).not.toMatch(/[/\\]/)
}

describe('handing a seat over mid-session', () => {
  it('seats the new player from the next hand on; the sheet knows where the change was', async () => {
    const { db, table, leaver, newcomer, after } = await handedOver()
    expect(after.players[1].id).toBe(newcomer)
    const view = getSessionView(db, table.id)
    expect(view.handovers).toEqual([
      expect.objectContaining({
        seat: 1,
        fromHand: 3,
        previous: { id: leaver.id, name: leaver.name },
        canTakeBack: false
      })
    ])
    expect(view.handovers[0].player).toMatchObject({ id: newcomer, name: '戊' })
    const seat1 = view.hands.map((hand) => hand.result.deltas[1])
    expect(view.holderTotals[1]).toBe(seat1[2] + seat1[3])
    expect(view.totals[1]).toBe(seat1.reduce((sum, delta) => sum + delta, 0))
    expect(view.holderTotals[0]).toBe(view.totals[0])
  })

  it('names in each hand’s reasons, preview and export the player who sat in that hand', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    const [newcomer] = addPlayers(db, ['戊'])
    const leaver = table.players[1].name
    // Sichuan 查叫: seat 2 (index 1) ready, the others pay it; the engine's reason says "座位 2".
    const tenpaiDraw = { events: [{ type: 'draw', tenpai: [{ seat: 1, minPoints: 3 }] }], supporters: [] }
    recordHand(db, table.id, tenpaiDraw)
    handOver(db, { sessionId: table.id, seat: 1, playerId: newcomer })
    recordHand(db, table.id, tenpaiDraw)
    const [before, after] = getSessionView(db, table.id).hands
    expect(before.seatNames[1]).toBe(leaver)
    expect(after.seatNames[1]).toBe('戊')
    expect(before.result.transfers[0].reason).toContain(leaver)
    expect(after.result.transfers[0].reason).toContain('戊')
    expect(previewHand(db, table.id, tenpaiDraw, before.id).result.transfers[0].reason).toContain(leaver)
    expect(previewHand(db, table.id, tenpaiDraw).result.transfers[0].reason).toContain('戊')
    const csv = (await exportSessionCsv(db, table.id)).content
    expect(csv).toMatch(new RegExp(`\\n1,[^\\n]*${escape(leaver)}`))
  })

  it('splits the settlement: each person gets their own hands, points and money; the seat adds up', async () => {
    const { db, table, leaver, newcomer } = await handedOver()
    const closed = closeSession(db, table.id)
    const seat1 = closed.settlement.parties.filter((party) => party.seat === 1)
    const deltas = closed.hands.map((hand) => hand.result.deltas[1])
    expect(seat1.map(({ playerId, hands, points }) => [playerId, hands, points])).toEqual([
      [leaver.id, 2, deltas[0] + deltas[1]],
      [newcomer, 2, deltas[2] + deltas[3]]
    ])
    expect(seat1[0].points + seat1[1].points).toBe(closed.settlement.engine.totals[1])
    expect(closed.settlement.parties.reduce((sum, party) => sum + party.netCents, 0)).toBe(0)
  })

  it('keeps the records per person: profile, leaderboard and history count only each one’s hands', async () => {
    const { db, table, leaver, newcomer } = await handedOver()
    const closed = closeSession(db, table.id)
    expect(storedSessionPlayers(db)).toEqual(recomputedSessionPlayers(db))
    expect(storedSessionPlayers(db)).toHaveLength(5)
    const partyOf = (id: number) => closed.settlement.parties.find((party) => party.playerId === id)!
    for (const id of [leaver.id, newcomer]) {
      const profile = playerProfile(db, id, 0)
      expect(profile.overall).toMatchObject({ sessions: 1, hands: 2, points: partyOf(id).points })
      expect(profile.overall.moneyCents).toBe(partyOf(id).netCents)
    }
    const board = leaderboard(db, { minSessions: 1, orderBy: 'points', limit: 50 })
    expect(board.find((row) => row.playerId === newcomer)).toMatchObject({ hands: 2, points: partyOf(newcomer).points })
    const history = listHistory(db, { page: 1, pageSize: 10 }).items[0]
    expect(history.handCount).toBe(4)
    expect(history.players.map((person) => [person.seat, person.playerId, person.hands])).toEqual([
      [0, table.players[0].id, 4],
      [1, leaver.id, 2],
      [1, newcomer, 2],
      [2, table.players[2].id, 4],
      [3, table.players[3].id, 4]
    ])
    expect(listHistory(db, { page: 1, pageSize: 10, playerId: newcomer }).total).toBe(1)
    reopenSession(db, table.id)
    expect(storedSessionPlayers(db)).toEqual(recomputedSessionPlayers(db))
  })

  it('keeps the boundary where it was when an earlier hand is deleted and restored', async () => {
    const { db, table, leaver } = await handedOver()
    const second = getSessionView(db, table.id).hands[1].id
    deleteHand(db, second)
    expect(getSessionView(db, table.id).handovers[0].fromHand).toBe(2)
    expect(playerProfile(db, leaver.id, 0).overall.hands).toBe(1)
    undoLastChange(db, table.id)
    expect(getSessionView(db, table.id).handovers[0].fromHand).toBe(3)
    expect(playerProfile(db, leaver.id, 0).overall.hands).toBe(2)
    expect(storedSessionPlayers(db)).toEqual(recomputedSessionPlayers(db))
  })

  it('can be taken back until a hand is recorded after it', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    const [newcomer] = addPlayers(db, ['戊'])
    recordHand(db, table.id, win(1, 0, qidui))
    expect(handOver(db, { sessionId: table.id, seat: 2, playerId: newcomer }).handovers[0].canTakeBack).toBe(true)
    const back = takeBackSeat(db, table.id, 2)
    expect(back.players[2].id).toBe(table.players[2].id)
    expect(back.handovers).toEqual([])
    expect(storedSessionPlayers(db)).toEqual(recomputedSessionPlayers(db))
    handOver(db, { sessionId: table.id, seat: 2, playerId: newcomer })
    recordHand(db, table.id, win(2, 0, pinghu))
    expectRefused(() => takeBackSeat(db, table.id, 2), 'HANDOVER_HAS_HANDS')
    expectRefused(() => takeBackSeat(db, table.id, 3), 'NO_HANDOVER')
  })

  it('keeps the records current for a handover before the first hand and its take-back', async () => {
    const { db } = await openTestContext()
    const table = openTable(db, 'sichuan')
    const [newcomer] = addPlayers(db, ['戊'])
    handOver(db, { sessionId: table.id, seat: 0, playerId: newcomer })
    expect(storedSessionPlayers(db)).toEqual(recomputedSessionPlayers(db))
    expect(storedSessionPlayers(db).map((row) => row.player_id)).not.toContain(table.players[0].id)
    takeBackSeat(db, table.id, 0)
    expect(storedSessionPlayers(db)).toEqual(recomputedSessionPlayers(db))
    handOver(db, { sessionId: table.id, seat: 0, playerId: newcomer })
    recordHand(db, table.id, win(0, null, qidui))
    const closed = closeSession(db, table.id)
    // The opener, who played no hand, has no settlement line.
    expect(closed.settlement.parties.filter((party) => party.seat === 0).map((party) => party.playerId)).toEqual([
      newcomer
    ])
    expect(storedSessionPlayers(db)).toEqual(recomputedSessionPlayers(db))
    expect(playerProfile(db, newcomer, 0).overall.hands).toBe(1)
  })

  it('refuses a bad handover with a clear error and changes nothing', async () => {
    const { ctx, db, table, leaver, newcomer, bystander } = await handedOver()
    const [archived] = addPlayers(db, ['庚'])
    setPlayerArchived(db, archived, true)
    const before = dumpDatabase(ctx)
    const cases: [string, { seat: number; playerId: number }][] = [
      ['SAME_PLAYER', { seat: 1, playerId: newcomer }],
      ['PLAYER_AT_TABLE', { seat: 2, playerId: table.players[0].id }],
      ['PLAYER_AT_TABLE', { seat: 2, playerId: leaver.id }],
      ['PLAYER_ARCHIVED', { seat: 2, playerId: archived }],
      ['BAD_SEAT', { seat: 4, playerId: bystander }],
      ['PLAYER_NOT_FOUND', { seat: 2, playerId: 9999 }]
    ]
    for (const [code, input] of cases) expectRefused(() => handOver(db, { sessionId: table.id, ...input }), code)
    expect(dumpDatabase(ctx)).toEqual(before)
    handOver(db, { sessionId: table.id, seat: 3, playerId: bystander })
    const [another] = addPlayers(db, ['辛'])
    const justChanged = dumpDatabase(ctx)
    expectRefused(() => handOver(db, { sessionId: table.id, seat: 3, playerId: another }), 'SEAT_JUST_HANDED_OVER')
    expect(dumpDatabase(ctx)).toEqual(justChanged)
    takeBackSeat(db, table.id, 3)
    closeSession(db, table.id)
    const closed = dumpDatabase(ctx)
    expectRefused(() => handOver(db, { sessionId: table.id, seat: 3, playerId: bystander }), 'SESSION_CLOSED')
    expect(dumpDatabase(ctx)).toEqual(closed)
  })

  it('exports each person’s settlement line, the seat’s players in order and the hands by who played them', async () => {
    const { db, table, leaver, newcomer } = await handedOver()
    const closed = closeSession(db, table.id)
    const csv = (await exportSessionCsv(db, table.id)).content
    const partyOf = (id: number) => closed.settlement.parties.find((party) => party.playerId === id)!
    expect(csv).toContain(`${leaver.name},玩家 Player,${partyOf(leaver.id).points}`)
    expect(csv).toContain(`戊,玩家 Player,${partyOf(newcomer).points}`)
    expect(csv).toContain(`${leaver.name} → 戊`)
    // Hand 2's discarder was the leaver; hand 3's was seat 3, paid to the newcomer.
    expect(csv).toMatch(new RegExp(`\\n2,${escape(leaver.name)},`))
    expect(csv).toMatch(/\n3,[^,\n]+,戊,/)
  })

  it('survives a JSON backup and its replay', async () => {
    const { db, table } = await handedOver()
    closeSession(db, table.id)
    const file = exportJsonBackup(db).content
    const target = await openTestContext()
    expect(importJsonBackup(target, file)).toMatchObject({ sessions: 1, hands: 4 })
    expect(getSessionView(target.db, table.id).settlement).toEqual(getSessionView(db, table.id).settlement)
    expect(storedSessionPlayers(target.db)).toEqual(storedSessionPlayers(db))
  })
})
