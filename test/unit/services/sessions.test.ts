import { describe, expect, it } from 'vitest'
import { recordHand } from '../../../src-main/services/hands'
import { listPresets, savePreset } from '../../../src-main/services/presets'
import { setPlayerArchived } from '../../../src-main/services/roster'
import { createSession, getSessionView, listSessions } from '../../../src-main/services/sessions'
import { dumpDatabase, openTestContext } from '../../support/context'
import { addPlayers, NO_RULES, openTable, win } from '../../support/fixtures'

describe('table sessions', () => {
  it('freezes every option, defaults included, so later preset changes never touch it', async () => {
    const { db } = await openTestContext()
    const preset = savePreset(db, {
      name: '安化 四王 两人',
      variant: 'anhua',
      seats: 2,
      options: { base: 2 },
      rules: NO_RULES
    })
    const table = openTable(db, 'anhua', 2, { options: preset.options })
    expect(table.options).toMatchObject({ base: 2, wangMode: 4, birdMode: '159' })
    savePreset(db, { ...preset, options: { base: 5, wangMode: 7 } })
    expect(listPresets(db)).toHaveLength(1)
    expect(getSessionView(db, table.id).options).toMatchObject({ base: 2, wangMode: 4 })
  })

  it.each([
    ['one player', { playerIds: 1 }, 'BAD_SEAT_COUNT'],
    ['a player twice', { twice: true }, 'PLAYER_TWICE'],
    ['backers outside the yaku variant', { backers: 1 }, 'BACKERS_NOT_ALLOWED'],
    ['a first dealer off the table', { firstDealer: 3 }, 'BAD_FIRST_DEALER'],
    ['two-player rules at four seats', { seats: 4, minScore: true }, 'TWO_PLAYER_RULES_ONLY'],
    ['an unknown option', { options: { birds: 2 } }, 'UNKNOWN_OPTION'],
    ['an option out of range', { options: { base: 0 } }, 'OPTION_OUT_OF_RANGE']
  ])('refuses %s and writes nothing', async (_name, twist: Record<string, unknown>, code) => {
    const ctx = await openTestContext()
    const ids = addPlayers(ctx.db, ['甲', '乙', '丙', '丁', '戊'])
    const seats = (twist.seats as number | undefined) ?? (twist.playerIds as number | undefined) ?? 3
    const playerIds = twist.twice ? [ids[0], ids[0], ids[1]] : ids.slice(0, seats)
    const before = dumpDatabase(ctx)
    expect(() =>
      createSession(ctx.db, {
        title: '',
        variant: 'sichuan',
        options: (twist.options as Record<string, unknown>) ?? {},
        playerIds,
        backerPlayerIds: twist.backers ? [ids[4]] : [],
        firstDealer: (twist.firstDealer as number | undefined) ?? 0,
        rules: { ...NO_RULES, minScore: twist.minScore ? { threshold: 10, bonus: 10 } : null }
      })
    ).toThrow(expect.objectContaining({ code }))
    expect(dumpDatabase(ctx)).toEqual(before)
  })

  it('refuses an archived player', async () => {
    const { db } = await openTestContext()
    const ids = addPlayers(db, ['甲', '乙'])
    setPlayerArchived(db, ids[1], true)
    expect(() =>
      createSession(db, {
        title: '',
        variant: 'sichuan',
        options: {},
        playerIds: ids,
        backerPlayerIds: [],
        firstDealer: 0,
        rules: NO_RULES
      })
    ).toThrow(expect.objectContaining({ code: 'PLAYER_ARCHIVED' }))
  })

  it('lists sessions newest first with running totals', async () => {
    const { db } = await openTestContext()
    const first = openTable(db, 'sichuan')
    const second = openTable(db, 'sichuan')
    recordHand(db, second.id, win(2, null, { pattern: 'qingyise', roots: 1 }))
    const { total, items } = listSessions(db, { limit: 10, offset: 0 })
    expect(total).toBe(2)
    expect(items.map((item) => item.id)).toEqual([second.id, first.id])
    expect(items[0]).toMatchObject({ handCount: 1, totals: [-4, -4, 12, -4] })
    expect(items[1]).toMatchObject({ handCount: 0, totals: [0, 0, 0, 0] })
  })

  it('shares wins and losses with backers in the yaku variant', async () => {
    const { db } = await openTestContext()
    const [backer] = addPlayers(db, ['戊'])
    const table = openTable(db, 'yaku', 4, { backerPlayerIds: [backer] })
    const hand = {
      events: [{ type: 'win', winner: 1, from: 0, yaku: [] }],
      supporters: [{ playerId: backer, seat: 0 }]
    }
    const view = recordHand(db, table.id, hand).session
    expect(view.hands[0].input.supporters).toEqual([{ id: `p${backer}`, seat: 0 }])
    expect(view.supporterTotals).toEqual({ [`p${backer}`]: -1.5 })
    expect(view.settlement.parties.find((party) => party.role === 'backer')).toMatchObject({ points: -1.5 })
  })
})
