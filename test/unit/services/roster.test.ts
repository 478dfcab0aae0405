import { describe, expect, it } from 'vitest'
import {
  createGuest,
  createPlayer,
  listPlayers,
  pinyinInitials,
  pinyinSearchKey,
  setPlayerArchived,
  updatePlayer
} from '../../../src-main/services/roster'
import { listAudit } from '../../../src-main/store/audit'
import { openTestContext } from '../../support/context'

const blank = { nickname: '', phone: '', note: '', allowDuplicate: false }
const search = (query: string, includeArchived = false) => ({ query, includeArchived, limit: 50 })

describe('roster', () => {
  it('computes pinyin initials', () => {
    expect(pinyinInitials('张三')).toBe('zs')
    expect(pinyinInitials('李四', '老K')).toBe('ls lk')
  })

  it('finds players by full pinyin too, and lists them in pinyin order', async () => {
    expect(pinyinSearchKey('张伟', '老K')).toBe('zhangwei laok zw lk')
    const { db } = await openTestContext()
    for (const name of ['赵六', '张伟', '陈静', 'Amy']) createPlayer(db, { ...blank, name })
    expect(listPlayers(db, search('zhangwei')).map((player) => player.name)).toEqual(['张伟'])
    expect(listPlayers(db, search('')).map((player) => player.name)).toEqual(['Amy', '陈静', '张伟', '赵六'])
  })

  it('finds players by name, nickname, phone and pinyin initials', async () => {
    const { db } = await openTestContext()
    createPlayer(db, { ...blank, name: '张三', nickname: '三哥', phone: '13800001111' })
    createPlayer(db, { ...blank, name: '李四' })
    createPlayer(db, { ...blank, name: '王五', nickname: '小王' })
    const names = (query: string) => listPlayers(db, search(query)).map((p) => p.name)
    expect(names('zs')).toEqual(['张三'])
    expect(names('ZS')).toEqual(['张三'])
    expect(names('三哥')).toEqual(['张三'])
    expect(names('0000111')).toEqual(['张三'])
    expect(names('xw')).toEqual(['王五'])
    expect(names('李')).toEqual(['李四'])
    expect(names('%')).toEqual([])
    expect(names('')).toHaveLength(3)
  })

  it('warns on a duplicate name unless confirmed', async () => {
    const { db } = await openTestContext()
    createPlayer(db, { ...blank, name: '张三' })
    expect(() => createPlayer(db, { ...blank, name: ' 张三 ' })).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_NAME' })
    )
    const second = createPlayer(db, { ...blank, name: '张三', allowDuplicate: true })
    expect(listPlayers(db, search('张三'))).toHaveLength(2)
    const other = createPlayer(db, { ...blank, name: '李四' })
    expect(() => updatePlayer(db, { ...blank, id: other.id, name: '张三' })).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_NAME' })
    )
    expect(updatePlayer(db, { ...blank, id: second.id, name: '张三', nickname: '小张' }).nickname).toBe('小张')
  })

  it('rejects an empty name', async () => {
    const { db } = await openTestContext()
    expect(() => createPlayer(db, { ...blank, name: '  ' })).toThrow(expect.objectContaining({ code: 'NAME_REQUIRED' }))
  })

  it('archives and restores, and archived players stay findable on request', async () => {
    const { db } = await openTestContext()
    const zhang = createPlayer(db, { ...blank, name: '张三' })
    const archived = setPlayerArchived(db, zhang.id, true)
    expect(archived.archivedAt).not.toBeNull()
    expect(listPlayers(db, search('zs'))).toEqual([])
    expect(listPlayers(db, search('zs', true)).map((p) => p.id)).toEqual([zhang.id])
    expect(setPlayerArchived(db, zhang.id, false).archivedAt).toBeNull()
    expect(listAudit(db, { limit: 10 }).map((entry) => entry.action)).toEqual(['restore', 'archive', 'create'])
  })

  it('numbers quick guests', async () => {
    const { db } = await openTestContext()
    expect(createGuest(db, { name: '' })).toMatchObject({ name: '散客1', isGuest: true })
    expect(createGuest(db, { name: '' }).name).toBe('散客2')
    expect(createGuest(db, { name: '路人甲' }).name).toBe('路人甲')
  })
})
