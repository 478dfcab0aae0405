/** docs/PERMISSIONS.md, printed from the one permission table (npm run docs:permissions writes it). */
import { inputSchemas } from './contract'
import { PERMISSIONS } from './permissions'
import type { Method } from './types'

const DEVICE: Record<string, string> = {
  local: '本机前台 local desk',
  desk: '前台设备 desk',
  table: '桌台平板 table (own table)',
  display: '显示屏 display (own table)'
}

const STAFF: Record<string, string> = {
  anyone: '任何人 anyone',
  attendant: '服务 attendant',
  cashier: '收银 cashier',
  owner: '老板 owner (或授权 / or 授权)'
}

export function permissionsMarkdown(): string {
  const rows = (Object.keys(inputSchemas) as Method[]).map((method) => {
    const { least, staff, localOnly } = PERMISSIONS[method]
    const device = localOnly ? `${DEVICE[least]}; reading a file of the machine: ${DEVICE.local}` : DEVICE[least]
    return `| \`${method}\` | ${device} | ${STAFF[staff]} |`
  })
  return [
    '# 权限 Permissions',
    '',
    'Generated from `src-main/api/permissions.ts` by `npm run docs:permissions`; a test fails when they differ.',
    '',
    'A call is allowed when both the device and the person signed in there reach the method. Each column',
    'names the least that may call it: devices rank display < table < desk < local, staff rank',
    'attendant < cashier < owner. With no staff defined the desk works as the one owner. A method that',
    'needs the owner may be called by anyone else with an owner’s PIN entered on the spot (授权, sent',
    'as `ownerGrant`); the audit log then names both. Five wrong PINs lock that person for a minute.',
    '',
    'Files stay on the machine with the data file: a desk device never names a path. Its exports (the',
    'JSON backup, the club and report Excel, a table’s CSV and Excel) are written by the app into a',
    'folder beside the data file and fetched once by that device (`GET /api/downloads/<id>`, docs/LAN.md),',
    'while the staff rule of the method that started the export still holds for whoever is signed in there.',
    'A desk device imports or restores only a backup it uploaded (`POST /api/uploads`, which needs the',
    'rights of `backups.restore`: a desk device and the owner signed in; no 授权 on an upload), by the',
    'upload’s id (`jobs.start` `{ kind: importJson, upload }`, `backups.restore` `{ upload }`); a picked file',
    'or a backup folder’s file is read only at the window on that machine (`LOCAL_ONLY`).',
    '',
    '| Method | Device (least) | Staff (least) |',
    '| --- | --- | --- |',
    ...rows,
    ''
  ].join('\n')
}
