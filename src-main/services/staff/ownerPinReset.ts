/**
 * A lost owner PIN is reset on the machine that holds the data file, never over the API: whoever
 * can run `npm run serve -- --data FILE --reset-owner-pin` there could copy the file anyway, while
 * someone at the desk (or on a tablet) cannot. The new PIN clears that owner's lockout; the log
 * records the reset.
 */
import type { Database } from 'better-sqlite3'
import { AppError } from '../../errors'
import { writeAudit } from '../../store/audit'
import { clearPinFailure } from '../../store/pinFailures'
import { listStaffRows, setStaffPinHash } from '../../store/staff'
import { hashPin, PIN_PATTERN } from './pin'
import { publicMember } from './staff'
import type { StaffMember } from '../../model/staff'

interface OwnerPinReset {
  /** Which owner, when there are several active ones. */
  ownerName?: string
  pin: string
  /** The PIN typed a second time. */
  repeat: string
}

function ownerToReset(db: Database, name: string | undefined) {
  const owners = listStaffRows(db).filter((row) => row.active && row.role === 'owner')
  if (owners.length === 0) {
    throw new AppError('NO_OWNER', '数据文件里没有在职的老板。', 'The data file has no active owner.')
  }
  if (name !== undefined) {
    const named = owners.find((row) => row.name === name)
    if (named) return named
    throw new AppError('OWNER_NOT_FOUND', `没有叫“${name}”的在职老板。`, `No active owner is called "${name}".`)
  }
  if (owners.length > 1) {
    const names = owners.map((row) => row.name).join('、')
    throw new AppError(
      'OWNER_AMBIGUOUS',
      `有几位老板（${names}）：请用 --owner 指定姓名。`,
      `There are several owners (${names}): name one with --owner.`
    )
  }
  return owners[0]
}

export async function resetOwnerPin(db: Database, input: OwnerPinReset): Promise<StaffMember> {
  if (!PIN_PATTERN.test(input.pin))
    throw new AppError('INVALID_PIN', 'PIN 是 4 到 8 位数字。', 'A PIN is 4 to 8 digits.')
  if (input.pin !== input.repeat) {
    throw new AppError('PIN_MISMATCH', '两次输入的 PIN 不一样。', 'The two PINs differ.')
  }
  const owner = ownerToReset(db, input.ownerName)
  const pinHash = await hashPin(input.pin)
  db.transaction(() => {
    setStaffPinHash(db, owner.id, pinHash)
    clearPinFailure(db, owner.id)
    writeAudit(db, { entity: 'staff', entityId: owner.id, action: 'resetPin', after: { on: 'dataFileMachine' } })
  })()
  return publicMember(owner)
}
