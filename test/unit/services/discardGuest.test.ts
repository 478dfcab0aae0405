import { describe, expect, it } from 'vitest'
import { createGuest, createPlayer, discardGuest } from '../../../src-main/services/roster'
import { getPlayer } from '../../../src-main/store/players'
import { openTestContext } from '../../support/context'
import { openTable } from '../../support/fixtures'

describe('discarding a guest added for a table never opened', () => {
  it('removes an unused guest, and refuses a guest who played or a member, changing nothing', async () => {
    const { db } = await openTestContext()
    const unused = createGuest(db, { name: '' })
    discardGuest(db, unused.id)
    expect(getPlayer(db, unused.id)).toBeUndefined()

    const played = createGuest(db, { name: '路人' })
    const table = openTable(db, 'sichuan')
    openTable(db, 'sichuan', 4, { playerIds: [played.id, ...table.players.slice(1).map((player) => player.id)] })
    expect(() => discardGuest(db, played.id)).toThrow(expect.objectContaining({ code: 'GUEST_IN_USE' }))
    expect(getPlayer(db, played.id)?.name).toBe('路人')

    const member = createPlayer(db, { name: '会员甲', nickname: '', phone: '', note: '', allowDuplicate: false })
    expect(() => discardGuest(db, member.id)).toThrow(expect.objectContaining({ code: 'NOT_A_GUEST' }))
  })
})
