import { describe, expect, it } from 'vitest'
import { listHistory } from '../../../src-main/services/history'
import { closeAtParlor, parlorMoney } from '../../../src-main/services/parlor/close'
import { sessionSheets } from '../../../src-main/services/sessionExport'
import { getSessionView, handOver, listSessions } from '../../../src-main/services/sessions'
import { openTestContext } from '../../support/context'
import { addPlayers, openTable } from '../../support/fixtures'
import { at, dealIn, setUpTables, sitDown } from '../../support/parlor'

describe('牌局 and 战绩 lists (issue 19, item 7)', () => {
  it('name the parlor table and give each person of a handed-over seat their own result', async () => {
    const { db } = await openTestContext()
    const [zhang, li, wang, zhao, qian] = addPlayers(db, ['张三', '李四', '王五', '赵六', '钱七'])
    const [table] = setUpTables(db, ['1号桌'])
    const session = sitDown(db, table, [zhang, li, wang, zhao], at('14:00'))
    // 李四 +2 in hands 1–2, then 钱七 −3 in hands 3–5 at the same seat.
    dealIn(db, session.id, 1, 0)
    dealIn(db, session.id, 1, 2)
    handOver(db, { sessionId: session.id, seat: 1, playerId: qian })
    dealIn(db, session.id, 0, 1)
    dealIn(db, session.id, 3, 1)
    dealIn(db, session.id, 2, 1)
    closeAtParlor(db, { sessionId: session.id, toAccount: [] }, at('16:00'))
    const club = openTable(db, 'sichuan') // not at a parlor table

    const { items } = listSessions(db, { status: 'closed', limit: 10, offset: 0 })
    expect(items[0].tableName).toBe('1号桌')
    expect(items[0].people.map((person) => [person.name, person.points])).toEqual([
      ['张三', 0],
      ['李四', 2],
      ['钱七', -3],
      ['王五', 0],
      ['赵六', 1]
    ])
    expect(getSessionView(db, session.id).tableName).toBe('1号桌')
    expect(getSessionView(db, club.id).tableName).toBeNull()

    const history = listHistory(db, { page: 1, pageSize: 10 })
    expect(history.items.find((item) => item.id === session.id)?.tableName).toBe('1号桌')
    expect(history.items.find((item) => item.id === club.id)?.tableName).toBeNull()
  })
})

describe('the session export of a table closed at the parlor (issue 19)', () => {
  it('lists each person with every fee share, the net, how it settled and who pays whom from the money model', async () => {
    const { db } = await openTestContext()
    const [zhang, li, wang, zhao] = addPlayers(db, ['张伟', '李娜', '王芳', '刘洋'])
    const [table] = setUpTables(db, ['1号桌'])
    const session = sitDown(db, table, [zhang, li, wang, zhao], at('14:00'))
    dealIn(db, session.id, 0, 1)
    // 14:00–16:00: ¥30 of table time, ¥7.50 a seat; 张伟 +¥1 − ¥7.50 to his account.
    const closed = closeAtParlor(db, { sessionId: session.id, toAccount: [0], confirmOverLimit: true }, at('16:00'))
    const sheets = sessionSheets(closed.session, parlorMoney(db, session.id).money)
    const rowsOf = (title: string) =>
      Array.from(sheets[0].blocks.find((block) => block.title === title)!.rows as Iterable<unknown[]>)
    const persons = rowsOf('每人 Persons')
    expect(persons[0]).toEqual(['张伟', 1, 7.5, 0, 0, 0, -6.5, '记账 Account', 0, -6.5])
    expect(persons[1]).toEqual(['李娜', -1, 7.5, 0, 0, 0, -8.5, '现金 Cash', null, null])
    const payments = rowsOf('付款 Payments')
    expect(payments[0]).toEqual(['张伟', '店家 House', 6.5, '记账 Account'])
    // The cash lines settle the three cash nets with the house.
    const cashToHouse = payments.filter((row) => row[3] === '现金 Cash').map((row) => row[2] as number)
    expect(cashToHouse.reduce((sum, cents) => sum + cents, 0)).toBe(8.5 + 7.5 + 7.5)
  })
})
