/**
 * The settings table is read and written by the store through each key's schema: a read returns
 * the decoded value, a damaged row is STORED_DATA_DAMAGED naming its key (and only reads of that
 * key fail), a write takes the typed value and encodes it.
 */
import { describe, expect, it } from 'vitest'
import { readSetting, writeSetting } from '../../../src-main/store/settings'
import { getSettings } from '../../../src-main/services/settings'
import { getParlorSettings } from '../../../src-main/services/parlor/setup'
import { openTestContext } from '../../support/context'

const damagedSetting = (key: string) =>
  expect.objectContaining({
    code: 'STORED_DATA_DAMAGED',
    messageZh: expect.stringContaining(`设置“${key}”`),
    messageEn: expect.stringContaining(`setting "${key}"`)
  })

async function withRow(key: string, text: string) {
  const ctx = await openTestContext()
  ctx.db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(key, text)
  return ctx
}

describe('settings rows through the store', () => {
  it('reads back the typed value it wrote, and nothing for a key never saved', async () => {
    const { db } = await openTestContext()
    writeSetting(db, 'clubName', '东风棋牌')
    writeSetting(db, 'lan', { enabled: true, host: '0.0.0.0', port: 9000 })
    expect(readSetting(db, 'clubName')).toBe('东风棋牌')
    expect(readSetting(db, 'lan')).toEqual({ enabled: true, host: '0.0.0.0', port: 9000 })
    expect(readSetting(db, 'theme')).toBeUndefined()
    expect(db.prepare("SELECT value FROM settings WHERE key = 'clubName'").pluck().get()).toBe('"东风棋牌"')
  })

  it.each([
    ['a value of the wrong type', 'pointValue', '"one"'],
    ['text that is not JSON', 'clubName', '{not json'],
    ['a parlor setting with an unknown field', 'parlor', '{"warnAfterMinutes":null,"x":1}'],
    ['a time zone nobody knows', 'parlor', '{"timeZone":"Mars/Olympus"}'],
    ['an idle lock out of range', 'staff.idleLockMinutes', '0']
  ])('a damaged row (%s) is STORED_DATA_DAMAGED naming its key', async (_, key, text) => {
    const { db } = await withRow(key, text)
    expect(() => readSetting(db, key as never)).toThrow(damagedSetting(key))
  })

  it('a damaged row fails only the reads of its own key', async () => {
    const { db } = await withRow('parlor', '{not json')
    writeSetting(db, 'clubName', '东风棋牌')
    expect(getSettings(db).clubName).toBe('东风棋牌')
    expect(() => getParlorSettings(db)).toThrow(damagedSetting('parlor'))
  })

  it('a club setting that is damaged fails the club settings, naming it', async () => {
    const { db } = await withRow('theme', '"purple"')
    expect(() => getSettings(db)).toThrow(damagedSetting('theme'))
    expect(getParlorSettings(db).defaultFeePayer).toBe('even')
  })
})
