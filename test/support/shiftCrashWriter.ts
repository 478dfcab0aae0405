/**
 * Child process of the shift crash test: as a signed cashier, opens a shift, tops up a member,
 * and hands the shift over (交班, PIN-signed), printing `ack <shiftId>` after each close, until killed.
 */
import { openStore } from '../../src-main/store/open'
import { actAs } from '../../src-main/store/actor'
import { createPlayer } from '../../src-main/services/roster'
import { topUp } from '../../src-main/services/parlor/accounts'
import { closeShift, openShift } from '../../src-main/services/staff/shifts'
import { saveStaff } from '../../src-main/services/staff/staff'

const [file, migrationsDir] = process.argv.slice(2)
const { db } = await openStore({ file, migrationsDir })
const ctx = { db, dbFile: file, migrationsDir, defaultBackupDir: '' }
await saveStaff(db, { name: '老王', role: 'owner', active: true, pin: '1234' }, Date.now())
const cashier = await saveStaff(db, { name: '小李', role: 'cashier', active: true, pin: '2345' }, Date.now())
const player = createPlayer(db, { name: '会员', nickname: '', phone: '', note: '', allowDuplicate: false }).id
const actor = { caller: 'local', staffId: cashier.id, deviceId: null, grantedBy: null }
let now = Date.UTC(2026, 10, 23, 2, 0)
for (let round = 1; ; round += 1) {
  const shift = actAs(actor, () => openShift(db, [{ tender: '现金', cents: 10_000 }], (now += 60_000)))
  topUp(db, { playerId: player, cents: 1_000 * round, note: '' }, (now += 60_000))
  const counted = [{ tender: '现金', cents: 10_000 + 1_000 * round - 1_000 }]
  await actAs(actor, () => closeShift(ctx, { counted, reason: '短款', pin: '2345' }, (now += 60_000)))
  process.stdout.write(`ack ${shift.id}\n`)
}
