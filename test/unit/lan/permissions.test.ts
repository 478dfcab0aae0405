import { describe, expect, it } from 'vitest'
import { inputSchemas } from '../../../src-main/api/contract'
import { mayCall, PERMISSIONS, type Caller } from '../../../src-main/api/permissions'
import type { Method } from '../../../src-main/api/types'

const methods = Object.keys(inputSchemas) as Method[]
const caller = (role: 'desk' | 'table' | 'display'): Caller => ({
  role,
  tableId: role === 'desk' ? null : 1,
  deviceId: 1
})

describe('the permission table', () => {
  it('names every method of the contract, and nothing else', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...methods].sort())
  })

  it('lets the desk window call everything', () => {
    for (const method of methods) expect(mayCall({ role: 'local' }, method), method).toBe(true)
  })

  it('keeps files, backups, exports and the LAN settings on the machine with the data file', () => {
    const localOnly = methods.filter((method) => !mayCall(caller('desk'), method))
    expect(localOnly).toEqual(
      expect.arrayContaining(['backups.restorePreview', 'backups.create', 'backups.pickFolder', 'lan.configure'])
    )
    for (const method of localOnly)
      expect(method).toMatch(
        /^(app\.(info|warnings)|settings\.update|backups|export|import|jobs|lan|reports\.parlorXlsx)/
      )
  })

  it('lets a desk device export (into a download), and import or restore only a backup it uploaded', () => {
    for (const method of [
      'jobs.start',
      'jobs.cancel',
      'export.sessionXlsx',
      'reports.parlorXlsx',
      'backups.restore'
    ] as const)
      expect(mayCall(caller('desk'), method), method).toBe(true)
    expect(mayCall(caller('table'), 'backups.restore')).toBe(false)
    const localOnly = PERMISSIONS['jobs.start'].localOnly!
    expect(['exportJson', 'exportXlsx', 'importJson'].filter((kind) => localOnly({ kind } as never))).toEqual([
      'importJson'
    ])
    expect(localOnly({ kind: 'importJson', upload: 'abcdefghijklmnopqrstuv' })).toBe(false)
    const restoreLocalOnly = PERMISSIONS['backups.restore'].localOnly!
    expect(restoreLocalOnly({ file: 'x.sqlite' })).toBe(true)
    expect(restoreLocalOnly({ upload: 'abcdefghijklmnopqrstuv' })).toBe(false)
  })

  it('gives a display reads only, and a table device nothing beyond its table', () => {
    const display = methods.filter((method) => mayCall(caller('display'), method))
    expect(display.sort()).toEqual(['catalog.get', 'display.table'])
    const table = methods.filter((method) => mayCall(caller('table'), method))
    for (const method of table) {
      const bound = PERMISSIONS[method].table !== undefined
      // what a table device may call is either bound to its table, the engine's catalog or the PIN pad
      const pinPad = ['staff.current', 'staff.signIn', 'staff.signOut'].includes(method)
      expect(bound || method === 'catalog.get' || pinPad, method).toBe(true)
    }
    expect(table).not.toContain('accounts.list')
    expect(table).not.toContain('parlor.floor')
  })
})
