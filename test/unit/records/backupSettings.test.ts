import { describe, expect, it } from 'vitest'
import { exportJsonBackup } from '../../../src-main/services/jsonBackup'
import { importJsonBackup } from '../../../src-main/services/jsonImport'
import { getParlorSettings, updateParlorSettings } from '../../../src-main/services/parlor/setup'
import { getSettings, updateSettings } from '../../../src-main/services/settings'
import { readLanConfig, saveLanConfig } from '../../../src-main/services/lan/config'
import { idleLockMinutes, setIdleLockMinutes } from '../../../src-main/services/staff/staff'
import { dumpDatabase, openTestContext } from '../../support/context'

/** A backup whose settings rows were edited by hand; the rest as exported. */
function withSettings(content: string, rows: { key: string; value: string }[]): string {
  const document = JSON.parse(content) as { tables: { settings: unknown[] } }
  document.tables.settings = rows
  return JSON.stringify(document)
}

describe('JSON backup of the settings', () => {
  it('imports once the parlor settings were saved, every key as it was', async () => {
    const source = await openTestContext()
    updateParlorSettings(source.db, { warnAfterMinutes: null })
    updateParlorSettings(source.db, { warnAfterMinutes: 240, defaultFeePayer: 'winners' })
    updateSettings(source.db, { clubName: '东风棋牌', currency: '$', pointValue: 2, locale: 'en', theme: 'dark' })

    const target = await openTestContext()
    importJsonBackup(target, exportJsonBackup(source.db).content)
    expect(getParlorSettings(target.db)).toEqual(getParlorSettings(source.db))
    expect(getParlorSettings(target.db)).toMatchObject({ warnAfterMinutes: 240, defaultFeePayer: 'winners' })
    expect(getSettings(target.db)).toEqual(getSettings(source.db))
  })

  it('imports the LAN server and idle-lock settings it exported', async () => {
    const source = await openTestContext()
    saveLanConfig(source.db, { enabled: true, host: '127.0.0.1', port: 9100 })
    setIdleLockMinutes(source.db, 15)

    const target = await openTestContext()
    importJsonBackup(target, exportJsonBackup(source.db).content)
    expect(readLanConfig(target.db)).toEqual({ enabled: true, host: '127.0.0.1', port: 9100 })
    expect(idleLockMinutes(target.db)).toBe(15)
  })

  it.each([
    ['a LAN port out of range', { key: 'lan', value: '{"enabled":true,"host":"0.0.0.0","port":80}' }],
    ['an idle lock of no minutes', { key: 'staff.idleLockMinutes', value: '0' }],
    [
      'a parlor setting of the wrong type',
      { key: 'parlor', value: '{"warnAfterMinutes":"soon","defaultFeePayer":"even"}' }
    ],
    [
      'a parlor setting with an unknown field',
      { key: 'parlor', value: '{"warnAfterMinutes":null,"defaultFeePayer":"even","x":1}' }
    ],
    ['a club setting under the parlor key', { key: 'parlor', value: '"雀记"' }],
    ['an unknown key', { key: 'colour', value: '"red"' }],
    ['a backup folder with a NUL byte', { key: 'backupDir', value: JSON.stringify('/tmp/a\u0000b') }]
  ])('refuses %s and changes nothing', async (_, row) => {
    const source = await openTestContext()
    const content = withSettings(exportJsonBackup(source.db).content, [row])
    const target = await openTestContext()
    const before = dumpDatabase(target)
    expect(() => importJsonBackup(target, content)).toThrow(expect.objectContaining({ code: 'IMPORT_INVALID' }))
    expect(dumpDatabase(target)).toEqual(before)
  })
})
